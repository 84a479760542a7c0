/**
 * The abuse engine (issue 34, "Tests and figures"): hostile clients hammer one heavy call at a time
 * (or all of them at once) on loopback while a shopper loads a product page, a price and the health
 * call; per call it measures the shopper's p50/p99, the event loop's p99 delay (GET /api/metrics),
 * the server's memory growth (RSS) and the data folder's growth. `npm run abuse` runs each call for
 * 20 s; `tests/api/abuse.test.ts` runs all of them at once for a few seconds inside `npm test`.
 */
import { readdirSync, readFileSync, lstatSync } from 'node:fs'
import { join } from 'node:path'
import { API } from '#domain/endpoints.ts'
import { designPdfPath } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'
import { canonicalQuery, cabinetFromQuery } from '#domain/cabinet/query.ts'
import { isDecorCode } from '#domain/decors.ts'
import { LOWER_VARIANTS, type Hallway } from '#domain/hallway/layout.ts'
import { hallwayFromQuery } from '#domain/hallway/query.ts'
import { MAX_BODY_BYTES } from '#server/api/json.ts'
import { MAX_CSP_REPORT_BYTES } from '#server/api/cspReport.ts'
import { defaultPriceCabinet } from './fixtures/cabinet'
import { orderBody } from './fixtures/order'
import type { TestServer } from './builtServer'

/** What a hostile client sends: the i-th request of a call. */
interface HostileRequest {
  path: string
  init?: RequestInit
}

/** One heavy call and how a hostile client sends it (each i may be a new design). */
export interface HostileCall {
  name: string
  request: (i: number) => HostileRequest
}

/** The limits a run is judged by (the issue's figures). */
export interface AbuseLimits {
  /** The shopper's health call, 99th percentile. */
  healthP99Ms: number
  /** The server's resident memory above where it was before the call. */
  memoryGrowthMb: number
  /** The data folder above where it was when the run began: the model cache's limit (MODEL_CACHE_MB). */
  folderGrowthMb: number
}

export const ABUSE_LIMITS: AbuseLimits = { healthP99Ms: 100, memoryGrowthMb: 300, folderGrowthMb: 512 }

const post = (body: unknown, type = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': type },
  body: typeof body === 'string' ? body : JSON.stringify(body),
})

/** A JSON body just under the body limit whose list at `put` is `[{},{},…]`: the list is checked before its length. */
function hugeList(put: (list: object[]) => unknown): string {
  const empty = JSON.stringify(put([])).length
  const room = MAX_BODY_BYTES - 1024 - empty
  return JSON.stringify(put(Array.from({ length: Math.floor(room / 3) }, () => ({}))))
}

/** The i-th of many distinct hallways the configurator can make (total width and height change). */
function distinctHallway(i: number): Hallway {
  const width = 100 + (i % 500)
  const height = 200 + (Math.floor(i / 500) % 60)
  return hallwayFromQuery({ width: String(width), height: String(height) }, isDecorCode)
}
const hallwayBody = (hallway: Hallway) => ({ chodba: hallway })

/** The i-th distinct cabinet: width and height in cm. */
const distinctCabinet = (i: number) =>
  settle({ variant: 'L1D', width: 30 + (i % 60), height: 30 + (Math.floor(i / 60) % 60), depth: 32 })

/** A price the shopper asks for (the configurator's default L1D). */
export const SHOPPER_PRICE = {
  selectedProductString: JSON.stringify(defaultPriceCabinet),
  country: 'SK',
  cabinet: defaultPriceCabinet,
}

