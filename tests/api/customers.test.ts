import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { addStaffAccount, staffSession } from './staffAccount'
import { API, withParams } from '#domain/endpoints.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import type { Customer } from '#domain/schemas.ts'
import type { Country } from '#domain/locale.ts'
import type { CustomerDetail, CustomerErasure, CustomersResponse } from '#domain/customers.ts'
import { addressOf } from '#queries/client.ts'

const STAFF_TOKEN = 'staff-token-for-the-customer-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}`, 'x-staff-name': 'Skript' }
let server: TestServer
let keys = 0
let owner: { cookie: string }
let staff: { cookie: string }

/** Eva buys as a company, with a separate delivery address and a note; her e-mail written in two cases. */
const EVA: Partial<CustomerForm> = {
  name: 'Eva',
  surname: 'Zmazaná',
  email: 'eva.zmazana@example.sk',
  phone: '0907 111 222',
  isCompany: true,
  companyName: 'Stolárstvo Eva s.r.o.',
  companyId: '12345679',
  separateDeliveryAddress: true,
  deliveryAddress: { address: 'Záhradná 7', city: 'Pezinok', zip: '902 01', country: 'SK' },
  notes: 'Zvoňte dvakrát, Eva.',
}

async function place(country: Country, customer: Partial<CustomerForm>): Promise<string> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `customers-${Date.now()}-${++keys}` },
    body: JSON.stringify(orderBody({ country, customer })),
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

const get = (path: string, headers: Record<string, string> = bearer) => fetch(`${server.url}${path}`, { headers })
const list = async (query: Record<string, string> = {}) => {
  const response = await get(addressOf(API.staffCustomers.path, { query }))
  expect(response.status).toBe(200)
  return (await response.json()) as CustomersResponse
}
const erase = (id: string, headers: Record<string, string>) =>
  fetch(`${server.url}${withParams(API.staffCustomerErase, { id }).path}`, {
    method: 'POST',
    headers,
  })

/** The order's row as stored, its customer parsed. */
const stored = async (number: string) => {
  const [row] = await queryRows<{ id: number; email: string; customer: string; total_gross: string | number }>(
    server,
    `select id, email, customer, total_gross from orders where number = '${number}'`,
  )
  return { ...row!, customer: JSON.parse(row!.customer) as Customer }
}

