import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp, rateLimitKey } from '#server/api/origin.ts'

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

describe('rateLimitKey: whom a limit counts (issue 34)', () => {
  it('keeps an IPv4 address, also as an IPv4-mapped IPv6 one (a dual-stack socket)', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitKey('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitKey('::FFFF:127.0.0.1')).toBe('127.0.0.1')
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
  it('counts an IPv6 address by its /64 network: one subscriber cannot take a new address per request', () => {
    const key = rateLimitKey('2001:db8:85a3:1:8a2e:370:7334:1')
    expect(key).toBe('2001:db8:85a3:1::/64')
    for (const other of ['2001:db8:85a3:1::2', '2001:0DB8:85A3:0001:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::1%eth0'])
      expect(rateLimitKey(other), other).toBe(key)
    expect(rateLimitKey('2001:db8:85a3:2::1')).not.toBe(key)
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(rateLimitKey('1:2:3::7:8')).toBe('1:2:3:0::/64')
    expect(rateLimitKey('1:2::5:6:7:8')).toBe('1:2:0:0::/64')
  })
})
