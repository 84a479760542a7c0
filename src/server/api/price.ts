import { Hono } from 'hono'
import type * as v from 'valibot'
import type { Country } from '#domain/locale.ts'
import { DECOR_UNAVAILABLE, unavailableDecorIssues } from '#domain/priceList.ts'
import { API } from '#domain/endpoints.ts'
import { validateCabinetInput } from '#domain/cabinet/validation.ts'
import { priceData } from '#domain/priceData.ts'
import { sellerTaxOf } from '#domain/tax.ts'
import { currentPriceList, type PriceCache } from '../config/prices'
import { currentSettings, type SettingsCache } from '../config/settings'
import { describe, errorAnswer, readJson, sendAnswer, type JsonAnswer } from './json'

/**
 * getPriceSkrinka's answer to a body of the right shape (docs/product.md#calls): the price of one cabinet under
 * the published price version, echoing the client's snapshot string; an impossible cabinet or a
 * decor no longer sold is a 422. Hono's route and the fast path (../fast.ts) both answer with it.
 */
export async function priceAnswer(
  prices: PriceCache,
  settings: SettingsCache,
  vatRates: Partial<Record<Country, number>>,
  body: v.InferOutput<typeof API.getPriceSkrinka.request>,
): Promise<JsonAnswer> {
  const checked = validateCabinetInput(body.cabinet)
  if (!checked.ok) return errorAnswer(422, 'impossible_cabinet', describe(checked.issues), checked.issues)
  const seller = sellerTaxOf(await currentSettings(settings))
  const { list } = await currentPriceList(prices, body.country, vatRates, seller)
  const unsold = unavailableDecorIssues(list, checked.value, 'cabinet.')
  if (unsold.length > 0) return errorAnswer(422, DECOR_UNAVAILABLE, describe(unsold), unsold)
  return {
    status: 200,
    body: { selectedProductString: body.selectedProductString, priceData: priceData(checked.value, list) },
  }
}

/** POST /api/getPriceSkrinka through Hono (the fast path answers it first on the production server). */
export function priceRoutes(prices: PriceCache, settings: SettingsCache, vatRates: Partial<Record<Country, number>>) {
  const { getPriceSkrinka } = API
  return new Hono().on(getPriceSkrinka.method, getPriceSkrinka.path, async (c) => {
    const body = await readJson(c, getPriceSkrinka.request)
    if (!body.ok) return body.response
    return sendAnswer(c, await priceAnswer(prices, settings, vatRates, body.value))
  })
}
