import type { Page } from '@playwright/test'
import { E2E_OWNER, E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'
import { parseUnits, unitsText } from '#domain/priceConfig.ts'
import { shopLocalInput } from '#domain/priceSchedule.ts'
import { API } from '#domain/endpoints.ts'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; staff publishing answers 403.
test.use({ expectedStatuses: [401, 403] })
// The owner's test publishes a version for later and cancels it: never beside itself.
test.describe.configure({ mode: 'serial' })

const signIn = async (page: Page, prefix: string, account: { email: string; password: string }) => {
  await page.goto(`${prefix}/admin/cennik`)
  await hydrated(page)
  await submitStaffSignIn(page, account.email, account.password)
  await expect(page).toHaveURL(`${prefix}/admin/cennik`)
}
/** The plastic leg's rate of a market: an option no other spec's prices depend on, and never published here. */
const plasticLeg = (page: Page, country: 'SK' | 'CZ') =>
  page.locator(`[data-testid="price-rate"][data-rate-key="${country}.legs.plastic"]`)
const publishButton = (page: Page) =>
  page.getByRole('button', { name: /^(Zverejniť novú verziu|Zveřejnit novou verzi)$/ })

for (const [locale, country, prefix] of [
  ['sk', 'SK', ''],
  ['cz', 'CZ', '/cz'],
] as const) {
  test(`${locale}: a staff member may try a change and see its preview, but may not publish prices`, async ({
    page,
  }) => {
    await signIn(page, prefix, E2E_STAFF)
    await expect(page.getByTestId('price-read-only')).toBeVisible()
    await expect(publishButton(page)).toHaveCount(0)
    await expect(page.getByTestId('price-preview')).toHaveCount(0)
    const rate = plasticLeg(page, country)
    const before = parseUnits(await rate.inputValue())
    await rate.fill(unitsText(before * 2))
    // The preview: sample designs on plastic legs dearer, the rest unchanged; orders placed are not affected.
    const preview = page.getByTestId('price-preview')
    await expect(preview).toBeVisible()
    await expect(preview).toContainText(/(Prijatých objednávok sa to netýka|Přijatých objednávek se to netýká)/)
    const market = preview.locator(`[data-country="${country}"]`)
    const rows = market.getByTestId('price-preview-row')
    const count = await rows.count()
    expect(count).toBeGreaterThan(0)
    await expect(market.getByTestId('price-preview-summary')).toContainText(
      new RegExp(`^(Cena sa mení pri|Cena se mění u) ${count} z 81 `),
    )
    for (const row of await rows.all()) {
      expect(Number(await row.getAttribute('data-after'))).toBeGreaterThan(
        Number(await row.getAttribute('data-before')),
      )
    }
    // The other market's prices do not change.
    const other = country === 'SK' ? 'CZ' : 'SK'
    await expect(preview.locator(`[data-country="${other}"]`).getByTestId('price-preview-row')).toHaveCount(0)
    // The server refuses a staff member's publish all the same.
    const refused = await page.request.post(API.staffPublishPrices.path, {
      data: { baseVersion: 1, data: {} },
      headers: { origin: new URL(page.url()).origin },
    })
    expect(refused.status()).toBe(403)
  })
}

test('sk: the owner previews a large change, confirms it, publishes it for tomorrow 6:00 and cancels it', async ({
  page,
}) => {
  await signIn(page, '', E2E_OWNER)
  const shopVersion = async () =>
    ((await (await page.request.get(API.getPriceList.path)).json()) as { version: number }).version
  const inForce = await shopVersion()
  const rate = plasticLeg(page, 'SK')
  const before = parseUnits(await rate.inputValue())
  await rate.fill(unitsText(before * 3))
  await expect(page.getByTestId('price-preview').getByTestId('price-preview-summary').first()).toContainText(
    /^Cena sa mení pri \d+ z 81 vzorových návrhov, od 0 % do \+\d/,
  )
  // More than 50 %: publishing asks for the explicit confirmation first.
  await publishButton(page).click()
  await expect(page.getByText(/^Zmena o viac ako 50 %: na zverejnenie potvrďte/)).toBeVisible()
  await page.getByLabel('Veľké zmeny som skontroloval(a) a chcem ich zverejniť').check()
  // From tomorrow at 6:00 on the shop's clock.
  const tomorrow = `${shopLocalInput(new Date(Date.now() + 86_400_000)).slice(0, 10)}T06:00`
  await page.getByLabel('Od dátumu a času').check()
  await page.getByLabel('Dátum a čas (Bratislava)').fill(tomorrow)
  await page.getByTestId('price-note').fill('e2e: naplánované')
  await publishButton(page).click()
  await expect(page.getByTestId('price-status')).toContainText(
    /^Verzia \d+ je zverejnená a platí od .+ \(bratislavského času\)\.$/,
  )
  const scheduled = page.getByTestId('price-scheduled')
  await expect(scheduled).toBeVisible()
  await expect(scheduled).toContainText(`Dovtedy platí verzia ${inForce}.`)
  // The shop keeps the prices in force; another version waits until this one is cancelled.
  expect(await shopVersion()).toBe(inForce)
  await expect(publishButton(page)).toBeDisabled()
  await expect(page.getByTestId('price-preview')).toHaveAttribute('data-what', 'scheduled')
  await page.getByRole('button', { name: 'Zrušiť naplánovanú verziu' }).click()
  await expect(page.getByTestId('price-status')).toHaveText('Naplánovaná verzia je zrušená; platné ceny ostávajú.')
  await expect(scheduled).toHaveCount(0)
  await expect(page.getByTestId('price-version').first()).toContainText('zrušená')
  await expect(page.getByTestId('price-version').first()).toContainText('e2e: naplánované')
  expect(await shopVersion()).toBe(inForce)
  await expect(publishButton(page)).toBeEnabled()
})

test('cz: the owner cannot publish for a time already past, and every typed value is kept', async ({ page }) => {
  await signIn(page, '/cz', E2E_OWNER)
  const rate = plasticLeg(page, 'CZ')
  const typed = unitsText(parseUnits(await rate.inputValue()) + 100)
  await rate.fill(typed)
  await expect(page.getByTestId('price-preview')).toContainText('Náhled vašich změn')
  await page.getByLabel('Od data a času').check()
  await page.getByLabel('Datum a čas (Bratislava)').fill('2020-01-01T06:00')
  await publishButton(page).click()
  await expect(page.getByText('Vyberte datum a čas alespoň o minutu později.')).toBeVisible()
  await expect(page.getByLabel('Datum a čas (Bratislava)')).toHaveAttribute('aria-invalid', 'true')
  await expect(rate).toHaveValue(typed)
  await expect(page.getByTestId('price-scheduled')).toHaveCount(0)
})
