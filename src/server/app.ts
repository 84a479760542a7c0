import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { compress } from 'hono/compress'
import { serveStatic } from '@hono/node-server/serve-static'
import { chooseLocale, LOCALE_COOKIE, localizePath } from '#domain/locale.ts'
import { expandRoutePatterns } from '#site/pages.ts'
import { readCookie } from '#site/cookie.ts'
import type { ClientEnv, ServerQueries } from '#app/routerContext.ts'
import type { LocaleCode } from '#domain/locale.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { Database } from './db'
import { rateLimiters } from './db/rateLimit'
import type { Config } from './env'
import { CZ_SITEMAP_INDEX, czSitemapIndex, localeSitemap, robotsTxt, sitemapIndex } from './sitemap'
import { feedRoutes } from './feeds'
import { catalogueRoutes } from './api/catalogue'
import { priceRoutes } from './api/price'
import { designPdfRoutes } from './api/designPdf'
import { ogImageRoutes } from './ogImage'
import { requestHost } from './api/origin'
import { designPdfCache, type DesignPdfs } from './pdf/cache'
import { inProcessPool, PoolBusyError, type HeavyPool } from './pool'
import { modelRoutes } from './api/model'
import { DOCUMENT_CSP, IMMUTABLE_CACHE, SECURITY_HEADERS } from './headers'
import { orderRoutes } from './api/order'
import { shareRoutes } from './api/share'
import { sampleRoutes } from './api/samples'
import { hallwayRoutes } from './api/hallway'
import { staffRoutes } from './api/staff'
import { staffAdminRoutes } from './api/staffAdmin'
import { sheetRoutes } from './api/sheets'
import { boardRoutes } from './api/boards'
import { productionWeekRoutes } from './api/productionWeek'
import { deliveryEstimateRoutes } from './api/deliveryEstimate'
import { assemblyRoutes } from './api/assembly'
import { fulfilmentRoutes } from './api/fulfilment'
import { floorRoutes } from './api/floor'
import { staffOrderRoutes } from './api/staffOrders'
import { orderNoteRoutes } from './api/orderNotes'
import { orderPageLinkRoutes } from './api/orderPageLink'
import { depositRoutes } from './api/deposits'
import { orderEditRoutes } from './api/orderEdit'
import { dashboardRoutes } from './api/dashboard'
import { customerRoutes } from './api/customers'
import { deliveryRoutes } from './api/deliveries'
import { cashRoutes } from './api/cash'
import { documentRoutes } from './api/documents'
import { invoiceRoutes } from './api/invoices'
import { priceListAnswer, priceListRoutes } from './api/prices'
import { createPriceCache, type PriceCache } from './config/prices'
import { settingsRoutes } from './api/settings'
import { createSettingsCache, type SettingsCache } from './config/settings'
import { conversionForwarder, eventRoutes } from './api/events'
import { CONSENT_COOKIE, isLocalHost, parseConsent, type ConsentChoice } from '#site/consent.ts'
import { createPageCache, gzipPage, type PageCache } from './pageCache'
import { accepts } from 'hono/accepts'
import type { ModelStore } from './model/store'
import { debugCookieFor } from '#debug/machineTraces.ts'
import { apiError, bodyLimit, isClientGone } from './api/json'
import { describeError } from './log'
import type { StatusCode } from 'hono/utils/http-status'
import {
  contentSecurityPolicy,
  isShopFloorPage,
  newNonce,
  REPORTING_ENDPOINTS,
  SHOP_FLOOR_PERMISSIONS_POLICY,
} from './csp'
import { cspReportRoutes } from './api/cspReport'
import { isMissingOrderPage, orderTrackRoutes } from './api/orderTrack'
import { callRateLimits } from './api/callLimits'
import { staffOf } from './staff/requireStaffSession'
import { createServerMetrics, type ServerMetrics } from './metrics'
import { metricsRoutes } from './api/metrics'
import { outboxGauges } from './mail/backlog'

