import { describe, expect, it } from 'vitest'
import { allPacked, orderProgress, PART_STEPS } from '#domain/production/steps.ts'

describe('the shop floor steps (src/domain/production/steps.ts)', () => {
  it('runs cut, banded, drilled, assembled, packed in that order', () => {
    expect(PART_STEPS).toEqual(['cut', 'banded', 'drilled', 'assembled', 'packed'])
  })
  it.each([
    { total: 3, done: [], steps: { cut: 0, banded: 0, drilled: 0, assembled: 0, packed: 0 }, packed: false },
    {
      total: 3,
      done: ['cut', 'cut', 'banded', 'packed', 'packed'],
      steps: { cut: 2, banded: 1, drilled: 0, assembled: 0, packed: 2 },
      packed: false,
    },
    {
      total: 2,
      done: ['cut', 'cut', 'packed', 'packed'],
      steps: { cut: 2, banded: 0, drilled: 0, assembled: 0, packed: 2 },
      packed: true,
    },
    // An order of no boards (nothing to make) is never "all packed": it is not moved to ready by the floor.
    { total: 0, done: [], steps: { cut: 0, banded: 0, drilled: 0, assembled: 0, packed: 0 }, packed: false },
  ] as const)('counts $done of $total boards', ({ total, done, steps, packed }) => {
    const progress = orderProgress(
      '2026-000001',
      total,
      done.map((step) => ({ step })),
    )
    expect(progress).toEqual({ number: '2026-000001', total, steps })
    expect(allPacked(progress)).toBe(packed)
  })
})
