/**
 * What every hallway entering the server must be (issue 34): one the configurator could have made.
 * Its decors are of the catalogue and its modules are laid out by the configurator's rules
 * (hallwayLayoutIssues), else 422 naming the fault. The drawing's address (GET chodbaPhoto) is
 * also bounded in length and in the modules it names before anything is read from it.
 */
import type { Context } from 'hono'
import { isDecorCode } from '#domain/decors.ts'
import {
  MAX_LOWER_MODULES,
  hallwayDecorIssues,
  hallwayLayoutIssues,
  type Hallway,
  type LayoutIssue,
} from '#domain/hallway/layout.ts'
import type { HallwayQuery } from '#domain/hallway/query.ts'
import { apiError, describe, errorBody } from './json'

/** How an entry names the hallway's fields: its modules' list (`furniture`, `chodba.cabinets`) and totals. */
type Rename = (path: string) => string

/** Paths of an entry that sends the hallway under a key (`chodba.` for renders and consultations). */
export const under =
  (prefix: string): Rename =>
  (path) =>
    `${prefix}${path}`

/** getPriceChodba sends its modules as `furniture`; its wall's width follows from them. */
export const priceRequestPaths: Rename = (path) =>
  path === 'realWidth' ? 'furniture' : path.replace(/^cabinets/, 'furniture')

/** renderChodbaPhoto sends modules only: its wall's totals follow from them. */
export const photoRequestPaths: Rename = (path) => (path.startsWith('cabinets') ? path : 'cabinets')

/**
 * The 422 for a hallway the configurator could not have made, or undefined. Decor paths stay as the
 * colours were named before (`corpusColor`, `doorColor`), the layout's are renamed for the entry.
 */
export function refuseHallway(c: Context, hallway: Hallway, rename: Rename = (path) => path): Response | undefined {
  const decors = hallwayDecorIssues(hallway, isDecorCode)
  if (decors.length > 0) return apiError(c, 422, 'unknown_decor', describe(decors), decors)
  const layout = hallwayLayoutIssues(hallway).map((issue: LayoutIssue) => ({ ...issue, path: rename(issue.path) }))
  return layout.length > 0 ? impossible(c, layout) : undefined
}

/** The 422 of a hallway the configurator could not make, naming its faults. */
const impossible = (c: Context, issues: LayoutIssue[]) =>
  apiError(c, 422, 'impossible_hallway', `The configurator cannot make this hallway: ${describe(issues)}`, issues)

/**
 * Longest query GET chodbaPhoto reads. The longest design the configurator makes (26 modules per row,
 * percent-encoded) is under 700 characters; 2,048 leaves room and keeps any address's drawing small.
 */
export const MAX_PHOTO_QUERY = 2048

/** Modules a query names in a list (`moduly`, `horne`). */
const named = (list: string | undefined) => (list ? list.split(',', MAX_LOWER_MODULES + 1).length : 0)

/** The refusal of a drawing address that is too long (414) or names more modules than any wall takes (422). */
export function refusePhotoQuery(c: Context): Response | undefined {
  // Measured before the query is parsed: a long address costs nothing more than its reading.
  const search = new URL(c.req.url).search
  if (search.length > MAX_PHOTO_QUERY)
    return c.json(
      errorBody(
        'uri_too_long',
        `The drawing's address may be ${MAX_PHOTO_QUERY} characters long, not ${search.length}.`,
      ),
      414,
    )
  const query: HallwayQuery = c.req.query()
  const issues = (['moduly', 'horne'] as const)
    .filter((key) => named(query[key]) > MAX_LOWER_MODULES)
    .map((key) => ({ path: key, message: `names more than ${MAX_LOWER_MODULES} modules, the most any wall takes` }))
  return issues.length > 0 ? impossible(c, issues) : undefined
}
