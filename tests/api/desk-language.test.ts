/**
 * One language per screen and document (issue 36.9): a staff member's own language for the back office (kept with
 * the account, the server sends staff pages to it), the workshop's language for the work orders and batches (a shop
 * setting), the order's language for what the customer gets.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { decorName } from '#domain/decors.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { StaffSettings } from '#domain/settings.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { runSql } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'

const STAFF_TOKEN = 'staff-token-for-the-language-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
let server: TestServer
let owner: { cookie: string }

const call = (entry: Endpoint, options: { body?: unknown; headers?: Record<string, string>; number?: string } = {}) =>
  fetch(`${server.url}${entry.path.replace(':number', options.number ?? '')}`, {
    method: entry.method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
const textOf = async (response: Response) => pdfTexts(inflatedPdf(Buffer.from(await response.arrayBuffer()))).join('\n')
/** A staff page as the browser asks for it, redirects not followed. */
const page = (path: string, cookie: string) =>
  fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' })

let placed = 0
async function placeOrder(body: unknown): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `lang-${Date.now()}-${++placed}` },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { orderNumber: string }
  expect(response.status, JSON.stringify(answer)).toBe(201)
  return answer.orderNumber
}

async function publishWorkshopLanguage(language: 'sk' | 'cs') {
  const current = (await (await call(API.staffSettings, { headers: owner })).json()) as StaffSettings
  const response = await call(API.staffPublishSettings, {
    body: { baseVersion: current.version, data: { ...current.data, workshopLanguage: language } },
    headers: owner,
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  // Settings read fresh on every call: a published workshop language applies at once.
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60', CONFIG_MAX_AGE_MS: '0' })
  await addStaffAccount(server, 'olga@skrinka.sk', 'Olga Majiteľová', 'owner')
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana Česká', 'staff')
  owner = await staffSession(server, 'olga@skrinka.sk')
}, 60_000)
afterAll(async () => {
  await server?.stop()
})

describe("a staff member's language", () => {
  it('is none until chosen; chosen, the account keeps it, sign-in and me say it; null goes back', async () => {
    const jana = await staffSession(server, 'jana@skrinka.sk')
    const me = async () => (await (await call(API.staffMe, { headers: jana })).json()) as StaffMe
    expect((await me()).language).toBeUndefined()
    const set = await call(API.staffSetLanguage, { body: { language: 'cs' }, headers: jana })
    expect(set.status).toBe(200)
    expect(set.headers.get('cache-control')).toBe('no-store')
    expect(await set.json()).toEqual({
      name: 'Jana Česká',
      email: 'jana@skrinka.sk',
      role: 'staff',
      totp: false,
      language: 'cs',
    })
    expect((await me()).language).toBe('cs')
    // A new sign-in (another browser) knows it too.
    const signIn = await call(API.staffSignIn, { body: { email: 'jana@skrinka.sk', password: 'heslo-pre-testy-1' } })
    expect(((await signIn.json()) as StaffMe).language).toBe('cs')
    expect((await call(API.staffSetLanguage, { body: { language: null }, headers: jana })).status).toBe(200)
    expect((await me()).language).toBeUndefined()
  })

  it('refuses a language the shop does not speak (400), a script without an account (422) and nobody (401)', async () => {
    const jana = await staffSession(server, 'jana@skrinka.sk')
    expect((await call(API.staffSetLanguage, { body: { language: 'de' }, headers: jana })).status).toBe(400)
    expect((await call(API.staffSetLanguage, { body: {}, headers: jana })).status).toBe(400)
    const script = await call(API.staffSetLanguage, { body: { language: 'sk' }, headers: bearer })
    expect(script.status).toBe(422)
    expect(((await script.json()) as { error: string }).error).toBe('no_account')
    expect((await call(API.staffSetLanguage, { body: { language: 'sk' } })).status).toBe(401)
  })

  it("sends a staff page at the other language's address to the person's language (302), by the server", async () => {
    const jana = await staffSession(server, 'jana@skrinka.sk')
    // None chosen: both addresses render, as before.
    expect((await page('/admin/objednavky', jana.cookie)).status).toBe(200)
    expect((await page('/cz/admin/objednavky', jana.cookie)).status).toBe(200)
    await call(API.staffSetLanguage, { body: { language: 'cs' }, headers: jana })
    const slovak = await page('/admin/objednavky?status=received', jana.cookie)
    expect(slovak.status).toBe(302)
    expect(slovak.headers.get('location')).toBe('/cz/admin/objednavky?status=received')
    expect(slovak.headers.get('cache-control')).toBe('no-store')
    expect((await page('/cz/admin/objednavky', jana.cookie)).status).toBe(200)
    const dashboard = await page('/admin', jana.cookie)
    expect(dashboard.status).toBe(302)
    expect(dashboard.headers.get('location')).toBe('/cz/admin')
    await call(API.staffSetLanguage, { body: { language: 'sk' }, headers: jana })
    const czech = await page('/cz/admin', jana.cookie)
    expect(czech.status).toBe(302)
    expect(czech.headers.get('location')).toBe('/admin')
    // Signed out, the sign-in comes first, whatever the language.
    expect((await page('/cz/admin', '')).headers.get('location')).toMatch(/^\/cz\/admin\/prihlaseni\?redirect=/)
  })
})

describe("the workshop's language", () => {
  it("writes a Czech order's work order in Slovak by default, and every order in Czech once the workshop is Czech", async () => {
    const line = cartLine({ variant: 'L2D', width: 80, corpusColor: 'H1145ST10', doorColor: 'H1145ST10' }, 'CZ')
    const czechOrder = await placeOrder(orderBody({ country: 'CZ', lines: [line] }))
    const slovakOrder = await placeOrder(orderBody())
    const slovak = await textOf(await call(API.staffWorkOrderPdf, { number: czechOrder, headers: bearer }))
    expect(slovak).toContain(`Pracovný príkaz ${czechOrder}`)
    expect(slovak).not.toContain('Pracovní příkaz')
    // The product and its decors by the catalogue's Slovak names, not the Czech titles the order stored.
    expect(slovak).toContain(`Položka 1: ${PRODUCTS.L2D.title.sk}, 1 ks`)
    expect(slovak).toContain(`H1145ST10 ${decorName('H1145ST10', 'sk')}`)

    await publishWorkshopLanguage('cs')
    try {
      const czech = await textOf(await call(API.staffWorkOrderPdf, { number: slovakOrder, headers: bearer }))
      expect(czech).toContain(`Pracovní příkaz ${slovakOrder}`)
      expect(czech).not.toContain('Pracovný príkaz')
      expect(czech).toContain(`Položka 1: ${PRODUCTS.L1D.title.cz}, 2 ks`)
      // Both confirmed: the batch holds a Slovak and a Czech order, every page in Czech.
      await runSql(
        server,
        `update orders set status = 'confirmed', confirmed_at = '${new Date().toISOString()}' where number in ('${czechOrder}', '${slovakOrder}')`,
      )
      // Each is planned on a production day (issue 38.5); the batch of those days holds them.
      const days = new Set<string>()
      for (const number of [czechOrder, slovakOrder]) {
        const { plan } = (await (await call(API.staffOrderPlan, { number, headers: bearer })).json()) as {
          plan: { day: string } | null
        }
        days.add(plan!.day)
      }
      const batches: string[] = []
      for (const day of days) {
        const response = await fetch(`${server.url}${API.staffBatchWorkOrderPdf.path}?day=${day}`, { headers: bearer })
        batches.push(await textOf(response))
      }
      const batch = batches.join('\n')
      expect(batch).toContain(`Pracovní příkaz ${czechOrder}`)
      expect(batch).toContain(`Pracovní příkaz ${slovakOrder}`)
      expect(batch).not.toContain('Pracovný príkaz')
      expect(batch).toContain('Pracovní příkaz')
    } finally {
      await publishWorkshopLanguage('sk')
    }
  }, 60_000)

  it('is a setting the owner publishes: anything but sk or cs is refused per field (422)', async () => {
    const current = (await (await call(API.staffSettings, { headers: owner })).json()) as StaffSettings
    expect(current.data.workshopLanguage).toBe('sk')
    const refused = await call(API.staffPublishSettings, {
      body: { baseVersion: current.version, data: { ...current.data, workshopLanguage: 'de' } },
      headers: owner,
    })
    expect(refused.status).toBe(422)
    expect(JSON.stringify(await refused.json())).toContain('workshopLanguage')
  })
})

describe("the customer's documents", () => {
  it("are in the order's language, the e-mail and its design PDF, whatever the workshop's", async () => {
    await publishWorkshopLanguage('sk')
    const number = await placeOrder(
      orderBody({ country: 'CZ', lines: [cartLine({ variant: 'L1D', width: 45, height: 72, depth: 32 }, 'CZ')] }),
    )
    const customerMail = async () =>
      (await readOutbox(server.dataDir)).find((mail) => mail.file === `${number}-customer.eml`)
    await expect.poll(customerMail, { timeout: 30_000 }).toBeDefined()
    const mail = (await customerMail())!
    // The e-mail in Czech, its totals as the Czech write them.
    expect(mail.text).toContain('Celkem bez DPH')
    expect(mail.text).not.toContain('Spolu bez DPH')
    const [pdf] = mail.attachments
    const text = pdfTexts(inflatedPdf(pdf!.content)).join('\n')
    expect(text).toContain('Šířka × výška × hloubka: 450 × 720 × 320 mm')
    expect(text).not.toContain('Šírka × výška × hĺbka')
  }, 60_000)
})
