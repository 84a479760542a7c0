import { Hono } from 'hono'
import type { Country } from '../../domain/locale'
import { priceListFor } from '../../domain/priceList'
import { API } from '../../domain/api'
import { validateCabinetInput } from '../../domain/cabinet/validation'
import { priceData } from '../../domain/priceData'
import { apiError, describe, readJson } from './json'

/** POST /api/getPriceSkrinka (spec §7): the price of one cabinet, echoing the client's snapshot string. */
export function priceRoutes(vatRates: Partial<Record<Country, number>>) {
  const { getPriceSkrinka } = API
  return new Hono().on(getPriceSkrinka.method, getPriceSkrinka.path, async (c) => {
    const body = await readJson(c, getPriceSkrinka.request)
    if (!body.ok) return body.response
    const checked = validateCabinetInput(body.value.cabinet)
    if (!checked.ok) return apiError(c, 422, 'impossible_cabinet', describe(checked.issues), checked.issues)
    const prices = priceListFor(body.value.country, vatRates)
    return c.json({
      selectedProductString: body.value.selectedProductString,
      priceData: priceData(checked.value, prices),
    })
  })
}
