/**
 * Whether this browser can draw the 3D view (WebGL 2, as three.js needs), asked without the page waiting.
 * Making a WebGL context waits on the main thread for the GPU process, which while a page loads is busy
 * drawing it and reading its frames back: with Chromium's GPU process on, the probe's context held the
 * configurator's first load 280–1100 ms in one task (issue 39). A worker makes the probe's context
 * instead, which also has the GPU process set WebGL up before the viewer makes its own.
 */

let answer: Promise<boolean> | undefined

/** The same question on the main thread: only where a worker cannot ask it (no OffscreenCanvas). */
function probeHere(): boolean {
  try {
    return document.createElement('canvas').getContext('webgl2') !== null
  } catch {
    return false
  }
}

/** How long the worker may take before the page asks on its own thread (ms). */
const WORKER_GIVE_UP_MS = 10_000

/** Resolves whether WebGL 2 works here; asked once per page. */
export function webglProbe(): Promise<boolean> {
  answer ??= new Promise<boolean>((resolve) => {
    // No WebGL at all (or a test's browser without it): nothing to ask.
    if (typeof WebGL2RenderingContext === 'undefined') return resolve(false)
    if (typeof Worker === 'undefined') return resolve(probeHere())
    let worker: Worker
    try {
      worker = new Worker(new URL('./webglProbe.worker.ts', import.meta.url), { type: 'module' })
    } catch {
      return resolve(probeHere())
    }
    const done = (can: boolean) => {
      clearTimeout(timer)
      worker.terminate()
      resolve(can)
    }
    const timer = setTimeout(() => done(probeHere()), WORKER_GIVE_UP_MS)
    worker.onmessage = (event: MessageEvent<boolean | 'unknown'>) =>
      done(event.data === 'unknown' ? probeHere() : event.data)
    worker.onerror = () => done(probeHere())
  })
  return answer
}
