import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const src = fileURLToPath(new URL('../../src/', import.meta.url))

/** Every view, route and stylesheet under a folder. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(tsx|ts|css)$/.test(entry.name) && !/\.test\./.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )

describe('the shop’s screens draw no emoji (issue 39: the cart’s 🛒 was an empty box without an emoji font)', () => {
  it('no view, route or 3D view text is an emoji-presentation character; icons are the shop’s SVGs', () => {
    const found = ['components', 'routes', 'scene']
      .flatMap((folder) => files(join(src, folder)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/\p{Emoji_Presentation}/gu)].map(
          (match) => `${file.slice(src.length)}: ${match[0]}`,
        ),
      )
    expect(found).toEqual([])
    expect(readFileSync(join(src, 'components/CartLink.tsx'), 'utf8')).toContain('<CartIcon />')
  })
})
