/**
 * The shop's settings the owner publishes as versions (issue 15, docs/decisions/0014): the seller's
 * identity (terms, privacy notice, footer, /kontakt, e-mails, work orders), each market's phone and
 * e-mail, the office hours and the lead times (docs/product.md#delivery). The schema every version satisfies, with
 * the checks the checkout already makes of a customer's IČO, DIČ, IČ DPH, postcode, phone and
 * e-mail, and the editor's form of it: every setting the text of one input, keyed like `company.ico`.
 * Delivery prices are not here: they are rates of the price lists (`shipping`).
 */
import * as v from 'valibot'
import { EmailSchema, isDic, isIcDph, isIco, isPostcode, nationalPhone } from './checkout'
import { COUNTRIES, LANGUAGES, PHONE_PREFIXES, type Country } from './locale'

/** The config kind of settings versions in the config_version table. */
export const SETTINGS_KIND = 'settings'

/**
 * What can be wrong with a setting, each with the sentence the API answers (422) and the schema
 * reports; the editor shows its own localized text for each.
 */
export const SETTINGS_PROBLEMS = {
  required: 'is required',
  tooLong: 'is too long',
  country: 'must be SK or CZ',
  zip: "must be a postcode of the company's country",
  ico: 'must be an IČO: eight digits, the last a valid check digit',
  dic: "must be a DIČ of the company's country",
  icdph: "must be an IČ DPH of the company's country",
  phone: 'must be a phone number starting +421 or +420',
  email: 'must be an e-mail address',
  day: 'must be a day from 1 (Monday) to 7 (Sunday)',
  dayOrder: 'must not be before the first day',
  time: 'must be a time such as 8:00',
  timeOrder: 'must be after the opening time',
  leadTime: 'must be a whole number of working days from 1 to 365',
  leadTimeOrder: 'must not be shorter than the lead time before it (home ≤ terms ≤ FAQ)',
  language: 'must be sk or cs',
  yesNo: 'must be yes or no',
  percent: 'must be a whole percentage from 0 to 100',
  amount: 'must be an amount of 0 or more',
  prefix: 'must be 1 to 6 capital letters or digits',
  invoiceAt: 'must be ready or delivered',
  iban: 'must be an IBAN (SK or CZ and 22 characters)',
  rate: 'must be a rate of 0 or more with at most four decimals',
  capacity: 'must be a whole number of cabinet pieces from 1 to 100',
} as const
export type SettingsProblem = keyof typeof SETTINGS_PROBLEMS
const P = SETTINGS_PROBLEMS

const text = (max: number) =>
  v.pipe(v.string(P.required), v.trim(), v.nonEmpty(P.required), v.maxLength(max, P.tooLong))

/** A phone number customers of either market can dial: the international prefix and a national number. */
export function isShopPhone(value: string): boolean {
  const prefix = PHONE_PREFIXES.find((p) => value.trim().startsWith(p))
  return prefix !== undefined && nationalPhone(value, prefix) !== undefined
}

const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/
/** Minutes after midnight of a time "8:00". */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

const Day = v.pipe(v.number(P.day), v.integer(P.day), v.minValue(1, P.day), v.maxValue(7, P.day))
const Time = v.pipe(v.string(P.time), v.trim(), v.regex(TIME, P.time))
const LeadTime = v.pipe(
  v.number(P.leadTime),
  v.integer(P.leadTime),
  v.minValue(1, P.leadTime),
  v.maxValue(365, P.leadTime),
)

