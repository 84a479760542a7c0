/**
 * A tax document as UBL 2.1 in the Peppol BIS Billing 3.0 profile (EN 16931; the structured invoice of Slovakia's
 * planned B2B e-invoicing): an Invoice (380, or 386 for a received deposit) or a CreditNote (381), as the element tree
 * of fast-xml-parser's builder, in the order of the OASIS schema's sequences. Serialized on the server. Credit notes
 * in positive amounts (the document type reverses them), deposits deducted as negative lines so the VAT breakdown
 * declares only what the deposit's own document did not (BR-CO-16: payable = with VAT − prepaid + rounding).
 */
import type { Country } from './locale'
import type { TaxDocument, TaxParty, TaxSeller } from './invoice'
import {
  countryOfSupply,
  declaredRates,
  decimal,
  exemptionOf,
  percent,
  taxCategoryOf,
  type TaxCategory,
} from './taxExport'

export const UBL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fel.ec.europa.eu:peppol:billing:3.0'
export const UBL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
export const UBL_NAMESPACES = {
  Invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  CreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
} as const

type Tree = Record<string, unknown>

/**
 * A party's electronic address (BT-34/BT-49) and its scheme from Peppol's EAS list: a Czech VAT number (9929), a
 * Slovak DIČ (0245, Slovakia's Peppol identifier), else the e-mail (EM). Undefined when there is none: a consumer's
 * document is not sent through Peppol.
 */
export function endpointOf(who: TaxParty & { email?: string }): { scheme: string; id: string } | undefined {
  if (who.country === 'CZ' && who.vatId) return { scheme: '9929', id: who.vatId }
  if (who.country === 'SK' && who.dic) return { scheme: '0245', id: who.dic }
  if (who.email) return { scheme: 'EM', id: who.email }
  return undefined
}

/** A tax category element (line's ClassifiedTaxCategory or the breakdown's TaxCategory). */
function taxCategory(category: TaxCategory, vatRate: number, sellerCountry: Country, withReason: boolean): Tree {
  const exemption = withReason ? exemptionOf(category, sellerCountry) : undefined
  return {
    'cbc:ID': category,
    // Not subject to VAT has no rate at all (BR-O-05); the others state theirs, 0 for E and K.
    ...(category === 'O' ? {} : { 'cbc:Percent': percent(vatRate) }),
    ...(exemption ? { 'cbc:TaxExemptionReasonCode': exemption.code, 'cbc:TaxExemptionReason': exemption.reason } : {}),
    'cac:TaxScheme': { 'cbc:ID': 'VAT' },
  }
}

function party(who: TaxParty | TaxSeller, notSubject: boolean): Tree {
  const endpoint = endpointOf(who)
  const schemes: Tree[] = []
  // BR-O-02/03: a document not subject to VAT names no VAT number of either party.
  if (who.vatId && !notSubject) schemes.push({ 'cbc:CompanyID': who.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } })
  // The Slovak DIČ is a tax registration other than VAT (BT-32).
  if ('register' in who && who.dic && who.dic !== who.vatId)
    schemes.push({ 'cbc:CompanyID': who.dic, 'cac:TaxScheme': { 'cbc:ID': 'TAX' } })
  return {
    ...(endpoint ? { 'cbc:EndpointID': { '#text': endpoint.id, '@_schemeID': endpoint.scheme } } : {}),
    'cac:PartyName': { 'cbc:Name': who.name },
    'cac:PostalAddress': {
      'cbc:StreetName': who.street,
      'cbc:CityName': who.city,
      'cbc:PostalZone': who.zip,
      'cac:Country': { 'cbc:IdentificationCode': who.country },
    },
    ...(schemes.length > 0 ? { 'cac:PartyTaxScheme': schemes } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': who.name,
      ...(who.ico ? { 'cbc:CompanyID': who.ico } : {}),
      ...('register' in who && who.register ? { 'cbc:CompanyLegalForm': who.register } : {}),
    },
    ...('register' in who ? { 'cac:Contact': { 'cbc:Telephone': who.phone, 'cbc:ElectronicMail': who.email } } : {}),
  }
}

