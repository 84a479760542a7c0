/**
 * `npm run products`: product pictures for the catalogue (public/products/{variant}.svg and
 * {variant}-nozky.svg), drawn from the default cabinet's cut list in the default decors.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PRODUCTS, VARIANT_IDS } from '../domain/catalogue'
import { settle } from '../domain/cabinet'
import { cutList } from '../domain/cutList'
import { frontElevationSvg } from '../domain/drawing'

const OUT = join(import.meta.dirname, '../../public/products')
mkdirSync(OUT, { recursive: true })
for (const variant of VARIANT_IDS) {
  const definition = PRODUCTS[variant]
  const plain = settle({ variant, typ: definition.type === 'highCabinet' ? 'beznoziek' : 'zavesna' })
  writeFileSync(join(OUT, `${variant}.svg`), frontElevationSvg(plain, cutList(plain), { title: definition.title.sk }))
  const withLegs = definition.canHaveNozky ? settle({ variant, typ: 'snozkami' }) : plain
  writeFileSync(join(OUT, `${variant}-nozky.svg`), frontElevationSvg(withLegs, cutList(withLegs), { title: definition.title.sk }))
}
console.log(`${VARIANT_IDS.length * 2} product pictures in ${OUT}`)
