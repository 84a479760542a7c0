import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { runScript } from './scripts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API } from '#domain/endpoints.ts'

const body = orderBody({
  customer: { notes: 'Zvoniť dvakrát, Jana', isCompany: true, companyName: 'Kováč s.r.o.', companyId: '12345679' },
})
/** Everything of the fixture customer that identifies her, as the order sends it. */
const sent = body.order.customer
const PERSONAL = [
  sent.name,
  sent.surname,
  sent.email,
  sent.phone,
  sent.fakturacnaAdresa.address,
  sent.fakturacnaAdresa.city,
  sent.fakturacnaAdresa.zip,
  'Zvoniť dvakrát',
  'Kováč s.r.o.',
  '12345679',
]

let server: TestServer
let env: Record<string, string>
const numbers: string[] = []
beforeAll(async () => {
  server = await startServer()
  // As the server has them: DATA_DIR holds the sent e-mails on either database.
  env = { DATA_DIR: server.dataDir, ...(server.databaseUrl ? { DATABASE_URL: server.databaseUrl } : {}) }
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `purge-order-${i}` },
      body: JSON.stringify(body),
    })
    expect(response.status).toBe(201)
    numbers.push(((await response.json()) as { orderNumber: string }).orderNumber)
  }
  // The e-mails are sent (as .eml files in DATA_DIR/outbox) before the purge.
  for (let wait = 0; (await readOutbox(server.dataDir)).length < 6; wait++) {
    if (wait > 200) throw new Error('the order e-mails were not sent within 20 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // The first two were placed long ago.
  await runSql(
    server,
    `update orders set created_at = '2020-05-01T10:00:00.000Z' where number in ('${numbers[0]}', '${numbers[1]}')`,
  )
  // A staff note on a status change may quote the customer.
  await runSql(
    server,
    `insert into order_status_audit (order_id, from_status, to_status, staff_user_id, staff_name, note, at)
     select id, 'received', 'confirmed', null, 'script', 'Jana Kováčová volala, potvrdené', '2020-05-02T08:00:00.000Z'
     from orders where number = '${numbers[0]}'`,
  )
  // The desk's internal note and the customer's message from the order page may quote her too.
  await runSql(
    server,
    `insert into order_note (order_id, staff_user_id, staff_name, text, at)
     select id, null, 'script', 'Jana chce dodanie v piatok', '2020-05-02T09:00:00.000Z'
     from orders where number = '${numbers[0]}'`,
  )
  await runSql(
    server,
    `insert into order_message (order_id, text, at)
     select id, 'Zvoniť dvakrát, prosím', '2020-05-02T10:00:00.000Z' from orders where number = '${numbers[0]}'`,
  )
})
afterAll(() => server?.stop())

interface Row {
  number: string
  customer: string
  email: string
  total_gross: number | string
  lines: number | string
}
const orders = () =>
  queryRows<Row>(
    server,
    `select number, customer, email, total_gross,
      (select count(*) from order_line where order_line.order_id = orders.id) as lines
     from orders order by number`,
  )
const mailsOf = (number: string) =>
  queryRows<{ kind: string; recipient: string; subject: string; body_text: string; body_html: string }>(
    server,
    `select kind, recipient, subject, body_text, body_html from outbox
     where order_id = (select id from orders where number = '${number}') order by kind`,
  )
const personalIn = (text: string) => PERSONAL.filter((value) => text.includes(value))

describe(`purge of old orders on ${dbKind()}`, () => {
  it('refuses a missing, malformed or future date', async () => {
    for (const args of [[], ['--before', '1.1.2023'], ['--before', '2023-02-30'], ['--before', '2999-01-01']]) {
      const run = await runScript('purge', args, env)
      expect(run.code, args.join(' ')).toBe(1)
      expect(run.stderr).toMatch(/^purge: /)
    }
  })

  it('counts without changing anything on --dry-run', async () => {
    const before = await orders()
    const run = await runScript('purge', ['--before', '2023-01-01', '--dry-run'], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      'Dry run: 2 orders placed before 2023-01-01 would be anonymised, with 4 e-mails (4 .eml files); 0 already anonymised.\n',
    )
    expect(await readOutbox(server.dataDir)).toHaveLength(6)
    expect(await orders()).toEqual(before)
  })

  it('anonymises orders before the date in the order and its e-mails, keeping numbers, lines and prices', async () => {
    const before = await orders()
    for (const row of before) expect(personalIn(row.customer + row.email)).toEqual(PERSONAL.slice(0, 10))
    const run = await runScript('purge', ['--before', '2023-01-01'], env)
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(
      'Anonymised 2 orders placed before 2023-01-01, with 4 e-mails (4 .eml files); 0 already anonymised.\n',
    )
    // The sent copies of the old orders' e-mails are gone; the recent order's stay.
    expect((await readOutbox(server.dataDir)).map((mail) => mail.file).sort()).toEqual([
      `${numbers[2]}-customer.eml`,
      `${numbers[2]}-shop.eml`,
    ])
    const after = await orders()
    expect(after.map((row) => [row.number, Number(row.total_gross), Number(row.lines)])).toEqual(
      before.map((row) => [row.number, Number(row.total_gross), Number(row.lines)]),
    )
    for (const number of numbers.slice(0, 2)) {
      const row = after.find((order) => order.number === number)!
      expect(personalIn(row.customer + row.email)).toEqual([])
      expect(row.email).toBe('anonymised@invalid')
      const customer = JSON.parse(row.customer) as Record<string, unknown>
      expect(customer).toMatchObject({ name: 'anonymised', phonePrefix: sent.phonePrefix, dorucenie: true })
      expect(customer).not.toHaveProperty('notes')
      const mails = await mailsOf(number)
      expect(mails).toHaveLength(2)
      for (const mail of mails) {
        expect(personalIn(JSON.stringify(mail))).toEqual([])
        expect(mail.subject).toContain(number)
      }
      expect(mails.find((mail) => mail.kind === 'customer')!.recipient).toBe('anonymised@invalid')
    }
    const notes = await queryRows<{ note: string }>(
      server,
      `select note from order_status_audit where order_id = (select id from orders where number = '${numbers[0]}')`,
    )
    expect(notes).toEqual([{ note: 'anonymised' }])
    const texts = await queryRows<{ text: string }>(
      server,
      `select text from order_note where order_id = (select id from orders where number = '${numbers[0]}')
       union all select text from order_message where order_id = (select id from orders where number = '${numbers[0]}')`,
    )
    expect(texts).toEqual([{ text: 'anonymised' }, { text: 'anonymised' }])
    // The links in the old orders' e-mails (each e-mail minted one) open nothing any more; the recent order's do.
    const links = (number: string) =>
      queryRows(
        server,
        `select id from order_track_token where order_id = (select id from orders where number = '${number}')`,
      )
    for (const number of numbers.slice(0, 2)) expect(await links(number)).toEqual([])
    expect((await links(numbers[2]!)).length).toBeGreaterThan(0)
    // The recent order keeps everything.
    const recent = after.find((order) => order.number === numbers[2])!
    expect(personalIn(recent.customer + recent.email)).toEqual(PERSONAL.slice(0, 10))
    expect(personalIn(JSON.stringify(await mailsOf(numbers[2]!))).length).toBeGreaterThan(0)

    const again = await runScript('purge', ['--before', '2023-01-01'], env)
    expect(again.stdout).toBe(
      'Anonymised 0 orders placed before 2023-01-01, with 0 e-mails (0 .eml files); 2 already anonymised.\n',
    )
  })
})
