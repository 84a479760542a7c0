/**
 * The soak engine (issue 17): clients place orders, retrying what got no answer with the same
 * Idempotency-Key as the checkout does, while the server is SIGKILLed and restarted; then every
 * acknowledged order is checked to be there exactly once, with its lines and its two e-mails.
 * `tests/api/order-kill.test.ts` runs it small inside `npm test`, `npm run soak` at full size.
 */
import fc from 'fast-check'
import { API } from '#domain/endpoints.ts'
import { queryRows } from './db'
import { cartLine, orderBody } from './fixtures/order'
import type { TestServer } from './builtServer'
import { readOutbox } from './mail'

/** How big a soak is. */
export interface SoakOptions {
  orders: number
  kills: number
  /** Clients sending at once. */
  clients: number
  /** Seeds the kill moments (the delay after each kill's point of progress). */
  seed: number
  /** How long the outbox may go without sending an e-mail while it drains after the last restart. */
  mailTimeoutMs?: number
  /** Told of each kill and of progress, for the script's output. */
  onProgress?: (line: string) => void
}

/** What a soak measured; `problems` is empty when every acknowledged order is there exactly once. */
export interface SoakFigures {
  orders: number
  acknowledged: number
  kills: number
  /** Requests sent again after the server died under them. */
  retries: number
  /** Acknowledged orders missing from the database. */
  lost: number
  /** Orders stored more than once, or stored under a number nobody was told. */
  duplicated: number
  /** Orders whose stored lines are not the lines sent. */
  wrongLines: number
  orderLines: number
  customerMails: number
  shopMails: number
  distinctMessageIds: number
  /** Answers other than 201 (each also in `problems`). */
  unexpected: number
  /** Seconds until the last order was acknowledged (the rest is the outbox draining and the checks). */
  placingSeconds: number
  /** Seconds the outbox took to send what was still unsent once the checks began. */
  drainSeconds: number
  wallSeconds: number
  problems: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The soak's order i: one to three lines of varied widths and counts, its key unique to this run. */
function soakOrder(i: number) {
  const lineCount = 1 + (i % 3)
  const lines = Array.from({ length: lineCount }, (_, j) =>
    cartLine({ width: 30 + ((i + j * 7) % 30) }, 'SK', 1 + (j % 2)),
  )
  return { key: `soak-order-${i}`, lines: lineCount, body: orderBody({ lines, customer: { notes: `order ${i}` } }) }
}

/** Runs the soak against a started server (which it kills and restarts) and checks the result. */
export async function runSoak(server: TestServer, options: SoakOptions): Promise<SoakFigures> {
  const started = Date.now()
  const problems: string[] = []
  let retries = 0
  let unexpected = 0
  const orders = Array.from({ length: options.orders }, (_, i) => soakOrder(i))
  const acknowledged = new Map<string, string>()

  async function placeUntilAnswered(key: string, body: unknown): Promise<string | undefined> {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      try {
        const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify(body),
        })
        if (response.status === 201) return ((await response.json()) as { orderNumber: string }).orderNumber
        unexpected++
        problems.push(`order ${key}: unexpected ${response.status}: ${await response.text()}`)
        return undefined
      } catch {
        // The server is down or died mid-answer: try the same order again shortly.
        retries++
        await sleep(50)
      }
    }
    problems.push(`order ${key} never answered`)
    return undefined
  }

  let next = 0
  let finished = 0
  const clients = Array.from({ length: options.clients }, async () => {
    while (next < orders.length) {
      const order = orders[next++]!
      const number = await placeUntilAnswered(order.key, order.body)
      if (number) acknowledged.set(order.key, number)
      finished++
    }
  })
  // Each kill waits for its share of progress, then a random moment more, while the clients keep
  // sending: so each one cuts orders off mid-flight however fast the machine is.
  const delays = fc.sample(fc.integer({ min: 0, max: 150 }), { seed: options.seed, numRuns: options.kills })
  let kills = 0
  const killer = (async () => {
    for (let k = 1; k <= options.kills; k++) {
      while (finished < (k * options.orders) / (options.kills + 1)) await sleep(2)
      await sleep(delays[k - 1] ?? 0)
      await server.crash()
      kills++
      options.onProgress?.(`kill ${kills}/${options.kills} after ${finished} orders`)
    }
  })()
  await Promise.all([...clients, killer])
  const placingSeconds = (Date.now() - started) / 1000

  // The stored orders against the acknowledged ones: each key once, under the number its client was told.
  const rows = await queryRows<{ number: string; key: string; lines: number | string }>(
    server,
    'select o.number, o.idempotency_key as key, (select count(*) from order_line l where l.order_id = o.id) as lines from orders o',
  )
  const byKey = new Map<string, typeof rows>()
  for (const row of rows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row])
  const told = new Set(acknowledged.values())
  let lost = 0
  let duplicated = 0
  let wrongLines = 0
  for (const order of orders) {
    const number = acknowledged.get(order.key)
    const stored = byKey.get(order.key) ?? []
    if (stored.length > 1) {
      duplicated += stored.length - 1
      problems.push(`order ${order.key} stored ${stored.length} times`)
    }
    if (!number) continue
    const mine = stored.find((row) => row.number === number)
    if (!mine) {
      lost++
      problems.push(`order ${order.key} (${number}) acknowledged but not stored`)
    } else if (Number(mine.lines) !== order.lines) {
      wrongLines++
      problems.push(`order ${number} has ${mine.lines} lines, not ${order.lines}`)
    }
  }
  for (const row of rows)
    if (!told.has(row.number) && acknowledged.has(row.key)) {
      duplicated++
      problems.push(`order ${row.number} stored under a number nobody was told`)
    }

  // The outbox drains after the last restart: two e-mails per order, none doubled. Each confirmation builds its
  // design PDFs before it is sent, so a burst drains at the outbox's pace: only an outbox that stops sending for
  // `mailTimeoutMs` fails the run.
  const stall = options.mailTimeoutMs ?? 120_000
  const pending = async () =>
    Number(
      (await queryRows<{ n: number | string }>(server, "select count(*) as n from outbox where status <> 'sent'"))[0]!
        .n,
    )
  const drainStart = performance.now()
  let unsent = await pending()
  let progressAt = Date.now()
  while (unsent > 0 && Date.now() - progressAt < stall) {
    await sleep(500)
    const now = await pending()
    if (now < unsent) progressAt = Date.now()
    unsent = now
  }
  const drainSeconds = (performance.now() - drainStart) / 1000
  if (unsent > 0) problems.push(`${unsent} e-mails still unsent (none sent for ${stall / 1000} s)`)
  const mails = await readOutbox(server.dataDir)
  const mailsOf = (suffix: string) => mails.filter((mail) => mail.file.endsWith(suffix))
  const customerMails = mailsOf('-customer.eml')
  const shopMails = mailsOf('-shop.eml')
  for (const [suffix, list] of [
    ['-customer.eml', customerMails],
    ['-shop.eml', shopMails],
  ] as const) {
    const numbers = new Set(list.map((mail) => mail.file.replace(suffix, '')))
    for (const number of told) if (!numbers.has(number)) problems.push(`order ${number} has no ${suffix} e-mail`)
    for (const number of numbers)
      if (!told.has(number)) problems.push(`${number}${suffix} belongs to no acknowledged order`)
  }
  const distinctMessageIds = new Set(mails.map((mail) => mail.messageId)).size
  if (distinctMessageIds !== mails.length)
    problems.push(`${mails.length - distinctMessageIds} e-mails share a Message-ID`)
  const outboxRows = await queryRows<{ n: number | string }>(server, 'select count(*) as n from outbox')
  if (Number(outboxRows[0]!.n) !== 2 * rows.length)
    problems.push(`${outboxRows[0]!.n} outbox rows for ${rows.length} orders`)
  if (acknowledged.size !== options.orders) problems.push(`${options.orders - acknowledged.size} orders got no 201`)

  return {
    orders: options.orders,
    acknowledged: acknowledged.size,
    kills,
    retries,
    lost,
    duplicated,
    wrongLines,
    orderLines: rows.reduce((sum, row) => sum + Number(row.lines), 0),
    customerMails: customerMails.length,
    shopMails: shopMails.length,
    distinctMessageIds,
    unexpected,
    placingSeconds,
    drainSeconds,
    wallSeconds: (Date.now() - started) / 1000,
    problems,
  }
}
