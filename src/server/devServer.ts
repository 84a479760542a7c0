/**
 * The dev server's app, loaded through Vite (src/server/dev.ts) so that the server's sources get the same
 * transforms as the build's (Lingui's macros above all): the production app with Vite's middlewares in front.
 */
import { createServer as createHttpServer } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { ViteDevServer } from 'vite'
import { version } from '../../package.json'
import { loadConfig, siteUrlWarning } from './env'
import { migrate, openDatabase } from './db'
import { createApp } from './app'
import { requestErrorAnswer } from './headers'
import { closeDataDir, keepFilesPrivate } from './privateFiles'
import { mailTransportFor, startOutboxWorker } from './mail/outbox'
import { orderPageLinks } from './db/orderTrack'
import { assemblyAttachments } from './pdf/assemblyAttachments'
import { orderDesignAttachments } from './pdf/orderDesigns'
import { designPdfCache } from './pdf/cache'
import { fileURLToPath } from 'node:url'
import { createModelStore } from './model/store'
import { inProcessPool } from './pool'
import type * as EntryServer from '#app/entry-server.tsx'

// React Refresh needs this preamble before any component module runs.
const PREAMBLE = `import RefreshRuntime from '/@react-refresh'
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true
`

export async function startDevServer(vite: ViteDevServer) {
  keepFilesPrivate()
  const config = loadConfig(process.env)
  const database = openDatabase(config)
  const open = closeDataDir(config.dataDir)
  if (open) console.warn(open)
  const publicDir = fileURLToPath(new URL('../../public/', import.meta.url))
  // Heavy work in this process: a worker thread would load the sources without Vite's transforms (Lingui's macros).
  const pool = inProcessPool()
  const designPdfs = designPdfCache({ pool, swatchRoot: publicDir })
  await migrate(database)
  const outbox = startOutboxWorker({
    db: database.db,
    kind: database.kind,
    transport: mailTransportFor(config),
    from: config.mailFrom,
    leaseMs: config.outboxLeaseSeconds * 1000,
    // Every customer e-mail of an order links to its page (issue 39.2), with a token minted as it is sent.
    orderPageLink: orderPageLinks(database.db, config.siteUrl),
    attachments: assemblyAttachments(
      { db: database.db, pool },
      orderDesignAttachments({
        db: database.db,
        siteUrl: config.siteUrl,
        pdfs: designPdfs,
      }),
    ),
  })
  const entry = () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<typeof EntryServer>

  const app = createApp({
    database,
    version,
    config,
    models: createModelStore(config.dataDir, database.db, {
      pool,
      textureRoot: publicDir,
      diskBytes: config.modelCacheBytes,
    }),
    pool,
    designPdfs,
    clientDir: undefined,
    assets: {
      entry: '/src/boot/entry-client.tsx',
      css: [],
      preload: [],
      before: ['/@vite/client', '/__dev/preamble.js'],
    },
    renderPage: async (request, page) => (await entry()).renderPage(request, page),
    routePatterns: (await entry()).routePatterns(),
    builtAt: new Date().toISOString(),
    onOrder: outbox.nudge,
    dev: true,
  })
  const honoListener = getRequestListener(app.fetch, { errorHandler: requestErrorAnswer })

  createHttpServer((req, res) => {
    if (req.url === '/__dev/preamble.js') {
      res.setHeader('Content-Type', 'text/javascript')
      res.end(PREAMBLE)
      return
    }
    vite.middlewares(req, res, () => void honoListener(req, res))
  }).listen(config.port, config.host, () => {
    console.log(`Skrinka dev server on http://localhost:${config.port} (${database.kind}: ${database.location})`)
    const unset = siteUrlWarning(config)
    if (unset) console.warn(unset)
  })
}
