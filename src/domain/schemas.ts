/**
 * valibot schemas of every call body and response of docs/product.md#calls, shared by browser and server.
 * `{product}` is Skrinka: getPriceSkrinka, saveOrderSkrinka, renderSkrinka, zavesnaSkrinka.
 * Structure and types live here; what a cabinet may be (limits, decors, shelves) is checked by
 * validateCabinetInput in ./validation.
 */
import * as v from 'valibot'
import { VARIANT_IDS } from './cabinet/catalogue'
import { CABINET_TYPES, DESIGNATIONS, MOUNTING_TYPES } from './cabinet/catalogue'
import { OPENING_SIDES } from './cabinet/model'
import { NOZKY_TYPES } from './cabinet/query'
import { PRICE_ITEMS } from './cabinet/price'
import { DOORS, HALLWAY_LIMITS, MAX_LOWER_MODULES, MODULE_VARIANTS, PODORYS } from './hallway/layout'
import { COUNTRIES, CURRENCIES, LANGUAGES, PHONE_PREFIXES } from './locale'
import { boundedList } from './bounded'

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const finite = v.pipe(v.number(), v.finite())
const count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))

/** Country codes (docs/product.md#markets; the payloads say SK and CZ). */
const CountrySchema = v.picklist(COUNTRIES)
export const VariantSchema = v.picklist(VARIANT_IDS as [string, ...string[]])
const DesignationSchema = v.picklist(DESIGNATIONS)
/** Mounting type, the payload's `typ` (docs/product.md#configurator-address). */
const MountingTypeSchema = v.picklist(MOUNTING_TYPES)
const NozkyTypeSchema = v.picklist(NOZKY_TYPES)
const OpeningSideSchema = v.nullish(v.picklist([...OPENING_SIDES, ''] as const))
const AnoNieSchema = v.picklist(['ANO', 'NIE'])
/**
 * "Translation per country" (docs/product.md#markets): the product's title in each market's language, keyed by the
 * payloads' country codes, e.g. { SK: 'Skrinka …', CZ: 'Skříňka …' }. Carried along, never priced.
 */
const TranslationSchema = v.strictObject({ SK: text(200), CZ: text(200) })

/**
 * The configurator's URL query (docs/product.md#configurator-address): every parameter optional; values are strings.
 */
export const CabinetQuerySchema = v.object({
  productId: v.optional(text(40)),
  baseColor: v.optional(text(40)),
  doorColor: v.optional(text(40)),
  typ: v.optional(text(20)),
  nozky: v.optional(text(10)),
  vrchnaDoska: v.optional(text(10)),
  nozkyType: v.optional(text(20)),
  tipon: v.optional(text(10)),
  designation: v.optional(text(20)),
  width: v.optional(text(10)),
  height: v.optional(text(10)),
  depth: v.optional(text(10)),
  shelvesCount: v.optional(text(10)),
  openingSide: v.optional(text(10)),
  hrubkaPolice: v.optional(text(10)),
  zmontovane: v.optional(text(10)),
})

/** getPrice cabinet (docs/product.md#calls): sizes in cm. */
const PriceCabinetSchema = v.object({
  realHeight: finite,
  realWidth: finite,
  depth: finite,
  variant: VariantSchema,
  type: v.optional(v.picklist(CABINET_TYPES)),
  openingSide: OpeningSideSchema,
  nozkyType: NozkyTypeSchema,
  vrchnaDoska: v.boolean(),
  shelvesCount: count,
  corpusColor: text(40),
  doorColor: text(40),
  designation: DesignationSchema,
  tipon: v.boolean(),
  typ: MountingTypeSchema,
  /** What the client shows (net, currency units); never trusted. */
  price: v.optional(v.nullable(finite)),
  translation: v.optional(TranslationSchema),
  zmontovane: v.optional(v.boolean()),
  zavesnaSkrinka: v.optional(AnoNieSchema),
  /** Shelf and upright thickness in cm (docs/product.md#options): 1.8 or 3.6. */
  hrubkaPolice: v.optional(v.picklist([1.8, 3.6])),
})
export type PriceCabinetInput = v.InferOutput<typeof PriceCabinetSchema>

