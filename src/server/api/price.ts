import { Hono } from 'hono'
import type { Country } from '../../domain/locale'
import { DECOR_UNAVAILABLE, unavailableDecorIssues } from '../../domain/priceList'
import { API } from '../../domain/api'
import { validateCabinetInput } from '../../domain/cabinet/validation'
import { priceData } from '../../domain/priceData'
import { currentPriceList, type PriceCache } from '../config/prices'
import { apiError, describe, readJson } from './json'

/**
 * POST /api/getPriceSkrinka (spec §7): the price of one cabinet under the published price version,
 * echoing the client's snapshot string; a decor no longer sold is a 422.
 */
export function priceRoutes(prices: PriceCache, vatRates: Partial<Record<Country, number>>) {
  const { getPriceSkrinka } = API
  return new Hono().on(getPriceSkrinka.method, getPriceSkrinka.path, async (c) => {
    const body = await readJson(c, getPriceSkrinka.request)
    if (!body.ok) return body.response
    const checked = validateCabinetInput(body.value.cabinet)
    if (!checked.ok) return apiError(c, 422, 'impossible_cabinet', describe(checked.issues), checked.issues)
    const { list } = await currentPriceList(prices, body.value.country, vatRates)
    const unsold = unavailableDecorIssues(list, checked.value, 'cabinet.')
    if (unsold.length > 0) return apiError(c, 422, DECOR_UNAVAILABLE, describe(unsold), unsold)
    return c.json({
      selectedProductString: body.value.selectedProductString,
      priceData: priceData(checked.value, list),
    })
  })
}