/** The seller as registered; DIČ, IČ DPH and postcode in the form of the company's country. */
const CompanySchema = v.pipe(
  v.strictObject({
    name: text(200),
    street: text(200),
    city: text(100),
    zip: text(10),
    country: v.picklist(COUNTRIES, P.country),
    ico: v.pipe(text(12), v.check(isIco, P.ico)),
    dic: text(14),
    // Empty for a seller not registered for VAT (issue 37): required by the settings' own check when vatPayer.
    icdph: v.pipe(v.string(P.required), v.trim(), v.maxLength(14, P.tooLong)),
    register: text(300),
  }),
  v.forward(
    v.partialCheck([['country'], ['zip']], (c) => isPostcode(c.zip, c.country), P.zip),
    ['zip'],
  ),
  v.forward(
    v.partialCheck([['country'], ['dic']], (c) => isDic(c.dic, c.country), P.dic),
    ['dic'],
  ),
  v.forward(
    v.partialCheck([['country'], ['icdph']], (c) => c.icdph === '' || isIcDph(c.icdph, c.country), P.icdph),
    ['icdph'],
  ),
)

const ContactSchema = v.strictObject({
  phone: v.pipe(text(30), v.check(isShopPhone, P.phone)),
  email: v.pipe(
    text(200),
    v.check((email) => v.is(EmailSchema, email), P.email),
  ),
})

/** Office hours: from one weekday to another (1 Monday … 7 Sunday), opening before closing. */
const HoursSchema = v.pipe(
  v.strictObject({ fromDay: Day, toDay: Day, opens: Time, closes: Time }),
  v.forward(
    v.partialCheck([['fromDay'], ['toDay']], (h) => h.fromDay <= h.toDay, P.dayOrder),
    ['toDay'],
  ),
  v.forward(
    v.partialCheck(
      [['opens'], ['closes']],
      // A time that is not one is reported on its own, not as out of order too.
      (h) => !TIME.test(h.opens) || !TIME.test(h.closes) || minutesOf(h.opens) < minutesOf(h.closes),
      P.timeOrder,
    ),
    ['closes'],
  ),
)

/**
 * The workshop's capacity (issue 38.5, docs/decisions/0045-calendar.md): cabinet pieces it makes a working day (a
 * hallway counts as its modules, a line of two wardrobes as two), and its weekdays (1 Monday … 7 Sunday). Its public
 * holidays are those of the company's country.
 */
const WorkshopSchema = v.pipe(
  v.strictObject({
    capacity: v.pipe(
      v.number(P.capacity),
      v.integer(P.capacity),
      v.minValue(1, P.capacity),
      v.maxValue(100, P.capacity),
    ),
    fromDay: Day,
    toDay: Day,
  }),
  v.forward(
    v.partialCheck([['fromDay'], ['toDay']], (w) => w.fromDay <= w.toDay, P.dayOrder),
    ['toDay'],
  ),
)
export type Workshop = v.InferOutput<typeof WorkshopSchema>
/** A workshop of four pieces a day, Monday to Friday: versions published before the calendar read so. */
export const DEFAULT_WORKSHOP: Workshop = { capacity: 4, fromDay: 1, toDay: 5 }

/**
 * Lead times in working days (docs/product.md#delivery). The advertised delivery promises no more than the binding
 * terms, and the FAQ's "up to" covers the terms: home ≤ terms ≤ FAQ.
 */
const LeadTimesSchema = v.pipe(
  v.strictObject({ homeDelivery: LeadTime, termsProduction: LeadTime, faqProduction: LeadTime }),
  v.forward(
    v.partialCheck(
      [['homeDelivery'], ['termsProduction']],
      (t) => t.homeDelivery <= t.termsProduction,
      P.leadTimeOrder,
    ),
    ['termsProduction'],
  ),
  v.forward(
    v.partialCheck(
      [['termsProduction'], ['faqProduction']],
      (t) => t.termsProduction <= t.faqProduction,
      P.leadTimeOrder,
    ),
    ['faqProduction'],
  ),
)

const Percent = v.pipe(v.number(P.percent), v.integer(P.percent), v.minValue(0, P.percent), v.maxValue(100, P.percent))
const Amount = v.pipe(v.number(P.amount), v.minValue(0, P.amount), v.maxValue(100_000_000, P.amount))
const Prefix = v.pipe(v.string(P.prefix), v.trim(), v.regex(/^[A-Z0-9]{1,6}$/, P.prefix))
/** An SK or CZ IBAN, spaces allowed, its check digits right (ISO 13616 mod 97); empty while none is set. */
export function isIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase()
  if (!/^(SK|CZ)\d{22}$/.test(iban)) return false
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  return digits.split('').reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0) === 1
}
const Iban = v.pipe(
  v.string(P.iban),
  v.trim(),
  v.check((iban) => iban === '' || isIban(iban), P.iban),
)