/** The snapshot string is echoed back unchanged; it identifies which design a price belongs to. */
const SelectedProductStringSchema = text(20_000)

export const GetPriceRequestSchema = v.object({
  selectedProductString: SelectedProductStringSchema,
  cabinet: PriceCabinetSchema,
  country: CountrySchema,
})
export type GetPriceRequest = v.InferOutput<typeof GetPriceRequestSchema>

/** Price data: `price` net and `priceGross` in currency units; `cents` and `items` in minor units. */
const PriceDataSchema = v.object({
  price: v.number(),
  priceGross: v.number(),
  currency: v.picklist(CURRENCIES),
  vatRate: v.number(),
  cents: v.object({ net: v.number(), gross: v.number(), vat: v.number() }),
  items: v.object(
    Object.fromEntries(PRICE_ITEMS.map((k) => [k, v.number()])) as Record<
      (typeof PRICE_ITEMS)[number],
      v.NumberSchema<undefined>
    >,
  ),
})
export type PriceData = v.InferOutput<typeof PriceDataSchema>

export const GetPriceResponseSchema = v.object({
  selectedProductString: v.string(),
  priceData: PriceDataSchema,
})
export type GetPriceResponse = v.InferOutput<typeof GetPriceResponseSchema>

/** renderSkrinka (docs/product.md#calls): sizes in metres; zavesna is 'macka' (yes) or 'pes' (no). */
const RenderCabinetSchema = v.object({
  corpusColor: text(40),
  doorColor: text(40),
  width: finite,
  height: finite,
  depth: finite,
  variant: VariantSchema,
  legs: v.boolean(),
  vrchnaDoska: v.boolean(),
  shelvesCount: count,
  legsType: NozkyTypeSchema,
  openingSide: OpeningSideSchema,
  zavesna: v.picklist(['macka', 'pes']),
  designation: v.optional(DesignationSchema),
  tipon: v.optional(v.boolean()),
  hrubkaPolice: v.optional(v.picklist([1.8, 3.6])),
  // The showcase also sends these (docs/product.md#model).
  realWidth: v.optional(finite),
  realHeight: v.optional(finite),
  stranaOtvarania: v.optional(OpeningSideSchema),
  country: v.optional(CountrySchema),
})
export type RenderCabinetInput = v.InferOutput<typeof RenderCabinetSchema>
export const RenderRequestSchema = v.object({ cabinet: RenderCabinetSchema })
export const RenderResponseSchema = v.object({ id: text(128) })

/** An address (docs/product.md#checkout); unknown fields are refused. */
const AddressSchema = v.strictObject({ address: text(200), city: text(100), zip: text(20) })

/** The delivery address may be in the other country the shop delivers to; absent, the order's country. */
const DeliveryAddressSchema = v.strictObject({ ...AddressSchema.entries, country: v.optional(CountrySchema) })

/**
 * The customer as the order sends it (docs/product.md#checkout). The structure is checked here; the formats of each
 * field (e-mail, phone, postcode, IČO, DIČ, IČ DPH) by checkCustomer in ./checkout.
 */
export const CustomerSchema = v.strictObject({
  name: text(100),
  surname: text(100),
  email: text(200),
  phone: text(40),
  phonePrefix: v.picklist(PHONE_PREFIXES),
  /** The billing address; its country (absent: the market's) decides the formats of the company's IDs. */
  fakturacnaAdresa: DeliveryAddressSchema,
  dodaciaAdresa: v.optional(DeliveryAddressSchema),
  dorucenie: v.boolean(),
  osobnyOdber: v.boolean(),
  ico: v.optional(text(20)),
  dic: v.optional(text(20)),
  icdph: v.optional(text(20)),
  companyName: v.optional(text(200)),
  adresaDodaniaModel: v.boolean(),
  notes: v.optional(text(2000)),
  accept: v.literal(true),
  companyModel: v.boolean(),
})
export type Customer = v.InferOutput<typeof CustomerSchema>

