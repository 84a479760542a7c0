/**
 * Deposits before production (issue 37.4): off unless the owner sets a percentage. An order whose total with VAT is
 * above the market's threshold is asked, when staff confirm it, for that share of its total by bank transfer;
 * production waits for it. The received deposit is taxed on its own document (SK § 19 ods. 4 and § 71 ods. 1
 * písm. b zákona č. 222/2004 Z. z.; CZ § 21 odst. 1 and § 28 odst. 1 zákona č. 235/2004 Sb.) and the final invoice
 * deducts it. Pure rules: the server reads and writes, the QR encoders live on the server.
 */
import * as v from 'valibot'
import type { Country, Currency, Language } from './locale'
import type { Customer } from './schemas'
import type { ShopSettings } from './settings'
import type { VatTreatment } from './tax'
import {
  buyerOf,
  conversionOf,
  ibanOf,
  sellerOf,
  seriesOf,
  variableSymbolOf,
  type TaxDeduction,
  type TaxDocument,
  type TaxRateSum,
} from './invoice'

/** The minor units of a currency's payment step: a euro cent; a whole crown (CZ: the haléř is not paid any more). */
const STEP: Record<Currency, number> = { EUR: 1, CZK: 100 }

/**
 * The deposit asked of an order, in minor units, or 0 when none is: deposits off, the total with VAT not above
 * the market's threshold (settings in currency units), or no account of the currency to pay it to. The share of the gross total, half up to a whole cent (EUR)
 * or a whole crown (CZK: transfers may carry haléře, but people pay and banks print whole crowns).
 */
export function depositAmount(
  gross: number,
  currency: Currency,
  country: Country,
  settings: Pick<ShopSettings, 'depositPercent' | 'depositAbove' | 'iban'>,
): number {
  if (settings.depositPercent <= 0 || ibanOf(settings, currency) === '') return 0
  const above = settings.depositAbove[country === 'SK' ? 'sk' : 'cz'] * 100
  if (gross <= above) return 0
  const step = STEP[currency]
  return Math.round((gross * settings.depositPercent) / 100 / step) * step
}

/** The account a deposit is paid to: the settings' IBAN of the order's currency ('' when none is set). */
/** A request for payment: what the e-mail says and the payment QR encodes. */
export interface PaymentRequest {
  iban: string
  /** Minor units. */
  amount: number
  currency: Currency
  variableSymbol: string
  /** The payee (the seller's name). */
  beneficiary: string
  /** A note for the payee: the order's number. */
  note: string
}

/** The request for the deposit of an order. */
export function depositPaymentOf(
  order: { number: string; currency: Currency },
  amount: number,
  settings: Pick<ShopSettings, 'iban' | 'company'>,
): PaymentRequest {
  return {
    iban: ibanOf(settings, order.currency),
    amount,
    currency: order.currency,
    variableSymbol: variableSymbolOf(order.number),
    beneficiary: settings.company.name,
    note: order.number,
  }
}

/**
 * The SPAYD string of a payment (Czech QR Platba, ČBA standard): the field values as the `spayd` package takes them.
 * The message without diacritics (the standard's character set is what banks read reliably).
 */
export function spaydFieldsOf(payment: PaymentRequest) {
  return {
    acc: payment.iban,
    am: (payment.amount / 100).toFixed(2),
    cc: payment.currency,
    xvs: payment.variableSymbol,
    rn: plain(payment.beneficiary).slice(0, 35),
    msg: plain(payment.note).slice(0, 60),
  }
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\*/g, '')

/** The VAT rate of an order from its totals (one rate per order: its treatment's), to a whole per cent. */
export function orderVatRate(net: number, gross: number): number {
  return net > 0 ? Math.round(((gross - net) / net) * 100) / 100 : 0
}

/** A received amount (with VAT) split into base and VAT at a rate: the base rounded to the minor unit, VAT the rest. */
export function splitGross(gross: number, vatRate: number): { net: number; vat: number; gross: number } {
  const net = Math.round(gross / (1 + vatRate))
  return { net, vat: gross - net, gross }
}

/** What the deposit's tax document is made of. */
export interface DepositDocumentInput {
  order: {
    number: string
    country: Country
    language: Language
    currency: Currency
    customer: Customer
    totalNet: number
    totalGross: number
    /** The order's treatment; null for an order before issue 37 (domestic at its market's rate). */
    treatment: VatTreatment | null
  }
  /** Minor units received. */
  amount: number
  /** The day the payment was received (YYYY-MM-DD): the taxable event of a payment before the supply. */
  receivedOn: string
  /** The day of issue (YYYY-MM-DD). */
  issuedOn: string
  settings: ShopSettings
}

