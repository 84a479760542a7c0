/**
 * What the viewer assumes of three.js internals (src/scene/threeInternals.ts), pinned against the installed
 * three: an upgrade that moves one fails here. Where a pin needs a GPU (the renderer), it reads three's source.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PerspectiveCamera, WebGLRenderTarget, type WebGLRenderer } from 'three'
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'
import { WebGLProperties } from 'three/src/renderers/webgl/WebGLProperties.js'
import { drawAsScreen, programOf, wheelListenerOf } from '#scene/threeInternals.ts'

const threeDir = join(process.cwd(), 'node_modules', 'three')
const threeSource = (path: string) => readFileSync(join(threeDir, 'src', path), 'utf8')

describe('three.js internals the viewer relies on', () => {
  it('is three 0.187 (a new version: check each pin below, then this line)', () => {
    const { version } = JSON.parse(readFileSync(join(threeDir, 'package.json'), 'utf8')) as { version: string }
    expect(version).toMatch(/^0\.187\./)
  })

  it("OrbitControls' wheel listener is `_onMouseWheel`, the one connect() adds for 'wheel'", () => {
    const controls = new OrbitControls(new PerspectiveCamera())
    const listeners = new Map<string, unknown>()
    const element = {
      style: {} as Record<string, string>,
      addEventListener: (type: string, listener: unknown) => listeners.set(type, listener),
      removeEventListener: () => {},
      ownerDocument: { addEventListener: () => {}, removeEventListener: () => {} },
      getRootNode: () => ({ addEventListener: () => {}, removeEventListener: () => {} }),
    }
    controls.connect(element as unknown as HTMLElement)
    expect(typeof wheelListenerOf(controls)).toBe('function')
    expect(listeners.get('wheel')).toBe(wheelListenerOf(controls))
  })

  it("the renderer keeps a material's program as `currentProgram` of its per-material properties", () => {
    const properties = new WebGLProperties()
    const material = {}
    const program = { isReady: () => true, getUniforms: () => ({}) }
    ;(properties.get(material) as { currentProgram?: unknown }).currentProgram = program
    expect(programOf({ properties } as unknown as WebGLRenderer, material)).toBe(program)
    expect(programOf({ properties } as unknown as WebGLRenderer, {})).toBeUndefined()
    const renderer = threeSource('renderers/WebGLRenderer.js')
    expect(renderer).toContain('_this.properties = properties;')
    expect(renderer).toContain('materialProperties.currentProgram = program;')
  })

  it('a WebGLProgram answers isReady() (its link, KHR_parallel_shader_compile) and getUniforms()', () => {
    const program = threeSource('renderers/webgl/WebGLProgram.js')
    expect(program).toContain('this.isReady = function ()')
    expect(program).toContain('COMPLETION_STATUS_KHR')
    expect(program).toContain('this.getUniforms = function ()')
  })

  it('a render target marked as XR is drawn as the screen is (sRGB by the shaders, tone mapped)', () => {
    const target = new WebGLRenderTarget(1, 1)
    drawAsScreen(target)
    expect((target as WebGLRenderTarget & { isXRRenderTarget?: boolean }).isXRRenderTarget).toBe(true)
    const renderer = threeSource('renderers/WebGLRenderer.js')
    expect(renderer).toContain(
      '_currentRenderTarget.isXRRenderTarget === true ? _currentRenderTarget.texture.colorSpace',
    )
    expect(renderer).toContain(
      'if ( _currentRenderTarget === null || _currentRenderTarget.isXRRenderTarget === true ) {',
    )
    target.dispose()
  })
})
