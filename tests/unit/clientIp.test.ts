import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp } from '../../src/server/api/origin'

/** An app answering with the address clientIp names; app.request has no socket, so that reads 'unknown'. */
const appWith = (trustProxy: boolean) => new Hono().get('/', (c) => c.text(clientIp(c, trustProxy)))
const ask = async (trustProxy: boolean, forwarded?: string) =>
  (await appWith(trustProxy).request('/', forwarded ? { headers: { 'x-forwarded-for': forwarded } } : {})).text()

describe('clientIp (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    expect(await ask(false, '198.51.100.7')).toBe('unknown')
  })
  it("takes the right-most entry, the trusted proxy's own, when one is trusted", async () => {
    expect(await ask(true, '198.51.100.7')).toBe('198.51.100.7')
    expect(await ask(true, '10.0.0.1, 203.0.113.5')).toBe('203.0.113.5')
    expect(await ask(true, ' , ')).toBe('unknown')
    expect(await ask(true)).toBe('unknown')
  })
})
