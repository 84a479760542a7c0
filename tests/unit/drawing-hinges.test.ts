/** The doors' opening marks on the workshop's drawing (issue 38): the lines meet at the hinge side of each door. */
import { describe, expect, it } from 'vitest'
import { cutList } from '#domain/cabinet/cutList.ts'
import { settle } from '#domain/cabinet/model.ts'
import { frontElevation, frontElevationSvg } from '#domain/drawing.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { sheetLine } from '#domain/productionSheet.ts'

describe('hinge marks on the drawing', () => {
  it.each(['left', 'right'] as const)('points a single door opening %s at its hinges', (side) => {
    const cabinet = settle({ variant: 'L1D', width: 60, height: 80, depth: 40, openingSide: side })
    const shape = frontElevation(cabinet, cutList(cabinet), { hinges: true })
    expect(shape.hingeMarks).toHaveLength(1)
    const [mark] = shape.hingeMarks
    const door = shape.rects.find((rect) => rect.part === 'door-1')!
    const [top, apex, bottom] = mark!.points
    // The apex on the hinge edge at half height, the two ends on the opposite edge's corners.
    expect(apex![0]).toBeCloseTo(side === 'left' ? door.x : door.x + door.width, 5)
    expect(apex![1]).toBeCloseTo(door.y + door.height / 2, 5)
    for (const end of [top!, bottom!]) expect(end[0]).toBeCloseTo(side === 'left' ? door.x + door.width : door.x, 5)
    expect(frontElevationSvg(cabinet, cutList(cabinet), { hinges: true })).toContain(`data-hinge="${side}"`)
  })

  it('marks both doors of a pair, and every hallway door, on the sheet; never on the shop’s pictures', () => {
    const pair = settle({ variant: 'L2D', width: 80, height: 200 })
    const sheet = sheetLine(1, 'L2D', 1, pair).drawing
    expect(sheet.hingeMarks.map((mark) => [mark.part, mark.side])).toEqual([
      ['door-1', 'left'],
      ['door-2', 'right'],
    ])
    expect(frontElevationSvg(pair, cutList(pair))).not.toContain('data-hinge')
    const hallway = defaultHallway()
    const doors = hallwayElevation(hallway).list.parts.filter((part) => part.role === 'door')
    const hallwaySheet = sheetLine(1, 'Chodba', 1, hallway).drawing
    expect(hallwaySheet.hingeMarks.map((mark) => [mark.part, mark.side])).toEqual(
      doors.map((door) => [door.id, door.hinge]),
    )
  })
})
