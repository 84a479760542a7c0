/**
 * The first load's rules that are about the built output (src/boot/README.md, rules 1 and 3), read from the
 * client build the API suite runs against (dist/client).
 */
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface Chunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

const client = join(process.cwd(), 'dist/client')
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>
const code = (chunk: Chunk) => readFileSync(join(client, chunk.file), 'utf8')
const HINT = '//# allFunctionsCalledOnLoad\n'

describe('the first load, as built', () => {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!
  const app = manifest['src/boot/hydrate.tsx']!
  const door = manifest['src/boot/libraries.ts']!

  it('the entry is src/boot/entry-client.tsx and imports nothing but the small boot chunk before the paint', () => {
    expect(entry.src).toBe('src/boot/entry-client.tsx')
    expect(entry.file).toMatch(/^assets\/entry-client-[\w-]+\.js$/)
    expect(entry.imports?.length).toBeGreaterThan(0)
    for (const key of entry.imports ?? []) expect(manifest[key]?.name, key).toBe('boot')
  })

  it('the entry imports the libraries, then the app, each after the other', () => {
    expect(entry.dynamicImports).toEqual(['src/boot/libraries.ts', 'src/boot/hydrate.tsx'])
    const imported = [...code(entry).matchAll(/import\([`'"]\.\/([\w-]+\.js)[`'"]\)/g)].map((match) => match[1])
    expect(imported).toEqual([basename(door.file), basename(app.file)])
  })

  it('what the app imports statically is the libraries and the app chunks (and what the entry has loaded)', () => {
    const groups = new Set((app.imports ?? []).map((key) => manifest[key]?.name))
    expect([...groups].sort()).toEqual(['app', 'boot', 'libraries', 'rolldown-runtime'])
  })

  it("the libraries, the app and React DOM's client start with V8's compile hint; the door does not", () => {
    const hinted = (keys: string[] = []) => keys.filter((key) => code(manifest[key]!).startsWith(HINT))
    expect(
      hinted(app.imports)
        .map((key) => manifest[key]!.name)
        .sort(),
    ).toEqual(['app', 'libraries'])
    expect(code(door).startsWith(HINT)).toBe(false)
    const reactDom = Object.entries(manifest).find(([key]) => key.endsWith('node_modules/react-dom/client.js'))![1]
    expect(hinted(reactDom.imports)).toHaveLength(1)
  })
})
