import {
  test,
  expect,
  hydrated,
  expectCartCount,
  frontDrawing,
  modelProgress,
  priceBox,
  priced,
  grossOf,
} from './fixtures'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { CART_KEY } from '#site/storage.ts'

/**
 * A browser without WebGL: no WebGL interfaces (where the page probes first; its worker is out of an init
 * script's reach) and canvases that give no WebGL context.
 */
async function withoutWebGL(page: Page) {
  await page.addInitScript(() => {
    const scope = window as unknown as Record<string, unknown>
    delete scope.WebGL2RenderingContext
    delete scope.WebGLRenderingContext
    const original = HTMLCanvasElement.prototype.getContext
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
      return /webgl/.test(type) ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest)
    } as typeof original
  })
}

test.describe('cabinet configurator', () => {
  test('fills the defaults into the address, and the shelves offer the allowed counts', async ({ page }) => {
    await page.goto('/detail/L1D')
    await expect(page).toHaveURL(/\/detail\/L1D\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      baseColor: 'H1303ST12',
      doorColor: 'U727ST9',
      typ: 'zavesna',
      nozky: 'false',
      vrchnaDoska: 'false',
      nozkyType: 'Umele',
      width: '450',
      height: '500',
      depth: '400',
      shelvesCount: '1',
    })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skrinka s jednými dvierkami')
    // 50 cm: (50 − 3.6 − 2 × 9.1) / 9.1 → 3 shelves (docs/product.md#shelves).
    await expect(page.getByRole('combobox', { name: /^Police/ }).getByRole('option')).toHaveText(['1', '2', '3'])
    await expect(page.getByRole('spinbutton', { name: /^Šírka/ })).toHaveValue('45')
    await expect(page.getByRole('checkbox', { name: /^Na nožičkách/ })).toBeDisabled()
  })

  for (const prefix of ['', '/cz']) {
    test(`answers ${prefix}/detail/L1D as it is, then the browser writes the full query in its place`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/blog`)
      await hydrated(page)
      const response = await page.goto(`${prefix}/detail/L1D`)
      // No round trip: the server renders the defaults at the short address.
      expect(response?.status()).toBe(200)
      expect(response?.request().redirectedFrom()).toBeNull()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${prefix}/detail/L1D$`))
      await expect(page).toHaveURL(new RegExp(`${prefix}/detail/L1D\\?.*width=450`))
      expect(new URL(page.url()).searchParams.get('typ')).toBe('zavesna')
      // Replaced, not pushed: Back skips the short address.
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${prefix}/blog$`))
    })

    test(`${prefix || 'sk'}: typ=beznoziek leaves the legs off and disabled; the placement "with legs" puts them on`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/detail/HCH?typ=beznoziek`)
      await hydrated(page)
      const legs = page.getByRole('checkbox', { name: /^Na nožičkách/ })
      await expect(legs).toBeDisabled()
      await expect(legs).not.toBeChecked()
      await expect(page).toHaveURL(/typ=beznoziek.*nozky=false|nozky=false.*typ=beznoziek/)
      // The mounting type is the way to legs (docs/product.md#options: snozkami sets legs on).
      await page.getByRole('radio', { name: 'S nožičkami' }).check()
      await expect(page).toHaveURL(/typ=snozkami/)
      await expect(legs).toBeEnabled()
      await expect(legs).toBeChecked()
    })
  }

  test('clamps sizes from the address and prices in crowns on /cz', async ({ page }) => {
    await page.goto('/cz/detail/L1D?width=9000&height=10&depth=500')
    await expect(page).toHaveURL(/width=600/)
    expect(new URL(page.url()).searchParams.get('height')).toBe('200')
    await expect(page.getByRole('spinbutton', { name: /^Šířka/ })).toHaveValue('60')
    await expect(page.getByRole('spinbutton', { name: /^Výška/ })).toHaveValue('20')
    await priced(page)
    await expect(priceBox(page)).toContainText('Kč')
    await expect(priceBox(page)).toContainText('bez DPH')
  })

  test('shows the price in euros and changes it with the width, rewriting the address in place', async ({ page }) => {
    await page.goto('/blog')
    await page.goto('/detail/L2D')
    await hydrated(page)
    await priced(page)
    await expect(priceBox(page)).toContainText('€')
    const before = await grossOf(page)
    const width = page.getByRole('spinbutton', { name: /^Šírka/ })
    await width.fill('95')
    await width.press('Enter')
    await expect(page).toHaveURL(/width=950/)
    await priced(page)
    await expect.poll(() => grossOf(page)).toBeGreaterThan(before)
    // Replace, not push: back leaves the configurator.
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('loads a valid GLB and draws it on a canvas', async ({ page }) => {
    const glb = page.waitForResponse((response) => /\/api\/model\/[0-9a-f]{32}\.glb$/.test(response.url()))
    await page.goto('/detail/L1D')
    const ready = page.evaluate(
      () =>
        new Promise((resolve) => window.addEventListener('skrinka:model-ready', () => resolve(true), { once: true })),
    )
    const body = await (await glb).body()
    expect(body.subarray(0, 4).toString('latin1')).toBe('glTF')
    expect(await ready).toBe(true)
    await expect(modelProgress(page)).toHaveAttribute('value', '100')
    // The canvas holds a picture, not a single colour.
    const png = await page.getByTestId('viewer-canvas').locator('canvas').screenshot()
    const { data, info } = await sharp(png).resize(64, 48, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true })
    const seen = new Set<string>()
    for (let i = 0; i < data.length; i += info.channels)
      seen.add(`${data[i]! >> 4},${data[i + 1]! >> 4},${data[i + 2]! >> 4}`)
    const colours = seen.size
    expect(colours).toBeGreaterThan(5)
  })

  test('a decor change lays the new decor on the model on screen: no model downloaded again', async ({ page }) => {
    // Counts the pictures the viewer announces, from the first one on.
    await page.addInitScript(() =>
      window.addEventListener('skrinka:model-ready', () => {
        const html = document.documentElement
        html.dataset.modelReady = String(Number(html.dataset.modelReady ?? 0) + 1)
      }),
    )
    await page.goto('/detail/L1D')
    await hydrated(page)
    await expect(page.locator('html[data-model-ready="1"]')).toBeAttached()
    const canvas = page.getByTestId('viewer-canvas').locator('canvas')
    const before = await canvas.screenshot()
    const models: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/model/')) models.push(request.url())
    })
    const texture = page.waitForResponse((response) => response.url().endsWith('/textures/W1000ST9.webp'))
    const render = page.waitForResponse((response) => response.url().endsWith('/api/renderSkrinka'))
    const door = page.getByRole('group', { name: 'Dekor dvierok' })
    await door.getByText('Vybrať iný dekor').click()
    await door.getByRole('radio', { name: /W1000ST9$/ }).check()
    await expect(page).toHaveURL(/doorColor=W1000ST9/)
    expect((await texture).ok()).toBe(true)
    await expect(page.locator('html[data-model-ready="2"]')).toBeAttached()
    // docs/product.md#model: the model is still asked for on the change; its address (the geometry's) stays.
    expect((await render).ok()).toBe(true)
    await priced(page)
    await expect(modelProgress(page)).toHaveAttribute('value', '100')
    expect(models).toEqual([])
    // The fronts took the new decor: the picture changed.
    const after = await canvas.screenshot()
    expect(after.equals(before)).toBe(false)
  })

  test('the 3D canvas leaves scrolling to the page: touch-action pan-y, and the wheel over it scrolls', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      window.addEventListener('skrinka:model-ready', () => (document.documentElement.dataset.modelReady = 'yes')),
    )
    await page.goto('/detail/L1D')
    await hydrated(page)
    await expect(page.locator('html[data-model-ready="yes"]')).toBeAttached()
    const canvas = page.getByTestId('viewer-canvas').locator('canvas')
    // Vertical swipes scroll the page; horizontal drags turn the cabinet.
    expect(await canvas.evaluate((element) => getComputedStyle(element).touchAction)).toBe('pan-y')
    await canvas.scrollIntoViewIfNeeded()
    const box = (await canvas.boundingBox())!
    const before = await page.evaluate(() => window.scrollY)
    const picture = await canvas.screenshot()
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 4)
    await page.mouse.wheel(0, 300)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
    // No zoom: the camera did not move, so the (on-demand) picture is the same.
    expect((await canvas.screenshot()).equals(picture)).toBe(true)
  })

  test.describe('without WebGL', () => {
    test.beforeEach(async ({ page }) => {
      await withoutWebGL(page)
    })
    test('shows a dimensioned front drawing and everything else still works', async ({ page }) => {
      await page.goto('/detail/L3D')
      await hydrated(page)
      const drawing = frontDrawing(page)
      await expect(drawing).toBeVisible()
      await expect(drawing.locator('[data-dimension="width"]')).toHaveText('45 cm')
      await expect(drawing.locator('[data-part^="drawer-front"]')).toHaveCount(3)
      await expect(page.locator('canvas')).toHaveCount(0)
      await priced(page)
      await page.getByRole('button', { name: 'Pridať do košíka' }).click()
      await expectCartCount(page, 1)
    })
  })

  test('the home page shows the showcase cabinet in 3D with its live price', async ({ page }) => {
    const render = page.waitForRequest((request) => request.url().endsWith('/api/renderSkrinka'))
    await page.goto('/cz')
    // docs/product.md#model: the showcase's render call also names its size, opening side and country.
    expect((await render).postDataJSON()).toMatchObject({
      cabinet: { variant: 'L2D', realWidth: 80, realHeight: expect.any(Number), country: 'CZ' },
    })
    expect(Object.keys(((await render).postDataJSON() as { cabinet: object }).cabinet)).toContain('stranaOtvarania')
    const ready = page.evaluate(
      () =>
        new Promise((resolve) => window.addEventListener('skrinka:model-ready', () => resolve(true), { once: true })),
    )
    const showcase = page.getByRole('region', { name: 'Skříňka s dvojitými dvířky' })
    await expect(showcase.getByTestId('price')).toHaveAttribute('data-state', 'priced')
    await expect(priceBox(showcase)).toContainText('Kč')
    expect(await ready).toBe(true)
    await showcase.getByRole('link', { name: 'Upravte si ji na své rozměry' }).click()
    await expect(page).toHaveURL(/\/cz\/detail\/L2D\?.*width=800/)
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })
    test('keeps the drawing the server drew through hydration and draws the new design on a change', async ({
      page,
    }) => {
      await page.goto('/detail/L2D')
      const drawing = page.getByTestId('drawing-2d')
      const served = await drawing.innerHTML()
      expect(served).toContain('<svg')
      await hydrated(page)
      // The hydrating render leaves the element's markup alone (it draws nothing): the server's drawing stands.
      expect(await drawing.innerHTML()).toBe(served)
      await expect(drawing.locator('[data-dimension="width"]')).toHaveText('80 cm')
      const width = page.getByRole('spinbutton', { name: /^Šírka/ })
      await width.fill('95')
      await width.press('Enter')
      await expect(drawing.locator('[data-dimension="width"]')).toHaveText('95 cm')
      // Back to the first size: drawn again, not left empty.
      await width.fill('80')
      await width.press('Enter')
      await expect(drawing.locator('[data-dimension="width"]')).toHaveText('80 cm')
    })
    test('shows the drawing first and the 3D model on request', async ({ page }) => {
      await page.goto('/detail/L2D')
      await hydrated(page)
      await expect(frontDrawing(page)).toBeVisible()
      await expect(page.locator('canvas')).toHaveCount(0)
      const ready = page.evaluate(
        () =>
          new Promise((resolve) => window.addEventListener('skrinka:model-ready', () => resolve(true), { once: true })),
      )
      await page.getByRole('button', { name: 'Zobraziť v 3D' }).click()
      expect(await ready).toBe(true)
      await expect(page.getByTestId('viewer-canvas').locator('canvas')).toBeVisible()
    })
    test('offers 3D from the first paint, and says so where the phone cannot draw it', async ({ page }) => {
      // The row is in the server's HTML (hidden by CSS on wide screens), so nothing moves at hydration.
      const html = await (await page.request.get('/detail/L2D')).text()
      expect(html).toContain('data-testid="show-3d"')
      await withoutWebGL(page)
      await page.goto('/detail/L2D')
      await hydrated(page)
      await page.getByRole('button', { name: 'Zobraziť v 3D' }).click()
      await expect(page.getByText('Tento prehliadač nevie zobraziť 3D: tu je výkres.')).toBeVisible()
      await expect(frontDrawing(page)).toBeVisible()
      await expect(page.locator('canvas')).toHaveCount(0)
    })
  })

  test('adds the design to the cart; the same design again raises its count', async ({ page }) => {
    await page.goto('/cz/detail/L1D')
    await hydrated(page)
    await priced(page)
    const addToCart = page.getByRole('button', { name: 'Přidat do košíku' })
    await addToCart.click()
    await addToCart.click()
    await expectCartCount(page, 2)
    const cart = await page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]'), CART_KEY)
    expect(cart).toHaveLength(1)
    expect(cart[0]).toMatchObject({
      count: 2,
      title: 'Skříňka s jedněmi dvířky',
      doorColorTitle: 'Kamenně šedá',
      cabinet: { variant: 'L1D', realWidth: 45 },
    })
  })

  test('lists the fitting cabinets of a category with "from" prices, opening the configurator preset', async ({
    page,
  }) => {
    await page.goto('/predaj/skrinky-do-kuchyne-zavesne')
    await hydrated(page)
    const cards = page.getByRole('main').getByRole('link', { name: / od .+ s DPH$/ })
    await expect(cards.first()).toContainText('od')
    // Wall-hung: the upper and lower cabinets, no tall ones.
    await expect(cards).toHaveCount(11)
    await cards.filter({ hasText: 'Skrinka s jednými dvierkami' }).click()
    await expect(page).toHaveURL(/\/detail\/L1D\?.*designation=kuchyna/)
    expect(new URL(page.url()).searchParams.get('typ')).toBe('zavesna')
  })
})
