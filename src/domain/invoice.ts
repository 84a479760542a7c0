/**
 * Tax documents (issue 37.3–37.6): an invoice for a delivered order, a credit note that corrects or cancels one, and
 * the document for a received deposit. One shape for all three, written once when issued and never changed
 * (tax_document.document holds it as JSON): the PDF, the e-mail, the desk and the accountant's exports (ISDOC, UBL,
 * CSV) all read this, none computes money of its own. Money in minor units of `currency`.
 */
import * as v from 'valibot'
import { CURRENCIES, type Country, type Currency, type Language } from './locale'
import type { Customer } from './schemas'
import { formatPhone } from './checkout'
import type { ShopSettings } from './settings'
import { amountDue } from './delivery'
import { exemptionSection, type VatTreatment } from './tax'

/** The kinds of tax document, each its own series. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'creditNote', 'deposit'] as const
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number]

/** A party as the VAT acts name it: name and address, IČO, DIČ and VAT number where it has them. */
export interface TaxParty {
  name: string
  street: string
  city: string
  zip: string
  country: Country
  /** IČO (SK, CZ company ID); absent for a consumer. */
  ico?: string
  /** DIČ (SK tax ID; in CZ the DIČ is the VAT number). */
  dic?: string
  /** IČ DPH / DIČ for VAT (SK…, CZ…); absent when not registered. */
  vatId?: string
}

/** The seller as the settings in force at issue said. */
export interface TaxSeller extends TaxParty {
  vatPayer: boolean
  /** The register entry (SK obchodný register, CZ obchodní rejstřík): every invoice names it. */
  register: string
  /** The account payments go to (IBAN); absent when none is set. */
  iban?: string
  email: string
  phone: string
}

/** One line: a cabinet, a hallway, shipping, or (a credit note) a correction. Negative amounts on credit notes. */
export interface TaxLine {
  title: string
  count: number
  /** Unit price without VAT. */
  unitNet: number
  /** The rate as a fraction (0.23, 0.21, 0 when exempt or not charged). */
  vatRate: number
  net: number
  vat: number
  gross: number
}

/** The sums of one VAT rate (both acts ask for the base and tax per rate). */
export interface TaxRateSum {
  vatRate: number
  net: number
  vat: number
  gross: number
}

/** A document's VAT in the seller's currency (see `TaxDocument.conversion`). */
export interface TaxConversion {
  currency: Currency
  /** Crowns per euro, as set in the settings when the document was issued. */
  eurCzk: number
  perRate: Array<{ vatRate: number; net: number; vat: number }>
  vat: number
}

/** The currency a seller keeps its books in: its country's. */
export const HOME_CURRENCY: Record<Country, Currency> = { SK: 'EUR', CZ: 'CZK' }

/**
 * The sums per rate in the seller's currency, converted at `eurCzk` crowns per euro and rounded to its minor unit, or
 * undefined when the document is in the seller's currency, no rate is set, or no VAT is charged.
 */
export function conversionOf(
  perRate: readonly TaxRateSum[],
  currency: Currency,
  seller: Country,
  eurCzk: number,
): TaxConversion | undefined {
  const home = HOME_CURRENCY[seller]
  if (currency === home || !(eurCzk > 0) || perRate.every((sum) => sum.vatRate === 0)) return undefined
  const convert = (amount: number) => Math.round(home === 'CZK' ? amount * eurCzk : amount / eurCzk)
  const converted = perRate.map((sum) => ({ vatRate: sum.vatRate, net: convert(sum.net), vat: convert(sum.vat) }))
  return { currency: home, eurCzk, perRate: converted, vat: converted.reduce((all, sum) => all + sum.vat, 0) }
}

/** A deposit deducted on the final invoice: its document and what it held per rate. */
export interface TaxDeduction {
  number: string
  issuedOn: string
  perRate: TaxRateSum[]
}