/** When a delivered order's tax invoice is issued (issue 37.3): when it is ready to go, or once delivered. */
export const INVOICE_MOMENTS = ['ready', 'delivered'] as const

/** A settings version: every setting, none more. */
export const ShopSettingsSchema = v.strictObject({
  company: CompanySchema,
  contact: v.strictObject({ sk: ContactSchema, cz: ContactSchema }),
  hours: HoursSchema,
  leadTimes: LeadTimesSchema,
  /**
   * The language of the workshop's sheets (work orders, the production batch), whatever each order's language:
   * a Slovak workshop reads a Czech order in Slovak. Versions published before it existed read as Slovak.
   */
  workshopLanguage: v.optional(v.picklist(LANGUAGES, P.language), 'sk'),
  /** The workshop's pieces a day and weekdays (the production calendar). */
  workshop: v.optional(WorkshopSchema, DEFAULT_WORKSHOP),
  /*
   * Money and tax (issue 37, docs/decisions/0037). Versions published before them read as the shop was: a VAT payer,
   * outside the One-Stop-Shop, invoices FA…/credit notes DB… issued at delivery, no deposits.
   */
  /** Registered for VAT: false charges none and every document says the seller is not a VAT payer. */
  vatPayer: v.optional(v.boolean(P.yesNo), true),
  /** Registered for the EU One-Stop-Shop: a consumer in the other country pays that country's rate. */
  ossRegistered: v.optional(v.boolean(P.yesNo), false),
  /** The series of tax invoices: its prefix, numbered per year without gaps (FA2026-0001). */
  invoicePrefix: v.optional(Prefix, 'FA'),
  /** The series of credit notes, its own numbering. */
  creditNotePrefix: v.optional(Prefix, 'DB'),
  /** An order's invoice is issued when it is ready to go, or when it is delivered. */
  invoiceAt: v.optional(v.picklist(INVOICE_MOMENTS, P.invoiceAt), 'delivered'),
  /** A deposit asked before production, a percentage of the total with VAT; 0: none (the shop is cash on delivery). */
  depositPercent: v.optional(Percent, 0),
  /** Orders whose total with VAT is above this (currency units of each market) are asked for the deposit. */
  depositAbove: v.optional(v.strictObject({ sk: Amount, cz: Amount }), { sk: 0, cz: 0 }),
  /**
   * Crowns per euro for documents in the other currency (they state the VAT in the seller's too: SK § 74 ods. 1,
   * CZ § 29 odst. 1); the owner keeps it as each act says (SK: the ECB rate of the day before; CZ: the ČNB rate of the
   * day). 0: not set, and such documents state their own currency only.
   */
  eurCzk: v.optional(v.pipe(v.number(P.rate), v.minValue(0, P.rate), v.maxValue(1000, P.rate)), 0),
  /** The seller's account per currency, for deposits and on invoices; empty while none. */
  iban: v.optional(v.strictObject({ eur: Iban, czk: Iban }), { eur: '', czk: '' }),
})
export type ShopSettings = v.InferOutput<typeof ShopSettingsSchema>

/** What the schema cannot say field by field: a VAT payer has an IČ DPH; a deposit needs an account to be paid to. */
export function settingsCrossIssues(settings: ShopSettings): Array<{ key: SettingKey; problem: SettingsProblem }> {
  const issues: Array<{ key: SettingKey; problem: SettingsProblem }> = []
  if (settings.vatPayer && settings.company.icdph === '') issues.push({ key: 'company.icdph', problem: 'required' })
  if (settings.depositPercent > 0 && settings.iban.eur === '' && settings.iban.czk === '')
    issues.push({ key: 'iban.eur', problem: 'required' })
  return issues
}

