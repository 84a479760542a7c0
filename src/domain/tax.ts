/**
 * VAT by the law, not by the shop's language (issue 37, point 1), and the cash rounding (point 2). Pure rules, each a
 * named function with its own table test (tests/unit/tax.test.ts); the place of supply of goods sent to the buyer is
 * where the transport ends, so the delivery country decides, then the buyer (docs/decisions, issue 37's record).
 * The cart, the checkout and saveOrder all price an order through `orderTax` and `taxedItems` (no second copy).
 */
import { COUNTRIES, type Country, type Currency, type Language } from './locale'
import { destinationOf, isIcDph, type CustomerForm } from './checkout'
import { toMinor, toUnits } from './money'
import { roundStep } from './cabinet/price'
import type { CartItem } from './schemas'

/** The seller as the tax settings say: its country, whether it is a VAT payer, whether it uses the EU One-Stop-Shop. */
export interface SellerTax {
  country: Country
  vatPayer: boolean
  oss: boolean
}

/** The buyer as the order says: a company or a consumer, and a company's VAT number (IČ DPH / DIČ), if any. */
export interface BuyerTax {
  company: boolean
  vatId?: string | undefined
}

/**
 * How an order's lines are taxed, with the source of each (Directive 2006/112/EC; the national sections to be checked
 * again in the decision record before this is wired):
 * - `notVatPayer`: a seller not registered for VAT charges none (art. 287; SK § 4, CZ § 6 of the VAT acts);
 * - `domestic`: goods that stay in the seller's country, the seller's rate (art. 32);
 * - `distance`: a consumer in the other country, the seller outside the One-Stop-Shop and under the EU's 10 000 €
 *   threshold: taxed where the goods leave, the seller's rate (art. 59c);
 * - `oss`: a consumer in the other country, the seller in the One-Stop-Shop: the destination's rate (art. 33(a),
 *   369a ff.);
 * - `intraCommunity`: a company registered for VAT in the other country, the goods sent there: exempt (art. 138;
 *   SK § 43, CZ § 64), both VAT numbers on every document.
 */
export type VatTreatment =
  | { kind: 'notVatPayer' }
  | { kind: 'domestic'; rateOf: Country }
  | { kind: 'distance'; rateOf: Country }
  | { kind: 'oss'; rateOf: Country }
  | { kind: 'intraCommunity'; buyerVatId: string }

/** The country of a VAT number in the SK or CZ format (SK and 10 digits; CZ and 8 to 10), else undefined. */
export function vatIdCountry(vatId: string | undefined): Country | undefined {
  if (!vatId) return undefined
  return COUNTRIES.find((country) => isIcDph(vatId, country))
}

/** A seller not registered for VAT charges none, whoever buys and wherever the goods go. */
export function notVatPayerRule(seller: SellerTax): VatTreatment | undefined {
  return seller.vatPayer ? undefined : { kind: 'notVatPayer' }
}

/** A company with a VAT number of another country than the seller's, the goods sent to that country: exempt. */
export function intraCommunityRule(seller: SellerTax, buyer: BuyerTax, delivery: Country): VatTreatment | undefined {
  const of = buyer.company ? vatIdCountry(buyer.vatId) : undefined
  if (!of || of === seller.country || delivery === seller.country || of !== delivery) return undefined
  return { kind: 'intraCommunity', buyerVatId: buyer.vatId!.replace(/\s+/g, '').toUpperCase() }
}

/** Goods that stay in the seller's country, a consumer or a company alike: the seller's rate. */
export function domesticRule(seller: SellerTax, delivery: Country): VatTreatment | undefined {
  return delivery === seller.country ? { kind: 'domestic', rateOf: seller.country } : undefined
}

/**
 * Goods sent to a buyer without a VAT number of the destination (a consumer, or a company not registered there):
 * the destination's rate in the One-Stop-Shop, else the seller's.
 */
export function distanceSaleRule(seller: SellerTax, delivery: Country): VatTreatment {
  return seller.oss ? { kind: 'oss', rateOf: delivery } : { kind: 'distance', rateOf: seller.country }
}

/** The one treatment of an order: the rules above, in the order the law asks them. */
export function vatTreatment(seller: SellerTax, buyer: BuyerTax, delivery: Country): VatTreatment {
  return (
    notVatPayerRule(seller) ??
    intraCommunityRule(seller, buyer, delivery) ??
    domesticRule(seller, delivery) ??
    distanceSaleRule(seller, delivery)
  )
}

/** The VAT rate a treatment charges, from each country's rate (the price lists' `vatRate`): 0 when none is charged. */
export function vatRateOf(treatment: VatTreatment, rates: Record<Country, number>): number {
  return 'rateOf' in treatment ? rates[treatment.rateOf] : 0
}

/** What the driver collects: the total rounded for cash, and the rounding (outside the VAT base), in minor units. */
export interface CashToCollect {
  collect: number
  rounding: number
}

/**
 * Cash rounding of a cash-on-delivery total (minor units). Euro cash is rounded to 5 cents, the final sum only
 * (SK Act 18/1996 § 3(4) as amended by Act 457/2021, from 1 July 2022: ..1, ..2 → ..0; ..3, ..4, ..6, ..7 → ..5;
 * ..8, ..9 → up); crown cash to whole crowns, half a crown up (CZ: the smallest coin is 1 Kč). By the currency: the
 * coins are the currency's. A bank transfer is never rounded.
 */
