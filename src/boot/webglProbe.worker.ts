/**
 * The WebGL probe's worker (src/boot/webgl.ts): makes a WebGL 2 context on an OffscreenCanvas and asks it
 * one question the GPU process must answer. Both wait for the GPU process, which while a page loads is busy
 * drawing and reading back its frames: here they block this thread, not the page's.
 */
const answer = (can: boolean | 'unknown') => postMessage(can)

if (typeof OffscreenCanvas === 'undefined') answer('unknown')
else {
  let gl: WebGL2RenderingContext | null
  try {
    gl = new OffscreenCanvas(1, 1).getContext('webgl2', { antialias: false, powerPreference: 'low-power' })
  } catch {
    gl = null
  }
  // A round trip to the GPU process: it has made the context (and set up WebGL there for the page's own).
  gl?.getError()
  answer(gl !== null)
  gl?.getExtension('WEBGL_lose_context')?.loseContext()
}
close()
