/**
 * The accountant's export (issue 37.6): what the ISDOC and UBL writers share, the CSV of a period's tax documents and
 * the monthly overview. Everything is read from the issued documents (src/domain/invoice.ts), never recomputed from
 * orders: the export says what the invoices said. Pure; the XML trees are serialized on the server.
 */
import * as v from 'valibot'
import { COUNTRIES, CURRENCIES, type Country, type Currency } from './locale'
import { csvField } from './cutListCsv'
import { MINOR_PER_UNIT } from './money'
import { TAX_DOCUMENT_KINDS, type TaxDocument } from './invoice'

/** The EN 16931 VAT category (UNCL5305) of a line: standard, exempt, intra-community supply, not subject to VAT. */
export type TaxCategory = 'S' | 'E' | 'K' | 'O'

/** A line's category from the order's treatment and its rate. */
export function taxCategoryOf(treatment: TaxDocument['treatment'], vatRate: number): TaxCategory {
  if (treatment.kind === 'notVatPayer') return 'O'
  if (treatment.kind === 'intraCommunity') return 'K'
  return vatRate > 0 ? 'S' : 'E'
}

/**
 * Why a category other than S carries no VAT: the VATEX code (CEF's list, as Peppol BIS asks for K, E, O) and the
 * act of the seller's country in the wording the documents print (SK § 43 and § 4, CZ § 64 and § 6 of the VAT acts).
 */
export function exemptionOf(
  category: TaxCategory,
  sellerCountry: Country,
): { code: string; reason: string } | undefined {
  const sk = sellerCountry === 'SK'
  switch (category) {
    case 'K':
      return {
        code: 'VATEX-EU-IC',
        reason: sk
          ? 'Dodanie tovaru oslobodené od dane podľa § 43 zákona č. 222/2004 Z. z.'
          : 'Dodání zboží osvobozené od daně podle § 64 zákona č. 235/2004 Sb.',
      }
    case 'O':
      return {
        code: 'VATEX-EU-O',
        reason: sk ? 'Dodávateľ nie je platiteľom DPH.' : 'Dodavatel není plátcem DPH.',
      }
    case 'E':
      return {
        code: 'VATEX-EU-E',
        reason: sk ? 'Oslobodené od dane.' : 'Osvobozeno od daně.',
      }
    case 'S':
      return undefined
  }
}

/** Minor units as the XML and CSV decimal: 123456 → "1234.56", −5 → "-0.05". */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(Math.round(minor))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A rate as a percent without float noise: 0.23 → "23", 0.105 → "10.5". */
export function percent(vatRate: number): string {
  return String(Math.round(vatRate * 10000) / 100)
}

/** What one rate of a document declares: its base and tax less the deposits already taxed at that rate. */
export interface DeclaredRate {
  vatRate: number
  category: TaxCategory
  net: number
  vat: number
  gross: number
  /** The deposits' share at this rate (zero without deposits). */
  deducted: { net: number; vat: number; gross: number }
}

/**
 * The rates a document declares, in its own signs (a credit note's are negative): the final invoice's base less the
 * deposits' (each deposit had its own document, so counting both would tax the deposit twice).
 */
export function declaredRates(document: TaxDocument): DeclaredRate[] {
  const deducted = new Map<number, { net: number; vat: number; gross: number }>()
  for (const deduction of document.deductions)
    for (const sum of deduction.perRate) {
      const was = deducted.get(sum.vatRate) ?? { net: 0, vat: 0, gross: 0 }
      deducted.set(sum.vatRate, { net: was.net + sum.net, vat: was.vat + sum.vat, gross: was.gross + sum.gross })
    }
  return document.perRate.map((sum) => {
    const less = deducted.get(sum.vatRate) ?? { net: 0, vat: 0, gross: 0 }
    return {
      vatRate: sum.vatRate,
      category: taxCategoryOf(document.treatment, sum.vatRate),
      net: sum.net - less.net,
      vat: sum.vat - less.vat,
      gross: sum.gross - less.gross,
      deducted: less,
    }
  })
}

/**
 * The country of supply: the delivery country, which every VAT treatment but a non-payer's names (domestic and OSS
 * the destination's rate, a distance sale leaves the seller's country, an intra-community supply goes to the buyer's
 * VAT country). A non-payer's documents have no VAT; they are counted at the buyer's country.
 */
export function countryOfSupply(document: TaxDocument): Country {
  const { treatment, seller, buyer } = document
  switch (treatment.kind) {
    case 'domestic':
    case 'oss':
      return treatment.rateOf
    case 'distance':
      return COUNTRIES.find((country) => country !== seller.country) ?? buyer.country
    case 'intraCommunity':
      return COUNTRIES.find((country) => treatment.buyerVatId.toUpperCase().startsWith(country)) ?? buyer.country
    case 'notVatPayer':
      return buyer.country
  }
}

