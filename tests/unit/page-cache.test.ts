import { describe, expect, it } from 'vitest'
import { createPageCache, type PageInputs } from '#server/pageCache.ts'
import { QueryClient } from '@tanstack/react-query'
import { dateServedQueries } from '#queries/served.ts'

const prices = { version: 1 }
const settings = { version: 1 }
const inputs = (change: Partial<PageInputs> = {}): PageInputs => ({
  locale: 'sk',
  consent: undefined,
  analytics: true,
  priceList: prices,
  settings,
  ...change,
})

/** A renderer that counts its renders and puts the nonce where the router does. */
function renderer(answer: { status?: number; headers?: Record<string, string> } = {}) {
  const calls: string[] = []
  const render = async (nonce: string) => {
    calls.push(nonce)
    return new Response(`<script nonce="${nonce}">1</script><style nonce="${nonce}"></style>render ${calls.length}`, {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'text/html; charset=UTF-8', ...answer.headers },
    })
  }
  return { calls, render }
}

describe('page cache', () => {
  it('renders an address once and answers it again with the new nonce in every place the old one was', async () => {
    const pages = createPageCache()
    const { calls, render } = renderer()
    const first = await pages.respond('http://shop/detail/L1D', inputs(), 'AAA', render)
    const second = await pages.respond('http://shop/detail/L1D', inputs(), 'BBB', render)
    expect(calls).toEqual(['AAA'])
    expect(await first.text()).toBe('<script nonce="AAA">1</script><style nonce="AAA"></style>render 1')
    expect(await second.text()).toBe('<script nonce="BBB">1</script><style nonce="BBB"></style>render 1')
    expect(second.headers.get('content-type')).toBe('text/html; charset=UTF-8')
  })

  it('renders again for another address, language, consent choice, analytics or a new prices or settings version', async () => {
    const pages = createPageCache()
    const { calls, render } = renderer()
    await pages.respond('http://shop/detail/L1D', inputs(), 'n1', render)
    const variants: [string, PageInputs][] = [
      ['http://shop/detail/L2D', inputs()],
      ['http://shop/detail/L1D', inputs({ locale: 'cz' })],
      ['http://shop/detail/L1D', inputs({ consent: 'granted' })],
      ['http://shop/detail/L1D', inputs({ analytics: false })],
      ['http://shop/detail/L1D', inputs({ priceList: { version: 2 } })],
      ['http://shop/detail/L1D', inputs({ settings: { version: 2 } })],
    ]
    for (const [url, page] of variants) await pages.respond(url, page, 'n', render)
    expect(calls).toHaveLength(1 + variants.length)
  })

  it('never keeps an error, a page with its own Cache-Control or one that sets a cookie', async () => {
    const answers: { status?: number; headers?: Record<string, string> }[] = [
      { status: 404 },
      { headers: { 'Cache-Control': 'no-store' } },
      { headers: { 'Set-Cookie': 'a=b' } },
    ]
    for (const answer of answers) {
      const pages = createPageCache()
      const { calls, render } = renderer(answer)
      await pages.respond('http://shop/x', inputs(), 'n1', render)
      await pages.respond('http://shop/x', inputs(), 'n2', render)
      expect(calls, JSON.stringify(answer)).toEqual(['n1', 'n2'])
      expect(pages.size).toBe(0)
    }
  })

  it('keeps at most its bytes, dropping the page used longest ago', async () => {
    const probe = createPageCache()
    await probe.respond('http://shop/a', inputs(), 'n', renderer().render)
    // Room for two pages of this size, not three.
    const pages = createPageCache(Math.floor(probe.stats().bytes * 2.5))
    const { calls, render } = renderer()
    await pages.respond('http://shop/a', inputs(), 'n', render)
    await pages.respond('http://shop/b', inputs(), 'n', render)
    await pages.respond('http://shop/a', inputs(), 'n', render) // a is now the most recent
    await pages.respond('http://shop/c', inputs(), 'n', render) // b goes
    expect(pages.size).toBe(2)
    await pages.respond('http://shop/a', inputs(), 'n', render)
    expect(calls).toHaveLength(3)
    await pages.respond('http://shop/b', inputs(), 'n', render)
    expect(calls).toHaveLength(4)
  })
})

describe("the page's queries in the browser", () => {
  it('are dated by when the document was answered, never back in time', () => {
    const queryClient = new QueryClient()
    queryClient.setQueryData(['getPriceList'], { version: 1 }, { updatedAt: 1_000 })
    queryClient.setQueryData(['getShopSettings'], { version: 1 }, { updatedAt: 9_000 })
    dateServedQueries(queryClient, 5_000)
    expect(queryClient.getQueryState(['getPriceList'])?.dataUpdatedAt).toBe(5_000)
    expect(queryClient.getQueryData(['getPriceList'])).toEqual({ version: 1 })
    expect(queryClient.getQueryState(['getShopSettings'])?.dataUpdatedAt).toBe(9_000)
  })
})
