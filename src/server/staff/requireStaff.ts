/**
 * Staff-only calls (the consultation, spec §7): Authorization: Bearer STAFF_TOKEN, compared in
 * constant time. The token is shared, so who saved what is the name staff gave at sign-in
 * (X-Staff-Name), which the middleware puts on the context for the audit.
 */
import { timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { apiError } from '../api/json'

/** What requireStaff adds to a route's context: `c.get('staff')`, the staff member's name. */
export type StaffEnv = { Variables: { staff: string } }

/** The sent bearer token matches STAFF_TOKEN; none configured, nobody is staff. */
function isStaff(authorization: string | undefined, token: string | undefined): boolean {
  const sent = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
  if (!token || !sent) return false
  const a = Buffer.from(sent)
  const b = Buffer.from(token)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The name staff gave at sign-in, sent URI-encoded (headers are ASCII); 'staff' when none. */
function staffName(header: string | undefined): string {
  let name = header ?? ''
  try {
    name = decodeURIComponent(name)
  } catch {
    // Sent unencoded: keep it as it came.
  }
  return name.trim().slice(0, 80) || 'staff'
}

/** Lets staff through with their name on the context; anyone else gets 401 with WWW-Authenticate. */
export function requireStaff(token: string | undefined) {
  return createMiddleware<StaffEnv>(async (c, next) => {
    if (!isStaff(c.req.header('authorization'), token)) {
      c.header('WWW-Authenticate', 'Bearer realm="skrinka-staff"')
      return apiError(c, 401, 'unauthorized', 'Staff only: send Authorization: Bearer <STAFF_TOKEN>.')
    }
    c.set('staff', staffName(c.req.header('x-staff-name')))
    await next()
  })
}