/**
 * A stable UUID for a document (ISDOC asks for one): derived from the seller's IČO and the document's number, so the
 * same document exported twice is the same document to the accounting program. Four FNV-1a passes, version 5 bits.
 */
export function documentUuid(document: TaxDocument): string {
  const text = `${document.seller.ico ?? document.seller.name}/${document.number}`
  const words = [0x811c9dc5, 0x01000193, 0x6b8b4567, 0x327b23c6].map((seed) => {
    let hash = seed >>> 0
    for (const char of text) {
      hash ^= char.codePointAt(0)!
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    return hash.toString(16).padStart(8, '0')
  })
  const hex = words.join('').split('')
  hex[12] = '5'
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const all = hex.join('')
  return `${all.slice(0, 8)}-${all.slice(8, 12)}-${all.slice(12, 16)}-${all.slice(16, 20)}-${all.slice(20)}`
}

/** The CSV's columns: one row per document and rate, as an accounting program imports them. */
export const TAX_CSV_HEADER = [
  'number',
  'kind',
  'refersTo',
  'order',
  'issuedOn',
  'suppliedOn',
  'dueOn',
  'currency',
  'buyer',
  'buyerIco',
  'buyerDic',
  'buyerVatId',
  'buyerCountry',
  'country',
  'treatment',
  'category',
  'vatRate',
  'net',
  'vat',
  'gross',
  'rounding',
  'payable',
  'payment',
  'variableSymbol',
] as const

/**
 * The documents as CSV (as the other desk files: UTF-8 with a BOM, `;`, CRLF, money with a decimal point, formula-safe
 * fields). Amounts per rate are what the rate declares (deposits deducted), credit notes negative; the document's
 * rounding and payable amount stand on its first row only, so summing a column never counts them twice.
 */
export function taxDocumentsCsv(documents: readonly TaxDocument[]): string {
  const records: Array<Array<string | number>> = [[...TAX_CSV_HEADER]]
  for (const document of documents) {
    const rates = declaredRates(document)
    rates.forEach((rate, index) => {
      records.push([
        document.number,
        document.kind,
        document.refersTo?.number ?? '',
        document.orderNumber,
        document.issuedOn,
        document.suppliedOn,
        document.dueOn,
        document.currency,
        document.buyer.name,
        document.buyer.ico ?? '',
        document.buyer.dic ?? '',
        document.buyer.vatId ?? '',
        document.buyer.country,
        countryOfSupply(document),
        document.treatment.kind,
        rate.category,
        percent(rate.vatRate),
        decimal(rate.net),
        decimal(rate.vat),
        decimal(rate.gross),
        index === 0 ? decimal(document.rounding) : '',
        index === 0 ? decimal(document.payable) : '',
        document.payment,
        document.variableSymbol,
      ])
    })
  }
  return `\uFEFF${records.map((record) => record.map(csvField).join(';')).join('\r\n')}\r\n`
}

/** One row of the monthly overview: sales of a country of supply, a currency and a rate. Minor units. */
export interface OverviewRow {
  country: Country
  currency: Currency
  vatRate: number
  category: TaxCategory
  net: number
  vat: number
  gross: number
  /** How many documents contributed (credit notes included). */
  documents: number
}

/**
 * The sales of a set of documents (a month's) per country of supply, currency and rate: what the documents declared,
 * credit notes subtracting. Sorted by country, currency, then rate from the highest.
 */
export function salesOverview(documents: readonly TaxDocument[]): OverviewRow[] {
  const rows = new Map<string, OverviewRow>()
  for (const document of documents) {
    const country = countryOfSupply(document)
    for (const rate of declaredRates(document)) {
      const key = `${country}|${document.currency}|${rate.vatRate}|${rate.category}`
      const row = rows.get(key) ?? {
        country,
        currency: document.currency,
        vatRate: rate.vatRate,
        category: rate.category,
        net: 0,
        vat: 0,
        gross: 0,
        documents: 0,
      }
      row.net += rate.net
      row.vat += rate.vat
      row.gross += rate.gross
      row.documents += 1
      rows.set(key, row)
    }
  }
  return [...rows.values()].sort(
    (a, b) => a.country.localeCompare(b.country) || a.currency.localeCompare(b.currency) || b.vatRate - a.vatRate,
  )
}

/** The EU's yearly threshold of cross-border consumer sales (art. 59c of Directive 2006/112/EC), in euro cents. */
export const CROSS_BORDER_THRESHOLD_EUR = 1_000_000

/** The year's cross-border consumer sales: net per currency, and how far the euro part is from the threshold. */
export interface CrossBorderSales {
  /** Net sales (minor units) per currency; CZK is not converted (see `remainingEur`). */
  net: Record<Currency, number>
  /**
   * The threshold less the euro sales, in cents. The crown sales are not in it: the act converts them at the
   * central bank's rate, which the shop does not have; the page says so whenever there are crown sales.
   */
  remainingEur: number
}

/**
 * Cross-border consumer sales of a year's documents: the documents of orders taxed as a distance sale or in the
 * One-Stop-Shop (a consumer in the other country), net, credit notes subtracting.
 */
export function crossBorderSales(documents: readonly TaxDocument[]): CrossBorderSales {
  const net: Record<Currency, number> = { EUR: 0, CZK: 0 }
  for (const document of documents) {
    if (document.treatment.kind !== 'distance' && document.treatment.kind !== 'oss') continue
    for (const rate of declaredRates(document)) net[document.currency] += rate.net
  }
  return { net, remainingEur: CROSS_BORDER_THRESHOLD_EUR - net.EUR }
}

/** The export formats of GET /api/staff/invoices. */
export const TAX_EXPORT_FORMATS = ['isdoc', 'ubl', 'csv'] as const

/** A day as the period's bounds take it (YYYY-MM-DD). */
const DaySchema = v.pipe(v.string(), v.isoDate())

/** One document on the desk's list: amounts in currency units as every payload has them. */
export const TaxDocumentRowSchema = v.object({
  number: v.string(),
  kind: v.picklist(TAX_DOCUMENT_KINDS),
  orderNumber: v.string(),
  refersTo: v.nullable(v.string()),
  issuedOn: DaySchema,
  buyer: v.string(),
  currency: v.picklist(CURRENCIES),
  net: v.number(),
  vat: v.number(),
  gross: v.number(),
})

export const OverviewRowSchema = v.object({
  country: v.picklist(COUNTRIES),
  currency: v.picklist(CURRENCIES),
  vatRate: v.number(),
  category: v.picklist(['S', 'E', 'K', 'O']),
  net: v.number(),
  vat: v.number(),
  gross: v.number(),
  documents: v.number(),
})

/** The year's cross-border consumer sales as the invoices page and the dashboard show them (currency units). */
export const CrossBorderSchema = v.object({
  year: v.number(),
  net: v.object({ EUR: v.number(), CZK: v.number() }),
  remainingEur: v.number(),
  thresholdEur: v.number(),
})
export type CrossBorderFigure = v.InferOutput<typeof CrossBorderSchema>

/** A year's documents as the cross-border figure of the payloads. */
export function crossBorderFigure(year: number, yearDocuments: readonly TaxDocument[]): CrossBorderFigure {
  const units = (minor: number) => minor / MINOR_PER_UNIT
  const cross = crossBorderSales(yearDocuments)
  return {
    year,
    net: { EUR: units(cross.net.EUR), CZK: units(cross.net.CZK) },
    remainingEur: units(cross.remainingEur),
    thresholdEur: units(CROSS_BORDER_THRESHOLD_EUR),
  }
}

/** GET /api/staff/invoices/overview: a period's documents, its sales per country and rate, the year's cross-border sales. */
export const StaffInvoicesSchema = v.object({
  from: DaySchema,
  to: DaySchema,
  documents: v.array(TaxDocumentRowSchema),
  overview: v.array(OverviewRowSchema),
  crossBorder: CrossBorderSchema,
})
export type StaffInvoices = v.InferOutput<typeof StaffInvoicesSchema>

/** The query of both calls: a period, both days included, at most a year and a day (a year's export at once). */
export const TaxPeriodSchema = v.pipe(
  v.object({ from: DaySchema, to: DaySchema }),
  v.check(({ from, to }) => from <= to, 'from is after to'),
  v.check(({ from, to }) => Date.parse(to) - Date.parse(from) <= 366 * 86_400_000, 'the period is longer than a year'),
)

/** The export's query: a period, a format and, for one document's XML, its number. */
export const TaxExportQuerySchema = v.object({
  from: DaySchema,
  to: DaySchema,
  format: v.picklist(TAX_EXPORT_FORMATS),
  number: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{1,5}\d{4}-\d{4,}$/))),
})

/** The desk's list and overview of a period's documents (payload amounts in currency units). */
export function staffInvoicesOf(
  period: { from: string; to: string },
  documents: readonly TaxDocument[],
  yearDocuments: readonly TaxDocument[],
): StaffInvoices {
  const units = (minor: number) => minor / MINOR_PER_UNIT
  return {
    ...period,
    documents: documents.map((document) => ({
      number: document.number,
      kind: document.kind,
      orderNumber: document.orderNumber,
      refersTo: document.refersTo?.number ?? null,
      issuedOn: document.issuedOn,
      buyer: document.buyer.name,
      currency: document.currency,
      net: units(document.total.net),
      vat: units(document.total.vat),
      gross: units(document.total.gross),
    })),
    overview: salesOverview(documents).map((row) => ({
      ...row,
      net: units(row.net),
      vat: units(row.vat),
      gross: units(row.gross),
    })),
    crossBorder: crossBorderFigure(Number(period.to.slice(0, 4)), yearDocuments),
  }
}
