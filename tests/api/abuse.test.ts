import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { ABUSE_LIMITS, describePhase, hostileCalls, runAbuse, type PhaseFigures } from '#scripts/harness/abuse.ts'

/**
 * Issue 34: every heavy call at once from 4 hostile connections for 5 s while a shopper loads a product page,
 * a price and the health call, on the engine `npm run abuse` runs for 20 s per call. The shop holds when the
 * shopper's health p99 stays ≤ 100 ms, the server's memory grows ≤ 300 MB and the data folder stays within
 * the model cache's limit (MODEL_CACHE_MB, small for the run).
 * The thresholds are the issue's; never loosen them.
 */

const STAFF_TOKEN = 'abuse-test-staff-token-0123456789'
const CACHE_MB = 64
let server: TestServer
beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, MODEL_CACHE_MB: String(CACHE_MB) })
})
afterAll(() => server?.stop())

describe('abuse', () => {
  let phase: PhaseFigures | undefined
  afterAll(() => {
    // The figures are printed either way: they are what the closing note compares.
    if (phase) console.log(describePhase(phase))
  })
  it(
    'holds while every heavy call is hammered at once for 5 s: health p99 ≤ 100 ms, memory +≤ 300 MB, folder within the cache',
    { timeout: 120_000 },
    async () => {
      const [figures] = await runAbuse(server, {
        staffToken: STAFF_TOKEN,
        seconds: 5,
        connections: 4,
        together: true,
        // A frozen server may not keep the run waiting long: a request unanswered after 5 s counts as failed.
        requestTimeoutMs: 5_000,
        limits: { ...ABUSE_LIMITS, folderGrowthMb: CACHE_MB },
      })
      phase = figures
      // Nothing left out: every heavy call was sent, and the shopper was measured.
      expect(Object.keys(figures!.hostile.perCall).sort()).toEqual(
        hostileCalls()
          .map((call) => call.name)
          .sort(),
      )
      for (const [name, sent] of Object.entries(figures!.hostile.perCall)) expect(sent, name).toBeGreaterThan(0)
      expect(figures!.shopper.health.count).toBeGreaterThan(0)
      expect(server.alive()).toBe(true)
      expect(figures!.problems).toEqual([])
    },
  )
})
