import { describe, expect, it } from 'vitest'
import { formatMoney, formatNumber } from '#i18n/format.ts'

// Intl output uses non-breaking spaces; compare with them normalised.
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('money and numbers through Intl', () => {
  it('formats euros the Slovak way', () => {
    expect(plain(formatMoney(123456, 'sk'))).toBe('1 234,56 €')
  })
  it('formats crowns the Czech way', () => {
    expect(plain(formatMoney(3099000, 'cz'))).toBe('30 990 Kč')
    expect(plain(formatMoney(3099050, 'cz'))).toBe('30 990,50 Kč')
  })
  it('formats plain numbers with a decimal comma', () => {
    expect(formatNumber(12.5, 'sk')).toBe('12,5')
    expect(formatNumber(0.5, 'cz', { style: 'percent' }).replace(/\s/g, ' ')).toBe('50 %')
  })
})
