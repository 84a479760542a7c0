/**
 * Staff-only calls (issue 15): a browser proves itself with the session cookie, a script with
 * Authorization: Bearer STAFF_TOKEN (compared in constant time; it acts as the owner and names
 * itself in X-Staff-Name for the audit). State-changing calls from another site's pages are refused.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import type { Kysely } from 'kysely'
import type { StaffMe, StaffRole } from '#domain/schemas.ts'
import type { Config } from '../env'
import type { Schema } from '../db/schema'
import { apiError } from '../api/json'
import { foreignOrigin } from '../api/origin'
import { readSession } from './accounts'

/** The session cookie's name. */
export const SESSION_COOKIE = 'skrinka_staff'

/** What the middleware adds to a route's context: `c.get('staff')`, who is calling. */
export type StaffEnv = { Variables: { staff: StaffMe } }

/** What the middleware needs: the database (sessions), the bearer token and the site's address (Origin). */
export interface StaffAuthDeps {
  db: Kysely<Schema>
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy' | 'trustProxy'>
}

/** The sent bearer token matches STAFF_TOKEN; none configured, no script is staff. */
export function isBearer(authorization: string | undefined, token: string | undefined): boolean {
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
  if (!token || !sent) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The name a script gave (X-Staff-Name, URI-encoded since headers are ASCII); 'staff' when none. */
function scriptName(header: string | undefined): string {
  let name = header ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // Sent unencoded: keep it as it came.
  }
  return name.trim().slice(0, 80) || 'staff'
}

/** Who is calling: the session's staff member, the bearer script (as owner), or undefined. */
export async function staffOf(c: Context, deps: StaffAuthDeps): Promise<StaffMe | undefined> {
  if (isBearer(c.req.header('authorization'), deps.config.staffToken))
    return { name: scriptName(c.req.header('x-staff-name')), email: '', role: 'owner' }
  const id = getCookie(c, SESSION_COOKIE)
  return id ? readSession(deps.db, id) : undefined
}

/**
 * Lets staff through (401 otherwise); with `role: 'owner'`, staff get 403; a foreign Origin on a POST gets 403. A
 * workshop account gets 403 unless the route opts in with `workshop: true` (issue 36.6: the shop floor's calls come
 * with the next issue; the desk's calls are not the workshop's).
 */
export function requireStaffSession(deps: StaffAuthDeps, options: { role?: StaffRole; workshop?: true } = {}) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    const staff = await staffOf(c, deps)
    if (!staff) {
      c.header('WWW-Authenticate', 'Bearer realm="skrinka-staff"')
      return apiError(c, 401, 'unauthorized', 'Staff only: sign in, or send Authorization: Bearer <STAFF_TOKEN>.')
    }
    if (staff.role === 'workshop' && !options.workshop)
      return apiError(c, 403, 'forbidden_role', 'The workshop account has no access to the back office desk.')
    if (options.role === 'owner' && staff.role !== 'owner')
      return apiError(c, 403, 'forbidden_role', 'Only the shop owner may do this.')
    // The cookie goes along with any request to this site; Origin tells whose page sent it.
    const origin = c.req.method === 'GET' || c.req.method === 'HEAD' ? undefined : foreignOrigin(c, deps.config)
    if (origin)
      return apiError(
        c,
        403,
        'forbidden_origin',
        `Staff calls are accepted from this shop's pages only, not from ${origin}.`,
      )
    c.set('staff', staff)
    await next()
  })
}
