/**
 * `npm run bench`: measures the production build, not the tests. Prints the JS/CSS a visitor's
 * browser loads for a page (gzip), server-rendering latency, requests per second over loopback,
 * and each page's first load (Lighthouse and long tasks, ./bench/pages.ts). Run `npm run build` first.
 * Flags: `--lh-runs N` (default 5), `--only pages`, `--only change` (the configurator's change latency and
 * the JS before the 3D chunk on /detail/L1D), `--only boards` (board plans, ./bench/boards.ts), `--pages /,/chodby`,
 * `--no-lighthouse`.
 */
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from './harness/chromium'
import { API } from '#domain/endpoints.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { buildGlb, cabinetModel, hallwayModel } from '#server/model/glb.ts'
import { balance } from '#domain/hallway/layout.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { hallwayCutList, priceHallway } from '#domain/hallway/cutList.ts'
import { textureReader } from '#server/model/store.ts'
import { orderBody } from './harness/fixtures/order'
import { benchPages, BENCH_PAGES } from './bench/pages'
import { viewerBench } from './bench/viewer'
import { arBench } from './bench/ar'
import { benchDesignPdf } from './bench/designPdf'
import { perCoreText, serverBench, startServer, throughput } from './bench/server'
import { loadAverages } from './bench/load'
import { boardsBench } from './bench/boards'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Makes the page believe WebGL is missing, so the lazy 3D chunk is never asked for. */
function noWebGL() {
  // The page asks for WebGL 2 in a worker only where the interface exists.
  const scope = window as unknown as Record<string, unknown>
  delete scope.WebGL2RenderingContext
  delete scope.WebGLRenderingContext
  const original = HTMLCanvasElement.prototype.getContext
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
    return /webgl/.test(type) ? null : (original as (...a: unknown[]) => unknown).call(this, type, ...rest)
  } as typeof original
}

/** Every script and stylesheet the page loads until hydrated: raw, gzip (level 9) and as the server sent it. */
async function pageWeight(url: string, without3d = false) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ locale: 'sk-SK' })
    if (without3d) await page.addInitScript(noWebGL)
    const files: { url: string; type: string; raw: number; gzip: number; sent: number }[] = []
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      // A response still arriving as the browser closes (after network idle) is not counted, and does not end the bench.
      const body = await response.body().catch(() => null)
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null)
      if (!body || !sizes) return
      files.push({
        url: new URL(response.url()).pathname,
        type,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sent: sizes.responseBodySize,
      })
    })
    await page.goto(url)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return files
  } finally {
    await browser.close()
  }
}

/**
 * Runs in the page (a string, so the bundler's helpers do not leak into it): sets the width,
 * presses Enter, and resolves with the ms until the new price is on screen (`shown`: the amount
 * the server then confirms, with the new width in the address; the domain's price, shown before
 * the answer), until the server's answer for it (`price`: the box's state `priced`), and until the
 * new model is on screen.
 */
const CHANGE_PROBE = `(w) => new Promise((resolve) => {
  const t0 = performance.now()
  let price = 0
  let model = 0
  const amounts = []
  const el = document.querySelector('[data-testid=price]')
  const done = () => {
    if (!price || !model) return
    const confirmed = el.getAttribute('data-gross')
    const shown = amounts.find(([, gross]) => gross === confirmed)[0]
    resolve({ shown, price, model })
  }
  const observer = new MutationObserver(() => {
    if (new URL(location.href).searchParams.get('width') !== String(w * 10)) return
    amounts.push([performance.now() - t0, el.getAttribute('data-gross')])
    if (!price && el.getAttribute('data-state') === 'priced') {
      price = performance.now() - t0
      observer.disconnect()
      done()
    }
  })
  observer.observe(el, { attributes: true })
  window.addEventListener('skrinka:model-ready', () => { model = performance.now() - t0; done() }, { once: true })
  const input = document.querySelector('[data-testid=width]')
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, String(w))
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
})`

/** Times from a committed width change to the new price on screen, to the server's price, and to the new model on screen. */
async function changeLatency(base: string) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ locale: 'sk-SK' })
    // Changes are timed once the first model is on screen: else the first one timed the 3D view's first load.
    await page.addInitScript(() =>
      window.addEventListener(
        'skrinka:model-ready',
        () => document.documentElement.setAttribute('data-model-ready', ''),
        {
          once: true,
        },
      ),
    )
    await page.goto(`${base}/detail/L1D`)
    await page.locator('[data-testid=price][data-state=priced]').waitFor()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.locator('html[data-model-ready]').waitFor({ state: 'attached', timeout: 30_000 })
    const figures = { shown: [] as number[], price: [] as number[], model: [] as number[] }
    for (let i = 0; i < 8; i++) {
      const width = 40 + i
      const timing = (await page.evaluate(`(${CHANGE_PROBE})(${width})`)) as Record<keyof typeof figures, number>
      for (const key of ['shown', 'price', 'model'] as const) figures[key].push(timing[key])
    }
    return figures
  } finally {
    await browser.close()
  }
}

