/**
 * The published shop settings in the browser (issue 15, docs/decisions/0014): one query of
 * getShopSettings, ensured by the root route's loader (the server puts its version in the page, so
 * the first render matches). Shoppers' pages keep it for the page's life: a new version shows on the
 * next load; the owner's editor refreshes it after publishing.
 */
import { queryOptions, useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { ShopSettings, StaffPublishSettingsRequest } from '#domain/settings.ts'
import { api } from './client'

/** The settings version in force. */
export const shopSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['getShopSettings'],
    queryFn: ({ signal }) => api(API.getShopSettings, { signal }),
    staleTime: Infinity,
  })

/** The published shop settings (company, contacts, hours, lead times). */
export function useShopSettings(): ShopSettings {
  return useSuspenseQuery({ ...shopSettingsQueryOptions(), select: (answer) => answer.settings }).data
}

/** The owner's editor: the version in force with its data, history and the delivery prices (no cache). */
export const staffSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['staffSettings'],
    queryFn: ({ signal }) => api(API.staffSettings, { signal }),
    staleTime: 0,
  })

/** Publishes a settings version; throws ApiRequestError (403 staff, 409 conflict, 422 per setting). */
export function publishSettings(request: StaffPublishSettingsRequest): Promise<{ version: number }> {
  return api(API.staffPublishSettings, { body: request })
}

/** The published shop settings for a route's loader (the root route's loader has them cached). */
export async function ensureShopSettings(queryClient: QueryClient): Promise<ShopSettings> {
  return (await queryClient.ensureQueryData(shopSettingsQueryOptions())).settings
}
