/** The staff session calls (issue 15): who is signed in, sign in, sign out. */
import { queryOptions } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import type { Language } from '#domain/locale.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { api, ApiRequestError } from './client'

/** The signed-in staff member, or null when nobody is (401). */
export async function fetchStaffMe(): Promise<StaffMe | null> {
  try {
    return await api(API.staffMe)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

/** Signs in; throws ApiRequestError (401 wrong, 429 locked: the body's `retryAfter` in seconds). */
export function staffSignIn(credentials: { email: string; password: string }): Promise<StaffMe> {
  return api(API.staffSignIn, { body: credentials })
}

/** Keeps the back office's language with the signed-in person's account (null: the address's). */
export function setStaffLanguage(language: Language | null): Promise<StaffMe> {
  return api(API.staffSetLanguage, { body: { language } })
}

/** Ends this browser's staff session. */
export async function staffSignOut(): Promise<void> {
  await api(API.staffSignOut)
}

/** The price version in force with its data and history (GET staffPriceLists); never cached by the browser. */
export const staffPricesQueryOptions = () =>
  queryOptions({
    queryKey: ['staffPriceLists'],
    queryFn: ({ signal }) => api(API.staffPriceLists, { signal }),
    staleTime: 0,
  })
