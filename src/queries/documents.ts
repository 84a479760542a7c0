/** An order's tax documents on the desk (issue 37.3) through the staff API. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { api } from './client'

/** An order's invoices and credit notes and whether its invoice may be issued now; keyed by the status too, so a move
 * (ready, delivered, refused) reads them afresh. */
export const staffOrderDocumentsQueryOptions = (number: string, status = '') =>
  queryOptions({
    queryKey: ['staffOrderDocuments', number, status],
    queryFn: ({ signal }) => api(API.staffOrderDocuments, { params: { number }, signal }),
    staleTime: 5_000,
    retry: false,
  })
