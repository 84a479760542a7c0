import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { roomFit, RoomSchema } from '#domain/roomFit.ts'

const room = { doorWidth: 80, doorHeight: 197, ceiling: 250 }

describe('standing an assembled cabinet up under the ceiling', () => {
  it.each([
    // height, depth, ceiling → passes, diagonal, the tallest that fits at this depth
    [240, 60, 245, false, 247.4, 237.5],
    [200, 60, 245, true, 208.8, 237.5],
    // Exactly the ceiling's height as diagonal fits; a millimetre more does not.
    [240, 70, 250, true, 250, 240],
    [240.1, 70, 250, false, 250.1, 240],
    // A shallow cabinet as tall as the ceiling can still be tipped up only if its diagonal fits.
    [250, 12, 250, false, 250.3, 249.7],
    [206, 45, 210.9, true, 210.9, 206],
  ])(
    '%s cm tall, %s cm deep under %s cm → %s (diagonal %s, at most %s)',
    (height, depth, ceiling, passes, diagonal, max) => {
      const fit = roomFit({ width: 45, height, depth }, { ...room, ceiling })
      expect(fit.standUp).toEqual({ passes, diagonal, maxHeight: max })
      expect(fit.fits).toBe(passes)
    },
  )
  it('advises no height when the ceiling is lower than the depth', () => {
    expect(roomFit({ width: 45, height: 200, depth: 80 }, { ...room, ceiling: 80 }).standUp.maxHeight).toBe(0)
  })
  it('rounds the advised height down, so the advice itself fits', () => {
    const { maxHeight } = roomFit({ width: 45, height: 240, depth: 60 }, { ...room, ceiling: 245 }).standUp
    expect(Math.hypot(60, maxHeight)).toBeLessThanOrEqual(245)
    expect(Math.hypot(60, maxHeight + 0.1)).toBeGreaterThan(245)
  })
})

describe('carrying an assembled cabinet through the narrowest door', () => {
  it.each([
    // width, height, depth, door width, door height → passes, cross-section, opening
    [90, 200, 80, 70, 197, false, [80, 90], [70, 197]],
    [90, 200, 60, 70, 197, true, [60, 90], [70, 197]],
    // The smallest side exactly the door's width passes; a millimetre more does not.
    [100, 206, 70, 70, 197, true, [70, 100], [70, 197]],
    [100, 206, 70.1, 70, 197, false, [70.1, 100], [70, 197]],
    // Carried on its side: the middle size must pass the door's height.
    [198, 206, 45, 80, 197, false, [45, 198], [80, 197]],
    [197, 206, 45, 80, 197, true, [45, 197], [80, 197]],
    // A door given wider than tall is the same opening.
    [90, 200, 60, 197, 70, true, [60, 90], [70, 197]],
  ])(
    '%s × %s × %s cm through %s × %s → %s',
    (width, height, depth, doorWidth, doorHeight, passes, crossSection, opening) => {
      const fit = roomFit({ width, height, depth }, { doorWidth, doorHeight, ceiling: 300 })
      expect(fit.door).toEqual({ passes, crossSection, opening })
      expect(fit.fits).toBe(passes)
    },
  )
  it('fits only when both checks pass', () => {
    const through = { width: 60, height: 240, depth: 60 }
    expect(roomFit(through, { doorWidth: 70, doorHeight: 197, ceiling: 245 })).toMatchObject({
      fits: false,
      door: { passes: true },
      standUp: { passes: false },
    })
    expect(roomFit(through, { doorWidth: 70, doorHeight: 197, ceiling: 260 }).fits).toBe(true)
  })
})

describe('the room as typed', () => {
  it.each([
    [{ doorWidth: 80, doorHeight: 197, ceiling: 250 }, true],
    [{ doorWidth: 29, doorHeight: 197, ceiling: 250 }, false],
    [{ doorWidth: 80, doorHeight: 99, ceiling: 250 }, false],
    [{ doorWidth: 80, doorHeight: 197, ceiling: 601 }, false],
    [{ doorWidth: Number.NaN, doorHeight: 197, ceiling: 250 }, false],
  ])('%o valid: %s', (input, valid) => {
    expect(v.safeParse(RoomSchema, input).success).toBe(valid)
  })
})
