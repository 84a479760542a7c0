/**
 * Issue 37, point 1 on the real server (SQLite or PostgreSQL): saveOrder charges the VAT of the place of supply and
 * the buyer, not of the market: the lines' net stays the market's price list, the gross is net × (1 + the treatment's
 * rate); the treatment is stored with the order and its VAT shown on the confirmation and in the e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { addStaffAccount } from './staffAccount'
import { queryRows } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API, type Endpoint } from '#domain/endpoints.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import type { Country } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { SEED_PRICES, vatRatesOf } from '#domain/priceList.ts'
import type { OrderSummary, SaveOrderRequest } from '#domain/schemas.ts'
import type { ShopSettings, StaffSettings } from '#domain/settings.ts'
import { sellerTaxOf, type TaxSettings } from '#domain/tax.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

const PASSWORD = 'heslo-pre-testy-1'
const RATES = vatRatesOf(SEED_PRICES)
let server: TestServer
let owner: string

const call = (entry: Endpoint, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: entry.method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let keys = 0
const post = (body: SaveOrderRequest) =>
  call(API.saveOrderSkrinka, body, { 'idempotency-key': `vat-test-${Date.now()}-${++keys}` })

/** Publishes the seed settings with some changed, as the owner. */
async function publishSettings(change: Partial<ShopSettings>) {
  const current = (await (await call(API.staffSettings, undefined, { cookie: owner })).json()) as StaffSettings
  const published = await call(
    API.staffPublishSettings,
    { baseVersion: current.version, data: { ...SEED_SETTINGS, ...change } },
    { cookie: owner },
  )
  expect(published.status).toBe(200)
}

const taxOf = (settings: ShopSettings): TaxSettings => ({ seller: sellerTaxOf(settings), rates: RATES })

const toSlovakia: Partial<CustomerForm> = {
  separateDeliveryAddress: true,
  deliveryAddress: { address: 'Námestie slobody 3', city: 'Skalica', zip: '909 01', country: 'SK' },
}
const czechCompany: Partial<CustomerForm> = {
  isCompany: true,
  companyName: 'Truhlářství Brno s.r.o.',
  companyId: '12345679',
  taxId: 'CZ12345679',
  vatId: 'CZ12345679',
  billingAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
}

type Row = {
  vat_treatment: string
  unit_net: number | string
  unit_gross: number | string
  total_gross: number | string
}
/** The stored treatment and each line's unit prices of an order. */
async function stored(orderNumber: string) {
  const rows = await queryRows<Row>(
    server,
    `select o.vat_treatment, l.unit_net, l.unit_gross, o.total_gross from orders o join order_line l on l.order_id = o.id where o.number = '${orderNumber}' order by l.position`,
  )
  return {
    treatment: JSON.parse(rows[0]!.vat_treatment) as unknown,
    lines: rows.map((row) => ({ net: Number(row.unit_net), gross: Number(row.unit_gross) })),
  }
}

/** Each line's gross is its net at the rate, rounded as the market's list rounds (cents; whole crowns). */
const expectTaxedAt = (lines: { net: number; gross: number }[], rate: number, country: Country) => {
  const step = country === 'CZ' ? 100 : 1
  for (const line of lines) expect(line.gross).toBe(Math.round((line.net * (1 + rate)) / step) * step)
}

async function order(body: SaveOrderRequest) {
  const response = await post(body)
  const answer = (await response.json()) as { orderNumber: string; confirmationToken: string; error?: string }
  expect(response.status, JSON.stringify(answer)).toBe(201)
  return answer
}

async function summaryOf(answer: { orderNumber: string; confirmationToken: string }) {
  const response = await call(API.getOrderConfirmation, {
    orderNumber: answer.orderNumber,
    token: answer.confirmationToken,
  })
  expect(response.status).toBe(200)
  return (await response.json()) as OrderSummary
}

async function customerMail(orderNumber: string) {
  await expect
    .poll(async () => (await readOutbox(server.dataDir)).some((m) => m.file.startsWith(orderNumber)), {
      timeout: 10_000,
    })
    .toBe(true)
  return (await readOutbox(server.dataDir)).find(
    (m) => m.file.startsWith(orderNumber) && !m.file.endsWith('-shop.eml'),
  )!
}

beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '1000/60' })
  await addStaffAccount(server, 'olga@skrinka.sk', 'Olga Majiteľová', 'owner', PASSWORD)
  const signIn = await call(API.staffSignIn, { email: 'olga@skrinka.sk', password: PASSWORD })
  owner = signIn.headers.get('set-cookie')!.split(';')[0]!
}, 60_000)
afterAll(() => server?.stop())

