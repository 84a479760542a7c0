/**
 * One part as DXF for a shop with a CNC (issue 38.3), made with @tarikjabiri/dxf: the board's outline at cut size
 * (what the saw leaves) on OUTLINE, the finished outline with its edge band on FINISHED, and each hole as a circle on
 * a layer per kind (HINGECUP, SHELFPIN, …) so a CAM program can give each kind its tool and depth. Millimetres, the
 * part lying as on its label: x along its length, y across it, the origin at the cut board's corner.
 */
import { DxfWriter, LWPolylineFlags, point2d, point3d, Units } from '@tarikjabiri/dxf'
import type { PartHole, ProductionPart } from '#domain/production/parts.ts'

/** AutoCAD colour numbers: outline white, finished grey, holes each their own. */
const HOLE_COLORS: Record<PartHole['kind'], number> = {
  hingeCup: 1,
  hingePlate: 11,
  shelfPin: 2,
  handle: 3,
  hanger: 4,
  runner: 5,
  dowel: 6,
  tipOn: 30,
  leg: 40,
  confirmat: 140,
  flapFitting: 50,
}

/** The layer of a hole kind: `hingeCup` → `HINGECUP`. */
export const holeLayer = (kind: PartHole['kind']) => kind.toUpperCase()

const rectangle = (x0: number, y0: number, x1: number, y1: number) =>
  [point2d(x0, y0), point2d(x1, y0), point2d(x1, y1), point2d(x0, y1)].map((point) => ({ point }))

export function partDxf(part: ProductionPart): string {
  const dxf = new DxfWriter()
  dxf.setUnits(Units.Millimeters)
  dxf.addLayer('OUTLINE', 7, 'CONTINUOUS')
  dxf.addLayer('FINISHED', 8, 'CONTINUOUS')
  dxf.addLayer('LABEL', 7, 'CONTINUOUS')
  const { cut, edges } = part
  dxf.addLWPolyline(rectangle(0, 0, cut.length, cut.width), { flags: LWPolylineFlags.Closed, layerName: 'OUTLINE' })
  // The band sits on the cut board's edges: the finished outline lies outside by each edge's band.
  dxf.addLWPolyline(rectangle(-edges.width1, -edges.length1, cut.length + edges.width2, cut.width + edges.length2), {
    flags: LWPolylineFlags.Closed,
    layerName: 'FINISHED',
  })
  // Holes are measured on the finished part (the label's view): shift them by the band at the origin's edges.
  // Edge holes (a confirmat's Ø5 in a board's end) are not on the face: a face drawing leaves them to the work
  // order's list, which gives each its edge, place and depth.
  const holes = part.holes.filter((hole) => !hole.edge)
  for (const kind of new Set(holes.map((hole) => hole.kind)))
    dxf.addLayer(holeLayer(kind), HOLE_COLORS[kind], 'CONTINUOUS')
  for (const hole of holes)
    dxf.addCircle(point3d(hole.x - edges.width1, hole.y - edges.length1), hole.diameter / 2, {
      layerName: holeLayer(hole.kind),
    })
  dxf.addText(point3d(0, -12), 6, `${part.id} ${part.cut.length} x ${part.cut.width} ${part.decor}`, {
    layerName: 'LABEL',
  })
  return dxf.stringify()
}
