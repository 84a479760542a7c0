/**
 * Assembly instructions for the exact design (issue 38.6): per order line, from a new page, its boards by label ID,
 * its hardware, and a drawing per step (src/domain/production/assembly.ts) in an oblique view drawn from the parts'
 * positions and sizes in the cut list, the step's parts highlighted and named by their keys. In the order's language:
 * the customer reads it from the box and the ready e-mail.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Part } from '#domain/cabinet/cutList.ts'
import { LOCALES, type LocaleCode } from '#domain/locale.ts'
import {
  doorHinges,
  orderAssembly,
  stepOfPart,
  type AssemblyGroup,
  type AssemblyStep,
  type AssemblyStepKind,
  type LineAssembly,
} from '#domain/production/assembly.ts'
import { designTitle } from '#domain/productionSheet.ts'
import type { SheetOrder } from '../db/sheets'
import { decorName, drawHeader, drawTable, ensureRoom, INK, newPdf, PAGE, pdfBytes, type Column } from './pdf'
import { HARDWARE_NAMES } from './productionNames'
import { partLabels } from '#i18n/labels.ts'

type Translate = (descriptor: MessageDescriptor) => string

const STEP_TITLES: Record<AssemblyStepKind, MessageDescriptor> = {
  carcass: msg`Carcass: sides, top and bottom`,
  back: msg`Back panel`,
  interior: msg`Uprights and shelves`,
  drawers: msg`Drawers and hanging rails`,
  fronts: msg`Doors and flaps on their hinges`,
  finish: msg`Legs, top board and fixing`,
}

/** The instructions of one order as PDF bytes, in `locale` (the order's language). */
export async function assemblyPdf(
  order: SheetOrder,
  i18n: I18n,
  locale: LocaleCode,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t: Translate = (descriptor) => i18n._(descriptor)
  const number = order.number
  const heading = t(msg`Assembly instructions ${number}`)
  const doc = newPdf({ title: heading, lang: LOCALES[locale].intl, ...options })
  // Pages stay open until the end, so each can say "page N of M" (nothing is flushed before the first addPage).
  ;(doc.options as { bufferPages?: boolean }).bufferPages = true
  const lines = orderAssembly(order)
  lines.forEach((line, index) => {
    if (index > 0) doc.addPage()
    const title = designTitle(line.design, locale, line.title)
    doc.outline.addItem(`${line.line}. ${title}`)
    lineSection(doc, heading, { ...line, title }, locale, t)
  })
  pageFooters(doc, number, t)
  return pdfBytes(doc)
}

function lineSection(doc: PDFKit.PDFDocument, heading: string, line: LineAssembly, locale: LocaleCode, t: Translate) {
  const { title, count, line: number } = line
  const corpus = decorName(line.decors.corpus, locale)
  const door = decorName(line.decors.door, locale)
  const back = decorName(line.decors.back, locale)
  drawHeader(doc, heading, [
    t(msg`Line ${number}: ${title}, ${count} pcs`),
    t(msg`Corpus: ${corpus}; fronts: ${door}; back: ${back}`),
    t(msg`Each label carries its part's ID; the drawings name the parts by the ID's last part.`),
  ])
  // Hardware of one piece, then the boards of every piece by label ID.
  doc
    .font('bold')
    .fontSize(11)
    .text(t(msg`Hardware per piece`))
  doc.font('regular').fontSize(9)
  if (line.hardware.length === 0) doc.text(t(msg`None`))
  for (const item of line.hardware) {
    const name = t(HARDWARE_NAMES[item.kind])
    const { count: pieces, lengthMm } = item
    doc.text(lengthMm === undefined ? `${name}: ${pieces}` : t(msg`${name}: ${pieces} × ${lengthMm} mm`))
  }
  doc.moveDown(0.5)
  doc
    .font('bold')
    .fontSize(11)
    .text(t(msg`Parts`))
  const columns: Column[] = [
    { heading: t(msg`Label ID`), width: 200 },
    { heading: t(msg`Part`), width: 110 },
    { heading: t(msg`Step`), width: 60 },
    { heading: t(msg`Size (mm)`), width: 100 },
  ]
  const rows = line.parts.map((part) => {
    const step = stepOfPart(line, part)
    const stepText = step ? `${part.module ? `${part.module} · ` : ''}${step.number}` : '–'
    return [part.id, t(partLabels[part.role]), stepText, `${part.finished.length} × ${part.finished.width}`]
  })
  drawTable(doc, columns, rows)
  for (const group of line.groups) groupSection(doc, group, t)
}

