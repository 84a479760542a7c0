/**
 * A dimensioned drawing (SVG) as a PNG on white, at most MAX_PNG_SIDE pixels on either side. The SVG
 * is rasterised at the density that gives that size straight away: rendering its millimetre viewBox
 * at a fixed density made a wide or tall wall a picture of hundreds of megapixels first, which took
 * seconds and, past sharp's pixel limit, failed (issue 34: 500 on bodies the schema accepts).
 */
/** The widest PNG drawing (px), and the tallest: a 4K screen's width, ~16 MP at most. */
export const MAX_PNG_SIDE = 4000

/** The SVG's own size (its viewBox, one unit a pixel at 72 dpi). */
function viewBoxOf(svg: string): { width: number; height: number } {
  const box = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg)
  const width = Number(box?.[1])
  const height = Number(box?.[2])
  return width > 0 && height > 0 ? { width, height } : { width: MAX_PNG_SIDE, height: MAX_PNG_SIDE }
}

/** The drawing `width` pixels wide (within MAX_PNG_SIDE; a tall drawing narrower so that its height is too). */
export async function elevationPng(svg: string, width: number): Promise<Buffer> {
  const box = viewBoxOf(svg)
  const scale = Math.min(Math.min(width, MAX_PNG_SIDE) / box.width, MAX_PNG_SIDE / box.height)
  const target = {
    width: Math.max(1, Math.round(box.width * scale)),
    height: Math.max(1, Math.round(box.height * scale)),
  }
  // Loaded on first use: most servers never draw a PNG.
  const { default: sharp } = await import('sharp')
  return sharp(Buffer.from(svg), { density: Math.min(100_000, Math.max(1, 72 * scale)) })
    .resize({ ...target, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer()
}
