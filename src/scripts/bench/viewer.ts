/**
 * The 3D viewer's figures (decision 0018), for `npm run bench`: the gzip size of the lazy viewer
 * chunk and what it alone pulls, WebGL draw calls per frame for a small and a big cabinet, frames
 * drawn while nobody touches the page, and the bytes a decor change downloads. Run directly
 * (`tsx src/scripts/bench/viewer.ts [root]`) it measures the build in root/dist (default: here).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from '@playwright/test'
import getPort from 'get-port'
import { CHROMIUM_ARGS, resolveChromium } from '../harness/chromium'
import { clientChunkFiles, IMPORTED_ON_HYDRATION, readManifest } from '#server/assets.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The viewer's lazy chunk and the chunks only it imports (those every page loads anyway are not counted). */
export function viewerChunk(clientDir: string) {
  const viewer = Object.keys(readManifest(clientDir).manifest).find((key) => key.endsWith('scene/CabinetViewer.tsx'))
  if (!viewer) throw new Error('No viewer chunk in the manifest: build the client first')
  // Every page loads the entry and the app, and imports React DOM's client and the cart as it hydrates (decision 0019).
  const everyPage = new Set(
    clientChunkFiles(clientDir, [
      'src/boot/entry-client.tsx',
      'src/boot/hydrate.tsx',
      ...IMPORTED_ON_HYDRATION.__root__!,
    ]),
  )
  const files = clientChunkFiles(clientDir, [viewer])
    .filter((file) => !everyPage.has(file))
    .map((file) => file.slice(1))
  const bytes = files.map((file) => readFileSync(join(clientDir, file)))
  return {
    files: files.length,
    raw: bytes.reduce((sum, b) => sum + b.length, 0),
    gzip: bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0),
  }
}

/**
 * Runs in the page before its scripts (a string, so the bundler's helpers do not leak into it):
 * counts WebGL draw calls per animation frame into `window.__drawFrames` (one entry per frame that
 * drew), and the viewer's ready events into `window.__modelReady`.
 */
const COUNT_DRAWS = `(() => {
  window.__drawFrames = []
  window.__modelReady = 0
  window.addEventListener('skrinka:model-ready', () => { window.__modelReady += 1 })
  let calls = 0
  for (const proto of [WebGLRenderingContext.prototype, WebGL2RenderingContext.prototype]) {
    for (const name of ['drawElements', 'drawArrays', 'drawElementsInstanced', 'drawArraysInstanced', 'drawRangeElements']) {
      const original = proto[name]
      if (!original) continue
      proto[name] = function (...args) { calls += 1; return original.apply(this, args) }
    }
  }
  const tick = () => { if (calls) window.__drawFrames.push(calls); calls = 0; requestAnimationFrame(tick) }
  requestAnimationFrame(tick)
})()`

const readyCount = (page: Page) => page.evaluate(() => (window as unknown as { __modelReady: number }).__modelReady)
const drawFrames = (page: Page) => page.evaluate(() => (window as unknown as { __drawFrames: number[] }).__drawFrames)
async function waitReady(page: Page, count: number) {
  await page.waitForFunction((n) => (window as unknown as { __modelReady: number }).__modelReady >= n, count, {
    timeout: 120_000,
  })
  // The ready event follows the frame by two animation frames; let the last frame's count land.
  await page.waitForTimeout(300)
}

/** Draw calls of the frame that shows the model, and frames drawn in the 2 s after it (idle). */
async function drawCalls(base: string, path: string) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ locale: 'sk-SK', viewport: { width: 1280, height: 900 } })
    await page.addInitScript(COUNT_DRAWS)
    await page.goto(base + path)
    await waitReady(page, 1)
    const frames = await drawFrames(page)
    await page.waitForTimeout(2000)
    const idle = (await drawFrames(page)).length - frames.length
    return { calls: frames.at(-1) ?? 0, idle }
  } finally {
    await browser.close()
  }
}

/** Bytes the browser downloads when the shopper picks another door decor, by kind (bodies, as sent). */
async function decorChange(base: string) {
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ locale: 'sk-SK', viewport: { width: 1280, height: 900 } })
    await page.addInitScript(COUNT_DRAWS)
    await page.goto(`${base}/detail/L1D`)
    await waitReady(page, 1)
    const door = page.getByTestId('decor-doorColor')
    // Opening the list loads its swatches: that is the picker's cost, not the change's.
    await door.locator('summary').click()
    await page.waitForLoadState('networkidle')
    const seen: Array<{ kind: string; bytes: number }> = []
    const pending: Promise<void>[] = []
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname
      const kind = path.startsWith('/api/model/')
        ? 'model'
        : path.endsWith('-swatch.webp')
          ? 'swatch'
          : path.startsWith('/textures/')
            ? 'texture'
            : path.startsWith('/api/')
              ? 'api'
              : 'other'
      pending.push(
        request.sizes().then((sizes) => void seen.push({ kind, bytes: Math.max(0, sizes.responseBodySize) })),
      )
    })
    const before = await readyCount(page)
    await door.locator('input[type=radio][value="W1000ST9"]').check()
    await waitReady(page, before + 1)
    await page.waitForLoadState('networkidle')
    await Promise.all(pending)
    const sum = (kind?: string) => seen.filter((s) => !kind || s.kind === kind).reduce((t, s) => t + s.bytes, 0)
    return {
      total: sum() - sum('swatch'),
      model: sum('model'),
      texture: sum('texture'),
      api: sum('api'),
      swatch: sum('swatch'),
      other: sum('other'),
      requests: seen.filter((s) => s.kind !== 'swatch').length,
    }
  } finally {
    await browser.close()
  }
}

/** Prints the viewer's figures for a running server and its client build. */
export async function viewerBench(base: string, clientDir: string) {
  console.log('3D viewer (decision 0018)')
  const chunk = viewerChunk(clientDir)
  console.log(
    `  viewer chunk (lazy, what only it loads) ${kb(chunk.gzip)} gzip (${kb(chunk.raw)} raw, ${chunk.files} files)`,
  )
  for (const [label, path] of [
    ['L1D', '/detail/L1D'],
    ['L4D (33 parts)', '/detail/L4D'],
  ] as const) {
    const { calls, idle } = await drawCalls(base, path)
    console.log(`  ${`draw calls, ${label}`.padEnd(40)} ${calls} per frame; ${idle} frames drawn in 2 s idle`)
  }
  const change = await decorChange(base)
  console.log(
    `  ${'a door decor change downloads'.padEnd(40)} ${kb(change.total)} in ${change.requests} requests (model ${kb(change.model)}, decor textures ${kb(change.texture)}, API ${kb(change.api)}, other ${kb(change.other)}; the picker's swatches ${kb(change.swatch)} besides)`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = resolve(process.argv[2] ?? '.')
  const port = await getPort()
  const dataDir = mkdtempSync(join(tmpdir(), 'skrinka-bench-viewer-'))
  const child = spawn(process.execPath, [join(root, 'dist/server/index.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  try {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break
      } catch {
        await new Promise((r) => setTimeout(r, 100))
      }
    }
    await viewerBench(base, join(root, 'dist/client'))
  } finally {
    child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}
