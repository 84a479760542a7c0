import http from 'node:http'
import { readFileSync } from 'node:fs'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { contentFacts, fillFacts } from '#site/content.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

/** A page's HTML without the CSP nonce the router puts on every head tag (tests/api/security.test.ts checks it). */
const htmlOf = async (response: Response) => (await response.text()).replace(/ nonce="[^"]*"/g, '')

/** A plain HTTP GET: it can set Host (fetch() may not) and leaves the body as sent (fetch() would decode it). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number | undefined; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
  })
}

const rawStatus = async (path: string, headers: Record<string, string>) => (await rawGet(path, headers)).status

describe('server-rendered pages', () => {
  it('renders the whole page on the server, localized, with head tags', async () => {
    const response = await get('/cz/kontakt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await htmlOf(response)
    expect(html).toMatch(/^<!DOCTYPE html><html lang="cs"/)
    expect(html).toContain('<title>Kontakt | Skrinka</title>')
    // The page's own description, as written in its Czech content with the shop's facts filled in.
    const { description } = fillFacts(
      JSON.parse(readFileSync('src/content/pages/cs/kontakt.json', 'utf8')),
      contentFacts('cs', SEED_SETTINGS),
    ) as {
      description: string
    }
    expect(html).toContain(`<meta name="description" content="${description}"/>`)
    expect(html).toContain(`<link rel="canonical" href="${server.url}/cz/kontakt"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="sk" href="${server.url}/kontakt"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="cs" href="${server.url}/cz/kontakt"/>`)
    // The content is in the HTML before any script runs.
    expect(html).toMatch(/<h1>Kontakt<\/h1>/)
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-client-[\w-]+\.js"/)
    // A raster icon: Chromium draws an SVG one on the page's main thread while it hydrates (issue 16).
    const icon = /<link rel="icon" href="([^"]+)" type="([^"]+)"\/>/.exec(html)
    expect(icon?.[2]).toBe('image/png')
    const iconAnswer = await get(icon![1]!)
    expect(iconAnswer.status).toBe(200)
    expect(iconAnswer.headers.get('content-type')).toBe('image/png')
  })

  it('paints the consent banner with the HTML until a choice is stored, and fetches only the catalog of its language once painted', async () => {
    const banner = 'data-testid="consent-banner"'
    const first = await (await get('/cz/kontakt')).text()
    expect(first).toContain(banner)
    expect(first).toContain('Přijmout')
    for (const choice of ['granted', 'denied'])
      expect(await (await get('/cz/kontakt', { cookie: `skrinka-consent=${choice}` })).text()).not.toContain(banner)
    const sk = await (await get('/kontakt')).text()
    // The head preloads the same few chunks in both languages: the app and its catalog wait for the first paint.
    const preloaded = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
    expect(preloaded(sk).length).toBeGreaterThan(0)
    expect(preloaded(first)).toEqual(preloaded(sk))
    const afterPaint = (html: string) => /<meta name="hydration-chunks" content="([^"]+)"/.exec(html)![1]!.split(' ')
    const onlySk = afterPaint(sk).filter((href) => !afterPaint(first).includes(href))
    const onlyCs = afterPaint(first).filter((href) => !afterPaint(sk).includes(href))
    expect(onlySk).toHaveLength(1)
    expect(onlyCs).toHaveLength(1)
    for (const href of [...onlySk, ...onlyCs]) expect(preloaded(sk)).not.toContain(href)
    expect((await get(onlySk[0]!)).status).toBe(200)
  })

  it('answers a page it rendered before from memory: the same HTML under a new nonce each time, gzipped for a browser', async () => {
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]!
    const pages: { nonce: string; html: string }[] = []
    for (let i = 0; i < 3; i++) {
      const response = await get('/detail/L1D')
      pages.push({ nonce: nonceOf(response), html: await response.text() })
    }
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(3)
    const [first, ...later] = pages
    const count = first!.html.split(first!.nonce).length - 1
    expect(count).toBeGreaterThan(1)
    for (const page of later) {
      // The earlier response's nonce is nowhere in a later page, and the page's own is everywhere it was.
      expect(page.html).not.toContain(first!.nonce)
      expect(page.html.split(page.nonce).length - 1).toBe(count)
      expect(page.html.split(page.nonce).join('NONCE')).toBe(first!.html.split(first!.nonce).join('NONCE'))
    }
    // A browser asks for gzip: the same page, encoded, varying by Accept-Encoding.
    const zipped = await rawGet('/detail/L1D', { 'accept-encoding': 'gzip, deflate, br' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(zipped.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding')
    const nonce = /'nonce-([^']+)'/.exec(String(zipped.headers['content-security-policy']))![1]!
    expect(gunzipSync(zipped.body).toString('utf8').split(nonce).join('NONCE')).toBe(
      first!.html.split(first!.nonce).join('NONCE'),
    )
  })

  it('answers unknown paths, blog slugs and product ids with 404 naming the path', async () => {
    for (const [path, text] of [
      ['/neexistuje', 'Stránka nenájdená: /neexistuje'],
      ['/cz/neexistuje', 'Stránka nenalezena: /cz/neexistuje'],
      ['/blogy/nie-je-taky', 'Stránka nenájdená: /blogy/nie-je-taky'],
      ['/detail/XYZ', 'Stránka nenájdená: /detail/XYZ'],
      ['/cz/video/kliky', 'Stránka nenalezena: /cz/video/kliky'],
    ]) {
      const response = await get(path!)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toContain(text)
    }
  })

  it('chooses the language on the root: cookie, then browser, then domain, then Czech', async () => {
    const location = async (headers: Record<string, string>) => {
      const response = await get('/?a=1', headers)
      return response.status === 200 ? 'stay' : `${response.status} ${response.headers.get('location')}`
    }
    expect(await location({ cookie: 'i18n_redirected=sk', 'accept-language': 'cs-CZ' })).toBe('stay')
    expect(await location({ cookie: 'i18n_redirected=cz', 'accept-language': 'sk' })).toBe('302 /cz?a=1')
    expect(await location({ 'accept-language': 'sk-SK,sk;q=0.9' })).toBe('stay')
    expect(await location({ 'accept-language': 'cs-CZ,cs;q=0.9' })).toBe('302 /cz?a=1')
    // X-Forwarded-Host counts only behind our own proxy (TRUST_PROXY, off here): the Host header decides.
    expect(await location({ 'accept-language': 'en', 'x-forwarded-host': 'www.skrinka.sk' })).toBe('302 /cz?a=1')
    expect(await rawStatus('/', { 'accept-language': 'en', host: 'skrinka.sk' })).toBe(200)
    expect(await rawStatus('/', { 'accept-language': 'en', host: 'skrinka.cz' })).toBe(302)
    expect(await location({ 'accept-language': 'en' })).toBe('302 /cz?a=1')
    // Other unprefixed pages are Slovak whatever the browser says.
    const blog = await get('/blog', { 'accept-language': 'cs' })
    expect(blog.status).toBe(200)
    expect(await blog.text()).toContain('<html lang="sk"')
  })

  it('serves built assets with long-lived caching and hides the build manifest', async () => {
    const html = await (await get('/cz')).text()
    const script = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await get(script!)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await get('/.vite/manifest.json')).status).toBe(404)
  })

  it('sends a built script as the build compressed it: brotli, else gzip, else as it is', async () => {
    const html = await (await get('/cz')).text()
    const script = /src="(\/assets\/entry-client-[\w-]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const plain = await rawGet(script!, {})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('import')
    const br = await rawGet(script!, { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
    expect(br.body.length).toBeLessThan(plain.body.length)
    const gz = await rawGet(script!, { 'accept-encoding': 'gzip, deflate' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true)
    // Sent from memory (src/server/fast.ts) with every header Hono's way gave it: the security headers too.
    for (const answer of [plain, br, gz]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(answer.headers['last-modified']).toMatch(/GMT$/)
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    }
    // q=0 refuses an encoding; a range is Hono's to answer; a name the build did not write is not found.
    expect((await rawGet(script!, { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip')
    const range = await rawGet(script!, { range: 'bytes=0-9' })
    expect(range.status).toBe(206)
    expect(range.body.equals(plain.body.subarray(0, 10))).toBe(true)
    expect(await rawStatus(script!.replace(/\.js$/, '-gone.js'), {})).toBe(404)
    const head = await fetch(`${server.url}${script}`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } })
    expect(head.headers.get('content-length')).toBe(String(br.body.length))
  })

  it('lists every page of both languages in the sitemaps, from the route table', async () => {
    const sk = await (await get('/sk-sitemap.xml')).text()
    const cz = await (await get('/cz-sitemap.xml')).text()
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(server.url, ''))
    expect(locs(sk)).toContain('/predaj/skrinky-do-chodby-bez-noziek')
    expect(locs(sk)).toContain('/detail/L1D')
    expect(locs(cz)).toContain('/cz/video/suflik')
    expect(locs(sk).filter((l) => l.startsWith('/blogy/'))).toHaveLength(12)
    // The same pages, but the bare root: it sends a crawler to /cz here (decision 0051), so only /cz is a home.
    expect(locs(cz).filter((path) => path !== '/cz')).toHaveLength(locs(sk).length)
    expect(locs(cz)).toContain('/cz')
    const index = await (await get('/sitemap.xml')).text()
    expect(locs(index)).toEqual(['/sk-sitemap.xml', '/cz-sitemap.xml'])
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`)
  })

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(server.url, ''))

  it('answers the made-to-measure mounting sub-pages with 200, titled, and lists them in both sitemaps', async () => {
    const sk = locs(await (await get('/sk-sitemap.xml')).text())
    const cz = locs(await (await get('/cz-sitemap.xml')).text())
    for (const [suffix, skTitle, czTitle] of [
      ['zavesne', 'Skrinky na mieru – závesné', 'Skříňky na míru – závěsné'],
      ['bez-noziek', 'Skrinky na mieru – bez nožičiek', 'Skříňky na míru – bez nožiček'],
      ['s-nozkami', 'Skrinky na mieru – s nožičkami', 'Skříňky na míru – s nožičkami'],
    ] as const) {
      const path = `/predaj/skrinky-na-mieru-${suffix}`
      for (const [url, title, sitemap] of [
        [path, skTitle, sk],
        [`/cz${path}`, czTitle, cz],
      ] as const) {
        const response = await get(url)
        expect(response.status, url).toBe(200)
        const html = await htmlOf(response)
        expect(html, url).toContain(`<title>${title} | Skrinka</title>`)
        expect(html, url).toMatch(new RegExp(`<meta name="description" content="${title}: \\d+ `))
        // Every room lists that mounting type's cabinets.
        expect(html.match(/data-testid="room-listing"/g), url).toHaveLength(4)
        expect(sitemap, url).toContain(url)
      }
    }
  })

  it('renders a product at its short address (200, no redirect) with the short canonical, whatever the query', async () => {
    for (const [path, canonical] of [
      ['/detail/L1D', '/detail/L1D'],
      ['/cz/detail/L1D', '/cz/detail/L1D'],
      ['/detail/L2D?width=800&typ=snozkami', '/detail/L2D'],
      ['/predaj/skrinky-na-mieru', '/predaj/skrinky-na-mieru'],
    ]) {
      const response = await get(path!)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('location'), path).toBeNull()
      const html = await htmlOf(response)
      expect(html, path).toContain(`<link rel="canonical" href="${server.url}${canonical}"/>`)
    }
    // The defaults are on the page before any script runs: 45 cm wide, 50 cm high
    // (docs/product.md#configurator-address).
    const html = await (await get('/detail/L1D')).text()
    expect(html).toMatch(/data-testid="width"[^>]*value="45"/)
    expect(html).toMatch(/data-testid="height"[^>]*value="50"/)
  })

  it('renders a short address as its full one, whose query the first script writes into the address bar', async () => {
    for (const [path, full] of [
      ['/detail/L1D', /^\/detail\/L1D\?baseColor=H1303ST12&.*width=450&height=500/],
      ['/cz/detail/L2D?width=800', /^\/cz\/detail\/L2D\?baseColor=.*&width=800&/],
      ['/predaj/skrinky-na-mieru', /^\/predaj\/skrinky-na-mieru\?productId=L1D&.*width=450/],
    ] as const) {
      const html = await htmlOf(await get(path))
      const written =
        /^<!DOCTYPE html><html [^>]*><head><script>history\.replaceState\(history\.state,"",("[^"]+")\+location\.hash\)<\/script>/.exec(
          html,
        )?.[1]
      expect(written, path).toBeDefined()
      const address = JSON.parse(written!) as string
      expect(address, path).toMatch(full)
      // Rendered for that address: the language switch's link already carries the full query.
      const other = address.startsWith('/cz') ? address.slice(3) : `/cz${address}`
      expect(html, path).toContain(`href="${other.replace(/&/g, '&amp;')}"`)
      // The full address itself is rendered as it is, with nothing to write.
      expect(await htmlOf(await get(address)), address).not.toContain('history.replaceState')
    }
  })

  it('lists only addresses that answer 200 in the sitemaps', async () => {
    for (const sitemap of ['/sk-sitemap.xml', '/cz-sitemap.xml']) {
      const paths = locs(await (await get(sitemap)).text())
      expect(paths.filter((path) => /\/detail\//.test(path))).toHaveLength(27)
      for (const path of paths) {
        // The bare root chooses a language (decision 0001): a Slovak crawler, as on skrinka.sk, stays.
        const response = await get(path, { 'accept-language': 'sk-SK' })
        expect(response.status, path).toBe(200)
      }
    }
  })
})

describe('behind our own proxy (TRUST_PROXY)', () => {
  let proxied: TestServer
  beforeAll(async () => {
    proxied = await startServer({ TRUST_PROXY: 'true' })
  })
  afterAll(() => proxied?.stop())

  it("takes the shop's domain from X-Forwarded-Host for the language and the Origin check", async () => {
    const root = (host: string) =>
      fetch(`${proxied.url}/`, { headers: { 'accept-language': 'en', 'x-forwarded-host': host }, redirect: 'manual' })
    expect((await root('www.skrinka.sk')).status).toBe(200)
    expect((await root('www.skrinka.cz')).status).toBe(302)
    // A staff call from the page of the forwarded host is the shop's own: 401 (no session), not 403.
    const signOut = (origin: string) =>
      fetch(`${proxied.url}/api/staff/signOut`, {
        method: 'POST',
        headers: { origin, 'x-forwarded-host': 'www.skrinka.sk' },
      })
    expect((await signOut('https://www.skrinka.sk')).status).not.toBe(403)
    expect((await signOut('https://evil.example')).status).toBe(403)
  })
})
