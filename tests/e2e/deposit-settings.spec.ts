import type { APIRequestContext, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { decode } from 'bysquare/pay'
import { E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API, withParams } from '#domain/endpoints.ts'
import { depositAmount } from '#domain/deposit.ts'
import { variableSymbolOf } from '#domain/invoice.ts'
import { toMinor } from '#domain/money.ts'
import type { ShopSettings, StaffSettings } from '#domain/settings.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; production before the deposit
// is refused with 422 on purpose.
test.use({ expectedStatuses: [401, 422] })
test.describe.configure({ mode: 'serial' })

const IBAN = { eur: 'SK9611000000002918599669', czk: 'CZ2806000000000168540115' }
const script = { authorization: `Bearer ${E2E_STAFF_TOKEN}`, 'x-staff-name': 'e2e-deposit' }

const WORDS = {
  sk: {
    prefix: '',
    confirm: 'Potvrdiť',
    anyway: 'Napriek tomu začať výrobu počas lehoty na bezplatné zrušenie',
    refused: 'Výroba sa nemôže začať pred prijatím zálohy',
    waiting: 'Zatiaľ neprijatá: výroba sa pred jej prijatím nemôže začať.',
    receipt: /^Prijatá .+ dňa \d{4}-\d{2}-\d{2} \(označená v administrácii\); daňový doklad FAZ\d{4}-\d{4}\.$/,
  },
  cz: {
    prefix: '/cz',
    confirm: 'Potvrdit',
    anyway: 'Přesto zahájit výrobu během lhůty pro bezplatné zrušení',
    refused: 'Výroba nemůže začít před přijetím zálohy',
    waiting: 'Zatím nepřijata: výroba před jejím přijetím nemůže začít.',
    receipt: /^Přijata .+ dne \d{4}-\d{2}-\d{2} \(označena v administraci\); daňový doklad FAZ\d{4}-\d{4}\.$/,
  },
} as const

let before: ShopSettings
let settings: ShopSettings

async function publish(request: APIRequestContext, data: ShopSettings) {
  const current = (await (await request.get(API.staffSettings.path, { headers: script })).json()) as StaffSettings
  const response = await request.post(API.staffPublishSettings.path, {
    headers: script,
    data: { baseVersion: current.version, data, note: 'e2e: deposits' },
  })
  expect(response.status(), await response.text()).toBe(200)
  return current
}

test.beforeAll(async ({ request }) => {
  const current = (await (await request.get(API.staffSettings.path, { headers: script })).json()) as StaffSettings
  before = current.data
  // A deposit of 30 % on every order of either market.
  settings = { ...before, depositPercent: 30, depositAbove: { sk: 0, cz: 0 }, iban: IBAN }
  await publish(request, settings)
})

test.afterAll(async ({ request }) => {
  // The settings as this spec found them.
  await publish(request, before)
})

/** The pixels of a PNG as the browser decodes it, for jsQR. */
async function pixelsOf(page: Page, png: Buffer) {
  return page.evaluate(
    async (src) => {
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      const context = canvas.getContext('2d')!
      context.drawImage(image, 0, 0)
      const data = context.getImageData(0, 0, canvas.width, canvas.height)
      return { width: data.width, height: data.height, data: Array.from(data.data) }
    },
    `data:image/png;base64,${png.toString('base64')}`,
  )
}

/** The production step through its confirmation (inside the customer's cancellation window: asked twice). */
async function startProduction(page: Page, locale: keyof typeof WORDS) {
  await page.getByTestId('order-status-next').click()
  const confirmation = page.getByTestId('status-confirm')
  await confirmation.getByRole('checkbox', { name: WORDS[locale].anyway }).check()
  await confirmation.getByRole('button', { name: WORDS[locale].confirm, exact: true }).click()
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: a deposit is asked at the confirmation with its payment QR; production waits until it is received`, async ({
    page,
  }) => {
    test.slow()
    const words = WORDS[locale]
    const country = locale === 'sk' ? 'SK' : 'CZ'
    const placed = await page.request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `deposit-${locale}-${Date.now()}` },
      data: orderBody({ country }),
    })
    expect(placed.status()).toBe(201)
    const { orderNumber: number } = (await placed.json()) as { orderNumber: string }

    await page.goto(`${words.prefix}/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'received')
    await page.getByTestId('order-status-next').click()
    await page.getByTestId('status-confirm').getByRole('button', { name: words.confirm, exact: true }).click()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')
    await expect(page.getByRole('heading', { name: 'Záloha', exact: true })).toBeVisible()
    await expect(page.getByTestId('deposit-waiting')).toHaveText(words.waiting)

    // The amount the shop's rule asks of this order's total.
    const detail = (await (
      await page.request.get(withParams(API.staffOrder, { number }).path)
    ).json()) as StaffOrderDetail
    const currency = detail.currency
    const amount = depositAmount(toMinor(detail.total.gross), currency, country, settings)
    expect(detail.deposit?.amount).toBe(amount)

    // The confirmation e-mail leaves after the undo window, its QR as an inline image.
    const mailOf = async () =>
      (await readOutbox(process.env.E2E_DATA_DIR!)).find((mail) => mail.file === `${number}-status-confirmed.eml`)
    await expect.poll(async () => (await mailOf()) !== undefined, { timeout: 20_000 }).toBe(true)
    const mail = (await mailOf())!
    const iban = currency === 'EUR' ? IBAN.eur : IBAN.czk
    expect(mail.text).toContain(iban.replace(/(.{4})/g, '$1 ').trim())
    expect(mail.text).toContain(variableSymbolOf(number))
    const png = mail.attachments.find((attachment) => attachment.contentType === 'image/png')
    expect(png, 'the payment QR attached inline').toBeDefined()
    const pixels = await pixelsOf(page, png!.content)
    const qr = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)
    expect(qr, 'a readable QR code').not.toBeNull()
    if (currency === 'EUR') {
      const payment = decode(qr!.data).payments[0]!
      expect(payment.bankAccounts[0]!.iban).toBe(iban)
      expect(payment.amount).toBe(amount / 100)
      expect(payment.variableSymbol).toBe(variableSymbolOf(number))
    } else {
      expect(qr!.data).toMatch(/^SPD\*1\.0\*/)
      expect(qr!.data.split('*')).toEqual(
        expect.arrayContaining([
          `ACC:${iban}`,
          `AM:${(amount / 100).toFixed(2)}`,
          'CC:CZK',
          `X-VS:${variableSymbolOf(number)}`,
        ]),
      )
    }

    // Production before the deposit: refused, the reason said.
    await startProduction(page, locale)
    await expect(page.getByRole('alert').filter({ hasText: words.refused })).toBeVisible()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')

    // Received (the amount asked, today): its tax document is issued, and production starts.
    await page.getByTestId('deposit-received').click()
    await expect(page.getByTestId('deposit-receipt')).toHaveText(words.receipt)
    await startProduction(page, locale)
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'inProduction')
  })
}

