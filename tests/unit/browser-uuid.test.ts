import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { randomUuid } from '#site/browser/uuid.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** Every .ts/.tsx file under a folder. */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

describe('idempotency keys on a plain-HTTP origin (issue 39)', () => {
  it('makes a version 4 UUID from getRandomValues alone, as an insecure context offers it', () => {
    // What a page over plain HTTP by a name other than localhost has: getRandomValues, no randomUUID.
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) }
    const keys = Array.from({ length: 200 }, () => randomUuid(insecure))
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(keys).size).toBe(keys.length)
  })
  it('sets the version and variant bits whatever the random bytes are', () => {
    const fill = (byte: number) => ({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        new Uint8Array(array!.buffer).fill(byte)
        return array
      },
    })
    expect(randomUuid(fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(randomUuid(fill(0))).toBe('00000000-0000-4000-8000-000000000000')
  })
  it('no browser code calls crypto.randomUUID (missing outside secure contexts)', () => {
    const browserFolders = ['src/components', 'src/site', 'src/queries', 'src/boot', 'src/routes', 'src/scene']
    const callers = [...browserFolders, 'machines', 'src/domain']
      .flatMap((folder) => sources(join(root, folder)))
      .filter((file) => /\brandomUUID\s*\(/.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(root.length))
    expect(callers).toEqual([])
  })
})
