import { request } from 'node:http'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { designPdfPath } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'
import { canonicalQuery, cabinetFromQuery } from '#domain/cabinet/query.ts'
import type { ShareResponse } from '#domain/share.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { readOutbox } from '#scripts/harness/mail.ts'
import { startServer, type TestServer } from './server'

/** Issue 34.5: a request names any host it likes; no link the shop writes may carry it. */
const HOSTILE = { host: 'skrinka-sk.evil.test', 'x-forwarded-host': 'evil.test' }
const SITE_URL = 'https://skrinka.example.sk'
const WARNING = /^Warning: SITE_URL is not set.*$/gm

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** node:http, not fetch: fetch will not send a Host header of the caller's choosing. */
function ask(server: TestServer, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url)
  const text = body === undefined ? undefined : JSON.stringify(body)
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method,
        path,
        headers: {
          ...HOSTILE,
          ...(text === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(text)
  })
}

const cabinetQuery = canonicalQuery(cabinetFromQuery({ productId: 'D1', width: '734', height: '812' }), true) as Record<
  string,
  string
>
const cabinet = settle({ variant: 'L1D', width: 45, height: 72, depth: 32 })
const pdfText = (pdf: Buffer) => {
  const inflated = inflatedPdf(pdf)
  return `${inflated.toString('latin1')}\n${pdfTexts(inflated).join('\n').replace(/\n/g, '')}`
}

/** Every answer, e-mail and PDF of one server under hostile Host headers: none names the host, each names `site`. */
async function sweep(server: TestServer, site: string) {
  const seen: Array<[string, string]> = []
  const get = async (path: string) => {
    const answer = await ask(server, 'GET', path)
    expect(answer.status, path).toBe(200)
    seen.push([path, answer.body.toString('latin1')])
    return answer.body.toString()
  }
  expect(await get('/robots.txt')).toContain(`Sitemap: ${site}/sitemap.xml`)
  for (const path of ['/sitemap.xml', '/index-sitemap.xml'])
    expect(await get(path)).toContain(`<loc>${site}/sk-sitemap.xml</loc>`)
  expect(await get('/sk-sitemap.xml')).toContain(`<loc>${site}/detail/L1D</loc>`)
  expect(await get('/cz-sitemap.xml')).toContain(`<loc>${site}/cz/detail/L1D</loc>`)
  expect(await get('/cz/sitemap.xml')).toContain(`<loc>${site}/cz-sitemap.xml</loc>`)
  // The product feeds (issue 39.5): every address in them is the site's.
  expect(await get('/feeds/heureka-sk.xml')).toContain(`<IMGURL>${site}/og/products/L1D.png</IMGURL>`)
  expect(await get('/feeds/google-cz.xml')).toContain(`<g:link>${site}/cz/detail/L1D?`)
  const page = await get('/detail/L1D')
  // Short messages: a page is long.
  for (const part of [`<link rel="canonical" href="${site}/detail/L1D"`, `siteUrl:"${site}"`])
    expect(page.includes(part), part).toBe(true)

  const shared = await ask(server, 'POST', API.share.path, { kind: 'cabinet', query: cabinetQuery, locale: 'sk' })
  expect(shared.status).toBe(200)
  const share = JSON.parse(shared.body.toString()) as ShareResponse
  expect(share.url).toBe(`${site}/n/${share.code}`)
  // The QR code is the link's, drawn the same way, with the standard's 4-module quiet zone (issue 39: it had 1).
  expect(share.qrSvg).toBe(await QRCode.toString(share.url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
  seen.push(['share', shared.body.toString()])
  const mailed = await ask(server, 'POST', API.shareMail.path, {
    code: share.code,
    email: 'zdielanie@example.sk',
    locale: 'sk',
  })
  expect(mailed.status).toBe(202)

  const pdf = await ask(server, 'GET', designPdfPath(API.designPdf.path, cabinet, 'sk'))
  expect(pdf.status).toBe(200)
  // The design PDF links the design by its short link (issue 39.7).
  expect(pdfText(pdf.body)).toMatch(new RegExp(`${site}/n/[A-Za-z0-9_-]{10}`))
  seen.push(['designPdf', pdfText(pdf.body)])

  const ordered = await ask(server, 'POST', API.saveOrderSkrinka.path, orderBody(), {
    'idempotency-key': `links-${Date.now()}`,
  })
  expect(ordered.status).toBe(201)
  const { orderNumber } = JSON.parse(ordered.body.toString()) as { orderNumber: string }

  // The two order e-mails (with their design PDFs) and the share e-mail.
  await expect.poll(async () => (await readOutbox(server.dataDir)).length, { timeout: 15_000 }).toBe(3)
  const mails = await readOutbox(server.dataDir)
  const domain = new URL(site).hostname
  for (const mail of mails) {
    seen.push([mail.file, readFileSync(join(server.dataDir, 'outbox', mail.file), 'latin1')])
    seen.push([`${mail.file} text`, mail.text])
    expect(mail.messageId, mail.file).toMatch(new RegExp(`@${domain.replace(/\./g, '\\.')}>$`))
    for (const attachment of mail.attachments.filter((a) => a.contentType === 'application/pdf'))
      seen.push([`${mail.file} ${attachment.filename}`, pdfText(attachment.content)])
  }
  const customer = mails.find((m) => m.file === `${orderNumber}-customer.eml`)!
  expect(customer.text).toContain(`${site}/conditions`)
  const customerPdfs = customer.attachments.filter((a) => a.contentType === 'application/pdf')
  expect(customerPdfs.length).toBeGreaterThan(0)
  for (const attachment of customerPdfs)
    expect(pdfText(attachment.content)).toMatch(new RegExp(`${site}/n/[A-Za-z0-9_-]{10}`))
  expect(mails.find((m) => m.to.includes('zdielanie@example.sk'))!.text).toContain(`${site}/n/${share.code}`)

  for (const [what, text] of seen) expect(text.includes('evil.test') ? what : undefined, what).toBeUndefined()
}

describe('links come from SITE_URL, never from the request', () => {
  const servers: TestServer[] = []
  const start = async (env: Record<string, string>) => {
    const server = await startServer({ ORDER_RATE_LIMIT: '1000/60', ...env })
    servers.push(server)
    return server
  }
  let plain: TestServer
  let proxied: TestServer
  let configured: TestServer
  beforeAll(async () => {
    ;[plain, proxied, configured] = await Promise.all([
      start({ SITE_URL: '' }),
      start({ SITE_URL: '', TRUST_PROXY: 'true' }),
      start({ SITE_URL, TRUST_PROXY: 'true' }),
    ])
  }, 90_000)
  afterAll(() => Promise.all(servers.map((server) => server.stop())))

  const localhost = (server: TestServer) => `http://localhost:${new URL(server.url).port}`

  it('without SITE_URL: http://localhost:{PORT} in every link, and one start-up warning saying so', async () => {
    await sweep(plain, localhost(plain))
    const warnings = plain.output().match(WARNING) ?? []
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain(localhost(plain))
  })

  it('without SITE_URL behind a trusted proxy: X-Forwarded-Host writes no link either', async () => {
    await sweep(proxied, localhost(proxied))
  })

  it('with SITE_URL: every link is SITE_URL, and no warning', async () => {
    await sweep(configured, SITE_URL)
    expect(configured.output()).not.toMatch(WARNING)
  })
})
