/**
 * What the owner may publish as a price version (issue 15): the schema every version satisfies —
 * each rate a whole, non-negative number of minor units, the currency (and rounding) fixed per
 * market, the VAT rate a fraction below 1, a price group 1–3 or none per decor — and the editor's
 * form of it: each rate as the text of an input in currency units, keyed like `SK.boardPerM2.1`.
 */
import * as v from 'valibot'
import { DECORS, type DecorPricing, type PriceGroup } from './decors'
import { COUNTRIES, type Country, type Currency } from './locale'
import { SEED_RATES, type PriceConfig, type PriceRates } from './priceList'
import { MINOR_PER_UNIT } from './money'

/** The config kind of price versions in the config_version table. */
export const PRICES_KIND = 'prices'

/** Every editable rate of a market's price list, as a path into its rates. */
export const RATE_PATHS = [
  'boardPerM2.1',
  'boardPerM2.2',
  'boardPerM2.3',
  'edgePerM',
  'hardware.hinge',
  'hardware.softClose',
  'hardware.tipOn',
  'hardware.drawerRunner',
  'hardware.drawerRunnerPer100mm',
  'hardware.liftUp',
  'hardware.biFold',
  'hardware.railPerM',
  'hardware.railHolder',
  'legs.plastic',
  'legs.aluminium',
  'topBoard',
  'assembly.perCabinet',
  'assembly.perPart',
  'minimum',
  'shipping.SK',
  'shipping.CZ',
] as const
export type RatePath = (typeof RATE_PATHS)[number]
/** A rate of one market, e.g. `SK.boardPerM2.1`, `CZ.hardware.hinge`, `SK.shipping.CZ` (the inputs' data-rate-key). */
export type RateKey = `${Country}.${RatePath}`

/** What a market's currency and rounding step are; neither can be changed in the back office. */
export const MARKET_FIXED: Record<Country, { currency: Currency; roundTo: number }> = {
  SK: { currency: 'EUR', roundTo: 1 },
  CZ: { currency: 'CZK', roundTo: 100 },
}

const Rate = v.pipe(
  v.number('must be an amount'),
  v.finite('must be an amount'),
  v.integer('must be a whole number of cents or haléře'),
  v.minValue(0, 'must not be negative'),
)

const ratesSchema = (country: Country) =>
  v.strictObject({
    country: v.literal(country, `must be ${country}`),
    currency: v.literal(MARKET_FIXED[country].currency, `is fixed to ${MARKET_FIXED[country].currency}`),
    vatRate: v.pipe(
      v.number('must be a rate'),
      v.minValue(0, 'must not be negative'),
      v.maxValue(0.99, 'must be below 1'),
    ),
    roundTo: v.literal(MARKET_FIXED[country].roundTo, `is fixed to ${MARKET_FIXED[country].roundTo}`),
    boardPerM2: v.strictObject({ 1: Rate, 2: Rate, 3: Rate }),
    edgePerM: Rate,
    hardware: v.strictObject({
      hinge: Rate,
      softClose: Rate,
      tipOn: Rate,
      drawerRunner: Rate,
      drawerRunnerPer100mm: Rate,
      liftUp: Rate,
      biFold: Rate,
      railPerM: Rate,
      railHolder: Rate,
    }),
    legs: v.strictObject({ plastic: Rate, aluminium: Rate }),
    topBoard: Rate,
    assembly: v.strictObject({ perCabinet: Rate, perPart: Rate }),
    minimum: Rate,
    shipping: v.strictObject({ SK: Rate, CZ: Rate }),
  })

const boardMm = (min: number, max: number) => v.optional(v.pipe(v.number(), v.minValue(min), v.maxValue(max)))
// The board fields are optional so versions published before issue 38 still parse (the defaults apply).
const DecorPricingSchema = v.strictObject({
  group: v.nullable(v.picklist([1, 2, 3], 'must be group 1, 2, 3 or none')),
  available: v.boolean(),
  boardLength: boardMm(500, 6000),
  boardWidth: boardMm(300, 3000),
  trim: boardMm(0, 50),
  kerf: boardMm(0, 10),
})

/** A price version: both markets and every decor of the catalogue (no more, no fewer). */
export const PriceConfigSchema = v.strictObject({
  lists: v.strictObject({ SK: ratesSchema('SK'), CZ: ratesSchema('CZ') }),
  decors: v.strictObject(
    Object.fromEntries(DECORS.map((d) => [d.subtitle, DecorPricingSchema])) as Record<
      string,
      typeof DecorPricingSchema
    >,
  ),
}) satisfies v.GenericSchema<unknown, PriceConfig>

