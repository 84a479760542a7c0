/**
 * VAT by the law, not by the shop's language (issue 37, point 1), and the cash rounding (point 2). Pure rules, each a
 * named function with its own table test (tests/unit/tax.test.ts); the place of supply of goods sent to the buyer is
 * where the transport ends, so the delivery country decides, then the buyer (docs/decisions, issue 37's record).
 * Work in progress (branch i37-tax): not yet wired into prices, checkout or documents.
 */
import { COUNTRIES, type Country, type Currency } from './locale'
import { isIcDph } from './checkout'

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
