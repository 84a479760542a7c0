import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { unzipSync } from 'fflate'
import { settle } from '#domain/cabinet/model.ts'
import { buildModelUsdz } from '#server/model/build.ts'

const design = {
  kind: 'cabinet',
  design: settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' }),
  textured: true,
} as const
const noTextures = () => undefined
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

describe('USDZ bytes (issue 39)', () => {
  afterEach(() => vi.useRealTimers())

  it('are the same for the same design: later in the same process (three counted on), at another time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
    const first = await buildModelUsdz(design, noTextures)
    // Other models in between move three's id counters on.
    await buildModelUsdz({ ...design, design: settle({ variant: 'L1D' }) }, noTextures)
    vi.setSystemTime(new Date('2026-12-24T18:31:07Z'))
    const again = await buildModelUsdz(design, noTextures)
    expect(sha(again)).toBe(sha(first))
    // Still a USDZ: the USD layer first, the geometries named in the model's order.
    const files = Object.keys(unzipSync(first))
    expect(files[0]).toBe('model.usda')
    expect(files.slice(1).every((name) => /^geometries\/Geometry_\d+\.usda$/.test(name))).toBe(true)
    expect(files).toContain('geometries/Geometry_1.usda')
  })

  it('are the same in another process', async () => {
    const here = sha(await buildModelUsdz(design, noTextures))
    const script = `
      import { createHash } from 'node:crypto'
      import { settle } from '#domain/cabinet/model.ts'
      import { buildModelUsdz } from '#server/model/build.ts'
      const design = { kind: 'cabinet', design: settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' }), textured: true }
      await buildModelUsdz({ ...design, design: settle({ variant: 'L1D' }) }, () => undefined)
      process.stdout.write(createHash('sha256').update(await buildModelUsdz(design, () => undefined)).digest('hex'))
    `
    const there = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(there).toBe(here)
  }, 90_000)
})
