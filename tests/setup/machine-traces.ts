/**
 * Every actor a test creates is inspected by a recorder of its own test; when the test fails, its
 * trace is written to .tmp/machine-traces/ in the format the developer panel imports and replays.
 */
import { beforeEach, vi } from 'vitest'
import type * as XState from 'xstate'
import { createTraceRecorder, type TraceRecorder } from '#debug/trace.ts'
import { writeFailureTrace } from './traceFiles'

let recorder: TraceRecorder | null = null

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof XState>()
  const createActor: typeof xstate.createActor = (logic, ...[options]) => {
    const own = options?.inspect
    const inspect = (event: XState.InspectionEvent) => {
      recorder?.inspect(event)
      if (typeof own === 'function') own(event)
      else own?.next?.(event)
    }
    return xstate.createActor(logic, { ...options, inspect } as never)
  }
  return { ...xstate, createActor }
})

beforeEach(({ task, onTestFailed }) => {
  const name = `${task.file?.name ?? ''} ${task.name}`
  const own = createTraceRecorder(name)
  recorder = own
  onTestFailed(() => {
    const file = writeFailureTrace(own.trace, name)
    if (file) console.info(`machine trace of the failing test: ${file}`)
  })
})