/** Waits until the outbox worker has written the order's e-mails as .eml files. */
async function emlFiles(prefix: string, atLeast = 1): Promise<string[]> {
  const dir = join(server.dataDir, 'outbox')
  for (let i = 0; i < 100; i++) {
    const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(`${prefix}-`)) : []
    if (files.length >= atLeast) return files
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no .eml files for ${prefix}`)
}

let delivered: string
let cancelled: string
let open: string
let czech: string
let evaId: string
/** Mira only asked for decor samples, twice, her address written in two cases: a customer with no order. */
const MIRA = 'mira.vzorkova@example.sk'
const miraAt = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString()
const MIRA_FIRST = miraAt(9)
const MIRA_LATEST = miraAt(3)

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  await addStaffAccount(server, 'majitel@skrinka.sk', 'Majiteľ', 'owner')
  await addStaffAccount(server, 'jana@skrinka.sk', 'Jana', 'staff')
  owner = await staffSession(server, 'majitel@skrinka.sk')
  staff = await staffSession(server, 'jana@skrinka.sk')
  delivered = await place('SK', EVA)
  cancelled = await place('SK', { ...EVA, email: 'Eva.Zmazana@Example.SK' })
  open = await place('SK', { ...EVA, name: 'Evka' })
  czech = await place('CZ', { name: 'Tomáš', surname: 'Dvořák', email: 'tomas@example.cz', phone: '602 999 888' })
  // Delivered: the workshop's whole way, written directly (the status moves have their own tests).
  await runSql(server, `update orders set status = 'delivered', status_version = 4 where number = '${delivered}'`)
  const cancel = await fetch(`${server.url}${withParams(API.staffOrderStatus, { number: cancelled }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify({ from: 'received', to: 'cancelled', version: 0, note: 'Eva volala z 0907 111 222.' }),
  })
  expect(cancel.status).toBe(200)
  // The desk's internal note quoting her: hers to see on request, gone with her.
  const note = await fetch(`${server.url}${withParams(API.staffOrderNote, { number: delivered }).path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer },
    body: JSON.stringify({ text: 'Eva chce dodanie v piatok, 0907 111 222.' }),
  })
  expect(note.status).toBe(200)
  // What other staff actions leave about an order (an edit's old contact) and a "send me this design" e-mail.
  await runSql(
    server,
    `insert into staff_audit (at, staff_user_id, staff_name, action, subject, detail) values
     ('${new Date().toISOString()}', null, 'Skript', 'order.edit', 'order:${delivered}',
      '{"email":{"from":"eva.zmazana@example.sk","to":"eva@example.sk"}}')`,
  )
  await runSql(
    server,
    `insert into outbox (order_id, kind, recipient, subject, body_text, body_html, message_id, status, attempts,
       next_attempt_at, created_at)
     values (null, 'share', 'eva.zmazana@example.sk', 'Váš návrh', 'Dobrý deň, Eva: váš návrh', '<p>Eva</p>',
       '<share-customers-test@skrinka.sk>', 'sent', 1, '${new Date().toISOString()}', '${new Date().toISOString()}')`,
  )
  // Her message from the order page, a link to that page (only its hash is kept) and her decor sample request.
  const at = new Date().toISOString()
  await runSql(
    server,
    `insert into order_message (order_id, text, at)
     select id, 'Eva: prosím volajte na 0907 111 222', '${at}' from orders where number = '${delivered}'`,
  )
  await runSql(
    server,
    `insert into order_track_token (order_id, token_hash, created_at)
     select id, 'hash-of-eva-link', '${at}' from orders where number = '${delivered}'`,
  )
  await runSql(
    server,
    `insert into sample_order (request_id, status, locale, decors, name, surname, email, mailbox, address, city, zip,
       country, created_at)
     values ('customers-test-sample', 'sent', 'sk', 'U708ST9,H1303ST12', 'Eva', 'Zmazaná', 'Eva.Zmazana@example.sk',
       'eva.zmazana@example.sk', 'Záhradná 7', 'Pezinok', '90201', 'SK', '${at}')`,
  )
  await runSql(
    server,
    `insert into sample_order (request_id, status, locale, decors, name, surname, email, mailbox, address, city, zip,
       country, created_at)
     values ('customers-test-mira-1', 'sent', 'sk', 'U708ST9', 'Mira', 'Stará', 'Mira.Vzorkova@Example.SK',
       '${MIRA}', 'Lipová 3', 'Nitra', '949 01', 'SK', '${MIRA_FIRST}'),
            ('customers-test-mira-2', 'received', 'sk', 'H1303ST12,U708ST9', 'Miroslava', 'Vzorková', '${MIRA}',
       '${MIRA}', 'Národná 3', 'Žilina', '010 01', 'SK', '${MIRA_LATEST}')`,
  )
  // Her sample request's confirmation e-mail (it belongs to no order).
  await runSql(
    server,
    `insert into outbox (order_id, kind, recipient, subject, body_text, body_html, message_id, status, attempts,
       next_attempt_at, created_at)
     values (null, 'sample', '${MIRA}', 'Vzorky dekorov', 'Dobrý deň, Miroslava Vzorková, Národná 3, Žilina',
       '<p>Miroslava</p>', '<sample-customers-test@skrinka.sk>', 'sent', 1, '${MIRA_LATEST}', '${MIRA_LATEST}')`,
  )
}, 120_000)
afterAll(() => server?.stop())

describe(`${API.staffCustomers.path} (customers made from orders)`, () => {
  it('answers 401 without a session or bearer, never cached', async () => {
    for (const path of [API.staffCustomers.path, withParams(API.staffCustomer, { id: 'x' }).path]) {
      const response = await get(path, {})
      expect(response.status).toBe(401)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
  })

  it('makes one customer per e-mail address in any case, with the latest contact, counts and money per currency', async () => {
    const response = await get(API.staffCustomers.path, { cookie: staff.cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const { customers, total } = (await response.json()) as CustomersResponse
    expect(total).toBe(3)
    const [tomas, eva, mira] = customers
    // Newest last order first: Tomáš ordered last; Mira's latest sample request is older than every order.
    expect(tomas).toMatchObject({ email: 'tomas@example.cz', name: 'Tomáš Dvořák', orderCount: 1, company: null })
    expect(tomas!.spent).toEqual([{ currency: 'CZK', gross: expect.any(Number) }])
    expect(eva).toMatchObject({
      email: 'eva.zmazana@example.sk',
      name: 'Evka Zmazaná',
      company: 'Stolárstvo Eva s.r.o.',
      phone: '+421 907 111 222',
      city: 'Pezinok',
      orderCount: 3,
      // Her decor sample request, with her address in another case, is the same customer's.
      sampleCount: 1,
    })
    // Someone who only asked for samples: the latest request's name and city, no order, no phone, nothing spent.
    expect(mira).toMatchObject({
      email: MIRA,
      name: 'Miroslava Vzorková',
      city: 'Žilina',
      phone: '',
      company: null,
      orderCount: 0,
      sampleCount: 2,
      spent: [],
      lastOrderAt: null,
      lastSampleAt: MIRA_LATEST,
    })
    expect(eva!.id).toMatch(/^[0-9a-f]{16}$/)
    expect(eva!.id).not.toContain('eva')
    // The cancelled order is no sale: the delivered and the open one are.
    const gross = async (number: string) => Number((await stored(number)).total_gross) / 100
    expect(eva!.spent).toEqual([{ currency: 'EUR', gross: (await gross(delivered)) + (await gross(open)) }])
    evaId = eva!.id
  })

  it('searches by name without accents, company, IČO, city, phone and e-mail, and sorts', async () => {
    const emails = async (q: string) => (await list({ q })).customers.map((row) => row.email)
    expect(await emails('zmazana')).toEqual(['eva.zmazana@example.sk'])
    expect(await emails('stolárstvo')).toEqual(['eva.zmazana@example.sk'])
    expect(await emails('12345679')).toEqual(['eva.zmazana@example.sk'])
    expect(await emails('pezinok')).toEqual(['eva.zmazana@example.sk'])
    expect(await emails('+420 602 999 888')).toEqual(['tomas@example.cz'])
    expect(await emails('TOMAS@EXAMPLE')).toEqual(['tomas@example.cz'])
    expect(await emails('nikto')).toEqual([])
    // A samples-only person is found by the name, city and e-mail of her requests.
    expect(await emails('vzorkova zilina')).toEqual([MIRA])
    expect(await emails('MIRA.VZORKOVA')).toEqual([MIRA])
    expect((await list({ sort: 'orders', dir: 'desc' })).customers.map((row) => row.orderCount)).toEqual([3, 1, 0])
    expect((await list({ sort: 'name' })).customers.map((row) => row.name)).toEqual([
      'Evka Zmazaná',
      'Miroslava Vzorková',
      'Tomáš Dvořák',
    ])
    const page = await list({ limit: '1' })
    expect(page.customers).toHaveLength(1)
    expect(page.nextOffset).toBe(1)
    expect((await list({ limit: '1', offset: '2' })).nextOffset).toBeNull()
    expect((await get(addressOf(API.staffCustomers.path, { query: { sort: 'nonsense' } }))).status).toBe(400)
  })

  it('answers one customer with every order newest first and those in progress; 404 for an unknown id', async () => {
    const response = await get(withParams(API.staffCustomer, { id: evaId }).path)
    expect(response.status).toBe(200)
    const eva = (await response.json()) as CustomerDetail
    expect(eva.orders.map((order) => order.number)).toEqual([open, cancelled, delivered])
    expect(eva.orders.map((order) => order.status)).toEqual(['received', 'cancelled', 'delivered'])
    expect(eva.inProgress).toEqual([open])
    expect(eva).toMatchObject({
      ico: '12345679',
      deliveryAddress: { address: 'Záhradná 7', city: 'Pezinok', zip: '902 01' },
      billingAddress: { city: 'Trnava' },
    })
    expect((await get(withParams(API.staffCustomer, { id: '0000000000000000' }).path)).status).toBe(404)
  })
})

describe(`${API.staffCustomerExport.path} (everything held about a customer)`, () => {
  it('is a JSON download of the orders with the customer, lines, history and e-mails, recorded in the audit', async () => {
    await emlFiles(delivered)
    const response = await get(withParams(API.staffCustomerExport, { id: evaId }).path, { cookie: staff.cookie })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="zakaznik-${evaId}.json"`)
    const data = (await response.json()) as {
      customer: { id: string; email: string }
      orders: Array<
        Record<string, unknown> & {
          customer: Customer
          lines: unknown[]
          emails: { text: string }[]
          messages: unknown
        }
      >
      designEmails: { to: string; text: string }[]
      sampleRequests: unknown[]
    }
    expect(data.customer).toEqual({ id: evaId, email: 'eva.zmazana@example.sk' })
    expect(data.orders.map((order) => order.number)).toEqual([delivered, cancelled, open])
    expect(Object.keys(data.orders[0]!)).toEqual([
      'number',
      'createdAt',
      'country',
      'currency',
      'status',
      'confirmedAt',
      'customer',
      'delivery',
      'shipping',
      'total',
      'lines',
      'statusHistory',
      'notes',
      'messages',
      'dispatch',
      'emails',
      'consultations',
    ])
    expect(data.orders[0]!.customer).toMatchObject({ email: 'eva.zmazana@example.sk', notes: 'Zvoňte dvakrát, Eva.' })
    expect(data.orders[0]!.lines).toHaveLength(2)
    expect(data.orders[0]!.emails.some((mail) => mail.text.includes(delivered))).toBe(true)
    expect(data.orders[1]!.statusHistory).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: 'received', to: 'cancelled', note: 'Eva volala z 0907 111 222.' }),
      ]),
    )
    expect(data.orders[0]!.notes).toEqual([
      expect.objectContaining({ by: 'Skript', text: 'Eva chce dodanie v piatok, 0907 111 222.' }),
    ])
    expect(data.designEmails).toEqual([expect.objectContaining({ to: 'eva.zmazana@example.sk' })])
    expect(data.orders[0]!.messages).toEqual([expect.objectContaining({ text: 'Eva: prosím volajte na 0907 111 222' })])
    expect(data.sampleRequests).toEqual([
      expect.objectContaining({ decors: ['U708ST9', 'H1303ST12'], surname: 'Zmazaná', city: 'Pezinok' }),
    ])
    const audit = await queryRows<{ staff_name: string; subject: string }>(
      server,
      `select staff_name, subject from staff_audit where action = 'customer.export'`,
    )
    expect(audit).toEqual([{ staff_name: 'Jana', subject: `customer:${evaId}` }])
    expect(data.sampleRequests).toEqual([expect.objectContaining({ number: expect.stringMatching(/^V\d{6}$/) })])
  })
})

