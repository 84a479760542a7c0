/**
 * `npm run products`: product pictures for the catalogue (public/products/{variant}.svg and
 * {variant}-nozky.svg), drawn from the default cabinet's cut list in the default decors; the hallway
 * (chodba.svg) and its six presets (chodba-{preset}.svg) from their own cut lists.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTS, VARIANT_IDS } from '../domain/catalogue'
import { settle } from '../domain/cabinet'
import { cutList } from '../domain/cutList'
import { frontElevationSvg } from '../domain/drawing'
import { defaultHallway, HALLWAY_PRESETS, hallwayOfPreset } from '../domain/hallway'
import { hallwayCutList } from '../domain/hallwayCutList'

const OUT = join(import.meta.dirname, '../../public/products')
mkdirSync(OUT, { recursive: true })
for (const variant of VARIANT_IDS) {
  const definition = PRODUCTS[variant]
  const plain = settle({ variant, typ: definition.type === 'highCabinet' ? 'beznoziek' : 'zavesna' })
  writeFileSync(join(OUT, `${variant}.svg`), frontElevationSvg(plain, cutList(plain), { title: definition.title.sk }))
  const withLegs = definition.canHaveNozky ? settle({ variant, typ: 'snozkami' }) : plain
  writeFileSync(join(OUT, `${variant}-nozky.svg`), frontElevationSvg(withLegs, cutList(withLegs), { title: definition.title.sk }))
}
writeFileSync(join(OUT, 'chodba.svg'), frontElevationSvg(defaultHallway(), hallwayCutList(defaultHallway()), { title: 'Chodba' }))
for (const preset of HALLWAY_PRESETS) {
  const hallway = hallwayOfPreset(preset)
  writeFileSync(join(OUT, `chodba-${preset.id}.svg`), frontElevationSvg(hallway, hallwayCutList(hallway), { title: 'Chodba' }))
}
console.log(`${VARIANT_IDS.length * 2 + 1 + HALLWAY_PRESETS.length} product pictures in ${OUT}`)