/** Every heavy call the issue names, with the hostile request it was seen to suffer from. */
export function hostileCalls(): HostileCall[] {
  // The bodies are made once: a hostile client does not spend its time building them.
  const base = distinctHallway(0)
  const priceChodba = hugeList((furniture) => ({
    furniture,
    podorys: base.podorys,
    realHeight: base.realHeight,
    depth: base.depth,
    corpusColor: base.corpusColor,
    doorColor: base.doorColor,
  }))
  const renderChodba = hugeList((cabinets) => ({ chodba: { ...base, cabinets } }))
  const photo = hugeList((cabinets) => ({ cabinets, doorColor: base.doorColor, corpusColor: base.corpusColor }))
  const order = orderBody()
  const saveOrder = hugeList((furniture) => ({ ...order, order: { ...order.order, furniture } }))
  // About 12 KB of address: thousands of lower modules.
  const longAddress = `${API.chodbaPhoto.path}?moduly=${Array(6000).fill(LOWER_VARIANTS[0]).join(',')}`
  const report = JSON.stringify({
    'csp-report': {
      'document-uri': 'http://127.0.0.1/\nSIGTERM: stopped after 1 ms',
      'blocked-uri': 'x\n'.repeat(Math.floor((MAX_CSP_REPORT_BYTES - 512) / 3)),
    },
  })
  return [
    { name: 'getPriceChodba 256 KB list', request: () => ({ path: API.getPriceChodba.path, init: post(priceChodba) }) },
    { name: 'renderChodba 256 KB list', request: () => ({ path: API.renderChodba.path, init: post(renderChodba) }) },
    {
      name: 'renderChodbaAr 256 KB list',
      request: () => ({ path: API.renderChodbaAr.path, init: post(renderChodba) }),
    },
    { name: 'renderChodbaPhoto 256 KB list', request: () => ({ path: API.renderChodbaPhoto.path, init: post(photo) }) },
    {
      name: 'saveOrderSkrinka 256 KB list',
      request: () => ({ path: API.saveOrderSkrinka.path, init: post(saveOrder) }),
    },
    {
      name: 'renderChodba distinct designs',
      request: (i) => ({ path: API.renderChodba.path, init: post(hallwayBody(distinctHallway(i))) }),
    },
    {
      name: 'renderChodbaAr distinct designs',
      request: (i) => ({ path: API.renderChodbaAr.path, init: post(hallwayBody(distinctHallway(i))) }),
    },
    { name: 'chodbaPhoto long address', request: () => ({ path: longAddress }) },
    {
      name: 'designPdf distinct designs',
      request: (i) => ({ path: designPdfPath(API.designPdf.path, distinctCabinet(i), i % 2 ? 'cz' : 'sk') }),
    },
    {
      name: 'share distinct designs',
      request: (i) => {
        const query = canonicalQuery(
          cabinetFromQuery({ productId: 'D1', width: String(300 + (i % 600)), height: String(400 + (i % 400)) }),
          true,
        )
        return { path: API.share.path, init: post({ kind: 'cabinet', query, locale: 'sk' }) }
      },
    },
    {
      name: 'addEvent',
      request: () => ({ path: API.addEvent.path, init: post({ eventName: 'skrinka-abuse', country: 'SK' }) }),
    },
    {
      name: 'csp-report 16 KB',
      request: () => ({ path: API.cspReport.path, init: post(report, 'application/csp-report') }),
    },
    {
      name: 'staff sign-in tries',
      request: (i) => ({
        path: API.staffSignIn.path,
        init: post({ email: `owner${i % 50}@skrinka.test`, password: `wrong-${i}` }),
      }),
    },
  ]
}

/** Percentiles of a list of milliseconds (NaN when empty). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** What the shopper saw of one kind of request. */
export interface ShopperFigures {
  count: number
  /** Answers other than 200, or none at all. */
  failed: number
  p50: number
  p99: number
}

/** The figures of one phase: one call (or all of them at once) for its seconds. */
export interface PhaseFigures {
  name: string
  seconds: number
  hostile: { sent: number; statuses: Record<string, number>; perCall: Record<string, number> }
  shopper: { page: ShopperFigures; price: ShopperFigures; health: ShopperFigures }
  /** The event loop's delay during the phase, from the server's own metrics (ms). */
  loopP99Ms: number
  loopMaxMs: number
  /** Resident memory: at the start, and the most it reached above that (MB). */
  rssStartMb: number
  rssGrowthMb: number
  /** The data folder above its size when the run began (MB), and its growth in this phase. */
  folderGrowthMb: number
  folderPhaseMb: number
  /** Each limit this phase broke, in words. */
  problems: string[]
}

