/**
 * A fully booked workshop (issue 39.1): the owner publishes a capacity of one piece a working day on the settings
 * page, the desk confirms orders until the calendar passes the terms' production limit, and the checkout then says so
 * before the order button, naming the last day the terms promise, in Slovak and Czech. The shopper may still order:
 * the order keeps the late date the checkout showed, and the desk's order page marks that promise as past the terms.
 * At the end the settings are published back as they were and the
 * spec's own confirmed orders are cancelled, so the workshop's load is what the other specs found.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_OWNER, E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { API, withParams } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import type { DeliveryEstimate } from '#domain/production/plan.ts'
import type { ShopSettings, ShopSettingsResponse, StaffSettings } from '#domain/settings.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { formatDay } from '#i18n/format.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import {
  test,
  expect,
  hydrated,
  addToCart,
  addedToCart,
  courierRadio,
  nextStep,
  orderNumber,
  priced,
  submitStaffSignIn,
} from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })
test.describe.configure({ mode: 'serial' })

const script = { authorization: `Bearer ${E2E_STAFF_TOKEN}`, 'x-staff-name': 'e2e-delivery-late' }

const MARKETS = [
  {
    name: 'sk',
    locale: 'sk',
    country: 'SK',
    path: '',
    delivered: 'Dodáme do',
    order: 'Objednať s povinnosťou platby',
    deskLate: 'Sľúbené po lehote:',
    deskAgree: 'Termín dohodnite so zákazníkom.',
    terms: /^Prečítal\(a\) som si obchodn/,
    late: (termsDue: string) =>
      'Tento termín je neskorší, ako sľubujú naše obchodné podmienky: dielňa je plne vyťažená a vašu objednávku by ' +
      `nestihla vyrobiť do ${termsDue}, posledného dňa výroby, ktorý podmienky pripúšťajú. ` +
      'Objednávku môžete odoslať aj tak; termín dodania s vami dohodneme.',
    customer: {
      Meno: 'Lenka',
      Priezvisko: 'Neskorá',
      'E-mail': 'lenka.neskora@example.sk',
      Telefón: '905123456',
      'Ulica a číslo': 'Hlavná 14',
      Mesto: 'Nitra',
      PSČ: '949 01',
    },
  },
  {
    name: 'cz',
    locale: 'cz',
    country: 'CZ',
    path: '/cz',
    delivered: 'Doručíme do',
    order: 'Objednat s povinností platby',
    deskLate: 'Slíbeno po lhůtě:',
    deskAgree: 'Termín domluvte se zákazníkem.',
    terms: /^Přečetl\(a\) jsem si obchodn/,
    late: (termsDue: string) =>
      'Tento termín je pozdější, než slibují naše obchodní podmínky: dílna je plně vytížená a vaši objednávku by ' +
      `nestihla vyrobit do ${termsDue}, posledního dne výroby, který podmínky připouštějí. ` +
      'Objednávku můžete odeslat i tak; termín dodání s vámi domluvíme.',
    customer: {
      Jméno: 'Lenka',
      Příjmení: 'Pozdní',
      'E-mail': 'lenka.pozdni@example.cz',
      Telefon: '602123456',
      'Ulice a číslo': 'Dlouhá 14',
      Město: 'Olomouc',
      PSČ: '779 00',
    },
  },
] as const

let before: ShopSettings | undefined
/** The orders this spec confirmed to fill the workshop, with the version each confirmation left. */
const fillers: { number: string; version: number }[] = []

/** What the shop's estimate answers now for a cart of one cabinet, asked the way the checkout asks. */
async function estimate(request: APIRequestContext, country: Country): Promise<DeliveryEstimate> {
  const response = await request.get(`${API.getDeliveryEstimate.path}?country=${country}&pieces=1&pickup=0`)
  expect(response.status()).toBe(200)
  return (await response.json()) as DeliveryEstimate
}

