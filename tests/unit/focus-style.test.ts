import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// The tokens (colours among them) live in tokens.css, the one file that names them.
const css = readFileSync(new URL('../../src/components/tokens.css', import.meta.url), 'utf8')

/** Every value a custom property is given in the stylesheet (one per declaration). */
const declared = (name: string) =>
  [...css.matchAll(new RegExp(`${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'gi'))].map((m) => m[1] ?? '')

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const linear = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(1) + 0.7152 * linear(3) + 0.0722 * linear(5)
}

/** WCAG 2 contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}

describe('the focus ring (tokens.css)', () => {
  it('is defined once, and stands out 3:1 from the page, white panels and the brown primary button', () => {
    const rings = declared('--focus-ring-color')
    expect(rings).toHaveLength(1)
    const ring = rings[0]!
    const backgrounds = [...declared('--paper'), ...declared('--accent'), '#ffffff']
    expect(backgrounds).toHaveLength(3)
    for (const background of backgrounds) expect(contrast(ring, background)).toBeGreaterThanOrEqual(3)
  })
})