/** The published prices as the browser gets them (GET getPriceList): the version and its data. */
export const PriceListResponseSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  ...PriceConfigSchema.entries,
})
export type PriceListResponse = v.InferOutput<typeof PriceListResponseSchema>

/** One entry of the version history. */
export const ConfigHistoryEntrySchema = v.object({
  version: v.number(),
  publishedAt: v.string(),
  publishedBy: v.nullable(v.string()),
  note: v.nullable(v.string()),
  /** When it takes (took) effect if later than published; absent: at once (issue 36.7). */
  effectiveAt: v.optional(v.string()),
  /** A scheduled version cancelled before its time. */
  cancelledAt: v.optional(v.string()),
})

/** GET staffPriceLists: the version in force, its data and the history, newest first. */
export const StaffPricesResponseSchema = v.object({
  version: v.number(),
  data: PriceConfigSchema,
  history: v.array(ConfigHistoryEntrySchema),
  /** The version published for a later time, still waiting (one at a time), with its data for the preview. */
  scheduled: v.optional(
    v.nullable(v.object({ version: v.number(), effectiveAt: v.string(), data: PriceConfigSchema })),
  ),
})
export type StaffPrices = v.InferOutput<typeof StaffPricesResponseSchema>

/**
 * POST staffPublishPrices: the version the edit started from, the whole data (checked apart: 422 per field), a
 * note, when it takes effect (an instant at least a minute ahead; left out: at once) and whether the owner
 * confirmed the rates changed by more than RATE_WARN_CHANGE (issue 36.7).
 */
export const StaffPublishPricesRequestSchema = v.object({
  baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.unknown(),
  note: v.optional(v.pipe(v.string(), v.maxLength(500))),
  effectiveAt: v.optional(v.pipe(v.string(), v.maxLength(40), v.isoTimestamp('must be an ISO instant'))),
  confirmLargeChanges: v.optional(v.boolean()),
})
export const StaffPublishPricesResponseSchema = v.object({ version: v.number(), effectiveAt: v.nullable(v.string()) })
/** POST staffCancelScheduledPrices: the scheduled version to cancel, and the answer. */
export const StaffCancelScheduledPricesSchema = v.object({ version: v.pipe(v.number(), v.integer(), v.minValue(1)) })

/** A rate's value in a market's rates. */
export function rateOf(rates: PriceRates, path: RatePath): number {
  const [head, tail] = path.split('.') as [keyof PriceRates, string | undefined]
  const value = rates[head]
  return tail === undefined ? (value as number) : (value as unknown as Record<string, number>)[tail]!
}

/** The rates with one rate changed (a copy). */
export function withRate(rates: PriceRates, path: RatePath, value: number): PriceRates {
  const [head, tail] = path.split('.') as [keyof PriceRates, string | undefined]
  if (tail === undefined) return { ...rates, [head]: value }
  return { ...rates, [head]: { ...(rates[head] as unknown as Record<string, number>), [tail]: value } }
}

/** The editor's form: every rate and VAT rate as the text typed, the decors, a note. */
export interface PriceForm {
  rates: Record<RateKey, string>
  /** VAT in percent, per market ("23"). */
  vat: Record<Country, string>
  decors: Record<string, DecorPricing>
}

/** Every rate key, SK first. */
export const RATE_KEYS: readonly RateKey[] = COUNTRIES.flatMap((country) =>
  RATE_PATHS.map((path) => `${country}.${path}` as RateKey),
)

const splitKey = (key: RateKey) => {
  const dot = key.indexOf('.')
  return [key.slice(0, dot) as Country, key.slice(dot + 1) as RatePath] as const
}

/**
 * Minor units as the text of an input in currency units, with the decimal comma Slovak and Czech write ("24,00";
 * parseUnits reads a dot too). No digit groups: the owner edits the figure.
 */
export const unitsText = (minor: number) => (minor / MINOR_PER_UNIT).toFixed(2).replace('.', ',')

/** An input's text in currency units ("24", "24,5", "24.50") as minor units; NaN for anything else (empty too). */
export function parseUnits(text: string): number {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return Number.NaN
  const minor = Number(trimmed) * MINOR_PER_UNIT
  // 24.1 × 100 is 2410.0000000000005: a fraction of a cent only counts when real.
  return Math.abs(minor - Math.round(minor)) < 1e-6 ? Math.round(minor) : minor
}

