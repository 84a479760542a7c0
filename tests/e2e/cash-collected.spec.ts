import type { APIRequestContext } from '@playwright/test'
import { E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

const bearer = { authorization: `Bearer ${E2E_STAFF_TOKEN}` }

/** Euro money as the Slovak screens write it: 602,25 € (a non-breaking space before the sign). */
const euro = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}\u00a0€`

/**
 * A Slovak courier order whose total is not a whole multiple of 5 cents (so cash rounds it): a few cart sizes are
 * tried through the shop's own call; the total and the confirmation's address as the shop answered them.
 */
async function orderThatRounds(request: APIRequestContext) {
  for (const [count, width] of [1, 2, 3, 4, 5].flatMap((count) => [50, 60, 70, 80].map((width) => [count, width]))) {
    const placed = await request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `cash-e2e-${count}-${width}-${Date.now()}` },
      data: orderBody({ country: 'SK', lines: [cartLine({ width }, 'SK', count!)] }),
    })
    expect(placed.status()).toBe(201)
    const answer = (await placed.json()) as { orderNumber: string; total: number; confirmationToken: string }
    const total = Math.round(answer.total * 100)
    if (total % 5 !== 0) return { ...answer, total }
  }
  throw new Error('No cart size gave a total that cash rounds.')
}

/** Moves an order through the shop's own status calls to `to`. */
async function moveTo(request: APIRequestContext, number: string, to: FulfilmentStatus) {
  const steps: FulfilmentStatus[] = ['received', 'confirmed', 'inProduction', 'ready', 'delivered']
  for (let version = 0; steps[version] !== to; version++) {
    const moved = await request.post(withParams(API.staffOrderStatus, { number }).path, {
      headers: bearer,
      data: { from: steps[version], to: steps[version + 1], version },
    })
    expect(moved.status(), await moved.text()).toBe(200)
  }
}

test('sk: a cash order that rounds shows the rounding, staff deliver it and record the cash, the report and the dashboard follow', async ({
  page,
}) => {
  test.slow()
  const order = await orderThatRounds(page.request)
  const { orderNumber: number } = order
  // Cash in euro is rounded to 5 cents (..1, ..2 down; ..3, ..4 up; ..6, ..7 down; ..8, ..9 up).
  const due = Math.round(order.total / 5) * 5
  const rounding = due - order.total
  const roundingText = `${rounding > 0 ? '+' : '-'}0,0${Math.abs(rounding)}\u00a0€`

  // The confirmation page: the total with VAT, the rounding as its own line, what is paid in cash.
  await page.goto(`/potvrdenie-objednavky?order=${number}&token=${order.confirmationToken}`)
  await hydrated(page)
  await expect(page.getByTestId('order-number')).toHaveText(number)
  await expect(page.getByText(/^Spolu: /)).toContainText(`Spolu: ${euro(order.total)} s DPH`)
  await expect(page.getByTestId('cash-rounding')).toHaveText(`Zaokrúhlenie: ${roundingText}`)
  await expect(page.getByTestId('confirmed-total')).toHaveText(`Na úhradu pri doručení: ${euro(due)} v hotovosti`)

  // Staff move it to ready through the desk's calls, then deliver it on its page.
  await moveTo(page.request, number, 'ready')
  await page.goto(`/admin/objednavky/${number}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'ready')
  await page.getByTestId('order-status-next').click()
  const confirm = page.getByTestId('status-confirm')
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button', { name: 'Potvrdiť', exact: true }).click()
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'delivered')

  // The dashboard lists it as delivered without its cash.
  await page.goto('/admin')
  const missing = page.getByRole('region', { name: /^Doručené bez zapísanej hotovosti/ })
  await expect(missing.getByRole('link', { name: number })).toBeVisible()

  // On the order's page the form offers the amount to collect, today and the staff member's name.
  await page.goto(`/admin/objednavky/${number}`)
  const cash = page.getByTestId('cash-collected')
  await expect(cash.getByTestId('cash-rounding')).toHaveText(`Zaokrúhlenie: ${roundingText}`)
  await expect(cash).toContainText(`Vybrať v hotovosti: ${euro(due)}`)
  const amount = cash.getByLabel('Prevzatá suma')
  await expect(amount).toHaveValue(euro(due).replace('\u00a0€', ''))
  await expect(cash.getByLabel('Deň prevzatia')).toHaveValue(shopTime(new Date()).slice(0, 10))
  await expect(cash.getByLabel('Prevzal (vodič)')).toHaveValue(E2E_STAFF.name)

  // Another amount asks to confirm the difference, and is shown as one once recorded.
  await cash.getByLabel('Prevzal (vodič)').fill('Ján Vodič')
  await amount.fill(euro(due - 100).replace('\u00a0€', ''))
  await cash.getByRole('button', { name: 'Zapísať hotovosť' }).click()
  const dialog = cash.getByRole('alertdialog', { name: 'Potvrďte rozdiel' })
  await expect(dialog).toContainText(`o -1,00\u00a0€`)
  await dialog.getByRole('button', { name: 'Zapísať s rozdielom' }).click()
  await expect(cash.getByRole('status')).toContainText(`Prevzal Ján Vodič`)
  await expect(cash.getByRole('status')).toContainText(`Rozdiel: -1,00\u00a0€`)

  // Corrected to the amount to collect: no difference left.
  await amount.fill(euro(due).replace('\u00a0€', ''))
  await cash.getByRole('button', { name: 'Opraviť záznam' }).click()
  await expect(cash.getByRole('status')).toContainText(euro(due))
  await expect(cash.getByRole('status')).not.toContainText('Rozdiel')

  // The day's report on the deliveries desk: the driver, the order, the sum.
  await page.goto('/admin/rozvoz')
  const report = page.getByRole('region', { name: 'Hotovosť prevzatá v tento deň' })
  const driver = report.getByRole('table').filter({ hasText: 'Ján Vodič' })
  await expect(driver.getByRole('link', { name: number })).toBeVisible()
  await expect(driver.getByRole('row').filter({ hasText: number })).toContainText(euro(due))
  await expect(report.getByRole('button', { name: 'Vytlačiť prehľad hotovosti' })).toBeVisible()

  // The dashboard no longer lists it.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: /^Doručené bez zapísanej hotovosti/ })).toBeVisible()
  await expect(
    page.getByRole('region', { name: /^Doručené bez zapísanej hotovosti/ }).getByRole('link', { name: number }),
  ).toHaveCount(0)
})