describe(`${API.staffCustomerErase.path} (erasure)`, () => {
  it('is the owner’s: staff get 403 and nothing changes', async () => {
    const response = await erase(evaId, { cookie: staff.cookie })
    expect(response.status).toBe(403)
    expect((await stored(delivered)).email).toBe('eva.zmazana@example.sk')
  })

  it('is refused while an order is in progress, naming it', async () => {
    const response = await erase(evaId, { cookie: owner.cookie })
    expect(response.status).toBe(422)
    expect(await response.json()).toMatchObject({ error: 'orders_in_progress', orders: [open] })
    expect((await stored(open)).customer.email).toBe('eva.zmazana@example.sk')
  })

  it('keeps a delivered order’s invoice data, erases the rest, and the customer is gone', async () => {
    await runSql(server, `update orders set status = 'cancelled' where number = '${open}'`)
    const files = await emlFiles(delivered)
    const before = await stored(delivered)
    const response = await erase(evaId, { cookie: owner.cookie })
    expect(response.status).toBe(200)
    const result = (await response.json()) as CustomerErasure
    expect(result.keptForAccounts).toEqual([delivered])
    expect(result.anonymised.sort()).toEqual([cancelled, open].sort())

    // Delivered: the invoice's name, billing address, company IDs and amounts stay; contact, delivery, note go.
    const kept = await stored(delivered)
    expect(kept.customer).toMatchObject({
      name: 'Eva',
      surname: 'Zmazaná',
      fakturacnaAdresa: before.customer.fakturacnaAdresa,
      companyName: 'Stolárstvo Eva s.r.o.',
      ico: '12345679',
      email: 'erased@invalid',
      phone: 'anonymised',
      dodaciaAdresa: { address: 'anonymised', city: 'anonymised', zip: 'anonymised', country: 'SK' },
    })
    expect(kept.customer.notes).toBeUndefined()
    expect(kept.email).toBe('erased@invalid')
    expect(kept.total_gross).toEqual(before.total_gross)
    const lines = await queryRows<{ n: number | string }>(
      server,
      `select count(*) as n from order_line where order_id = ${kept.id}`,
    )
    expect(Number(lines[0]!.n)).toBe(2)
    // Cancelled: never a sale, nothing of the person stays.
    const gone = await stored(cancelled)
    expect(gone.customer).toMatchObject({ name: 'anonymised', surname: 'anonymised', companyName: 'anonymised' })
    expect(JSON.stringify(gone.customer)).not.toMatch(/Eva|Zmazan|907|Trnava|Pezinok/)

    // Nothing personal left anywhere in the database's rows about her.
    const everywhere = await queryRows<{ text: string }>(
      server,
      `select recipient || ' ' || body_text || ' ' || body_html as text from outbox
         where order_id in (select id from orders where number in ('${delivered}', '${cancelled}', '${open}'))
            or order_id is null
       union all select note from order_status_audit
       union all select text from order_note
       union all select text from order_message
       union all select name || ' ' || surname || ' ' || email || ' ' || address || ' ' || city from sample_order
       union all select detail from staff_audit where subject like 'order:%'`,
    )
    expect(everywhere.length).toBeGreaterThan(3)
    for (const row of everywhere) expect(row.text).not.toMatch(/eva\.zmazana|Eva|0907|907 111|Záhradná|Pezinok/i)
    // Her order page's links open nothing any more.
    const links = `select id from order_track_token where order_id in
      (select id from orders where number in ('${delivered}', '${cancelled}', '${open}'))`
    expect(await queryRows(server, links)).toEqual([])
    // The .eml files of her e-mails are deleted.
    const left = readdirSync(join(server.dataDir, 'outbox'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(left).not.toContain(file)

    expect((await list()).customers.map((row) => row.email)).toEqual(['tomas@example.cz', MIRA])
    expect((await get(withParams(API.staffCustomer, { id: evaId }).path)).status).toBe(404)
    expect((await erase(evaId, { cookie: owner.cookie })).status).toBe(404)
    const audit = await queryRows<{ staff_name: string; detail: string }>(
      server,
      `select staff_name, detail from staff_audit where action = 'customer.erase'`,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.staff_name).toBe('Majiteľ')
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ keptForAccounts: [delivered] })
  })

  it('leaves the other customers as they were', async () => {
    expect((await stored(czech)).customer).toMatchObject({ name: 'Tomáš', email: 'tomas@example.cz' })
  })
})

