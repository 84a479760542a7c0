/**
 * Staff accounts managed by the owner (issue 36.6): the list, invitations and resets with one-time links (only the
 * token's SHA-256 is stored), role changes, disable and enable, one-time codes, and the audit screen's rows. Each
 * change is one transaction with its audit row (and its e-mail in the outbox, when it sends one).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { StaffMe, StaffRole } from '#domain/schemas.ts'
import {
  AUDIT_LIMIT,
  auditMatches,
  refusedChange,
  SET_PASSWORD_LINK_HOURS,
  type AccountState,
  type AuditFilter,
  type AuditRow,
  type StaffAccount,
  type StaffUserChange,
} from '#domain/staffAccounts.ts'
import type { Schema } from './schema'
import { recordAudit } from './audit'
import { pendingMail } from '../mail/outbox'
import { hashPassword } from '../staff/password'
import { normalizeEmail } from '../staff/accounts'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type Db = Kysely<Schema> | Transaction<Schema>

const stateOf = (row: { disabled_at?: string | null; password_hash: string }): AccountState =>
  row.disabled_at ? 'disabled' : row.password_hash ? 'active' : 'invited'

const accountColumns = [
  'id',
  'name',
  'email',
  'role',
  'password_hash',
  'disabled_at',
  'totp_secret',
  'created_at',
] as const

type AccountRow = {
  id: number
  name: string
  email: string
  role: string
  password_hash: string
  disabled_at?: string | null
  totp_secret?: string | null
  created_at: string
}

const toAccount = (row: AccountRow): StaffAccount => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  state: stateOf(row),
  totp: Boolean(row.totp_secret),
  createdAt: row.created_at,
})

/** Every account, by e-mail. */
export async function listStaffAccounts(db: Db): Promise<StaffAccount[]> {
  const rows = await db.selectFrom('staff_user').select(accountColumns).orderBy('email').execute()
  return rows.map(toAccount)
}

async function accountById(db: Db, id: number): Promise<StaffAccount | undefined> {
  const row = await db.selectFrom('staff_user').select(accountColumns).where('id', '=', id).executeTakeFirst()
  return row && toAccount(row)
}

/** The e-mail a one-time link goes out in, made by the caller in the right language around the link. */
export type LinkMail = (link: { token: string; name: string; to: string; purpose: 'invite' | 'reset' }) => {
  kind: string
  to: string
  subject: string
  text: string
  html: string
}

/** A new one-time link for an account (the older ones of the account end), its e-mail queued in the same transaction. */
async function issueLink(
  trx: Transaction<Schema>,
  user: { id: number; name: string; email: string },
  purpose: 'invite' | 'reset',
  mail: LinkMail,
  mailDomain: string,
) {
  const token = randomBytes(24).toString('base64url')
  const now = new Date()
  await trx.deleteFrom('staff_token').where('user_id', '=', user.id).execute()
  await trx
    .insertInto('staff_token')
    .values({
      token_hash: sha256(token),
      user_id: user.id,
      purpose,
      expires_at: new Date(now.getTime() + SET_PASSWORD_LINK_HOURS * 3600_000).toISOString(),
      created_at: now.toISOString(),
    })
    .execute()
  const message = mail({ token, name: user.name, to: user.email, purpose })
  await trx
    .insertInto('outbox')
    .values({
      order_id: null,
      kind: message.kind,
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html,
      message_id: `<${message.kind}-${randomUUID()}@${mailDomain}>`,
      ...pendingMail(now.toISOString()),
    })
    .execute()
}

/** Invites a new account (no password: it cannot sign in before the link is used); 'email_taken' when it exists. */
export async function inviteStaff(
  db: Kysely<Schema>,
  staff: StaffMe,
  invite: { name: string; email: string; role: StaffRole },
  mail: LinkMail,
  mailDomain: string,
): Promise<StaffAccount | 'email_taken'> {
  const email = normalizeEmail(invite.email)
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('staff_user').select('id').where('email', '=', email).executeTakeFirst()
    if (existing) return 'email_taken' as const
    const now = new Date().toISOString()
    const { id } = await trx
      .insertInto('staff_user')
      .values({ email, name: invite.name, role: invite.role, password_hash: '', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    await issueLink(trx, { id: Number(id), name: invite.name, email }, 'invite', mail, mailDomain)
    await recordAudit(trx, {
      staff,
      action: 'staff.invite',
      subject: `staff:${email}`,
      detail: { name: invite.name, role: invite.role },
    })
    return (await accountById(trx, Number(id)))!
  })
}

