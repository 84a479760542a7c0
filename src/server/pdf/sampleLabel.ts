/**
 * A decor sample request's address label (issue 39.4): one A6 page, landscape (148 × 105 mm, the size of the shop's
 * shipping-label printers and of a C6 envelope's face), with the sender (the shop's company) top left, the request's
 * number top right, the recipient large in the lower right where the post reads it, and the decors to pack in small
 * print. What it says is src/domain/samples.ts `sampleLabel`; this only lays it out.
 */
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LOCALES } from '#domain/locale.ts'
import type { SampleLabel } from '#domain/samples.ts'
import { fitted, fittingSize, newPdf, pdfBytes } from './pdf'

/** Points per millimetre. */
const MM = 72 / 25.4
/** A6 landscape, in mm. */
export const SAMPLE_LABEL_SIZE = { width: 148, height: 105 } as const
const PAD = 8 * MM

/** Writes one line shrunk to fit its width (a label cannot wrap), cut with an ellipsis only below `min`. */
function line(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, size: number, min: number) {
  doc.fontSize(fittingSize(doc, text, width, size, min))
  doc.text(fitted(doc, text, width), x, y, { lineBreak: false })
  return y + doc.currentLineHeight(true)
}

/** The label as PDF bytes (`compress: false` lets tests read its text). */
export async function sampleLabelPdf(
  label: SampleLabel,
  i18n: I18n,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const t = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const width = SAMPLE_LABEL_SIZE.width * MM
  const height = SAMPLE_LABEL_SIZE.height * MM
  const doc = newPdf({
    title: `${t(msg`Decor samples`)} ${label.number}`,
    lang: LOCALES[label.locale].intl,
    compress: options.compress,
    size: [width, height],
    // No margins: text near the bottom never starts a second page.
    margin: 0,
  })
  const half = (width - 2 * PAD) / 2

  // The sender, small, top left.
  doc.font('bold')
  let y = line(doc, t(msg`Sender`), PAD, PAD, half, 7, 6)
  doc.font('regular')
  for (const text of label.sender) y = line(doc, text, PAD, y, half, 9, 6)

  // The request's number, top right: the desk finds the request from the envelope.
  doc.font('bold')
  const number = label.number
  doc.fontSize(16)
  doc.text(number, width - PAD - doc.widthOfString(number), PAD, { lineBreak: false })
  doc.font('regular')
  const what = t(msg`Decor samples, free of charge`)
  doc.fontSize(fittingSize(doc, what, half, 7, 5))
  doc.text(fitted(doc, what, half), width - PAD - doc.widthOfString(fitted(doc, what, half)), PAD + 20, {
    lineBreak: false,
  })

  // The recipient, large, lower right.
  const x = PAD + half * 0.6
  const recipientWidth = width - PAD - x
  y = height * 0.42
  doc.font('bold')
  y = line(doc, t(msg`Recipient`), x, y, recipientWidth, 8, 6) + 2
  label.recipient.forEach((text, index) => {
    doc.font(index === 0 ? 'bold' : 'regular')
    y = line(doc, text, x, y, recipientWidth, 14, 8)
  })

  // What goes in the envelope, for the one who packs it.
  doc.font('regular')
  const decors = label.decors.join(', ')
  line(doc, t(msg`Decors: ${decors}`), PAD, height - PAD - 8, width - 2 * PAD, 7, 5)
  return pdfBytes(doc)
}
