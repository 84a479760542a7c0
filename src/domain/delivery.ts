/**
 * Delivery (issue 36, docs/product.md#delivery): ready courier orders go out in the shop's own vans, planned onto a
 * day with a time window, or, when the desk chooses, by a parcel carrier with a tracking number. The day's stops
 * sorted for the route sheet, the carriers' tracking links and the wire shapes of the delivery calls. No I/O.
 */
import * as v from 'valibot'
import { COUNTRIES, CURRENCIES, type Country, type Currency } from './locale'
import { cashRounding } from './tax'

/** The parcel carriers the desk knows, with the page where a customer follows a parcel; `other` has no link. */
export const CARRIERS = ['packeta', 'gls', 'dpd', 'sps', 'ppl', 'ceskaPosta', 'slovenskaPosta', 'other'] as const
export type Carrier = (typeof CARRIERS)[number]

/** A known carrier's name as customers know it (a brand, the same in Slovak and Czech) and its tracking page. */
const CARRIER_TABLE: Record<Exclude<Carrier, 'other'>, { name: string; tracking: (code: string) => string }> = {
  packeta: { name: 'Packeta', tracking: (code) => `https://tracking.packeta.com/?id=${code}` },
  gls: { name: 'GLS', tracking: (code) => `https://gls-group.com/track/${code}` },
  dpd: { name: 'DPD', tracking: (code) => `https://tracking.dpd.de/parcelstatus?query=${code}` },
  sps: { name: 'SPS', tracking: (code) => `https://www.sps-sro.sk/sledovanie-zasielky/?shipmentNumber=${code}` },
  ppl: { name: 'PPL', tracking: (code) => `https://www.ppl.cz/vyhledat-zasilku?shipmentId=${code}` },
  ceskaPosta: {
    name: 'Česká pošta',
    tracking: (code) => `https://www.postaonline.cz/trackandtrace/-/zasilka/cislo?parcelNumbers=${code}`,
  },
  slovenskaPosta: { name: 'Slovenská pošta', tracking: (code) => `https://tandt.posta.sk/zasielky/${code}` },
}

/** A carrier's name: the brand of a known one, the name the desk typed for another. */
export function carrierName(carrier: Carrier, typed = ''): string {
  return carrier === 'other' ? typed.trim() : CARRIER_TABLE[carrier].name
}

/** The page where the customer follows the parcel, or undefined for a carrier the shop has no link for. */
export function trackingUrl(carrier: Carrier, tracking: string): string | undefined {
  return carrier === 'other' ? undefined : CARRIER_TABLE[carrier].tracking(encodeURIComponent(tracking.trim()))
}

/** A time of day on the shop's clock, "8:00" or "08:00". */
const Time = v.pipe(v.string(), v.regex(/^([01]?\d|2[0-3]):[0-5]\d$/))

/** Minutes after midnight of "H:MM". */
const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number)
  return hours! * 60 + minutes!
}

/** The windows the desk offers (two hours each, the vans' working day); the call takes any window that checks. */
export const WINDOWS = [
  { from: '8:00', to: '10:00' },
  { from: '10:00', to: '12:00' },
  { from: '12:00', to: '14:00' },
  { from: '14:00', to: '16:00' },
  { from: '16:00', to: '18:00' },
] as const