export interface TaxDocument {
  kind: TaxDocumentKind
  /** The whole number as printed (FA2026-0001): series prefix, year, sequence. */
  number: string
  series: string
  year: number
  sequence: number
  orderNumber: string
  /** The order's language: the PDF and e-mail are written in it. */
  language: Language
  currency: Currency
  /** Dates YYYY-MM-DD: issue, taxable supply (delivery; for a deposit the day it was received), due. */
  issuedOn: string
  suppliedOn: string
  dueOn: string
  seller: TaxSeller
  buyer: TaxParty
  /** How the order was taxed: the legal wording printed for it follows from this. */
  treatment: VatTreatment
  /** A credit note's invoice (its number and issue date). */
  refersTo?: { number: string; issuedOn: string }
  /** Why a credit note was issued, in the document's language. */
  reason?: string
  /** A credit note that takes back the whole invoice (a cancellation, a refused delivery, an undone move). */
  cancels?: boolean
  lines: TaxLine[]
  perRate: TaxRateSum[]
  /** Deposits already taxed and paid, deducted from what is due. */
  deductions: TaxDeduction[]
  /**
   * The VAT in the seller's own currency when the document is in the other (a Slovak seller's crown invoice states it
   * in euro, SK § 74 ods. 1; a Czech seller's euro invoice in crowns, CZ § 29 odst. 1): the rate (crowns per euro)
   * from the settings at issue, each rate's base and VAT converted. Absent in the seller's currency or without a rate.
   */
  conversion?: TaxConversion
  /** The cash rounding (issue 37.2), outside every VAT base; 0 for a transfer. */
  rounding: number
  total: { net: number; vat: number; gross: number }
  /** What is left to pay: gross − deductions + rounding. */
  payable: number
  payment: 'cash' | 'transfer'
  /** The order number's digits (2026000123): the variable symbol of any payment. */
  variableSymbol: string
}

/** A document's number as printed and as the variable symbol's neighbour: FA2026-0001 (at least four digits). */
export function documentNumber(series: string, year: number, sequence: number): string {
  return `${series}${year}-${String(sequence).padStart(4, '0')}`
}

/** The series of a kind from the settings: the invoice and credit-note prefixes; deposits take the invoice's with Z. */
export function seriesOf(kind: TaxDocumentKind, settings: { invoicePrefix: string; creditNotePrefix: string }): string {
  return kind === 'invoice'
    ? settings.invoicePrefix
    : kind === 'creditNote'
      ? settings.creditNotePrefix
      : `${settings.invoicePrefix}Z`
}

/** The variable symbol of an order: its number's digits (2026-000123 → 2026000123), at most ten as banks take. */
export function variableSymbolOf(orderNumber: string): string {
  return orderNumber.replace(/\D/g, '').slice(-10)
}

/** A document before issuing gives it its number. */
export type UnnumberedTaxDocument = Omit<TaxDocument, 'number' | 'sequence'>

/** What an invoice is made from: the order as stored (minor units; unit prices as the order was priced). */
export interface InvoiceOrder {
  number: string
  /** The market: its language is the document's, its currency the order's. */
  country: Country
  currency: Currency
  customer: Customer
  /** How the order was taxed; null for an order placed before issue 37 (its market's rate, domestic). */
  treatment: VatTreatment | null
  lines: ReadonlyArray<{ title: string; count: number; unitNet: number; unitGross: number }>
  shipping: { net: number; gross: number }
}

/** The settings an invoice takes its seller and series from (the version in force when it is issued). */
export type InvoiceSettings = Pick<
  ShopSettings,
  'company' | 'contact' | 'iban' | 'vatPayer' | 'invoicePrefix' | 'creditNotePrefix' | 'eurCzk'
>

/** The document's language: the order's market's. */
export const languageOfCountry = (country: Country): Language => (country === 'SK' ? 'sk' : 'cs')

/**
 * A line's VAT rate from its stored unit prices, to whole percent (the rates of both acts are whole percent): the
 * order's lines keep net and gross, the rate they were charged follows from them.
 */
export function rateOfUnit(unitNet: number, unitGross: number): number {
  if (unitNet <= 0 || unitGross <= unitNet) return 0
  return Math.round(((unitGross - unitNet) / unitNet) * 100) / 100
}

