/**
 * The back office's audit log (issue 36): every staff action that is not a status move (those have their own
 * rows in order_status_audit, written in the move's transaction) is one `staff_audit` row, written in the same
 * transaction as the action, so there is no action without its row.
 */
import type { Kysely, Transaction } from 'kysely'
import type { StaffMe } from '#domain/schemas.ts'
import type { Schema } from './schema'

/** One audit row as the desk reads it; `by` is null for a script with the bearer token. */
export interface AuditEntry {
  id: number
  at: string
  by: string | null
  action: string
  subject: string
  detail: Record<string, unknown>
}

/** What an action writes: who, what (`order.note`, `staff.invite`…), to what (`order:<number>`…), and details. */
export interface AuditRecord {
  staff: StaffMe
  action: string
  subject: string
  detail?: Record<string, unknown>
  /** The action's time; now when left out. */
  at?: Date
}

/** The account behind a caller: a session names one by e-mail; the bearer script (e-mail '') has none. */
export async function staffUserIdOf(db: Kysely<Schema> | Transaction<Schema>, staff: StaffMe): Promise<number | null> {
  if (!staff.email) return null
  const row = await db.selectFrom('staff_user').select('id').where('email', '=', staff.email).executeTakeFirst()
  return row ? Number(row.id) : null
}

/** Writes one audit row; call it inside the action's transaction. */
export async function recordAudit(db: Kysely<Schema> | Transaction<Schema>, record: AuditRecord): Promise<void> {
  await db
    .insertInto('staff_audit')
    .values({
      at: (record.at ?? new Date()).toISOString(),
      staff_user_id: await staffUserIdOf(db, record.staff),
      staff_name: record.staff.name.slice(0, 80),
      action: record.action.slice(0, 40),
      subject: record.subject.slice(0, 80),
      detail: JSON.stringify(record.detail ?? {}),
    })
    .execute()
}

/** Which rows to read: by action, by subject, by staff name, in a time range (ISO, `to` exclusive); newest first. */
export interface AuditFilter {
  action?: string
  subject?: string
  staffName?: string
  from?: string
  to?: string
  limit?: number
}

/** The audit rows matching a filter, newest first (at most `limit`, 200 when left out). */
export async function auditEntries(db: Kysely<Schema>, filter: AuditFilter = {}): Promise<AuditEntry[]> {
  let query = db.selectFrom('staff_audit').selectAll()
  if (filter.action) query = query.where('action', '=', filter.action)
  if (filter.subject) query = query.where('subject', '=', filter.subject)
  if (filter.staffName) query = query.where('staff_name', '=', filter.staffName)
  if (filter.from) query = query.where('at', '>=', filter.from)
  if (filter.to) query = query.where('at', '<', filter.to)
  const rows = await query
    .orderBy('id', 'desc')
    .limit(Math.min(filter.limit ?? 200, 1000))
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    by: row.staff_user_id === null ? null : row.staff_name,
    action: row.action,
    subject: row.subject,
    detail: JSON.parse(row.detail) as Record<string, unknown>,
  }))
}
