/** Lets the browser run what waits (input, a frame): what follows runs in a task of its own (issue 16). */
export const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms))