async function latency(url: string, n: number) {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const t0 = performance.now()
    await (await fetch(url)).text()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(n / 2)]!, p95: times[Math.floor(n * 0.95)]! }
}

/** In-process: cut list + price of a standard L1D, and of random valid cabinets. */
function priceSpeed() {
  const standard = settle({ variant: 'L1D' })
  const others = VARIANT_IDS.map((variant) => settle({ variant, mounting: 'snozkami', tipon: true, topBoard: true }))
  // Given its cut list, priceCabinet computes afresh: the figure is the cost of a design not seen before.
  const run = (label: string, next: (i: number) => Cabinet, fresh = true) => {
    const price = (cabinet: Cabinet) =>
      fresh ? priceCabinet(cabinet, PRICE_LISTS.SK, cutList(cabinet)) : priceCabinet(cabinet, PRICE_LISTS.SK)
    for (let i = 0; i < 2000; i++) price(next(i))
    const n = 50_000
    const t0 = performance.now()
    for (let i = 0; i < n; i++) price(next(i))
    const ms = performance.now() - t0
    console.log(
      `  ${label.padEnd(32)} ${Math.round((n / ms) * 1000).toLocaleString('en')} prices/s (${((ms / n) * 1000).toFixed(1)} µs each)`,
    )
  }
  run('standard L1D', () => standard)
  run('every variant, with options', (i) => others[i % others.length]!)
  run('standard L1D, remembered', () => standard, false)
}

