import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { E2E_OWNER } from '../../playwright.config'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { API } from '#domain/endpoints.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

const PASSWORD = 'e2e-language-0123'

/**
 * An account of the test's own (`npm run staff:add` on the e2e server's database): choosing a language changes where
 * its staff pages open, which must not reach the accounts other specs share.
 */
async function ownAccount(tag: string): Promise<string> {
  const email = `jazyk-${tag}-${Date.now()}@skrinka.sk`
  await promisify(execFile)(
    'node_modules/.bin/tsx',
    ['src/scripts/staffAdd.ts', '--email', email, '--name', 'Jana Jazyková', '--role', 'staff', '--password', PASSWORD],
    { env: { PATH: process.env.PATH ?? '', DATA_DIR: process.env.E2E_DATA_DIR! } },
  )
  return email
}

/** The back office's words in each language. */
const WORDS = {
  sk: { prefix: '', dashboard: 'Prehľad', prices: 'Cenníky', name: 'Slovenčina' },
  cz: { prefix: '/cz', dashboard: 'Přehled', prices: 'Ceníky', name: 'Čeština' },
} as const

for (const [from, to] of [
  ['sk', 'cz'],
  ['cz', 'sk'],
] as const) {
  test(`${from} → ${to}: a staff member chooses ${to === 'cz' ? 'Czech' : 'Slovak'}; sign-in and every staff address follow`, async ({
    page,
  }) => {
    const email = await ownAccount(from)
    const here = WORDS[from]
    const there = WORDS[to]
    const nav = page.getByTestId('admin-nav')
    await page.goto(`${here.prefix}/admin`)
    await hydrated(page)
    await submitStaffSignIn(page, email, PASSWORD)
    await expect(nav.getByRole('link', { name: here.dashboard })).toBeVisible()
    // None chosen yet: the menu shows the address's language.
    await expect(page.getByTestId('staff-language')).toHaveValue(from === 'cz' ? 'cs' : 'sk')

    await page.getByRole('combobox', { name: /^Jazyk administr/ }).selectOption({ label: there.name })
    await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+${there.prefix}/admin$`))
    await hydrated(page)
    await expect(nav.getByRole('link', { name: there.dashboard })).toBeVisible()
    await expect(page.getByTestId('staff-language')).toHaveValue(to === 'cz' ? 'cs' : 'sk')

    // A staff page at the other language's address opens in the chosen one, its query kept.
    await page.goto(`${here.prefix}/admin/objednavky?status=received`)
    await expect(page).toHaveURL(new RegExp(`${there.prefix}/admin/objednavky\\?status=received$`))
    await hydrated(page)
    await expect(nav.getByRole('link', { name: there.prices })).toBeVisible()

    // Signed out and in again on the first language's sign-in: the desk opens in the chosen language.
    await page.getByTestId('sign-out').click()
    await page.goto(`${here.prefix}/admin`)
    await hydrated(page)
    await submitStaffSignIn(page, email, PASSWORD)
    await expect(page).toHaveURL(new RegExp(`${there.prefix}/admin$`))
    await expect(nav.getByRole('link', { name: there.dashboard })).toBeVisible()
  })
}

test("sk: the desk's drawing and the price list write a decimal comma; the owner sets the workshop's language", async ({
  page,
}) => {
  const response = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `desk-language-${Date.now()}` },
    data: orderBody({ lines: [cartLine({ variant: 'L1D', width: 49.3 })] }),
  })
  expect(response.status()).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  await page.goto(`/admin/objednavky/${orderNumber}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  const width = page.getByTestId('order-line').locator('[data-dimension="width"]')
  await expect(width).toHaveText('49,3 cm')

  await page.goto('/admin/nastavenia')
  await hydrated(page)
  const workshop = page.getByLabel('Jazyk pracovných príkazov a výrobných dávok')
  await expect(workshop).toHaveValue('sk')
  await expect(workshop.getByRole('option')).toHaveText(['slovenčina', 'čeština'])

  // The price list's rates as the owner edits them: a decimal comma, not "24.00".
  await page.goto('/admin/cennik')
  await hydrated(page)
  const rates = page.getByTestId('price-rate')
  await expect(rates.first()).toBeEditable()
  const values = await rates.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) expect(value).toMatch(/^\d+,\d{2}$/)
})

test("cz: the owner finds the workshop's language among the Czech settings", async ({ page }) => {
  await page.goto('/cz/admin/nastavenia')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  const workshop = page.getByLabel('Jazyk pracovních příkazů a výrobních dávek')
  await expect(workshop).toHaveValue('sk')
  await expect(workshop.getByRole('option')).toHaveText(['slovenština', 'čeština'])
})
