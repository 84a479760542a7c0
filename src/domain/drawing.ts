/**
 * A dimensioned front elevation of a cabinet, drawn from its cut list as SVG text: the product
 * pictures, the configurator's drawing where WebGL is missing, and production sheets all use it.
 */
import type { Cabinet } from './cabinet/model'
import type { CutList, Part } from './cabinet/cutList'
import { decor } from './decors'
import { clamp } from './helpers'

export interface DrawingOptions {
  /** Width, height (and depth in the title) labelled in cm. */
  dimensions?: boolean
  /** Accessible name of the picture. */
  title?: string
  /** Widths of parts along the bottom (mm from the left), e.g. each module of a hallway. */
  segments?: Array<{ x0: number; x1: number }>
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

const cm = (mm: number) => `${Number((mm / 10).toFixed(1))} cm`

/** The front view: back parts first, fronts last, legs below; optional dimension lines in cm. */
export function frontElevationSvg(cabinet: DrawnDesign, list: CutList, options: DrawingOptions = {}): string {
  const { x: W, y: H } = list.outer
  const corpus = decor(cabinet.corpusColor)?.color ?? '#cccccc'
  const door = decor(cabinet.doorColor)?.color ?? corpus
  const back = decor(cabinet.backColor ?? cabinet.corpusColor)?.color ?? corpus
  // Module widths take a row of their own above the overall width.
  const font = Math.max(40, Math.round(Math.max(W, H) / 22))
  const hasSegments = Boolean(options.dimensions && options.segments?.length)
  const drop = hasSegments ? Math.round(font * 1.4) : 0
  // The overall width: its line below the segments, its figure below the line, all inside the margin.
  const lineY = H + 60 + drop
  const textY = Math.round(lineY + 20 + font * 0.8)
  const heightX = Math.round(W + 80 + font * 0.75)
  const margin = options.dimensions
    ? Math.max(160, textY - H + Math.round(font * 0.3), heightX - W + Math.round(font * 0.3))
    : 20
  const stroke = Math.max(2, Math.round(Math.max(W, H) / 300))
  const front = (p: Part) => p.position.z + p.size.z / 2
  // Drawer boxes sit behind their fronts and are never seen; everything else is drawn back to front.
  const visible = list.parts
    .filter((p) => !p.role.startsWith('drawer') || p.role === 'drawerFront')
    .sort((a, b) => front(a) - front(b))
  const rects = visible.map((p) => {
    const x = p.position.x - p.size.x / 2
    const y = H - (p.position.y + p.size.y / 2)
    return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${p.size.x.toFixed(1)}" height="${p.size.y.toFixed(1)}" fill="${fillOf(p, corpus, door, back)}" stroke="#2b2620" stroke-width="${stroke}" data-part="${esc(p.id)}"/>`
  })
  // Each segment's width above the overall one: the modules of a hallway.
  const segments = (options.dimensions ? (options.segments ?? []) : []).map(
    ({ x0, x1 }) =>
      `<path d="M${x0} ${H + 20}v40M${x1} ${H + 20}v40" stroke="#2b2620" stroke-width="${stroke}"/><text x="${(x0 + x1) / 2}" y="${H + 20 + Math.round(font * 0.6)}" font-family="system-ui, sans-serif" font-size="${Math.round(font * 0.55)}" fill="#2b2620" text-anchor="middle" data-dimension="segment">${cm(x1 - x0)}</text>`,
  )
  const dims = options.dimensions
    ? [
        ...segments,
        `<g stroke="#2b2620" stroke-width="${stroke}" fill="none"><path d="M0 ${lineY}H${W}M0 ${lineY - 20}v40M${W} ${lineY - 20}v40"/><path d="M${W + 60} 0V${H}M${W + 40} 0h40M${W + 40} ${H}h40"/></g>`,
        `<g font-family="system-ui, sans-serif" font-size="${font}" fill="#2b2620" text-anchor="middle">`,
        `<text x="${W / 2}" y="${textY}" data-dimension="width">${cm(W)}</text>`,
        `<text x="${heightX}" y="${H / 2}" transform="rotate(-90 ${heightX} ${H / 2})" data-dimension="height">${cm(H)}</text>`,
        `</g>`,
      ]
    : []
  const title = options.title ? `<title>${esc(options.title)}</title>` : ''
  const vb = `${-margin / 4} ${-margin / 4} ${W + margin * 1.25} ${H + margin * 1.25}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" role="img" data-depth="${cm(list.outer.z)}">${title}${rects.join('')}${dims.join('')}</svg>`
}
