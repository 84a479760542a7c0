import { test, expect, hydrated, priced } from './fixtures'
import { API } from '#domain/endpoints.ts'
import { PRICE_LIST_STALE_MS } from '#queries/prices.ts'

/** An address no other spec opens, so this one renders it first. */
const address = '/detail/L1D?width=555'
const renderedAt = (html: string) => /dataUpdatedAt:(\d+)/.exec(html)?.[1]

test('a page the server answers from memory runs its scripts under its own nonce and does not ask again for the prices it carries', async ({
  page,
}) => {
  const first = await page.goto(address)
  const firstHtml = await first!.text()
  await hydrated(page)
  // Older than the price list's staleness, so a page dated by its render would ask for the prices at once.
  await page.waitForTimeout(PRICE_LIST_STALE_MS + 1000)
  const asked: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === API.getPriceList.path) asked.push(request.url())
  })
  const again = await page.goto(address)
  const html = await again!.text()
  // The same render (its dates are the first answer's), under a new nonce; the fixture fails the test on any CSP
  // violation, so every inline script and style ran.
  expect(renderedAt(html)).toBe(renderedAt(firstHtml))
  expect(again!.headers()['content-security-policy']).not.toBe(first!.headers()['content-security-policy'])
  await hydrated(page)
  await priced(page)
  await page.waitForTimeout(1500)
  expect(asked).toEqual([])
})