export function cashRounding(gross: number, currency: Currency, method: 'cash' | 'transfer'): CashToCollect {
  if (method === 'transfer') return { collect: gross, rounding: 0 }
  const step = currency === 'EUR' ? 5 : 100
  const collect = Math.round(gross / step) * step
  return { collect, rounding: collect - gross }
}

/** What the shop's settings say of the seller's tax (published settings: `vatPayer`, `ossRegistered`, the company). */
export function sellerTaxOf(settings: {
  vatPayer: boolean
  ossRegistered: boolean
  company: { country: Country }
}): SellerTax {
  return { country: settings.company.country, vatPayer: settings.vatPayer, oss: settings.ossRegistered }
}

/**
 * The rate a consumer of each market pays at home: what the configurator, the listings and the price calls show
 * before a checkout knows more (a Slovak seller outside the One-Stop-Shop charges a Czech consumer its 23 %).
 */
export function consumerRates(seller: SellerTax, rates: Record<Country, number>): Record<Country, number> {
  return {
    SK: vatRateOf(vatTreatment(seller, { company: false }, 'SK'), rates),
    CZ: vatRateOf(vatTreatment(seller, { company: false }, 'CZ'), rates),
  }
}

/** The buyer as the checkout form has it: a company's VAT number counts only when ordering as a company. */
export function buyerTaxOf(form: Pick<CustomerForm, 'isCompany' | 'vatId'>): BuyerTax {
  const vatId = form.vatId.trim()
  return form.isCompany && vatId ? { company: true, vatId } : { company: form.isCompany }
}

type SupplyFields = Pick<CustomerForm, 'delivery' | 'separateDeliveryAddress' | 'deliveryAddress' | 'billingAddress'>

/**
 * The place of supply: where the courier takes the goods (the delivery address, else the billing address); goods
 * picked up at the workshop are supplied in the seller's country (Directive 2006/112/EC art. 31: where the goods are
 * when they are handed over). Before the shopper chose, the courier to the billing country is assumed.
 */
export function supplyCountryOf(form: SupplyFields, market: Country, seller: SellerTax): Country {
  return form.delivery === 'pickup' ? seller.country : destinationOf(form, market)
}

/** The seller's tax and each country's VAT rate (from the price lists in force): what `orderTax` needs besides the form. */
export interface TaxSettings {
  seller: SellerTax
  rates: Record<Country, number>
}

/** An order's treatment and the one rate all its lines and its shipping are taxed at. */
export interface OrderTax {
  treatment: VatTreatment
  rate: number
}

/** The tax of an order as the form stands: the browser shows it, saveOrder charges it. */
export function orderTax(
  form: SupplyFields & Pick<CustomerForm, 'isCompany' | 'vatId'>,
  market: Country,
  tax: TaxSettings,
): OrderTax {
  const treatment = vatTreatment(tax.seller, buyerTaxOf(form), supplyCountryOf(form, market, tax.seller))
  return { treatment, rate: vatRateOf(treatment, tax.rates) }
}

/** A net amount with VAT, rounded as the price list rounds (the price functions' own rule: half up, to `roundTo`). */
export function grossOf(net: number, rate: number, roundTo: number): number {
  return roundStep(net * (1 + rate), roundTo)
}

/**
 * The cart's lines at an order's rate: the net stays as the market's price list says, the gross is net × (1 + rate).
 * The server prices the same lines with the same rate, so a shopper who saw these prices gets no 409.
 */
export function taxedItems(items: readonly CartItem[], rate: number, roundTo: number): CartItem[] {
  return items.map((item) => {
    const price = item.cabinet.price
    if (price.vatRate === rate) return item
    const priceGross = toUnits(grossOf(toMinor(price.price), rate, roundTo))
    return { ...item, cabinet: { ...item.cabinet, price: { ...price, priceGross, vatRate: rate } } }
  })
}

/** One VAT rate's part of an order: the rate, the base (net) and the VAT, in minor units. */
export interface VatLine {
  rate: number
  base: number
  vat: number
}

/** The VAT per rate (the `vat-line`s of the cart, checkout and confirmation), highest rate first. */
export function vatLines(amounts: readonly { net: number; gross: number; rate: number }[]): VatLine[] {
  const byRate = new Map<number, VatLine>()
  for (const { net, gross, rate } of amounts) {
    const line = byRate.get(rate) ?? { rate, base: 0, vat: 0 }
    byRate.set(rate, { rate, base: line.base + net, vat: line.vat + gross - net })
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate)
}

/**
 * The provision that exempts an intra-community supply, the seller's own VAT act (the supply is the seller's: SK Act
 * 222/2004 § 43(1)(a), CZ Act 235/2004 § 64), as the cart, the e-mails and the documents cite it in a language.
 */
export function exemptionSection(seller: Country, language: Language): string {
  if (seller === 'SK')
    return language === 'sk'
      ? '§ 43 ods. 1 písm. a) zákona č. 222/2004 Z. z. o dani z pridanej hodnoty'
      : '§ 43 odst. 1 písm. a) slovenského zákona č. 222/2004 Z. z. o dani z přidané hodnoty'
  return language === 'sk'
    ? '§ 64 českého zákona č. 235/2004 Sb. o dani z přidanej hodnoty'
    : '§ 64 zákona č. 235/2004 Sb., o dani z přidané hodnoty'
}

/** A rate as the documents print it: 23 %, 0 %. */
export const ratePercent = (rate: number) => `${Math.round(rate * 10000) / 100} %`
