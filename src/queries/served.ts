import type { QueryClient } from '@tanstack/react-query'

/**
 * Dates the queries the server put in the page by when the server answered the document, not by when
 * it rendered it. The server may answer with a page it rendered earlier (src/server/pageCache.ts), but
 * it checked the published versions in it as it answered; dated by the render, an older page's price
 * list would be stale on arrival and asked for again at once.
 */
export function dateServedQueries(queryClient: QueryClient, answeredAt: number) {
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status === 'success' && query.state.dataUpdatedAt < answeredAt)
      queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: answeredAt })
  }
}

/** When this document's answer began to arrive (the browser's clock). */
export function documentAnsweredAt(): number {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return navigation ? performance.timeOrigin + navigation.responseStart : Date.now()
}
