import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { expect, grossOf, hydrated, priced, test } from './fixtures'

/** The disclosure's words in each language (the catalogs' texts, written out as the test's oracle). */
const LANGUAGES = [
  {
    prefix: '',
    open: 'Z čoho sa skladá cena',
    table: 'Časti ceny',
    parts: ['Korpus', 'Čelá', 'Kovanie', 'Hranovanie', 'Montáž'],
    total: 'Spolu',
    delivery: 'Doprava naším kuriérom po Slovensku',
    width: 'Šírka',
    hallway: '/chodby',
  },
  {
    prefix: '/cz',
    open: 'Z čeho se skládá cena',
    table: 'Části ceny',
    parts: ['Korpus', 'Čela', 'Kování', 'Olepení hran', 'Montáž'],
    total: 'Celkem',
    delivery: 'Doprava naším kurýrem po Česku',
    width: 'Šířka',
    hallway: '/cz/chodby',
  },
]

const breakdown = (page: Page) => page.getByTestId('price-breakdown')

/**
 * The parts' amounts with VAT as the open table holds them (each body row's data-gross), and the total row's text.
 * The rows are found by role; the amounts are the rows' own data so a locale's notation does not have to be parsed.
 */
async function shownParts(page: Page, table: string) {
  const rows = breakdown(page).getByRole('table', { name: table }).getByRole('row')
  const grosses = await rows.evaluateAll((trs) =>
    trs.filter((tr) => tr.parentElement?.tagName === 'TBODY').map((tr) => Number(tr.getAttribute('data-gross'))),
  )
  return { rows, grosses }
}

/** The open breakdown adds up to the price box's amount with VAT, and its total reads as the price box's. */
async function expectSumsToPrice(page: Page, language: (typeof LANGUAGES)[number]) {
  await priced(page)
  const gross = await grossOf(page)
  const { rows, grosses } = await shownParts(page, language.table)
  expect(grosses.length).toBeGreaterThanOrEqual(4)
  expect(grosses.reduce((sum, value) => sum + value, 0)).toBe(gross)
  const shownGross = (await page.getByTestId('price').locator('.price-gross').textContent())!.trim()
  const total = rows.filter({ has: page.getByRole('rowheader', { name: language.total, exact: true }) })
  await expect(total.getByRole('cell').last()).toHaveText(shownGross)
}

test.describe('the price explained (issue 39.3)', () => {
  for (const language of LANGUAGES) {
    test(`${language.prefix || 'sk'}: the cabinet's breakdown opens, sums to the price and follows the design`, async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/detail/L2D?width=800&height=900&depth=400`)
      await hydrated(page)
      await priced(page)
      const disclosure = breakdown(page)
      const table = disclosure.getByRole('table', { name: language.table })
      // Closed at first: one line under the tools; opened by the shopper.
      await expect(table).toBeHidden()
      await disclosure.getByText(language.open, { exact: true }).click()
      await expect(table).toBeVisible()
      for (const part of language.parts)
        await expect(table.getByRole('rowheader', { name: part, exact: true })).toBeVisible()
      await expect(disclosure).toContainText(language.delivery)
      await expectSumsToPrice(page, language)

      // A wider cabinet: a new price, and the open breakdown is of it.
      const before = await grossOf(page)
      const width = page.getByRole('spinbutton', { name: language.width, exact: true })
      await width.fill('100')
      await width.press('Enter')
      await expect(page).toHaveURL(/width=1000/)
      await priced(page)
      await expect.poll(() => grossOf(page)).not.toBe(before)
      await expect(table).toBeVisible()
      await expectSumsToPrice(page, language)
    })

    test(`${language.prefix || 'sk'}: the hallway's breakdown sums to its price`, async ({ page }) => {
      await page.goto(language.hallway)
      await hydrated(page)
      await priced(page)
      await breakdown(page).getByText(language.open, { exact: true }).click()
      await expect(breakdown(page).getByRole('table', { name: language.table })).toBeVisible()
      await expectSumsToPrice(page, language)
      // The open disclosure is accessible (issue 18.1's bar: no serious or critical axe violation).
      const { violations } = await new AxeBuilder({ page }).include('[data-testid=price-breakdown]').analyze()
      expect(
        violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
      ).toEqual([])
    })
  }
})