/** The price a shopper saw for one piece: net and gross in currency units, with the VAT rate. */
const ShownPriceSchema = v.strictObject({
  price: finite,
  priceGross: finite,
  currency: v.picklist(CURRENCIES),
  vatRate: v.pipe(finite, v.minValue(0), v.maxValue(1)),
})
export type ShownPrice = v.InferOutput<typeof ShownPriceSchema>

/** addEvent (docs/product.md#events): the name carries the `skrinka-` prefix and, on phones, the `-mobile` suffix. */
export const AddEventRequestSchema = v.object({
  eventName: v.pipe(text(80), v.regex(/^skrinka-[a-z-]+$/, 'must be skrinka-{event}[-mobile]')),
  country: CountrySchema,
})

/** A hallway module (docs/product.md#hallway); sizes in metres, positions from the module's bottom. */
const HallwayModuleSchema = v.strictObject({
  width: v.pipe(finite, v.minValue(0.1), v.maxValue(1.5)),
  height: v.pipe(finite, v.minValue(0.1), v.maxValue(3)),
  depth: v.pipe(finite, v.minValue(0.2), v.maxValue(0.8)),
  x: v.pipe(finite, v.minValue(0), v.maxValue(10)),
  z: v.picklist([0, 2]),
  policky: boundedList(v.pipe(finite, v.minValue(0), v.maxValue(3)), { max: 12 }),
  vesanie: v.optional(boundedList(v.pipe(finite, v.minValue(0), v.maxValue(3)), { max: 4 }), []),
  moduleVariant: v.picklist(MODULE_VARIANTS),
  dvere: v.picklist(DOORS),
  image: v.optional(text(500)),
})
const PodorysSchema = v.picklist(PODORYS)
/** Both rows of the widest wall the configurator makes: 26 lower modules and 26 upper ones. */
const Modules = boundedList(HallwayModuleSchema, { min: 1, max: 2 * MAX_LOWER_MODULES })
/** Totals in cm, within the limits the configurator offers. */
const totalCm = ({ min, max }: { min: number; max: number }) => v.pipe(finite, v.minValue(min), v.maxValue(max))

/** A whole hallway (docs/product.md#hallway): totals in cm, the plan, the decors and the modules. */
const HallwaySchema = v.strictObject({
  cabinets: Modules,
  podorys: PodorysSchema,
  realWidth: totalCm(HALLWAY_LIMITS.width),
  realHeight: totalCm(HALLWAY_LIMITS.height),
  depth: totalCm(HALLWAY_LIMITS.depth),
  doorColor: text(40),
  corpusColor: text(40),
  backColor: v.optional(text(40)),
})

/** A cabinet in the cart: its design as getPrice takes it, the price seen and the count. */
const CabinetLineSchema = v.strictObject({
  ...v.omit(PriceCabinetSchema, ['price']).entries,
  price: ShownPriceSchema,
  count: v.optional(count),
})

/** A hallway cart item (docs/product.md#hallway): the whole wall as one line (variant chodba, type chodbovaZostava). */
const HallwayLineSchema = v.strictObject({
  variant: v.literal('chodba'),
  type: v.literal('chodbovaZostava'),
  podorys: PodorysSchema,
  realWidth: totalCm(HALLWAY_LIMITS.width),
  realHeight: totalCm(HALLWAY_LIMITS.height),
  depth: totalCm(HALLWAY_LIMITS.depth),
  corpusColor: text(40),
  doorColor: text(40),
  backColor: v.optional(text(40)),
  designation: v.literal('chodba'),
  tipon: v.literal(true),
  translation: v.optional(TranslationSchema),
  cabinets: Modules,
  price: ShownPriceSchema,
  count: v.optional(count),
})
export type HallwayLine = v.InferOutput<typeof HallwayLineSchema>

/**
 * A cart item (docs/product.md#cart), as the cart keeps it and the order sends it: a cabinet or a whole hallway,
 * the price the shopper saw, the count, and the configurator address to go back to.
 */
