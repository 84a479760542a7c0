/**
 * `npm run favicon`: rasterises public/favicon.svg into public/favicon.png, the icon every page names.
 * Not the SVG itself: Chromium draws an SVG icon in a page of its own on the renderer's main thread, a 15–35 ms
 * task in the middle of hydration (issue 16); the PNG's decode costs the main thread nothing measurable.
 * The picture is committed; run this again after changing the SVG.
 */
import { join } from 'node:path'
import sharp from 'sharp'

/** Four times a tab's 16 px icon: sharp on any screen the shop expects. */
const FAVICON_SIZE = 64

const PUBLIC = join(import.meta.dirname, '../../public')
const SOURCE = join(PUBLIC, 'favicon.svg')

// Drawn at the size it is sent (sharp reads an SVG at 72 dpi), not drawn small and scaled up.
const { width = FAVICON_SIZE } = await sharp(SOURCE).metadata()
const info = await sharp(SOURCE, { density: (72 * FAVICON_SIZE) / width })
  .resize(FAVICON_SIZE, FAVICON_SIZE)
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(PUBLIC, 'favicon.png'))
console.log(`public/favicon.png: ${info.width}×${info.height}, ${info.size} bytes`)