/** A line of `count` pieces: its net, VAT and gross from the unit prices (the totals the order was charged). */
export function taxLine(title: string, count: number, unitNet: number, unitGross: number, exempt: boolean): TaxLine {
  const net = unitNet * count
  const gross = exempt ? net : unitGross * count
  return { title, count, unitNet, vatRate: exempt ? 0 : rateOfUnit(unitNet, unitGross), net, vat: gross - net, gross }
}

/** The sums per rate, highest rate first (as both acts ask: the base and the tax of each rate). */
export function sumsPerRate(lines: readonly TaxLine[]): TaxRateSum[] {
  const sums = new Map<number, TaxRateSum>()
  for (const line of lines) {
    const sum = sums.get(line.vatRate) ?? { vatRate: line.vatRate, net: 0, vat: 0, gross: 0 }
    sum.net += line.net
    sum.vat += line.vat
    sum.gross += line.gross
    sums.set(line.vatRate, sum)
  }
  return [...sums.values()].sort((a, b) => b.vatRate - a.vatRate)
}

const totalOf = (lines: readonly TaxLine[]) => ({
  net: lines.reduce((sum, line) => sum + line.net, 0),
  vat: lines.reduce((sum, line) => sum + line.vat, 0),
  gross: lines.reduce((sum, line) => sum + line.gross, 0),
})

const blankToUndefined = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

/** The buyer as the order names them: the company with its IDs, or the person; the billing address. */
export function buyerOf(customer: Customer, market: Country): TaxParty {
  const billing = customer.fakturacnaAdresa as Customer['fakturacnaAdresa'] & { country?: Country }
  const company = customer.companyModel
  return {
    name:
      company && blankToUndefined(customer.companyName)
        ? customer.companyName!.trim()
        : `${customer.name} ${customer.surname}`,
    street: billing.address,
    city: billing.city,
    zip: billing.zip,
    // The billing country is the market's unless the order names another (issue 37.1).
    country: billing.country ?? market,
    ...(company && blankToUndefined(customer.ico) ? { ico: customer.ico!.trim() } : {}),
    ...(company && blankToUndefined(customer.dic) ? { dic: customer.dic!.trim() } : {}),
    ...(company && blankToUndefined(customer.icdph)
      ? { vatId: customer.icdph!.replace(/\s+/g, '').toUpperCase() }
      : {}),
  }
}

/** The seller's account for a currency, written without spaces as payment orders and QR codes take it; '' while none. */
export const ibanOf = (settings: Pick<ShopSettings, 'iban'>, currency: Currency) =>
  (currency === 'EUR' ? settings.iban.eur : settings.iban.czk).replace(/\s+/g, '')

/** The seller as the settings in force say, with the contact and account of the order's market and currency. */
export function sellerOf(settings: InvoiceSettings, market: Country, currency: Currency): TaxSeller {
  const { company } = settings
  const contact = market === 'SK' ? settings.contact.sk : settings.contact.cz
  const iban = ibanOf(settings, currency)
  return {
    name: company.name,
    street: company.street,
    city: company.city,
    zip: company.zip,
    country: company.country,
    ico: company.ico,
    dic: company.dic,
    ...(settings.vatPayer && company.icdph ? { vatId: company.icdph } : {}),
    vatPayer: settings.vatPayer,
    register: company.register,
    ...(iban ? { iban } : {}),
    email: contact.email,
    phone: formatPhone(contact.phone),
  }
}

/** What the invoice's issuer decides: the days (YYYY-MM-DD) and the deposits already taxed. */
export interface InvoiceMoment {
  issuedOn: string
  /** The day of the taxable supply (delivery, or the planned day when issued at "ready"). */
  suppliedOn: string
  deductions?: TaxDeduction[]
}

/** Shipping's line title in the document's language. */
const SHIPPING_TITLE: Record<Language, string> = { sk: 'Doprava', cs: 'Doprava' }