export interface AbuseOptions {
  staffToken: string
  /** Seconds per phase. */
  seconds: number
  /** Hostile connections at once. */
  connections?: number
  /** Calls by name (a part of it); all when empty. */
  only?: string[]
  /** One phase with every call at once (the connections take the calls in turn) instead of one phase per call. */
  together?: boolean
  /** A bound on the hostile requests per connection and phase, besides the time. */
  maxRequestsPerConnection?: number
  /** How long one request may wait for its whole answer (default: the phase's seconds and 30 s more). */
  requestTimeoutMs?: number
  limits?: AbuseLimits
  onPhase?: (figures: PhaseFigures) => void
  /**
   * Each hostile request names a client of its own in X-Forwarded-For (the server runs with TRUST_PROXY):
   * many addresses, as a botnet's, so the per-client limits let them through to the pool and the caches.
   */
  spread?: boolean
}

/** The n-th of 131,072 client addresses of the benchmarking range (198.18.0.0/15): a header's value, never a host reached. */
export const spreadClient = (n: number) => `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`

/** A request's init naming the n-th spread client. */
const asClient = (init: RequestInit | undefined, n: number): RequestInit => ({
  ...init,
  headers: { ...(init?.headers as Record<string, string> | undefined), 'x-forwarded-for': spreadClient(n) },
})

const MB = 1024 * 1024
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Bytes under a folder (files only, links not followed). */
export function folderBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    try {
      if (entry.isDirectory()) total += folderBytes(path)
      else if (entry.isFile()) total += lstatSync(path).size
    } catch {
      // A file the server removed meanwhile (a temporary file, an evicted model).
    }
  }
  return total
}

/** The process's resident memory from /proc (Linux), or undefined. */
function rssOf(pid: number | undefined): number | undefined {
  if (!pid) return undefined
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    return kb ? Number(kb) * 1024 : undefined
  } catch {
    return undefined
  }
}

