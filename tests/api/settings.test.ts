/**
 * Shop settings versions (issue 15) on the real server, SQLite or PostgreSQL: the owner publishes,
 * pages, the public call and order e-mails use the new version at once on this server and within
 * its max age on another; staff read but cannot publish; wrong settings are refused per field; two
 * owners publishing on the same version: the second gets 409.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { addStaffAccount } from './staffAccount'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { SETTINGS_PROBLEMS, type ShopSettings, type StaffSettings } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

const PASSWORD = 'heslo-pre-testy-1'
/** The second server looks for a new version this often. */
const MAX_AGE_MS = 1000
let server: TestServer
let other: TestServer | undefined
let owner: string
let staff: string

const addAccount = (email: string, name: string, role: 'owner' | 'staff') =>
  addStaffAccount(server, email, name, role, PASSWORD)

const call = (entry: Endpoint, options: { body?: unknown; headers?: Record<string, string>; on?: TestServer } = {}) =>
  fetch(`${(options.on ?? server).url}${entry.path}`, {
    method: entry.method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

async function cookieOf(email: string): Promise<string> {
  const response = await call(API.staffSignIn, { body: { email, password: PASSWORD } })
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const readSettings = async (cookie = owner) => {
  const response = await call(API.staffSettings, { headers: { cookie } })
  expect(response.status).toBe(200)
  return (await response.json()) as StaffSettings
}
const publish = (body: { baseVersion: number; data: unknown; note?: string }, cookie = owner) =>
  call(API.staffPublishSettings, { body, headers: { cookie } })
const publicSettings = async (on?: TestServer) =>
  (await (await call(API.getShopSettings, { on })).json()) as { version: number; settings: ShopSettings }

const withPhones = (settings: ShopSettings, sk: string, cz: string): ShopSettings => ({
  ...settings,
  contact: { sk: { ...settings.contact.sk, phone: sk }, cz: { ...settings.contact.cz, phone: cz } },
})

beforeAll(async () => {
  server = await startServer({ ORDER_RATE_LIMIT: '1000/60' })
  await addAccount('olga@skrinka.sk', 'Olga Majiteľová', 'owner')
  await addAccount('eva@skrinka.sk', 'Eva Nováková', 'staff')
  owner = await cookieOf('olga@skrinka.sk')
  staff = await cookieOf('eva@skrinka.sk')
}, 60_000)
afterAll(async () => {
  await other?.stop()
  await server?.stop()
})

describe('shop settings versions', () => {
  it('serves the seed as version 0 until the owner publishes, and the pages show it', async () => {
    expect(await publicSettings()).toEqual({ version: 0, settings: SEED_SETTINGS })
    const kontakt = await (await fetch(`${server.url}/kontakt`)).text()
    expect(kontakt).toContain(SEED_SETTINGS.contact.sk.phone)
    const settings = await readSettings()
    expect(settings).toMatchObject({ version: 0, data: SEED_SETTINGS, history: [] })
    // The delivery prices are the price lists' (shown read-only): SK 39 € net, 23 % VAT.
    expect(settings.delivery).toContainEqual({ market: 'SK', to: 'SK', net: 3900, gross: 4797 })
  })

  it('lets staff read but not publish (403), answers a stranger 401, and never lets the answer be cached', async () => {
    const read = await call(API.staffSettings, { headers: { cookie: staff } })
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('no-store')
    const refused = await publish({ baseVersion: 0, data: SEED_SETTINGS }, staff)
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'forbidden_role' })
    expect((await call(API.staffSettings)).status).toBe(401)
    expect((await call(API.staffPublishSettings, { body: { baseVersion: 0, data: SEED_SETTINGS } })).status).toBe(401)
    const foreign = await call(API.staffPublishSettings, {
      body: { baseVersion: 0, data: SEED_SETTINGS },
      headers: { cookie: owner, origin: 'https://evil.example' },
    })
    expect(foreign.status).toBe(403)
    expect((await publicSettings()).version).toBe(0)
  })

  it('refuses wrong settings with 422 naming each field, and publishes nothing', async () => {
    const data = {
      ...SEED_SETTINGS,
      company: { ...SEED_SETTINGS.company, ico: '12345678' },
      contact: { ...SEED_SETTINGS.contact, cz: { phone: '600 123', email: 'nie-je-email' } },
      leadTimes: { homeDelivery: 25, termsProduction: 20, faqProduction: 0 },
    }
    const response = await publish({ baseVersion: 0, data })
    expect(response.status).toBe(422)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] }
    expect(body.error).toBe('invalid_settings')
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'data.company.ico', message: SETTINGS_PROBLEMS.ico },
        { path: 'data.contact.cz.phone', message: SETTINGS_PROBLEMS.phone },
        { path: 'data.contact.cz.email', message: SETTINGS_PROBLEMS.email },
        { path: 'data.leadTimes.faqProduction', message: SETTINGS_PROBLEMS.leadTime },
      ]),
    )
    expect(await queryRows(server, `select version from config_version where kind = 'settings'`)).toEqual([])
  })

  it('publishes a version: /kontakt, /cz/kontakt, the footer and the public call show the new phones at once', async () => {
    const response = await publish({
      baseVersion: 0,
      data: withPhones(SEED_SETTINGS, '+421 41 500 60 70', '+420 222 333 444'),
      note: 'skutočné telefóny',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ version: 1 })
    expect((await publicSettings()).settings.contact.sk.phone).toBe('+421 41 500 60 70')
    const kontakt = await (await fetch(`${server.url}/kontakt`)).text()
    expect(kontakt).toContain('+421 41 500 60 70')
    expect(kontakt).not.toContain(SEED_SETTINGS.contact.sk.phone)
    const czech = await (await fetch(`${server.url}/cz/kontakt`)).text()
    expect(czech).toContain('+420 222 333 444')
    const settings = await readSettings()
    expect(settings.version).toBe(1)
    expect(settings.history).toEqual([
      { version: 1, publishedAt: expect.any(String), publishedBy: 'Olga Majiteľová', note: 'skutočné telefóny' },
    ])
  })

  it('answers the second of two publishes on the same version with 409, and keeps the first', async () => {
    const { version, data } = await readSettings()
    const [a, b] = await Promise.all([
      publish({ baseVersion: version, data: { ...data, company: { ...data.company, city: 'Martin' } } }),
      publish({ baseVersion: version, data: { ...data, company: { ...data.company, city: 'Trnava' } } }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const conflict = (a.status === 409 ? await a.json() : await b.json()) as { error: string; latest: number }
    expect(conflict).toMatchObject({ error: 'version_conflict', latest: version + 1 })
    const won = a.status === 200 ? 'Martin' : 'Trnava'
    expect((await publicSettings()).settings.company.city).toBe(won)
    // A stale edit (on the version before) is refused too.
    expect((await publish({ baseVersion: version, data })).status).toBe(409)
  })

  it('names the published company in the order e-mails', async () => {
    const { version, data } = await readSettings()
    const renamed = { ...data, company: { ...data.company, name: 'Nábytok Horák s.r.o.' } }
    expect((await publish({ baseVersion: version, data: renamed })).status).toBe(200)
    const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `settings-order-${Date.now()}` },
      body: JSON.stringify(orderBody()),
    })
    expect(response.status).toBe(201)
    const { orderNumber } = (await response.json()) as { orderNumber: string }
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).filter((m) => m.file.startsWith(orderNumber)).length, {
        timeout: 10_000,
      })
      .toBe(2)
    const customer = (await readOutbox(server.dataDir)).find(
      (m) => m.file.startsWith(orderNumber) && !m.file.endsWith('-shop.eml'),
    )!
    expect(customer.text).toContain('Nábytok Horák s.r.o.')
    expect(customer.text).toContain(`IČO ${renamed.company.ico}`)
    expect(customer.text).toContain('+421 41 500 60 70')
  })

  it('puts the published company, hours and lead times into the terms, the privacy notice, /kontakt, the home page and its FAQ', async () => {
    const { version, data } = await readSettings()
    const changed = {
      ...data,
      company: { ...data.company, name: 'Stolárstvo Kováč s.r.o.' },
      hours: { fromDay: 1, toDay: 6, opens: '7:00', closes: '15:00' },
      leadTimes: { homeDelivery: 12, termsProduction: 18, faqProduction: 25 },
    }
    expect((await publish({ baseVersion: version, data: changed })).status).toBe(200)
    // A Slovak browser: the bare root would choose Czech for one without a language.
    const page = async (path: string) =>
      (await fetch(`${server.url}${path}`, { headers: { 'accept-language': 'sk-SK' } })).text()
    const terms = await page('/conditions')
    expect(terms).toContain('Predávajúcim je spoločnosť Stolárstvo Kováč s.r.o.')
    expect(terms).toContain('vyrobíme do 18 pracovných dní')
    expect(await page('/privacy')).toContain('Prevádzkovateľom vašich osobných údajov je Stolárstvo Kováč s.r.o.')
    const home = await page('/')
    expect(home).toContain('Doručenie do 12 pracovných dní.')
    expect(home).toContain('do 25 pracovných dní od potvrdenia objednávky')
    expect(await page('/cz/conditions')).toContain('Stolárstvo Kováč s.r.o.')
    // The office hours, in the footer's card and in the contact page's text.
    const kontakt = await page('/kontakt')
    expect(kontakt).toContain('Volajte nám: pondelok – sobota, 7:00 – 15:00')
    expect(kontakt).toContain('Zavolajte nám (pondelok – sobota, 7:00 – 15:00)')
    expect(kontakt).not.toContain('16:00')
    expect(await page('/cz/kontakt')).toContain('Volejte nám: pondělí – sobota, 7:00–15:00')
  })

  it('reaches a second server on the same database within its max age', async () => {
    other = await startServer({ CONFIG_MAX_AGE_MS: String(MAX_AGE_MS) }, { sameDatabaseAs: server })
    const before = await publicSettings(other)
    expect(before.version).toBe((await publicSettings()).version)
    const { version, data } = await readSettings()
    expect(
      (await publish({ baseVersion: version, data: withPhones(data, '+421 2 1234 5678', data.contact.cz.phone) }))
        .status,
    ).toBe(200)
    const published = Date.now()
    await expect
      .poll(async () => (await publicSettings(other)).settings.contact.sk.phone, { timeout: 10_000, interval: 100 })
      .toBe('+421 2 1234 5678')
    // Within the max age plus a request or two of slack.
    expect(Date.now() - published).toBeLessThan(MAX_AGE_MS + 2000)
    const page = await (await fetch(`${other.url}/kontakt`)).text()
    expect(page).toContain('+421 2 1234 5678')
  })
})