/**
 * The tax invoice of an order (issue 37.3): each line with count, unit net, rate and VAT; shipping a line; the sums
 * per rate; deposits deducted; the cash rounding outside every VAT base (the shop is paid in cash); the variable
 * symbol; seller and buyer with their IDs; the treatment, whose legal wording the PDF and exports print.
 */
export function invoiceOf(
  order: InvoiceOrder,
  settings: InvoiceSettings,
  moment: InvoiceMoment,
): UnnumberedTaxDocument {
  // The order was priced with its treatment (what the customer pays); only an order placed before issue 37 has none:
  // then the settings in force say whether VAT is charged, at the market's rate.
  const treatment: VatTreatment =
    order.treatment ?? (settings.vatPayer ? { kind: 'domestic', rateOf: order.country } : { kind: 'notVatPayer' })
  // Exempt or not charged: the line's gross is its net whatever the stored gross says.
  const exempt = treatment.kind === 'notVatPayer' || treatment.kind === 'intraCommunity'
  const language = languageOfCountry(order.country)
  const lines = order.lines.map((line) => taxLine(line.title, line.count, line.unitNet, line.unitGross, exempt))
  if (order.shipping.net > 0 || order.shipping.gross > 0)
    lines.push(taxLine(SHIPPING_TITLE[language], 1, order.shipping.net, order.shipping.gross, exempt))
  const total = totalOf(lines)
  const deductions = moment.deductions ?? []
  const deducted = deductions.reduce((sum, d) => sum + d.perRate.reduce((s, r) => s + r.gross, 0), 0)
  // The rounding is of the sum the driver collects, after the deposits (SK Act 18/1996 § 3(4)).
  const { rounding } = amountDue(total.gross, order.currency, { paid: deducted })
  const year = Number(moment.issuedOn.slice(0, 4))
  return {
    kind: 'invoice',
    series: seriesOf('invoice', settings),
    year,
    orderNumber: order.number,
    language,
    currency: order.currency,
    issuedOn: moment.issuedOn,
    suppliedOn: moment.suppliedOn,
    // Cash on delivery: due when the goods are handed over.
    dueOn: moment.suppliedOn > moment.issuedOn ? moment.suppliedOn : moment.issuedOn,
    seller: sellerOf(settings, order.country, order.currency),
    buyer: buyerOf(order.customer, order.country),
    treatment,
    lines,
    perRate: sumsPerRate(lines),
    conversion: conversionOf(sumsPerRate(lines), order.currency, settings.company.country, settings.eurCzk),
    deductions,
    rounding,
    total,
    payable: total.gross - deducted + rounding,
    payment: 'cash',
    variableSymbol: variableSymbolOf(order.number),
  }
}

/** What a credit note corrects: the whole invoice (a cancellation or a refused delivery), or an edit's difference. */
export type Correction =
  | { kind: 'cancel'; reason: string }
  | {
      kind: 'edit'
      reason: string
      lines: ReadonlyArray<{ title: string; count: number; unitNet: number; unitGross: number }>
      shipping: { net: number; gross: number }
    }

const lineKey = (line: Pick<TaxLine, 'title' | 'unitNet' | 'vatRate'>) =>
  `${line.title}\u0000${line.unitNet}\u0000${line.vatRate}`

/**
 * The lines that take an invoice's lines to the edited ones: per line (title, unit net, rate) the difference of the
 * counts, a removed line negative, a new one positive; what did not change is not repeated.
 */
export function differenceLines(before: readonly TaxLine[], after: readonly TaxLine[]): TaxLine[] {
  const counts = new Map<string, { line: TaxLine; count: number }>()
  for (const line of before) {
    const key = lineKey(line)
    const entry = counts.get(key) ?? { line, count: 0 }
    entry.count -= line.count
    counts.set(key, entry)
  }
  for (const line of after) {
    const key = lineKey(line)
    const entry = counts.get(key) ?? { line, count: 0 }
    entry.count += line.count
    counts.set(key, entry)
  }
  return [...counts.values()]
    .filter((entry) => entry.count !== 0)
    .map(({ line, count }) => {
      const unitVat = line.count === 0 ? 0 : line.vat / line.count
      const net = line.unitNet * count
      const vat = Math.round(unitVat * count)
      return { title: line.title, count, unitNet: line.unitNet, vatRate: line.vatRate, net, vat, gross: net + vat }
    })
}

