import { Hono } from 'hono'
import type * as v from 'valibot'
import type { Country } from '../../domain/locale'
import { DECOR_UNAVAILABLE, unavailableDecorIssues, type PriceList } from '../../domain/priceList'
import { API } from '../../domain/api'
import { validateCabinetInput } from '../../domain/cabinet/validation'
import type { Cabinet } from '../../domain/cabinet/model'
import { priceData } from '../../domain/priceData'
import type { PriceData } from '../../domain/schemas'
import { currentPriceList, type PriceCache } from '../config/prices'
import { describe, errorAnswer, readJson, sendAnswer, type JsonAnswer } from './json'

/** Prices kept per price list (so per published version and market): the designs priced most often. */
const MEMO_SIZE = 2000
const memos = new WeakMap<PriceList, Map<string, PriceData>>()

/**
 * The price of a valid design under `list`, remembered: cutting and pricing a cabinet costs more
 * than the rest of a getPrice call, and shoppers price the same standard designs again and again.
 * A new price version is a new list, so its prices are computed afresh.
 */
function memoPriceData(cabinet: Cabinet, list: PriceList): PriceData {
  let memo = memos.get(list)
  if (!memo) memos.set(list, (memo = new Map()))
  const key = JSON.stringify(cabinet)
  const known = memo.get(key)
  if (known) return known
  const priced = priceData(cabinet, list)
  // The oldest entry goes first (a Map keeps insertion order).
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!)
  memo.set(key, priced)
  return priced
}

/**
 * getPriceSkrinka's answer to a body of the right shape (spec §7): the price of one cabinet under
 * the published price version, echoing the client's snapshot string; an impossible cabinet or a
 * decor no longer sold is a 422. Hono's route and the fast path (../fast.ts) both answer with it.
 */
export async function priceAnswer(
  prices: PriceCache,
  vatRates: Partial<Record<Country, number>>,
  body: v.InferOutput<typeof API.getPriceSkrinka.request>,
): Promise<JsonAnswer> {
  const checked = validateCabinetInput(body.cabinet)
  if (!checked.ok) return errorAnswer(422, 'impossible_cabinet', describe(checked.issues), checked.issues)
  const { list } = await currentPriceList(prices, body.country, vatRates)
  const unsold = unavailableDecorIssues(list, checked.value, 'cabinet.')
  if (unsold.length > 0) return errorAnswer(422, DECOR_UNAVAILABLE, describe(unsold), unsold)
  return {
    status: 200,
    body: { selectedProductString: body.selectedProductString, priceData: memoPriceData(checked.value, list) },
  }
}

/** POST /api/getPriceSkrinka through Hono (the fast path answers it first on the production server). */
export function priceRoutes(prices: PriceCache, vatRates: Partial<Record<Country, number>>) {
  const { getPriceSkrinka } = API
  return new Hono().on(getPriceSkrinka.method, getPriceSkrinka.path, async (c) => {
    const body = await readJson(c, getPriceSkrinka.request)
    if (!body.ok) return body.response
    return sendAnswer(c, await priceAnswer(prices, vatRates, body.value))
  })
}
