/**
 * Time-based one-time codes (RFC 6238) for staff accounts (issue 36.6), with otpauth: a secret per account, codes
 * of six digits every 30 s, one step of tolerance either side, and a used step never taken again.
 */
import { Secret, TOTP as Totp } from 'otpauth'
import { TOTP } from '#domain/staffAccounts.ts'

/** A new random secret (160 bits, base32 as the apps take it). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32

const totpOf = (secret: string, label: string) =>
  new Totp({
    issuer: 'Skrinka',
    label,
    algorithm: TOTP.algorithm,
    digits: TOTP.digits,
    period: TOTP.period,
    secret: Secret.fromBase32(secret),
  })

/** The otpauth:// address an authenticator app reads from the QR code. */
export const totpUri = (secret: string, label: string) => totpOf(secret, label).toString()

/**
 * The time step of a right code, or undefined: wrong, outside the tolerance, or not after `lastStep` (a code
 * already used, or one older than it).
 */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null | undefined,
  now = Date.now(),
): number | undefined {
  const token = code.replace(/\s/g, '')
  const delta = totpOf(secret, '').validate({ token, timestamp: now, window: TOTP.window })
  if (delta === null) return undefined
  const step = Math.floor(now / 1000 / TOTP.period) + delta
  return lastStep != null && step <= Number(lastStep) ? undefined : step
}