/** A window as it is stored and written: "8:00" (no leading zero, as Slovak and Czech write times). */
export const normalTime = (time: string) => {
  const minutes = minutesOf(time)
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`
}

/** A window makes sense: it starts before it ends, within one day. */
export const isWindow = (from: string, to: string) => minutesOf(from) < minutesOf(to)

/** A day the desk plans, YYYY-MM-DD. */
export const DaySchema = v.pipe(v.string(), v.isoDate())

/** POST /api/staff/deliveries/:date/plan: puts a ready courier order on the day in a window (again: moves it). */
export const DeliveryPlanRequestSchema = v.pipe(
  v.object({ number: v.pipe(v.string(), v.maxLength(20)), from: Time, to: Time }),
  v.check((plan) => isWindow(plan.from, plan.to), 'The window must start before it ends.'),
)

/** POST /api/staff/deliveries/:date/notify: the "on the way" e-mail to these stops (all of the day's when absent). */
export const DeliveryNotifyRequestSchema = v.object({
  numbers: v.optional(v.array(v.pipe(v.string(), v.maxLength(20)))),
})
export const DeliveryNotifyResponseSchema = v.object({ sent: v.array(v.string()) })

/** POST /api/staff/orders/:number/parcel: the order leaves by a carrier with this tracking number. */
export const ParcelRequestSchema = v.pipe(
  v.object({
    carrier: v.picklist(CARRIERS),
    /** The carrier's name when it is `other`. */
    carrierName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
    tracking: v.pipe(v.string(), v.trim(), v.minLength(4), v.maxLength(40), v.regex(/^[A-Za-z0-9-]+$/)),
  }),
  v.check((parcel) => parcel.carrier !== 'other' || Boolean(parcel.carrierName), 'Name the carrier.'),
)

/** An order's delivery as the desk shows it: none yet, a van on a day in a window, or a parcel. */
export const OrderDeliverySchema = v.nullable(
  v.variant('method', [
    v.object({
      method: v.literal('van'),
      date: v.string(),
      from: v.string(),
      to: v.string(),
      /** When the "on the way" e-mail of this plan was written to the outbox; null before. */
      notifiedAt: v.nullable(v.string()),
    }),
    v.object({
      method: v.literal('parcel'),
      carrier: v.picklist(CARRIERS),
      carrierName: v.string(),
      tracking: v.string(),
      url: v.nullable(v.string()),
      notifiedAt: v.nullable(v.string()),
    }),
  ]),
)
export type OrderDelivery = v.InferOutput<typeof OrderDeliverySchema>

/** GET /api/staff/orders/:number/delivery: the delivery and whether the order may be planned (ready, courier). */
export const StaffOrderDeliverySchema = v.object({
  delivery: OrderDeliverySchema,
  /** A ready courier order: the desk may plan it on a van or send it as a parcel. */
  plannable: v.boolean(),
})
export type StaffOrderDelivery = v.InferOutput<typeof StaffOrderDeliverySchema>

/** One stop of a day: who, where, when, and the cash the driver collects (money in currency units). */
export const DeliveryStopSchema = v.object({
  number: v.string(),
  name: v.string(),
  company: v.nullable(v.string()),
  address: v.string(),
  zip: v.string(),
  city: v.string(),
  country: v.picklist(COUNTRIES),
  phone: v.string(),
  from: v.string(),
  to: v.string(),
  cash: v.object({ gross: v.number(), currency: v.picklist(CURRENCIES) }),
  notifiedAt: v.nullable(v.string()),
})
export type DeliveryStop = v.InferOutput<typeof DeliveryStopSchema>

/** A ready courier order not yet on a van or a parcel: what the day may take. */
export const DeliveryCandidateSchema = v.object({
  number: v.string(),
  name: v.string(),
  zip: v.string(),
  city: v.string(),
  country: v.picklist(COUNTRIES),
  gross: v.number(),
  currency: v.picklist(CURRENCIES),
})
export type DeliveryCandidate = v.InferOutput<typeof DeliveryCandidateSchema>

/** GET /api/staff/deliveries/:date: the day's stops in route order and the ready courier orders still unplanned. */
export const StaffDeliveryDaySchema = v.object({
  date: v.string(),
  stops: v.array(DeliveryStopSchema),
  unplanned: v.array(DeliveryCandidateSchema),
})
export type StaffDeliveryDay = v.InferOutput<typeof StaffDeliveryDaySchema>

/** Why the desk may not plan or send an order: it is not ready yet (or no longer), or it is picked up. */
export const DELIVERY_REFUSALS = ['not_ready', 'not_courier'] as const
export type DeliveryRefusal = (typeof DELIVERY_REFUSALS)[number]

/** The refusal for an order in this status and delivery type, or null when the desk may plan it. */
export function deliveryRefusal(status: string, courier: boolean): DeliveryRefusal | null {
  if (!courier) return 'not_courier'
  return status === 'ready' ? null : 'not_ready'
}

/** A postcode's digits ("811 01" and "81101" are one place), for ordering. */
const postcodeKey = (zip: string) => zip.replace(/\D/g, '')

/**
 * The day's stops in the order the van drives them: by country (Slovakia first, where the workshop is), then by
 * postcode (neighbouring postcodes are neighbouring places in both countries' systems), then by window and number.
 */
export function routeOrder<T extends { country: Country; zip: string; from: string; number: string }>(
  stops: readonly T[],
): T[] {
  const countryRank = (country: Country) => COUNTRIES.indexOf(country)
  return [...stops].sort(
    (a, b) =>
      countryRank(a.country) - countryRank(b.country) ||
      postcodeKey(a.zip).localeCompare(postcodeKey(b.zip)) ||
      minutesOf(a.from) - minutesOf(b.from) ||
      a.number.localeCompare(b.number),
  )
}

/** What is due for an order, in minor units: its total, the cash rounding (outside every VAT base) and what is paid. */
export interface AmountDue {
  /** The order's total with VAT, as its lines and VAT lines say (less a deposit received, when one was). */
  total: number
  /** The cash rounding: its own line, never in a VAT base; 0 for a bank transfer. */
  rounding: number
  /** What the customer pays: total + rounding. */
  due: number
}

/**
 * The one place that says what an order costs at the door (issue 37.2): the confirmation page, the e-mails, the route
 * sheet, the deliveries desk, the cash record and the invoice all call it. Cash (to the driver or on pickup) is
 * rounded by its currency's rule (`cashRounding`: euro to 5 cents, crowns to whole crowns); a bank transfer never.
 * A deposit already received is deducted before rounding: only the cash handed over is rounded.
 */
export function amountDue(
  total: number,
  currency: Currency,
  options: { method?: 'cash' | 'transfer'; paid?: number } = {},
): AmountDue {
  const remaining = total - (options.paid ?? 0)
  const { collect, rounding } = cashRounding(remaining, currency, options.method ?? 'cash')
  return { total: remaining, rounding, due: collect }
}

/** The cash the driver collects for an order (minor units): its total rounded for cash (see amountDue). */
export function cashToCollect(gross: number, currency: Currency): number {
  return amountDue(gross, currency).due
}

/** The outbox kind of an order's delivery e-mail: one per plan (a new plan of the same order is a new e-mail). */
export const deliveryMailKind = (kind: 'onway' | 'parcel', plan: number) => `${kind}-${plan}` as const
