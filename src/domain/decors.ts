/**
 * Laminate decors (docs/product.md#decors): code (subtitle), Slovak and Czech names, price group 1–3
 * (sometimes absent), type, and the generated texture and swatch under public/textures.
 */
import { DECOR_SEEDS, type DecorSeed } from './decors.data'

export type DecorType = DecorSeed['type']
export type PriceGroup = 1 | 2 | 3

/** A decor as the catalogue API and the configurator show it. */
export interface Decor {
  subtitle: string
  title: string
  titleCZ: string
  cenovaSkupina?: PriceGroup
  type: DecorType
  /** Tiling texture for the 3D model (WebP, 256 px). */
  texture: string
  /** Small picture for the picker (WebP, 64 px). */
  swatch: string
  /** Average colour, for the 2D drawing and while the texture loads. */
  color: string
}

/** Decors without a price group are priced as group 2 (the middle of the list). */
export const FALLBACK_PRICE_GROUP: PriceGroup = 2

export const DECORS: readonly Decor[] = DECOR_SEEDS.map((seed) => ({
  subtitle: seed.subtitle,
  title: seed.title,
  titleCZ: seed.titleCZ,
  ...(seed.cenovaSkupina ? { cenovaSkupina: seed.cenovaSkupina } : {}),
  type: seed.type,
  texture: `/textures/${seed.subtitle}.webp`,
  swatch: `/textures/${seed.subtitle}-swatch.webp`,
  color: seed.color,
}))

const BY_CODE = new Map(DECORS.map((d) => [d.subtitle, d]))

export function decor(code: string): Decor | undefined {
  return BY_CODE.get(code)
}

/**
 * A decor's name in a language, from the catalogue by its code: a screen or sheet names decors in its own language,
 * never by the title an order stored in the customer's ('sk' Slovak; 'cs' or the market code 'cz' Czech). An
 * unknown code stays the code.
 */
export function decorName(code: string, language: 'sk' | 'cs' | 'cz'): string {
  const found = BY_CODE.get(code)
  if (!found) return code
  return language === 'sk' ? found.title : found.titleCZ
}

export function isDecorCode(code: string): boolean {
  return BY_CODE.has(code)
}

/** A decor's entry in a published price version: its price group (none: priced as the fallback) and whether it is sold. */
export interface DecorPricing {
  group: PriceGroup | null
  available: boolean
  /** The decor's standard board for the board plans (issue 38.3), mm; absent: 2800 × 2070, 10 trim, 4.4 kerf. */
  boardLength?: number
  boardWidth?: number
  trim?: number
  kerf?: number
}

/** The price group a decor is priced at under a price version's decors. */
export function priceGroupOf(code: string, decors: Readonly<Record<string, DecorPricing>>): PriceGroup {
  return decors[code]?.group ?? FALLBACK_PRICE_GROUP
}