/**
 * The tax document of a received deposit, unnumbered (issuing numbers it in the series `seriesOf('deposit')`): one
 * line, the amount with VAT split at the order's rate; nothing left to pay (it is paid). A non-VAT payer's and an
 * exempt intra-community deposit carry no VAT (for an exempt supply, no tax document is due on the payment; the
 * shop still gives one as the receipt of the payment, marked by its treatment).
 */
export function depositDocumentOf(input: DepositDocumentInput): Omit<TaxDocument, 'number' | 'sequence'> {
  const { order, settings } = input
  const treatment: VatTreatment = order.treatment ?? { kind: 'domestic', rateOf: order.country }
  const rate =
    treatment.kind === 'notVatPayer' || treatment.kind === 'intraCommunity'
      ? 0
      : orderVatRate(order.totalNet, order.totalGross)
  const split = splitGross(input.amount, rate)
  const conversion = conversionOf(
    [{ vatRate: rate, ...split }],
    order.currency,
    settings.company.country,
    settings.eurCzk,
  )
  // The same words in Slovak and Czech.
  const title = `Záloha na objednávku č. ${order.number}`
  return {
    kind: 'deposit',
    series: seriesOf('deposit', settings),
    year: Number(input.issuedOn.slice(0, 4)),
    orderNumber: order.number,
    language: order.language,
    currency: order.currency,
    issuedOn: input.issuedOn,
    suppliedOn: input.receivedOn,
    dueOn: input.receivedOn,
    seller: sellerOf(settings, order.country, order.currency),
    buyer: buyerOf(order.customer, order.country),
    treatment,
    lines: [{ title, count: 1, unitNet: split.net, vatRate: rate, ...split }],
    perRate: [{ vatRate: rate, ...split }],
    conversion,
    deductions: [],
    rounding: 0,
    total: split,
    payable: 0,
    payment: 'transfer',
    variableSymbol: variableSymbolOf(order.number),
  }
}

/**
 * What a final invoice deducts (SK § 74 ods. 1 písm. i, CZ § 37a: the deposit's base and tax per rate, and the
 * deposit document's number): every deposit document of the order not already cancelled by a credit note that
 * refers to it.
 */
export function depositDeductions(documents: readonly TaxDocument[]): TaxDeduction[] {
  const cancelled = new Set(
    documents.flatMap((d) => (d.kind === 'creditNote' && d.refersTo ? [d.refersTo.number] : [])),
  )
  return documents
    .filter((d) => d.kind === 'deposit' && !cancelled.has(d.number))
    .map((d) => ({ number: d.number, issuedOn: d.issuedOn, perRate: d.perRate.map((r): TaxRateSum => ({ ...r })) }))
}

/** One credit of a bank statement: the day, the amount in minor units, the currency and the variable symbol. */
export interface StatementCredit {
  date: string
  amount: number
  currency: Currency
  variableSymbol: string
}

/** A deposit waiting for its payment, as the matcher sees it. */
export interface OpenDeposit {
  orderNumber: string
  amount: number
  currency: Currency
}

/** What a statement's credit became: the deposit it pays, or why it pays none. */
export type CreditMatch =
  | { credit: StatementCredit; orderNumber: string; result: 'matched' }
  | { credit: StatementCredit; orderNumber: string | null; result: 'unknownSymbol' | 'amountDiffers' | 'duplicate' }

/**
 * Matches a statement's credits to open deposits by variable symbol, then amount and currency: an exact match pays
 * the deposit (once: a second credit for it is a duplicate); a known symbol with another amount is shown for a
 * person to decide (an underpayment is not a paid deposit).
 */
export function matchCredits(credits: readonly StatementCredit[], open: readonly OpenDeposit[]): CreditMatch[] {
  const bySymbol = new Map(open.map((deposit) => [variableSymbolOf(deposit.orderNumber), deposit]))
  const paid = new Set<string>()
  return credits.map((credit): CreditMatch => {
    const deposit = bySymbol.get(credit.variableSymbol.replace(/^0+/, '').replace(/\D/g, ''))
    if (!deposit) return { credit, orderNumber: null, result: 'unknownSymbol' }
    if (deposit.amount !== credit.amount || deposit.currency !== credit.currency)
      return { credit, orderNumber: deposit.orderNumber, result: 'amountDiffers' }
    if (paid.has(deposit.orderNumber)) return { credit, orderNumber: deposit.orderNumber, result: 'duplicate' }
    paid.add(deposit.orderNumber)
    return { credit, orderNumber: deposit.orderNumber, result: 'matched' }
  })
}

