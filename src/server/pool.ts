/**
 * The worker pool (issue 34): GLB, USDZ, drawings and PDFs are built in worker threads (piscina), so a
 * render never stops the event loop that answers pages, prices and orders. The queue in front of the
 * workers is bounded: when it is full the call is refused at once (PoolBusyError, answered 503 with
 * Retry-After by app.ts) instead of piling up work nobody will wait for. One pool per server process
 * (main.ts); where none is given (tests, scripts) the same tasks run in the process itself.
 */
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import Piscina from 'piscina'
import type { HeavyResults, HeavyTask } from './worker'

/** What the pool is doing, for GET /api/metrics and tests. */
export interface PoolStats {
  threads: number
  /** Tasks waiting for a thread, and how many may wait before calls are refused. */
  queued: number
  maxQueue: number
  /** Tasks being built now. */
  running: number
  /** Share of the threads' time spent on tasks since the start (0–1). */
  utilization: number
  completed: number
  /** Calls refused because the queue was full. */
  refused: number
}

/** `always`: the task waits however long the queue (the outbox, which sends one e-mail at a time, never a visitor). */
export interface RunOptions {
  always?: boolean | undefined
}

export interface HeavyPool {
  run<K extends HeavyTask['kind']>(
    task: Extract<HeavyTask, { kind: K }>,
    options?: RunOptions,
  ): Promise<HeavyResults[K]>
  /** True when a new task would be refused: callers that write anything first ask before they write. */
  full(): boolean
  stats(): PoolStats
  close(): Promise<void>
}

/** Seconds a refused client is told to wait: about the time the queue takes to drain (an AR model ~1 s each). */
export const POOL_RETRY_AFTER_SECONDS = 5

/** The queue is full: the call is answered 503 with Retry-After (app.ts). */
export class PoolBusyError extends Error {
  override name = 'PoolBusyError'
  readonly retryAfterSeconds = POOL_RETRY_AFTER_SECONDS
  constructor() {
    super('The server is busy building files; try again in a few seconds.')
  }
}

/**
 * How many threads: one core stays with the event loop (pages, prices, orders, the database), the rest
 * build; on one or two cores that is one thread. How many may wait: four per thread, a few seconds of
 * AR models at ~1 s each: longer than that a shopper would rather be told to try again.
 */
export function poolSize(
  cores = availableParallelism(),
  configured: { threads?: number | undefined; maxQueue?: number | undefined } = {},
) {
  const threads = configured.threads ?? Math.max(1, cores - 1)
  return { threads, maxQueue: configured.maxQueue ?? 4 * threads }
}

/** The worker entry beside this module: worker.js in the server build, worker.ts under tsx (npm run dev). */
function workerFile(): string {
  for (const name of ['./worker.js', './worker.ts']) {
    const file = fileURLToPath(new URL(name, import.meta.url))
    if (existsSync(file)) return file
  }
  throw new Error('The worker entry (worker.js) is missing beside the server build; run `npm run build:server`.')
}

/** A pool of worker threads with a bounded queue. */
export function createWorkerPool(options: { threads: number; maxQueue: number }): HeavyPool {
  const piscina = new Piscina<HeavyTask, HeavyResults[keyof HeavyResults]>({
    filename: workerFile(),
    // Started on the first task (a server that never renders never loads the builders), then kept: a
    // start loads three and gltf-transform again (~0.5 s).
    minThreads: 0,
    maxThreads: options.threads,
    idleTimeout: Infinity,
    // A task that runs away (a drawing past every cap) ends its thread, not the server: piscina starts
    // another and the call fails alone. Normal work stays under ~200 MB.
    resourceLimits: { maxOldGenerationSizeMb: 512 },
    // The pool refuses past this bound itself (full()); piscina's own bound leaves room for `always` tasks.
    maxQueue: options.maxQueue + 16,
  })
  // Tasks handed to piscina and not yet done: building (one per thread) or waiting.
  let running = 0
  let refused = 0
  const full = () => running >= options.threads + options.maxQueue
  return {
    async run(task, runOptions) {
      if (!runOptions?.always && full()) {
        refused++
        throw new PoolBusyError()
      }
      running++
      try {
        return (await piscina.run(task)) as never
      } catch (error) {
        if (error instanceof Error && error.message === 'Task queue is at limit') {
          refused++
          throw new PoolBusyError()
        }
        throw error
      } finally {
        running--
      }
    },
    full,
    stats: () => ({
      threads: piscina.threads.length,
      queued: Math.max(0, running - options.threads),
      maxQueue: options.maxQueue,
      running: Math.min(running, options.threads),
      utilization: piscina.utilization,
      completed: piscina.completed,
      refused,
    }),
    close: () => piscina.close(),
  }
}

/**
 * The same tasks in this process, unbounded (tests and scripts that make the app without a pool):
 * loaded on first use, so a server that has a pool never loads the builders on its event loop.
 */
export function inProcessPool(): HeavyPool {
  let running = 0
  let completed = 0
  return {
    async run(task) {
      running++
      try {
        const { default: runTask } = await import('./worker')
        return (await runTask(task)) as never
      } finally {
        running--
        completed++
      }
    },
    full: () => false,
    stats: () => ({ threads: 0, queued: 0, maxQueue: 0, running, utilization: 0, completed, refused: 0 }),
    close: async () => {},
  }
}
