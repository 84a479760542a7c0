/**
 * `npm run docs:catalogue`: writes the variant table of docs/catalogue.md from the catalogue
 * itself; a unit test fails when the document and the data disagree.
 */
import { fileURLToPath } from 'node:url'
import { generatedSection, writeGeneratedSection } from './generatedSection'
import { PRODUCTS, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { hasShelfChoice } from '#domain/cabinet/shelves.ts'

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`

/** The markdown table of every variant: kind, limits, defaults and options. */
export function variantTable(): string {
  const head =
    '| variant | type | kind | title (sk / cz) | width cm | height cm | depth cm | default W×H×D (living room) | shelves | legs | top board | door side |\n|---|---|---|---|---|---|---|---|---|---|---|---|'
  const rows = VARIANT_IDS.map((variant) => {
    const p = PRODUCTS[variant]
    const r = p.cabinetSizeRules
    const d = p.defaultSizeByType.obyvacka
    return `| ${variant} | ${p.type.replace('Cabinet', '')} | ${p.kind} | ${p.title.sk} / ${p.title.cz} | ${range(r.width)} | ${range(r.height)} | ${range(r.depth)} | ${d.width}×${d.height}×${d.depth} | ${hasShelfChoice(variant) ? `choice (default ${p.shelvesCount})` : 'fixed'} | ${p.canHaveNozky ? 'yes' : 'no'} | ${p.canHaveVrchnaDoska ? 'yes' : 'no'} | ${p.openingSide ?? '–'} |`
  })
  return [head, ...rows].join('\n')
}

export const CATALOGUE_DOC = fileURLToPath(new URL('../../docs/catalogue.md', import.meta.url))

/** The variant table as it stands in the page. */
export const documentedTable = (markdown: string) => generatedSection(markdown, 'variant-table')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeGeneratedSection(CATALOGUE_DOC, 'variant-table', variantTable())
  console.log(`Wrote the variant table of ${CATALOGUE_DOC}`)
}
