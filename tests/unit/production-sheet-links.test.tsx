/** The sheet downloads: one order's two files on its detail, the confirmed batch's without a number (HTML, no DOM). */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { messages as cs } from '#locales/cs/messages.po'
import { messages as csStaff } from '#locales/cs/staff.po'
import { ProductionSheetLinks } from '#components/staff/ProductionSheetLinks.tsx'

const i18n = setupI18n({ locale: 'cs', messages: { cs: { ...cs, ...csStaff } } })
const render = (number?: string) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <ProductionSheetLinks number={number} />
    </I18nProvider>,
  )
/** The href of the link with this test id. */
const hrefOf = (html: string, testId: string) =>
  new RegExp(`<a href="([^"]*)" download="" data-testid="${testId}"`).exec(html)?.[1]

describe('the production sheet links', () => {
  it.each([
    ['2026-000123', '/api/staff/orders/2026-000123/cutlist.csv', '/api/staff/orders/2026-000123/workorder.pdf'],
    [undefined, '/api/staff/production/cutlist.csv', '/api/staff/production/workorder.pdf'],
  ])('for order %s link the cut list and the work order', (number, csv, pdf) => {
    const html = render(number)
    expect(hrefOf(html, 'cut-list-csv')).toBe(csv)
    expect(hrefOf(html, 'work-order-pdf')).toBe(pdf)
  })
  it('links one order’s assembly instructions, and none for the batch', () => {
    expect(render('2026-000123')).toContain('<a href="/api/staff/orders/2026-000123/assembly.pdf" download="">')
    expect(render()).not.toContain('assembly.pdf')
  })
  it('names the batch as today’s production day’s, in the staff member’s language', () => {
    expect(render()).toContain('Výrobní podklady dnešního výrobního dne')
    expect(render('2026-000123')).toContain('Řezný plán (CSV pro formátovací pilu)')
  })
})
