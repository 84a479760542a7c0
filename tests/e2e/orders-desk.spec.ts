import { readFileSync } from 'node:fs'
import { E2E_STAFF } from '../../playwright.config'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { API } from '#domain/endpoints.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The desk's words in each language. */
const WORDS = {
  sk: { prefix: '', country: 'Krajina', market: 'Slovensko', total: 'Spolu s DPH', export: /^Exportovať/ },
  cz: { prefix: '/cz', country: 'Země', market: 'Česko', total: 'Celkem s DPH', export: /^Exportovat/ },
} as const

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: staff search the desk, filter by country, sort by the total both ways and export what it shows`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const country = locale === 'sk' ? 'SK' : 'CZ'
    // Two orders of one customer through the shop's call: one cabinet, then three (the larger total).
    const surname = `Triedenie${locale}${Date.now()}`
    const numbers: string[] = []
    for (const [index, lines] of [[cartLine({}, country)], undefined].entries()) {
      const response = await page.request.post(API.saveOrderSkrinka.path, {
        headers: { 'idempotency-key': `${surname}-${index}` },
        data: orderBody({ country, lines, customer: { surname, email: `${surname.toLowerCase()}@example.sk` } }),
      })
      expect(response.status()).toBe(201)
      numbers.push(((await response.json()) as { orderNumber: string }).orderNumber)
    }

    await page.goto(`${words.prefix}/admin/objednavky?q=${surname}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    const numbersShown = page.getByRole('row').getByRole('link')
    await expect(numbersShown).toHaveText([...numbers].reverse())

    // The other market has none of them; this one has both.
    const other = locale === 'sk' ? 'Česko' : 'Slovensko'
    await page.getByLabel(words.country).selectOption({ label: other })
    await expect(page.getByTestId('orders-empty')).toBeVisible()
    await page.getByLabel(words.country).selectOption({ label: words.market })
    await expect(numbersShown).toHaveText([...numbers].reverse())

    // A click on the heading sorts by it, smallest first; another click, largest first.
    const heading = page.getByRole('columnheader', { name: words.total })
    await heading.getByRole('button').click()
    await expect(heading).toHaveAttribute('aria-sort', 'ascending')
    await expect(page).toHaveURL(/[?&]sort=total&dir=asc/)
    await expect(numbersShown).toHaveText(numbers)
    await heading.getByRole('button').click()
    await expect(heading).toHaveAttribute('aria-sort', 'descending')
    await expect(numbersShown).toHaveText([...numbers].reverse())

    // The export holds what the desk shows, in its order.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: words.export }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^objednavky-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = readFileSync((await download.path())!, 'utf8')
      .split('\r\n')
      .filter(Boolean)
    expect(header).toMatch(/^\uFEFFnumber;created;status;delivery;due;customer;company;ico;email;phone;city;country;/)
    expect(rows.map((row) => row.split(';')[0])).toEqual([...numbers].reverse())
    expect(rows.every((row) => row.includes(`;${country};`))).toBe(true)
  })
}

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('sk: each order is a card of labelled fields and nothing scrolls sideways', async ({ page }) => {
    await page.goto('/admin/objednavky')
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    const firstNumber = page.getByRole('row').getByRole('link').first()
    await expect(firstNumber).toBeVisible()
    // The headings give way to each field's own label.
    await expect(page.getByRole('columnheader', { name: 'Spolu s DPH' })).toBeHidden()
    await expect(page.getByRole('searchbox', { name: /^Číslo, meno, firma/ })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
