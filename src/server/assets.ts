import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientEnv } from '#app/routerContext.ts'

interface ManifestChunk {
  file: string
  src?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

type Manifest = Record<string, ManifestChunk>

/** Vite's build manifest of the client build in `clientDir`. */
export function readManifest(clientDir: string): { manifest: Manifest; path: string } {
  const path = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(path)) {
    throw new Error(`No client build at ${clientDir}. Run \`npm run build\` first (npm start does it for you).`)
  }
  return { manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest, path }
}

/** The chunks at `keys` and all they import statically, less those in `skip`, in the order met (each once). */
function chunkClosure(manifest: Manifest, keys: string[], skip: ReadonlySet<string> = new Set()): ManifestChunk[] {
  const met = new Set<string>()
  const chunks: ManifestChunk[] = []
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || met.has(chunk.file) || skip.has(`/${chunk.file}`)) return
    met.add(chunk.file)
    chunks.push(chunk)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return chunks
}

/** The files (as the pages name them) of the chunks at `keys` of the client build and all they import statically. */
export function clientChunkFiles(clientDir: string, keys: string[]): string[] {
  return chunkClosure(readManifest(clientDir).manifest, keys).map((chunk) => `/${chunk.file}`)
}

/**
 * The client entry, its CSS and the chunks it imports statically, from Vite's build manifest: the head names
 * these. The entry waits for the first paint and then imports the app (src/boot/hydrate.tsx); the app's chunks are
 * not preloaded by the head but fetched once the page has painted (see readRouteChunks), as each language's
 * catalog is: on a phone's line, the first paint waited for every request the head started (decision 0019).
 */
export function readClientAssets(clientDir: string): ClientEnv['assets'] {
  const { manifest, path } = readManifest(clientDir)
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`The client build manifest ${path} has no entry chunk.`)
  const preloaded = chunkClosure(manifest, entry.imports ?? [])
  // The app's stylesheets are still the head's: only its scripts wait for the paint.
  const app = chunkClosure(manifest, entry.dynamicImports ?? [])
  const css = new Set([...(entry.css ?? []), ...[...preloaded, ...app].flatMap((chunk) => chunk.css ?? [])])
  const catalog: Record<string, string> = {}
  for (const chunk of Object.values(manifest)) {
    const lang = /^locales\/(\w+)\/messages\.po$/.exec(chunk.src ?? '')?.[1]
    if (lang) catalog[lang] = `/${chunk.file}`
  }
  return {
    entry: `/${entry.file}`,
    css: [...css].map((file) => `/${file}`),
    preload: preloaded.map((chunk) => `/${chunk.file}`),
    catalog,
  }
}

/**
 * Dynamic imports a page makes as soon as it hydrates, by route id: `__root__` (every page) starts the cart and
 * imports React DOM's client (65 KB gzip); the two staff sign-in routes share a lazily loaded form. A route
 * file's own component chunk is found by its file (see readRouteChunks).
 */
export const IMPORTED_ON_HYDRATION: Record<string, string[]> = {
  __root__: ['src/components/cart/cartActor.ts', 'node_modules/react-dom/client.js'],
  '/admin/prihlasenie': ['src/routes/-lib/StaffSignInPage.tsx'],
  '/admin/prihlaseni': ['src/routes/-lib/StaffSignInPage.tsx'],
}

/**
 * The route id of a file under src/routes (`detail.$id` → `/detail/$id`, `_staff/admin.cennik` → `/_staff/admin/cennik`);
 * an index route keeps its trailing slash as the router's id does (`_staff/admin.index` → `/_staff/admin/`).
 */
export function routeIdOfFile(name: string): string {
  return `/${name.replace(/\./g, '/')}`.replace(/\/index$/, '/')
}

/**
 * The chunks each route loads while its page hydrates (its lazily split component and what that imports; for
 * every page, the app the entry imports, the cart and React DOM's client), less what the head preloads. The
 * server names them in the page's head and the entry preloads them right after the first paint
 * (src/boot/hydrationChunks.ts): nothing waits to be found by the router, and Vite's preload helper,
 * finding them, appends no link of its own inside hydration's long tasks (about 1 ms of main thread each, issue 16).
 */
export function readRouteChunks(clientDir: string, assets: ClientEnv['assets']): Record<string, string[]> {
  const { manifest } = readManifest(clientDir)
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  // Named once a page: what the head preloads, then the app's chunks.
  const named = new Set(assets.preload)
  const files = (keys: string[]) => chunkClosure(manifest, keys, named).map((chunk) => `/${chunk.file}`)
  // The app the entry imports, first on every page; no route names its chunks again.
  const app = files(entry?.dynamicImports ?? [])
  app.forEach((file) => named.add(file))
  const routes: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const name = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1]
    if (name) routes[routeIdOfFile(name)] = files([key])
  }
  for (const [id, sources] of Object.entries(IMPORTED_ON_HYDRATION)) routes[id] = files(sources)
  routes.__root__ = [...app, ...(routes.__root__ ?? [])]
  return routes
}

/** The id of the served build (builds/latest.json of the client build), if it has one. */
export function readBuildId(clientDir: string): string | undefined {
  try {
    const latest = JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id?: unknown }
    return typeof latest.id === 'string' ? latest.id : undefined
  } catch {
    return undefined
  }
}
