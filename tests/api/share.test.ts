import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { canonicalQuery, cabinetFromQuery } from '#domain/cabinet/query.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { SHARE_CODE_LENGTH, type ShareResponse } from '#domain/share.ts'

// Two e-mails per address and four per IP address: small enough to reach both limits in one file.
let server: TestServer
beforeAll(async () => {
  // TRUST_PROXY: a test may name another client address in X-Forwarded-For, with a per-IP budget of its own.
  server = await startServer({
    SHARE_MAIL_RATE_LIMIT: '4/3600',
    SHARE_MAIL_ADDRESS_RATE_LIMIT: '2/3600',
    TRUST_PROXY: 'true',
  })
})
afterAll(() => server?.stop())

const post = (entry: Endpoint, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${entry.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers })

const cabinetQuery = canonicalQuery(cabinetFromQuery({ productId: 'D1', width: '734', height: '812' }), true) as Record<
  string,
  string
>
const share = async (body: unknown) => {
  const response = await post(API.share, body)
  expect(response.status).toBe(200)
  return (await response.json()) as ShareResponse
}

describe('share API', () => {
  it('gives the same design the same code, stores it once and resolves it in the language of the link', async () => {
    const first = await share({ kind: 'cabinet', query: cabinetQuery, locale: 'sk' })
    const again = await share({ kind: 'cabinet', query: cabinetQuery, locale: 'cz' })
    expect(first.code).toMatch(new RegExp(`^[A-Za-z0-9_-]{${SHARE_CODE_LENGTH}}$`))
    expect(again.code).toBe(first.code)
    expect(first.url).toBe(`${server.url}/n/${first.code}`)
    expect(again.url).toBe(`${server.url}/cz/n/${first.code}`)
    expect(first.qrSvg).toMatch(/^<svg[^>]*viewBox/)
    const { productId, ...rest } = cabinetQuery
    const search = new URLSearchParams(rest).toString()
    expect(first.path).toBe(`/detail/${productId}?${search}`)
    expect(again.path).toBe(`/cz/detail/${productId}?${search}`)
    const rows = await queryRows<{ code: string }>(
      server,
      `select code from shared_design where code = '${first.code}'`,
    )
    expect(rows).toHaveLength(1)

    const sk = await get(`/n/${first.code}`, { cookie: 'i18n_redirected=sk' })
    expect(sk.status).toBe(302)
    expect(sk.headers.get('location')).toBe(first.path)
    const cz = await get(`/cz/n/${first.code}`)
    expect(cz.status).toBe(302)
    expect(cz.headers.get('location')).toBe(again.path)
    // The bare link chooses the language as the root does: the cookie first.
    const chosen = await get(`/n/${first.code}`, { cookie: 'i18n_redirected=cz' })
    expect(chosen.headers.get('location')).toBe(again.path)
    // The design's page opens with the shared sizes.
    const page = await get(first.path)
    expect(page.status).toBe(200)
  })

  it('shares a hallway as its configurator address', async () => {
    const query = hallwayQuery(defaultHallway())
    const answer = await share({ kind: 'hallway', query, locale: 'cz' })
    expect(answer.path).toBe(`/cz/chodby?${new URLSearchParams(query).toString()}`)
    const response = await get(`/cz/n/${answer.code}`)
    expect(response.headers.get('location')).toBe(answer.path)
    const other = await share({
      kind: 'hallway',
      query: { ...query, podorys: query.podorys === 'A' ? 'B' : 'A' },
      locale: 'cz',
    })
    expect(other.code).not.toBe(answer.code)
  })

  it('answers an unknown code with the 404 page naming the path', async () => {
    for (const path of ['/n/xyzxyzxyz', '/cz/n/xyzxyzxyz', '/n/not*a*code']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      const html = await response.text()
      expect(html, path).toContain(path.startsWith('/cz') ? 'Stránka nenalezena' : 'Stránka nenájdená')
    }
  })

  it('refuses bad bodies: 400 wrong shape, 415 not JSON, 422 a design that is not canonical', async () => {
    expect((await post(API.share, { kind: 'sofa', query: {}, locale: 'sk' })).status).toBe(400)
    expect((await post(API.share, { kind: 'cabinet', query: cabinetQuery })).status).toBe(400)
    expect((await post(API.share, { kind: 'cabinet', query: { width: 5 }, locale: 'sk' })).status).toBe(400)
    expect((await post(API.share, 'not json')).status).toBe(400)
    const notJson = await fetch(`${server.url}${API.share.path}`, { method: 'POST', body: 'x' })
    expect(notJson.status).toBe(415)
    const wrong = await post(API.share, { kind: 'cabinet', query: { ...cabinetQuery, width: '99999' }, locale: 'sk' })
    expect(wrong.status).toBe(422)
    const body = (await wrong.json()) as { error: string; issues: Array<{ path: string }> }
    expect(body.error).toBe('invalid_design')
    expect(body.issues.map((issue) => issue.path)).toContain('query.width')
    expect((await post(API.shareMail, { code: 'abc', email: 'a@b.sk', locale: 'sk' })).status).toBe(400)
  })

  it('e-mails the link through the outbox in the chosen language, then limits per address and per IP', async () => {
    const { code } = await share({ kind: 'cabinet', query: cabinetQuery, locale: 'cz' })
    expect((await post(API.shareMail, { code, email: 'not-an-address', locale: 'cz' })).status).toBe(422)
    expect((await post(API.shareMail, { code: 'zzzzzzzzzz', email: 'jana@example.cz', locale: 'cz' })).status).toBe(404)
    const sent = await post(API.shareMail, { code, email: 'jana@example.cz', locale: 'cz' })
    expect(sent.status).toBe(202)
    const rows = await queryRows<{ order_id: number | null; kind: string; recipient: string; body_text: string }>(
      server,
      `select order_id, kind, recipient, body_text from outbox`,
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ order_id: null, kind: 'share', recipient: 'jana@example.cz' })
    expect(rows[0]!.body_text).toContain(`${server.url}/cz/n/${code}`)
    expect(rows[0]!.body_text).toContain('Dobrý den')
    // The worker sends it: an .eml file with the Czech subject.
    await expect
      .poll(async () => (await readOutbox(server.dataDir)).map((mail) => mail.subject), { timeout: 10_000 })
      .toEqual(['Váš návrh ve Skříňce'])

    // Per address: the second is allowed, the third is over (2 per hour).
    expect((await post(API.shareMail, { code, email: 'JANA@example.cz', locale: 'cz' })).status).toBe(202)
    const tooMany = await post(API.shareMail, { code, email: 'jana@example.cz', locale: 'cz' })
    expect(tooMany.status).toBe(429)
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await tooMany.json()) as { error: string }).error).toBe('too_many_mails')
    // Per IP: the three before used three of the four points; another address gets the last, then none.
    expect((await post(API.shareMail, { code, email: 'petra@example.cz', locale: 'cz' })).status).toBe(202)
    expect((await post(API.shareMail, { code, email: 'ola@example.cz', locale: 'cz' })).status).toBe(429)
    const queued = await queryRows<{ n: number | string }>(server, `select count(*) as n from outbox`)
    expect(Number(queued[0]!.n)).toBe(3)
  })
  it('counts the recipient as a mailbox: another case or a +tag is the same address (issue 34)', async () => {
    const { code } = await share({ kind: 'cabinet', query: cabinetQuery, locale: 'sk' })
    const from = { 'x-forwarded-for': '198.51.100.7' }
    const mail = (email: string) => post(API.shareMail, { code, email, locale: 'sk' }, from)
    expect((await mail('eva.mala@example.sk')).status).toBe(202)
    expect((await mail('Eva.Mala+obchod@Example.SK')).status).toBe(202)
    const third = await mail('eva.mala+ine@example.sk')
    expect(third.status).toBe(429)
    expect(await third.json()).toMatchObject({ error: 'too_many_mails' })
    // The limit is the mailbox's, not the address's whole text: another mailbox on that domain still gets one.
    expect((await mail('ema@example.sk')).status).toBe(202)
  })
})
