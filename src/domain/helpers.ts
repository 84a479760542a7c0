/** Small helpers every rule uses: written once here. */

/** The value is one of the list's (and typed so). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

/** The value within the range's bounds (min ≤ max). */
export function clamp(value: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, value))
}

/**
 * The value rounded to `decimals` places. `shift` first moves the decimal point by powers of ten
 * (2: metres → centimetres, −2: centimetres → metres) in the same multiplication, so a unit change
 * adds no rounding error of its own: roundTo(m, 1, 2) is exactly Math.round(m * 1000) / 10.
 */
export function roundTo(value: number, decimals: number, shift = 0): number {
  return Math.round(value * 10 ** (decimals + shift)) / 10 ** decimals
}

/**
 * A size moved by `step` (the −/+ buttons' 1 cm) and kept within the range, to 0.1 (the sizes'
 * precision): the same value back means the step is blocked at that edge.
 */
export function stepWithin(value: number, step: number, range: { min: number; max: number }): number {
  return clamp(roundTo(value + step, 1), range)
}

/** Whether two queries say the same thing (order aside; a missing value equals an empty one). */
export function sameQuery(a: object, b: object): boolean {
  const value = (query: object, key: string) => (query as Partial<Record<string, string>>)[key] ?? ''
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if (value(a, key) !== value(b, key)) return false
  return true
}
