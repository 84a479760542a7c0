import http from 'node:http'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { headers, redirect: 'manual' })

/** fetch() may not set Host; a plain HTTP request can. */
function rawStatus(path: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.url}${path}`, { headers }, (response) => {
      response.resume()
      resolve(response.statusCode)
    })
    request.on('error', reject)
  })
}

describe('server-rendered pages', () => {
  it('renders the whole page on the server, localized, with head tags', async () => {
    const response = await get('/cz/kontakt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toMatch(/^<!DOCTYPE html><html lang="cs"/)
    expect(html).toContain('<title>Kontakt | Skrinka</title>')
    // The page's own description, as written in its Czech content.
    const { description } = JSON.parse(readFileSync('src/content/pages/cs/kontakt.json', 'utf8')) as {
      description: string
    }
    expect(html).toContain(`<meta name="description" content="${description}"/>`)
    expect(html).toContain(`<link rel="canonical" href="${server.url}/cz/kontakt"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="sk" href="${server.url}/kontakt"/>`)
    expect(html).toContain(`<link rel="alternate" hrefLang="cs" href="${server.url}/cz/kontakt"/>`)
    // The content is in the HTML before any script runs.
    expect(html).toMatch(/<h1>Kontakt<\/h1>/)
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-client-[\w-]+\.js"/)
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
    expect(await location({ 'accept-language': 'en', 'x-forwarded-host': 'www.skrinka.sk' })).toBe('stay')
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

  it('lists every page of both languages in the sitemaps, from the route table', async () => {
    const sk = await (await get('/sk-sitemap.xml')).text()
    const cz = await (await get('/cz-sitemap.xml')).text()
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(server.url, ''))
    expect(locs(sk)).toContain('/predaj/skrinky-do-chodby-bez-noziek')
    expect(locs(sk)).toContain('/detail/L1D')
    expect(locs(cz)).toContain('/cz/video/suflik')
    expect(locs(sk).filter((l) => l.startsWith('/blogy/'))).toHaveLength(12)
    expect(locs(cz)).toHaveLength(locs(sk).length)
    const index = await (await get('/sitemap.xml')).text()
    expect(locs(index)).toEqual(['/sk-sitemap.xml', '/cz-sitemap.xml'])
    expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${server.url}/sitemap.xml`)
  })
})
