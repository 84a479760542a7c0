import type { APIRequestContext } from '@playwright/test'
import { E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

const bearer = { authorization: `Bearer ${E2E_STAFF_TOKEN}` }

/** A new courier order of the market, moved through the shop's own calls until it is ready. */
async function readyOrder(request: APIRequestContext, country: 'SK' | 'CZ', tag: string): Promise<string> {
  const placed = await request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `deliveries-e2e-${tag}-${Date.now()}` },
    data: orderBody({ country }),
  })
  expect(placed.status()).toBe(201)
  const number = ((await placed.json()) as { orderNumber: string }).orderNumber
  const steps: FulfilmentStatus[] = ['received', 'confirmed', 'inProduction', 'ready']
  for (let version = 0; version < steps.length - 1; version++) {
    const moved = await request.post(withParams(API.staffOrderStatus, { number }).path, {
      headers: bearer,
      data: { from: steps[version], to: steps[version + 1], version },
    })
    expect(moved.status(), await moved.text()).toBe(200)
  }
  return number
}

/** The desk's words in each language, and a day of its own (nothing else plans onto it). */
const WORDS = {
  sk: {
    prefix: '',
    day: '2027-03-16',
    plan: 'Naplánovať na tento deň',
    window: 'Čas',
    notify: /^Poslať e-mail „na ceste“ s časom \(\d+\)$/,
    written: /^Pripravené e-maily: [1-9]\d*$/,
    sheet: 'Rozvozový list (PDF)',
    onVan: 'Naším autom utorok 16. marca, 10:00–12:00.',
    carrier: 'Prepravca',
    tracking: 'Číslo zásielky',
    parcel: 'Uložiť a poslať zákazníkovi e-mail',
    sent: 'Odoslané cez PPL, číslo zásielky',
  },
  cz: {
    prefix: '/cz',
    day: '2027-03-17',
    plan: 'Naplánovat na tento den',
    window: 'Čas',
    notify: /^Poslat e-mail „na cestě“ s časem \(\d+\)$/,
    written: /^Připravené e-maily: [1-9]\d*$/,
    sheet: 'Rozvozový list (PDF)',
    onVan: 'Naším autem středa 17. března, 10:00–12:00.',
    carrier: 'Dopravce',
    tracking: 'Číslo zásilky',
    parcel: 'Uložit a poslat zákazníkovi e-mail',
    sent: 'Odesláno přes PPL, číslo zásilky',
  },
} as const

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: staff plan a ready order on the van, e-mail "on the way", get the route sheet, send another by parcel`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const country = locale === 'sk' ? 'SK' : 'CZ'
    const van = await readyOrder(page.request, country, `${locale}-van`)
    const parcel = await readyOrder(page.request, country, `${locale}-parcel`)

    // The Czech desk at phone width: the stops turn into cards, nothing scrolls sideways.
    if (locale === 'cz') await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${words.prefix}/admin/rozvoz?den=${words.day}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('deliveries')).toHaveAttribute('data-date', words.day)
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Rozvoz' })).toBeVisible()

    // Plan the order in the second window.
    const candidate = page.getByRole('form', { name: van })
    await candidate.getByLabel(words.window).selectOption({ label: '10:00–12:00' })
    await candidate.getByRole('button', { name: words.plan }).click()
    const stop = page.getByTestId('delivery-stops').getByRole('row').filter({ hasText: van })
    await expect(stop).toContainText('10:00–12:00')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)

    // The "on the way" e-mail goes from here; the stop then shows it was sent.
    await page.getByRole('button', { name: words.notify }).click()
    await expect(page.getByRole('status').filter({ hasText: words.written })).toBeVisible()
    await expect(page.getByRole('button', { name: words.notify })).toBeDisabled()

    // The route sheet is a PDF for this day in the desk's language.
    const sheet = page.getByTestId('route-sheet')
    await expect(sheet).toHaveAccessibleName(words.sheet)
    const href = await sheet.getAttribute('href')
    expect(href).toBe(`${withParams(API.staffRouteSheetPdf, { date: words.day }).path}?locale=${locale}`)
    const pdf = await page.request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    // The order detail shows the van's day and window.
    await stop.getByRole('link', { name: van }).click()
    await expect(page.getByTestId('delivery-panel')).toContainText(words.onVan)

    // Another ready order leaves by parcel from its detail.
    await page.goto(`${words.prefix}/admin/objednavky/${parcel}`)
    const panel = page.getByTestId('delivery-panel')
    await panel.getByLabel(words.carrier, { exact: true }).selectOption({ label: 'PPL' })
    await panel.getByLabel(words.tracking, { exact: true }).fill('CZ12345678')
    await panel.getByRole('button', { name: words.parcel }).click()
    await expect(panel).toContainText(`${words.sent} CZ12345678.`)
    await expect(panel.getByRole('link', { name: /^(Sledovať zásielku|Sledovat zásilku)$/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.ppl\.cz\/.*CZ12345678$/,
    )
  })
}
