/**
 * A tax document as ISDOC 6.0.2 (the Czech standard the usual accounting programs import; schema by ICT Unie and
 * MV ČR, isdoc.github.io): the element tree in fast-xml-parser's builder form (`@_` attributes, `#text`), element
 * order as the schema's sequences ask. Serialized on the server (src/server/export/xml.ts); tests validate the
 * written XML against the official XSD. ISDOC writes credit notes in positive amounts (its rule since 5.2.1: the
 * document type says they are subtracted), deposits as "already claimed" taxed deposits (TaxedDeposits).
 */
import { COUNTRY_OFFICIAL_NAMES } from './settings'
import type { TaxDocument, TaxParty, TaxSeller } from './invoice'
import { declaredRates, decimal, documentUuid, exemptionOf, percent, taxCategoryOf } from './taxExport'

export const ISDOC_NAMESPACE = 'http://isdoc.cz/namespace/2013'
export const ISDOC_VERSION = '6.0.2'

/** ISDOC's document types: 1 invoice, 2 credit note, 5 advance invoice with VAT (a received deposit's document). */
const DOCUMENT_TYPE = { invoice: 1, creditNote: 2, deposit: 5 } as const

type Tree = Record<string, unknown>

/** "Hlavná 12/A" → street and building number, as ISDOC's address has both (the number may be empty). */
export function splitStreet(street: string): { name: string; number: string } {
  const match = /^(.*\S)\s+(\d[\w/-]*)$/.exec(street.trim())
  return match ? { name: match[1]!, number: match[2]! } : { name: street.trim(), number: '' }
}

function party(who: TaxParty | TaxSeller): Tree {
  const street = splitStreet(who.street)
  const schemes: Tree[] = []
  if (who.vatId) schemes.push({ CompanyID: who.vatId, TaxScheme: 'VAT' })
  // The Slovak DIČ is not the VAT number (ISDOC: scheme TIN); the Czech DIČ is, so it is written once.
  if (who.dic && who.dic !== who.vatId && !(who.country === 'CZ' && who.vatId))
    schemes.push({ CompanyID: who.dic, TaxScheme: who.country === 'SK' ? 'TIN' : 'VAT' })
  return {
    PartyIdentification: { ID: who.ico ?? '' },
    PartyName: { Name: who.name },
    PostalAddress: {
      StreetName: street.name,
      BuildingNumber: street.number,
      CityName: who.city,
      PostalZone: who.zip,
      Country: { IdentificationCode: who.country, Name: COUNTRY_OFFICIAL_NAMES[who.country] },
    },
    ...(schemes.length > 0 ? { PartyTaxScheme: schemes } : {}),
    ...('register' in who
      ? {
          RegisterIdentification: { Preformatted: who.register },
          Contact: { Telephone: who.phone, ElectronicMail: who.email },
        }
      : {}),
  }
}

