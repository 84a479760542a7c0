/**
 * The staff calls (issue 15): signIn (sets the session cookie), signOut, me, and the owner's list of
 * accounts. Five wrong passwords for one e-mail from one IP address within 15 minutes lock that pair,
 * and twenty from one IP address whatever the e-mails lock the address (429 + Retry-After); unknown
 * e-mails count the same, so the lock tells nothing about who exists.
 */
import { Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { API } from '#domain/endpoints.ts'
import {
  createSession,
  deleteSession,
  findStaffUser,
  listStaffUsers,
  normalizeEmail,
  setStaffLanguage,
  withLanguage,
} from '../staff/accounts'
import { DUMMY_HASH, verifyPassword } from '../staff/password'
import { requireStaffSession, SESSION_COOKIE, staffOf, type StaffAuthDeps } from '../staff/requireStaffSession'
import type { StaffRole } from '#domain/schemas.ts'
import { apiError, readJson } from './json'
import { clientKey, foreignOrigin } from './origin'
import { secondsToWait, type RateLimiterFactory } from '../db/rateLimit'
import type { Config } from '../env'

/** Wrong passwords allowed per e-mail and IP address before the lock. */
export const SIGN_IN_ATTEMPTS = 5
/** How long the wrong passwords are remembered, and the lock lasts. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60
/**
 * Wrong passwords allowed per IP address, whatever the e-mails, in the same window (issue 34: one address tried
 * 202 in 15 s): room for an office of staff behind one address mistyping, not for guessing accounts.
 */
export const SIGN_IN_ADDRESS_ATTEMPTS = 20

export function staffRoutes(
  deps: StaffAuthDeps & {
    config: Pick<Config, 'trustProxy'>
    /** Where wrong passwords are counted (shared by every server on PostgreSQL). */
    rateLimiters: RateLimiterFactory
  },
) {
  const { db, config } = deps
  const failures = deps.rateLimiters({ name: 'sign-in', points: SIGN_IN_ATTEMPTS, seconds: SIGN_IN_WINDOW_SECONDS })
  const addressFailures = deps.rateLimiters({
    name: 'sign-in-ip',
    points: SIGN_IN_ADDRESS_ATTEMPTS,
    seconds: SIGN_IN_WINDOW_SECONDS,
  })
  const { staffSignIn, staffSignOut, staffMe, staffSetLanguage, staffUsers } = API

  return new Hono()
    .on(staffSignIn.method, staffSignIn.path, async (c) => {
      c.header('Cache-Control', 'no-store')
      // Another site must not sign a browser into an account of its choosing.
      const origin = foreignOrigin(c, config)
      if (origin) return apiError(c, 403, 'forbidden_origin', `Sign in on this shop's pages, not from ${origin}.`)
      const body = await readJson(c, staffSignIn.request)
      if (!body.ok) return body.response
      const ip = clientKey(c, config.trustProxy)
      const key = `${normalizeEmail(body.value.email)}|${ip}`
      // Every try is counted as wrong before its password is checked, so tries sent at once cannot all pass
      // a lock read before any of them was counted (issue 34); a right password gives its try back below.
      const retryAfter = (await secondsToWait(addressFailures, ip)) ?? (await secondsToWait(failures, key))
      if (retryAfter !== undefined) {
        c.header('Retry-After', String(retryAfter))
        return c.json(
          { error: 'too_many_attempts', message: 'Too many wrong passwords; try again later.', retryAfter },
          429,
        )
      }
      const user = await findStaffUser(db, body.value.email)
      // An unknown e-mail is checked against a dummy hash: it takes as long as a wrong password.
      const matches = await verifyPassword(body.value.password, user?.password_hash ?? DUMMY_HASH)
      if (!user || !matches) return apiError(c, 401, 'wrong_credentials', 'The e-mail or the password is wrong.')
      // The account's wrong tries are forgotten; the address only gets this try back (its others stay counted).
      await Promise.all([failures.delete(key), addressFailures.reward(ip, 1)])
      const id = await createSession(db, user.id)
      // Secure: browsers also keep it on http://localhost and 127.0.0.1 (trustworthy origins), so e2e works.
      setCookie(c, SESSION_COOKIE, id, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
      return c.json(withLanguage({ name: user.name, email: user.email, role: user.role as StaffRole }, user.language))
    })
    .on(staffSignOut.method, staffSignOut.path, async (c) => {
      const origin = foreignOrigin(c, config)
      if (origin) return apiError(c, 403, 'forbidden_origin', `Sign out on this shop's pages, not from ${origin}.`)
      const id = getCookie(c, SESSION_COOKIE)
      if (id) await deleteSession(db, id)
      deleteCookie(c, SESSION_COOKIE, { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
      return c.body(null, 204)
    })
    .on(staffMe.method, staffMe.path, async (c) => {
      c.header('Cache-Control', 'no-store')
      const staff = await staffOf(c, deps)
      return staff ? c.json(staff) : apiError(c, 401, 'unauthorized', 'Nobody is signed in.')
    })
    .on(staffSetLanguage.method, staffSetLanguage.path, requireStaffSession(deps), async (c) => {
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, staffSetLanguage.request)
      if (!body.ok) return body.response
      const staff = c.get('staff')
      // A script signs in with the bearer token and has no account to keep a language on.
      if (!(await setStaffLanguage(db, staff.email, body.value.language)))
        return apiError(c, 422, 'no_account', 'Only a signed-in account has a language of its own.')
      return c.json(withLanguage(staff, body.value.language))
    })
    .on(staffUsers.method, staffUsers.path, requireStaffSession(deps, { role: 'owner' }), async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ users: await listStaffUsers(db) })
    })
}
