/**
 * `npm run products`: product pictures for the catalogue (public/products/{variant}.svg and
 * {variant}-nozky.svg), drawn from the default cabinet's cut list in the default decors; the hallway
 * (chodba.svg) and its six presets (chodba-{preset}.svg) from their own cut lists; the gallery's
 * designs (public/gallery/{id}.webp) and the blog's pictures (public/blog/{slug}.webp) rendered from them.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTS, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { settle } from '#domain/cabinet/model.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { frontElevationSvg } from '#domain/drawing.ts'
import { defaultHallway, HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { BLOG_PICTURES, galleryItems, type GalleryItem } from '#site/gallery.ts'
import sharp from 'sharp'

const OUT = join(import.meta.dirname, '../../public/products')
mkdirSync(OUT, { recursive: true })
for (const variant of VARIANT_IDS) {
  const definition = PRODUCTS[variant]
  const plain = settle({ variant, mounting: definition.type === 'highCabinet' ? 'beznoziek' : 'zavesna' })
  writeFileSync(join(OUT, `${variant}.svg`), frontElevationSvg(plain, cutList(plain), { title: definition.title.sk }))
  const withLegs = definition.canHaveNozky ? settle({ variant, mounting: 'snozkami' }) : plain
  writeFileSync(
    join(OUT, `${variant}-nozky.svg`),
    frontElevationSvg(withLegs, cutList(withLegs), { title: definition.title.sk }),
  )
}
writeFileSync(
  join(OUT, 'chodba.svg'),
  frontElevationSvg(defaultHallway(), hallwayCutList(defaultHallway()), { title: 'Chodba' }),
)
for (const preset of HALLWAY_PRESETS) {
  const hallway = hallwayOfPreset(preset)
  writeFileSync(
    join(OUT, `chodba-${preset.id}.svg`),
    frontElevationSvg(hallway, hallwayCutList(hallway), { title: 'Chodba' }),
  )
}
console.log(`${VARIANT_IDS.length * 2 + 1 + HALLWAY_PRESETS.length} product pictures in ${OUT}`)

/** A design's drawing as a picture of a given size on the shop's paper colour. */
async function picture(item: GalleryItem, width: number, height: number): Promise<Buffer> {
  const { design } = item
  const svg =
    design.kind === 'hallway'
      ? frontElevationSvg(design.hallway, hallwayCutList(design.hallway), { title: item.title.sk })
      : frontElevationSvg(design.cabinet, cutList(design.cabinet), { title: item.title.sk })
  return sharp(Buffer.from(svg), { density: 150 })
    .resize({ width: width - 80, height: height - 80, fit: 'contain', background: '#faf8f5' })
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#faf8f5' })
    .flatten({ background: '#faf8f5' })
    .webp({ quality: 80 })
    .toBuffer()
}
const GALLERY_OUT = join(import.meta.dirname, '../../public/gallery')
const BLOG_OUT = join(import.meta.dirname, '../../public/blog')
mkdirSync(GALLERY_OUT, { recursive: true })
mkdirSync(BLOG_OUT, { recursive: true })
for (const item of galleryItems()) writeFileSync(join(GALLERY_OUT, `${item.id}.webp`), await picture(item, 800, 600))
for (const [slug, id] of Object.entries(BLOG_PICTURES))
  writeFileSync(
    join(BLOG_OUT, `${slug}.webp`),
    await picture(
      galleryItems().find((g) => g.id === id)!,
      1200,
      630,
    ),
  )
console.log(`${galleryItems().length} gallery pictures, ${Object.keys(BLOG_PICTURES).length} blog pictures`)
