import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { XMLParser } from 'fast-xml-parser'
import { validateXML } from 'xmllint-wasm'
import {
  crossBorderSales,
  CROSS_BORDER_THRESHOLD_EUR,
  decimal,
  documentUuid,
  salesOverview,
  taxDocumentsCsv,
  TAX_CSV_HEADER,
} from '#domain/taxExport.ts'
import { splitStreet } from '#domain/isdoc.ts'
import { UBL_CUSTOMIZATION_ID, UBL_PROFILE_ID } from '#domain/ubl.ts'
import { isdocXml, ublXml } from '#server/export/xml.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import {
  ALL_DOCUMENTS,
  creditNote,
  depositDocument,
  domesticInvoice,
  finalInvoice,
  intraCommunityInvoice,
  line,
  nonPayerInvoice,
  taxDocument,
} from '../fixtures/taxDocuments'

const ISDOC_XSD = readFileSync(
  fileURLToPath(new URL('../fixtures/isdoc/isdoc-invoice-6.0.2.xsd', import.meta.url)),
  'utf8',
)
// Every element as an array, attributes kept, numbers left as text: the tests compare what was written.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => !name.startsWith('@_') && name !== '#text',
})
type Node = Record<string, Node[] | string> & { '#text'?: string }
const parse = (xml: string) => parser.parse(xml) as Record<string, Node[]>
/** The nodes at a path of element names below a node. */
const at = (node: Node, ...path: string[]): Node[] =>
  path.reduce<Node[]>((nodes, name) => nodes.flatMap((n) => (n[name] as Node[] | undefined) ?? []), [node])
/** The text at a path (the one node's). */
const text = (node: Node, ...path: string[]): string | undefined => {
  const nodes = at(node, ...path)
  if (nodes.length === 0) return undefined
  const only = nodes[0]!
  return typeof only === 'string' ? only : (only['#text'] ?? '')
}
const cents = (value: string | undefined) => Math.round(Number(value) * 100)

