/**
 * Staff accounts and their sessions (issue 15). A session is a random id in an HttpOnly cookie;
 * the database keeps only its SHA-256, and a session unused for SESSION_IDLE_MS is gone.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { LANGUAGES, type Language } from '#domain/locale.ts'
import type { StaffMe, StaffRole } from '#domain/schemas.ts'
import type { Schema } from '../db/schema'
import { hashPassword } from './password'

/** A session ends after 12 hours without use; each use starts the 12 hours again. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The stored form of an e-mail: trimmed and lower-cased, so the unique index ignores case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase()

/** Creates the account or, when the e-mail exists, sets its name, role and password; 'created' or 'updated'. */
export async function upsertStaffUser(
  db: Kysely<Schema>,
  user: { email: string; name: string; role: StaffRole; password: string },
): Promise<'created' | 'updated'> {
  const email = normalizeEmail(user.email)
  const now = new Date().toISOString()
  const values = { name: user.name.trim(), role: user.role, password_hash: await hashPassword(user.password) }
  const existing = await db.selectFrom('staff_user').select('id').where('email', '=', email).executeTakeFirst()
  if (existing) {
    await db
      .updateTable('staff_user')
      .set({ ...values, updated_at: now })
      .where('id', '=', existing.id)
      .execute()
    // A new password signs every browser out.
    await db.deleteFrom('staff_session').where('user_id', '=', existing.id).execute()
    return 'updated'
  }
  await db
    .insertInto('staff_user')
    .values({ ...values, email, created_at: now, updated_at: now })
    .execute()
  return 'created'
}

/** The account with this e-mail (any case), with its hash, or undefined. */
export function findStaffUser(db: Kysely<Schema>, email: string) {
  return db
    .selectFrom('staff_user')
    .select(['id', 'email', 'name', 'role', 'password_hash', 'language'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

/** Every account, by e-mail. */
export async function listStaffUsers(db: Kysely<Schema>): Promise<StaffMe[]> {
  const rows = await db.selectFrom('staff_user').select(['name', 'email', 'role']).orderBy('email').execute()
  return rows.map((row) => ({ ...row, role: row.role as StaffRole }))
}

/** Starts a session for an account; answers the id for the cookie (stored only as its hash). */
export async function createSession(db: Kysely<Schema>, userId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  const now = new Date().toISOString()
  await db
    .insertInto('staff_session')
    .values({ id_hash: sha256(id), user_id: userId, created_at: now, last_seen_at: now })
    .execute()
  return id
}

/** The session's staff member, its idle time extended; undefined (and the row deleted) when it has expired. */
export async function readSession(db: Kysely<Schema>, id: string): Promise<StaffMe | undefined> {
  const idHash = sha256(id)
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff_user', 'staff_user.id', 'staff_session.user_id')
    .select([
      'staff_session.last_seen_at',
      'staff_user.name',
      'staff_user.email',
      'staff_user.role',
      'staff_user.language',
    ])
    .where('staff_session.id_hash', '=', idHash)
    .executeTakeFirst()
  if (!row) return undefined
  const now = Date.now()
  if (now - Date.parse(row.last_seen_at) > SESSION_IDLE_MS) {
    await deleteSession(db, id)
    return undefined
  }
  await db
    .updateTable('staff_session')
    .set({ last_seen_at: new Date(now).toISOString() })
    .where('id_hash', '=', idHash)
    .execute()
  return withLanguage({ name: row.name, email: row.email, role: row.role as StaffRole }, row.language)
}

/**
 * Who is signed in with the language they chose, when they chose one (one this code knows): absent, none was
 * chosen, and the answers stay as they were before languages.
 */
export function withLanguage(me: StaffMe, stored: string | null): StaffMe {
  const { language: _, ...rest } = me
  return (LANGUAGES as readonly (string | null)[]).includes(stored) ? { ...rest, language: stored as Language } : rest
}

/** Sets the back office's language of the account with this e-mail (null: the address's); false when there is none. */
export async function setStaffLanguage(db: Kysely<Schema>, email: string, language: Language | null): Promise<boolean> {
  const result = await db
    .updateTable('staff_user')
    .set({ language, updated_at: new Date().toISOString() })
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Ends a session (sign-out). */
export async function deleteSession(db: Kysely<Schema>, id: string): Promise<void> {
  await db.deleteFrom('staff_session').where('id_hash', '=', sha256(id)).execute()
}
