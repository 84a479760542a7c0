/**
 * `npm run bench`: measures the production build, not the tests. Prints the JS/CSS a visitor's
 * browser loads for a page (gzip), server-rendering latency, and requests per second over
 * loopback. Run `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import getPort from 'get-port'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '../../tests/setup/chromium'
import { settle, type Cabinet } from '../domain/cabinet'
import { VARIANT_IDS } from '../domain/catalogue'
import { priceCabinet } from '../domain/price'
import { PRICE_LISTS } from '../domain/priceList'

const perCoreText = (perCore: number | undefined) => (perCore ? `; ${Math.round(perCore)} req per server CPU second` : '')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function startServer() {
  const port = await getPort()
  const dataDir = mkdtempSync(join(tmpdir(), 'skrinka-bench-'))
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  return {
    url,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every script and stylesheet the page loads until it is hydrated, with raw and gzip sizes. */
async function pageWeight(url: string) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ locale: 'sk-SK' })
    const files: { url: string; type: string; raw: number; gzip: number }[] = []
    page.on('response', async (response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const body = await response.body()
      files.push({ url: new URL(response.url()).pathname, type, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })
    })
    await page.goto(url)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return files
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

/** CPU seconds a process has used (user + system), from /proc; undefined off Linux. */
function cpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return undefined
  }
}

/**
 * Requests per second seen by the load generator, and per CPU second the server spent: on two
 * shared cores the generator is often the limit, so the second figure is the server's per-core rate.
 */
async function throughput(url: string, seconds = 5, post?: unknown) {
  const cpu0 = cpuSeconds(server.pid)
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    ...(post ? { method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(post) } : {}),
  })
  const cpu1 = cpuSeconds(server.pid)
  const perCore = cpu0 !== undefined && cpu1 !== undefined && cpu1 > cpu0 ? result.requests.total / (cpu1 - cpu0) : undefined
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, perCore }
}

/** In-process: cut list + price of a standard L1D, and of random valid cabinets. */
function priceSpeed() {
  const standard = settle({ variant: 'L1D' })
  const others = VARIANT_IDS.map((variant) => settle({ variant, typ: 'snozkami', tipon: true, topBoard: true }))
  const run = (label: string, next: (i: number) => Cabinet) => {
    for (let i = 0; i < 2000; i++) priceCabinet(next(i), PRICE_LISTS.SK)
    const n = 50_000
    const t0 = performance.now()
    for (let i = 0; i < n; i++) priceCabinet(next(i), PRICE_LISTS.SK)
    const ms = performance.now() - t0
    console.log(`  ${label.padEnd(32)} ${Math.round((n / ms) * 1000).toLocaleString('en')} prices/s (${((ms / n) * 1000).toFixed(1)} µs each)`)
  }
  run('standard L1D', () => standard)
  run('every variant, with options', (i) => others[i % others.length]!)
}

const priceBody = {
  selectedProductString: '{"variant":"L1D"}',
  country: 'SK',
  cabinet: {
    realHeight: 50, realWidth: 45, depth: 40, variant: 'L1D', openingSide: 'left', nozkyType: 'Umele', vrchnaDoska: false,
    shelvesCount: 1, corpusColor: 'H1303ST12', doorColor: 'U727ST9', designation: 'obyvacka', tipon: false, typ: 'zavesna',
  },
}

console.log('Price (in process, cut list + price)')
priceSpeed()
const server = await startServer()
try {
  console.log('getPriceSkrinka over HTTP (autocannon, 10 connections, 5 s, loopback; the server is one process, one core)')
  {
    const { rps, p99, errors, perCore } = await throughput(`${server.url}/api/getPriceSkrinka`, 5, priceBody)
    console.log(`  ${'POST /api/getPriceSkrinka'.padEnd(32)} ${rps.toFixed(0)} req/s, p99 ${p99} ms, errors ${errors}${perCoreText(perCore)}`)
  }
  console.log('Page weight (what the browser loads until hydrated)')
  for (const path of ['/', '/cz/blog']) {
    const files = await pageWeight(server.url + path)
    const js = files.filter((f) => f.type === 'script')
    const css = files.filter((f) => f.type === 'stylesheet')
    const sum = (list: typeof files, key: 'raw' | 'gzip') => list.reduce((s, f) => s + f[key], 0)
    console.log(`  ${path.padEnd(10)} JS ${kb(sum(js, 'gzip'))} gzip (${kb(sum(js, 'raw'))} raw, ${js.length} files), CSS ${kb(sum(css, 'gzip'))} gzip`)
  }
  console.log('Server-rendered page latency (sequential, 100 requests)')
  for (const path of ['/', '/cz/predaj/skrinky-do-kuchyne']) {
    const { median, p95 } = await latency(server.url + path, 100)
    console.log(`  ${path.padEnd(32)} median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`)
  }
  console.log('Throughput (autocannon, 10 connections, 5 s, loopback)')
  for (const path of ['/api/health', '/cz/blog']) {
    const { rps, p99, errors, perCore } = await throughput(server.url + path)
    console.log(`  ${path.padEnd(32)} ${rps.toFixed(0)} req/s, p99 ${p99} ms, errors ${errors}${perCoreText(perCore)}`)
  }
} finally {
  server.stop()
}