const { values: args } = parseArgs({
  options: {
    // Lighthouse runs per page and preset (and traced visits); the median is printed.
    'lh-runs': { type: 'string', default: '5' },
    // `pages`: only what a browser sees (page weight, change latency, first load); skips the in-process and HTTP figures.
    // `change`: only the change latency and the JS before the 3D chunk of /detail/L1D.
    only: { type: 'string' },
    // Comma-separated paths for the first-load part, e.g. `/,/chodby`; all of BENCH_PAGES by default.
    pages: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
})
const flags = {
  lhRuns: Math.max(1, Number(args['lh-runs']) || 5),
  pages: args.pages ? args.pages.split(',') : BENCH_PAGES,
  noLighthouse: args['no-lighthouse'] ?? false,
}
const changeOnly = args.only === 'change'
const pagesOnly = args.only === 'pages' || changeOnly
// `boards`: only the board plans of a fixed batch (in process, no server or build needed).
if (args.only === 'boards') {
  boardsBench()
  process.exit(0)
}

if (!pagesOnly) {
  console.log('Price (in process, cut list + price)')
  priceSpeed()
  console.log('GLB of the standard L1D (in process)')
  {
    const cabinet = settle({ variant: 'L1D' })
    const textures = textureReader(fileURLToPath(new URL('../../public/', import.meta.url)))
    let glb = await buildGlb(cabinetModel(cabinet), cutList(cabinet), textures)
    const n = 200
    const t0 = performance.now()
    for (let i = 0; i < n; i++) glb = await buildGlb(cabinetModel(cabinet), cutList(cabinet), textures)
    console.log(`  ${(glb.byteLength / 1024).toFixed(1)} KB, built in ${((performance.now() - t0) / n).toFixed(2)} ms`)
  }
  await arBench()
  console.log('Hallway of the default 400 × 250 × 45 cm (in process)')
  {
    const hallway = defaultHallway()
    for (let i = 0; i < 200; i++) priceHallway(hallway, PRICE_LISTS.SK)
    const n = 5000
    let t0 = performance.now()
    for (let i = 0; i < n; i++) priceHallway(balance({ ...hallway, realWidth: 300 + (i % 200) }), PRICE_LISTS.SK)
    console.log(`  layout + cut list + price       ${(((performance.now() - t0) / n) * 1000).toFixed(0)} µs each`)
    const textures = textureReader(fileURLToPath(new URL('../../public/', import.meta.url)))
    let glb = await buildGlb(hallwayModel(hallway), hallwayCutList(hallway), textures)
    t0 = performance.now()
    for (let i = 0; i < 50; i++) glb = await buildGlb(hallwayModel(hallway), hallwayCutList(hallway), textures)
    console.log(
      `  GLB ${(glb.byteLength / 1024).toFixed(1)} KB, built in ${((performance.now() - t0) / 50).toFixed(1)} ms`,
    )
  }
}
const server = await startServer()
try {
  if (!pagesOnly) {
    await serverBench(server)
    console.log(
      'saveOrderSkrinka (two cabinets; priced again, one transaction with lines and outbox, synchronous=FULL SQLite)',
    )
    {
      const body = JSON.stringify(orderBody())
      const times: number[] = []
      for (let i = 0; i < 200; i++) {
        const t0 = performance.now()
        const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': `bench-seq-${i}` },
          body,
        })
        if (response.status !== 201) throw new Error(`order answered ${response.status}`)
        await response.text()
        times.push(performance.now() - t0)
      }
      times.sort((a, b) => a - b)
      console.log(
        `  ${'sequential, 200 orders'.padEnd(32)} median ${times[100]!.toFixed(1)} ms, p95 ${times[190]!.toFixed(1)} ms`,
      )
      let n = 0
      const { rps, p99, errors, perCore } = await throughput(server.pid, `${server.url}${API.saveOrderSkrinka.path}`, {
        post: orderBody(),
        headersFor: () => ({ 'idempotency-key': `bench-load-${++n}` }),
      })
      console.log(
        `  ${'10 conn., a new key each'.padEnd(32)} ${rps.toFixed(0)} orders/s, p99 ${p99} ms, errors ${errors}${perCoreText(perCore)}`,
      )
    }
  }
  if (!changeOnly) await benchDesignPdf(server.url)
  console.log('Page weight (what the browser loads until hydrated)')
  const weighed = [
    ['/', true],
    ['/', false],
    ['/cz/blog', false],
    ['/detail/L1D', true],
    ['/cart', false],
  ] as const
  for (const [path, without3d] of changeOnly ? weighed.filter(([path]) => path === '/detail/L1D') : weighed) {
    const files = await pageWeight(server.url + path, without3d)
    const js = files.filter((f) => f.type === 'script')
    const css = files.filter((f) => f.type === 'stylesheet')
    const sum = (list: typeof files, key: 'raw' | 'gzip' | 'sent') => list.reduce((s, f) => s + f[key], 0)
    console.log(
      `  ${(without3d ? `${path} before the 3D chunk` : `${path}${path === '/' ? ' with the 3D showcase' : ''}`).padEnd(32)} JS ${kb(sum(js, 'gzip'))} gzip (${kb(sum(js, 'raw'))} raw, ${kb(sum(js, 'sent'))} sent, ${js.length} files), CSS ${kb(sum(css, 'gzip'))} gzip`,
    )
  }
  if (!pagesOnly) {
    console.log('Server-rendered page latency (sequential, 100 requests)')
    for (const path of ['/', '/cz/predaj/skrinky-do-kuchyne']) {
      const { median, p95 } = await latency(server.url + path, 100)
      console.log(`  ${path.padEnd(32)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
    }
    console.log('Throughput (autocannon, 10 connections, 5 s, loopback)')
    for (const path of [API.health.path, '/cz/blog']) {
      const { rps, p99, errors, perCore } = await throughput(server.pid, server.url + path)
      console.log(
        `  ${path.padEnd(32)} ${rps.toFixed(0)} req/s, p99 ${p99} ms, errors ${errors}${perCoreText(perCore)}`,
      )
    }
  }
  console.log(
    'Configurator in Chromium (software WebGL): a width change to the new price and to the new model on screen, median of 8',
  )
  {
    const before = loadAverages()
    const figures = await changeLatency(server.url)
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!.toFixed(0)
    const each = (list: number[]) => list.map((ms) => ms.toFixed(0)).join(' ')
    console.log(
      `  change → price ${median(figures.shown)} ms (server's answer ${median(figures.price)} ms), change → model ${median(figures.model)} ms`,
    )
    console.log(`  each: price ${each(figures.shown)}; answer ${each(figures.price)}; model ${each(figures.model)}`)
    console.log(`  load average before ${before}, after ${loadAverages()}`)
  }
  if (!changeOnly) {
    await viewerBench(server.url, fileURLToPath(new URL('../../dist/client/', import.meta.url)))
    await benchPages(server.url, { runs: flags.lhRuns, paths: flags.pages, noLighthouse: flags.noLighthouse })
  }
} finally {
  await server.stop()
}
