import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { startServer, type TestServer } from './server'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { addStaffAccount } from './staffAccount'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { cartLine, customerForm, orderBody } from '#scripts/harness/fixtures/order.ts'
import { PRICE_LISTS, SEED_PRICES, type PriceConfig } from '#domain/priceList.ts'
import { priceRequestOf } from '#domain/cabinet/requests.ts'
import { settle } from '#domain/cabinet/model.ts'
import { RATE_BOUND_MESSAGES, type PriceListResponse, type StaffPrices } from '#domain/priceConfig.ts'
import type { SaveOrderRequest, SaveOrderResponse } from '#domain/schemas.ts'
import { orderMachine } from '#machines/order.ts'
import { ApiRequestError } from '#queries/client.ts'

const PASSWORD = 'heslo-pre-ceny-1'
/** A short max age, so the second server's look at the database is quick to see. */
const MAX_AGE_MS = 400
let server: TestServer
let second: TestServer
let owner: { cookie: string }
let staff: { cookie: string }

const addAccount = (email: string, name: string, role: 'owner' | 'staff') =>
  addStaffAccount(server, email, name, role, PASSWORD)

const call = (entry: Endpoint, options: { body?: unknown; headers?: Record<string, string>; on?: TestServer } = {}) =>
  fetch(`${(options.on ?? server).url}${entry.path}`, {
    method: entry.method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

async function sessionOf(email: string): Promise<{ cookie: string }> {
  const response = await call(API.staffSignIn, { body: { email, password: PASSWORD } })
  expect(response.status).toBe(200)
  return { cookie: response.headers.get('set-cookie')!.split(';')[0]! }
}

const current = async (): Promise<StaffPrices> => {
  const response = await call(API.staffPriceLists, { headers: owner })
  expect(response.status).toBe(200)
  return (await response.json()) as StaffPrices
}
/** A publish; large changes confirmed unless said otherwise (issue 36.7). */
const publish = (
  body: { baseVersion: number; data: unknown; note?: string; effectiveAt?: string; confirmLargeChanges?: boolean },
  as = owner,
) => call(API.staffPublishPrices, { body: { confirmLargeChanges: true, ...body }, headers: as })

/** The data with SK's group-1 board and hinge changed. */
const withSkRates = (data: PriceConfig, board: number, hinge: number): PriceConfig => ({
  ...data,
  lists: {
    ...data.lists,
    SK: {
      ...data.lists.SK,
      boardPerM2: { ...data.lists.SK.boardPerM2, 1: board },
      hardware: { ...data.lists.SK.hardware, hinge },
    },
  },
})

const cabinet = settle({ variant: 'L1D', corpusColor: 'U727ST9', doorColor: 'U727ST9' })
const priceOn = async (on: TestServer, design = cabinet) => {
  const response = await call(API.getPriceSkrinka, { body: priceRequestOf(design, PRICE_LISTS.SK), on })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}
const netOn = async (on: TestServer) => {
  const { status, json } = await priceOn(on)
  expect(status).toBe(200)
  return (json.priceData as { cents: { net: number } }).cents.net
}

/** The net price the configurator page of L1D shows as rendered by the server. */
const pageNet = async (on: TestServer) => {
  const html = await (await fetch(`${on.url}/detail/L1D`)).text()
  return Number(/data-testid="price"[^>]*data-net="(\d+)"/.exec(html)?.[1])
}

beforeAll(async () => {
  const env = { CONFIG_MAX_AGE_MS: String(MAX_AGE_MS), ORDER_RATE_LIMIT: '1000/60' }
  server = await startServer(env)
  second = await startServer(env, { sameDatabaseAs: server })
  await addAccount('majitel@skrinka.sk', 'Peter Majiteľ', 'owner')
  await addAccount('jana@skrinka.sk', 'Jana Kováčová', 'staff')
  owner = await sessionOf('majitel@skrinka.sk')
  staff = await sessionOf('jana@skrinka.sk')
}, 60_000)
afterAll(async () => {
  await second?.stop()
  await server?.stop()
})

describe('price versions', () => {
  it('starts from the seed as version 1, public with a short cache and an ETag on the version', async () => {
    const response = await call(API.getPriceList)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=5')
    expect(response.headers.get('etag')).toBe('"prices-1"')
    const answer = (await response.json()) as PriceListResponse
    expect(answer).toEqual({ version: 1, ...SEED_PRICES })
    const again = await call(API.getPriceList, { headers: { 'if-none-match': '"prices-1"' } })
    expect(again.status).toBe(304)
    const history = await current()
    expect(history.version).toBe(1)
    expect(history.history).toEqual([{ version: 1, publishedAt: expect.any(String), publishedBy: null, note: 'seed' }])
    expect(history.scheduled).toBeNull()
  })

  it('lets staff read the lists (no-store) but only the owner publish: 401 signed out, 403 for staff', async () => {
    const read = await call(API.staffPriceLists, { headers: staff })
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    expect((await call(API.staffPriceLists)).status).toBe(401)
    const refused = await publish({ baseVersion: 1, data: SEED_PRICES }, staff)
    expect(refused.status).toBe(403)
    expect((await call(API.staffPublishPrices, { body: { baseVersion: 1, data: SEED_PRICES } })).status).toBe(401)
    const foreign = await call(API.staffPublishPrices, {
      body: { baseVersion: 1, data: SEED_PRICES },
      headers: { ...owner, origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect((await current()).version).toBe(1)
  })

  it('answers 422 naming the field for a negative or empty rate and a changed currency', async () => {
    const negative = withSkRates(SEED_PRICES, -100, 350)
    const bad = await publish({ baseVersion: 1, data: negative })
    expect(bad.status).toBe(422)
    expect(((await bad.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual([
      'data.lists.SK.boardPerM2.1',
    ])
    const empty = { ...SEED_PRICES, lists: { ...SEED_PRICES.lists, CZ: { ...SEED_PRICES.lists.CZ, minimum: null } } }
    const noRate = await publish({ baseVersion: 1, data: empty })
    expect(noRate.status).toBe(422)
    expect(((await noRate.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe('data.lists.CZ.minimum')
    const euro = { ...SEED_PRICES, lists: { ...SEED_PRICES.lists, CZ: { ...SEED_PRICES.lists.CZ, currency: 'EUR' } } }
    const currency = await publish({ baseVersion: 1, data: euro })
    expect(currency.status).toBe(422)
    expect(((await currency.json()) as { issues: Array<{ path: string }> }).issues[0]!.path).toBe(
      'data.lists.CZ.currency',
    )
    expect((await current()).version).toBe(1)
  })

  it('a published version changes getPrice here at once and on the other server within its max age', async () => {
    // The same body each time: the fast path has remembered its answer (src/server/fast.ts) and must drop it.
    const before = await netOn(server)
    expect(await netOn(server)).toBe(before)
    expect(await netOn(second)).toBe(before)
    // The page was rendered (and kept: src/server/pageCache.ts) under the old version.
    const pageBefore = await pageNet(server)
    expect(await pageNet(server)).toBe(pageBefore)
    const published = await publish({
      baseVersion: 1,
      data: withSkRates(SEED_PRICES, 4800, 700),
      note: 'Dražšie dosky',
    })
    expect(published.status).toBe(200)
    expect(published.headers.get('cache-control')).toBe('no-store')
    expect(await published.json()).toEqual({ version: 2, effectiveAt: null })
    const after = await netOn(server)
    expect(after).toBeGreaterThan(before)
    // A kept page is not served under a new version: it is rendered again with the new prices.
    expect(await pageNet(server)).toBeGreaterThan(pageBefore)
    // The other server answers from memory until its max age has passed, then with the new version.
    const publishedAt = Date.now()
    let seen = await netOn(second)
    while (seen !== after && Date.now() - publishedAt < MAX_AGE_MS + 2000) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      seen = await netOn(second)
    }
    expect(seen).toBe(after)
    expect(Date.now() - publishedAt).toBeLessThan(MAX_AGE_MS + 2000)
    const list = (await (await call(API.getPriceList, { on: second })).json()) as PriceListResponse
    expect(list.version).toBe(2)
    expect(list.lists.SK.boardPerM2[1]).toBe(4800)
    const history = await current()
    expect(
      history.history.slice(0, 2).map(({ version, publishedBy, note }) => ({ version, publishedBy, note })),
    ).toEqual([
      { version: 2, publishedBy: 'Peter Majiteľ', note: 'Dražšie dosky' },
      { version: 1, publishedBy: null, note: 'seed' },
    ])
  })

  it('of two publishes from the same version, one goes through and the other is a 409', async () => {
    const { version, data } = await current()
    const [a, b] = await Promise.all([
      publish({ baseVersion: version, data: withSkRates(data, 4900, 700) }),
      publish({ baseVersion: version, data: withSkRates(data, 5000, 700) }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const conflict = (a.status === 409 ? a : b).json() as Promise<{ error: string; latest: number }>
    expect(await conflict).toMatchObject({ error: 'version_conflict', latest: version + 1 })
    // An editor still on the old version is refused too, and nothing is lost: the latest is the winner's.
    expect((await publish({ baseVersion: version, data })).status).toBe(409)
    expect((await current()).version).toBe(version + 1)
  })

  it('a cart priced on the old version gets 409 from saveOrder and orders once the shopper accepts; the order keeps its version', async () => {
    // The cart was priced with the seed (version 1); the shop is on a later version now.
    const { version } = await current()
    const actor = createActor(
      orderMachine.provide({
        actors: {
          saveOrder: fromPromise<SaveOrderResponse, { request: SaveOrderRequest; key: string }>(async ({ input }) => {
            const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'idempotency-key': input.key },
              body: JSON.stringify(input.request),
            })
            const json = (await response.json()) as never
            if (!response.ok) throw new ApiRequestError(response.status, json)
            return json
          }),
        },
      }),
      { input: { country: 'SK', customer: customerForm('SK') } },
    )
    actor.start()
    const items = orderBody().order.furniture
    actor.send({ type: 'order.submit', items, prices: PRICE_LISTS.SK, key: 'prices-key-1' })
    const changed = await waitFor(actor, (s) => s.matches({ open: 'priceChanged' }))
    expect(changed.context.priceChange?.error).toBe('price_changed')
    actor.send({ type: 'order.prices.accept', key: 'prices-key-2' })
    const done = await waitFor(actor, (s) => s.matches('confirmed'))
    const number = done.context.result!.orderNumber
    const rows = await queryRows<{ price_version: number }>(
      server,
      `select price_version from orders where number = '${number}'`,
    )
    expect(rows.map((row) => Number(row.price_version))).toEqual([version])
    actor.stop()
  })

  it('refuses a decor no longer sold in getPrice and saveOrder with decor_unavailable; the picker data says so', async () => {
    const { version, data } = await current()
    const unsold = { ...data, decors: { ...data.decors, U727ST9: { group: 1 as const, available: false } } }
    expect((await publish({ baseVersion: version, data: unsold })).status).toBe(200)
    const list = (await (await call(API.getPriceList)).json()) as PriceListResponse
    expect(list.decors.U727ST9).toEqual({ group: 1, available: false })
    const price = await priceOn(server)
    expect(price.status).toBe(422)
    expect(price.json.error).toBe('decor_unavailable')
    const order = await call(API.saveOrderSkrinka, {
      body: orderBody({ lines: [cartLine({ corpusColor: 'U727ST9', doorColor: 'U727ST9' })] }),
      headers: { 'idempotency-key': 'prices-unsold-1' },
    })
    expect(order.status).toBe(422)
    expect(((await order.json()) as { error: string }).error).toBe('decor_unavailable')
  })

  it('answers 422 naming the field for a rate of 0, of 1e300 €/m² or of 100 times the published one (issue 34.8)', async () => {
    const { version, data } = await current()
    const { boardPerM2, hardware } = data.lists.SK
    for (const [board, hinge, field, message] of [
      [0, hardware.hinge, 'data.lists.SK.boardPerM2.1', 'must be more than 0'],
      [1e300, hardware.hinge, 'data.lists.SK.boardPerM2.1', 'must be less than 100 times the rate in force'],
      [
        boardPerM2[1],
        hardware.hinge * 100,
        'data.lists.SK.hardware.hinge',
        'must be less than 100 times the rate in force',
      ],
    ] as const) {
      const refused = await publish({ baseVersion: version, data: withSkRates(data, board, hinge) })
      expect(refused.status, `${board} ${hinge}`).toBe(422)
      expect(await refused.json()).toMatchObject({ error: 'invalid_prices', issues: [{ path: field, message }] })
    }
    // Under the factor but above the hinge's ceiling (100 €) is refused too (issue 36.7).
    const ceiling = await publish({ baseVersion: version, data: withSkRates(data, boardPerM2[1], hardware.hinge * 99) })
    expect(ceiling.status).toBe(422)
    expect(await ceiling.json()).toMatchObject({
      issues: [{ path: 'data.lists.SK.hardware.hinge', message: RATE_BOUND_MESSAGES.ceiling }],
    })
    // Just under the ceiling is a price, once the large change is confirmed.
    const justUnder = await publish({
      baseVersion: version,
      data: withSkRates(data, boardPerM2[1], 10_000),
    })
    expect(justUnder.status).toBe(200)
    const back = await publish({ baseVersion: version + 1, data })
    expect(back.status).toBe(200)
    expect((await current()).version).toBe(version + 2)
  })
})

describe('price versions: confirmation, timed publishing, cancelling (issue 36.7)', () => {
  const ahead = (ms: number) => new Date(Date.now() + ms).toISOString()
  const cancel = (version: number, as = owner) =>
    call(API.staffCancelScheduledPrices, { body: { version }, headers: as })

  it('refuses a change of more than 50 % unless confirmed, naming each field', async () => {
    const { version, data } = await current()
    const bigger = withSkRates(data, data.lists.SK.boardPerM2[1] * 2, data.lists.SK.hardware.hinge)
    const refused = await publish({ baseVersion: version, data: bigger, confirmLargeChanges: false })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toMatchObject({
      error: 'invalid_prices',
      issues: [{ path: 'data.lists.SK.boardPerM2.1', message: RATE_BOUND_MESSAGES.confirm }],
    })
    // A change within 50 % needs no confirmation.
    const small = withSkRates(data, Math.round(data.lists.SK.boardPerM2[1] * 1.1), data.lists.SK.hardware.hinge)
    expect((await publish({ baseVersion: version, data: small, confirmLargeChanges: false })).status).toBe(200)
    expect((await publish({ baseVersion: version + 1, data })).status).toBe(200)
  })

  it('refuses a time in the past or more than a year ahead', async () => {
    const { version, data } = await current()
    for (const [effectiveAt, message] of [
      [ahead(-60_000), 'must be at least a minute ahead'],
      [ahead(400 * 86_400_000), 'must be within a year'],
    ] as const) {
      const refused = await publish({ baseVersion: version, data, effectiveAt })
      expect(refused.status).toBe(422)
      expect(await refused.json()).toMatchObject({
        error: 'invalid_schedule',
        issues: [{ path: 'effectiveAt', message }],
      })
    }
    expect((await current()).version).toBe(version)
  })

  it('schedules a version, keeps the prices in force until then, refuses another and lets the owner cancel it', async () => {
    const { version, data } = await current()
    const effectiveAt = ahead(3_600_000)
    const scheduled = await publish({
      baseVersion: version,
      data: withSkRates(data, data.lists.SK.boardPerM2[1] + 100, data.lists.SK.hardware.hinge),
      note: 'Od zajtra',
      effectiveAt,
    })
    expect(scheduled.status).toBe(200)
    expect(await scheduled.json()).toEqual({ version: version + 1, effectiveAt })
    // Nothing changes for the shop yet; the editor sees the waiting version with its data.
    expect(((await (await call(API.getPriceList)).json()) as PriceListResponse).version).toBe(version)
    const read = await current()
    expect(read.version).toBe(version)
    expect(read.scheduled).toMatchObject({ version: version + 1, effectiveAt })
    expect(read.history[0]).toMatchObject({ version: version + 1, effectiveAt, note: 'Od zajtra' })
    expect(read.history[0]!.cancelledAt).toBeUndefined()
    // One waiting version at a time.
    const another = await publish({ baseVersion: version, data })
    expect(another.status).toBe(409)
    expect(await another.json()).toMatchObject({ error: 'scheduled_pending', scheduled: version + 1 })
    // Staff may not cancel; the owner may, once.
    expect((await cancel(version + 1, staff)).status).toBe(403)
    expect((await cancel(version + 99)).status).toBe(404)
    const cancelled = await cancel(version + 1)
    expect(cancelled.status).toBe(200)
    expect(cancelled.headers.get('cache-control')).toBe('no-store')
    expect(await cancelled.json()).toEqual({ version: version + 1 })
    expect(await (await cancel(version + 1)).json()).toMatchObject({ error: 'already_cancelled' })
    const audit = await queryRows<{ action: string; staff_name: string }>(
      server,
      `select action, staff_name from staff_audit where subject = 'prices:${version + 1}'`,
    )
    expect(audit).toEqual([{ action: 'prices.cancel', staff_name: 'Peter Majiteľ' }])
    const after = await current()
    expect(after.scheduled).toBeNull()
    expect(after.history[0]).toMatchObject({ version: version + 1, cancelledAt: expect.any(String) })
    // The next version gets the next number; the cancelled one never takes effect.
    expect(await (await publish({ baseVersion: version, data })).json()).toEqual({
      version: version + 2,
      effectiveAt: null,
    })
  })

  it('takes effect at its time on both servers, without a restart; then it can no longer be cancelled', async () => {
    const { version, data } = await current()
    // A design in decors every version here sells; assembly is part of its price.
    const design = settle({ variant: 'L1D', corpusColor: 'H1303ST12', doorColor: 'H1303ST12' })
    const grossOn = async (on: TestServer) => {
      const { status, json } = await priceOn(on, design)
      expect(status).toBe(200)
      return (json.priceData as { cents: { gross: number } }).cents.gross
    }
    const before = await grossOn(server)
    const sk = data.lists.SK
    const scheduled = await publish({
      baseVersion: version,
      data: {
        ...data,
        lists: { ...data.lists, SK: { ...sk, assembly: { ...sk.assembly, perCabinet: sk.assembly.perCabinet + 500 } } },
      },
      effectiveAt: ahead(120_000),
    })
    expect(scheduled.status).toBe(200)
    // The time is brought to 2 s from now (no test waits two minutes).
    const at = Date.now() + 2000
    await runSql(
      server,
      `update config_version set effective_at = '${new Date(at).toISOString()}' where kind = 'prices' and version = ${version + 1}`,
    )
    expect(await grossOn(server)).toBe(before)
    expect(await grossOn(second)).toBe(before)
    for (const on of [server, second]) {
      let seen = await grossOn(on)
      while (seen === before && Date.now() < at + MAX_AGE_MS + 3000) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        seen = await grossOn(on)
      }
      expect(seen).toBeGreaterThan(before)
      expect(Date.now()).toBeGreaterThanOrEqual(at)
      const list = (await (await call(API.getPriceList, { on })).json()) as PriceListResponse
      expect(list.version).toBe(version + 1)
    }
    expect(await (await cancel(version + 1)).json()).toMatchObject({ error: 'in_force' })
    const read = await current()
    expect(read.version).toBe(version + 1)
    expect(read.scheduled).toBeNull()
    expect((await publish({ baseVersion: version + 1, data })).status).toBe(200)
  })
})
