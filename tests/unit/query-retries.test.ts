// @vitest-environment happy-dom
// react-query retries only where a window exists (in Node it counts itself a server and never retries).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryObserver, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query'
import { createQueryClient } from '#queries/queryClient.ts'
import { priceListQueryOptions } from '#queries/prices.ts'
import { chodbaByIdQueryOptions } from '#queries/hallway.ts'
import { API } from '#domain/endpoints.ts'

/** A fetch that answers every request 503 and writes down each one (method and path). */
function unavailable() {
  const requests: string[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push(`${init.method} ${url}`)
    return new Response(JSON.stringify({ error: 'unavailable', message: 'down' }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    })
  })
  return requests
}

/**
 * Reads a query as a view does (an observer, like useQuery: fetchQuery never retries whatever the defaults say) and
 * waits for its error; a query still retrying after 3 s (react-query's back-off is 1 s, 2 s, 4 s) fails the test.
 */
function observedError<T, K extends QueryKey>(client: QueryClient, options: QueryObserverOptions<T, Error, T, T, K>) {
  const observer = new QueryObserver(client, options)
  return new Promise<Error>((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe()
      reject(new Error(`still retrying after 3 s (${observer.getCurrentResult().failureCount} failures)`))
    }, 3_000)
    const unsubscribe = observer.subscribe((result) => {
      if (result.status !== 'error') return
      clearTimeout(timer)
      unsubscribe()
      resolve(result.error)
    })
  })
}

// Issue 39: react-query's default retries (3) on top of the API client's made one failing getPriceList 8 requests and
// a POST read through useQuery 4; the requests are counted as the browser would send them.
describe('the query layer adds no retries to the API client’s (docs/product.md#calls)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('a failing GET (getPriceList) is sent twice: once and the client’s one retry', async () => {
    const requests = unavailable()
    const client = createQueryClient()
    expect(await observedError(client, priceListQueryOptions())).toMatchObject({ status: 503 })
    expect(requests).toEqual([`GET ${API.getPriceList.path}`, `GET ${API.getPriceList.path}`])
    client.clear()
  })
  it('a POST read through a query (getChodbaById) is sent once: POST 0 retries', async () => {
    expect(API.getChodbaById.method).toBe('POST')
    const requests = unavailable()
    const client = createQueryClient()
    expect(await observedError(client, chodbaByIdQueryOptions('chodba', 'A-1'))).toMatchObject({ status: 503 })
    expect(requests).toEqual([`POST ${API.getChodbaById.path}`])
    client.clear()
  })
  it('a mutation is not retried either', async () => {
    const requests = unavailable()
    const client = createQueryClient()
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => fetch('/api/x', { method: 'POST' }).then((r) => (r.ok ? r : Promise.reject(new Error('503')))),
    })
    await expect(mutation.execute(undefined)).rejects.toThrow('503')
    expect(requests).toEqual(['POST /api/x'])
    client.clear()
  })
})