describe('saveOrder charges the VAT of the delivery and the buyer (seed seller: Slovak VAT payer)', () => {
  it('a /cz order delivered to Slovakia: domestic Slovak supply at 23 %, in crowns', async () => {
    const answer = await order(orderBody({ country: 'CZ', customer: toSlovakia, tax: taxOf(SEED_SETTINGS) }))
    const { treatment, lines } = await stored(answer.orderNumber)
    expect(treatment).toEqual({ kind: 'domestic', rateOf: 'SK' })
    expectTaxedAt(lines, RATES.SK, 'CZ')
    const summary = await summaryOf(answer)
    expect(summary.currency).toBe('CZK')
    expect(summary.vat?.lines.map((line) => line.rate)).toEqual([RATES.SK])
    expect(toMinor(summary.vat!.lines[0]!.base)).toBe(toMinor(summary.totalNet))
    expect(toMinor(summary.vat!.lines[0]!.vat)).toBe(toMinor(summary.total) - toMinor(summary.totalNet))
  })

  it("a /cz consumer in Czechia, the seller outside the One-Stop-Shop: the seller's 23 %; the market's 21 % gets 409", async () => {
    const atMarketRate = orderBody({
      country: 'CZ',
      tax: { seller: { country: 'CZ', vatPayer: true, oss: false }, rates: RATES },
    })
    const refused = await post(atMarketRate)
    expect(refused.status).toBe(409)
    const change = (await refused.json()) as { lines: { vatRate: number }[] }
    expect(change.lines.map((line) => line.vatRate)).toEqual(atMarketRate.order.furniture.map(() => RATES.SK))
    const answer = await order(orderBody({ country: 'CZ', tax: taxOf(SEED_SETTINGS) }))
    const { treatment, lines } = await stored(answer.orderNumber)
    expect(treatment).toEqual({ kind: 'distance', rateOf: 'SK' })
    expectTaxedAt(lines, RATES.SK, 'CZ')
  })

  it('a Czech company with a Czech VAT number on the Slovak shop: accepted (no 422), exempt, both VAT numbers in the e-mail', async () => {
    const answer = await order(orderBody({ country: 'SK', customer: czechCompany, tax: taxOf(SEED_SETTINGS) }))
    const { treatment, lines } = await stored(answer.orderNumber)
    expect(treatment).toEqual({ kind: 'intraCommunity', buyerVatId: 'CZ12345679' })
    expectTaxedAt(lines, 0, 'SK')
    const summary = await summaryOf(answer)
    expect(summary.total).toBe(summary.totalNet)
    expect(summary.vat).toEqual({
      treatment: { kind: 'intraCommunity', buyerVatId: 'CZ12345679' },
      lines: [{ rate: 0, base: summary.totalNet, vat: 0 }],
    })
    const mail = await customerMail(answer.orderNumber)
    expect(mail.text).toContain('§ 43 ods. 1 písm. a) zákona č. 222/2004 Z. z.')
    expect(mail.text).toContain('CZ12345679')
    expect(mail.text).toContain(SEED_SETTINGS.company.icdph)
  })

  it('a Czech company without a VAT number on the Slovak shop: accepted, taxed like a consumer there', async () => {
    const { vatId: _none, ...withoutVatId } = czechCompany
    const answer = await order(
      orderBody({ country: 'SK', customer: { ...withoutVatId, vatId: '' }, tax: taxOf(SEED_SETTINGS) }),
    )
    expect((await stored(answer.orderNumber)).treatment).toEqual({ kind: 'distance', rateOf: 'SK' })
  })

  it("with the One-Stop-Shop a /cz consumer in Czechia pays Czechia's 21 %", async () => {
    const oss = { ...SEED_SETTINGS, ossRegistered: true }
    await publishSettings({ ossRegistered: true })
    const answer = await order(orderBody({ country: 'CZ', tax: taxOf(oss) }))
    const { treatment, lines } = await stored(answer.orderNumber)
    expect(treatment).toEqual({ kind: 'oss', rateOf: 'CZ' })
    expectTaxedAt(lines, RATES.CZ, 'CZ')
    await publishSettings({})
  })

  it('a seller not registered for VAT charges none: gross = net, and the e-mail says so', async () => {
    // Not registered for VAT, so no IČ DPH either (the settings allow it empty then).
    const change = { vatPayer: false, company: { ...SEED_SETTINGS.company, icdph: '' } }
    const notPayer = { ...SEED_SETTINGS, ...change }
    await publishSettings(change)
    try {
      const answer = await order(orderBody({ country: 'SK', tax: taxOf(notPayer) }))
      const { treatment, lines } = await stored(answer.orderNumber)
      expect(treatment).toEqual({ kind: 'notVatPayer' })
      expectTaxedAt(lines, 0, 'SK')
      const summary = await summaryOf(answer)
      expect(summary.total).toBe(summary.totalNet)
      expect(summary.vat?.treatment).toEqual({ kind: 'notVatPayer' })
      const mail = (await customerMail(answer.orderNumber)).text
      expect(mail).toContain('Nie sme platiteľ DPH.')
      // Final prices: no line says "with VAT" or "without VAT", and the seller has no VAT ID to name.
      expect(mail).not.toMatch(/[sz] DPH|bez DPH|IČ DPH/)
    } finally {
      await publishSettings({})
    }
  })
})
