import { API } from '#domain/endpoints.ts'
import { orderBody } from './fixtures/order'

/** Places one real order, so the fuzzed staff calls about an order reach one; answers its number. */
export async function placeSeedOrder(url: string): Promise<string> {
  const response = await fetch(`${url}${API.saveOrderSkrinka.path}`, {
    method: API.saveOrderSkrinka.method,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'fuzz-seed-order' },
    body: JSON.stringify(orderBody()),
  })
  if (response.status !== 201) throw new Error(`the seed order answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}
