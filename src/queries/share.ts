/** Query options of a shared design (issue 18.2): its short link, and "Send me this design". */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { LocaleCode } from '#domain/locale.ts'
import type { ShareKind } from '#domain/share.ts'
import { api } from './client'

/** The short link of a design (POST share): the same design gives the same code, so it is cached as a query. */
export const shareQueryOptions = (kind: ShareKind, query: Record<string, string>, locale: LocaleCode) =>
  queryOptions({
    queryKey: ['share', kind, locale, query],
    queryFn: ({ signal }) => api(API.share, { body: { kind, query, locale }, signal }),
    staleTime: Infinity,
    retry: false,
  })

/** E-mails a short link to an address (POST shareMail, through the outbox). */
export const shareMailMutationOptions = () =>
  mutationOptions({
    mutationKey: ['shareMail'],
    mutationFn: (input: { code: string; email: string; locale: LocaleCode }) => api(API.shareMail, { body: input }),
  })
