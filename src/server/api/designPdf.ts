/**
 * GET /api/designPdf (issue 18.3): the PDF of the design its query describes (the configurator's
 * canonical query in mm and `lang`), priced under the published prices of the language's market.
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { designPdfFileName, DesignPdfQuerySchema, designQueryIssue } from '#domain/cabinet/designPdf.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { marketShipping } from '#domain/priceBreakdown.ts'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { marketOf } from '#domain/locale.ts'
import { DECOR_UNAVAILABLE, unavailableDecorIssues } from '#domain/priceList.ts'
import type { Config } from '../env'
import { sellerTaxOf } from '#domain/tax.ts'
import { currentPriceList, type PriceCache } from '../config/prices'
import { currentSettings, type SettingsCache } from '../config/settings'
import type { DesignPdfs } from '../pdf/cache'
import type { Schema } from '../db/schema'
import { designShortLink } from '../db/shares'
import type { Kysely } from 'kysely'
import { apiError, describe, issuesOf } from './json'

/** The design PDF call; `pdfs` builds them in the worker pool and keeps them (shared with the outbox). */
export function designPdfRoutes(deps: {
  db: Kysely<Schema>
  config: Pick<Config, 'siteUrl' | 'vatRates'>
  prices: PriceCache
  settings: SettingsCache
  pdfs: DesignPdfs
}) {
  const { designPdf: call } = API
  return new Hono().on(call.method, call.path, async (c) => {
    const parsed = v.safeParse(DesignPdfQuerySchema, c.req.query())
    if (!parsed.success) {
      const issues = issuesOf(parsed.issues)
      return apiError(c, 400, 'invalid_query', describe(issues), issues)
    }
    const issue = designQueryIssue(parsed.output)
    if (issue) return apiError(c, 422, 'no_design', `The query describes no design: ${issue}.`)
    const { lang: locale, ...query } = parsed.output
    const cabinet = cabinetFromQuery(query)
    const { list } = await currentPriceList(
      deps.prices,
      marketOf(locale).country,
      deps.config.vatRates,
      sellerTaxOf(await currentSettings(deps.settings)),
    )
    const unsold = unavailableDecorIssues(list, cabinet)
    if (unsold.length > 0) return apiError(c, 422, DECOR_UNAVAILABLE, describe(unsold), unsold)
    const pdf = await deps.pdfs.get({
      design: cabinet,
      price: priceCabinet(cabinet, list),
      locale,
      date: new Date(),
      link: await designShortLink(deps.db, deps.config.siteUrl, cabinet, locale),
      shipping: marketShipping(list),
    })
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${designPdfFileName(cabinet)}"`,
      // The price and the date change; the design is in the address, so a short private cache is enough.
      'Cache-Control': 'private, max-age=300',
    })
  })
}
