/**
 * GET /og/{dir}/{name}.png (issue 39.7): a page's share picture, 1200 × 630 PNG, made with sharp from the site's own
 * picture of that name (a product's SVG, a blog or gallery photo) and kept in memory: each is made once per server.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { OG_IMAGE, OG_NAME, OG_SOURCE_DIRS, OG_SOURCE_TYPES } from '#domain/ogImage.ts'
import { byteLru, MB } from './lru'

/** A few dozen pictures of 20–200 KB: the products, the articles and the gallery. */
const OG_CACHE_BYTES = 16 * MB

/** A white margin round the picture: social sites crop the edges of some previews. */
const MARGIN = { x: 60, y: 32 }
const background = '#ffffff'

/** The picture on white, whole (letterboxed), at the share size. */
async function render(file: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp')
  // An SVG at a print density: rasterised small and scaled up it would be blurred.
  return sharp(file, file.endsWith('.svg') ? { density: 300 } : {})
    .resize({
      width: OG_IMAGE.width - 2 * MARGIN.x,
      height: OG_IMAGE.height - 2 * MARGIN.y,
      fit: 'contain',
      background,
    })
    .extend({ top: MARGIN.y, bottom: MARGIN.y, left: MARGIN.x, right: MARGIN.x, background })
    .flatten({ background })
    .png()
    .toBuffer()
}

export function ogImageRoutes(clientDir: string | undefined) {
  const kept = byteLru<Buffer>(OG_CACHE_BYTES)
  const making = new Map<string, Promise<Buffer>>()
  return new Hono().get('/og/:dir/:file', async (c, next) => {
    const dir = c.req.param('dir')
    const name = /^(.+)\.png$/.exec(c.req.param('file'))?.[1]
    // Anything else is no share picture: the page handler answers its 404.
    if (!clientDir || !(OG_SOURCE_DIRS as readonly string[]).includes(dir) || !name || !OG_NAME.test(name))
      return next()
    const key = `${dir}/${name}`
    let png = kept.get(key) ?? making.get(key)
    if (!png) {
      const source = OG_SOURCE_TYPES.map((type) => join(clientDir, dir, `${name}.${type}`)).find((f) => existsSync(f))
      if (!source) return next()
      png = render(source)
        .then((bytes) => {
          kept.set(key, bytes, bytes.byteLength)
          return bytes
        })
        .finally(() => making.delete(key))
      making.set(key, png)
    }
    return c.body(new Uint8Array(await png), 200, {
      'Content-Type': OG_IMAGE.type,
      // The picture changes only with a build's pictures: a day, then asked again.
      'Cache-Control': 'public, max-age=86400',
    })
  })
}
