import type { Page } from '@playwright/test'
import { expect, hydrated, test, priced } from './fixtures'

/** The AR module's chunk (src/components/configurator/arLaunch.ts), loaded only on the tap. */
const AR_CHUNK = /\/assets\/arLaunch-[\w-]+\.js$/

/**
 * Makes the page believe it is where AR exists without a phone: Quick Look's `relList.supports('ar')`
 * answers yes; and the AR links the page clicks are recorded instead of followed (a desktop browser
 * would download the file or fail on the intent).
 */
async function recordArLinks(page: Page, quickLook: boolean) {
  await page.addInitScript((stubQuickLook) => {
    const supports = DOMTokenList.prototype.supports
    if (stubQuickLook)
      DOMTokenList.prototype.supports = function (token: string) {
        return token === 'ar' || supports.call(this, token)
      }
    const clicked: Array<{ href: string; rel: string; hasImage: boolean }> = []
    ;(window as unknown as { __arLinks: typeof clicked }).__arLinks = clicked
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function () {
      if (this.rel === 'ar' || this.href.startsWith('intent:'))
        clicked.push({ href: this.href, rel: this.rel, hasImage: this.querySelector('img') !== null })
      else click.call(this)
    }
  }, quickLook)
}
const arLinks = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __arLinks: Array<{ href: string; rel: string; hasImage: boolean }> }).__arLinks,
  )

/** Opens a configurator (L1D by default) and waits until its effects have run (hydrated and priced). */
async function openDetail(page: Page, path = '/detail/L1D') {
  const chunks: string[] = []
  page.on('request', (request) => {
    if (AR_CHUNK.test(new URL(request.url()).pathname)) chunks.push(request.url())
  })
  await page.goto(path)
  await hydrated(page)
  await priced(page)
  return chunks
}

test.describe('See in your room (issue 18.5)', () => {
  test('a desktop browser has no AR: no button and no AR code', async ({ page }) => {
    const chunks = await openDetail(page)
    await expect(page.getByRole('button', { name: 'Zdieľať', exact: true })).toBeVisible()
    await expect(page.getByTestId('ar-open')).toHaveCount(0)
    expect(chunks).toEqual([])
  })

  test('iOS Quick Look: the tap loads the AR code and opens the USDZ the server makes', async ({ page }) => {
    await recordArLinks(page, true)
    const chunks = await openDetail(page)
    const button = page.getByTestId('ar-open')
    await expect(button).toHaveText('Pozrieť vo svojej izbe')
    expect(chunks, 'the AR chunk before the tap').toEqual([])
    await button.click()
    await expect.poll(() => arLinks(page).then((links) => links.length)).toBe(1)
    expect(chunks, 'the AR chunk after the tap').toHaveLength(1)
    const [link] = await arLinks(page)
    expect(link!.rel).toBe('ar')
    expect(link!.hasImage).toBe(true)
    expect(new URL(link!.href).pathname).toMatch(/^\/api\/model\/[0-9a-f]{32}\.usdz$/)
    const usdz = await page.request.get(link!.href)
    expect(usdz.status()).toBe(200)
    expect(usdz.headers()['content-type']).toBe('model/vnd.usdz+zip')
    const body = await usdz.body()
    expect(body.subarray(0, 2).toString('latin1')).toBe('PK')
    // The zip's entries are stored, so their names are in the file as they are.
    expect(body.includes('model.usda')).toBe(true)
  })

  test('the hallway configurator: Quick Look opens the whole wall as USDZ', async ({ page }) => {
    await recordArLinks(page, true)
    const chunks = await openDetail(page, '/chodby')
    expect(chunks).toEqual([])
    await page.getByTestId('ar-open').click()
    await expect.poll(() => arLinks(page).then((links) => links.length)).toBe(1)
    expect(chunks).toHaveLength(1)
    const [link] = await arLinks(page)
    expect(link!.rel).toBe('ar')
    const usdz = await page.request.get(link!.href)
    expect(usdz.status()).toBe(200)
    expect(usdz.headers()['content-type']).toBe('model/vnd.usdz+zip')
    const body = await usdz.body()
    expect(body.subarray(0, 2).toString('latin1')).toBe('PK')
    expect(body.includes('def Xform "chodba"')).toBe(true)
  })

  test.describe('Android', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
    })
    test('cz: the tap hands Scene Viewer the textured GLB and falls back to this page', async ({ page }) => {
      await recordArLinks(page, false)
      const chunks = await openDetail(page, '/cz/detail/L1D')
      const button = page.getByTestId('ar-open')
      await expect(button).toHaveText('Zobrazit ve svém pokoji')
      expect(chunks).toEqual([])
      await button.click()
      await expect.poll(() => arLinks(page).then((links) => links.length)).toBe(1)
      expect(chunks).toHaveLength(1)
      const [link] = await arLinks(page)
      const intent = /^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.2\?(.*)#Intent;(.*)end;$/.exec(link!.href)
      expect(intent, link!.href).not.toBeNull()
      const query = new URLSearchParams(intent![1])
      expect(query.get('mode')).toBe('ar_preferred')
      expect(query.get('title')).not.toBe('')
      const extras = intent![2]!
      expect(extras).toContain('scheme=https;package=com.google.ar.core;action=android.intent.action.VIEW;')
      expect(decodeURIComponent(/S\.browser_fallback_url=([^;]*);/.exec(extras)![1]!)).toBe(page.url())
      const glb = new URL(query.get('file')!)
      expect(glb.origin).toBe(new URL(page.url()).origin)
      const model = await page.request.get(glb.href)
      expect(model.status()).toBe(200)
      expect(model.headers()['content-type']).toBe('model/gltf-binary')
      expect((await model.body()).subarray(0, 4).toString('latin1')).toBe('glTF')
    })
  })
})