test('sk: a CSV bank statement imported on the orders desk receives the deposit its credit pays', async ({ page }) => {
  const placed = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `deposit-csv-${Date.now()}` },
    data: orderBody({ country: 'SK' }),
  })
  expect(placed.status()).toBe(201)
  const { orderNumber: number } = (await placed.json()) as { orderNumber: string }
  const confirmed = await page.request.post(withParams(API.staffOrderStatus, { number }).path, {
    headers: script,
    data: { from: 'received', to: 'confirmed', version: 0 },
  })
  expect(confirmed.status()).toBe(200)
  const detail = (await (
    await page.request.get(withParams(API.staffOrder, { number }).path, { headers: script })
  ).json()) as StaffOrderDetail
  const amount = detail.deposit!.amount
  const csv = [
    'dátum;suma;mena;variabilný symbol',
    `01.12.2026;${(amount / 100).toFixed(2).replace('.', ',')};EUR;${variableSymbolOf(number)}`,
    '01.12.2026;12,00;EUR;1234',
  ].join('\n')

  await page.goto('/admin/objednavky')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await page.getByText('Zálohy: načítať bankový výpis').click()
  await page
    .getByLabel(/^Bankový výpis/)
    .setInputFiles({ name: 'vypis.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') })
  await page.getByRole('button', { name: 'Načítať a spárovať zálohy' }).click()
  const result = page.getByTestId('statement-result')
  await expect(result).toContainText('vypis.csv: 1 z 2 pripísaných platieb uhradilo zálohu.')
  await expect(result.locator('li[data-result="matched"]')).toContainText(number)
  await expect(result.locator('li[data-result="unknownSymbol"]')).toContainText(
    'žiadna nezaplatená záloha nemá tento variabilný symbol',
  )

  await page.goto(`/admin/objednavky/${number}`)
  await expect(page.getByTestId('deposit-receipt')).toContainText('dňa 2026-12-01 (spárovaná z výpisu CSV)')
})
