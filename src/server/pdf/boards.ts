/**
 * The board plans as the workshop prints them (issue 38.3): a cut plan per board to scale (trim, parts with their
 * number and short ID, offcuts hatched), the board's yield and a legend of its parts; then the offcuts to keep and the
 * materials order (boards per decor, edge band metres, hardware). In the workshop's language.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALES, type LocaleCode } from '#domain/locale.ts'
import type { BoardsPlan } from '#domain/production/boards.ts'
import { decorName, drawHeader, drawTable, ensureRoom, fitted, INK, newPdf, PAGE, pdfBytes } from './pdf'
import { HARDWARE_NAMES } from './productionNames'

type Translate = (descriptor: MessageDescriptor) => string

/** A part's short name on a plan: its line, piece and key; the order's last digits when the batch has several. */
export function shortPartId(id: string, severalOrders: boolean): string {
  const [order = '', line, piece, key] = id.split('.')
  const prefix = severalOrders ? `${order.slice(-4)}/` : ''
  return `${prefix}${line}.${piece} ${key}`
}

const percent = (x: number, locale: LocaleCode) =>
  new Intl.NumberFormat(LOCALES[locale].intl, { style: 'percent', maximumFractionDigits: 1 }).format(x)
const metres = (x: number, locale: LocaleCode) =>
  new Intl.NumberFormat(LOCALES[locale].intl, { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(x)
const mm = (x: number) => String(Math.round(x * 10) / 10)

/** `subject`: the day or the order numbers the batch is of. */
export async function boardsPdf(
  plan: BoardsPlan,
  subject: string,
  i18n: I18n,
  locale: LocaleCode,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t: Translate = (descriptor) => i18n._(descriptor)
  const several = plan.orders.length > 1
  const doc = newPdf({ title: t(msg`Board plans ${subject}`), lang: LOCALES[locale].intl, ...options })
  const orders = plan.orders.join(', ')
  drawHeader(doc, t(msg`Board plans ${subject}`), [
    plan.orders.length ? t(msg`Orders: ${orders}`) : t(msg`No orders: there is nothing to cut.`),
  ])
  const inner = PAGE.width - 2 * PAGE.margin
  for (const group of plan.plans) {
    const decor = decorName(group.decor, locale)
    const { thickness } = group
    const count = group.boards.length
    const size = `${group.board.length} × ${group.board.width}`
    const { trim, kerf } = group.board
    const yieldText = percent(group.yield, locale)
    ensureRoom(doc, 60)
    doc
      .font('bold')
      .fontSize(12)
      .text(t(msg`${decor}, ${thickness} mm: ${count} boards`))
    doc
      .font('regular')
      .fontSize(9)
      .text(t(msg`Board ${size} mm, trim ${trim} mm, saw kerf ${kerf} mm. Yield ${yieldText}.`))
    if (group.unplaced.length) {
      const parts = group.unplaced.join(', ')
      doc
        .fillColor('#b00020')
        .text(t(msg`Larger than the board, not planned: ${parts}`))
        .fillColor(INK)
    }
    doc.moveDown(0.5)
    const scale = inner / group.board.length
    const height = group.board.width * scale
    group.boards.forEach((board, index) => {
      const number = index + 1
      const boardYield = percent(board.yield, locale)
      ensureRoom(doc, height + 40)
      doc
        .font('bold')
        .fontSize(10)
        .text(t(msg`Board ${number} of ${count} (${decor}): yield ${boardYield}`))
      const top = doc.y + 4
      const x0 = PAGE.margin
      doc.save().lineWidth(0.6)
      doc.rect(x0, top, inner, height).fillAndStroke('#f1ece4', INK)
      // The trim as a dashed line inside the board's edge.
      doc
        .rect(x0 + trim * scale, top + trim * scale, inner - 2 * trim * scale, height - 2 * trim * scale)
        .dash(2, { space: 2 })
        .stroke('#8a8175')
        .undash()
      for (const offcut of board.offcuts)
        doc.rect(x0 + offcut.x * scale, top + offcut.y * scale, offcut.w * scale, offcut.h * scale).fill('#d9ead3')
      board.placements.forEach((p, i) => {
        const [x, y, w, h] = [x0 + p.x * scale, top + p.y * scale, p.w * scale, p.h * scale]
        doc.rect(x, y, w, h).lineWidth(0.4).fillAndStroke('#ffffff', INK)
        const label = `${i + 1}`
        const name = shortPartId(p.id, several)
        doc
          .fillColor(INK)
          .font('regular')
          .fontSize(Math.min(7, Math.max(4, h / 3)))
        if (w > 24 && h > 10) {
          const lines = h > 20 ? [label, name, `${mm(p.rotated ? p.h : p.w)} × ${mm(p.rotated ? p.w : p.h)}`] : [label]
          lines.forEach((line, n) =>
            doc.text(fitted(doc, line, w - 2), x + 1, y + 1 + n * (doc.currentLineHeight() + 0.5), {
              width: w - 2,
              lineBreak: false,
            }),
          )
        } else doc.text(label, x + 0.5, y + 0.5, { lineBreak: false })
      })
      doc.restore()
      doc.x = PAGE.margin
      doc.y = top + height + 6
      drawTable(
        doc,
        [
          { heading: '#', width: 24, align: 'right' },
          { heading: t(msg`Part`), width: 200 },
          { heading: t(msg`Length`), width: 60, align: 'right' },
          { heading: t(msg`Width`), width: 60, align: 'right' },
          { heading: t(msg`Position x, y`), width: 90, align: 'right' },
          { heading: t(msg`Turned`), width: 60 },
        ],
        board.placements.map((p, i) => [
          i + 1,
          p.id,
          mm(p.rotated ? p.h : p.w),
          mm(p.rotated ? p.w : p.h),
          `${mm(p.x)}, ${mm(p.y)}`,
          p.rotated ? t(msg`across`) : '–',
        ]),
      )
      doc.moveDown(1)
    })
  }
  // What is left over for the next batch, then what to order.
  const offcuts = plan.plans.flatMap((group) =>
    group.boards.flatMap((board, index) =>
      board.offcuts.map((o) => [
        decorName(group.decor, locale),
        group.thickness,
        index + 1,
        `${o.w} × ${o.h}`,
        `${mm(o.x)}, ${mm(o.y)}`,
      ]),
    ),
  )
  ensureRoom(doc, 80)
  doc
    .font('bold')
    .fontSize(12)
    .text(t(msg`Offcuts to keep`))
  doc.moveDown(0.3)
  if (offcuts.length)
    drawTable(
      doc,
      [
        { heading: t(msg`Decor`), width: 200 },
        { heading: t(msg`Thickness`), width: 60, align: 'right' },
        { heading: t(msg`Board`), width: 50, align: 'right' },
        { heading: t(msg`Size (mm)`), width: 100, align: 'right' },
        { heading: t(msg`Position x, y`), width: 90, align: 'right' },
      ],
      offcuts,
    )
  else
    doc
      .font('regular')
      .fontSize(9)
      .text(t(msg`None`))
  doc.moveDown(1)
  ensureRoom(doc, 120)
  doc
    .font('bold')
    .fontSize(12)
    .text(t(msg`Materials order`))
  doc.moveDown(0.3)
  drawTable(
    doc,
    [
      { heading: t(msg`Decor`), width: 220 },
      { heading: t(msg`Thickness`), width: 60, align: 'right' },
      { heading: t(msg`Board (mm)`), width: 100, align: 'right' },
      { heading: t(msg`Boards`), width: 60, align: 'right' },
    ],
    plan.materials.boards.map((b) => [
      decorName(b.decor, locale),
      b.thickness,
      `${b.board.length} × ${b.board.width}`,
      b.count,
    ]),
  )
  doc.moveDown(0.5)
  drawTable(
    doc,
    [
      { heading: t(msg`Edge band`), width: 220 },
      { heading: t(msg`Thickness`), width: 60, align: 'right' },
      { heading: t(msg`Edges (m)`), width: 80, align: 'right' },
      { heading: t(msg`To order (m)`), width: 80, align: 'right' },
    ],
    plan.materials.band.map((b) => [
      decorName(b.decor, locale),
      b.thickness,
      metres(b.net, locale),
      metres(b.order, locale),
    ]),
  )
  doc
    .font('regular')
    .fontSize(8)
    .text(t(msg`Edge band to order: each edge plus 30 mm at both ends, and 10 % for waste.`))
  doc.moveDown(0.5)
  drawTable(
    doc,
    [
      { heading: t(msg`Hardware`), width: 220 },
      { heading: t(msg`Length`), width: 60, align: 'right' },
      { heading: t(msg`Count`), width: 60, align: 'right' },
    ],
    plan.materials.hardware.map((item) => {
      const name = HARDWARE_NAMES[item.kind]
      return [name ? t(name) : item.kind, item.lengthMm ?? '–', item.count]
    }),
  )
  return pdfBytes(doc)
}
