/**
 * `npm run dev`: the same Hono app as production, with Vite in middleware mode for hot reload
 * and server rendering straight from the sources.
 */
import { createServer as createViteServer } from 'vite'
import type * as DevServer from './devServer'

// The server's own modules load through Vite too: tsx alone does not apply the build's transforms.
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' })
const { startDevServer } = (await vite.ssrLoadModule('/src/server/devServer.ts')) as typeof DevServer
await startDevServer(vite)
