/**
 * Staff accounts managed in the back office (issue 36.6): the owner invites, changes roles, disables and resets;
 * owners may add time-based one-time codes (TOTP); the audit screen reads who did what. Wire schemas and the pure
 * rules (the last active owner, password length, the audit's filter). No I/O.
 */
import * as v from 'valibot'
import { STAFF_ROLES, type StaffRole } from './schemas'

/** How long an invitation's or a reset's one-time link may be used. */
export const SET_PASSWORD_LINK_HOURS = 72

/** A new password's length: long enough to resist guessing with the sign-in lock, short enough to type. */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200

/** An account's state: invited (no password yet), active, or disabled (no sign-in, no sessions). */
export const ACCOUNT_STATES = ['invited', 'active', 'disabled'] as const
export type AccountState = (typeof ACCOUNT_STATES)[number]

/** One account as the owner's list shows it. */
export const StaffAccountSchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  state: v.picklist(ACCOUNT_STATES),
  /** The account signs in with a one-time code too. */
  totp: v.boolean(),
  createdAt: v.string(),
})
export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>

/** GET staffUsers (owner): every account, by e-mail. */
export const StaffAccountsResponseSchema = v.object({ users: v.array(StaffAccountSchema) })

const Name = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))
const Email = v.pipe(v.string(), v.trim(), v.maxLength(200), v.email())

/** The language of the e-mail with a one-time link: the owner's screen's (Slovak when left out). */
const MailLocale = v.optional(v.picklist(['sk', 'cz']))

/** POST staffInvite: who, and in which role; the invitee gets an e-mail with a one-time link. */
export const StaffInviteRequestSchema = v.strictObject({
  name: Name,
  email: Email,
  role: v.picklist(STAFF_ROLES),
  locale: MailLocale,
})
export type StaffInviteRequest = v.InferOutput<typeof StaffInviteRequestSchema>

/** The changes the owner makes to an account (POST staffUserChange). */
export const StaffUserChangeRequestSchema = v.variant('action', [
  v.strictObject({ action: v.literal('role'), role: v.picklist(STAFF_ROLES) }),
  v.strictObject({ action: v.literal('disable') }),
  v.strictObject({ action: v.literal('enable') }),
  /** A new one-time link by e-mail; the password stays until the link is used, the sessions end now. */
  v.strictObject({ action: v.literal('reset'), locale: MailLocale }),
])
export type StaffUserChange = v.InferOutput<typeof StaffUserChangeRequestSchema>

/** POST staffSetPassword: the one-time link's token and the new password. */
export const StaffSetPasswordRequestSchema = v.strictObject({
  token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)),
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH), v.maxLength(PASSWORD_MAX_LENGTH)),
})

/** POST staffTotpSetup's answer: a new secret (not in force before a code confirms it), its otpauth URI and QR. */
export const StaffTotpSetupResponseSchema = v.object({ secret: v.string(), uri: v.string(), qrSvg: v.string() })
export type StaffTotpSetup = v.InferOutput<typeof StaffTotpSetupResponseSchema>

/** A six-digit code from the authenticator app (spaces allowed, as apps show "123 456"). */
export const TotpCodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{3} ?\d{3}$/))
export const StaffTotpConfirmRequestSchema = v.strictObject({ code: TotpCodeSchema })

/** The one-time codes' parameters (RFC 6238 as every authenticator app reads them). */
export const TOTP = { digits: 6, period: 30, algorithm: 'SHA1', window: 1 } as const

/** One row of the audit screen: when, who (null: a script), what, to what, and the details. */
export const AuditEntrySchema = v.object({
  at: v.string(),
  by: v.nullable(v.string()),
  action: v.string(),
  subject: v.string(),
  detail: v.record(v.string(), v.unknown()),
})
export type AuditRow = v.InferOutput<typeof AuditEntrySchema>

/** GET staffAudit's answer: the newest rows matching the filter (at most AUDIT_LIMIT). */
export const StaffAuditResponseSchema = v.object({ entries: v.array(AuditEntrySchema), limited: v.boolean() })

/** The most rows the audit screen shows at once (narrow the filter for older ones). */
export const AUDIT_LIMIT = 200

const Day = v.pipe(v.string(), v.isoDate())
const Word = v.pipe(v.string(), v.trim(), v.maxLength(80))

/** The audit screen's filter (its address's search and the call's query): person, action, subject, days. */
export const AuditFilterSchema = v.object({
  staff: v.optional(Word),
  action: v.optional(Word),
  subject: v.optional(Word),
  from: v.optional(Day),
  to: v.optional(Day),
})
export type AuditFilter = v.InferOutput<typeof AuditFilterSchema>

/** A filter's fields without the empty and malformed ones (each filters nothing), each checked on its own. */
export function cleanAuditFilter(filter: Record<string, string | undefined>): AuditFilter {
  const clean: Record<string, string> = {}
  for (const [key, schema] of Object.entries(AuditFilterSchema.entries)) {
    const parsed = v.safeParse(schema, filter[key])
    if (parsed.success && parsed.output) clean[key] = parsed.output
  }
  return clean as AuditFilter
}

/** Whether an audit row matches a filter: a person's name, an action's beginning, a subject's part, days inclusive. */
export function auditMatches(row: AuditRow, filter: AuditFilter): boolean {
  if (filter.staff && (row.by ?? '').toLowerCase() !== filter.staff.toLowerCase()) return false
  if (filter.action && !row.action.startsWith(filter.action)) return false
  if (filter.subject && !row.subject.toLowerCase().includes(filter.subject.toLowerCase())) return false
  if (filter.from && row.at.slice(0, 10) < filter.from) return false
  if (filter.to && row.at.slice(0, 10) > filter.to) return false
  return true
}

/** An account as the last-owner rule reads it. */
export interface OwnerCheck {
  id: number
  role: StaffRole
  state: AccountState
}

/**
 * Why a change must not happen, or undefined: the shop always keeps an active owner, so the last one can be neither
 * disabled nor given another role (an invited owner does not count: nobody can sign in as them yet).
 */
export function refusedChange(accounts: readonly OwnerCheck[], id: number, change: StaffUserChange) {
  const target = accounts.find((account) => account.id === id)
  if (!target) return 'not_found' as const
  const removesOwner =
    target.role === 'owner' &&
    target.state === 'active' &&
    (change.action === 'disable' || (change.action === 'role' && change.role !== 'owner'))
  const otherOwners = accounts.filter((a) => a.id !== id && a.role === 'owner' && a.state === 'active')
  if (removesOwner && otherOwners.length === 0) return 'last_owner' as const
  return undefined
}
