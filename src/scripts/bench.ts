/**
 * `npm run bench`: measures the production build, not the tests. Prints the JS/CSS a visitor's
 * browser loads for a page (gzip), server-rendering latency, and requests per second over
 * loopback. Run `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import getPort from 'get-port'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '../../tests/setup/chromium'

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

async function throughput(url: string, seconds = 5) {
  const result = await autocannon({ url, connections: 10, duration: seconds })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

const server = await startServer()
try {
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
    const { rps, p99, errors } = await throughput(server.url + path)
    console.log(`  ${path.padEnd(32)} ${rps.toFixed(0)} req/s, p99 ${p99} ms, errors ${errors}`)
  }
} finally {
  server.stop()
}