/** The audit action of each change. */
const CHANGE_ACTION = {
  role: 'staff.role',
  disable: 'staff.disable',
  enable: 'staff.enable',
  reset: 'staff.reset',
} as const

/** Changes an account (owner); the answer is the account, or why not ('not_found', 'last_owner'). */
export async function changeStaff(
  db: Kysely<Schema>,
  staff: StaffMe,
  id: number,
  change: StaffUserChange,
  mail: LinkMail,
  mailDomain: string,
): Promise<StaffAccount | 'not_found' | 'last_owner'> {
  return db.transaction().execute(async (trx) => {
    // Every account is read in the transaction: two owners demoting each other at once are serialised by the
    // update below (PostgreSQL) or the single writer (SQLite); the rule is checked on what is read here.
    const accounts = await listStaffAccounts(trx)
    const refused = refusedChange(accounts, id, change)
    if (refused) return refused
    const target = accounts.find((account) => account.id === id)!
    const now = new Date().toISOString()
    if (change.action === 'role')
      await trx.updateTable('staff_user').set({ role: change.role, updated_at: now }).where('id', '=', id).execute()
    if (change.action === 'disable')
      await trx.updateTable('staff_user').set({ disabled_at: now, updated_at: now }).where('id', '=', id).execute()
    if (change.action === 'enable')
      await trx.updateTable('staff_user').set({ disabled_at: null, updated_at: now }).where('id', '=', id).execute()
    // An invitation sent again is still an invitation (its e-mail says so).
    if (change.action === 'reset')
      await issueLink(trx, target, target.state === 'invited' ? 'invite' : 'reset', mail, mailDomain)
    // A new role, a disabled account or a reset signs every browser of the account out.
    if (change.action !== 'enable') await trx.deleteFrom('staff_session').where('user_id', '=', id).execute()
    await recordAudit(trx, {
      staff,
      action: CHANGE_ACTION[change.action],
      subject: `staff:${target.email}`,
      detail: change.action === 'role' ? { from: target.role, to: change.role } : {},
    })
    return (await accountById(trx, id))!
  })
}

/**
 * Sets the password of a one-time link's account and uses the link up (its sessions end); false for a link that is
 * unknown, used or expired.
 */
export async function setPasswordWithLink(db: Kysely<Schema>, token: string, password: string): Promise<boolean> {
  const linkOf = (trx: Db) =>
    trx
      .selectFrom('staff_token')
      .innerJoin('staff_user', 'staff_user.id', 'staff_token.user_id')
      .select(['staff_token.user_id', 'staff_token.expires_at', 'staff_token.purpose', 'staff_user.name'])
      .select(['staff_user.email', 'staff_user.disabled_at'])
      .where('staff_token.token_hash', '=', sha256(token))
      .executeTakeFirst()
  const usable = (link: Awaited<ReturnType<typeof linkOf>>) =>
    link !== undefined && !link.disabled_at && Date.parse(link.expires_at) >= Date.now()
  // A made-up token costs a lookup, not a password hash (this call needs no session).
  if (!usable(await linkOf(db))) return false
  const hash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    // Read again in the transaction: a link used or ended meanwhile sets nothing.
    const link = await linkOf(trx)
    if (!link || !usable(link)) return false
    const now = new Date().toISOString()
    await trx.deleteFrom('staff_token').where('user_id', '=', link.user_id).execute()
    await trx
      .updateTable('staff_user')
      .set({ password_hash: hash, updated_at: now })
      .where('id', '=', link.user_id)
      .execute()
    await trx.deleteFrom('staff_session').where('user_id', '=', link.user_id).execute()
    await recordAudit(trx, {
      staff: { name: link.name, email: link.email, role: 'staff' },
      action: 'staff.password',
      subject: `staff:${link.email}`,
      detail: { link: link.purpose },
    })
    return true
  })
}