/**
 * A credit note (opravný doklad, SK § 71 ods. 3; CZ § 45) referring to its invoice, which never changes: a
 * cancellation takes back every line (negative), an edit the difference. Its own series; the invoice's parties,
 * treatment and language.
 */
export function creditNoteOf(
  invoice: TaxDocument,
  correction: Correction,
  settings: Pick<InvoiceSettings, 'invoicePrefix' | 'creditNotePrefix'>,
  issuedOn: string,
): UnnumberedTaxDocument {
  const exempt = invoice.treatment.kind === 'notVatPayer' || invoice.treatment.kind === 'intraCommunity'
  let lines: TaxLine[]
  let rounding: number
  if (correction.kind === 'cancel') {
    lines = invoice.lines.map((line) => ({
      ...line,
      count: -line.count,
      net: -line.net,
      vat: -line.vat,
      gross: -line.gross,
    }))
    rounding = -invoice.rounding
  } else {
    const after = correction.lines.map((line) => taxLine(line.title, line.count, line.unitNet, line.unitGross, exempt))
    if (correction.shipping.net > 0 || correction.shipping.gross > 0)
      after.push(
        taxLine(SHIPPING_TITLE[invoice.language], 1, correction.shipping.net, correction.shipping.gross, exempt),
      )
    lines = differenceLines(invoice.lines, after)
    const deducted = invoice.deductions.reduce((sum, d) => sum + d.perRate.reduce((s, r) => s + r.gross, 0), 0)
    const newGross = invoice.total.gross + totalOf(lines).gross
    rounding =
      amountDue(newGross, invoice.currency, { method: invoice.payment, paid: deducted }).rounding - invoice.rounding
  }
  const total = totalOf(lines)
  return {
    kind: 'creditNote',
    series: seriesOf('creditNote', settings),
    year: Number(issuedOn.slice(0, 4)),
    orderNumber: invoice.orderNumber,
    language: invoice.language,
    currency: invoice.currency,
    issuedOn,
    // The correction's taxable day is the day it is made (SK § 25, CZ § 42: the correction when it happens).
    suppliedOn: issuedOn,
    dueOn: issuedOn,
    seller: invoice.seller,
    buyer: invoice.buyer,
    treatment: invoice.treatment,
    refersTo: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: correction.reason,
    cancels: correction.kind === 'cancel',
    lines,
    perRate: sumsPerRate(lines),
    // At the invoice's rate: a correction states its difference as the invoice stated the whole.
    conversion: conversionOf(
      sumsPerRate(lines),
      invoice.currency,
      invoice.seller.country,
      invoice.conversion?.eurCzk ?? 0,
    ),
    deductions: [],
    rounding,
    total,
    payable: total.gross + rounding,
    payment: invoice.payment,
    variableSymbol: invoice.variableSymbol,
  }
}

/** The invoice of an order still in force: the last one not cancelled by a credit note, or undefined. */
export function liveInvoice(documents: readonly TaxDocument[]): TaxDocument | undefined {
  const cancelled = new Set(
    documents.filter((d) => d.kind === 'creditNote' && d.cancels && d.refersTo).map((d) => d.refersTo!.number),
  )
  return documents.filter((d) => d.kind === 'invoice' && !cancelled.has(d.number)).at(-1)
}

/** A seller registered in a trade register is a person (živnostník): "I am not" rather than "we are not". */
const isSoleTrader = (seller: Pick<TaxSeller, 'register'>) => /živnost/i.test(seller.register)

