/**
 * The design PDF's addresses (issue 18.3): its query (the configurator's canonical query in mm plus
 * the language), the file name, and the design link printed in it. The configurator's link, the
 * server's route and the order e-mail's attachments all take them from here.
 */
import * as v from 'valibot'
import { isVariantId } from './catalogue'
import type { Cabinet } from './model'
import { canonicalQuery } from './query'
import { CabinetQuerySchema } from '../schemas'
import { localizePath, type LocaleCode } from '../locale'

/** GET designPdf's query: the configurator's parameters and the PDF's language. */
export const DesignPdfQuerySchema = v.object({
  ...CabinetQuerySchema.entries,
  lang: v.picklist(['sk', 'cz']),
})

/** The query parameters that must be numbers when present (sizes in mm, the shelf count). */
const NUMERIC = ['width', 'height', 'depth', 'shelvesCount'] as const

/**
 * Why a parsed query names no design, or undefined: the product must be one of the catalogue and
 * sizes numbers (the configurator would quietly repair them; a file for a design nobody chose would not help).
 */
export function designQueryIssue(query: v.InferOutput<typeof DesignPdfQuerySchema>): string | undefined {
  if (!query.productId || !isVariantId(query.productId)) return 'productId names no product of the catalogue'
  const bad = NUMERIC.filter((key) => query[key] !== undefined && !Number.isFinite(Number(query[key])))
  return bad.length > 0 ? `${bad.join(', ')} must be numbers (mm)` : undefined
}

/** The path of a design's PDF on this site, e.g. /api/designPdf?productId=L1D&…&lang=sk. */
export function designPdfPath(path: string, cabinet: Cabinet, locale: LocaleCode): string {
  return `${path}?${new URLSearchParams({ ...canonicalQuery(cabinet, true), lang: locale }).toString()}`
}

/** The PDF's file name: product and outer size in mm, e.g. skrinka-L1D-450x720x320.pdf. */
export function designPdfFileName(cabinet: Cabinet): string {
  const mm = (cm: number) => Math.round(cm * 10)
  return `skrinka-${cabinet.variant}-${mm(cabinet.width)}x${mm(cabinet.height)}x${mm(cabinet.depth)}.pdf`
}

/** The design's configurator page on this site (an order line's link), e.g. /detail/L1D?width=…. */
export function designPath(cabinet: Cabinet, locale: LocaleCode): string {
  const query = new URLSearchParams(canonicalQuery(cabinet, false)).toString()
  return `${localizePath(`/detail/${cabinet.variant}`, locale)}?${query}`
}

/** The design's configurator page as an absolute address (the PDF's link and QR). */
export function designUrl(siteUrl: string, cabinet: Cabinet, locale: LocaleCode): string {
  return `${siteUrl.replace(/\/$/, '')}${designPath(cabinet, locale)}`
}
