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

/** The id of the served build (builds/latest.json of the client build), if it has one. */
export function readBuildId(clientDir: string): string | undefined {
  try {
    const latest = JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id?: unknown }
    return typeof latest.id === 'string' ? latest.id : undefined
  } catch {
    return undefined
  }
}
