import { describe, expect, it } from 'vitest'
import { Hono } from 'hono'
import { requireStaff } from '../../src/server/staff/requireStaff'

const TOKEN = 'staff-token-for-the-unit-tests'
/** A staff-only route that answers with the name the middleware put on the context. */
const app = (token: string | undefined = TOKEN) =>
  new Hono().post('/x', requireStaff(token), (c) => c.text(c.get('staff')))
const call = (headers: Record<string, string>, token?: string) => app(token).request('/x', { method: 'POST', headers })

describe('requireStaff', () => {
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
  it('lets nobody in when no STAFF_TOKEN is configured', async () => {
    const response = await app(undefined).request('/x', { method: 'POST', headers: { authorization: 'Bearer ' } })
    expect(response.status).toBe(401)
  })
  it('lets staff through with the name they gave (URI-encoded, trimmed, at most 80 characters), or "staff"', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` }
    expect(await (await call({ ...bearer, 'x-staff-name': encodeURIComponent(' Mária ') })).text()).toBe('Mária')
    expect(await (await call({ ...bearer, 'x-staff-name': '%E0%A4%A' })).text()).toBe('%E0%A4%A')
    expect(await (await call({ ...bearer, 'x-staff-name': 'x'.repeat(100) })).text()).toBe('x'.repeat(80))
    expect(await (await call(bearer)).text()).toBe('staff')
  })
})
