/**
 * Consent (GDPR, ePrivacy): nothing for analytics or ads leaves the browser before the visitor
 * accepts; refusing is one click like accepting. The choice is a first-party cookie for 365 days.
 * Conversion data is hashed (SHA-256 of the normalised value) before it leaves the shop's server.
 */
export const CONSENT_COOKIE = 'skrinka-consent'
export type ConsentChoice = 'granted' | 'denied'

/** A cookie value as a choice; anything else (or nothing) means the visitor has not chosen yet. */
export const parseConsent = (value: string | undefined): ConsentChoice | undefined =>
  value === 'granted' || value === 'denied' ? value : undefined

/** Event name (docs/product.md#events): `skrinka-` prefix, `-mobile` suffix on phones. */
export const eventNameOf = (name: string, mobile: boolean) => `skrinka-${name}${mobile ? '-mobile' : ''}`

/**
 * Whether a host is this machine (docs/product.md#events: never send events from localhost): `localhost` and its
 * subdomains (RFC 6761), IPv4 loopback 127.0.0.0/8 and IPv6 `[::1]`, also IPv4-mapped as a browser writes it.
 */
export const isLocalHost = (host: string) =>
  /^(localhost|[a-z0-9.-]+\.localhost|127(\.\d{1,3}){3}|\[(::1|::ffff:127(\.\d{1,3}){3}|::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4})\])(:\d+)?$/i.test(
    host,
  )

/** E-mail as ads APIs expect it before hashing: trimmed and lower-case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Phone as ads APIs expect it before hashing: digits only, with the country code (421905123456). */
export const normalisePhone = (prefix: string, phone: string) => `${prefix}${phone}`.replace(/\D/g, '')
