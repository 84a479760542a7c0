/**
 * The pictures pages show when shared (og:image) and in structured data: social sites and shopping feeds refuse SVG
 * (issue 39.7), so each is a 1200 × 630 PNG the server makes from one of the site's own pictures (a product's SVG, a
 * blog or gallery photo): `/og/products/L2D.png` from `/products/L2D.svg`.
 */

/** The size social sites ask for (Facebook's and LinkedIn's recommended 1.91:1). */
export const OG_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const

/** The folders of the site's pictures a share image may be made from. */
export const OG_SOURCE_DIRS = ['products', 'blog', 'gallery'] as const

/** The picture formats a share image is made from, in the order the server looks for them. */
export const OG_SOURCE_TYPES = ['svg', 'webp', 'png', 'jpg'] as const

/** A picture's name as an address may carry it: letters, digits and dashes, nothing that leaves its folder. */
export const OG_NAME = /^[A-Za-z0-9][A-Za-z0-9-]{0,120}$/

/** The shop's own picture for pages that have none of their own (the home page's product). */
export const DEFAULT_SHARE_SOURCE = '/products/L2D.svg'

/** The share image's address of a site picture (`/products/L2D.svg` → `/og/products/L2D.png`); absent for others. */
export function ogImagePath(source: string): string | undefined {
  const match = /^\/([a-z]+)\/([^/]+)\.([a-z]+)$/.exec(source)
  if (!match) return undefined
  const [, dir, name, type] = match as unknown as [string, string, string, string]
  if (!(OG_SOURCE_DIRS as readonly string[]).includes(dir) || !OG_NAME.test(name)) return undefined
  if (!(OG_SOURCE_TYPES as readonly string[]).includes(type)) return undefined
  return `/og/${dir}/${name}.png`
}