async function publish(request: APIRequestContext, data: ShopSettings) {
  const current = (await (await request.get(API.staffSettings.path, { headers: script })).json()) as StaffSettings
  const response = await request.post(API.staffPublishSettings.path, {
    headers: script,
    data: { baseVersion: current.version, data, note: 'e2e: delivery late, settings back' },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A one-cabinet order placed and confirmed by the desk: the calendar plans it on the first free workshop day. */
async function confirmedFiller(request: APIRequestContext, index: number) {
  const placed = await request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `delivery-late-${index}-${Date.now()}` },
    data: orderBody({ country: 'SK', lines: [cartLine({}, 'SK', 1)] }),
  })
  expect(placed.status()).toBe(201)
  const { orderNumber: number } = (await placed.json()) as { orderNumber: string }
  const confirmed = await request.post(withParams(API.staffOrderStatus, { number }).path, {
    headers: script,
    data: { from: 'received', to: 'confirmed', version: 0 },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const { order } = (await confirmed.json()) as { order: { version: number } }
  fillers.push({ number, version: order.version })
}

test.afterAll(async ({ request }) => {
  // The settings as this spec found them, and its confirmed orders out of the plan (a cancellation unplans them).
  if (before) await publish(request, before)
  for (const filler of fillers) {
    const cancelled = await request.post(withParams(API.staffOrderStatus, { number: filler.number }).path, {
      headers: script,
      data: {
        from: 'confirmed',
        to: 'cancelled',
        version: filler.version,
        note: 'e2e: the workshop filled on purpose',
      },
    })
    expect(cancelled.status(), await cancelled.text()).toBe(200)
  }
})

test('the owner publishes a workshop of one piece a day; confirmed orders fill it past the terms', async ({
  page,
  request,
}) => {
  test.slow()
  const current = (await (await request.get(API.staffSettings.path, { headers: script })).json()) as StaffSettings
  before = current.data
  expect(before.workshop.capacity).toBeGreaterThan(1)

  await page.goto('/admin/nastavenia')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page.getByRole('heading', { name: 'Nastavenia obchodu' })).toBeVisible()
  const capacity = page.getByLabel('Kapacita dielne (kusov skriniek za pracovný deň; predsieň sa počíta po moduloch)', {
    exact: true,
  })
  await expect(capacity).toHaveValue(String(before.workshop.capacity))
  await capacity.fill('1')
  await page.getByRole('button', { name: 'Zverejniť', exact: true }).click()
  await expect(page.getByText(/^Verzia \d+ je zverejnená a platí\.$/)).toBeVisible()

  // The server reads the published settings again within a few seconds (CONFIG_MAX_AGE_MS): orders confirmed
  // before that would be planned at the old capacity.
  await expect
    .poll(async () => {
      const shop = (await (await request.get(API.getShopSettings.path)).json()) as ShopSettingsResponse
      return shop.settings.workshop.capacity
    })
    .toBe(1)

  // Each confirmed order takes a whole workshop day now. The terms' production time, less the days before the first
  // free one, fills most of it; then a few more at a time (holidays, the cancellation window) until both markets'
  // estimates are late. The server reuses an estimate for those few seconds too, hence the polls.
  const bothLate = async () => (await estimate(request, 'SK')).late && (await estimate(request, 'CZ')).late
  let batch = before.leadTimes.termsProduction - 3
  while (fillers.length < 2 * before.leadTimes.termsProduction) {
    for (let i = 0; i < batch; i++) await confirmedFiller(request, fillers.length)
    batch = 2
    const late = await expect
      .poll(bothLate, { timeout: 8_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      )
    if (late) break
  }
  for (const country of ['SK', 'CZ'] as const) {
    const late = await estimate(request, country)
    expect(late.late).toBe(true)
    expect(late.ready > late.termsDue).toBe(true)
  }
})

/** The warning in the checkout, found by the words it starts with. */
const lateWarning = (page: Page) =>
  page.getByText(
    /^Tento termín je (neskorší, ako sľubujú naše obchodné podmienky|pozdější, než slibují naše obchodní podmínky):/,
  )

for (const market of MARKETS) {
  test(`${market.name}: the checkout says the order would be late before the order button; the order is taken with that date`, async ({
    page,
  }) => {
    test.slow()
    await page.goto(`${market.path}/detail/L1D`)
    await hydrated(page)
    await priced(page)
    await addToCart(page).click()
    await expect(addedToCart(page)).toBeVisible()
    await page.goto(`${market.path}/cart`)
    await hydrated(page)

    const late = await estimate(page.request, market.country)
    expect(late.late).toBe(true)
    const termsDue = formatDay(late.termsDue, market.locale)
    // Already in the cart: the late date and what the terms promise.
    await expect(page.getByTestId('delivery-estimate')).toHaveAttribute('data-date', late.delivery)
    await expect(lateWarning(page)).toHaveText(market.late(termsDue))

    await nextStep(page).click()
    await courierRadio(page).check()
    await nextStep(page).click()
    for (const [label, value] of Object.entries(market.customer))
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    await page.getByRole('checkbox', { name: market.terms }).check()

    // The address step: the date and the warning, both above the order button.
    const promise = page.getByTestId('delivery-estimate')
    const button = page.getByRole('button', { name: market.order, exact: true })
    await expect(promise).toHaveAttribute('data-date', late.delivery)
    await expect(promise).toHaveText(`${market.delivered} ${formatDay(late.delivery, market.locale)}`)
    await expect(lateWarning(page)).toHaveText(market.late(termsDue))
    await expect(lateWarning(page)).toBeVisible()
    const warningBox = (await lateWarning(page).boundingBox())!
    const buttonBox = (await button.boundingBox())!
    expect(warningBox.y + warningBox.height).toBeLessThanOrEqual(buttonBox.y)
    const shown = (await promise.getAttribute('data-date'))!
    expect(shown > late.termsDue).toBe(true)

    // The shopper may still order: the confirmation and the stored order keep the late date shown.
    await button.click()
    await expect(page).toHaveURL(/\/potvrdenie-objednavky\?/)
    await expect(page.getByTestId('delivery-estimate')).toHaveAttribute('data-date', shown)
    const number = (await orderNumber(page).textContent())!
    const detail = (await (
      await page.request.get(withParams(API.staffOrder, { number }).path, { headers: script })
    ).json()) as StaffOrderDetail
    expect(detail.deliveryDate).toBe(shown)

    // The desk's order page marks the promise as past the terms before anyone confirms the order.
    await page.goto(`${market.path}/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('delivery-estimate')).toHaveAttribute('data-date', shown)
    const mark = page.getByRole('alert').filter({ hasText: market.deskLate })
    await expect(mark).toBeVisible()
    await expect(mark).toContainText(market.deskAgree)
  })
}