/** The order's number and "page N of M" under every page: loose pages find their order and their place. */
function pageFooters(doc: PDFKit.PDFDocument, number: string, t: Translate) {
  const { start, count: pages } = doc.bufferedPageRange()
  for (let index = start; index < start + pages; index++) {
    doc.switchToPage(index)
    // Writing in the bottom margin would start a new page: the margin is lifted for the footer alone.
    const bottom = doc.page.margins.bottom
    doc.page.margins.bottom = 0
    const page = index + 1
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(INK)
      .text(t(msg`Order ${number}, page ${page} of ${pages}`), PAGE.margin, PAGE.height - PAGE.margin + 14, {
        width: PAGE.width - 2 * PAGE.margin,
        align: 'center',
        lineBreak: false,
      })
    doc.page.margins.bottom = bottom
  }
}

/** Height of one step's block: its drawing and, beside it, its text. */
const STEP_HEIGHT = 200

function groupSection(doc: PDFKit.PDFDocument, group: AssemblyGroup, t: Translate) {
  const module = group.module
  if (module) {
    ensureRoom(doc, STEP_HEIGHT + 30)
    doc.moveDown(0.5)
    doc
      .font('bold')
      .fontSize(13)
      .text(t(msg`Module ${module}`))
  }
  const view = viewOf(group)
  for (const step of group.steps) stepSection(doc, group, step, view, t)
}

function stepSection(doc: PDFKit.PDFDocument, group: AssemblyGroup, step: AssemblyStep, view: View, t: Translate) {
  ensureRoom(doc, STEP_HEIGHT + 20)
  doc.moveDown(0.5)
  const top = doc.y
  const inner = PAGE.width - 2 * PAGE.margin
  const box = { x: PAGE.margin, y: top, width: inner * 0.46, height: STEP_HEIGHT - 10 }
  drawStep(doc, step, view, box)
  const side = { x: PAGE.margin + inner * 0.5, width: inner * 0.5 }
  const stepNumber = step.number
  const stepTitle = t(STEP_TITLES[step.kind])
  doc
    .font('bold')
    .fontSize(10)
    .text(t(msg`Step ${stepNumber}: ${stepTitle}`), side.x, top, { width: side.width })
  doc.font('regular').fontSize(9)
  for (const sentence of stepTexts(group, step, t)) doc.text(sentence, { width: side.width }).moveDown(0.3)
  const keys = step.parts.filter((part) => !part.key.includes('~')).map((part) => shortKey(part.key, group.module))
  const list = keys.join(', ')
  if (keys.length) doc.text(t(msg`Parts: ${list}`), { width: side.width })
  for (const item of step.hardware) {
    const name = t(HARDWARE_NAMES[item.kind])
    const { count: pieces, lengthMm } = item
    doc.text(lengthMm === undefined ? `${name}: ${pieces}` : t(msg`${name}: ${pieces} × ${lengthMm} mm`), {
      width: side.width,
    })
  }
  if (step.kind === 'fronts' && step.parts.some((part) => part.role === 'door')) {
    doc.moveDown(0.5)
    hingeAdjustment(doc, { x: side.x, y: doc.y, width: side.width }, t)
  }
  doc.x = PAGE.margin
  doc.y = Math.max(doc.y, top + STEP_HEIGHT)
}

