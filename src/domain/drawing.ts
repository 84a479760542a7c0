/**
 * A dimensioned front elevation of a cabinet, drawn from its cut list as SVG text: the product
 * pictures, the configurator's drawing where WebGL is missing, and production sheets all use it (the work order PDF draws the same shapes).
 */
import type { Cabinet } from './cabinet/model'
import type { CutList, Part } from './cabinet/cutList'
import { decor } from './decors'
import { clamp } from './helpers'
import { plainNotation } from './notation'

export interface DrawingOptions {
  /** Width, height (and depth in the title) labelled in cm. */
  dimensions?: boolean
  /** Accessible name of the picture. */
  title?: string
  /** Widths of parts along the bottom (mm from the left), e.g. each module of a hallway. */
  segments?: Array<{ x0: number; x1: number }>
  /** 'side': the view from the left (depth across, the front on the right), dimensioned in depth and height. */
  view?: 'front' | 'side'
  /** The workshop's opening marks on each door: two lines from the handle side meeting at the hinge side. */
  hinges?: boolean
}

/** The decors a drawing shows: corpus, fronts and, where it differs, the back panel. */
export type DrawnDesign = Pick<Cabinet, 'corpusColor' | 'doorColor'> & { backColor?: string }

const esc = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)

function shade(hex: string, factor: number): string {
  const channel = (i: number) => clamp(Math.round(parseInt(hex.slice(i, i + 2), 16) * factor), { min: 0, max: 255 })
  return `#${[1, 3, 5].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

/** Fill of a part seen from the front. */
function fillOf(part: Part, corpus: string, door: string, back: string): string {
  switch (part.material) {
    case 'door':
      return door
    case 'back':
      return shade(back, 0.78)
    case 'plastic':
      return '#3a3a3a'
    case 'aluminium':
      return '#b9bcc0'
    case 'steel':
      return '#9a9da1'
    default:
      return part.role === 'shelf' || part.role === 'upright' ? shade(corpus, 0.92) : corpus
  }
}

/**
 * A length in cm as a person reads it on a drawing: Slovak and Czech both write a decimal comma ("49,3 cm"), so
 * the drawing needs no language; one decimal at most.
 */
export const cm = (mm: number) => `${plainNotation(mm / 10, 1) ?? String(Number((mm / 10).toFixed(1)))} cm`

/** A part seen from the front: its rectangle (y down from the top) and fill. */
export interface ElevationRect {
  x: number
  y: number
  width: number
  height: number
  fill: string
  part: string
}

/** A dimension's figure: the text's baseline centre, size, and whether it reads upwards. */
export interface ElevationLabel {
  x: number
  y: number
  size: number
  text: string
  kind: 'width' | 'height' | 'depth' | 'segment'
  rotated: boolean
}

/**
 * The front view as shapes in millimetres (y grows downwards, as in SVG): the SVG picture and the
 * PDF work order both draw it, so they show the same thing.
 */
export interface FrontElevation {
  viewBox: { x: number; y: number; width: number; height: number }
  stroke: number
  rects: ElevationRect[]
  /** Dimension and tick lines, each [x1, y1, x2, y2]. */
  lines: Array<[number, number, number, number]>
  labels: ElevationLabel[]
  /** Depth (mm), named in the title rather than drawn. */
  depth: number
  /** Each door's opening mark (with `hinges`): a polyline whose middle point lies on the hinge side. */
  hingeMarks: Array<{ part: string; side: 'left' | 'right'; points: Array<[number, number]> }>
}

/**
 * The front view's shapes: back parts first, fronts last, legs below; optional dimension lines in cm.
 * With `view: 'side'` the same drawing seen from the left: depth across, nearer parts drawn last.
 */
export function frontElevation(
  cabinet: DrawnDesign,
  list: CutList,
  options: Pick<DrawingOptions, 'dimensions' | 'segments' | 'view' | 'hinges'> = {},
): FrontElevation {
  const side = options.view === 'side'
  const W = side ? list.outer.z : list.outer.x
  const H = list.outer.y
  const corpus = decor(cabinet.corpusColor)?.color ?? '#cccccc'
  const door = decor(cabinet.doorColor)?.color ?? corpus
  const back = decor(cabinet.backColor ?? cabinet.corpusColor)?.color ?? corpus
  // Module widths take a row of their own above the overall width.
  const font = Math.max(40, Math.round(Math.max(W, H) / 22))
  // Module widths read as large as the overall figures (legible on a phone); one wider than its
  // module (its length estimated at 0.6 em a character) reads upwards instead.
  const segments = (options.dimensions ? (options.segments ?? []) : []).map(({ x0, x1 }) => {
    const text = cm(x1 - x0)
    const length = Math.round(text.length * font * 0.6)
    return { x0, x1, text, length, rotated: length > x1 - x0 }
  })
  const upright = Math.max(0, ...segments.filter((s) => s.rotated).map((s) => s.length + Math.round(font * 0.3)))
  const lying = segments.length ? Math.round(font * 1.4) : 0
  // Upright labels lengthen the drawing only downwards, so it keeps its width (and its scale on a phone).
  const taller = Math.max(0, upright - lying)
  const drop = lying + taller
  // The overall width: its line below the segments, its figure below the line, all inside the margin.
  const lineY = H + 60 + drop
  const textY = Math.round(lineY + 20 + font * 0.8)
  const heightX = Math.round(W + 80 + font * 0.75)
  const margin = options.dimensions
    ? Math.max(160, textY - taller - H + Math.round(font * 0.3), heightX - W + Math.round(font * 0.3))
    : 20
  const stroke = Math.max(2, Math.round(Math.max(W, H) / 300))
  // How near a part is to the viewer: its front face, or (from the left) its left face.
  const near = (p: Part) => (side ? -(p.position.x - p.size.x / 2) : p.position.z + p.size.z / 2)
  // Drawer boxes sit behind their fronts and are never seen; everything else is drawn back to front.
  const rects = list.parts
    .filter((p) => !p.role.startsWith('drawer') || p.role === 'drawerFront')
    .sort((a, b) => near(a) - near(b))
    .map((p) => ({
      x: side ? p.position.z - p.size.z / 2 : p.position.x - p.size.x / 2,
      y: H - (p.position.y + p.size.y / 2),
      width: side ? p.size.z : p.size.x,
      height: p.size.y,
      fill: fillOf(p, corpus, door, back),
      part: p.id,
    }))
  const lines: FrontElevation['lines'] = []
  const labels: ElevationLabel[] = []
  if (options.dimensions) {
    // Each segment's width above the overall one: the modules of a hallway.
    for (const { x0, x1, text, length, rotated } of segments) {
      lines.push([x0, H + 20, x0, H + 60], [x1, H + 20, x1, H + 60])
      labels.push({
        x: (x0 + x1) / 2 + (rotated ? Math.round(font * 0.35) : 0),
        y: H + 20 + (rotated ? Math.round(length / 2) : Math.round(font * 0.95)),
        size: font,
        text,
        kind: 'segment',
        rotated,
      })
    }
    lines.push([0, lineY, W, lineY], [0, lineY - 20, 0, lineY + 20], [W, lineY - 20, W, lineY + 20])
    lines.push([W + 60, 0, W + 60, H], [W + 40, 0, W + 80, 0], [W + 40, H, W + 80, H])
    labels.push({ x: W / 2, y: textY, size: font, text: cm(W), kind: side ? 'depth' : 'width', rotated: false })
    labels.push({ x: heightX, y: H / 2, size: font, text: cm(H), kind: 'height', rotated: true })
  }
  // As drawings of furniture mark a door: the lines meet at the hinges, so "right" can never be misread.
  const hingeMarks: FrontElevation['hingeMarks'] = []
  if (options.hinges && !side)
    for (const part of list.parts) {
      if (part.role !== 'door' || !part.hinge) continue
      const x = part.position.x - part.size.x / 2
      const y = H - (part.position.y + part.size.y / 2)
      const { x: w, y: h } = part.size
      const [hingeX, freeX] = part.hinge === 'left' ? [x, x + w] : [x + w, x]
      const points: Array<[number, number]> = [
        [freeX, y],
        [hingeX, y + h / 2],
        [freeX, y + h],
      ]
      hingeMarks.push({ part: part.id, side: part.hinge, points })
    }
  return {
    hingeMarks,
    viewBox: { x: -margin / 4, y: -margin / 4, width: W + margin * 1.25, height: H + margin * 1.25 + taller },
    stroke,
    rects,
    lines,
    labels,
    depth: list.outer.z,
  }
}

/** The front view as SVG text (see frontElevation), with data-part and data-dimension for tests and styling. */
export function frontElevationSvg(cabinet: DrawnDesign, list: CutList, options: DrawingOptions = {}): string {
  const shape = frontElevation(cabinet, list, options)
  const { stroke } = shape
  const rects = shape.rects.map(
    (r) =>
      `<rect x="${r.x.toFixed(1)}" y="${r.y.toFixed(1)}" width="${r.width.toFixed(1)}" height="${r.height.toFixed(1)}" fill="${r.fill}" stroke="#2b2620" stroke-width="${stroke}" data-part="${esc(r.part)}"/>`,
  )
  const path = shape.lines.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('')
  const lines = path ? [`<path d="${path}" stroke="#2b2620" stroke-width="${stroke}" fill="none"/>`] : []
  const marks = shape.hingeMarks.map(
    (mark) =>
      `<path d="M${mark.points.map(([px, py]) => `${px.toFixed(1)} ${py.toFixed(1)}`).join('L')}" stroke="#2b2620" stroke-width="${stroke}" stroke-dasharray="${stroke * 6} ${stroke * 4}" fill="none" data-hinge="${mark.side}" data-door="${esc(mark.part)}"/>`,
  )
  const labels = shape.labels.map(
    (l) =>
      `<text x="${l.x}" y="${l.y}"${l.rotated ? ` transform="rotate(-90 ${l.x} ${l.y})"` : ''} font-family="system-ui, sans-serif" font-size="${l.size}" fill="#2b2620" text-anchor="middle" data-dimension="${l.kind}">${esc(l.text)}</text>`,
  )
  const title = options.title ? `<title>${esc(options.title)}</title>` : ''
  const { x, y, width, height } = shape.viewBox
  const vb = `${x} ${y} ${width} ${height}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" role="img" data-depth="${cm(shape.depth)}">${title}${rects.join('')}${marks.join('')}${lines.join('')}${labels.join('')}</svg>`
}
