/**
 * What the server counts for GET /api/metrics (issue 34, point 9): requests per call, the event
 * loop's delay, memory, rate-limit refusals, and whatever other parts register with `gauge()` and
 * `counter()` (the worker pool's queue, the model cache's bytes, the outbox backlog). One object per
 * server with its own prom-client registry, never the global one: tests run several apps in one process.
 */
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks'
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

/** What a gauge reads at each scrape: one number, or one number per value of its label. */
export type GaugeValue = number | Record<string, number>

/** Upper bounds of the request-duration buckets, in seconds: a getPrice's millisecond to a slow PDF's seconds. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export interface ServerMetrics {
  /**
   * A number read when /api/metrics is scraped, e.g. `gauge('skrinka_pool_queue', 'Jobs waiting', () => pool.queueSize)`.
   * With `label`, `read` answers one number per label value (`{ glb: 3, pdf: 0 }`). A read that throws leaves the
   * gauge at NaN (without a label) or empty in that scrape; a name registered twice throws at once.
   */
  gauge(name: string, help: string, read: () => GaugeValue | Promise<GaugeValue>, options?: { label?: string }): void
  /** A counter others increase, e.g. `const refused = counter('skrinka_pool_refusals_total', '…', 'kind'); refused('pdf')`. */
  counter(name: string, help: string, label?: string): (labelValue?: string, by?: number) => void
  /** One finished request: `route` is the endpoint table's path pattern or the page route, never the raw path. */
  request(method: string, route: string, status: number | 'aborted', seconds: number): void
  /** A rate limit said no (src/server/db/rateLimit.ts calls it with the limit's name). */
  rateLimitRefused(limit: string): void
  /** The Prometheus text exposition of everything above. */
  text(): Promise<string>
  readonly contentType: string
}

/** How often the event loop's timer samples, in ms. Node records the whole interval between samples. */
const LOOP_RESOLUTION_MS = 10

// The event loop is one per process: one monitor serves every server's metrics in it (tests make several).
let loopDelay: IntervalHistogram | undefined
function eventLoopDelay(): IntervalHistogram {
  if (!loopDelay) {
    loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS })
    loopDelay.enable()
  }
  return loopDelay
}

/** A new, empty set of metrics with the process's own (memory, event loop) already registered. */
export function createServerMetrics(): ServerMetrics {
  const registry = new Registry()
  const registers = [registry]

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route (the endpoint table path or page route) and status.',
    labelNames: ['method', 'route', 'status'],
    registers,
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by method and route.',
    labelNames: ['method', 'route'],
    buckets: DURATION_BUCKETS,
    registers,
  })

  const refusals = new Counter({
    name: 'skrinka_rate_limit_refusals_total',
    help: 'Requests a rate limit refused, by limit name.',
    labelNames: ['limit'],
    registers,
  })

  const loop = eventLoopDelay()
  new Gauge({
    name: 'nodejs_eventloop_delay_seconds',
    help: "The event loop's delay since the previous scrape: quantile 0.5, 0.99 and 1 (the maximum).",
    labelNames: ['quantile'],
    registers,
    collect() {
      // The delay is what the sampling interval took beyond its own length (an idle loop: 0). Without samples
      // yet the histogram's figures are meaningless: 0 too.
      const seconds = (ns: number) =>
        loop.count > 0 && Number.isFinite(ns) ? Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS) / 1000 : 0
      this.set({ quantile: '0.5' }, seconds(loop.percentile(50)))
      this.set({ quantile: '0.99' }, seconds(loop.percentile(99)))
      this.set({ quantile: '1' }, seconds(loop.max))
      loop.reset()
    },
  })
  const memory: Array<[string, string, (usage: NodeJS.MemoryUsage) => number]> = [
    ['process_resident_memory_bytes', 'Resident memory size in bytes.', (m) => m.rss],
    ['nodejs_heap_size_used_bytes', "V8's used heap in bytes.", (m) => m.heapUsed],
    ['nodejs_heap_size_total_bytes', "V8's heap size in bytes.", (m) => m.heapTotal],
    [
      'nodejs_external_memory_bytes',
      'Memory of buffers and other objects outside the heap, in bytes.',
      (m) => m.external,
    ],
  ]
  for (const [name, help, pick] of memory)
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(pick(process.memoryUsage()))
      },
    })

  return {
    contentType: registry.contentType,
    gauge(name, help, read, options = {}) {
      const { label } = options
      new Gauge({
        name,
        help,
        labelNames: label ? [label] : [],
        registers,
        async collect() {
          this.reset()
          let value: GaugeValue
          try {
            value = await read()
          } catch {
            // A part that cannot say (its database stopping, say) reads NaN in this scrape; the scrape still answers.
            if (!label) this.set(NaN)
            return
          }
          if (typeof value === 'number') this.set(value)
          else if (label) for (const [key, n] of Object.entries(value)) this.set({ [label]: key }, n)
        },
      })
    },
    counter(name, help, label) {
      const counter = new Counter({ name, help, labelNames: label ? [label] : [], registers })
      return (labelValue, by = 1) => (label ? counter.inc({ [label]: labelValue ?? '' }, by) : counter.inc(by))
    },
    request(method, route, status, seconds) {
      durations.observe({ method, route }, seconds)
      requests.inc({ method, route, status: String(status) })
    },
    rateLimitRefused(limit) {
      refusals.inc({ limit })
    },
    text: () => registry.metrics(),
  }
}