/** What the fitter does in a step: one sentence per kind of work the step holds. */
function stepTexts(group: AssemblyGroup, step: AssemblyStep, t: Translate): string[] {
  const roles = new Set([...step.parts, ...step.fittings].map((part) => part.role))
  const kinds = new Set(step.hardware.map((item) => item.kind))
  const texts: string[] = []
  switch (step.kind) {
    case 'carcass':
      texts.push(
        t(
          msg`Join the sides to the top and the bottom with the connectors, the banded edges to the front. Measure both diagonals: when they are equal, the carcass is square.`,
        ),
      )
      break
    case 'back':
      texts.push(
        t(
          msg`Set the back panel between the sides at the rear and screw it to the sides, the top and the bottom; it keeps the carcass square.`,
        ),
      )
      break
    case 'interior':
      if (roles.has('upright')) texts.push(t(msg`Fit the uprights first, square to the top and the bottom.`))
      texts.push(
        t(
          msg`Fixed shelves are screwed with connectors; adjustable shelves lie on four shelf pins each, in the holes at the height you want.`,
        ),
      )
      break
    case 'drawers':
      if (kinds.has('drawerRunners'))
        texts.push(
          t(
            msg`Screw the runners to the sides in the pre-drilled holes. Assemble each drawer (sides, back, bottom, then its front) and clip it onto its runners.`,
          ),
        )
      if (roles.has('rail')) texts.push(t(msg`Screw the rail holders to the sides and lay the hanging rail in them.`))
      break
    case 'fronts':
      if (roles.has('door'))
        texts.push(
          t(
            msg`Screw the hinge plates to the side, press the hinge cups into the door's holes and clip the door onto the plates. Set the gaps even with the three screws of each hinge (see the sketch).`,
          ),
        )
      for (const door of step.parts.filter((part) => part.hinge)) {
        const key = shortKey(door.key, group.module)
        const hinges = doorHinges(door)
        texts.push(
          door.hinge === 'left'
            ? t(msg`${key}: hinges on the left (${hinges} pcs).`)
            : t(msg`${key}: hinges on the right (${hinges} pcs).`),
        )
      }
      if (roles.has('flap'))
        texts.push(
          t(
            msg`Screw the lift fittings to the sides and hang the flap on them; set their force so the flap stays where it is left.`,
          ),
        )
      break
    case 'finish':
      if (roles.has('leg')) texts.push(t(msg`Screw the legs under the bottom and level the cabinet by turning them.`))
      if (roles.has('topBoard')) texts.push(t(msg`Lay the top board on the carcass and screw it from inside.`))
      if (group.wallHung)
        texts.push(
          t(
            msg`Hang the cabinet on the wall on its two hangers, with plugs and screws that suit the wall, then level it with the hangers' screws.`,
          ),
        )
      break
  }
  return texts
}

/** A part's key without its hallway module (the heading names the module). */
const shortKey = (key: string, module: string | undefined) => (module ? key.slice(module.length + 1) : key)

/** A box in the cabinet (mm): x from the left, y up from the floor, z forward from the back. */
interface Solid {
  key: string
  x0: number
  x1: number
  y0: number
  y1: number
  z0: number
  z1: number
  /** Drawn only from this step on; highlighted in it. */
  step: number
  hinge?: 'left' | 'right' | undefined
}

/** The group's solids in drawing order (farther first) and the oblique projection's extent. */
interface View {
  solids: Solid[]
  /** Hung on the wall: the last step draws the wall and the two hangers. */
  wallHung: boolean
  minX: number
  maxX: number
  minY: number
  maxY: number
}

/** The oblique view's depth: half the depth, receding up and to the right at 45°. */
const DEPTH = 0.5 * Math.SQRT1_2

function solidOf(part: Pick<Part, 'position' | 'size'>, key: string, step: number, hinge?: 'left' | 'right'): Solid {
  const { position: p, size: s } = part
  return {
    key,
    x0: p.x - s.x / 2,
    x1: p.x + s.x / 2,
    y0: p.y - s.y / 2,
    y1: p.y + s.y / 2,
    z0: p.z - s.z / 2,
    z1: p.z + s.z / 2,
    step,
    hinge,
  }
}

/** Whether `a` lies wholly behind, left of or below `b`, so the painter draws it first. */
function drawnBefore(a: Solid, b: Solid): boolean {
  const eps = 0.01
  return a.z1 <= b.z0 + eps || a.x1 <= b.x0 + eps || a.y1 <= b.y0 + eps
}

function viewOf(group: AssemblyGroup): View {
  const all: Solid[] = []
  for (const step of group.steps) {
    for (const part of step.parts)
      if (!part.key.includes('~'))
        all.push(solidOf(part.source, shortKey(part.key, group.module), step.number, part.hinge))
    for (const part of step.fittings) all.push(solidOf(part, shortKey(part.id, group.module), step.number))
  }
  // The painter's order: a solid goes once nothing left to draw lies behind it (a cycle takes the farthest).
  const left = [...all]
  const solids: Solid[] = []
  while (left.length) {
    const next =
      left.find((a) => !left.some((b) => b !== a && drawnBefore(b, a) && !drawnBefore(a, b))) ??
      left.reduce((a, b) => (a.z0 + a.x0 <= b.z0 + b.x0 ? a : b))
    solids.push(next)
    left.splice(left.indexOf(next), 1)
  }
  const maxZ = Math.max(0, ...all.map((s) => s.z1))
  const px = all.flatMap((s) => [s.x0 + DEPTH * (maxZ - s.z1), s.x1 + DEPTH * (maxZ - s.z0)])
  const py = all.flatMap((s) => [s.y0 + DEPTH * (maxZ - s.z1), s.y1 + DEPTH * (maxZ - s.z0)])
  return {
    solids,
    wallHung: group.wallHung,
    minX: Math.min(...px),
    maxX: Math.max(...px),
    minY: Math.min(...py),
    maxY: Math.max(...py),
  }
}