describe('ISDOC 6.0.2', () => {
  it.each(ALL_DOCUMENTS.map((document) => [document.number, document] as const))(
    '%s is valid against the official schema',
    async (_, document) => {
      const result = await validateXML({
        xml: [{ fileName: `${document.number}.isdoc`, contents: isdocXml(document) }],
        schema: [{ fileName: 'isdoc-invoice-6.0.2.xsd', contents: ISDOC_XSD }],
      })
      expect(result.errors).toEqual([])
      expect(result.valid).toBe(true)
    },
  )

  it('a domestic cash invoice: its number, dates, lines, rate sums, the rounding and the escaped text', () => {
    const xml = isdocXml(domesticInvoice)
    const invoice = parse(xml).Invoice![0]!
    expect(invoice['@_version']).toBe('6.0.2')
    expect(text(invoice, 'DocumentType')).toBe('1')
    expect(text(invoice, 'ID')).toBe(domesticInvoice.number)
    expect(text(invoice, 'UUID')).toBe(documentUuid(domesticInvoice))
    expect(text(invoice, 'TaxPointDate')).toBe(domesticInvoice.suppliedOn)
    expect(text(invoice, 'VATApplicable')).toBe('true')
    expect(text(invoice, 'AccountingSupplierParty', 'Party', 'PartyIdentification', 'ID')).toBe('12345678')
    expect(text(invoice, 'AccountingSupplierParty', 'Party', 'PostalAddress', 'BuildingNumber')).toBe('12')
    const schemes = at(invoice, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme')
    expect(schemes.map((s) => [text(s, 'CompanyID'), text(s, 'TaxScheme')])).toEqual([
      ['SK2020123456', 'VAT'],
      ['2020123456', 'TIN'],
    ])
    const lines = at(invoice, 'InvoiceLines', 'InvoiceLine')
    expect(lines).toHaveLength(2)
    expect(text(lines[0]!, 'Item', 'Description')).toBe(domesticInvoice.lines[0]!.title)
    expect(xml).toContain('dub &lt;Halifax&gt; &amp; &quot;biela&quot;')
    expect(cents(text(lines[0]!, 'LineExtensionAmount'))).toBe(domesticInvoice.lines[0]!.net)
    expect(text(lines[0]!, 'ClassifiedTaxCategory', 'Percent')).toBe('23')
    expect(cents(text(invoice, 'TaxTotal', 'TaxAmount'))).toBe(domesticInvoice.total.vat)
    expect(cents(text(invoice, 'LegalMonetaryTotal', 'PayableRoundingAmount'))).toBe(domesticInvoice.rounding)
    expect(domesticInvoice.rounding).not.toBe(0)
    expect(cents(text(invoice, 'LegalMonetaryTotal', 'PayableAmount'))).toBe(domesticInvoice.payable)
    expect(text(invoice, 'PaymentMeans', 'Payment', 'PaymentMeansCode')).toBe('10')
  })

  it('an intra-community supply names both VAT numbers, is not VAT-applicable per rate and says why', () => {
    const invoice = parse(isdocXml(intraCommunityInvoice)).Invoice![0]!
    expect(text(invoice, 'AccountingCustomerParty', 'Party', 'PartyTaxScheme', 'CompanyID')).toBe('CZ12345678')
    expect(text(invoice, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme', 'CompanyID')).toBe('SK2020123456')
    expect(text(invoice, 'TaxTotal', 'TaxSubTotal', 'TaxCategory', 'VATApplicable')).toBe('false')
    expect(text(invoice, 'Note')).toContain('§ 43')
    expect(text(invoice, 'LocalCurrencyCode')).toBe('CZK')
    expect(text(invoice, 'PaymentMeans', 'Payment', 'Details', 'IBAN')).toBe(intraCommunityInvoice.seller.iban)
    expect(text(invoice, 'PaymentMeans', 'Payment', 'Details', 'VariableSymbol')).toBe('2026000123')
  })

  it("a non-VAT-payer's invoice is not VAT-applicable and says the seller is not a VAT payer", () => {
    const invoice = parse(isdocXml(nonPayerInvoice)).Invoice![0]!
    expect(text(invoice, 'VATApplicable')).toBe('false')
    expect(text(invoice, 'Note')).toContain('nie je platiteľom DPH')
    expect(at(invoice, 'AccountingSupplierParty', 'Party', 'PartyTaxScheme').map((s) => text(s, 'TaxScheme'))).toEqual([
      'TIN',
    ])
  })

  it('a credit note: type 2, positive amounts, the invoice it corrects, no date of supply', () => {
    const invoice = parse(isdocXml(creditNote)).Invoice![0]!
    expect(text(invoice, 'DocumentType')).toBe('2')
    expect(text(invoice, 'TaxPointDate')).toBeUndefined()
    expect(text(invoice, 'OriginalDocumentReferences', 'OriginalDocumentReference', 'ID')).toBe(domesticInvoice.number)
    expect(cents(text(invoice, 'LegalMonetaryTotal', 'TaxInclusiveAmount'))).toBe(-creditNote.total.gross)
    expect(cents(text(invoice, 'LegalMonetaryTotal', 'TaxInclusiveAmount'))).toBeGreaterThan(0)
  })

  it('a final invoice deducts the deposit as an already claimed taxed deposit', () => {
    const invoice = parse(isdocXml(finalInvoice)).Invoice![0]!
    expect(text(invoice, 'TaxedDeposits', 'TaxedDeposit', 'ID')).toBe(depositDocument.number)
    const sub = at(invoice, 'TaxTotal', 'TaxSubTotal')[0]!
    expect(cents(text(sub, 'AlreadyClaimedTaxableAmount'))).toBe(depositDocument.total.net)
    expect(cents(text(sub, 'DifferenceTaxableAmount'))).toBe(finalInvoice.total.net - depositDocument.total.net)
    expect(cents(text(invoice, 'TaxTotal', 'TaxAmount'))).toBe(finalInvoice.total.vat - depositDocument.total.vat)
    expect(cents(text(invoice, 'LegalMonetaryTotal', 'PayableAmount'))).toBe(finalInvoice.payable)
    expect(text(parse(isdocXml(depositDocument)).Invoice![0]!, 'DocumentType')).toBe('5')
  })
})

/** The EN 16931 fields every Peppol BIS invoice and credit note must have, and its arithmetic (BR-CO-10, 13-16). */
function expectPeppolCore(document: TaxDocument) {
  const root = document.kind === 'creditNote' ? 'CreditNote' : 'Invoice'
  const doc = parse(ublXml(document))[root]![0]!
  const sign = document.kind === 'creditNote' ? -1 : 1
  expect(text(doc, 'cbc:CustomizationID')).toBe(UBL_CUSTOMIZATION_ID)
  expect(text(doc, 'cbc:ProfileID')).toBe(UBL_PROFILE_ID)
  expect(text(doc, 'cbc:ID')).toBe(document.number) // BT-1
  expect(text(doc, 'cbc:IssueDate')).toBe(document.issuedOn) // BT-2
  expect(text(doc, root === 'Invoice' ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode')).toMatch(/^38[016]$/) // BT-3
  expect(text(doc, 'cbc:DocumentCurrencyCode')).toBe(document.currency) // BT-5
  expect(text(doc, 'cbc:BuyerReference')).toBe(document.orderNumber) // BT-10 (PEPPOL-EN16931-R003)
  const seller = at(doc, 'cac:AccountingSupplierParty', 'cac:Party')[0]!
  const buyer = at(doc, 'cac:AccountingCustomerParty', 'cac:Party')[0]!
  expect(text(seller, 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(document.seller.name) // BT-27
  expect(text(seller, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')).toBe(document.seller.country) // BT-40
  expect(at(seller, 'cbc:EndpointID')[0]!['@_schemeID']).toBeTruthy() // BT-34
  expect(text(buyer, 'cac:PartyLegalEntity', 'cbc:RegistrationName')).toBe(document.buyer.name) // BT-44
  expect(text(buyer, 'cac:PostalAddress', 'cac:Country', 'cbc:IdentificationCode')).toBe(document.buyer.country) // BT-55
  expect(text(doc, 'cac:PaymentMeans', 'cbc:PaymentMeansCode')).toMatch(/^(10|30)$/) // BT-81

  const money = (node: Node, name: string) => {
    const [value] = at(node, name)
    expect(value?.['@_currencyID']).toBe(document.currency)
    return cents(value?.['#text'])
  }
  const lines = at(doc, root === 'Invoice' ? 'cac:InvoiceLine' : 'cac:CreditNoteLine')
  expect(lines.length).toBeGreaterThan(0)
  const lineSum = lines.reduce((sum, l) => sum + money(l, 'cbc:LineExtensionAmount'), 0)
  for (const l of lines) {
    expect(money(at(l, 'cac:Price')[0]!, 'cbc:PriceAmount')).toBeGreaterThanOrEqual(0) // BR-27
    expect(text(l, 'cac:Item', 'cbc:Name')).toBeTruthy() // BT-153
    expect(text(l, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:ID')).toMatch(/^[SEKO]$/) // BT-151
  }
  const totals = at(doc, 'cac:LegalMonetaryTotal')[0]!
  const lineExtension = money(totals, 'cbc:LineExtensionAmount') // BT-106
  const exclusive = money(totals, 'cbc:TaxExclusiveAmount') // BT-109
  const inclusive = money(totals, 'cbc:TaxInclusiveAmount') // BT-112
  const prepaid = money(totals, 'cbc:PrepaidAmount') // BT-113
  const rounding = money(totals, 'cbc:PayableRoundingAmount') // BT-114
  const payable = money(totals, 'cbc:PayableAmount') // BT-115
  expect(lineSum).toBe(lineExtension) // BR-CO-10
  expect(exclusive).toBe(lineExtension) // BR-CO-13 (no document allowances or charges)
  const taxTotal = at(doc, 'cac:TaxTotal')[0]!
  const vat = money(taxTotal, 'cbc:TaxAmount') // BT-110
  expect(inclusive).toBe(exclusive + vat) // BR-CO-15
  expect(payable).toBe(inclusive - prepaid + rounding) // BR-CO-16
  expect(payable).toBe(sign * document.payable + 0)
  expect(rounding).toBe(sign * document.rounding + 0)
  const subtotals = at(taxTotal, 'cac:TaxSubtotal') // BG-23
  expect(subtotals.length).toBeGreaterThan(0)
  expect(subtotals.reduce((sum, s) => sum + money(s, 'cbc:TaxAmount'), 0)).toBe(vat) // BR-CO-14
  expect(subtotals.reduce((sum, s) => sum + money(s, 'cbc:TaxableAmount'), 0)).toBe(exclusive)
  return { doc, seller, buyer, subtotals, lines }
}

describe('UBL 2.1, Peppol BIS Billing 3.0, field by field', () => {
  it('an invoice in crowns from a Slovak seller: BT-6 euro and its VAT in euro (BT-111)', () => {
    const inCrowns: TaxDocument = {
      ...domesticInvoice,
      currency: 'CZK',
      conversion: { currency: 'EUR', eurCzk: 25, perRate: [{ vatRate: 0.23, net: 2_000, vat: 460 }], vat: 460 },
    }
    const { doc } = expectPeppolCore(inCrowns)
    expect(text(doc, 'cbc:TaxCurrencyCode')).toBe('EUR')
    const [, inEuro] = at(doc, 'cac:TaxTotal')
    expect(inEuro?.['cbc:TaxAmount']).toEqual([{ '#text': '4.60', '@_currencyID': 'EUR' }])
    expect(at(inEuro!, 'cac:TaxSubtotal')).toEqual([])
  })

  it('a domestic invoice: standard rate S 23 %, its seller VAT number, cash rounding outside the VAT base', () => {
    const { doc, seller, subtotals } = expectPeppolCore(domesticInvoice)
    expect(text(doc, 'cbc:InvoiceTypeCode')).toBe('380')
    expect(text(doc, 'cbc:DueDate')).toBe(domesticInvoice.dueOn) // BT-9
    expect(text(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID')).toBe('SK2020123456') // BT-31
    expect(
      subtotals.map((s) => [text(s, 'cac:TaxCategory', 'cbc:ID'), text(s, 'cac:TaxCategory', 'cbc:Percent')]),
    ).toEqual([['S', '23']])
    expect(cents(text(subtotals[0]!, 'cbc:TaxableAmount'))).toBe(domesticInvoice.total.net)
  })

  it('an intra-community supply: category K 0 % with VATEX-EU-IC, both VAT numbers, date and country of delivery', () => {
    const { doc, seller, buyer, subtotals } = expectPeppolCore(intraCommunityInvoice)
    const category = at(subtotals[0]!, 'cac:TaxCategory')[0]!
    expect(text(category, 'cbc:ID')).toBe('K')
    expect(text(category, 'cbc:Percent')).toBe('0')
    expect(text(category, 'cbc:TaxExemptionReasonCode')).toBe('VATEX-EU-IC')
    expect(text(category, 'cbc:TaxExemptionReason')).toContain('§ 43')
    expect(text(seller, 'cac:PartyTaxScheme', 'cbc:CompanyID')).toBe('SK2020123456') // BR-IC-02
    expect(text(buyer, 'cac:PartyTaxScheme', 'cbc:CompanyID')).toBe('CZ12345678')
    expect(text(buyer, 'cbc:EndpointID')).toBe('CZ12345678')
    expect(text(doc, 'cac:Delivery', 'cbc:ActualDeliveryDate')).toBe(intraCommunityInvoice.suppliedOn) // BR-IC-11
    expect(
      text(doc, 'cac:Delivery', 'cac:DeliveryLocation', 'cac:Address', 'cac:Country', 'cbc:IdentificationCode'),
    ).toBe('CZ') // BR-IC-12
    expect(cents(text(subtotals[0]!, 'cbc:TaxAmount'))).toBe(0)
    expect(text(doc, 'cac:PaymentMeans', 'cac:PayeeFinancialAccount', 'cbc:ID')).toBe(intraCommunityInvoice.seller.iban)
  })

  it("a non-VAT-payer's invoice: category O without a rate, no VAT number of either party, the reason", () => {
    const { seller, buyer, subtotals, lines } = expectPeppolCore(nonPayerInvoice)
    const category = at(subtotals[0]!, 'cac:TaxCategory')[0]!
    expect(text(category, 'cbc:ID')).toBe('O')
    expect(text(category, 'cbc:Percent')).toBeUndefined() // BR-O-05
    expect(text(category, 'cbc:TaxExemptionReasonCode')).toBe('VATEX-EU-O')
    expect(text(lines[0]!, 'cac:Item', 'cac:ClassifiedTaxCategory', 'cbc:Percent')).toBeUndefined()
    const vatSchemes = (party: Node) =>
      at(party, 'cac:PartyTaxScheme').filter((s) => text(s, 'cac:TaxScheme', 'cbc:ID') === 'VAT')
    expect(vatSchemes(seller)).toEqual([]) // BR-O-02
    expect(vatSchemes(buyer)).toEqual([])
  })

  it('a credit note: CreditNote 381, positive amounts, the invoice it refers to', () => {
    const { doc, lines } = expectPeppolCore(creditNote)
    expect(text(doc, 'cbc:CreditNoteTypeCode')).toBe('381')
    expect(text(doc, 'cac:BillingReference', 'cac:InvoiceDocumentReference', 'cbc:ID')).toBe(domesticInvoice.number) // BT-25
    expect(text(lines[0]!, 'cbc:CreditedQuantity')).toBe('1')
    expect(cents(text(lines[0]!, 'cbc:LineExtensionAmount'))).toBe(24_119)
    expect(text(doc, 'cac:PaymentMeans', 'cbc:PaymentDueDate')).toBe(creditNote.dueOn)
  })

  it('a deposit is a prepayment invoice 386, and the final invoice deducts it by a negative line', () => {
    const deposit = expectPeppolCore(depositDocument)
    expect(text(deposit.doc, 'cbc:InvoiceTypeCode')).toBe('386')
    const final = expectPeppolCore(finalInvoice)
    expect(final.lines).toHaveLength(2)
    expect(text(final.lines[1]!, 'cbc:InvoicedQuantity')).toBe('-1')
    expect(text(final.lines[1]!, 'cac:Item', 'cbc:Name')).toContain(depositDocument.number)
    expect(cents(text(final.subtotals[0]!, 'cbc:TaxAmount'))).toBe(finalInvoice.total.vat - depositDocument.total.vat)
  })
})

describe('the CSV', () => {
  it('one row per document and rate, credit notes negative, deposits deducted, rounding once', () => {
    const csv = taxDocumentsCsv(ALL_DOCUMENTS)
    expect(csv.startsWith('\uFEFF')).toBe(true)
    const rows = csv
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(';'))
    expect(rows[0]).toEqual([...TAX_CSV_HEADER])
    const column = (name: (typeof TAX_CSV_HEADER)[number]) => TAX_CSV_HEADER.indexOf(name)
    const rowOf = (number: string) => rows.find((row) => row[0] === number)!
    expect(rows).toHaveLength(1 + ALL_DOCUMENTS.length)
    const domestic = rowOf(domesticInvoice.number)
    expect(domestic[column('vatRate')]).toBe('23')
    expect(domestic[column('net')]).toBe(decimal(domesticInvoice.total.net))
    expect(domestic[column('rounding')]).toBe(decimal(domesticInvoice.rounding))
    expect(rowOf(creditNote.number)[column('gross')]).toBe(decimal(creditNote.total.gross))
    expect(rowOf(creditNote.number)[column('gross')]!.startsWith('-')).toBe(true)
    expect(rowOf(creditNote.number)[column('refersTo')]).toBe(domesticInvoice.number)
    expect(rowOf(intraCommunityInvoice.number)[column('category')]).toBe('K')
    expect(rowOf(intraCommunityInvoice.number)[column('buyerVatId')]).toBe('CZ12345678')
    expect(rowOf(finalInvoice.number)[column('net')]).toBe(decimal(finalInvoice.total.net - depositDocument.total.net))
  })

  it('a buyer typed as a formula is written as text', () => {
    const evil = taxDocument(
      {
        kind: 'invoice',
        treatment: { kind: 'domestic', rateOf: 'SK' },
        buyer: { name: '=HYPERLINK("http://x";"y")', street: 'A 1', city: 'B', zip: '900 01', country: 'SK' },
        lines: [line('Skriňa', 1, 1000, 0.23)],
      },
      9,
    )
    expect(taxDocumentsCsv([evil])).toContain(`"'=HYPERLINK(""http://x"";""y"")"`)
  })
})

describe('the monthly overview', () => {
  it('sums net, VAT and gross per country of supply, currency and rate; credit notes subtract', () => {
    const rows = salesOverview(ALL_DOCUMENTS)
    const sk23 = rows.find((row) => row.country === 'SK' && row.vatRate === 0.23)!
    const expected = [domesticInvoice, creditNote, depositDocument, finalInvoice]
    expect(sk23.net).toBe(expected.reduce((sum, d) => sum + d.total.net, 0) - depositDocument.total.net)
    expect(sk23.vat).toBe(expected.reduce((sum, d) => sum + d.total.vat, 0) - depositDocument.total.vat)
    expect(sk23.gross).toBe(sk23.net + sk23.vat)
    expect(sk23.documents).toBe(4)
    const cz = rows.find((row) => row.country === 'CZ')!
    expect(cz).toMatchObject({ currency: 'CZK', category: 'K', net: 1_850_000, vat: 0 })
    expect(rows.find((row) => row.category === 'O')).toMatchObject({ country: 'SK', net: 63_317, vat: 0 })
  })

  it("counts only cross-border consumer sales (distance and One-Stop-Shop) against the year's threshold", () => {
    const distance = taxDocument(
      { kind: 'invoice', treatment: { kind: 'distance', rateOf: 'SK' }, lines: [line('Skriňa', 1, 300_000, 0.23)] },
      10,
    )
    const oss = taxDocument(
      {
        kind: 'invoice',
        currency: 'CZK',
        treatment: { kind: 'oss', rateOf: 'CZ' },
        lines: [line('Skříň', 1, 2_000_000, 0.21)],
      },
      11,
    )
    const sales = crossBorderSales([...ALL_DOCUMENTS, distance, oss])
    expect(sales.net).toEqual({ EUR: 300_000, CZK: 2_000_000 })
    expect(sales.remainingEur).toBe(CROSS_BORDER_THRESHOLD_EUR - 300_000)
    expect(crossBorderSales(ALL_DOCUMENTS).net).toEqual({ EUR: 0, CZK: 0 })
  })
})

describe('helpers', () => {
  it.each([
    [123456, '1234.56'],
    [-5, '-0.05'],
    [0, '0.00'],
    [100, '1.00'],
  ])('decimal(%i) is %s', (minor, written) => expect(decimal(minor)).toBe(written))

  it('splits a street from its building number', () => {
    expect(splitStreet('Hlavná 12')).toEqual({ name: 'Hlavná', number: '12' })
    expect(splitStreet('Nám. SNP 1234/5a')).toEqual({ name: 'Nám. SNP', number: '1234/5a' })
    expect(splitStreet('Lazy')).toEqual({ name: 'Lazy', number: '' })
  })

  it('gives each document its own stable UUID', () => {
    const ids = ALL_DOCUMENTS.map(documentUuid)
    expect(new Set(ids).size).toBe(ids.length)
    expect(documentUuid(domesticInvoice)).toBe(ids[0])
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})
