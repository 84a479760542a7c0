/**
 * Shared designs (issue 18.2): POST share saves a design under a code from its content and answers
 * the short link with its QR code; POST shareMail e-mails the link through the outbox (rate limited
 * per IP and per recipient mailbox); GET /n/{code} and /cz/n/{code} redirect to the design in that language.
 */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import { qrSvg as drawQr } from '../qrSvg'
import { API } from '#domain/endpoints.ts'
import { EmailSchema } from '#domain/checkout.ts'
import { chooseLocale, LOCALE_COOKIE, localizePath, type LocaleCode } from '#domain/locale.ts'
import { SHARE_CODE, shareAddress, sharePath, type ShareAddress } from '#domain/share.ts'
import { readCookie } from '#site/cookie.ts'
import { normaliseEmail } from '#site/consent.ts'
import * as v from 'valibot'
import type { Config } from '../env'
import type { SettingsCache } from '../config/settings'
import type { Schema } from '../db/schema'
import { findShare, queueShareMail, saveShare, shareCode } from '../db/shares'
import { mailI18n } from '../mail/i18n'
import { shareMail } from '../mail/templates'
import { apiError, describe, readJson } from './json'
import { clientKey, foreignOrigin, requestHost } from './origin'
import { secondsToWait, type RateLimiterFactory } from '../db/rateLimit'

export interface ShareRouteDeps {
  db: Kysely<Schema>
  config: Pick<Config, 'siteUrl' | 'shareMailRateLimit' | 'trustProxy'>
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
  /** Where the per-IP and per-address limits of "send me this design" count (shared on PostgreSQL). */
  rateLimiters: RateLimiterFactory
}

/**
 * The mailbox an address reaches, as the per-address limit counts it: lower case, and without the `+tag`
 * most mail services ignore (issue 34: jana+1@, jana+2@… each had a limit of their own).
 */
export function mailboxOf(email: string): string {
  const address = normaliseEmail(email)
  const at = address.lastIndexOf('@')
  if (at < 0) return address
  const local = address.slice(0, at)
  const plus = local.indexOf('+')
  return (plus > 0 ? local.slice(0, plus) : local) + address.slice(at)
}

/** The design's address in a language: its page under the language's prefix, with its query. */
const designUrl = (address: ShareAddress, locale: LocaleCode) =>
  localizePath(address.path, locale) + (address.search ? `?${address.search}` : '')

export function shareRoutes(deps: ShareRouteDeps) {
  const { db, config } = deps
  const perIp = deps.rateLimiters({ name: 'share-mail-ip', ...config.shareMailRateLimit.ip })
  const perAddress = deps.rateLimiters({ name: 'share-mail-address', ...config.shareMailRateLimit.address })
  const { share, shareMail: sendShare } = API

  const redirect = (locale: LocaleCode | undefined) =>
    new Hono().get('/:code', async (c, next) => {
      const code = c.req.param('code')
      const address = SHARE_CODE.test(code) ? await findShare(db, code) : undefined
      // An unknown code falls through to the page handler: the shop's own 404 page naming the path.
      if (!address) return next()
      const chosen =
        locale ??
        chooseLocale({
          pathname: '/',
          cookie: readCookie(c.req.header('cookie'), LOCALE_COOKIE),
          acceptLanguage: c.req.header('accept-language'),
          host: requestHost(c, config.trustProxy),
        }).locale
      if (!locale) c.header('Vary', 'Cookie, Accept-Language')
      c.header('Cache-Control', 'no-cache')
      return c.redirect(designUrl(address, chosen), 302)
    })

  return new Hono()
    .route('/n', redirect(undefined))
    .route('/cz/n', redirect('cz'))
    .on(share.method, share.path, async (c) => {
      const body = await readJson(c, share.request)
      if (!body.ok) return body.response
      const { kind, query, locale } = body.value
      const canonical = shareAddress(kind, query)
      if (!canonical.ok) return apiError(c, 422, 'invalid_design', describe(canonical.issues), canonical.issues)
      const code = shareCode(canonical.address)
      await saveShare(db, code, canonical.address)
      const url = config.siteUrl + sharePath(code, locale)
      const qrSvg = await drawQr(url)
      return c.json({ code, url, path: designUrl(canonical.address, locale), qrSvg })
    })
    .on(sendShare.method, sendShare.path, async (c) => {
      const foreign = foreignOrigin(c, config)
      if (foreign) return apiError(c, 403, 'forbidden_origin', `Not accepted from ${foreign}.`)
      const body = await readJson(c, sendShare.request)
      if (!body.ok) return body.response
      const { code, locale } = body.value
      const email = body.value.email.trim()
      if (!v.is(EmailSchema, email)) {
        return apiError(c, 422, 'invalid_email', 'email: is not an e-mail address', [
          { path: 'email', message: 'is not an e-mail address' },
        ])
      }
      const address = await findShare(db, code)
      if (!address) return apiError(c, 404, 'not_found', `No shared design ${code}.`)
      // Both limits count every attempt: one IP cannot flood many addresses, nor many IPs one address.
      const wait =
        (await secondsToWait(perIp, clientKey(c, config.trustProxy))) ??
        (await secondsToWait(perAddress, mailboxOf(email)))
      if (wait !== undefined) {
        c.header('Retry-After', String(wait))
        return apiError(c, 429, 'too_many_mails', 'Too many e-mails of designs; try again later.')
      }
      const { siteUrl } = config
      const mail = shareMail(
        { url: siteUrl + sharePath(code, locale), kind: address.kind, to: email, locale },
        await mailI18n(locale),
        (await deps.settings.get()).data,
      )
      await queueShareMail(db, { ...mail, mailDomain: new URL(siteUrl).hostname })
      deps.onMail()
      return c.json({ queued: true as const }, 202)
    })
}