/** The settings in force as the browser gets them (GET getShopSettings): the version and its data. */
export const ShopSettingsResponseSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  settings: ShopSettingsSchema,
})
export type ShopSettingsResponse = v.InferOutput<typeof ShopSettingsResponseSchema>

/** One entry of the version history. */
const SettingsHistoryEntrySchema = v.object({
  version: v.number(),
  publishedAt: v.string(),
  publishedBy: v.nullable(v.string()),
  note: v.nullable(v.string()),
})

/** A delivery price as the price lists have it (read-only here): per market and destination, net and gross. */
const DeliveryPriceSchema = v.object({
  market: v.picklist(COUNTRIES),
  to: v.picklist(COUNTRIES),
  net: v.number(),
  gross: v.number(),
})
export type DeliveryPrice = v.InferOutput<typeof DeliveryPriceSchema>

/** GET staffSettings: the version in force, its data, the history (newest first) and the delivery prices. */
export const StaffSettingsResponseSchema = v.object({
  version: v.number(),
  data: ShopSettingsSchema,
  history: v.array(SettingsHistoryEntrySchema),
  delivery: v.array(DeliveryPriceSchema),
})
export type StaffSettings = v.InferOutput<typeof StaffSettingsResponseSchema>

/** POST staffPublishSettings: the version the edit started from, the whole data (checked apart: 422 per field), a note. */
export const StaffPublishSettingsRequestSchema = v.object({
  baseVersion: v.pipe(v.number(), v.integer(), v.minValue(0)),
  data: v.unknown(),
  note: v.optional(v.pipe(v.string(), v.maxLength(500))),
})
export type StaffPublishSettingsRequest = v.InferOutput<typeof StaffPublishSettingsRequestSchema>
export const StaffPublishSettingsResponseSchema = v.object({ version: v.number() })

/** How the editor asks for a setting: a line of text, a number of days, a weekday or a country. */
export type SettingInput =
  | 'text'
  | 'days'
  | 'weekday'
  | 'time'
  | 'country'
  | 'language'
  | 'yesNo'
  | 'percent'
  | 'amount'
  | 'invoiceAt'
  | 'rate'
  | 'pieces'

/** Every editable setting, in the editor's order: its key (the input's data-setting-key) and its input. */
export const SETTING_FIELDS = [
  { key: 'company.name', input: 'text' },
  { key: 'company.street', input: 'text' },
  { key: 'company.zip', input: 'text' },
  { key: 'company.city', input: 'text' },
  { key: 'company.country', input: 'country' },
  { key: 'company.ico', input: 'text' },
  { key: 'company.dic', input: 'text' },
  { key: 'company.icdph', input: 'text' },
  { key: 'company.register', input: 'text' },
  { key: 'contact.sk.phone', input: 'text' },
  { key: 'contact.sk.email', input: 'text' },
  { key: 'contact.cz.phone', input: 'text' },
  { key: 'contact.cz.email', input: 'text' },
  { key: 'hours.fromDay', input: 'weekday' },
  { key: 'hours.toDay', input: 'weekday' },
  { key: 'hours.opens', input: 'time' },
  { key: 'hours.closes', input: 'time' },
  { key: 'leadTimes.homeDelivery', input: 'days' },
  { key: 'leadTimes.termsProduction', input: 'days' },
  { key: 'leadTimes.faqProduction', input: 'days' },
  { key: 'workshopLanguage', input: 'language' },
  { key: 'workshop.capacity', input: 'pieces' },
  { key: 'workshop.fromDay', input: 'weekday' },
  { key: 'workshop.toDay', input: 'weekday' },
  { key: 'vatPayer', input: 'yesNo' },
  { key: 'ossRegistered', input: 'yesNo' },
  { key: 'invoicePrefix', input: 'text' },
  { key: 'creditNotePrefix', input: 'text' },
  { key: 'invoiceAt', input: 'invoiceAt' },
  { key: 'depositPercent', input: 'percent' },
  { key: 'depositAbove.sk', input: 'amount' },
  { key: 'depositAbove.cz', input: 'amount' },
  { key: 'iban.eur', input: 'text' },
  { key: 'iban.czk', input: 'text' },
  { key: 'eurCzk', input: 'rate' },
] as const satisfies ReadonlyArray<{ key: string; input: SettingInput }>
export type SettingKey = (typeof SETTING_FIELDS)[number]['key']
export const SETTING_KEYS: readonly SettingKey[] = SETTING_FIELDS.map((field) => field.key)