type Corner = [number, number, number]

/** A solid's three visible faces (top, right side, front), each as four corners in the cabinet (mm). */
function facesOf(s: Solid): [Corner[], Corner[], Corner[]] {
  return [
    [
      [s.x0, s.y1, s.z1],
      [s.x1, s.y1, s.z1],
      [s.x1, s.y1, s.z0],
      [s.x0, s.y1, s.z0],
    ],
    [
      [s.x1, s.y0, s.z1],
      [s.x1, s.y0, s.z0],
      [s.x1, s.y1, s.z0],
      [s.x1, s.y1, s.z1],
    ],
    [
      [s.x0, s.y0, s.z1],
      [s.x1, s.y0, s.z1],
      [s.x1, s.y1, s.z1],
      [s.x0, s.y1, s.z1],
    ],
  ]
}

/** Whether a point lies strictly inside a convex polygon (a projected face): on the same side of every edge. */
function inside([px, py]: [number, number], polygon: Array<[number, number]>): boolean {
  const sides = polygon.map(([x0, y0], i) => {
    const [x1, y1] = polygon[(i + 1) % polygon.length]!
    return (x1 - x0) * (py - y0) - (y1 - y0) * (px - x0)
  })
  return sides.every((side) => side > 0.01) || sides.every((side) => side < -0.01)
}

const HIGHLIGHT = { front: '#f0b46a', top: '#f6cf9c', side: '#d9954a' }
const DONE = { front: '#e9e5de', top: '#f4f1ec', side: '#d6d0c6' }

