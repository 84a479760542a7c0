/**
 * Tax documents (issue 37.3–37.6): an invoice for a delivered order, a credit note that corrects or cancels one, and
 * the document for a received deposit. One shape for all three, written once when issued and never changed
 * (tax_document.document holds it as JSON): the PDF, the e-mail, the desk and the accountant's exports (ISDOC, UBL,
 * CSV) all read this, none computes money of its own. Money in minor units of `currency`.
 */
import type { Country, Currency, Language } from './locale'
import type { VatTreatment } from './tax'

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
  lines: TaxLine[]
  perRate: TaxRateSum[]
  /** Deposits already taxed and paid, deducted from what is due. */
  deductions: TaxDeduction[]
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
export function seriesOf(
  kind: TaxDocumentKind,
  settings: { invoicePrefix: string; creditNotePrefix: string },
): string {
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