/**
 * The legal wording a document prints for its treatment, in its language, citing the seller's act (the seller's
 * country's law governs the invoice): the exemption of an intra-community supply (SK § 43 ods. 1 písm. a) zákona
 * č. 222/2004 Z. z.; CZ § 64 zákona č. 235/2004 Sb.; Directive 2006/112/EC art. 138, art. 226(11)), or that the seller
 * is not a VAT payer. Domestic, distance and One-Stop-Shop sales are taxed as usual: nothing to add.
 */
export function legalWording(document: Pick<TaxDocument, 'treatment' | 'seller' | 'language'>): string[] {
  const { treatment, seller, language } = document
  if (treatment.kind === 'intraCommunity') {
    const act = exemptionSection(seller.country, language)
    return language === 'sk'
      ? [
          `Oslobodenie od dane: dodanie tovaru do iného členského štátu, oslobodené od dane podľa ${act} (čl. 138 smernice 2006/112/ES).`,
          `IČ DPH dodávateľa: ${seller.vatId ?? ''}; IČ DPH odberateľa: ${treatment.buyerVatId}.`,
        ]
      : [
          `Osvobozeno od daně: dodání zboží do jiného členského státu, osvobozené od daně podle ${act} (čl. 138 směrnice 2006/112/ES).`,
          `DIČ dodavatele: ${seller.vatId ?? ''}; DIČ odběratele: ${treatment.buyerVatId}.`,
        ]
  }
  if (treatment.kind === 'notVatPayer') {
    const person = isSoleTrader(seller)
    return [
      language === 'sk'
        ? person
          ? 'Nie som platiteľ DPH.'
          : 'Nie sme platiteľom DPH.'
        : person
          ? 'Nejsem plátce DPH.'
          : 'Nejsme plátci DPH.',
    ]
  }
  return []
}

/** One document as the desk lists it (GET staffOrderDocuments). */
export const StaffDocumentSchema = v.object({
  number: v.string(),
  kind: v.picklist(TAX_DOCUMENT_KINDS),
  issuedOn: v.string(),
  refersTo: v.nullable(v.string()),
  currency: v.picklist(CURRENCIES),
  gross: v.number(),
  payable: v.number(),
  cancelled: v.boolean(),
})

/** An order's tax documents, oldest first, and whether the desk may issue its invoice now. */
export const StaffOrderDocumentsSchema = v.object({
  documents: v.array(StaffDocumentSchema),
  /** The order is made (ready or delivered) and has no invoice in force. */
  canIssue: v.boolean(),
})
export type StaffOrderDocuments = v.InferOutput<typeof StaffOrderDocumentsSchema>

/** The statuses at which the desk may issue an order's invoice by hand: made and ready to go, or delivered. */
export const INVOICEABLE_STATUSES = ['ready', 'delivered'] as const

/** The desk's list of an order's documents: each with whether a credit note has cancelled it. */
export function staffDocumentsOf(documents: readonly TaxDocument[], status: string): StaffOrderDocuments {
  const live = liveInvoice(documents)
  const cancelled = new Set(
    documents.filter((d) => d.kind === 'creditNote' && d.cancels && d.refersTo).map((d) => d.refersTo!.number),
  )
  return {
    documents: documents.map((document) => ({
      number: document.number,
      kind: document.kind,
      issuedOn: document.issuedOn,
      refersTo: document.refersTo?.number ?? null,
      currency: document.currency,
      gross: document.total.gross,
      payable: document.payable,
      cancelled: cancelled.has(document.number),
    })),
    canIssue: live === undefined && (INVOICEABLE_STATUSES as readonly string[]).includes(status),
  }
}

/** The reason on the credit note of an invoice whose status move was undone within its 10 s (never e-mailed). */
export const UNDONE_MOVE_REASON: Record<Language, string> = {
  sk: 'Zmena stavu objednávky bola vrátená späť; faktúra sa stornuje.',
  cs: 'Změna stavu objednávky byla vrácena zpět; faktura se stornuje.',
}

/** The reason on the credit note of an invoiced order edited by the desk. */
export const EDIT_REASON: Record<Language, string> = {
  sk: 'Zmena objednávky (počet kusov alebo cena).',
  cs: 'Změna objednávky (počet kusů nebo cena).',
}
