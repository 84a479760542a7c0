import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { serializeTrace, type Trace } from '#debug/trace.ts'

/** Where failing tests leave their machine traces (import them in the ?debug=machines panel). */
export const TRACE_DIR = '.tmp/machine-traces'

/** Writes a failing test's trace as `{test name}.json`; a trace without transitions is not worth a file. */
export function writeFailureTrace(trace: Trace, testName: string, dir = TRACE_DIR): string | null {
  if (trace.entries.length === 0) return null
  mkdirSync(dir, { recursive: true })
  const file = join(
    dir,
    `${testName
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 120)}.json`,
  )
  writeFileSync(file, serializeTrace(trace))
  return file
}
