import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, withParams, type Endpoint } from '#domain/endpoints.ts'
import type { StaffCashMissing, StaffCashReport, StaffOrderCash } from '#domain/cash.ts'
import { shopTime } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-cash-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': encodeURIComponent('Skript Pokladňa') }
let server: TestServer
let keys = 0
const today = shopTime(new Date()).slice(0, 10)

/** The orders of these tests: euro and crown totals that round, one still in production, one delivered unrecorded. */
const orders = {} as Record<'euro' | 'crowns' | 'making' | 'other' | 'round', string>

async function placeOrder(country: Country): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `cash-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country, customer: {} })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Sets an order's gross total (minor units) and status: the totals the rounding cases need. */
const setOrder = (number: string, totalGross: number, status: string) =>
  runSql(server, `update orders set total_gross = ${totalGross}, status = '${status}' where number = '${number}'`)

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'pokladna@skrinka.sk', 'Dana Pokladníková', 'staff')
  orders.euro = await placeOrder('SK')
  orders.crowns = await placeOrder('CZ')
  orders.making = await placeOrder('SK')
  orders.other = await placeOrder('SK')
  orders.round = await placeOrder('SK')
  await setOrder(orders.euro, 602_23, 'delivered')
  await setOrder(orders.crowns, 15_082_49, 'delivered')
  await setOrder(orders.making, 500_00, 'inProduction')
  await setOrder(orders.other, 100_02, 'ready')
  await setOrder(orders.round, 250_00, 'delivered')
}, 90_000)
afterAll(() => server?.stop())

const call = (
  entry: Endpoint,
  params: Record<string, string>,
  body?: unknown,
  headers: Record<string, string> = bearer,
) =>
  fetch(`${server.url}${withParams(entry, params).path}`, {
    method: entry.method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const cashOf = async (number: string) => {
  const response = await call(API.staffOrderCash, { number })
  expect(response.status).toBe(200)
  expect(response.headers.get('cache-control')).toBe('no-store')
  return (await response.json()) as StaffOrderCash
}

const missing = async () => {
  const response = await call(API.staffCashMissing, {})
  expect(response.status).toBe(200)
  return ((await response.json()) as StaffCashMissing).orders.map((order) => order.number)
}

describe('the amount to collect', () => {
  it('rounds euro cash to 5 cents and crowns to whole crowns, the rounding its own figure', async () => {
    expect(await cashOf(orders.euro)).toEqual({
      number: orders.euro,
      currency: 'EUR',
      total: 602.23,
      rounding: 0.02,
      due: 602.25,
      collectable: true,
      collection: null,
    })
    const crowns = await cashOf(orders.crowns)
    expect(crowns).toMatchObject({ currency: 'CZK', total: 15_082.49, rounding: -0.49, due: 15_082 })
    expect((await cashOf(orders.making)).collectable).toBe(false)
  })

  it('deducts a deposit received before rounding', async () => {
    await runSql(
      server,
      `insert into order_deposit (order_id, percent, amount, requested_at, received_on, received_amount, source)
       select id, 30, 3000, '${today}T08:00:00.000Z', '${today}', 3000, 'desk' from orders where number = '${orders.other}'`,
    )
    // 100,02 € less 30,00 € leaves 70,02 €, paid in cash as 70,00 €.
    expect(await cashOf(orders.other)).toMatchObject({ total: 70.02, rounding: -0.02, due: 70 })
    await runSql(server, `delete from order_deposit`)
  })

  it('answers 404 for an unknown order and 401 without a session', async () => {
    expect((await call(API.staffOrderCash, { number: '2026-999999' })).status).toBe(404)
    expect((await call(API.staffOrderCash, { number: orders.euro }, undefined, {})).status).toBe(401)
  })
})

describe('recording the cash', () => {
  const record = (number: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
    call(API.staffCashCollect, { number }, body, headers)

  it('refuses nonsense amounts and days with 400', async () => {
    for (const body of [
      { collectedBy: 'Jano', amount: -1, collectedOn: today },
      { collectedBy: 'Jano', amount: 602.251, collectedOn: today },
      { collectedBy: 'Jano', amount: 1e9, collectedOn: today },
      { collectedBy: 'Jano', amount: '602.25', collectedOn: today },
      { collectedBy: '  ', amount: 602.25, collectedOn: today },
      { collectedBy: 'Jano', amount: 602.25, collectedOn: '2026-02-30' },
      { collectedBy: 'Jano', amount: 602.25, collectedOn: 'yesterday' },
    ]) {
      const response = await record(orders.euro, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect((await cashOf(orders.euro)).collection).toBeNull()
  })

  it('refuses a day after today or before the order, an order not handed over, an unknown order', async () => {
    const refusal = async (number: string, body: Record<string, unknown>) => {
      const response = await record(number, body)
      return { status: response.status, error: ((await response.json()) as { error: string }).error }
    }
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    expect(await refusal(orders.euro, { collectedBy: 'Jano', amount: 602.25, collectedOn: tomorrow })).toEqual({
      status: 422,
      error: 'in_future',
    })
    expect(await refusal(orders.euro, { collectedBy: 'Jano', amount: 602.25, collectedOn: '2020-01-01' })).toEqual({
      status: 422,
      error: 'before_order',
    })
    expect(await refusal(orders.making, { collectedBy: 'Jano', amount: 500, collectedOn: today })).toEqual({
      status: 422,
      error: 'not_delivered',
    })
    expect((await record('2026-999999', { collectedBy: 'Jano', amount: 1, collectedOn: today })).status).toBe(404)
  })

  it('records the amount to collect, writes the audit, and the order leaves the missing list', async () => {
    expect(await missing()).toEqual(expect.arrayContaining([orders.euro, orders.crowns, orders.round]))
    expect(await missing()).not.toContain(orders.other)
    const { cookie } = await staffSession(server, 'pokladna@skrinka.sk')
    const response = await record(
      orders.euro,
      { collectedBy: ' Ján Vodič ', amount: 602.25, collectedOn: today },
      { cookie, origin: server.url },
    )
    expect(response.status).toBe(200)
    const cash = (await response.json()) as StaffOrderCash
    expect(cash.collection).toMatchObject({
      collectedBy: 'Ján Vodič',
      amount: 602.25,
      currency: 'EUR',
      collectedOn: today,
      recordedBy: 'Dana Pokladníková',
      difference: 0,
    })
    expect(await missing()).not.toContain(orders.euro)
    const audit = await queryRows<{ staff_name: string; detail: string }>(
      server,
      `select staff_name, detail from staff_audit where action = 'cash.collect' and subject = 'order:${orders.euro}'`,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.staff_name).toBe('Dana Pokladníková')
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ amount: 602.25, collectedBy: 'Ján Vodič', difference: 0 })
  })

  it('refuses an amount other than the amount to collect until the difference is confirmed', async () => {
    const body = { collectedBy: 'Eva Vodičová', amount: 15_000, collectedOn: today }
    const refused = await record(orders.crowns, body)
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: string }).error).toBe('difference')
    expect((await cashOf(orders.crowns)).collection).toBeNull()
    const response = await record(orders.crowns, { ...body, confirmDifference: true })
    expect(response.status).toBe(200)
    expect(((await response.json()) as StaffOrderCash).collection).toMatchObject({ amount: 15_000, difference: -82 })
  })

  it('corrects a record, audited again with what it corrects', async () => {
    const response = await record(orders.crowns, { collectedBy: 'Eva Vodičová', amount: 15_082, collectedOn: today })
    expect(response.status).toBe(200)
    expect(((await response.json()) as StaffOrderCash).collection).toMatchObject({ amount: 15_082, difference: 0 })
    const audit = await queryRows<{ detail: string }>(
      server,
      `select detail from staff_audit where action = 'cash.collect' and subject = 'order:${orders.crowns}' order by id`,
    )
    expect(audit).toHaveLength(2)
    expect(JSON.parse(audit[1]!.detail)).toMatchObject({ corrects: { amount: 15_000 } })
  })
})

describe("the day's cash report", () => {
  it('lists per driver the orders, amounts and the sum per currency', async () => {
    const second = await record2(orders.other, { collectedBy: 'ján  vodič', amount: 100, collectedOn: today })
    expect(second).toBe(200)
    const response = await call(API.staffCashReport, { date: today })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const report = (await response.json()) as StaffCashReport
    expect(report.date).toBe(today)
    const jan = report.drivers.find((driver) => driver.driver === 'Ján Vodič')!
    expect(jan.orders.map((order) => [order.number, order.amount, order.currency])).toEqual(
      [
        [orders.euro, 602.25, 'EUR'],
        [orders.other, 100, 'EUR'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    )
    expect(jan.totals).toEqual([{ currency: 'EUR', amount: 702.25 }])
    const eva = report.drivers.find((driver) => driver.driver === 'Eva Vodičová')!
    expect(eva.totals).toEqual([{ currency: 'CZK', amount: 15_082 }])
    expect(report.drivers.map((driver) => driver.driver)).toEqual(['Eva Vodičová', 'Ján Vodič'])
  })

  it('is empty on a day without cash and refuses a day that is not one', async () => {
    const response = await call(API.staffCashReport, { date: '2026-01-01' })
    expect(((await response.json()) as StaffCashReport).drivers).toEqual([])
    expect((await call(API.staffCashReport, { date: '2026-13-01' })).status).toBe(400)
  })

  it('keeps a delivered order whose cash nobody recorded on the missing list', async () => {
    expect(await missing()).toEqual([orders.round])
  })
})

/** Records with the difference confirmed (a partial payment agreed by phone); answers the status. */
async function record2(number: string, body: Record<string, unknown>) {
  const response = await call(API.staffCashCollect, { number }, { ...body, confirmDifference: true })
  return response.status
}

/** The text of an order's outbox e-mail of a kind (spaces normalised: money has non-breaking ones). */
async function mailText(number: string, kind: string) {
  const rows = await queryRows<{ body_text: string }>(
    server,
    `select o.body_text from outbox o join orders r on r.id = o.order_id where r.number = '${number}' and o.kind like '${kind}%'`,
  )
  expect(rows).toHaveLength(1)
  return rows[0]!.body_text.replace(/\u00a0/g, ' ')
}

/** Moves an order from `from` to `to` through the status call, at its stored version. */
async function move(number: string, from: string, to: string) {
  const [row] = await queryRows<{ status_version: number }>(
    server,
    `select status_version from orders where number = '${number}'`,
  )
  const response = await call(API.staffOrderStatus, { number }, { from, to, version: Number(row!.status_version) })
  expect(response.status, await response.clone().text()).toBe(200)
}

describe('the rounding as its own line wherever cash is asked for (issue 37.2)', () => {
  it('in the order e-mail: the total with VAT, the rounding, the sum paid in cash; the VAT lines unchanged', async () => {
    // A cart size whose total cash rounds, found through the shop's own call (prices come from the price list).
    for (const count of [1, 2, 3, 4, 5, 6, 7]) {
      const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `cash-mail-${Date.now()}-${count}` },
        body: JSON.stringify(orderBody({ country: 'SK', lines: [cartLine({ width: 70 }, 'SK', count)] })),
      })
      expect(response.status).toBe(201)
      const { orderNumber, total } = (await response.json()) as { orderNumber: string; total: number }
      const cents = Math.round(total * 100)
      if (cents % 5 === 0) continue
      const due = Math.round(cents / 5) * 5
      const money = (minor: number) => `${Math.floor(minor / 100)},${String(minor % 100).padStart(2, '0')} €`
      const text = await mailText(orderNumber, 'customer')
      expect(text).toContain(`Spolu s DPH: ${money(cents)}`)
      expect(text).toContain(`Zaokrúhlenie: ${due > cents ? '+' : '-'}0,0${Math.abs(due - cents)} €`)
      expect(text).toContain(`Spolu na úhradu v hotovosti: ${money(due)}`)
      expect(text).not.toContain('Spolu na úhradu s DPH')
      return
    }
    throw new Error('No cart size gave a total that cash rounds.')
  })

  it('in the "ready" and "on the way" e-mails and on the route sheet, in euro and in crowns', async () => {
    const euro = await placeOrder('SK')
    const crowns = await placeOrder('CZ')
    await setOrder(euro, 602_23, 'inProduction')
    await setOrder(crowns, 15_082_49, 'inProduction')
    await move(euro, 'inProduction', 'ready')
    await move(crowns, 'inProduction', 'ready')
    const ready = await mailText(euro, 'status-ready')
    expect(ready).toContain('Zaokrúhlenie: +0,02 €')
    expect(ready).toContain('Vodičovi zaplatíte v hotovosti 602,25 € s DPH.')
    const readyCz = await mailText(crowns, 'status-ready')
    expect(readyCz).toContain('Zaokrouhlení: -0,49 Kč')
    expect(readyCz).toContain('Řidiči zaplatíte v hotovosti 15 082 Kč s DPH.')

    const day = '2027-04-20'
    for (const number of [euro, crowns])
      expect((await call(API.staffDeliveryPlan, { date: day }, { number, from: '8:00', to: '10:00' })).status).toBe(200)
    expect((await call(API.staffDeliveryNotify, { date: day }, {})).status).toBe(200)
    expect(await mailText(euro, 'onway')).toContain('Zaokrúhlenie: +0,02 €')
    expect(await mailText(euro, 'onway')).toContain('Vodičovi zaplatíte v hotovosti 602,25 € s DPH.')
    expect(await mailText(crowns, 'onway')).toContain('Řidiči zaplatíte v hotovosti 15 082 Kč s DPH.')

    const response = await call(API.staffRouteSheetPdf, { date: day })
    expect(response.status).toBe(200)
    const sheet = pdfTexts(inflatedPdf(Buffer.from(await response.arrayBuffer())))
      .join('\n')
      .replace(/\u00a0/g, ' ')
    expect(sheet).toContain('Suma objednávky: 602,23 €; zaokrúhlenie: +0,02 €')
    expect(sheet).toContain('Vybrať v hotovosti: 602,25 €')
    expect(sheet).toContain('Suma objednávky: 15 082,49 CZK; zaokrúhlenie: -0,49 CZK')
    expect(sheet).toContain('Vybrať v hotovosti: 15 082 CZK')
    // The day's sum is of what the driver collects.
    expect(sheet).toContain('vybrať v hotovosti: 602,25 € + 15 082 CZK')
  })
})