/** The UBL element tree of one tax document. */
export function ublTree(document: TaxDocument): Tree {
  const credit = document.kind === 'creditNote'
  const root = credit ? 'CreditNote' : 'Invoice'
  const sign = credit ? -1 : 1
  const currency = document.currency
  const money = (minor: number) => ({ '#text': decimal(sign * minor), '@_currencyID': currency })
  const country = document.seller.country
  const rates = declaredRates(document)
  const notSubject = document.treatment.kind === 'notVatPayer'

  type Line = { title: string; quantity: number; price: number; net: number; category: TaxCategory; vatRate: number }
  const lines: Line[] = document.lines.map((line) => ({
    title: line.title,
    quantity: line.count,
    price: line.unitNet,
    net: line.net,
    category: taxCategoryOf(document.treatment, line.vatRate),
    vatRate: line.vatRate,
  }))
  // A deposit already taxed: a negative quantity of its base per rate (the price stays positive, BR-27).
  for (const deduction of document.deductions)
    for (const sum of deduction.perRate)
      lines.push({
        title: `${deduction.number} (${deduction.issuedOn})`,
        quantity: -1,
        price: sum.net,
        net: -sum.net,
        category: taxCategoryOf(document.treatment, sum.vatRate),
        vatRate: sum.vatRate,
      })
  const lineNet = lines.reduce((sum, line) => sum + line.net, 0)
  const vat = rates.reduce((sum, rate) => sum + rate.vat, 0)
  const withVat = lineNet + vat
  const lineName = credit ? 'cac:CreditNoteLine' : 'cac:InvoiceLine'
  const quantityName = credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity'
  const iban = document.payment === 'transfer' ? document.seller.iban : undefined
  const notes = [document.reason, ...rates.map((rate) => exemptionOf(rate.category, country)?.reason)].filter(
    (note, index, all): note is string => !!note && all.indexOf(note) === index,
  )

  const body: Tree = {
    '@_xmlns': UBL_NAMESPACES[root],
    '@_xmlns:cac': UBL_NAMESPACES.cac,
    '@_xmlns:cbc': UBL_NAMESPACES.cbc,
    'cbc:CustomizationID': UBL_CUSTOMIZATION_ID,
    'cbc:ProfileID': UBL_PROFILE_ID,
    'cbc:ID': document.number,
    'cbc:IssueDate': document.issuedOn,
    ...(credit ? {} : { 'cbc:DueDate': document.dueOn }),
    // 380 commercial invoice, 386 prepayment invoice, 381 credit note (UNCL1001).
    [credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode']: credit ? 381 : document.kind === 'deposit' ? 386 : 380,
    ...(notes.length > 0 ? { 'cbc:Note': notes.join(' ') } : {}),
    'cbc:DocumentCurrencyCode': currency,
    // BT-6: a document in the other currency states its VAT in the seller's too (BT-111 below).
    ...(document.conversion ? { 'cbc:TaxCurrencyCode': document.conversion.currency } : {}),
    // BT-10: the buyer's reference is the order number (Peppol asks for it or an order reference).
    'cbc:BuyerReference': document.orderNumber,
    ...(document.refersTo
      ? {
          'cac:BillingReference': {
            'cac:InvoiceDocumentReference': {
              'cbc:ID': document.refersTo.number,
              'cbc:IssueDate': document.refersTo.issuedOn,
            },
          },
        }
      : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': party(document.seller, notSubject) },
    'cac:AccountingCustomerParty': { 'cac:Party': party(document.buyer, notSubject) },
    // The date and country of supply (BR-IC-11, BR-IC-12 for an intra-community supply).
    'cac:Delivery': {
      'cbc:ActualDeliveryDate': document.suppliedOn,
      'cac:DeliveryLocation': {
        'cac:Address': { 'cac:Country': { 'cbc:IdentificationCode': countryOfSupply(document) } },
      },
    },
    'cac:PaymentMeans': {
      // 10 in cash, 30 credit transfer (UNCL4461).
      'cbc:PaymentMeansCode': document.payment === 'cash' ? 10 : 30,
      ...(credit ? { 'cbc:PaymentDueDate': document.dueOn } : {}),
      'cbc:PaymentID': document.variableSymbol,
      ...(iban ? { 'cac:PayeeFinancialAccount': { 'cbc:ID': iban } } : {}),
    },
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': money(vat),
        'cac:TaxSubtotal': rates.map((rate) => ({
          'cbc:TaxableAmount': money(rate.net),
          'cbc:TaxAmount': money(rate.vat),
          'cac:TaxCategory': taxCategory(rate.category, rate.vatRate, country, true),
        })),
      },
      ...(document.conversion
        ? [
            {
              'cbc:TaxAmount': {
                '#text': decimal(sign * document.conversion.vat),
                '@_currencyID': document.conversion.currency,
              },
            },
          ]
        : []),
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(lineNet),
      'cbc:TaxExclusiveAmount': money(lineNet),
      'cbc:TaxInclusiveAmount': money(withVat),
      'cbc:PrepaidAmount': money(0),
      'cbc:PayableRoundingAmount': money(document.rounding),
      'cbc:PayableAmount': money(withVat + document.rounding),
    },
    [lineName]: lines.map((line, index) => ({
      'cbc:ID': String(index + 1),
      [quantityName]: { '#text': String(line.quantity), '@_unitCode': 'H87' },
      'cbc:LineExtensionAmount': money(line.net),
      'cac:Item': {
        'cbc:Name': line.title,
        'cac:ClassifiedTaxCategory': taxCategory(line.category, line.vatRate, country, false),
      },
      'cac:Price': { 'cbc:PriceAmount': money(line.price) },
    })),
  }
  return { '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' }, [root]: body }
}

/** The file name of a document's UBL. */
export function ublFileName(document: TaxDocument): string {
  return `${document.number}.xml`
}