/** The server's metrics text (staff bearer) as series → value; a scrape also starts the next event-loop interval. */
export async function scrapeMetrics(url: string, token: string): Promise<Map<string, number>> {
  const response = await fetch(`${url}${API.metrics.path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  })
  if (response.status !== 200) throw new Error(`GET ${API.metrics.path} answered ${response.status}`)
  const series = new Map<string, number>()
  for (const line of (await response.text()).split('\n')) {
    if (!line || line.startsWith('#')) continue
    const at = line.lastIndexOf(' ')
    series.set(line.slice(0, at), Number(line.slice(at + 1)))
  }
  return series
}

/** Reads a whole answer without keeping it: a hostile client takes what it is sent. */
async function drain(response: Response): Promise<void> {
  const reader = response.body?.getReader()
  if (!reader) return
  for (;;) if ((await reader.read()).done) return
}

/** One request, timed; a failure to answer within the bound counts as one. */
async function timed(url: string, init: RequestInit | undefined, timeoutMs: number): Promise<Sample> {
  const started = performance.now()
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
    await drain(response)
    return { status: String(response.status), ms: performance.now() - started }
  } catch (error) {
    const name = (error as Error).name
    return { status: name === 'TimeoutError' ? 'timeout' : 'error', ms: performance.now() - started }
  }
}

/** One timed answer: its status (or timeout, error) and milliseconds. */
type Sample = { status: string; ms: number }

function shopperFigures(samples: Sample[]): ShopperFigures {
  const ms = samples.map((s) => s.ms)
  return {
    count: samples.length,
    failed: samples.filter((s) => s.status !== '200').length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
  }
}

/** Runs the phases against a started server (built, on loopback, with STAFF_TOKEN) and returns their figures. */
export async function runAbuse(server: TestServer, options: AbuseOptions): Promise<PhaseFigures[]> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(server.url)) throw new Error(`abuse runs on loopback only, not ${server.url}`)
  const limits = options.limits ?? ABUSE_LIMITS
  const connections = options.connections ?? 4
  const maxPerConnection = options.maxRequestsPerConnection ?? 10_000
  const all = hostileCalls()
  const only = options.only ?? []
  const chosen = only.length ? all.filter((call) => only.some((part) => call.name.includes(part))) : all
  if (chosen.length === 0)
    throw new Error(`no call matches ${only.join(', ')}; the calls: ${all.map((c) => c.name).join('; ')}`)
  const phases = options.together ? [chosen] : chosen.map((call) => [call])
  // The shopper's first page is a cold render: it is made before the clock starts.
  await timed(`${server.url}/detail/L1D`, undefined, 60_000)
  await timed(`${server.url}${API.getPriceSkrinka.path}`, post(SHOPPER_PRICE), 60_000)
  const folderAtStart = folderBytes(server.dataDir)
  const results: PhaseFigures[] = []
  // A hostile answer may take long while the server is frozen; the bound keeps a phase from hanging.
  const requestTimeoutMs = options.requestTimeoutMs ?? options.seconds * 1000 + 30_000
  let counter = 0

  for (const calls of phases) {
    const name = calls.length === 1 ? calls[0]!.name : `all ${calls.length} calls at once`
    const folderBefore = folderBytes(server.dataDir)
    await scrapeMetrics(server.url, options.staffToken)
    const rssStart = rssOf(server.pid()) ?? 0
    let rssPeak = rssStart
    const deadline = Date.now() + options.seconds * 1000
    const statuses: Record<string, number> = {}
    const perCall: Record<string, number> = Object.fromEntries(calls.map((call) => [call.name, 0]))
    let sent = 0

    // The connections take the calls in turn, so in a short phase each is sent as early as it can be.
    let turn = 0
    const hostile = async () => {
      for (let n = 0; n < maxPerConnection && Date.now() < deadline; n++) {
        const call = calls[turn++ % calls.length]!
        const n = counter++
        const { path, init } = call.request(n)
        const { status } = await timed(
          `${server.url}${path}`,
          options.spread ? asClient(init, n) : init,
          requestTimeoutMs,
        )
        statuses[status] = (statuses[status] ?? 0) + 1
        perCall[call.name]!++
        sent++
      }
    }
    const samples = {
      page: [] as Sample[],
      price: [] as Sample[],
      health: [] as Sample[],
    }
    // Three of the shopper's requests, each in its own loop: a page stuck for seconds does not keep the health call from being measured.
    const shopper = async (samplesOf: Sample[], path: string, init?: RequestInit) => {
      while (Date.now() < deadline) samplesOf.push(await timed(`${server.url}${path}`, init, requestTimeoutMs))
    }
    const watchMemory = async () => {
      while (Date.now() < deadline) {
        rssPeak = Math.max(rssPeak, rssOf(server.pid()) ?? 0)
        await sleep(100)
      }
    }
    await Promise.all([
      ...Array.from({ length: connections }, () => hostile()),
      shopper(samples.page, '/detail/L1D'),
      shopper(samples.price, API.getPriceSkrinka.path, post(SHOPPER_PRICE)),
      shopper(samples.health, API.health.path),
      watchMemory(),
    ])
    rssPeak = Math.max(rssPeak, rssOf(server.pid()) ?? 0)

    const metrics = await scrapeMetrics(server.url, options.staffToken)
    const loop = (quantile: string) =>
      (metrics.get(`nodejs_eventloop_delay_seconds{quantile="${quantile}"}`) ?? NaN) * 1000
    const rssScraped = metrics.get('process_resident_memory_bytes') ?? 0
    // Without /proc the server's own figure at the end stands in for the peak.
    const rssGrowth = rssStart ? rssPeak - rssStart : 0
    const folderNow = folderBytes(server.dataDir)
    const figures: PhaseFigures = {
      name,
      seconds: options.seconds,
      hostile: { sent, statuses, perCall },
      shopper: {
        page: shopperFigures(samples.page),
        price: shopperFigures(samples.price),
        health: shopperFigures(samples.health),
      },
      loopP99Ms: loop('0.99'),
      loopMaxMs: loop('1'),
      rssStartMb: (rssStart || rssScraped) / MB,
      rssGrowthMb: rssGrowth / MB,
      folderGrowthMb: (folderNow - folderAtStart) / MB,
      folderPhaseMb: (folderNow - folderBefore) / MB,
      problems: [],
    }
    const { health } = figures.shopper
    if (!(health.p99 <= limits.healthP99Ms))
      figures.problems.push(`health p99 ${health.p99.toFixed(0)} ms > ${limits.healthP99Ms} ms`)
    if (health.failed > 0) figures.problems.push(`${health.failed} of ${health.count} health calls failed`)
    if (figures.rssGrowthMb > limits.memoryGrowthMb)
      figures.problems.push(`memory grew ${figures.rssGrowthMb.toFixed(0)} MB > ${limits.memoryGrowthMb} MB`)
    // Each phase answers for its own growth; the run's whole growth is judged once at the end (runProblems).
    if (figures.folderPhaseMb > limits.folderGrowthMb)
      figures.problems.push(`data folder grew ${figures.folderPhaseMb.toFixed(1)} MB > ${limits.folderGrowthMb} MB`)
    const unsent = calls.filter((call) => perCall[call.name] === 0).map((call) => call.name)
    // A call the phase never reached is a failure to say so, not a pass.
    if (unsent.length) figures.problems.push(`not sent within the phase: ${unsent.join(', ')}`)
    if (!server.alive()) figures.problems.push('the server died')
    results.push(figures)
    options.onPhase?.(figures)
    if (!server.alive()) break
  }
  return results
}

/** What the whole run broke beyond its phases: the data folder above the cache's limit at the end, all calls together. */
export function runProblems(phases: PhaseFigures[], limits: AbuseLimits = ABUSE_LIMITS): string[] {
  const grown = phases.at(-1)?.folderGrowthMb ?? 0
  return grown > limits.folderGrowthMb
    ? [
        `the data folder grew ${grown.toFixed(1)} MB over the run > ${limits.folderGrowthMb} MB (the model cache's limit)`,
      ]
    : []
}

const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(n < 10 ? 1 : 0)}` : '-')

/** One phase as a line of the report. */
export function describePhase(f: PhaseFigures): string {
  const { page, price, health } = f.shopper
  const statuses = Object.entries(f.hostile.statuses)
    .sort()
    .map(([status, n]) => `${status}×${n}`)
    .join(' ')
  return (
    `${f.name}: hostile ${f.hostile.sent} (${statuses}); shopper p50/p99 ms page ${ms(page.p50)}/${ms(page.p99)} ` +
    `price ${ms(price.p50)}/${ms(price.p99)} health ${ms(health.p50)}/${ms(health.p99)}` +
    `${page.failed + price.failed + health.failed ? ` (${page.failed + price.failed + health.failed} failed)` : ''}; ` +
    `loop p99 ${ms(f.loopP99Ms)} ms max ${ms(f.loopMaxMs)} ms; RSS ${f.rssStartMb.toFixed(0)} MB +${f.rssGrowthMb.toFixed(0)} MB; ` +
    `data +${f.folderPhaseMb.toFixed(1)} MB (run +${f.folderGrowthMb.toFixed(1)} MB)` +
    (f.problems.length ? ` — FAIL: ${f.problems.join('; ')}` : ' — ok')
  )
}
