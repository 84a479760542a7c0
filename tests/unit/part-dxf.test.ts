import { describe, expect, it } from 'vitest'
import { productionParts } from '#domain/production/parts.ts'
import { holeLayer, partDxf } from '#server/dxf/partDxf.ts'
import { sheetOrder } from '../fixtures/sheetOrder'

/** A DXF's entities as [type, layer] pairs: each entity starts `0 / TYPE`, its layer is group code 8. */
function entities(dxf: string): Array<[string, string]> {
  const start = dxf.indexOf('\n2\nENTITIES\n') + '\n2\nENTITIES\n'.length
  const section = dxf.slice(start, dxf.indexOf('\nENDSEC', start))
  const lines = section.split('\n').map((l) => l.trim())
  const found: Array<[string, string]> = []
  for (let i = 0; i < lines.length - 1; i += 2) {
    if (lines[i] === '0') found.push([lines[i + 1]!, ''])
    if (lines[i] === '8' && found.length) found.at(-1)![1] = lines[i + 1]!
  }
  return found
}

describe('a part as DXF', () => {
  const part = productionParts(sheetOrder('2026-000001')).find((p) => p.role === 'side')!

  it('has the outline at cut size and the finished outline with the band, on their layers', () => {
    const dxf = partDxf(part)
    expect(dxf.trimStart().startsWith('0\nSECTION\n2\nHEADER')).toBe(true)
    const found = entities(dxf)
    expect(found.filter(([type]) => type === 'LWPOLYLINE').map(([, layer]) => layer)).toEqual(['OUTLINE', 'FINISHED'])
    expect(dxf).toContain(`\n10\n${part.cut.length}\n20\n${part.cut.width}\n`)
    expect(found.some(([type]) => type === 'CIRCLE')).toBe(part.holes.length > 0)
  })

  it('draws each hole as a circle of its diameter on a layer per kind, shifted onto the cut board', () => {
    const banded = { ...part, edges: { length1: 1, length2: 1, width1: 1, width2: 0 } }
    const holes = [
      { kind: 'shelfPin' as const, x: 37, y: 37, diameter: 5, depth: 12 },
      { kind: 'shelfPin' as const, x: 69, y: 37, diameter: 5, depth: 12 },
      { kind: 'hingeCup' as const, x: 100, y: 22.5, diameter: 35, depth: 13 },
    ]
    const dxf = partDxf({ ...banded, holes })
    const circles = entities(dxf).filter(([type]) => type === 'CIRCLE')
    expect(circles.map(([, layer]) => layer)).toEqual(['SHELFPIN', 'SHELFPIN', 'HINGECUP'])
    expect(holeLayer('hingeCup')).toBe('HINGECUP')
    // The cup's centre 1 mm in from each banded origin edge, radius 17.5.
    expect(dxf).toMatch(/CIRCLE[\s\S]*?\n10\n99\n20\n21\.5\n[\s\S]*?\n40\n17\.5\n/)
  })
})
