import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, resolveChromium } from '#scripts/harness/chromium.ts'

// The production build, served by the real server on its own port with a fresh SQLite file.
const port = Number(process.env.E2E_PORT ?? 4391)
const baseURL = `http://127.0.0.1:${port}`
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'skrinka-e2e-'))
/** The staff token of the e2e server (for scripts; browsers sign in with an account). */
export const E2E_STAFF_TOKEN = 'e2e-staff-token-0123456789'
/** The staff account the e2e server starts with, created by `npm run staff:add` before it starts. */
export const E2E_STAFF = { email: 'eva@skrinka.sk', name: 'Eva Nováková', password: 'e2e-password-0123' }
/** The owner account of the e2e server (publishes prices and settings). */
/** The specs that publish shop-wide versions (settings, prices): the `settings` project's. */
const PUBLISHING = /(settings|price-preview|prices)\.spec\.ts$/

export const E2E_OWNER = { email: 'olga@skrinka.sk', name: 'Olga Majiteľová', password: 'e2e-owner-0123' }
/** The workshop account of the e2e server: the shop floor only (issue 38.4). */
export const E2E_WORKSHOP = { email: 'dielna@skrinka.sk', name: 'Dielňa Hoblík', password: 'e2e-workshop-0123' }
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Issue 17: after the run, the server's log must hold no customer's data.
  globalTeardown: './tests/e2e/global-teardown.ts',
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'sk-SK',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: resolveChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'shop', testIgnore: PUBLISHING },
    // Publishing shop settings or a price version changes what every page shows (an open configurator asks its
    // price again, restarting a retry count another spec measures), and a price version scheduled for later holds
    // every other price publish off (409) until it is cancelled: these run after everything else, one test at a
    // time (the VAT and deposit specs each publish settings the other's orders would be priced by).
    {
      name: 'settings',
      testMatch: PUBLISHING,
      dependencies: ['shop'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: `npx tsx src/scripts/staffAdd.ts --email ${E2E_STAFF.email} --name "${E2E_STAFF.name}" --role staff --password ${E2E_STAFF.password} && npx tsx src/scripts/staffAdd.ts --email ${E2E_OWNER.email} --name "${E2E_OWNER.name}" --role owner --password ${E2E_OWNER.password} && npx tsx src/scripts/staffAdd.ts --email ${E2E_WORKSHOP.email} --name "${E2E_WORKSHOP.name}" --role workshop --password ${E2E_WORKSHOP.password} && node tests/setup/serveWithLog.mjs`,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The shop's links name the address the browser uses (issue 34.5: never the request's Host).
      SITE_URL: baseURL,
      STAFF_TOKEN: E2E_STAFF_TOKEN,
      SERVER_LOG: join(dataDir, 'server.log'),
      // Every test is a shopper at 127.0.0.1, two at a time for minutes (the 39 most rendering tests passed at the
      // default 120/60, but a faster machine asks faster): ten shoppers' budget, which a render loop still meets.
      RENDER_RATE_LIMIT: '1200/60',
      // The specs place some twenty orders from 127.0.0.1 within minutes (checkout, desk, dashboard, orders list): more
      // than one shopper's 10 in 10 minutes; the limit itself is held by tests/api/order.test.ts.
      ORDER_RATE_LIMIT: '200/600',
    },
    // The server drains as in production (issue 17) and its last lines reach the log.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: false,
    // A start guard, not a speed limit: two account scripts and the server on a busy 2-core machine.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
