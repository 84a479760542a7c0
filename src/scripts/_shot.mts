import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '../../tests/setup/chromium'
const root = '/work/wt-i18-3d'
const port = 4603
const dataDir = mkdtempSync(join(tmpdir(), 'i18-3d-shot-'))
const child = spawn(process.execPath, [join(root, 'dist/server/index.js')], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir }, stdio: ['ignore', 'ignore', 'inherit'] })
const base = `http://127.0.0.1:${port}`
try {
  for (let i = 0; i < 600; i++) { try { if ((await fetch(`${base}/api/health`)).ok) break } catch { await new Promise((r) => setTimeout(r, 100)) } }
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: CHROMIUM_ARGS })
  const page = await browser.newPage({ locale: 'sk-SK', viewport: { width: 1280, height: 900 } })
  page.on('console', (m) => { if (m.type() === 'error') console.log('console.error', m.text()) })
  for (const path of process.argv.slice(2)) {
    await page.evaluate(() => { (window as any).__ready = 0 }).catch(() => {})
    await page.addInitScript(() => { window.addEventListener('skrinka:model-ready', () => { (window as any).__ready = ((window as any).__ready ?? 0) + 1 }) })
    await page.goto(base + path)
    await page.waitForFunction(() => (window as any).__ready >= 1, null, { timeout: 120000 })
    await page.waitForTimeout(500)
    const name = path.replace(/[^a-zA-Z0-9]+/g, '_')
    await page.getByTestId('viewer-canvas').screenshot({ path: `/tmp/i18-3d-${name}.png` })
    console.log('shot', name)
  }
  await browser.close()
} finally { child.kill('SIGTERM'); rmSync(dataDir, { recursive: true, force: true }) }