/** The editor's form: each setting as the text typed. */
export type SettingsForm = Record<SettingKey, string>

const INPUT_OF_KEY = new Map<string, SettingInput>(SETTING_FIELDS.map((f) => [f.key, f.input]))

/** A setting's typed text as the schema wants it: whole numbers, amounts with a decimal comma, yes/no; NaN for junk. */
function typedValue(input: SettingInput | undefined, typed: string): unknown {
  switch (input) {
    case 'days':
    case 'weekday':
    case 'percent':
    case 'pieces':
      return /^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN
    case 'amount': {
      const amount = typed.replace(/\s+/g, '').replace(',', '.')
      return /^\d+(\.\d{1,2})?$/.test(amount) ? Number(amount) : Number.NaN
    }
    case 'rate': {
      const rate = typed.replace(/\s+/g, '').replace(',', '.')
      return /^\d+(\.\d{1,4})?$/.test(rate) ? Number(rate) : Number.NaN
    }
    case 'yesNo':
      return typed === 'true' ? true : typed === 'false' ? false : typed
    default:
      return typed
  }
}

const valueAt = (settings: ShopSettings, key: SettingKey): string | number =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], settings) as string | number

/** The form of a settings version. */
export function settingsFormOf(settings: ShopSettings): SettingsForm {
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, String(valueAt(settings, key))])) as SettingsForm
}

/** The data a form stands for: numbers where the schema wants them (NaN for anything else, which it refuses). */
export function settingsOfForm(form: SettingsForm): unknown {
  const data: Record<string, unknown> = {}
  for (const key of SETTING_KEYS) {
    const parts = key.split('.')
    let node = data
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
    const typed = form[key]
    node[parts.at(-1)!] = typedValue(INPUT_OF_KEY.get(key), typed)
  }
  return data
}

/** A problem of one setting, for the editor's localized message. */
export interface SettingsIssue {
  key: SettingKey
  problem: SettingsProblem
}

const PROBLEM_OF_MESSAGE = new Map<string, SettingsProblem>(
  Object.entries(SETTINGS_PROBLEMS).map(([problem, message]) => [message, problem as SettingsProblem]),
)

/** The setting and problem of an issue as the schema or the API (path `data.company.ico`) reports it. */
export function settingsIssueOf(issue: { path: string; message: string }): SettingsIssue | undefined {
  const key = issue.path.replace(/^data\./, '') as SettingKey
  if (!SETTING_KEYS.includes(key)) return undefined
  return { key, problem: PROBLEM_OF_MESSAGE.get(issue.message) ?? 'required' }
}

/** Every problem of a settings version, one per setting (the first); none when it may be published. */
export function settingsIssues(data: unknown): SettingsIssue[] {
  const result = v.safeParse(ShopSettingsSchema, data)
  if (result.success) return settingsCrossIssues(result.output)
  const seen = new Map<SettingKey, SettingsIssue>()
  for (const issue of result.issues) {
    const found = settingsIssueOf({ path: v.getDotPath(issue) ?? '', message: issue.message })
    if (found && !seen.has(found.key)) seen.set(found.key, found)
  }
  return [...seen.values()]
}

/** The official name of the company's country, as the terms and the contact page write it (the same in both languages). */
export const COUNTRY_OFFICIAL_NAMES: Record<Country, string> = {
  SK: 'Slovenská republika',
  CZ: 'Česká republika',
}
