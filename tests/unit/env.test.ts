import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, siteUrlWarning } from '#server/env.ts'

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      staffToken: undefined,
      siteUrl: 'http://localhost:3000',
      siteUrlDefaulted: true,
      vatRates: {},
      modelHosts: [],
      smtpUrl: undefined,
      mailFrom: 'Skrinka <objednavky@skrinka.sk>',
      shopEmail: undefined,
      orderRateLimit: { points: 10, seconds: 600 },
      shareMailRateLimit: { ip: { points: 20, seconds: 3600 }, address: { points: 3, seconds: 3600 } },
      callRateLimits: {
        render: { points: 120, seconds: 60 },
        pdf: { points: 30, seconds: 600 },
        share: { points: 60, seconds: 600 },
        event: { points: 120, seconds: 600 },
        report: { points: 60, seconds: 60 },
        sample: { points: 10, seconds: 3600 },
        track: { points: 120, seconds: 600 },
      },
      outboxLeaseSeconds: 60,
      shutdownGraceMs: 10_000,
      requestTimeoutMs: 10_000,
      videoBase: undefined,
      conversionsUrl: undefined,
      configMaxAgeMs: 5000,
      trustProxy: false,
      modelCacheBytes: 512 * 1024 * 1024,
      workerThreads: undefined,
      workerQueue: undefined,
      logLevel: 'info',
    })
  })
  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })
  it('links to http://localhost:{PORT} without SITE_URL, with one warning line; SITE_URL alone otherwise', () => {
    const unset = loadConfig({ PORT: '8080' })
    expect(unset).toMatchObject({ siteUrl: 'http://localhost:8080', siteUrlDefaulted: true })
    expect(siteUrlWarning(unset)).toMatch(/^Warning: SITE_URL is not set; .*http:\/\/localhost:8080\. [^\n]*$/)
    const set = loadConfig({ PORT: '8080', SITE_URL: 'https://skrinka.sk' })
    expect(set).toMatchObject({ siteUrl: 'https://skrinka.sk', siteUrlDefaulted: false })
    expect(siteUrlWarning(set)).toBeUndefined()
  })
  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/skrinka',
      DATABASE_URL: 'postgres://shop:secret@db:5432/skrinka',
      STAFF_TOKEN: 'a-long-enough-staff-token',
      SITE_URL: 'https://skrinka.sk',
      SMTP_URL: 'smtps://shop:pass@smtp.example.sk:465',
      MAIL_FROM: 'Skrinka <objednavky@skrinka.sk>',
      SHOP_EMAIL: 'objednavky@skrinka.sk',
      ORDER_RATE_LIMIT: '5/60',
      SHARE_MAIL_RATE_LIMIT: '7/70',
      SHARE_MAIL_ADDRESS_RATE_LIMIT: '2/20',
      RENDER_RATE_LIMIT: '300/60',
      PDF_RATE_LIMIT: '5/600',
      OUTBOX_LEASE_SECONDS: '30',
      SHUTDOWN_GRACE_MS: '2500',
      REQUEST_TIMEOUT_MS: '15000',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/skrinka',
      siteUrl: 'https://skrinka.sk',
      siteUrlDefaulted: false,
      smtpUrl: 'smtps://shop:pass@smtp.example.sk:465',
      shopEmail: 'objednavky@skrinka.sk',
      orderRateLimit: { points: 5, seconds: 60 },
      shareMailRateLimit: { ip: { points: 7, seconds: 70 }, address: { points: 2, seconds: 20 } },
      outboxLeaseSeconds: 30,
      shutdownGraceMs: 2500,
      requestTimeoutMs: 15_000,
      trustProxy: true,
      logLevel: 'warn',
    })
    expect(config.callRateLimits).toMatchObject({
      render: { points: 300, seconds: 60 },
      pdf: { points: 5, seconds: 600 },
    })
  })
  it('lets a shopper changing a size every second for minutes render well within the default', () => {
    // One render per change (machines/model.ts; the hallway after 100 ms of quiet), measured 4.7/s at most.
    const { render } = loadConfig({}).callRateLimits
    expect(render.points / render.seconds).toBeGreaterThanOrEqual(2 * 1)
    expect(render.points).toBeGreaterThanOrEqual(4.7 * 25)
  })
  it.each([
    [{ PORT: 'abc' }, /PORT: must be a whole number from 0 to 65535 \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT: must be a whole number from 0 to 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL$/m],
    [{ STAFF_TOKEN: 'short' }, /STAFF_TOKEN: must be at least 16 characters long$/m],
    [{ SITE_URL: 'skrinka.sk/shop' }, /SITE_URL: must be an origin/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ ORDER_RATE_LIMIT: 'ten' }, /ORDER_RATE_LIMIT: must be orders\/seconds per IP address/],
    [{ RENDER_RATE_LIMIT: '120' }, /RENDER_RATE_LIMIT: must be renders\/seconds per IP address, e.g. 120\/60/],
    [{ PDF_RATE_LIMIT: '30/0' }, /PDF_RATE_LIMIT: must be at least one per at least one second/],
    [{ SHOP_EMAIL: 'shop' }, /SHOP_EMAIL: must be an e-mail address/],
    [{ DATABASE_URL: 'postgres://[shop' }, /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL \(this one/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY: must be true or false \(got "yes"\)/],
    [{ SHUTDOWN_GRACE_MS: '10s' }, /SHUTDOWN_GRACE_MS: must be a whole number of milliseconds/],
    [{ REQUEST_TIMEOUT_MS: '10s' }, /REQUEST_TIMEOUT_MS: must be a whole number of milliseconds/],
    [{ REQUEST_TIMEOUT_MS: '500' }, /REQUEST_TIMEOUT_MS: must be at least 1000/],
    [{ LOG_LEVEL: 'verbose' }, /LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent/],
  ])('refuses %j with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })
  it('lists every bad variable at once and never echoes secrets', () => {
    try {
      loadConfig({ PORT: 'x', STAFF_TOKEN: 'secret1', SMTP_URL: 'ftp://user:secret2@x' })
      expect.unreachable()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toMatch(/PORT/)
      expect(message).toMatch(/STAFF_TOKEN/)
      expect(message).not.toContain('secret1')
      expect(message).not.toContain('secret2')
      expect(message.split('\n')).toHaveLength(1)
    }
  })
})
