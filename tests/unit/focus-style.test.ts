import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../src/components/styles.css', import.meta.url), 'utf8')

/** Every value a custom property is given in the stylesheet (one per declaration). */
const declared = (name: string) =>
  [...css.matchAll(new RegExp(`${name}:\\s*(#[0-9a-f]{6})\\s*;`, 'gi'))].map((m) => m[1])

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

describe('the focus ring (styles.css)', () => {
  it('is defined once, and stands out 3:1 from the page, white panels and the brown primary button', () => {
    const [ring, ...more] = declared('--focus-ring-color')
    expect(ring).toMatch(/^#/)
    expect(more).toEqual([])
    const backgrounds = [...declared('--paper'), ...declared('--accent'), '#ffffff']
    expect(backgrounds).toHaveLength(3)
    for (const background of backgrounds) expect(contrast(ring!, background)).toBeGreaterThanOrEqual(3)
  })
})