export const CartItemSchema = v.strictObject({
  title: text(200),
  /** The line's picture: a product image, or a hallway's drawing address (its design in the query). */
  image: text(2000),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  corpusColorTitle: text(200),
  doorColorTitle: text(200),
  link: v.optional(text(2000)),
  cabinet: v.variant('variant', [HallwayLineSchema, CabinetLineSchema]),
})
export type CartItem = v.InferOutput<typeof CartItemSchema>

/** getPriceChodba (docs/product.md#calls): the country defaults to SK. */
export const GetPriceChodbaRequestSchema = v.strictObject({
  country: v.optional(CountrySchema, 'SK'),
  furniture: Modules,
  podorys: PodorysSchema,
  realHeight: totalCm(HALLWAY_LIMITS.height),
  depth: totalCm(HALLWAY_LIMITS.depth),
  corpusColor: text(40),
  doorColor: text(40),
})
export type GetPriceChodbaRequest = v.InferOutput<typeof GetPriceChodbaRequestSchema>
export const GetPriceChodbaResponseSchema = v.object({ priceData: PriceDataSchema })
export type GetPriceChodbaResponse = v.InferOutput<typeof GetPriceChodbaResponseSchema>

/** The render call of the hallway's 3D model (the shop's own shape): the hallway → { id }. */
export const RenderChodbaRequestSchema = v.strictObject({ chodba: HallwaySchema })

export const SaveChodbaConsultationRequestSchema = v.strictObject({
  productId: text(80),
  orderId: text(80),
  chodba: HallwaySchema,
})
export const SaveChodbaConsultationResponseSchema = v.object({ status: v.literal('ulozene'), savedAt: v.string() })

export const GetChodbaByIdRequestSchema = v.strictObject({ furnitureId: text(80), orderId: text(80) })
export const GetChodbaByIdResponseSchema = v.object({
  doorColor: v.string(),
  corpusColor: v.string(),
  backColor: v.optional(v.string()),
  podorys: PodorysSchema,
  realWidth: v.number(),
  realHeight: v.number(),
  depth: v.number(),
  cabinets: v.array(HallwayModuleSchema),
})

/**
 * renderChodbaPhoto (docs/product.md#calls): a dimensioned front elevation, SVG or PNG (renderType), `res` pixels wide.
 */
export const RenderChodbaPhotoRequestSchema = v.strictObject({
  cabinets: Modules,
  doorColor: text(40),
  corpusColor: text(40),
  res: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(4000))),
  highRes: v.optional(v.boolean()),
  renderType: v.optional(v.picklist(['svg', 'png'])),
})

/** saveOrder body (docs/product.md#orders): unknown fields anywhere are refused. */
export const SaveOrderRequestSchema = v.strictObject({
  order: v.strictObject({
    customer: CustomerSchema,
    furniture: boundedList(CartItemSchema, { min: 1, max: 50 }),
    /** Σ price × count + cenaDopravy, net of VAT, in currency units, as the shopper saw it. */
    calculatedPriceFrontend: finite,
    country: CountrySchema,
    /** Shipping net of VAT in currency units; 0 for personal pickup. */
    cenaDopravy: finite,
  }),
  /** The visitor accepted marketing cookies: the purchase may be reported to the ads API (hashed). */
  marketingConsent: v.optional(v.boolean()),
  /** A honeypot people never see or fill; anything in it marks the order as a robot's. */
  kontrola: v.optional(text(200)),
})
export type SaveOrderRequest = v.InferOutput<typeof SaveOrderRequestSchema>

/**
 * The answer once the order is committed: its number, what the customer pays (VAT included) and a
 * one-time token that opens the confirmation page (getOrderConfirmation) without keeping the order in the browser.
 */
export const SaveOrderResponseSchema = v.object({
  orderNumber: text(40),
  total: v.number(),
  totalNet: v.number(),
  currency: v.picklist(CURRENCIES),
  confirmationToken: text(100),
})
export type SaveOrderResponse = v.InferOutput<typeof SaveOrderResponseSchema>

/** getOrderConfirmation body: the order's number and the token saveOrderSkrinka answered. */
export const OrderConfirmationRequestSchema = v.strictObject({ orderNumber: text(40), token: text(100) })

