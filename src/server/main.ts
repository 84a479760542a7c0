/**
 * The production server: validates configuration, opens and migrates the database, and serves
 * API, assets and server-rendered pages. Started through ./index.ts.
 */
import { statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { version } from '../../package.json'
import { ConfigError, loadConfig } from './config'
import { migrate, openDatabase } from './db'
import { createApp } from './app'
import { mailTransportFor, startOutboxWorker } from './mail/outbox'
import { readBuildId, readClientAssets } from './assets'
import { createModelStore, textureReader } from './model/store'
import { renderPage, routePatterns } from '../entry-server'
import { placeholderDetails } from '../site/shop'
import { createSettingsCache, currentSettings } from './config/settings'

async function main() {
  const config = loadConfig(process.env)
  const clientDir = fileURLToPath(new URL('../client/', import.meta.url))
  const assets = readClientAssets(clientDir)
  const database = openDatabase(config)
  const applied = await migrate(database)
  const settings = createSettingsCache(database.db, { maxAgeMs: config.configMaxAgeMs })
  // The shop ships with a made-up seller; every page and the binding terms show it until the owner publishes the real one.
  const placeholders = placeholderDetails(await currentSettings(settings))
  if (placeholders.length)
    console.warn(
      `Warning: the shop settings still have placeholders (${placeholders.join(', ')}); the owner replaces them on /admin/nastavenia before going live (README, "Shop settings").`,
    )
  const transport = mailTransportFor(config)
  const outbox = startOutboxWorker({
    db: database.db,
    transport,
    from: config.mailFrom,
    leaseMs: config.outboxLeaseSeconds * 1000,
  })
  const app = createApp({
    database,
    version,
    config,
    models: createModelStore(config.dataDir, textureReader(clientDir)),
    clientDir,
    assets,
    renderPage,
    routePatterns: routePatterns(),
    builtAt: statSync(fileURLToPath(import.meta.url)).mtime.toISOString(),
    onOrder: outbox.nudge,
    buildId: readBuildId(clientDir),
    settings,
  })

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
    console.log(
      `Skrinka ${version} listening on http://${shown}:${info.port} (${database.kind}: ${database.location}${applied.length ? `, migrated ${applied.join(', ')}` : ''}; e-mail: ${transport.describe})`,
    )
  })
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE' ? `Port ${config.port} is already in use. Set PORT to a free port.` : error,
    )
    process.exit(1)
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    console.log(`${signal}: closing`)
    server.close(() => {
      void outbox
        .stop()
        .then(() => database.close())
        .finally(() => process.exit(0))
    })
    // Keep-alive connections must not hold the process forever.
    setTimeout(() => process.exit(0), 5000).unref()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message)
  else console.error('Skrinka could not start:', error instanceof Error ? error.message : error)
  process.exit(1)
})