/** The ISDOC element tree of one tax document (root `Invoice`, as ISDOC names every kind). */
export function isdocTree(document: TaxDocument): Tree {
  // Credit notes in positive amounts, as ISDOC asks.
  const sign = document.kind === 'creditNote' ? -1 : 1
  const amount = (minor: number) => decimal(sign * minor)
  const vatPayer = document.seller.vatPayer
  const rates = declaredRates(document)
  const notes = rates
    .map((rate) => exemptionOf(rate.category, document.seller.country)?.reason)
    .filter((reason, index, all): reason is string => !!reason && all.indexOf(reason) === index)
  const category = (vatRate: number) => ({
    Percent: percent(vatRate),
    VATCalculationMethod: 0,
    VATApplicable: vatPayer && taxCategoryOf(document.treatment, vatRate) === 'S',
  })
  const claimed = rates.reduce(
    (sum, rate) => ({
      net: sum.net + rate.deducted.net,
      gross: sum.gross + rate.deducted.gross,
    }),
    { net: 0, gross: 0 },
  )

  const invoice: Tree = {
    '@_xmlns': ISDOC_NAMESPACE,
    '@_version': ISDOC_VERSION,
    DocumentType: DOCUMENT_TYPE[document.kind],
    ID: document.number,
    UUID: documentUuid(document),
    IssuingSystem: 'Skrinka',
    IssueDate: document.issuedOn,
    // A credit note's date of taxable supply is the day it reaches the buyer, so it is not printed (ISDOC A.5).
    ...(document.kind === 'creditNote' ? {} : { TaxPointDate: document.suppliedOn }),
    VATApplicable: vatPayer,
    ElectronicPossibilityAgreementReference: '',
    ...(notes.length > 0 || document.reason ? { Note: [document.reason, ...notes].filter(Boolean).join(' ') } : {}),
    LocalCurrencyCode: document.currency,
    CurrRate: 1,
    RefCurrRate: 1,
    AccountingSupplierParty: { Party: party(document.seller) },
    AccountingCustomerParty: { Party: party(document.buyer) },
    OrderReferences: { OrderReference: { SalesOrderID: document.orderNumber } },
    ...(document.refersTo
      ? {
          OriginalDocumentReferences: {
            OriginalDocumentReference: { ID: document.refersTo.number, IssueDate: document.refersTo.issuedOn },
          },
        }
      : {}),
    InvoiceLines: {
      InvoiceLine: document.lines.map((line, index) => ({
        ID: String(index + 1),
        InvoicedQuantity: { '#text': String(Math.abs(line.count)), '@_unitCode': 'ks' },
        LineExtensionAmount: amount(line.net),
        LineExtensionAmountTaxInclusive: amount(line.gross),
        LineExtensionTaxAmount: amount(line.vat),
        UnitPrice: amount(line.unitNet),
        UnitPriceTaxInclusive: amount(line.count === 0 ? line.gross : Math.round(line.gross / line.count)),
        ClassifiedTaxCategory: category(line.vatRate),
        Item: { Description: line.title },
      })),
    },
    ...(document.deductions.length > 0
      ? {
          TaxedDeposits: {
            TaxedDeposit: document.deductions.flatMap((deduction) =>
              deduction.perRate.map((sum) => ({
                ID: deduction.number,
                VariableSymbol: document.variableSymbol,
                TaxableDepositAmount: amount(sum.net),
                TaxInclusiveDepositAmount: amount(sum.gross),
                ClassifiedTaxCategory: category(sum.vatRate),
              })),
            ),
          },
        }
      : {}),
    TaxTotal: {
      TaxSubTotal: rates.map((rate) => ({
        TaxableAmount: amount(rate.net + rate.deducted.net),
        TaxAmount: amount(rate.vat + rate.deducted.vat),
        TaxInclusiveAmount: amount(rate.gross + rate.deducted.gross),
        AlreadyClaimedTaxableAmount: amount(rate.deducted.net),
        AlreadyClaimedTaxAmount: amount(rate.deducted.vat),
        AlreadyClaimedTaxInclusiveAmount: amount(rate.deducted.gross),
        DifferenceTaxableAmount: amount(rate.net),
        DifferenceTaxAmount: amount(rate.vat),
        DifferenceTaxInclusiveAmount: amount(rate.gross),
        TaxCategory: { Percent: percent(rate.vatRate), VATApplicable: vatPayer && rate.category === 'S' },
      })),
      TaxAmount: amount(rates.reduce((sum, rate) => sum + rate.vat, 0)),
    },
    LegalMonetaryTotal: {
      TaxExclusiveAmount: amount(document.total.net),
      TaxInclusiveAmount: amount(document.total.gross),
      AlreadyClaimedTaxExclusiveAmount: amount(claimed.net),
      AlreadyClaimedTaxInclusiveAmount: amount(claimed.gross),
      DifferenceTaxExclusiveAmount: amount(document.total.net - claimed.net),
      DifferenceTaxInclusiveAmount: amount(document.total.gross - claimed.gross),
      PayableRoundingAmount: amount(document.rounding),
      PaidDepositsAmount: amount(0),
      PayableAmount: amount(document.payable),
    },
    PaymentMeans: {
      Payment: {
        PaidAmount: amount(document.payable),
        // 10 cash, 42 payment to a bank account.
        PaymentMeansCode: document.payment === 'cash' ? 10 : 42,
        ...(document.payment === 'transfer' && document.seller.iban
          ? {
              Details: {
                PaymentDueDate: document.dueOn,
                ID: document.seller.iban,
                BankCode: '',
                Name: '',
                IBAN: document.seller.iban,
                BIC: '',
                VariableSymbol: document.variableSymbol,
              },
            }
          : {}),
      },
    },
  }
  return { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, Invoice: invoice }
}

/** The file name of a document's ISDOC. */
export function isdocFileName(document: TaxDocument): string {
  return `${document.number}.isdoc`
}