/** Keeps a new secret for the account until a code confirms it. */
export async function startTotp(db: Kysely<Schema>, email: string, secret: string): Promise<void> {
  await db.updateTable('staff_user').set({ totp_pending: secret }).where('email', '=', normalizeEmail(email)).execute()
}

/** The account's secret being set up, if any. */
export async function pendingTotp(db: Kysely<Schema>, email: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('staff_user')
    .select('totp_pending')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
  return row?.totp_pending ?? undefined
}

/** Puts the confirmed secret in force (its confirming code's step used up), with an audit row. */
export async function confirmTotp(db: Kysely<Schema>, staff: StaffMe, secret: string, step: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff_user')
      .set({ totp_secret: secret, totp_pending: null, totp_step: step, updated_at: new Date().toISOString() })
      .where('email', '=', normalizeEmail(staff.email))
      .execute()
    await recordAudit(trx, { staff, action: 'staff.totp', subject: `staff:${staff.email}` })
  })
}

/**
 * Takes a code's step for the account, unless a code of that step (or a later one) was taken meanwhile: true when
 * this request took it. The update's condition makes two requests with one code take it once.
 */
export async function takeTotpStep(db: Kysely<Schema>, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('staff_user')
    .set({ totp_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('totp_step', 'is', null), eb('totp_step', '<', step)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/**
 * The audit screen's rows: the staff audit log, every status move (order_status_audit) and every published version
 * of prices and settings (config_version), newest first, filtered, at most AUDIT_LIMIT (`limited` when cut).
 */
export async function readAudit(
  db: Kysely<Schema>,
  filter: AuditFilter,
): Promise<{ entries: AuditRow[]; limited: boolean }> {
  // A script's rows carry the name it gave (X-Staff-Name); a version nobody published (the seed) has no one.
  // Days are inclusive; each source reads its newest rows from the range, the filter's other fields are applied
  // to the merged rows (few enough: each source is cut at the limit first).
  const from = filter.from ?? '0000-01-01'
  const to = `${filter.to ?? '9999-12-31'}T99`
  const take = AUDIT_LIMIT + 1
  const [audit, moves, versions] = await Promise.all([
    db
      .selectFrom('staff_audit')
      .select(['at', 'staff_name', 'action', 'subject', 'detail'])
      .where('at', '>=', from)
      .where('at', '<=', to)
      .orderBy('at', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('order_status_audit')
      .innerJoin('orders', 'orders.id', 'order_status_audit.order_id')
      .select(['order_status_audit.at', 'order_status_audit.staff_name'])
      .select(['order_status_audit.from_status', 'order_status_audit.to_status', 'order_status_audit.note'])
      .select('orders.number')
      .where('order_status_audit.at', '>=', from)
      .where('order_status_audit.at', '<=', to)
      .orderBy('order_status_audit.at', 'desc')
      .limit(take)
      .execute(),
    db
      .selectFrom('config_version')
      .leftJoin('staff_user', 'staff_user.id', 'config_version.published_by')
      .select(['config_version.kind', 'config_version.version', 'config_version.published_at'])
      .select(['config_version.note', 'staff_user.name'])
      .where('config_version.published_at', '>=', from)
      .where('config_version.published_at', '<=', to)
      .orderBy('config_version.published_at', 'desc')
      .limit(take)
      .execute(),
  ])
  const rows: AuditRow[] = [
    ...audit.map((row) => ({
      at: row.at,
      by: row.staff_name,
      action: row.action,
      subject: row.subject,
      detail: JSON.parse(row.detail) as Record<string, unknown>,
    })),
    ...moves.map((row) => ({
      at: row.at,
      by: row.staff_name,
      action: 'order.status',
      subject: `order:${row.number}`,
      detail: { from: row.from_status, to: row.to_status, ...(row.note ? { note: row.note } : {}) },
    })),
    ...versions.map((row) => ({
      at: row.published_at,
      by: row.name ?? null,
      action: `${row.kind}.publish`,
      subject: `${row.kind}:${row.version}`,
      detail: row.note ? { note: row.note } : {},
    })),
  ]
  const matching = rows.filter((row) => auditMatches(row, filter)).sort((a, b) => b.at.localeCompare(a.at))
  return { entries: matching.slice(0, AUDIT_LIMIT), limited: matching.length > AUDIT_LIMIT }
}
