import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { requireStaffSession } from '#server/staff/requireStaffSession.ts'
import { DUMMY_HASH, hashPassword, SCRYPT_PARAMS, verifyPassword } from '#server/staff/password.ts'

const TOKEN = 'staff-token-for-the-unit-tests'
/** A staff-only route that answers with the name the middleware put on the context (no cookie: no database). */
const app = (token: string | undefined = TOKEN) =>
  new Hono().post(
    '/x',
    requireStaffSession({
      db: undefined as never,
      config: { staffToken: token, siteUrl: 'http://localhost:3000', trustProxy: false },
    }),
    (c) => c.text(c.get('staff').name),
  )
const call = (headers: Record<string, string>, token?: string) => app(token).request('/x', { method: 'POST', headers })

describe('staff passwords', () => {
  it('hashes with scrypt, a random salt and the parameters, and verifies the password', async () => {
    const hash = await hashPassword('správne heslo')
    const [name, N, r, p, salt, key] = hash.split('$')
    expect([name, Number(N), Number(r), Number(p)]).toEqual([
      'scrypt',
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ])
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16)
    expect(Buffer.from(key!, 'base64')).toHaveLength(32)
    expect(hash).not.toContain('správne heslo')
    expect(await hashPassword('správne heslo')).not.toBe(hash)
    expect(await verifyPassword('správne heslo', hash)).toBe(true)
  })
  it('refuses a wrong password, a malformed hash and the dummy hash', async () => {
    const hash = await hashPassword('secret-one')
    expect(await verifyPassword('secret-two', hash)).toBe(false)
    expect(await verifyPassword('secret-one', hash.replace('scrypt$', 'md5$'))).toBe(false)
    expect(await verifyPassword('secret-one', 'scrypt$x$8$1$a$b')).toBe(false)
    expect(await verifyPassword('', DUMMY_HASH)).toBe(false)
  })
  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    const hash = await hashPassword('old-params')
    const weaker = hash.replace(`scrypt$${SCRYPT_PARAMS.N}$`, 'scrypt$1024$')
    expect(await verifyPassword('old-params', weaker)).toBe(false)
  })
})

describe('requireStaffSession with the bearer token (scripts)', () => {
  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer wrong-token-wrong-token!' }],
    ['the token not as Bearer', { authorization: TOKEN }],
    ['a token one character short', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
  ])('answers 401 with WWW-Authenticate to %s', async (_, headers) => {
    const response = await call(headers)
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="skrinka-staff"')
    expect(await response.json()).toMatchObject({ error: 'unauthorized' })
  })
  it('lets no script in when no STAFF_TOKEN is configured', async () => {
    const response = await app(undefined).request('/x', { method: 'POST', headers: { authorization: 'Bearer ' } })
    expect(response.status).toBe(401)
  })
  it('lets a script through with the name it gave (URI-encoded, trimmed, at most 80 characters), or "staff"', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` }
    expect(await (await call({ ...bearer, 'x-staff-name': encodeURIComponent(' Mária ') })).text()).toBe('Mária')
    expect(await (await call({ ...bearer, 'x-staff-name': '%E0%A4%A' })).text()).toBe('%E0%A4%A')
    expect(await (await call({ ...bearer, 'x-staff-name': 'x'.repeat(100) })).text()).toBe('x'.repeat(80))
    expect(await (await call(bearer)).text()).toBe('staff')
  })
  it('refuses a POST from another site with 403', async () => {
    const response = await call({ authorization: `Bearer ${TOKEN}`, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ error: 'forbidden_origin' })
  })
})
