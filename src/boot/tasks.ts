/**
 * The first load's task helpers (src/boot/README.md). A feature uses `afterHydration` and nothing else of
 * this folder; `nextTask` and `painted` are the boot's own.
 */

/** Lets the browser run what waits (input, a frame): what follows runs in a task of its own (issue 16). */
export const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs `run` after hydration, in a task of its own, and returns what cancels it (an effect's cleanup).
 * Called from an effect: on load effects run among hydration's, and work joined to them (a request, a
 * navigation, a machine's re-render) made one long task with it (decision 0019).
 * `useEffect(() => afterHydration(() => …), [deps])`.
 */
export function afterHydration(run: () => void): () => void {
  const id = setTimeout(run)
  return () => clearTimeout(id)
}

/**
 * Resolves once the browser has painted the server's HTML: a frame, then a task after it. A hidden tab
 * paints nothing, so it waits for no frame there (nor more than half a second anywhere).
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 500)
  })
}