/** The form of a price version. */
export function priceFormOf(config: PriceConfig): PriceForm {
  return {
    rates: Object.fromEntries(
      RATE_KEYS.map((key) => {
        const [country, path] = splitKey(key)
        return [key, unitsText(rateOf(config.lists[country], path))]
      }),
    ) as Record<RateKey, string>,
    vat: Object.fromEntries(
      COUNTRIES.map((country) => [
        country,
        String(Math.round(config.lists[country].vatRate * 10000) / 100).replace('.', ','),
      ]),
    ) as Record<Country, string>,
    decors: { ...config.decors },
  }
}

/** The data a form stands for, on top of the version it started from (unparsable texts become NaN, which the schema refuses). */
export function priceConfigOfForm(form: PriceForm, base: PriceConfig): PriceConfig {
  const lists = { ...base.lists }
  for (const key of RATE_KEYS) {
    const [country, path] = splitKey(key)
    lists[country] = withRate(lists[country], path, parseUnits(form.rates[key]))
  }
  for (const country of COUNTRIES) {
    const percent = Number(form.vat[country].trim().replace(',', '.'))
    const vatRate = form.vat[country].trim() === '' ? Number.NaN : Math.round(percent * 100) / 10000
    lists[country] = { ...lists[country], vatRate }
  }
  return { lists, decors: { ...form.decors } }
}

/**
 * What is wrong with a field, for the editor's localized message ('jump': RATE_MAX_FACTOR times the rate in force
 * or more; 'ceiling': above the rate's ceiling; 'confirm': changed by more than RATE_WARN_CHANGE, not confirmed;
 * 'past' and 'far': the time to take effect, key `effectiveAt`, not a minute ahead or more than a year ahead).
 */
export type PriceProblem = 'amount' | 'jump' | 'ceiling' | 'confirm' | 'vat' | 'fixed' | 'decor' | 'past' | 'far'

/** A problem of one field: a rate key, `SK.vatRate`, `SK.currency` or `decors.{code}`. */
export interface PriceIssue {
  key: string
  problem: PriceProblem
}

/** The field an issue's path (`lists.SK.hardware.hinge`, `data.lists…` from the API) is about, and its problem. */
export function priceIssueOf(path: string, message?: string): PriceIssue {
  const bare = path.replace(/^data\./, '')
  if (bare === 'effectiveAt') return { key: bare, problem: message?.includes('year') ? 'far' : 'past' }
  if (message === RATE_BOUND_MESSAGES.jump) return { key: bare.replace(/^lists\./, ''), problem: 'jump' }
  if (message === RATE_BOUND_MESSAGES.ceiling) return { key: bare.replace(/^lists\./, ''), problem: 'ceiling' }
  if (message === RATE_BOUND_MESSAGES.confirm) return { key: bare.replace(/^lists\./, ''), problem: 'confirm' }
  if (bare.startsWith('decors.')) return { key: bare.split('.').slice(0, 2).join('.'), problem: 'decor' }
  const key = bare.replace(/^lists\./, '')
  const field = key.split('.')[1] ?? ''
  if (field === 'vatRate') return { key, problem: 'vat' }
  if (field === 'currency' || field === 'roundTo' || field === 'country') return { key, problem: 'fixed' }
  return { key, problem: 'amount' }
}

/** Every problem of a price version, one per field; none when it may be published. */
export function priceConfigIssues(data: unknown): PriceIssue[] {
  const result = v.safeParse(PriceConfigSchema, data)
  if (result.success) return []
  const seen = new Map<string, PriceIssue>()
  for (const issue of result.issues) {
    const found = priceIssueOf(v.getDotPath(issue) ?? '')
    if (!seen.has(found.key)) seen.set(found.key, found)
  }
  return [...seen.values()]
}

/**
 * Bounds of a published rate over the version in force (issue 34.8: 1e300 €/m² and 0 were published): more
 * than 0, and less than this many times the rate in force. A real price change is far smaller; a slip of
 * the keyboard (extra zeros, a forgotten decimal point) is not.
 */
export const RATE_MAX_FACTOR = 100
/**
 * A rate changed by more than this share of the one in force, up or down, is pointed out and must be confirmed
 * explicitly to be published (issue 36.7; issue 34.8 only pointed out changes over 30 %).
 */
export const RATE_WARN_CHANGE = 0.5

/**
 * The highest sensible value of each rate, in euro cents (issue 36.7): ten times and more what a workshop pays or
 * charges today. A Czech rate's ceiling is this at 25 Kč/€ (docs/decisions/0009).
 */
