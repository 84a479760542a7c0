/**
 * Staff passwords: scrypt with a random salt, the parameters kept with the hash so they can be
 * raised later without breaking stored hashes. Format: scrypt$N$r$p$salt(base64)$hash(base64).
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** The parameters new hashes get (N = 2^15, about 32 MiB and a few tens of ms per check). */
export const SCRYPT_PARAMS = { N: 32768, r: 8, p: 1 } as const
const KEY_LENGTH = 32
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** Hashes a password with a fresh salt; the answer carries its own parameters. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, SCRYPT_PARAMS)
  const { N, r, p } = SCRYPT_PARAMS
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Whether the password matches a stored hash (constant-time compare); a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false
  const salt = Buffer.from(parts[4]!, 'base64')
  const expected = Buffer.from(parts[5]!, 'base64')
  const key = await derive(password, salt, { N, r, p })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of nothing anyone knows: checked against when the e-mail is unknown, so both take as long. */
export const DUMMY_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`
