/**
 * Shelf rules (docs/product.md#shelves). Board 1.8 cm; a shelf slot (pitch) is 7.3 cm of space plus the board: 9.1 cm.
 */
import type { VariantId } from './catalogue'
import { clamp, roundTo } from '../helpers'

export const BOARD_CM = 1.8
export const SHELF_PITCH_CM = 7.3 + BOARD_CM
/**
 * Variants whose shelf count the customer chooses (docs/product.md#shelves; the old spec also listed TC1D, TC2D and
 * TCO, which the catalogue does not have).
 */
export const SHELF_VARIANTS: readonly string[] = [
  'L1D',
  'HCOO',
  'L2D',
  'LTO',
  'TC1D',
  'TC2D',
  'TC1DH',
  'TCO',
  'TC2DHDouble',
  'HCH',
  '1VD1Z',
  '2VD1Z',
]
/** 1VD1Z and 2VD1Z lose 14.4 cm to the drawer below the doors. */
const DRAWER_LOSS_CM: Partial<Record<VariantId, number>> = { '1VD1Z': 14.4, '2VD1Z': 14.4 }

const MAX_SHELVES = 60

export function hasShelfChoice(variant: VariantId): boolean {
  return SHELF_VARIANTS.includes(variant)
}

/**
 * Allowed shelf counts 1..n for a carcass height in cm: available = height − 3.6 − 2 × pitch
 * (− 14.4 for the drawer variants), n = floor(available / pitch). Empty where the variant has no choice.
 */
export function shelfOptions(variant: VariantId, heightCm: number): number[] {
  if (!hasShelfChoice(variant)) return []
  const available = heightCm - 2 * BOARD_CM - 2 * SHELF_PITCH_CM - (DRAWER_LOSS_CM[variant] ?? 0)
  // Rounded to 0.1 mm first so 3 × 9.1 is 27.3 and not 27.299999.
  const n = Math.floor(roundTo(available / SHELF_PITCH_CM, 4))
  // No cabinet is taller than a few metres; the cap keeps absurd input from building a huge list.
  return Array.from({ length: clamp(n, { min: 0, max: MAX_SHELVES }) }, (_, i) => i + 1)
}

/**
 * docs/product.md#shelves: after a height change the count stays if still allowed, else the first allowed (0 when
 * none).
 */
export function keepShelfCount(variant: VariantId, heightCm: number, current: number): number {
  const options = shelfOptions(variant, heightCm)
  return options.includes(current) ? current : (options[0] ?? 0)
}