/** Draws the group as it stands after this step: earlier steps' parts grey, this step's in colour with their keys. */
function drawStep(
  doc: PDFKit.PDFDocument,
  step: AssemblyStep,
  view: View,
  box: { x: number; y: number; width: number; height: number },
) {
  const maxZ = Math.max(0, ...view.solids.map((s) => s.z1))
  const scale = Math.min(box.width / (view.maxX - view.minX || 1), box.height / (view.maxY - view.minY || 1))
  const offsetX = box.x + (box.width - (view.maxX - view.minX) * scale) / 2
  const offsetY = box.y + (box.height - (view.maxY - view.minY) * scale) / 2
  // Oblique projection: the back recedes up and to the right; the page's y runs down.
  const at = (x: number, y: number, z: number): [number, number] => [
    offsetX + (x + DEPTH * (maxZ - z) - view.minX) * scale,
    offsetY + (view.maxY - (y + DEPTH * (maxZ - z))) * scale,
  ]
  const face = (points: Array<[number, number, number]>, fill: string) => {
    const [first, ...rest] = points.map(([x, y, z]) => at(x, y, z))
    doc.moveTo(first![0], first![1])
    for (const [x, y] of rest) doc.lineTo(x, y)
    doc.closePath().fillAndStroke(fill, INK)
  }
  doc.save().lineWidth(0.4)
  const shown = view.solids.filter((solid) => solid.step <= step.number)
  const hangs = view.wallHung && step.kind === 'finish'
  const carcass = shown.filter((solid) => solid.step === 1)
  const outline = {
    x0: Math.min(...carcass.map((solid) => solid.x0)),
    x1: Math.max(...carcass.map((solid) => solid.x1)),
    y1: Math.max(...carcass.map((solid) => solid.y1)),
    z0: Math.min(...carcass.map((solid) => solid.z0)),
  }
  if (hangs && carcass.length) {
    // The wall behind the cabinet, hatched.
    const [wx0, wy0] = at(outline.x0 - 80, -40, outline.z0)
    const [wx1, wy1] = at(outline.x1 + 80, outline.y1 + 120, outline.z0)
    doc.rect(wx0, wy1, wx1 - wx0, wy0 - wy1).fillAndStroke('#f1ede6', '#b9b2a6')
    for (let x = wx0; x < wx1; x += 8)
      doc
        .moveTo(x, wy1)
        .lineTo(Math.min(x + 8, wx1), wy1 + Math.min(8, wx1 - x))
        .stroke('#b9b2a6')
    doc.lineWidth(0.4)
  }
  for (const s of shown) {
    const colours = s.step === step.number ? HIGHLIGHT : DONE
    const [top, side, front] = facesOf(s)
    face(top, colours.top)
    face(side, colours.side)
    face(front, colours.front)
    // A door's hinge side: a thick line on its hinged edge.
    if (s.hinge && s.step === step.number) {
      const x = s.hinge === 'left' ? s.x0 : s.x1
      const [hx, hy0] = at(x, s.y0, s.z1)
      const [, hy1] = at(x, s.y1, s.z1)
      doc.save().lineWidth(2.5).moveTo(hx, hy0).lineTo(hx, hy1).stroke('#8a3b12').restore()
    }
  }
  if (hangs && carcass.length) {
    // The two hangers in the top rear corners, over the carcass's top.
    for (const x of [outline.x0 + 20, outline.x1 - 80])
      face(
        [
          [x, outline.y1, outline.z0 + 80],
          [x + 60, outline.y1, outline.z0 + 80],
          [x + 60, outline.y1, outline.z0 + 20],
          [x, outline.y1, outline.z0 + 20],
        ],
        HIGHLIGHT.front,
      )
  }
  // The step's keys over their front faces, unless a solid drawn later hides that face's centre (a drawer's
  // sides behind its front): the text beside the drawing lists them all.
  doc.font('regular').fontSize(6).fillColor(INK)
  shown.forEach((s, index) => {
    if (s.step !== step.number) return
    const centre = { x: (s.x0 + s.x1) / 2, y: (s.y0 + s.y1) / 2 }
    // Hidden where a solid painted later covers the point with any of its faces.
    const point = at(centre.x, centre.y, s.z1)
    const hidden = shown.slice(index + 1).some((o) =>
      facesOf(o).some((polygon) =>
        inside(
          point,
          polygon.map(([x, y, z]) => at(x, y, z)),
        ),
      ),
    )
    if (hidden) return
    const [cx, cy] = point
    const width = doc.widthOfString(s.key)
    doc.rect(cx - width / 2 - 1, cy - 4, width + 2, 8).fill('#ffffff')
    doc.fillColor(INK).text(s.key, cx - width / 2, cy - 3, { lineBreak: false })
  })
  doc.restore()
}

/** A cup hinge seen from inside the cabinet and its three screws: side, height and depth. */
function hingeAdjustment(doc: PDFKit.PDFDocument, box: { x: number; y: number; width: number }, t: Translate) {
  const { x, y } = box
  doc.save().lineWidth(0.6)
  // The mounting plate on the side, the arm over it, the cup in the door.
  doc.rect(x, y + 8, 24, 40).fillAndStroke('#e9e5de', INK)
  doc.rect(x + 6, y + 18, 70, 20).fillAndStroke('#f4f1ec', INK)
  doc.circle(x + 86, y + 28, 14).fillAndStroke('#e9e5de', INK)
  const screws: Array<[number, number, string]> = [
    [x + 58, y + 28, '1'],
    [x + 12, y + 12, '2'],
    [x + 30, y + 28, '3'],
  ]
  for (const [cx, cy, label] of screws) {
    doc.circle(cx, cy, 4).fillAndStroke('#ffffff', INK)
    doc
      .font('bold')
      .fontSize(6)
      .fillColor(INK)
      .text(label, cx - 2, cy - 3, { lineBreak: false })
  }
  doc.restore()
  const legend = { x: x + 108, width: box.width - 108 }
  doc
    .font('bold')
    .fontSize(8)
    .text(t(msg`Hinge adjustment`), legend.x, y, { width: legend.width })
  doc.font('regular').fontSize(7.5)
  doc.text(t(msg`1 side: moves the door left or right, evens the gap to the next front.`), { width: legend.width })
  doc.text(t(msg`2 height: moves the door up or down on the plate.`), { width: legend.width })
  doc.text(t(msg`3 depth: moves the door closer to or away from the carcass.`), { width: legend.width })
  doc.y = Math.max(doc.y, y + 52)
}
