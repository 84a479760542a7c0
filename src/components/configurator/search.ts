import * as v from 'valibot'
import { cabinetFromQuery, cabinetToQuery, type CabinetQuery } from '../../domain/cabinet/query'
import { settle, type Cabinet } from '../../domain/cabinet/model'
import type { VariantId } from '../../domain/cabinet/catalogue'
import { CabinetQuerySchema } from '../../domain/schemas'

/** The configurator's search params: any strings the spec names (others are dropped). */
export function validateCabinetSearch(search: Record<string, unknown>) {
  const strings = Object.fromEntries(Object.entries(search).map(([k, value]) => [k, typeof value === 'string' ? value : String(value)]))
  return v.parse(CabinetQuerySchema, strings)
}

/** The canonical query of a design for a route; `withProduct` keeps productId (na-mieru carries it in the query). */
export function canonicalQuery(cabinet: Cabinet, withProduct: boolean): Partial<CabinetQuery> {
  const { productId, ...rest } = cabinetToQuery(cabinet)
  const query: Partial<CabinetQuery> = withProduct ? { productId, ...rest } : rest
  // Empty values are not written to the address.
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Partial<CabinetQuery>
}

/** Whether two queries say the same thing (order aside). */
export function sameQuery(a: Record<string, string | undefined>, b: Record<string, string | undefined>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false
  return true
}

/**
 * The design a configurator address describes. `productId` comes from the path on /detail/{id} (and is
 * then left out of the query); elsewhere it is a query parameter. `canonical` is set when the address
 * must be rewritten (spec §2: missing or invalid parameters filled in).
 */
export function designFromSearch(search: Partial<Record<string, string>>, productId?: VariantId) {
  const cabinet = cabinetFromQuery(productId ? { ...search, productId } : search)
  const canonical = canonicalQuery(cabinet, !productId)
  return { cabinet, canonical: sameQuery(search, canonical) ? null : canonical }
}

/** The query after an option change, with the domain rules applied. */
export function changedQuery(cabinet: Cabinet, change: Partial<Cabinet>, productInQuery: boolean) {
  return canonicalQuery(settle({ ...cabinet, ...change }), productInQuery)
}
