import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simpleParser } from 'mailparser'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { dbKind, startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { runScript } from './scripts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API, withParams } from '#domain/endpoints.ts'
import { decorName, DECORS } from '#domain/decors.ts'
import { SAMPLE_MAX, type SampleOrderRequest, type StaffSamplesResponse } from '#domain/samples.ts'
import { SAMPLES_PER_MAILBOX } from '#server/api/samples.ts'
import { COUNTRY_OFFICIAL_NAMES, type ShopSettings } from '#domain/settings.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'

/**
 * Issue 39.4: free decor samples. A request is checked with the checkout's rules, kept once per request id, and
 * confirmed by e-mail in the shopper's language with a QR per decor that reopens the configurator in that decor; the
 * desk lists the requests and moves them received → sent or cancelled, each with its audit row.
 */
const STAFF_TOKEN = 'staff-token-for-the-sample-tests'
let server: TestServer
let staff: { cookie: string }
let ids = 0

beforeAll(async () => {
  // TRUST_PROXY: each test names its own client in X-Forwarded-For, with a per-client budget of its own.
  server = await startServer({ STAFF_TOKEN, TRUST_PROXY: 'true' })
  await addStaffAccount(server, 'vzorky@skrinka.sk', 'Vera Vzorková', 'staff')
  staff = await staffSession(server, 'vzorky@skrinka.sk')
}, 60_000)
afterAll(() => server?.stop())

const [first, second, third] = DECORS.map((d) => d.subtitle)
const request = (change: Partial<SampleOrderRequest> = {}): SampleOrderRequest => ({
  requestId: `sample-request-${Date.now()}-${++ids}`,
  locale: 'sk',
  decors: [first!, second!],
  name: 'Jana',
  surname: 'Vzorová',
  email: `jana.vzorova+${ids}@example.sk`,
  address: 'Hlavná 12',
  city: 'Bratislava',
  zip: '811 01',
  country: 'SK',
  accept: true,
  ...change,
})
const send = (body: unknown, client = `203.0.113.${ids % 200}`, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${API.sampleOrder.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(body),
  })

/** The e-mail the outbox wrote to an address, parsed with its HTML (the QR images are in it). */
async function mailTo(address: string) {
  await expect
    .poll(async () => (await readOutbox(server.dataDir)).some((mail) => mail.to === address), { timeout: 15_000 })
    .toBe(true)
  const found = (await readOutbox(server.dataDir)).find((mail) => mail.to === address)!
  const parsed = await simpleParser(readFileSync(join(server.dataDir, 'outbox', found.file)))
  return { ...found, html: String(parsed.html) }
}

/** The text a QR code (a PNG data: URI) encodes. */
async function qrText(dataUri: string): Promise<string> {
  const png = Buffer.from(dataUri.replace(/^data:image\/png;base64,/, ''), 'base64')
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(code, 'a readable QR').not.toBeNull()
  return code!.data
}

describe(`decor samples on ${dbKind()}`, () => {
  it('keeps a request, once per request id, and e-mails a QR per decor that opens the configurator in it', async () => {
    const body = request({ decors: [first!, second!, third!] })
    const answer = await send(body)
    expect(answer.status).toBe(201)
    const { number } = (await answer.json()) as { number: string }
    expect(number).toMatch(/^V\d{6}$/)
    // The same form sent again (a double click, a retry) is the same request: no second row, no second e-mail.
    const again = await send(body)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ number })
    const rows = await queryRows<{ status: string; decors: string }>(
      server,
      `select status, decors from sample_order where request_id = '${body.requestId}'`,
    )
    expect(rows).toEqual([{ status: 'received', decors: [first, second, third].join(',') }])

    const mail = await mailTo(body.email)
    expect(mail.subject).toBe(`Vaše vzorky dekorov zo Skrinky (${number})`)
    expect(mail.text).toContain('Jana Vzorová, Hlavná 12, 811 01 Bratislava, Slovensko')
    expect(mail.text).toContain('Vzorky sú zadarmo')
    const images = [...mail.html.matchAll(/<img src="(data:image\/png;base64,[^"]+)"/g)].map((m) => m[1]!)
    expect(images).toHaveLength(3)
    for (const [index, code] of [first!, second!, third!].entries()) {
      // The plain text says a heading in capitals; the HTML as written.
      expect(mail.text).toContain(`${decorName(code, 'sk')} (${code})`.toUpperCase())
      const url = await qrText(images[index]!)
      expect(url).toMatch(new RegExp(`^${server.url}/n/[A-Za-z0-9_-]{10}$`))
      expect(mail.text).toContain(url)
      // The link opens the default cabinet with corpus and fronts in that decor.
      const opened = await fetch(url, { redirect: 'manual', headers: { cookie: 'i18n_redirected=sk' } })
      expect(opened.status).toBe(302)
      const location = new URL(opened.headers.get('location')!, server.url)
      expect(location.pathname).toMatch(/^\/detail\/[A-Za-z0-9]+$/)
      expect(location.searchParams.get('baseColor')).toBe(code)
      expect(location.searchParams.get('doorColor')).toBe(code)
    }
    expect(await mailCount(body.email)).toBe(1)
  })

  it('writes the e-mail in Czech for the Czech shop, its links under /cz', async () => {
    const body = request({
      locale: 'cz',
      decors: [second!],
      country: 'CZ',
      // Sent without its space, kept and printed as the posts print it.
      zip: '11000',
      city: 'Praha',
      email: 'petr.vzorek@example.cz',
    })
    expect((await send(body)).status).toBe(201)
    const mail = await mailTo(body.email)
    expect(mail.subject).toMatch(/^Vaše vzorky dekorů ze Skříňky \(V\d{6}\)$/)
    expect(mail.text).toContain(`${decorName(second!, 'cz')} (${second})`.toUpperCase())
    expect(mail.text).toContain('110 00 Praha, Česko')
    expect(mail.text).toMatch(new RegExp(`${server.url}/cz/n/[A-Za-z0-9_-]{10}`))
  })

  it('refuses what the checkout refuses, more than five decors, unknown decors and another site', async () => {
    const refused = await send(request({ zip: '110 00', email: 'not-an-address', name: ' ' }))
    expect(refused.status).toBe(422)
    const error = (await refused.json()) as { error: string; issues: Array<{ path: string; message: string }> }
    expect(error.error).toBe('invalid_sample_order')
    expect(error.issues).toEqual([
      { path: 'name', message: 'required' },
      { path: 'email', message: 'email' },
      { path: 'zip', message: 'zip' },
    ])
    const six = DECORS.slice(0, SAMPLE_MAX + 1).map((d) => d.subtitle)
    expect((await send(request({ decors: six }))).status).toBe(400)
    expect((await send(request({ decors: [first!, first!] }))).status).toBe(422)
    expect((await send(request({ decors: ['NOPE123'] }))).status).toBe(422)
    expect((await send({ ...request(), accept: false })).status).toBe(400)
    expect((await send(request(), undefined, { origin: 'https://evil.example' })).status).toBe(403)
    const kept = await queryRows<{ n: number }>(server, `select count(*) as n from sample_order where name = ' '`)
    expect(Number(kept[0]!.n)).toBe(0)
  })

  it('limits one mailbox (its +tags included) to a few requests a month', async () => {
    const statuses: number[] = []
    for (let n = 0; n <= SAMPLES_PER_MAILBOX; n++)
      statuses.push((await send(request({ email: `limit+${n}@example.sk` }), `203.0.113.${210 + n}`)).status)
    expect(statuses).toEqual([...Array<number>(SAMPLES_PER_MAILBOX).fill(201), 429])
  })

  it('lists the requests for the desk, moves them received → sent or cancelled once, with their audit rows', async () => {
    const body = request({ email: 'desk@example.sk' })
    const { number } = (await (await send(body)).json()) as { number: string }
    const other = (await (await send(request({ email: 'desk2@example.sk' }))).json()) as { number: string }
    const list = async () => {
      const response = await fetch(`${server.url}${API.staffSamples.path}`, { headers: staff })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      return (await response.json()) as StaffSamplesResponse
    }
    const listed = (await list()).samples.find((sample) => sample.number === number)
    expect(listed).toMatchObject({
      status: 'received',
      doneAt: null,
      name: 'Jana Vzorová',
      email: 'desk@example.sk',
      zip: '811 01',
      decors: [first, second],
    })
    const move = (which: string, status: string, headers: Record<string, string> = staff) =>
      fetch(`${server.url}${withParams(API.staffSampleStatus, { number: which }).path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, ...headers },
        body: JSON.stringify({ status }),
      })
    expect((await move(number, 'sent', {})).status).toBe(401)
    const sent = await move(number, 'sent')
    expect(sent.status).toBe(200)
    const after = ((await sent.json()) as StaffSamplesResponse).samples.find((s) => s.number === number)!
    expect(after.status).toBe('sent')
    expect(after.doneAt).not.toBeNull()
    expect((await move(number, 'cancelled')).status).toBe(409)
    expect((await move(other.number, 'cancelled')).status).toBe(200)
    expect((await move('V999999', 'sent')).status).toBe(404)
    expect((await move(number, 'received')).status).toBe(400)
    // The received requests come first on the list.
    const statuses = (await list()).samples.map((sample) => sample.status)
    const firstDone = statuses.findIndex((status) => status !== 'received')
    expect(firstDone).toBeGreaterThan(0)
    expect(statuses.slice(firstDone)).not.toContain('received')
    const audit = await queryRows<{ action: string; subject: string; staff_name: string }>(
      server,
      `select action, subject, staff_name from staff_audit where subject in ('sample:${number}', 'sample:${other.number}') order by id`,
    )
    expect(audit).toEqual([
      { action: 'sample.sent', subject: `sample:${number}`, staff_name: 'Vera Vzorková' },
      { action: 'sample.cancelled', subject: `sample:${other.number}`, staff_name: 'Vera Vzorková' },
    ])
    // Nobody without a session or the token reads the list.
    expect((await fetch(`${server.url}${API.staffSamples.path}`)).status).toBe(401)
  })

  it('prints a request’s A6 address label: the shop’s company as the sender, the request’s name and address', async () => {
    const body = request({
      locale: 'cz',
      name: 'Věra',
      surname: 'Štítková',
      email: 'stitek@example.cz',
      address: 'Dlouhá 5',
      city: 'Praha 1',
      zip: '110 00',
      country: 'CZ',
    })
    const { number } = (await (await send(body)).json()) as { number: string }
    const label = (which: string, headers: Record<string, string> = staff) =>
      fetch(`${server.url}${withParams(API.staffSampleLabel, { number: which }).path}`, { headers })
    const response = await label(number)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // One page, A6 landscape: 148 × 105 mm in points.
    const source = inflatedPdf(pdf).toString('latin1')
    const boxes = [...source.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)]
    expect(boxes).toHaveLength(1)
    expect(Number(boxes[0]![1])).toBeCloseTo((148 * 72) / 25.4, 1)
    expect(Number(boxes[0]![2])).toBeCloseTo((105 * 72) / 25.4, 1)
    const text = pdfTexts(inflatedPdf(pdf)).join('\n')
    const { settings } = (await (await fetch(`${server.url}${API.getShopSettings.path}`)).json()) as {
      settings: ShopSettings
    }
    const { company } = settings
    for (const line of [
      company.name,
      company.street,
      `${company.zip} ${company.city}`,
      'Věra Štítková',
      'Dlouhá 5',
      '110 00 Praha 1',
      number,
      first!,
    ])
      expect(text).toContain(line)
    // Posted from another country, the recipient's address ends with its country in capitals; at home it has none.
    if (company.country !== 'CZ') expect(text).toContain(COUNTRY_OFFICIAL_NAMES.CZ.toUpperCase())
    else expect(text).not.toContain(COUNTRY_OFFICIAL_NAMES.CZ.toUpperCase())

    expect((await label('V999999')).status).toBe(404)
    expect((await label('nonsense')).status).toBe(404)
    const anonymous = await label(number, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
  })

  it('blanks the name and address of requests older than the retention cut-off with the orders (purge script)', async () => {
    const old = request({ email: 'old.request@example.sk' })
    const recent = request({ email: 'recent.request@example.sk' })
    const { number } = (await (await send(old)).json()) as { number: string }
    expect((await send(recent)).status).toBe(201)
    await runSql(
      server,
      `update sample_order set created_at = '2020-05-01T10:00:00.000Z' where request_id = '${old.requestId}'`,
    )
    const env = { DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) }
    const run = await runScript('purge', ['--before', '2023-01-01'], env)
    expect(run.code).toBe(0)
    const rows = await queryRows<{ request_id: string; name: string; email: string; address: string; decors: string }>(
      server,
      `select request_id, name, email, address, decors from sample_order where request_id in ('${old.requestId}', '${recent.requestId}') order by id`,
    )
    expect(rows).toEqual([
      {
        request_id: old.requestId,
        name: 'anonymised',
        email: 'anonymised@invalid',
        address: 'anonymised',
        decors: old.decors.join(','),
      },
      {
        request_id: recent.requestId,
        name: 'Jana',
        email: recent.email,
        address: 'Hlavná 12',
        decors: recent.decors.join(','),
      },
    ])
    expect(number).toMatch(/^V\d{6}$/)
  })
})

async function mailCount(address: string): Promise<number> {
  return (await readOutbox(server.dataDir)).filter((mail) => mail.to === address).length
}