describe('someone who only asked for decor samples (issue 39.4)', () => {
  let miraId: string
  const miraRows = () =>
    queryRows<{ status: string; name: string; surname: string; email: string; address: string; city: string }>(
      server,
      `select status, name, surname, email, address, city from sample_order
         where request_id like 'customers-test-mira-%' order by id`,
    )

  it('opens as a customer with no order: her requests, newest first, with where they went', async () => {
    const row = (await list({ q: MIRA })).customers[0]!
    miraId = row.id
    const response = await get(withParams(API.staffCustomer, { id: miraId }).path, { cookie: staff.cookie })
    expect(response.status).toBe(200)
    const mira = (await response.json()) as CustomerDetail
    expect(mira).toMatchObject({
      name: 'Miroslava Vzorková',
      orderCount: 0,
      orders: [],
      inProgress: [],
      billingAddress: null,
      deliveryAddress: null,
      ico: null,
    })
    expect(mira.samples.map((sample) => [sample.status, sample.decors, sample.address])).toEqual([
      ['received', ['H1303ST12', 'U708ST9'], { address: 'Národná 3', city: 'Žilina', zip: '010 01' }],
      ['sent', ['U708ST9'], { address: 'Lipová 3', city: 'Nitra', zip: '949 01' }],
    ])
  })

  it('exports her requests and the e-mails sent to her, with no orders', async () => {
    const response = await get(withParams(API.staffCustomerExport, { id: miraId }).path, { cookie: staff.cookie })
    expect(response.status).toBe(200)
    const data = (await response.json()) as {
      customer: { email: string }
      orders: unknown[]
      designEmails: { to: string; text: string }[]
      sampleRequests: { number: string; name: string; city: string; status: string }[]
    }
    expect(data.customer.email).toBe(MIRA)
    expect(data.orders).toEqual([])
    expect(data.sampleRequests.map((r) => [r.name, r.city, r.status])).toEqual([
      ['Mira', 'Nitra', 'sent'],
      ['Miroslava', 'Žilina', 'received'],
    ])
    expect(data.designEmails).toEqual([expect.objectContaining({ to: MIRA, text: expect.stringContaining('Žilina') })])
  })

  it('erases her: the requests lose name and address, one not posted yet is cancelled, the e-mail is blanked', async () => {
    expect((await erase(miraId, { cookie: staff.cookie })).status).toBe(403)
    const response = await erase(miraId, { cookie: owner.cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ anonymised: [], keptForAccounts: [], mails: 1 })
    expect(await miraRows()).toEqual([
      {
        status: 'sent',
        name: 'anonymised',
        surname: 'anonymised',
        email: 'erased@invalid',
        address: 'anonymised',
        city: 'anonymised',
      },
      {
        status: 'cancelled',
        name: 'anonymised',
        surname: 'anonymised',
        email: 'erased@invalid',
        address: 'anonymised',
        city: 'anonymised',
      },
    ])
    const mails = await queryRows<{ text: string }>(
      server,
      `select recipient || ' ' || body_text || ' ' || body_html as text from outbox where kind = 'sample'`,
    )
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).not.toMatch(/mira|Miroslava|Žilina|Národná/i)
    expect((await list()).customers.map((row) => row.email)).toEqual(['tomas@example.cz'])
    expect((await get(withParams(API.staffCustomer, { id: miraId }).path)).status).toBe(404)
    const audit = await queryRows<{ detail: string }>(
      server,
      `select detail from staff_audit where action = 'customer.erase' and subject = 'customer:${miraId}'`,
    )
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ samples: 2 })
  })
})
