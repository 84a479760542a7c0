import * as v from 'valibot'
import { cabinetToQuery, type Cabinet, type CabinetQuery } from '../../domain/cabinet'
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
