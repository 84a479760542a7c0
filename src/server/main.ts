/**
 * The production server: validates configuration, opens and migrates the database, and serves
 * API, assets and server-rendered pages. Started through ./index.ts. A start that cannot succeed
 * ends with one line saying why and exit code 1; SIGTERM drains requests and ends with 0.
 */
import { mkdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { sql } from 'kysely'
import { version } from '../../package.json'
import { ConfigError, loadConfig, siteUrlWarning, type Config } from './env'
import { migrate, openDatabase, type Database } from './db'
import { createApp } from './app'
import { mailTransportFor, startOutboxWorker } from './mail/outbox'
import { orderPageLinks } from './db/orderTrack'
import { orderDesignAttachments } from './pdf/orderDesigns'
import { documentAttachments } from './mail/documents'
import { assemblyAttachments } from './pdf/assemblyAttachments'
import { designPdfCache } from './pdf/cache'
import { readBuildId, readClientAssets, readRouteChunks } from './assets'
import { createModelStore } from './model/store'
import { createWorkerPool, poolSize } from './pool'
import { createPageCache } from './pageCache'
import { renderPage, routePatterns } from '#app/entry-server.tsx'
import { placeholderDetails } from '#site/shop.ts'
import { createSettingsCache, currentSettings } from './config/settings'
import { createPriceCache } from './config/prices'
import { assetFiles, fastCalls, withFastPath } from './fast'
import { requestErrorAnswer } from './headers'
import { closeDataDir, keepFilesPrivate } from './privateFiles'
import { createServerMetrics } from './metrics'
import { createRequestLogger, observeRequests, routeNamer } from './requestLog'

/** A start-up failure already worded for the operator, in one line. */
class StartupError extends Error {
  override name = 'StartupError'
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, '; ').trim()

/** Why a connection failed, in a few words: node's AggregateError (IPv4 and IPv6 both refused) has no message. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return reasonOf(error.errors[0])
  const code = codeOf(error)
  const message = error instanceof Error ? oneLine(error.message) : String(error)
  // Node's system errors begin with their code already ("ENOTDIR: not a directory, mkdir …").
  if (typeof code !== 'string' || message.startsWith(code)) return message || 'no answer'
  return `${code}: ${message}`
}

/** DATA_DIR must exist (it is made) and take a file: SQLite, models and e-mail files live there. */
function checkDataDir(dataDir: string) {
  const dir = resolve(dataDir)
  try {
    mkdirSync(dir, { recursive: true })
    const probe = join(dir, `.write-test-${process.pid}`)
    writeFileSync(probe, '')
    unlinkSync(probe)
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dir} is not a writable folder (${reasonOf(error)}). Point DATA_DIR at a folder the server may write to.`,
    )
  }
  const open = closeDataDir(dir)
  if (open) console.warn(open)
}

const timeout = (ms: number, what: string) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`${what} did not answer within ${ms / 1000} s`)), ms).unref(),
  )

/** Opens and migrates the database, turning a bad or unreachable one into a StartupError. */
async function prepareDatabase(config: Config): Promise<{ database: Database; applied: string[] }> {
  let database: Database
  try {
    database = openDatabase(config)
  } catch (error) {
    throw new StartupError(`The database cannot be opened: ${reasonOf(error)}.`)
  }
  if (database.kind === 'postgres') {
    try {
      await Promise.race([sql`select 1`.execute(database.db), timeout(15_000, 'PostgreSQL')])
    } catch (error) {
      throw new StartupError(
        `PostgreSQL at ${database.location} cannot be reached (${reasonOf(error)}). Check DATABASE_URL and that the database server runs.`,
      )
    }
  }
  try {
    return { database, applied: await migrate(database) }
  } catch (error) {
    throw new StartupError(`The database could not be migrated: ${reasonOf(error)}.`)
  }
}

/** How often node looks for requests past their timeout: a slow client is cut off within a second of it. */
const TIMEOUT_CHECK_MS = 1000

/** Starts listening; a port in use becomes a StartupError. */
function listen(listener: RequestListener, config: Config) {
  return new Promise<{ server: Server; port: number }>((resolve, reject) => {
    // A request (headers and body) must arrive whole within REQUEST_TIMEOUT_MS, else node answers 408 and
    // closes the connection: a slow upload held one for node's default 300 s (checked every 30 s).
    const server = createServer(
      {
        requestTimeout: config.requestTimeoutMs,
        headersTimeout: config.requestTimeoutMs,
        connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      },
      listener,
    )
    server.listen(config.port, config.host, () => resolve({ server, port: (server.address() as AddressInfo).port }))
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new StartupError(`Port ${config.port} is already in use. Set PORT to a free port.`)
          : new StartupError(`Cannot listen on ${config.host}:${config.port} (${reasonOf(error)}).`),
      ),
    )
  })
}

async function main() {
  // Before anything is written: the database, models and e-mails are made 0600 (issue 34.8).
  keepFilesPrivate()
  const config = loadConfig(process.env)
  checkDataDir(config.dataDir)
  const clientDir = fileURLToPath(new URL('../client/', import.meta.url))
  const assets = readClientAssets(clientDir)
  const { database, applied } = await prepareDatabase(config)
  const settings = createSettingsCache(database.db, { maxAgeMs: config.configMaxAgeMs })
  const prices = createPriceCache(database.db, { maxAgeMs: config.configMaxAgeMs })
  const transport = mailTransportFor(config)
  // One worker pool per process builds models, drawings and PDFs off the event loop (pool.ts).
  const pool = createWorkerPool(poolSize(undefined, { threads: config.workerThreads, maxQueue: config.workerQueue }))
  // One design PDF cache for downloads and e-mails alike: a burst of orders for the same designs builds each once.
  const designPdfs = designPdfCache({ pool, swatchRoot: clientDir })
  // Made here, like the pool and the PDF cache, so their stats() can be read beside the app (metrics).
  const models = createModelStore(config.dataDir, database.db, {
    pool,
    textureRoot: clientDir,
    diskBytes: config.modelCacheBytes,
  })
  const pageCache = createPageCache()
  const outbox = startOutboxWorker({
    db: database.db,
    kind: database.kind,
    transport,
    from: config.mailFrom,
    leaseMs: config.outboxLeaseSeconds * 1000,
    // Every customer e-mail of an order links to its page (issue 39.2), with a token minted as it is sent.
    orderPageLink: orderPageLinks(database.db, config.siteUrl),
    // A tax document's e-mail carries its PDF; the confirmation its designs; the ready e-mail the assembly instructions.
    attachments: documentAttachments(
      database.db,
      assemblyAttachments(
        { db: database.db, pool },
        orderDesignAttachments({ db: database.db, siteUrl: config.siteUrl, pdfs: designPdfs }),
      ),
    ),
  })
  let draining = false
  const metrics = createServerMetrics()
  // What the pool and the caches hold, read at each scrape of GET /api/metrics.
  metrics.gauge('skrinka_pool_queued', 'Tasks waiting for a worker thread.', () => pool.stats().queued)
  metrics.gauge('skrinka_pool_running', 'Tasks being built by the worker threads.', () => pool.stats().running)
  metrics.gauge(
    'skrinka_pool_refused',
    'Tasks refused with 503 since the start (the queue was full).',
    () => pool.stats().refused,
  )
  metrics.gauge(
    'skrinka_pool_utilization',
    "Share of the worker threads' time spent on tasks since the start.",
    () => pool.stats().utilization,
  )
  const caches = {
    models_disk: () => models.stats().disk,
    models_memory: () => models.stats().memory,
    design_pdfs: () => designPdfs.stats(),
    pages: () => pageCache.stats(),
  }
  const perCache = (field: 'bytes' | 'maxBytes' | 'evictions') => () =>
    Object.fromEntries(Object.entries(caches).map(([name, stats]) => [name, stats()[field]]))
  metrics.gauge('skrinka_cache_bytes', 'Bytes each cache holds.', perCache('bytes'), { label: 'cache' })
  metrics.gauge('skrinka_cache_max_bytes', "Each cache's byte limit.", perCache('maxBytes'), { label: 'cache' })
  metrics.gauge(
    'skrinka_cache_evictions',
    'Entries each cache dropped to make room since the start.',
    perCache('evictions'),
    { label: 'cache' },
  )
  const pages = routePatterns()
  const app = createApp({
    database,
    version,
    config,
    models,
    clientDir,
    pool,
    designPdfs,
    pageCache,
    assets,
    routeChunks: readRouteChunks(clientDir, assets),
    renderPage,
    routePatterns: pages,
    builtAt: statSync(fileURLToPath(import.meta.url)).mtime.toISOString(),
    onOrder: outbox.nudge,
    buildId: readBuildId(clientDir),
    draining: () => draining,
    settings,
    prices,
    metrics,
  })
  // Hono's node adapter serves everything but the hot calls, which the fast path answers first;
  // every request, either way, is logged in one JSON line and counted in the metrics.
  const listener = observeRequests(
    withFastPath(getRequestListener(app.fetch, { hostname: config.host, errorHandler: requestErrorAnswer }), {
      calls: fastCalls(prices, settings, config.vatRates),
      draining: () => draining,
      assets: assetFiles(clientDir),
    }),
    {
      log: createRequestLogger(config.logLevel),
      metrics,
      routeOf: routeNamer(pages),
      trustProxy: config.trustProxy,
    },
  )

  const { server, port } = await listen(listener, config)
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  console.log(
    `Skrinka ${version} listening on http://${shown}:${port} (${database.kind}: ${database.location}${applied.length ? `, migrated ${applied.join(', ')}` : ''}; e-mail: ${transport.describe})`,
  )
  // Links point at this machine until SITE_URL names the shop's address (issue 34.5); said once, here.
  const unset = siteUrlWarning(config)
  if (unset) console.warn(unset)
  // The shop ships with a made-up seller; every page and the binding terms show it until the owner publishes the real one.
  const placeholders = placeholderDetails(await currentSettings(settings))
  if (placeholders.length)
    console.warn(
      `Warning: the shop settings still have placeholders (${placeholders.join(', ')}); the owner replaces them on /admin/nastavenia before going live (docs/operations.md, "Shop settings").`,
    )

  // Draining: no new connections; requests in flight finish within the grace, later ones on kept-alive
  // connections get 503 (app.ts); then the outbox hands back its lease and the database closes.
  const shutdown = (signal: string) => {
    if (draining) return
    draining = true
    const started = Date.now()
    const grace = config.shutdownGraceMs
    console.log(`${signal}: draining, requests in flight may finish within ${grace} ms`)
    let cutOff = false
    const graceTimer = setTimeout(() => {
      cutOff = true
      server.closeAllConnections()
    }, grace)
    server.close(() => {
      clearTimeout(graceTimer)
      void outbox
        .stop(Math.max(1000, grace - (Date.now() - started)))
        .then(() => pool.close())
        .then(() => database.close())
        .then(() => {
          console.log(
            `${signal}: stopped after ${Date.now() - started} ms${cutOff ? ' (requests still running at the end of the grace were cut off)' : ''}`,
          )
          process.exit(0)
        })
        .catch((error: unknown) => {
          console.error(`${signal}: stopping failed: ${reasonOf(error)}`)
          process.exit(1)
        })
    })
    // Idle kept-alive connections close at once (Node closes them on server.close()).
    server.closeIdleConnections()
    // A database or mail server that never answers must not keep the process forever.
    setTimeout(() => {
      console.error(`${signal}: not stopped ${grace + 10_000} ms after the signal; exiting`)
      process.exit(1)
    }, grace + 10_000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  // One line, never a stack trace: the operator reads it in a service log.
  if (error instanceof ConfigError || error instanceof StartupError) console.error(error.message)
  else console.error(`Skrinka could not start: ${reasonOf(error)}`)
  process.exit(1)
})
