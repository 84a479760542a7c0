/**
 * Every reach of the viewer into three.js internals (three 0.187), in one place: what three does not
 * offer as API but the viewer relies on. tests/unit/three-internals.test.ts pins each assumption against
 * the installed three; an upgrade that breaks one fails there, not in a shopper's browser.
 */
import type { WebGLRenderer, WebGLRenderTarget } from 'three'
import type { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js'

/** What the warm-up uses of three's WebGLProgram (src/renderers/webgl/WebGLProgram.js). */
export interface CompiledProgram {
  /** Whether the GPU has linked it (KHR_parallel_shader_compile; true at once where the GPU cannot tell). */
  isReady: () => boolean
  /** Its uniforms' locations: the first call is the program's first use, which waits for its link. */
  getUniforms: () => unknown
}

/** The program the renderer compiled for `material` (its per-material properties' `currentProgram`), if any. */
export function programOf(gl: WebGLRenderer, material: object): CompiledProgram | undefined {
  return (gl.properties.get(material) as { currentProgram?: CompiledProgram }).currentProgram
}

/**
 * Makes the renderer draw into `target` as it draws to the screen: sRGB written by the shaders and the
 * renderer's tone mapping (three's path for an XR render target), so the programs are those of the canvas.
 */
export function drawAsScreen(target: WebGLRenderTarget): void {
  ;(target as WebGLRenderTarget & { isXRRenderTarget: boolean }).isXRRenderTarget = true
}

/** The wheel listener OrbitControls' connect() adds to its element (to take it off: the wheel scrolls the page). */
export function wheelListenerOf(controls: OrbitControls): EventListener {
  return (controls as unknown as { _onMouseWheel: EventListener })._onMouseWheel
}
