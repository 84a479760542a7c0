import { E2E_STAFF } from '../../playwright.config'
import { API } from '#domain/endpoints.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The dashboard's words in each language. */
const WORDS = {
  sk: {
    prefix: '',
    toConfirm: /nové objednávky na potvrdenie$/,
    sales: 'Predaj tento mesiac',
    market: 'Slovensko',
    received: 'Prijatá',
  },
  cz: {
    prefix: '/cz',
    toConfirm: /nové objednávky k potvrzení$/,
    sales: 'Prodej tento měsíc',
    market: 'Česko',
    received: 'Přijata',
  },
} as const

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: staff sign in to the dashboard, see the new orders to confirm and open their list${locale === 'cz' ? ' (phone width)' : ''}`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    // A new order, placed through the shop's own call: at least one waits for confirmation.
    const placed = await page.request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `dashboard-e2e-${locale}-${Date.now()}` },
      data: orderBody({ country: locale === 'sk' ? 'SK' : 'CZ' }),
    })
    expect(placed.status()).toBe(201)

    // The Czech desk at phone width: the figures and the month's sales fit without a sideways scroll.
    if (locale === 'cz') await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${words.prefix}/admin`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page).toHaveURL(`${words.prefix}/admin`)
    await expect(page.getByTestId('dashboard')).toBeVisible()
    await expect(page.getByRole('heading', { name: words.sales })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: words.market })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)

    const toConfirm = page.getByRole('link', { name: words.toConfirm })
    await expect(toConfirm).not.toHaveAttribute('data-figure-count', '0')
    await toConfirm.click()
    await expect(page).toHaveURL(`${words.prefix}/admin/objednavky?status=received`)
    // The list shows the orders the figure counts: received ones, and no other.
    const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
    await expect(rows.first()).toBeVisible()
    await expect(rows.filter({ hasNotText: words.received })).toHaveCount(0)
  })
}
