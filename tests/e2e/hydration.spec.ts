import { join } from 'node:path'
import { test, expect, hydrated } from './fixtures'
import { clientChunkFiles } from '#server/assets.ts'

/**
 * Hydration keeps the server's HTML (issue 16): the elements painted first are the ones the shopper
 * then uses. A mismatch would make React throw them away and render the page again in one long task
 * (hydrate.tsx also logs it as a console error, which fails any test).
 */
const KEPT = ['header', 'main', 'footer', 'h1', '[data-testid=price]', '[data-testid=consent-banner]']

for (const [path, more] of [
  ['/detail/L1D', ['form.options', '[data-testid=width]', '[data-testid=add-to-cart]']],
  ['/cz/detail/L4D', ['form.options', '[data-testid=width]']],
  ['/chodby', ['[data-testid=width]']],
  ['/', []],
] as const) {
  test.describe(() => {
    test.use({ consent: 'none' })
    test(`${path}: hydration keeps the server-rendered elements`, async ({ page }) => {
      const selectors = [...KEPT, ...more]
      await page.addInitScript((list) => {
        document.addEventListener('DOMContentLoaded', () => {
          ;(window as unknown as { __painted: (Element | null)[] }).__painted = list.map((s) =>
            document.querySelector(s),
          )
        })
      }, selectors)
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      const kept = await page.evaluate(
        (list) =>
          list.map((s, i) => {
            const before = (window as unknown as { __painted: (Element | null)[] }).__painted[i]
            return `${s}: ${before === null ? 'not painted' : before === document.querySelector(s) ? 'kept' : 'replaced'}`
          }),
        selectors,
      )
      expect(kept).toEqual(selectors.map((s) => `${s}: kept`))
    })
  })
}

/**
 * The chunks a page imports while it hydrates are fetched from the first paint, named by the server (issue 16):
 * Vite's preload helper then adds no link of its own inside hydration's long tasks, and nothing the page needs
 * to hydrate is discovered only when the router asks for it.
 */
for (const [path, chunk] of [
  ['/detail/L1D', 'detail._id-'],
  ['/cart', 'cart-'],
] as const) {
  test(`${path}: every script it loads to hydrate was named before the app ran`, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    const { named, preloaded, fetched } = await page.evaluate(() => {
      const file = (href: string) => new URL(href, location.href).pathname
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) => file(l.href))
      return {
        named: (document.querySelector('meta[name="hydration-chunks"]')?.getAttribute('content') ?? '').split(' '),
        preloaded: links,
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => file(entry.name))
          .filter((name) => name.endsWith('.js')),
      }
    })
    expect(named.some((file) => file.startsWith(`/assets/${chunk}`))).toBe(true)
    expect(named.some((file) => file.startsWith('/assets/cartActor-'))).toBe(true)
    // One link per chunk: a second would be the helper's, added because it did not find ours.
    expect(preloaded.length).toBe(new Set(preloaded).size)
    // The 3D viewer is loaded on demand (desktop only), after hydration: its chunk and the worker that first checks
    // WebGL off the main thread (src/boot/webgl.ts, decision 0052).
    const onDemand = ['/assets/CabinetViewer-', '/assets/webglProbe.worker-']
    const unnamed = fetched.filter((file) => !preloaded.includes(file) && !onDemand.some((p) => file.startsWith(p)))
    expect(unnamed.filter((file) => !file.startsWith('/assets/entry-client-'))).toEqual([])
  })
}

/** A module's chunk and the chunks it imports, in the production build the tests run. */
const chunkFiles = (source: string) => clientChunkFiles(join(process.cwd(), 'dist/client'), [source])

/**
 * The first paint waits for no more than it needs (issue 16, the phone's LCP): React DOM's client (65 KB gzip)
 * is fetched from the first paint on, named among the hydration chunks, not preloaded by the head with the app;
 * the data layer's code is not loaded before consent, not even with the cart.
 */
test.describe(() => {
  test.use({ consent: 'none' })
  test('/detail/L1D: React DOM after the first paint, no data layer before consent', async ({ page }) => {
    const response = await page.goto('/detail/L1D')
    const html = await response!.text()
    const head = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1])
    const named = /<meta name="hydration-chunks" content="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? []
    const reactDom = chunkFiles('node_modules/react-dom/client.js').filter((file) => !head.includes(file))
    // The facade and the chunk with React DOM's code, at least; what they share with the app stays preloaded.
    expect(reactDom.length).toBeGreaterThanOrEqual(2)
    expect(named).toEqual(expect.arrayContaining(reactDom))
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    expect(fetched).toEqual(expect.arrayContaining(reactDom))
    const [cart] = chunkFiles('src/components/cart/cartActor.ts')
    const [dataLayer] = chunkFiles('src/site/browser/dataLayer.ts')
    expect(cart && dataLayer).toBeTruthy()
    expect(fetched).toContain(cart)
    expect(fetched).not.toContain(dataLayer)
  })
})

/**
 * The app's start asks the browser for no cookie synchronously (issue 16): the first `document.cookie` read
 * waited 18–38 ms on the busy browser inside the app chunk's evaluation. The Cookie Store API reads them
 * while the page paints, and the stored consent choice still holds.
 */
test.describe(() => {
  test.use({ consent: 'granted' })
  test('/detail/L1D: no synchronous cookie read until hydrated, and the stored consent is kept', async ({ page }) => {
    await page.addInitScript(() => {
      const getter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
      const reads: string[] = []
      ;(window as unknown as { __cookieReads: string[] }).__cookieReads = reads
      Object.defineProperty(Document.prototype, 'cookie', {
        ...getter,
        get(this: Document) {
          if (document.documentElement.dataset.hydrated !== 'true') reads.push(new Error().stack ?? '')
          return getter.get!.call(this)
        },
      })
    })
    await page.goto('/detail/L1D')
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __cookieReads: string[] }).__cookieReads)).toEqual([])
    // Read ahead, the stored choice still hides the banner (hydrating with another choice would also fail the test).
    await expect(page.getByTestId('consent-banner')).toBeHidden()
  })
})

/**
 * Nothing in the price and 3D stage moves while the page hydrates, prices and starts the 3D view on a wide
 * screen (issue 16, CLS): the "Calculating the price…" note has its line kept, and the server's drawing holds
 * the 3D view's box and its status row until the view replaces it.
 */
for (const [path, stage] of [
  ['/detail/L1D', '.configurator-stage'],
  ['/', '.showcase'],
] as const) {
  test(`${path}: the price and 3D stage do not shift from the first paint to the model on screen`, async ({ page }) => {
    await page.addInitScript((selector) => {
      const moved: string[] = []
      ;(window as unknown as { __moved: string[] }).__moved = moved
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ sources: Array<{ node?: Node | null }> }>)
          for (const { node } of entry.sources)
            if (node instanceof Element && node.closest(selector)) moved.push(node.className || node.tagName)
      }).observe({ type: 'layout-shift', buffered: true })
      window.addEventListener('skrinka:model-ready', () => (document.documentElement.dataset.modelReady = 'yes'))
    }, stage)
    await page.goto(path)
    await hydrated(page)
    await expect(page.locator('html[data-model-ready="yes"]')).toBeAttached()
    await expect(page.getByTestId('price').first()).toHaveAttribute('data-state', 'priced')
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([])
  })
}
