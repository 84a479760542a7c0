import { afterEach, beforeEach, vi } from 'vitest'

// A stray console.error fails the test (epic-stack's habit): errors must be expected, not ignored.
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (errors.length > 0) {
    const shown = errors.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${shown}`)
  }
})

/** Takes the console errors logged so far, for a test that expects them; they no longer fail it. */
export function takeConsoleErrors(): unknown[][] {
  const taken = errors
  errors = []
  return taken
}
