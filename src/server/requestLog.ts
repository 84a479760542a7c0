/**
 * One structured line per request (issue 34, point 9), and its count and duration in the server's
 * metrics. The line names the request by id, method, route (the endpoint table's path pattern or the
 * page route, never the raw path with its query), status and duration: no query, body, address in
 * clear or e-mail. It wraps node's request listener, so the fast path (./fast.ts) is seen as well.
 */
import { createHmac, randomBytes } from 'node:crypto'
import type { IncomingMessage, RequestListener } from 'node:http'
import type { Socket } from 'node:net'
import pino, { type DestinationStream, type Level, type Logger } from 'pino'
import { API } from '#domain/endpoints.ts'
import { stripLocalePrefix } from '#domain/locale.ts'
import type { ServerMetrics } from './metrics'
import type { LogLevel } from './env'

/**
 * The request logger: JSON lines on stdout. Written asynchronously (lines gather while a write is
 * under way, so a busy server makes few system calls) and flushed when the process exits.
 */
export function createRequestLogger(level: LogLevel, destination?: DestinationStream): Logger {
  return pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime },
    destination ?? pino.destination({ dest: 1, sync: false }),
  )
}

/** What a request is called in the log and the metrics: its route, and its call's name in the endpoint table. */
export interface RouteName {
  route: string
  call?: string
}

const API_CALLS = Object.entries(API).map(([call, entry]) => ({ call, ...entry }))
/** Paths the app serves besides the table and the pages (app.ts, share.ts). */
const OTHER_ROUTES = [
  '/robots.txt',
  '/sitemap.xml',
  '/index-sitemap.xml',
  '/sk-sitemap.xml',
  '/cz-sitemap.xml',
  '/cz/sitemap.xml',
]

const patternOf = (path: string, parameter: RegExp) =>
  new RegExp(
    `^${path
      .split('/')
      .map((part) => (parameter.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  )

/**
 * Names requests by route: the endpoint table's paths (`:name` parameters), the page routes
 * (`$name`, with or without the /cz prefix), the build's files, short links; anything else is `*`
 * (a file of public/ or the 404 page). The set of names is fixed, whatever the paths sent.
 */
export function routeNamer(pageRoutes: readonly string[]): (method: string, url: string) => RouteName {
  const exact = new Map<string, RouteName>()
  const patterns: Array<{ method: string; test: RegExp; name: RouteName }> = []
  for (const { call, path, method } of API_CALLS) {
    if (path.includes('/:')) patterns.push({ method, test: patternOf(path, /^:/), name: { route: path, call } })
    else exact.set(`${method} ${path}`, { route: path, call })
  }
  const pages = pageRoutes
    .filter((route) => !route.includes('/_'))
    .map((route) => ({ test: patternOf(route, /^\$/), name: { route } }))
  for (const route of OTHER_ROUTES) exact.set(`GET ${route}`, { route })
  const unknownCall = { route: '/api/*' }
  const asset = { route: '/assets/*' }
  const build = { route: '/builds/*' }
  const shortLink = { route: '/n/:code' }
  const feed = { route: '/feeds/:file' }
  const shareImage = { route: '/og/:dir/:file' }
  const other = { route: '*' }

  return (method, url) => {
    const end = url.search(/[?#]/)
    const path = end === -1 ? url : url.slice(0, end)
    // A HEAD is answered by the GET route.
    const asked = method === 'HEAD' ? 'GET' : method
    const found = exact.get(`${asked} ${path}`)
    if (found) return found
    if (path.startsWith('/api/')) {
      for (const pattern of patterns) if (pattern.method === asked && pattern.test.test(path)) return pattern.name
      return unknownCall
    }
    if (path.startsWith('/assets/')) return asset
    if (path.startsWith('/builds/')) return build
    if (path.startsWith('/og/')) return shareImage
    if (path.startsWith('/feeds/')) return feed
    const page = stripLocalePrefix(path)
    if (page.startsWith('/n/')) return shortLink
    for (const pattern of pages) if (pattern.test.test(page)) return pattern.name
    return other
  }
}

/** What observeRequests needs: where lines and figures go, how requests are named, whether a proxy names the client. */
export interface ObserveOptions {
  log: Logger
  metrics: ServerMetrics
  routeOf: (method: string, url: string) => RouteName
  trustProxy: boolean
}

/**
 * The client as a short keyed hash: one client's requests can be told apart from another's in the log, but
 * the address cannot be read back (the key is new with each process, so neither across restarts).
 */
function clientTagger(trustProxy: boolean): (req: IncomingMessage) => string {
  const key = randomBytes(16)
  // Lower-case hex: no run of letters in it can spell a name the e2e teardown looks for in the log.
  const tag = (address: string) => createHmac('sha256', key).update(address).digest('hex').slice(0, 12)
  // Without a proxy the client is the connection's: tagged once per kept-alive connection.
  const bySocket = new WeakMap<Socket, string>()
  return (req) => {
    if (trustProxy) {
      const forwarded = req.headers['x-forwarded-for']
      const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)?.split(',').at(-1)?.trim()
      if (last) return tag(last)
    }
    let found = bySocket.get(req.socket)
    if (found === undefined) bySocket.set(req.socket, (found = tag(req.socket.remoteAddress ?? 'unknown')))
    return found
  }
}

const processTag = randomBytes(3).toString('hex')
let sequence = 0
/** A request id unique in this process's log: a prefix of its own and a counter (cheaper than a UUID per request). */
const nextRequestId = () => `${processTag}-${(++sequence).toString(36)}`

/** Wraps node's request listener: each request, once its answer is sent or its connection gone, is logged and counted. */
export function observeRequests(next: RequestListener, options: ObserveOptions): RequestListener {
  const { log, metrics, routeOf } = options
  const clientOf = clientTagger(options.trustProxy)
  return (req, res) => {
    const started = performance.now()
    const reqId = nextRequestId()
    res.once('close', () => {
      const ms = performance.now() - started
      const method = req.method ?? 'GET'
      const { route, call } = routeOf(method, req.url ?? '/')
      // A client that went away before the whole answer was sent: no status it received.
      const status = res.writableFinished ? res.statusCode : 'aborted'
      metrics.request(method, route, status, ms / 1000)
      const level: Level = typeof status === 'number' && status >= 500 ? 'error' : 'info'
      if (!log.isLevelEnabled(level)) return
      log[level](
        {
          reqId,
          method,
          route,
          ...(call ? { call } : {}),
          status,
          ms: Math.round(ms * 100) / 100,
          client: clientOf(req),
        },
        'request',
      )
    })
    return next(req, res)
  }
}