export const RATE_CEILINGS_EUR: Record<RatePath, number> = {
  'boardPerM2.1': 50_000,
  'boardPerM2.2': 50_000,
  'boardPerM2.3': 50_000,
  edgePerM: 2_000,
  'hardware.hinge': 10_000,
  'hardware.softClose': 10_000,
  'hardware.tipOn': 20_000,
  'hardware.drawerRunner': 50_000,
  'hardware.drawerRunnerPer100mm': 10_000,
  'hardware.liftUp': 100_000,
  'hardware.biFold': 100_000,
  'hardware.railPerM': 10_000,
  'hardware.railHolder': 5_000,
  'legs.plastic': 5_000,
  'legs.aluminium': 20_000,
  topBoard: 100_000,
  'assembly.perCabinet': 100_000,
  'assembly.perPart': 10_000,
  minimum: 200_000,
  'shipping.SK': 100_000,
  'shipping.CZ': 100_000,
}
const CZK_PER_EUR = 25

/** A rate's ceiling in a market's minor units. */
export function rateCeiling(country: Country, path: RatePath): number {
  return RATE_CEILINGS_EUR[path] * (MARKET_FIXED[country].currency === 'CZK' ? CZK_PER_EUR : 1)
}

/** The API's words for a rate out of bounds (the editor tells them apart by them). */
export const RATE_BOUND_MESSAGES = {
  zero: 'must be more than 0',
  jump: `must be less than ${RATE_MAX_FACTOR} times the rate in force`,
  ceiling: 'must not be above the ceiling of this rate',
  confirm: `changes by more than ${RATE_WARN_CHANGE * 100} % against the rate in force: confirm it`,
} as const

/** A rate out of bounds: its key, its path in a price version, the API's message and the editor's problem. */
export interface RateBoundIssue extends PriceIssue {
  key: RateKey
  path: string
  message: string
}

/** The rate in force a new one is measured against: a 0 left from before these bounds counts as the seed's. */
const inForceRate = (inForce: PriceConfig, country: Country, path: RatePath) => {
  const rate = rateOf(inForce.lists[country], path)
  return rate > 0 ? rate : rateOf(SEED_RATES[country], path)
}

/**
 * The rates of `data` that may not be published over the version in force `inForce`: 0, RATE_MAX_FACTOR times or
 * more, above the rate's ceiling, or changed by more than RATE_WARN_CHANGE while the owner has not confirmed it.
 */
export function rateBoundIssues(
  data: PriceConfig,
  inForce: PriceConfig,
  { confirmed }: { confirmed: boolean },
): RateBoundIssue[] {
  const issues: RateBoundIssue[] = []
  const large = new Set(confirmed ? [] : rateWarnings(data, inForce).map((warning) => warning.key))
  for (const key of RATE_KEYS) {
    const [country, path] = splitKey(key)
    const rate = rateOf(data.lists[country], path)
    const where = { key, path: `lists.${key}` }
    if (!(rate > 0)) issues.push({ ...where, problem: 'amount', message: RATE_BOUND_MESSAGES.zero })
    else if (rate >= RATE_MAX_FACTOR * inForceRate(inForce, country, path))
      issues.push({ ...where, problem: 'jump', message: RATE_BOUND_MESSAGES.jump })
    else if (rate > rateCeiling(country, path))
      issues.push({ ...where, problem: 'ceiling', message: RATE_BOUND_MESSAGES.ceiling })
    else if (large.has(key)) issues.push({ ...where, problem: 'confirm', message: RATE_BOUND_MESSAGES.confirm })
  }
  return issues
}

/** Every problem that keeps a version from being published over `inForce`, one per field: the schema's, then the bounds'. */
export function publishIssues(data: PriceConfig, inForce: PriceConfig, options: { confirmed: boolean }): PriceIssue[] {
  const issues = priceConfigIssues(data)
  const listed = new Set(issues.map((issue) => issue.key))
  for (const { key, problem } of rateBoundIssues(data, inForce, options))
    if (!listed.has(key)) issues.push({ key, problem })
  return issues
}

/** The rates changed by more than RATE_WARN_CHANGE from the version in force, up or down, with the rate in force. */
export function rateWarnings(data: PriceConfig, inForce: PriceConfig): Array<{ key: RateKey; before: number }> {
  return RATE_KEYS.flatMap((key) => {
    const [country, path] = splitKey(key)
    const rate = rateOf(data.lists[country], path)
    const before = rateOf(inForce.lists[country], path)
    return before > 0 && Number.isFinite(rate) && Math.abs(rate - before) / before > RATE_WARN_CHANGE
      ? [{ key, before }]
      : []
  })
}

/** A decor's group as the select shows it ('' for none). */
export const groupText = (group: PriceGroup | null) => (group === null ? '' : String(group))