/** An amount as banks write it: 123.45, 123,45, 1 234,50 or 1.234,50 → minor units; undefined when it is none. */
export function parseBankAmount(text: string): number | undefined {
  let s = text.replace(/[\s\u00a0']/g, '')
  if (/,\d{1,2}$/.test(s)) s = s.replace(/\./g, '').replace(',', '.')
  else s = s.replace(/,/g, '')
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(s)) return undefined
  return Math.round(Number(s) * 100)
}

/** A day as banks write it: 2026-11-30, 30.11.2026 or 30. 11. 2026 → YYYY-MM-DD; undefined otherwise. */
export function parseBankDate(text: string): string | undefined {
  const s = text.trim()
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(s)
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`
  const dotted = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})$/.exec(s)
  return dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}` : undefined
}

/**
 * The credits of a CSV statement with the columns date, amount, currency, variable symbol (a header line first;
 * separated by `;` or `,`, quoted fields allowed). Debits (negative amounts) are no deposits and are skipped; a line
 * that cannot be read is returned as its line number.
 */
export function parseStatementCsv(csv: string): { credits: StatementCredit[]; unreadable: number[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/)
  const separator = (lines[0] ?? '').includes(';') ? ';' : ','
  const credits: StatementCredit[] = []
  const unreadable: number[] = []
  lines.forEach((line, index) => {
    if (index === 0 || line.trim() === '') return
    const [date, amount, currency, symbol] = splitCsvLine(line, separator)
    const day = parseBankDate(date ?? '')
    const minor = parseBankAmount(amount ?? '')
    const code = (currency ?? '').trim().toUpperCase()
    if (!day || minor === undefined || (code !== 'EUR' && code !== 'CZK')) {
      unreadable.push(index + 1)
      return
    }
    if (minor <= 0) return
    credits.push({ date: day, amount: minor, currency: code, variableSymbol: (symbol ?? '').trim() })
  })
  return { credits, unreadable }
}

function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === separator) {
      fields.push(field)
      field = ''
    } else field += c
  }
  fields.push(field)
  return fields
}

/** The deposit of an order as the desk shows it; money in minor units. */
export const OrderDepositSchema = v.object({
  percent: v.number(),
  amount: v.number(),
  currency: v.picklist(['EUR', 'CZK']),
  variableSymbol: v.string(),
  requestedAt: v.string(),
  receivedOn: v.nullable(v.string()),
  receivedAmount: v.nullable(v.number()),
  source: v.nullable(v.picklist(['desk', 'camt', 'csv'])),
  /** The deposit's tax document number once issued. */
  document: v.nullable(v.string()),
})
export type OrderDeposit = v.InferOutput<typeof OrderDepositSchema>

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** Staff mark a deposit received: the amount (minor units) and the day it reached the account. */
export const DepositReceivedRequestSchema = v.object({
  amount: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1e11)),
  receivedOn: v.pipe(v.string(), v.regex(DAY, 'must be YYYY-MM-DD')),
})

export const DepositReceivedResponseSchema = v.object({ deposit: OrderDepositSchema })

/** A bank statement to import: camt.053 XML or CSV, as text (within the API's 256 KiB body: a month of a workshop's account). */
export const StatementImportRequestSchema = v.object({
  format: v.picklist(['camt', 'csv']),
  content: v.pipe(v.string(), v.nonEmpty(), v.maxLength(250_000)),
})
export type StatementImportRequest = v.InferOutput<typeof StatementImportRequestSchema>

const StatementCreditSchema = v.object({
  date: v.string(),
  amount: v.number(),
  currency: v.picklist(['EUR', 'CZK']),
  variableSymbol: v.string(),
})

/** What the import did: each credit with its result (matched ones are now received), and the unreadable lines. */
export const StatementImportResponseSchema = v.object({
  matches: v.array(
    v.object({
      credit: StatementCreditSchema,
      orderNumber: v.nullable(v.string()),
      result: v.picklist(['matched', 'unknownSymbol', 'amountDiffers', 'duplicate']),
    }),
  ),
  unreadable: v.array(v.number()),
})
export type StatementImportResponse = v.InferOutput<typeof StatementImportResponseSchema>
