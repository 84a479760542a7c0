import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientEnv } from '../routerContext'

interface ManifestChunk {
  file: string
  src?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}

/**
 * The client entry, its CSS and the chunks it imports statically, from Vite's build manifest. The entry only
 * waits for the first paint and then imports the app (src/hydrate.tsx), so the app's chunks are preloaded too:
 * fetched while the HTML paints, evaluated after. Each language's catalog is preloaded by the pages in that language.
 */
export function readClientAssets(clientDir: string): ClientEnv['assets'] {
  const manifestPath = join(clientDir, '.vite', 'manifest.json')
  if (!existsSync(manifestPath)) {
    throw new Error(`No client build at ${clientDir}. Run \`npm run build\` first (npm start does it for you).`)
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  if (!entry) throw new Error(`The client build manifest ${manifestPath} has no entry chunk.`)
  const preload = new Set<string>()
  const css = new Set(entry.css ?? [])
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || preload.has(chunk.file)) return
    preload.add(chunk.file)
    chunk.css?.forEach((file) => css.add(file))
    chunk.imports?.forEach(visit)
  }
  entry.imports?.forEach(visit)
  entry.dynamicImports?.forEach(visit)
  const catalog: Record<string, string> = {}
  for (const chunk of Object.values(manifest)) {
    const lang = /^locales\/(\w+)\/messages\.po$/.exec(chunk.src ?? '')?.[1]
    if (lang) catalog[lang] = `/${chunk.file}`
  }
  return {
    entry: `/${entry.file}`,
    css: [...css].map((file) => `/${file}`),
    preload: [...preload].map((file) => `/${file}`),
    catalog,
  }
}

/**
 * Dynamic imports a page makes as soon as it hydrates, by route id: `__root__` (every page) starts the cart.
 * A route's own component chunk is found by its file (see routeChunks).
 */
const IMPORTED_ON_HYDRATION: Record<string, string[]> = { __root__: ['src/components/cart/cartActor.ts'] }

/** The route id of a file under src/routes (`detail.$id` → `/detail/$id`, `_staff/admin.cennik` → `/_staff/admin/cennik`). */
export function routeIdOfFile(name: string): string {
  return `/${name.replace(/\./g, '/')}`.replace(/\/index$/, '') || '/'
}

/**
 * The chunks each route loads while its page hydrates (its lazily split component and what that imports, and
 * the cart for every page), less what the page preloads anyway. The server names them in the page's head, so
 * the browser fetches them with the app instead of after it, and Vite's preload helper, finding them there,
 * appends no link of its own during hydration (about 1 ms of main thread each, issue 16).
 */
export function readRouteChunks(clientDir: string, assets: ClientEnv['assets']): Record<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const preloaded = new Set(assets.preload)
  const closure = (keys: string[]) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      const file = chunk && `/${chunk.file}`
      if (!chunk || !file || preloaded.has(file) || files.has(file)) return
      files.add(file)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return [...files]
  }
  const routes: Record<string, string[]> = {}
  for (const key of Object.keys(manifest)) {
    const name = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/.exec(key)?.[1]
    if (name) routes[routeIdOfFile(name)] = closure([key])
  }
  for (const [id, sources] of Object.entries(IMPORTED_ON_HYDRATION)) routes[id] = closure(sources)
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
