/**
 * The owner's account management (issue 36.6): the list, invitations, role changes, disable/enable and resets;
 * setting a password with a one-time link (anyone holding the link); one-time codes for the signed-in account; and
 * the audit screen's rows. Every change writes its audit row in its own transaction (src/server/db/staffAccounts.ts).
 */
import { Hono } from 'hono'
import { qrSvg as drawQr } from '../qrSvg'
import { API } from '#domain/endpoints.ts'
import { localizePath, type LocaleCode } from '#domain/locale.ts'
import { cleanAuditFilter, SET_PASSWORD_LINK_HOURS } from '#domain/staffAccounts.ts'
import type { Config } from '../env'
import type { SettingsCache } from '../config/settings'
import {
  changeStaff,
  confirmTotp,
  inviteStaff,
  listStaffAccounts,
  pendingTotp,
  readAudit,
  setPasswordWithLink,
  startTotp,
  type LinkMail,
} from '../db/staffAccounts'
import { mailI18n } from '../mail/i18n'
import { staffLinkMail } from '../mail/templates'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { acceptedStep, newTotpSecret, totpUri } from '../staff/totp'
import { apiError, readJson } from './json'
import { foreignOrigin } from './origin'

/** Where a one-time link leads: the set-password page in the mail's language. */
export const SET_PASSWORD_PATH = '/admin/heslo'

export function staffAdminRoutes(
  deps: StaffAuthDeps & {
    config: Pick<Config, 'siteUrl'>
    settings: SettingsCache
    /** Wakes the outbox worker after an e-mail was queued. */
    onMail: () => void
  },
) {
  const { db, config } = deps
  const { staffUsers, staffInvite, staffUserChange, staffSetPassword, staffTotpSetup, staffTotpConfirm, staffAudit } =
    API
  const owner = requireStaffSession(deps, { role: 'owner' })
  // One-time codes are every account's own: the workshop's too.
  const anyone = requireStaffSession(deps, { workshop: true })
  // Read when an e-mail is made (a test's app may have no site address).
  const mailDomain = () => new URL(config.siteUrl).hostname

  /** The e-mail with a link, in the owner's screen's language. */
  const linkMail = async (locale: LocaleCode): Promise<LinkMail> => {
    const i18n = await mailI18n(locale)
    const settings = (await deps.settings.get()).data
    return ({ token, name, to, purpose }) =>
      staffLinkMail(
        {
          purpose,
          url: `${config.siteUrl}${localizePath(SET_PASSWORD_PATH, locale)}?token=${token}`,
          to,
          name,
          hours: SET_PASSWORD_LINK_HOURS,
        },
        i18n,
        settings,
      )
  }

  return new Hono()
    .on(staffUsers.method, staffUsers.path, owner, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ users: await listStaffAccounts(db) })
    })
    .on(staffInvite.method, staffInvite.path, owner, async (c) => {
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, staffInvite.request)
      if (!body.ok) return body.response
      const { locale = 'sk', ...invite } = body.value
      const result = await inviteStaff(db, c.get('staff'), invite, await linkMail(locale), mailDomain())
      if (result === 'email_taken')
        return apiError(c, 409, 'email_taken', 'An account with this e-mail exists already.', [
          { path: 'email', message: 'is taken' },
        ])
      deps.onMail()
      return c.json(result, 201)
    })
    .on(staffUserChange.method, staffUserChange.path, owner, async (c) => {
      c.header('Cache-Control', 'no-store')
      const id = Number(c.req.param('id'))
      const body = await readJson(c, staffUserChange.request)
      if (!body.ok) return body.response
      if (!Number.isSafeInteger(id)) return apiError(c, 404, 'not_found', 'No such account.')
      const locale = body.value.action === 'reset' ? (body.value.locale ?? 'sk') : 'sk'
      const result = await changeStaff(db, c.get('staff'), id, body.value, await linkMail(locale), mailDomain())
      if (result === 'not_found') return apiError(c, 404, 'not_found', 'No such account.')
      if (result === 'last_owner')
        return apiError(c, 422, 'last_owner', 'The last active owner can be neither disabled nor given another role.')
      if (body.value.action === 'reset') deps.onMail()
      return c.json(result)
    })
    .on(staffSetPassword.method, staffSetPassword.path, async (c) => {
      c.header('Cache-Control', 'no-store')
      const origin = foreignOrigin(c, config)
      if (origin)
        return apiError(c, 403, 'forbidden_origin', `Set the password on this shop's pages, not from ${origin}.`)
      const body = await readJson(c, staffSetPassword.request)
      if (!body.ok) return body.response
      const done = await setPasswordWithLink(db, body.value.token, body.value.password)
      if (!done) return apiError(c, 422, 'invalid_link', 'This link has been used or has expired; ask for a new one.')
      return c.body(null, 204)
    })
    .on(staffTotpSetup.method, staffTotpSetup.path, anyone, async (c) => {
      c.header('Cache-Control', 'no-store')
      const staff = c.get('staff')
      if (!staff.email) return apiError(c, 403, 'forbidden_role', 'A script has no one-time codes.')
      const secret = newTotpSecret()
      await startTotp(db, staff.email, secret)
      const uri = totpUri(secret, staff.email)
      const qrSvg = await drawQr(uri)
      return c.json({ secret, uri, qrSvg })
    })
    .on(staffTotpConfirm.method, staffTotpConfirm.path, anyone, async (c) => {
      c.header('Cache-Control', 'no-store')
      const staff = c.get('staff')
      const body = await readJson(c, staffTotpConfirm.request)
      if (!body.ok) return body.response
      const secret = staff.email ? await pendingTotp(db, staff.email) : undefined
      if (!secret) return apiError(c, 409, 'no_setup', 'Start the set-up of one-time codes first.')
      const step = acceptedStep(secret, body.value.code, undefined)
      if (step === undefined)
        return apiError(c, 422, 'wrong_code', 'The code does not match; check the time on your phone.', [
          { path: 'code', message: 'does not match' },
        ])
      await confirmTotp(db, staff, secret, step)
      return c.body(null, 204)
    })
    .on(staffAudit.method, staffAudit.path, owner, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await readAudit(db, cleanAuditFilter(c.req.query())))
    })
}