/** The calls whose answers carry a customer's or staff member's data (marked `personal` in the table). */
const PERSONAL_CALLS = Object.values(API).filter((entry) => 'personal' in entry && entry.personal)

/** What the HTTP app needs from the outside: storage, the page renderer and where the built client is. */
export interface AppDeps {
  database: Database
  version: string
  /** Site address, VAT rates and model hosts as configured. */
  config: Pick<
    Config,
    | 'siteUrl'
    | 'vatRates'
    | 'modelHosts'
    | 'shopEmail'
    | 'orderRateLimit'
    | 'staffToken'
    | 'videoBase'
    | 'conversionsUrl'
    | 'configMaxAgeMs'
    | 'trustProxy'
    | 'shareMailRateLimit'
    | 'callRateLimits'
    | 'dataDir'
    | 'smtpUrl'
  >
  /** Folder of the built client (dist/client); undefined when assets are served elsewhere (dev). */
  clientDir?: string | undefined
  /** The worker pool building models, drawings and PDFs (main.ts: one per process); in this process when not given. */
  pool?: HeavyPool | undefined
  /** The design PDF cache; one per server (main.ts shares it with the outbox's attachments), else made here. */
  designPdfs?: DesignPdfs | undefined
  /** The finished pages (./pageCache.ts); given by main.ts so its stats() can be read outside, else made here. */
  pageCache?: PageCache | undefined
  assets: ClientEnv['assets']
  /** The chunks each route loads while it hydrates, by route id (readRouteChunks); none in dev. */
  routeChunks?: Record<string, string[]> | undefined
  /** Renders a page; `nonce` goes on every inline script (the page's Content-Security-Policy names it). */
  renderPage: (request: Request, page: PageRender) => Promise<Response>
  /** Route patterns of the client's route table. */
  routePatterns: readonly string[]
  /** When the build was made, for sitemap lastmod. */
  builtAt: string
  /** Cabinet models (renderSkrinka, model/{id}.glb). */
  models: ModelStore
  /** The build this server serves (builds/latest.json); the pages poll for a newer one. */
  buildId?: string | undefined
  /** Called after each committed order or status e-mail: the outbox worker sends its e-mails. */
  onOrder: () => void
  /** True once the server is stopping (SIGTERM): new requests get 503 and the health says not ready. */
  draining?: () => boolean
  /** The published shop settings; one per server (main.ts reads it at start-up too), a new one when not given. */
  settings?: SettingsCache
  /** `npm run dev`: the page policy lets Vite's client inject its styles. */
  dev?: boolean
  /** The published prices; one per server (main.ts's fast path reads it too), a new one when not given. */
  prices?: PriceCache
  /**
   * This server's metrics (GET /api/metrics); main.ts counts requests into it and other parts register their
   * gauges on it. A new one when not given.
   */
  metrics?: ServerMetrics
}

/** What one page render is given besides the request. */
export interface PageRender {
  locale: LocaleCode
  env: ClientEnv
  /** The published prices and settings, put into the page's query cache as they are. */
  known: ServerQueries
  /** The consent cookie's choice as the request carried it (the banner shows without one). */
  consent: ConsentChoice | undefined
  nonce: string
  /** The chunks each route loads while it hydrates: the page's head names those of its routes. */
  routeChunks?: Record<string, string[]> | undefined
  /**
   * Who the request's staff session cookie names; read only when a staff page asks (the staff layout's guard
   * answers a signed-out request with a redirect to the sign-in), so a shopper's page reads no session.
   */
  staffSession?: (() => Promise<StaffMe | undefined>) | undefined
}

/** Seconds a client is told to wait before trying a stopping server again (a restart takes a few). */
const RETRY_AFTER_SECONDS = '5'

/** The status (nginx's) of a request whose client went away: the answer goes nowhere, a request log sees it. */
const CLIENT_CLOSED_REQUEST = 499 as StatusCode

