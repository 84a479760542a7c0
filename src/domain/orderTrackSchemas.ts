/**
 * What the API table says of the customer's order page (issue 39.2): its calls' bodies and answers. Apart from the
 * rules (./orderTrack.ts), so the shop's pages, whose first load holds the API table, carry no timeline code.
 */
import * as v from 'valibot'
import { COUNTRIES, CURRENCIES, LOCALES, type LocaleCode } from './locale'
import { CartItemSchema } from './schemas'
import { FULFILMENT_STATUSES } from './fulfilmentSchemas'
import { OrderDeliverySchema } from './delivery'

/**
 * The link's token: 32 bytes of randomness in base64url (43 characters, 256 bits). Anything else is refused before
 * the database is asked, with the same 404 as an unknown token.
 */
export const TRACK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The order page's address word (the same in Slovak and Czech); the token follows it, nothing personal. */
export const ORDER_PAGE_PATH = '/objednavka'

/** The order page's path in a language: `/objednavka/<token>`, `/cz/objednavka/<token>`. */
export const orderPagePath = (token: string, locale: LocaleCode) =>
  `${LOCALES[locale].prefix}${ORDER_PAGE_PATH}/${token}`

/** The page writes times on the shop's clock (./fulfilment.ts SHOP_TIME_ZONE; not imported: it carries the calendar). */
export const TRACK_TIME_ZONE = 'Europe/Bratislava'

/**
 * The name the status history keeps for a cancellation the customer made on the order page (no staff account): the
 * desk says "the customer" for it rather than "a script".
 */
export const CUSTOMER_ACTOR = 'customer:order-page'

/** The longest message the customer may send the shop from the page (characters, after trimming). */
export const ORDER_MESSAGE_MAX = 2000

/** The token of every call of the page; its format is checked by the route (a malformed one is a plain 404). */
const TokenSchema = v.pipe(v.string(), v.maxLength(100))

/** getOrderTrack, cancelOrderTrack: the link's token; a cancellation names the version the customer saw. */
export const OrderTrackRequestSchema = v.strictObject({ token: TokenSchema })
export const OrderTrackCancelRequestSchema = v.strictObject({
  token: TokenSchema,
  version: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
/** sendOrderTrackMessage: the customer's words to the shop, 1–2000 characters after trimming. */
export const OrderTrackMessageRequestSchema = v.strictObject({
  token: TokenSchema,
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(ORDER_MESSAGE_MAX)),
})

/** The steps of the timeline, in order; `onTheWay` only for an order the shop's van or a carrier brings. */
export const TRACK_STEPS = ['received', 'confirmed', 'inProduction', 'ready', 'onTheWay', 'delivered'] as const
export type TrackStep = (typeof TRACK_STEPS)[number]

/** One step: done (with when), the current one, or still to come; a closed order ends in `cancelled` or `refused`. */
export const TrackEntrySchema = v.object({
  step: v.picklist([...TRACK_STEPS, 'cancelled', 'refused']),
  state: v.picklist(['done', 'current', 'upcoming']),
  /** ISO time the step was reached; null while it has not been (or the history does not say). */
  at: v.nullable(v.string()),
})
export type TrackEntry = v.InferOutput<typeof TrackEntrySchema>

/** A document the customer may download from the page, by its key in `orderTrackDocument?doc=`. */
export const TrackDocumentSchema = v.object({
  /** `design-<line position>`, `assembly`, or a tax document's number. */
  key: v.string(),
  kind: v.picklist(['design', 'invoice', 'creditNote', 'deposit', 'assembly']),
  /** The line's title (design), the document's number (invoice, credit note), '' for the instructions. */
  label: v.string(),
})
export type TrackDocument = v.InferOutput<typeof TrackDocumentSchema>

/** One ordered line: the cart item (title, picture, decors, link), its 3D model's address and the price per piece. */
export const TrackLineSchema = v.object({
  position: v.number(),
  title: v.string(),
  count: v.number(),
  item: CartItemSchema,
  /** The design's GLB (the shop's viewer shows it), null when it could not be made. */
  model: v.nullable(v.string()),
  /** Price per piece incl. VAT, in minor units. */
  unitGross: v.number(),
})
export type TrackLine = v.InferOutput<typeof TrackLineSchema>

/** The customer's order page: no name, address or e-mail (the page is reached by a link alone). */
export const OrderTrackSchema = v.object({
  number: v.string(),
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  createdAt: v.string(),
  status: v.picklist(FULFILMENT_STATUSES),
  /** The status version: a cancellation decided on an older one is refused (409). */
  version: v.number(),
  courier: v.boolean(),
  /** The total incl. VAT, in minor units. */
  totalGross: v.number(),
  /** The day promised when the order was placed (YYYY-MM-DD); null for an order placed before the shop promised one. */
  deliveryDate: v.nullable(v.string()),
  /** The delivery as the customer was told it (the van's day and window, or the carrier and tracking); null before. */
  dispatch: OrderDeliverySchema,
  timeline: v.array(TrackEntrySchema),
  /** While in production: the share of the boards' shop-floor steps done, 0–100; null otherwise. */
  progress: v.nullable(v.number()),
  lines: v.array(TrackLineSchema),
  documents: v.array(TrackDocumentSchema),
  /** Whether the terms let the customer cancel now, and until when (the shop's wall clock, YYYY-MM-DDTHH:MM:SS). */
  cancellable: v.boolean(),
  cancellableUntil: v.nullable(v.string()),
  /** The messages the customer sent from the page, oldest first. */
  messages: v.array(v.object({ at: v.string(), text: v.string() })),
})
export type OrderTrack = v.InferOutput<typeof OrderTrackSchema>
