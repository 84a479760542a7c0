import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '#scripts/harness/chromium.ts'

// The static Storybook build (npm run build-storybook → dist/storybook) in real Chromium with software WebGL.
// Kept beside its tests; paths below are relative to this folder, the server runs from the project root.
const port = Number(process.env.STORYBOOK_PORT ?? 6106)

export default defineConfig({
  testDir: '.',
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 900, height: 700 },
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `node_modules/.bin/vite preview --outDir dist/storybook --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/iframe.html`,
    reuseExistingServer: false,
    timeout: 30_000,
    cwd: '../..',
  },
})