/** The API's answer to anything unforeseen: never a stack trace. */
export const INTERNAL_ERROR = { error: 'internal', message: 'Something went wrong on our side.' }

/** Logs an unforeseen error: the path and the error only, with addresses and phone numbers masked, never a body. */
export function logRequestError(method: string, path: string, error: unknown) {
  console.error(`${method} ${path}: ${describeError(error)}`)
}

/** The whole HTTP surface: JSON API under /api, sitemaps, static assets, then server-rendered pages. */
export function createApp(deps: AppDeps) {
  const app = new Hono()
  const pagePaths = expandRoutePatterns(deps.routePatterns)
  // Absolute links name the configured site only, never the request's Host (issue 34.5).
  const { siteUrl } = deps.config
  const lastmod = deps.builtAt.slice(0, 10)

  // Anything unforeseen is logged and answered in the API's error shape, never with a stack trace.
  // A full worker pool is foreseen: 503 with a hint when to come back, from whichever call met it.
  app.onError((error, c) => {
    if (error instanceof PoolBusyError) {
      c.header('Retry-After', String(error.retryAfterSeconds))
      return apiError(c, 503, 'busy', error.message)
    }
    // A client that went away mid-request (or was cut off by the request timeout) is no failure of ours: not logged.
    if (isClientGone(error)) return c.body(null, CLIENT_CLOSED_REQUEST)
    logRequestError(c.req.method, c.req.path, error)
    return c.req.path.startsWith('/api/') ? c.json(INTERNAL_ERROR, 500) : c.text('Internal Server Error', 500)
  })
  // The one middleware that puts the security headers on every answer (issue 34.8). Set before the handler:
  // headers added to a finished response make Node rebuild it as a full web Response, which cost getPrice
  // two thirds of its time. An answer made as a Response of its own (a page) does not take them: added after.
  app.use(async (c, next) => {
    for (const [name, value] of SECURITY_HEADERS) c.header(name, value)
    await next()
    const headers = c.res.headers
    if (headers.get(SECURITY_HEADERS[0]![0]) === null)
      for (const [name, value] of SECURITY_HEADERS) headers.set(name, value)
  })
  // A stopping server finishes what it has begun and turns the rest away, with a hint when to come back;
  // `Connection: close` frees the kept-alive connections so the process can end.
  const draining = deps.draining ?? (() => false)
  app.use(async (c, next) => {
    if (draining() && c.req.path !== API.health.path) {
      c.header('Retry-After', RETRY_AFTER_SECONDS)
      c.header('Connection', 'close')
      return c.req.path.startsWith('/api/')
        ? apiError(c, 503, 'shutting_down', 'The server is restarting; try again in a few seconds.')
        : c.text('Service Unavailable: the server is restarting.', 503)
    }
    await next()
    if (draining()) c.header('Connection', 'close')
  })
  // One set of metrics per server (GET /api/metrics): every limit's refusals and the outbox backlog go in it.
  const metrics = deps.metrics ?? createServerMetrics()
  outboxGauges(metrics, deps.database.db)
  const limiters = rateLimiters(deps.database, { refused: metrics.rateLimitRefused })
  // The limits of the calls the table marks (renders, PDFs, shares, events, reports), per client, before any work.
  app.use('/api/*', callRateLimits(limiters, deps.config))
  // One body limit for every route, before any handler (readJson also caps a body sent without a length).
  app.use(bodyLimit)
  // Small JSON answers are not worth compressing; pages, assets and the catalogue are.
  const compressor = compress()
  app.use('*', (c, next) =>
    c.req.path.startsWith('/api/') && c.req.path !== API.catalogue.path ? next() : compressor(c, next),
  )

  // Answers with personal data stay out of every cache (issue 17); set before the handler, like the headers above.
  for (const entry of PERSONAL_CALLS)
    app.on(entry.method, entry.path, async (c, next) => {
      c.header('Cache-Control', 'no-store')
      await next()
    })

  app.on(API.health.method, API.health.path, async (c) => {
    const ok = await deps.database.ping()
    const ready = ok && !draining()
    if (draining()) c.header('Retry-After', RETRY_AFTER_SECONDS)
    return c.json({ ok, db: deps.database.kind, version: deps.version, ready }, ready ? 200 : 503)
  })
  // The routes carry the table's full paths (src/domain/endpoints.ts).
  // One cache of the published prices per server: every price, order and page reads it.
  const prices = deps.prices ?? createPriceCache(deps.database.db, { maxAgeMs: deps.config.configMaxAgeMs })
  // One cache of the published settings per server: every page, e-mail and settings call reads it.
  const settings = deps.settings ?? createSettingsCache(deps.database.db, { maxAgeMs: deps.config.configMaxAgeMs })
  // Finished shopper pages by address (./pageCache.ts): re-rendering the same page is most of a page request.
  const pages = deps.pageCache ?? createPageCache()
  const pool = deps.pool ?? inProcessPool()
  const designPdfs = deps.designPdfs ?? designPdfCache({ pool, swatchRoot: deps.clientDir })
  app.route('/', cspReportRoutes())
  app.route('/', metricsRoutes({ metrics, config: deps.config }))
  app.route('/', catalogueRoutes())
  app.route('/', priceRoutes(prices, settings, deps.config.vatRates))
  app.route('/', modelRoutes(deps.models, deps.config))
  app.route('/', ogImageRoutes(deps.clientDir))
  app.route('/', designPdfRoutes({ db: deps.database.db, config: deps.config, prices, settings, pdfs: designPdfs }))
  app.route('/', staffRoutes({ db: deps.database.db, config: deps.config, rateLimiters: limiters }))
  app.route('/', staffAdminRoutes({ db: deps.database.db, config: deps.config, settings, onMail: deps.onOrder }))
  app.route('/', settingsRoutes({ db: deps.database.db, config: deps.config, settings, prices }))
  app.route('/', priceListRoutes({ db: deps.database.db, config: deps.config, prices }))
  app.route('/', sheetRoutes({ db: deps.database.db, config: deps.config, pool, settings }))
  app.route('/', boardRoutes({ db: deps.database.db, config: deps.config, pool, settings, prices }))
  app.route('/', productionWeekRoutes({ db: deps.database.db, config: deps.config, settings }))
  app.route('/', deliveryEstimateRoutes({ db: deps.database.db, settings, answerMs: deps.config.configMaxAgeMs }))
  app.route('/', assemblyRoutes({ db: deps.database.db, config: deps.config, pool }))
  app.route('/', fulfilmentRoutes({ db: deps.database.db, config: deps.config, onMail: deps.onOrder, settings }))
  app.route('/', floorRoutes({ db: deps.database.db, config: deps.config, pool, onMail: deps.onOrder, settings }))
  app.route('/', documentRoutes({ db: deps.database.db, config: deps.config, onMail: deps.onOrder, settings }))
  app.route('/', orderEditRoutes({ db: deps.database.db, config: deps.config, onMail: deps.onOrder, settings, prices }))
  app.route(
    '/',
    staffOrderRoutes({
      db: deps.database.db,
      kind: deps.database.kind,
      models: deps.models,
      config: deps.config,
      prices,
      settings,
    }),
  )
  app.route('/', orderNoteRoutes({ db: deps.database.db, config: deps.config }))
  app.route('/', orderPageLinkRoutes({ db: deps.database.db, config: deps.config, settings, onMail: deps.onOrder }))
  app.route(
    '/',
    orderTrackRoutes({
      db: deps.database.db,
      config: deps.config,
      settings,
      models: deps.models,
      pool,
      pdfs: designPdfs,
      onMail: deps.onOrder,
    }),
  )
  app.route('/', depositRoutes({ db: deps.database.db, config: deps.config, settings }))
  app.route('/', dashboardRoutes({ db: deps.database.db, config: deps.config, settings }))
  app.route('/', customerRoutes({ db: deps.database.db, config: deps.config }))
  app.route('/', invoiceRoutes({ db: deps.database.db, config: deps.config }))
  app.route('/', deliveryRoutes({ db: deps.database.db, config: deps.config, settings, onMail: deps.onOrder, pool }))
  app.route('/', cashRoutes({ db: deps.database.db, config: deps.config }))
  app.route(
    '/',
    hallwayRoutes({ db: deps.database.db, models: deps.models, config: deps.config, prices, settings, pool }),
  )
  const conversions = conversionForwarder(deps.config.conversionsUrl)
  app.route('/', eventRoutes(deps.database.db, conversions))
  app.route(
    '/',
    orderRoutes({
      db: deps.database.db,
      config: deps.config,
      onOrder: deps.onOrder,
      conversions,
      prices,
      settings,
      rateLimiters: limiters,
    }),
  )
  app.route(
    '/',
    shareRoutes({ db: deps.database.db, config: deps.config, settings, onMail: deps.onOrder, rateLimiters: limiters }),
  )
  app.route('/', sampleRoutes({ db: deps.database.db, config: deps.config, settings, onMail: deps.onOrder, pool }))
  app.all('/api/*', (c) => c.json({ error: 'not_found', message: `No API call ${c.req.method} ${c.req.path}` }, 404))

  // The site's own address only (never the request's Host), so each is written once per server.
  const robots = robotsTxt(siteUrl)
  const sitemaps: Record<string, string> = {
    '/sitemap.xml': sitemapIndex(siteUrl, lastmod),
    '/index-sitemap.xml': sitemapIndex(siteUrl, lastmod),
    '/sk-sitemap.xml': localeSitemap(siteUrl, pagePaths, 'sk', lastmod),
    '/cz-sitemap.xml': localeSitemap(siteUrl, pagePaths, 'cz', lastmod),
    [CZ_SITEMAP_INDEX]: czSitemapIndex(siteUrl, lastmod),
  }
  // Crawlers' files and the product feeds are documents too: a policy that lets them load and frame nothing
  // beyond the pages' own, as the pages have theirs (issue 39.7).
  for (const path of ['/robots.txt', ...Object.keys(sitemaps), '/feeds/*'])
    app.use(path, async (c, next) => {
      c.header('Content-Security-Policy', DOCUMENT_CSP)
      await next()
    })
  app.get('/robots.txt', (c) => c.text(robots))
  for (const [path, body] of Object.entries(sitemaps))
    app.get(path, (c) =>
      c.body(body, 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' }),
    )
  app.route('/', feedRoutes({ db: deps.database.db, config: deps.config, prices, settings }))

  if (deps.clientDir) {
    const root = deps.clientDir
    // Hashed file names never change content: cache them for a year.
    // The build files must be asked for afresh: that is how a page learns of a new build.
    app.use('/builds/*', async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-cache')
    })
    app.use('/assets/*', async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('Cache-Control', IMMUTABLE_CACHE)
    })
    // The build wrote each script and stylesheet brotli- and gzip-compressed too (vite.config.ts, precompress):
    // those are sent as they are, and the compress middleware leaves an encoded answer alone.
    const serveFile = serveStatic({ root, precompressed: true })
    app.use('*', async (c, next) => {
      // The build manifest is for the server only.
      if (c.req.path.startsWith('/.vite')) return next()
      return serveFile(c, next)
    })
  }

  app.get('*', async (c) => {
    const url = new URL(c.req.url)
    const choice = chooseLocale({
      pathname: url.pathname,
      cookie: readCookie(c.req.header('cookie'), LOCALE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
      // Behind a proxy (TRUST_PROXY) the shop's own domain arrives as X-Forwarded-Host; it only picks a language.
      host: requestHost(c, deps.config.trustProxy),
    })
    c.header('Vary', 'Cookie, Accept-Language')
    // Only the bare root chooses a language; a Czech choice lives under /cz (docs/product.md#markets).
    if (url.pathname === '/' && choice.locale !== 'sk') {
      return c.redirect(localizePath('/', choice.locale) + url.search, 302)
    }
    const host = requestHost(c, deps.config.trustProxy)
    const env: ClientEnv = {
      siteUrl,
      modelHosts: deps.config.modelHosts,
      assets: deps.assets,
      videoBase: deps.config.videoBase,
      // docs/product.md#events: never from localhost.
      analytics: !isLocalHost(host),
      ...(deps.buildId ? { buildId: deps.buildId } : {}),
    }
    const [priceList, { version, data }] = await Promise.all([
      prices.get().then((published) => priceListAnswer(published, deps.config.vatRates)),
      settings.get(),
    ])
    const consent = parseConsent(readCookie(c.req.header('cookie'), CONSENT_COOKIE))
    // A fresh nonce per page: only the scripts this response rendered may run inline.
    const nonce = newNonce()
    // Read at most once per request, by the staff layout's guard or the trace switch below.
    let staff: Promise<StaffMe | undefined> | undefined
    const staffSession = () => (staff ??= staffOf(c, { db: deps.database.db, config: deps.config }))
    const render = (pageNonce: string) =>
      deps.renderPage(c.req.raw, {
        locale: choice.locale,
        env,
        known: { priceList, settings: { version, settings: data } },
        consent,
        nonce: pageNonce,
        routeChunks: deps.routeChunks,
        staffSession,
      })
    // The developer's server renders afresh each time: its modules change under it.
    const rendered =
      deps.dev || c.req.method !== 'GET'
        ? await render(nonce)
        : await pages.respond(
            url.href,
            { locale: choice.locale, consent, analytics: env.analytics ?? false, priceList, settings: data },
            nonce,
            render,
          )
    // An order page whose token opens nothing (issue 39.2) is a 404, like its call; the same page says so.
    const response = (await isMissingOrderPage(deps.database.db, url.pathname))
      ? new Response(rendered.body, { status: 404, headers: rendered.headers })
      : rendered
    // The shop floor's page itself (not its redirect to the sign-in) may use the camera and WebAssembly.
    const shopFloor = isShopFloorPage(url.pathname) && response.status === 200
    response.headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy(nonce, {
        modelHosts: deps.config.modelHosts,
        videoBase: deps.config.videoBase,
        dev: deps.dev,
        wasm: shopFloor,
      }),
    )
    if (shopFloor) {
      // Set here with the rest, so the first middleware (which fills them in on a page without them) keeps it.
      for (const [name, value] of SECURITY_HEADERS) response.headers.set(name, value)
      response.headers.set('Permissions-Policy', SHOP_FLOOR_PERMISSIONS_POLICY)
    }
    response.headers.set('Reporting-Endpoints', REPORTING_ENDPOINTS)
    // A page that shows personal data (the staff screens, the order confirmation) says no-store in its route.
    if (!response.headers.has('Cache-Control')) response.headers.set('Cache-Control', 'no-cache')
    response.headers.set('Vary', 'Cookie, Accept-Language, Accept-Encoding')
    // The developer panel's switch outlives the address rewrites of the configurator pages. Only staff
    // (or the developer's server) may turn it on: a link must not open it for a shopper (issue 34.8).
    const debug = url.searchParams.get('debug')
    const mayTrace = debug !== 'machines' || deps.dev || !!(await staffSession())
    const debugCookie = mayTrace ? debugCookieFor(debug) : undefined
    if (debugCookie) response.headers.append('Set-Cookie', debugCookie)
    const encoding = accepts(c, { header: 'Accept-Encoding', supports: ['gzip'], default: 'identity' })
    return c.req.method === 'GET' && encoding === 'gzip' ? gzipPage(response) : response
  })

  return app
}