/** How an order is taxed (src/domain/tax.ts VatTreatment), as stored with it and shown on its confirmation. */
export const VatTreatmentSchema = v.variant('kind', [
  v.object({ kind: v.literal('notVatPayer') }),
  v.object({ kind: v.literal('domestic'), rateOf: CountrySchema }),
  v.object({ kind: v.literal('distance'), rateOf: CountrySchema }),
  v.object({ kind: v.literal('oss'), rateOf: CountrySchema }),
  v.object({ kind: v.literal('intraCommunity'), buyerVatId: text(20) }),
])

/** What the confirmation page shows of an order: no personal data beyond how it is delivered. Money in currency units. */
export const OrderSummarySchema = v.object({
  orderNumber: text(40),
  currency: v.picklist(CURRENCIES),
  country: CountrySchema,
  courier: v.boolean(),
  lines: v.array(
    v.object({
      title: v.string(),
      /** The cabinet's variant (a hallway set's is chodba). */
      variant: v.string(),
      count: v.number(),
      corpusColorTitle: v.string(),
      doorColorTitle: v.string(),
      size: v.tuple([v.number(), v.number(), v.number()]),
      price: v.number(),
      priceGross: v.number(),
    }),
  ),
  /** Shipping net, and the totals the shop confirmed. */
  shipping: v.number(),
  totalNet: v.number(),
  total: v.number(),
  /** How it is taxed and its VAT per rate (issue 37); absent for orders before it. */
  vat: v.optional(
    v.object({
      treatment: VatTreatmentSchema,
      lines: v.array(v.object({ rate: v.number(), base: v.number(), vat: v.number() })),
    }),
  ),
  /** The delivery day (YYYY-MM-DD) promised when the order was placed (issue 39.1); absent for orders before it. */
  deliveryDate: v.optional(v.string()),
})
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>

/** The 409 answer when a price changed: the server's price of every line, shipping and totals. */
export const PriceChangedResponseSchema = v.object({
  error: v.literal('price_changed'),
  message: v.string(),
  lines: v.array(ShownPriceSchema),
  cenaDopravy: v.number(),
  calculatedPriceFrontend: v.number(),
  totalGross: v.number(),
})
export type PriceChangedResponse = v.InferOutput<typeof PriceChangedResponseSchema>

/** The JSON every API error answers with: a code, a sentence, and the fields at fault. */
export const ApiErrorSchema = v.object({
  error: v.string(),
  message: v.string(),
  issues: v.optional(v.array(v.object({ path: v.string(), message: v.string() }))),
  /** On a 429: seconds until the next try may succeed (the Retry-After header's value). */
  retryAfter: v.optional(v.number()),
})
export type ApiError = v.InferOutput<typeof ApiErrorSchema>

/**
 * The staff roles: the owner may do everything, staff the daily work (issue 15), the workshop signs in for the shop
 * floor's screens only (issue 36: every desk call refuses it until a call opts in).
 */
export const STAFF_ROLES = ['owner', 'staff', 'workshop'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Staff sign in with their e-mail and password (POST staffSignIn). */
export const StaffSignInRequestSchema = v.strictObject({
  email: text(200),
  password: text(200),
  /** The authenticator's code, for an account with one-time codes (401 `code_required` without it). */
  code: v.optional(text(20)),
})

/** The signed-in staff member (GET staffMe, and what staffSignIn answers). */
export const StaffMeSchema = v.object({
  name: v.string(),
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  /** The language the person chose for the back office; absent: none chosen, the address's (a script has none). */
  language: v.optional(v.nullable(v.picklist(LANGUAGES))),
  /** staffMe only: whether the account signs in with one-time codes (an owner without them is asked to add them). */
  totp: v.optional(v.boolean()),
})
export type StaffMe = v.InferOutput<typeof StaffMeSchema>

/** POST staffSetLanguage: the back office's language for the signed-in person; null goes back to the address's. */
export const StaffLanguageRequestSchema = v.strictObject({ language: v.nullable(v.picklist(LANGUAGES)) })
