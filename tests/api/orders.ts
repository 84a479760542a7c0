import { expect } from 'vitest'
import { API } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox, type OutboxMail } from '#scripts/harness/mail.ts'
import type { TestServer } from './server'

let keys = 0

/** Places the market's fixture order through the shop's call (a key of its own each time): its number and customer. */
export async function placeFixtureOrder(server: TestServer, country: Country) {
  const body = orderBody({ country })
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `fixture-${Date.now()}-${++keys}` },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  return { number: orderNumber, customer: body.order.customer }
}

/** The outbox's e-mail of the order and kind, once the worker has written it (as a `.eml` in the data folder). */
export async function outboxMailOf(
  server: TestServer,
  number: string,
  kind: string,
  timeoutMs = 20_000,
): Promise<OutboxMail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const mail = (await readOutbox(server.dataDir)).find((entry) => entry.file === `${number}-${kind}.eml`)
    if (mail) return mail
    if (Date.now() > until) throw new Error(`No e-mail ${number}-${kind}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The order page's link in the e-mails: the shop's address, the Czech prefix or none, the token. */
export const ORDER_PAGE_LINK = /(https?:\/\/[^\s"<]+?)(\/cz)?\/objednavka\/([A-Za-z0-9_-]{43})/

/** The token of the order page's link in an e-mail (its text and HTML), checked to be the page in the order's language. */
export function orderPageTokenIn(server: TestServer, mail: OutboxMail, country: Country): string {
  const match = ORDER_PAGE_LINK.exec(mail.text)
  expect(match, mail.text).not.toBeNull()
  expect(match![1]).toBe(server.url)
  expect(match![2]).toBe(country === 'CZ' ? '/cz' : undefined)
  expect(mail.html).toContain(match![0])
  return match![3]!
}
