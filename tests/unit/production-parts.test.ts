import { describe, expect, it } from 'vitest'
import { settle } from '#domain/cabinet/model.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import {
  parsePartId,
  partAddress,
  partIdOfScan,
  productionParts,
  type ProductionOrder,
} from '#domain/production/parts.ts'

const cabinet = settle({ variant: 'L1D', width: 60, height: 80, depth: 40, openingSide: 'right', shelfThickness: 36 })
const order: ProductionOrder = {
  number: '2026-000042',
  lines: [{ position: 0, title: 'L1D', count: 2, design: cabinet }],
}

describe('production parts', () => {
  const parts = productionParts(order)

  it('gives every board of every piece an ID of its own that parses back', () => {
    expect(new Set(parts.map((part) => part.id)).size).toBe(parts.length)
    for (const part of parts)
      expect(parsePartId(part.id)).toEqual({ order: part.order, line: part.line, piece: part.piece, key: part.key })
    expect(parts.filter((part) => part.piece === 1).length).toBe(parts.filter((part) => part.piece === 2).length)
  })

  it('splits a doubled shelf into two 18 mm boards and cuts each the band less than it is finished', () => {
    const shelves = parts.filter((part) => part.role === 'shelf' && part.piece === 1)
    expect(shelves.length).toBeGreaterThanOrEqual(2)
    expect(shelves.every((part) => part.thickness === 18)).toBe(true)
    for (const part of parts) {
      const band = part.edges
      expect(part.cut.length).toBe(part.finished.length - band.width1 - band.width2)
      expect(part.cut.width).toBe(part.finished.width - band.length1 - band.length2)
    }
  })

  it('carries the door hinge side the shopper chose', () => {
    const door = parts.find((part) => part.role === 'door')
    expect(door?.hinge).toBe('right')
  })

  it('reads an ID from a label address or typed, and nothing else', () => {
    const id = parts[0]!.id
    expect(partIdOfScan(partAddress('https://skrinka.sk/', id))).toBe(id)
    expect(partIdOfScan(` ${id} `)).toBe(id)
    expect(partIdOfScan('https://example.com/?part=nope')).toBeUndefined()
    expect(partIdOfScan('hello')).toBeUndefined()
  })

  it('names the module of a hallway part', () => {
    const hallway = defaultHallway()
    const wall = productionParts({
      number: '2026-000043',
      lines: [{ position: 0, title: 'Chodba', count: 1, design: hallway }],
    })
    expect(wall.length).toBeGreaterThan(0)
    expect(wall.every((part) => /^m\d+u?$/.test(part.module ?? ''))).toBe(true)
  })
})
