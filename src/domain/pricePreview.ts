/**
 * What a draft price version does to the shop's prices before it is published (issue 36.7): a few
 * sample designs of every product (the smallest, the shop's default and the largest with every
 * priced option), each priced by THE price function under the version in force and under the draft,
 * per market, old → new net and gross and the change. Orders already placed keep their price snapshot.
 */
import { PRODUCTS, VARIANT_IDS, type VariantId } from './cabinet/catalogue'
import { cutList, type CutList } from './cabinet/cutList'
import { allowedMountingTypes, heightRange, settle, type Cabinet } from './cabinet/model'
import { priceCabinet } from './cabinet/price'
import { COUNTRIES, type Country, type Currency } from './locale'
import { priceListOf, type PriceConfig } from './priceList'

/**
 * The samples per product: its smallest size (on plastic legs where it may stand on legs), the configurator's
 * default, its largest with every priced option (aluminium legs, top board, tip-on, 36 mm shelves).
 */
export const PREVIEW_SAMPLES = ['min', 'typical', 'max'] as const
export type PreviewSample = (typeof PREVIEW_SAMPLES)[number]

/** A sample design of a product. */
export function sampleDesign(variant: VariantId, sample: PreviewSample): Cabinet {
  if (sample === 'typical') return settle({ variant })
  const definition = PRODUCTS[variant]
  const rules = definition.cabinetSizeRules
  // The smallest stands on plastic legs where it may (so the plastic legs' rate shows in the preview too).
  if (sample === 'min') {
    const mounting = allowedMountingTypes(definition).includes('snozkami')
      ? 'snozkami'
      : allowedMountingTypes(definition)[0]!
    return settle({
      variant,
      mounting,
      width: rules.width.min,
      height: heightRange(definition, mounting).min,
      depth: rules.depth.min,
      legsType: 'plastic',
    })
  }
  // The largest: on aluminium legs where it may stand on legs, with a top board, tip-on and 36 mm shelves.
  const mounting = allowedMountingTypes(definition).includes('snozkami')
    ? 'snozkami'
    : allowedMountingTypes(definition)[0]!
  return settle({
    variant,
    mounting,
    width: rules.width.max,
    height: heightRange(definition, mounting).max,
    depth: rules.depth.max,
    legsType: 'aluminium',
    topBoard: true,
    tipon: true,
    shelfThickness: 36,
  })
}

interface Sample {
  variant: VariantId
  sample: PreviewSample
  design: Cabinet
  list: CutList
}

// Cutting the 81 samples does not depend on the prices: done once, then each preview only prices them.
let samples: Sample[] | undefined
function allSamples(): Sample[] {
  samples ??= VARIANT_IDS.flatMap((variant) =>
    PREVIEW_SAMPLES.map((sample) => {
      const design = sampleDesign(variant, sample)
      return { variant, sample, design, list: cutList(design) }
    }),
  )
  return samples
}

/** One sample's price in minor units before (in force) and after (the draft), and the change as a fraction of before. */
export interface PreviewRow {
  variant: VariantId
  sample: PreviewSample
  /** Width, height, depth in cm. */
  size: [number, number, number]
  /** The legs it stands on, if any. */
  legs: Cabinet['legsType'] | null
  before: { net: number; gross: number }
  after: { net: number; gross: number }
  /** (after − before) / before of the gross price; 0 when unchanged. */
  change: number
}

/** A market's preview: every sample, how many change, and the largest fall and rise. */
export interface MarketPreview {
  country: Country
  currency: Currency
  rows: PreviewRow[]
  changed: number
  /** The lowest and highest change over every sample (fractions; both 0 when nothing changes). */
  lowest: number
  highest: number
}

/** The preview of `draft` against the version in force `inForce`, per market (both with their own VAT rates). */
export function pricePreview(draft: PriceConfig, inForce: PriceConfig): MarketPreview[] {
  return COUNTRIES.map((country) => {
    const before = priceListOf(inForce, country)
    const after = priceListOf(draft, country)
    const rows = allSamples().map(({ variant, sample, design, list }): PreviewRow => {
      const old = priceCabinet(design, before, list)
      const next = priceCabinet(design, after, list)
      return {
        variant,
        sample,
        size: [design.width, design.height, design.depth],
        legs: design.legs ? design.legsType : null,
        before: { net: old.net, gross: old.gross },
        after: { net: next.net, gross: next.gross },
        change: old.gross > 0 ? (next.gross - old.gross) / old.gross : 0,
      }
    })
    const changes = rows.map((row) => row.change)
    return {
      country,
      currency: after.currency,
      rows,
      changed: rows.filter((row) => row.before.gross !== row.after.gross || row.before.net !== row.after.net).length,
      lowest: Math.min(...changes),
      highest: Math.max(...changes),
    }
  })
}
