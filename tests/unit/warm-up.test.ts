/**
 * The 3D view's warm-up (issue 16, src/boot/warmUp.ts): the main thread never waits for the GPU in
 * one long task. A recording renderer stands in for three's WebGLRenderer (no WebGL in Node).
 */
import { describe, expect, it } from 'vitest'
import { Group, PerspectiveCamera, Scene, type WebGLRenderer, type WebGLRenderTarget } from 'three'
import { warmUp } from '#boot/warmUp.ts'

/** A renderer that logs what warmUp asks of it, with the task it was asked in; the fence signals after `fenceTasks` looks. */
function recordingRenderer(options: { parallel: boolean; programs: number; fenceTasks: number }) {
  const log: string[] = []
  let task = 0
  let ticking = true
  // Counts tasks: every macrotask the warm-up waits for bumps it.
  const tick = () => {
    task += 1
    if (ticking) setTimeout(tick, 0)
  }
  const materials = new Set(Array.from({ length: options.programs }, (_, i) => ({ id: i })))
  const programs = new Map(
    [...materials].map((material) => {
      let asked = 0
      return [
        material,
        {
          currentProgram: {
            // Linked on the third look where the GPU links in the background.
            isReady: () => {
              const ready = !options.parallel || ++asked >= 3
              if (ready && asked === 3) log.push(`linked ${material.id}`)
              return ready
            },
            getUniforms: () => log.push(`uniforms ${material.id} in task ${task}`),
          },
        },
      ]
    }),
  )
  let fenceLooks = 0
  const context = {
    SYNC_GPU_COMMANDS_COMPLETE: 1,
    SYNC_STATUS: 2,
    SIGNALED: 3,
    fenceSync: () => {
      log.push('fence')
      fenceLooks = 0
      return {}
    },
    flush: () => log.push('flush'),
    getSyncParameter: () => (++fenceLooks > options.fenceTasks ? 3 : 0),
    deleteSync: () => {},
  }
  let target: WebGLRenderTarget | null = null
  const renderer = {
    compile: () => {
      log.push('compile')
      return materials
    },
    properties: { get: (material: { id: number }) => programs.get(material) },
    getContext: () => context,
    getRenderTarget: () => target,
    setRenderTarget: (next: WebGLRenderTarget | null) => {
      target = next
    },
    render: (world: Scene) => {
      const model = world.children[0]!
      log.push(`render ${target ? 'off-screen' : 'canvas'}, model ${model.visible ? 'shown' : 'hidden'}`)
    },
  }
  setTimeout(tick, 0)
  return {
    renderer: renderer as unknown as WebGLRenderer,
    log,
    currentTarget: () => target,
    stop: () => {
      ticking = false
    },
  }
}

function world() {
  const scene = new Scene()
  const model = new Group()
  model.visible = false
  scene.add(model)
  return { scene, model }
}

describe('warmUp', () => {
  it('uses each program first in a task of its own, after the GPU has the shaders, then draws the model once', async () => {
    const { renderer, log, currentTarget, stop } = recordingRenderer({ parallel: false, programs: 3, fenceTasks: 2 })
    const { scene, model } = world()
    await warmUp(renderer, scene, new PerspectiveCamera(), model, 'canvas')
    stop()
    expect(log.slice(0, 3)).toEqual(['compile', 'fence', 'flush'])
    const uniforms = log.filter((line) => line.startsWith('uniforms'))
    expect(uniforms).toHaveLength(3)
    const tasks = uniforms.map((line) => Number(line.split(' ').pop()))
    expect(new Set(tasks).size).toBe(3)
    expect(log).toContain('render canvas, model shown')
    // The hidden model stays hidden for React, which shows it once dressed.
    expect(model.visible).toBe(false)
    expect(currentTarget()).toBeNull()
    // The draw is waited for too: a fence after it.
    expect(log.slice(log.indexOf('render canvas, model shown'))).toEqual([
      'render canvas, model shown',
      'fence',
      'flush',
    ])
  })

  it('waits for the link where the GPU links in the background, and draws off screen for a canvas on show', async () => {
    const { renderer, log, currentTarget, stop } = recordingRenderer({ parallel: true, programs: 2, fenceTasks: 0 })
    const { scene, model } = world()
    await warmUp(renderer, scene, new PerspectiveCamera(), model, 'off-screen')
    stop()
    expect(log.filter((line) => line.startsWith('uniforms'))).toHaveLength(2)
    for (const id of [0, 1]) {
      const linked = log.indexOf(`linked ${id}`)
      expect(linked).toBeGreaterThan(-1)
      expect(log.findIndex((line) => line.startsWith(`uniforms ${id} `))).toBeGreaterThan(linked)
    }
    expect(log).toContain('render off-screen, model shown')
    expect(currentTarget()).toBeNull()
    expect(model.visible).toBe(false)
  })

  it('draws nothing more for a model of programs it has warmed up (a new size of the same design)', async () => {
    const { renderer, log, stop } = recordingRenderer({ parallel: false, programs: 2, fenceTasks: 1 })
    const { scene, model } = world()
    await warmUp(renderer, scene, new PerspectiveCamera(), model, 'canvas')
    const first = log.length
    await warmUp(renderer, scene, new PerspectiveCamera(), model, 'off-screen')
    stop()
    expect(log.slice(first)).toEqual(['compile'])
  })
})
