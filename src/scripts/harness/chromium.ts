import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/**
 * Chromium for e2e and benchmarks: PLAYWRIGHT_CHROMIUM_EXECUTABLE, then Debian's /usr/bin/chromium,
 * then Playwright's own download. This machine cannot download browsers, so say how to get one.
 */
export function resolveChromium(): string {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE,
    '/usr/bin/chromium',
    safe(() => chromium.executablePath()),
  ]
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate
  throw new Error(
    "No Chromium found for the browser tests. Install Debian's package (as root: `apt-get update && apt-get install -y chromium`), " +
      'or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary, or run `npx playwright install chromium` where downloads are allowed.',
  )
}

function safe(fn: () => string): string | undefined {
  try {
    return fn()
  } catch {
    return undefined
  }
}

/**
 * Flags for headless Chromium here: software WebGL (never --disable-software-rasterizer) and no background network.
 * Never --disable-gpu: with it the browser has no GPU process to wait for, which hid the configurator's
 * 280–530 ms waits for it (Lighthouse desktop 100 without, 86 with; issue 39). The GPU process runs SwiftShader.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
]
