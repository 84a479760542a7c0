/** The owner's staff accounts, one-time codes and the audit screen (issue 36.6): queries and the machines' effects. */
import { queryOptions } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { API } from '#domain/endpoints.ts'
import type { AuditFilter, StaffAccount, StaffTotpSetup } from '#domain/staffAccounts.ts'
import type { StaffAction } from '#machines/staffAccounts.ts'
import { api } from './client'

/** Every account (GET staffUsers, owner). */
export const staffAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['staffUsers'],
    queryFn: ({ signal }) => api(API.staffUsers, { signal }),
    staleTime: 0,
  })

/** The audit rows for a filter (GET staffAudit, owner). */
export const staffAuditQueryOptions = (filter: AuditFilter) =>
  queryOptions({
    queryKey: ['staffAudit', filter],
    queryFn: ({ signal }) => api(API.staffAudit, { query: filter, signal }),
    staleTime: 0,
  })

/** The staff accounts machine's effect: an invitation or a change of one account. */
export const staffAccountsActors = {
  staffAction: fromPromise<StaffAccount, StaffAction>(({ input }) =>
    input.kind === 'invite'
      ? api(API.staffInvite, { body: input.invite })
      : api(API.staffUserChange, { params: { id: String(input.id) }, body: input.change }),
  ),
}

/** The one-time codes machine's effects: a new secret, and its confirmation. */
export const totpActors = {
  startTotp: fromPromise<StaffTotpSetup>(() => api(API.staffTotpSetup)),
  confirmTotp: fromPromise<void, { code: string }>(async ({ input }) => {
    await api(API.staffTotpConfirm, { body: { code: input.code } })
  }),
}

/** Sets a password with a one-time link (POST staffSetPassword); throws ApiRequestError (422 `invalid_link`). */
export async function setStaffPassword(token: string, password: string): Promise<void> {
  await api(API.staffSetPassword, { body: { token, password } })
}
