import { describe, expect, it } from 'vitest'
import { customerPayload } from '#domain/checkout.ts'
import { creditNoteOf, documentNumber, invoiceOf, type InvoiceOrder, type TaxDocument } from '#domain/invoice.ts'
import { taxDocumentPdf } from '#server/pdf/invoice.ts'
import { createI18n } from '#i18n/i18n.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { customerForm } from '#scripts/harness/fixtures/order.ts'
import { pdfTexts } from '../fixtures/pdfText'

const settings = { ...SEED_SETTINGS, iban: { eur: 'SK3112000000198742637541', czk: '' } }
const numbered = (doc: ReturnType<typeof invoiceOf>): TaxDocument => ({
  ...doc,
  sequence: 7,
  number: documentNumber(doc.series, doc.year, 7),
})
const moment = { issuedOn: '2026-11-28', suppliedOn: '2026-11-30' }

const skOrder: InvoiceOrder = {
  number: '2026-000123',
  country: 'SK',
  currency: 'EUR',
  customer: customerPayload(customerForm('SK')),
  treatment: { kind: 'domestic', rateOf: 'SK' },
  lines: [{ title: 'Šatníková skriňa', count: 2, unitNet: 50_011, unitGross: 61_514 }],
  shipping: { net: 4_000, gross: 4_920 },
}
const czCompany: InvoiceOrder = {
  number: '2026-000124',
  country: 'CZ',
  currency: 'CZK',
  customer: customerPayload(
    customerForm('CZ', {
      isCompany: true,
      companyName: 'Dřevo s.r.o.',
      companyId: '27082440',
      taxId: 'CZ27082440',
      vatId: 'CZ27082440',
    }),
  ),
  treatment: { kind: 'intraCommunity', buyerVatId: 'CZ27082440' },
  lines: [{ title: 'Botník', count: 1, unitNet: 1_250_000, unitGross: 1_512_500 }],
  shipping: { net: 0, gross: 0 },
}

const textOf = async (document: TaxDocument, locale: 'sk' | 'cz') =>
  pdfTexts(await taxDocumentPdf(document, await createI18n(locale, { server: true }), { compress: false })).join('\n')

describe('the tax document PDF, read back as text', () => {
  it('a Slovak invoice: number, parties with IDs, dates, the line, the sums per rate, the rounding, the total', async () => {
    const invoice = numbered(invoiceOf(skOrder, settings, moment))
    const text = await textOf(invoice, 'sk')
    expect(text).toContain('Faktúra – daňový doklad FA2026-0007')
    expect(text).toContain('Dodávateľ')
    expect(text).toContain('Odberateľ')
    expect(text).toContain(`IČO: ${settings.company.ico}`)
    expect(text).toContain(`IČ DPH: ${settings.company.icdph}`)
    expect(text).toContain('Jana Kováčová')
    expect(text).toContain('Dátum vyhotovenia: 28. 11. 2026')
    expect(text).toContain('Dátum dodania tovaru: 30. 11. 2026')
    expect(text).toContain('Variabilný symbol: 2026000123')
    expect(text).toContain('Šatníková skriňa')
    expect(text).toContain('23 %')
    // 2 × 615,14 + 49,20 = 1 279,48 € → 1 279,50 € in cash: the rounding on its own line.
    expect(text).toMatch(/Spolu s DPH: 1\s279,48\s€/)
    expect(text).toMatch(/Zaokrúhlenie: 0,02\s€/)
    expect(text).toMatch(/Na úhradu: 1\s279,50\s€/)
    expect(text).toContain('Účet (IBAN): SK3112000000198742637541')
  })

  it('a Czech company with a VAT number: exempt, both VAT numbers and the wording, in Czech', async () => {
    const invoice = numbered(invoiceOf(czCompany, settings, moment))
    const text = await textOf(invoice, 'cz')
    expect(text).toContain('Faktura – daňový doklad FA2026-0007')
    expect(text).toContain('Dodavatel')
    expect(text).toContain('Odběratel')
    expect(text).toContain('Dřevo s.r.o.')
    expect(text).toContain('DIČ pro DPH: CZ27082440')
    expect(text).toContain('Datum uskutečnění zdanitelného plnění: 30. 11. 2026')
    expect(text).toContain('Osvobozeno od daně')
    expect(text).toContain(`DIČ dodavatele: ${settings.company.icdph}; DIČ odběratele: CZ27082440.`)
    expect(text).toMatch(/K úhradě: 12\s500\sKč/)
  })

  it('a credit note names the invoice it corrects and the reason; a non-VAT-payer says so', async () => {
    const invoice = numbered(invoiceOf(skOrder, settings, moment))
    const note = numbered(
      creditNoteOf(invoice, { kind: 'cancel', reason: 'Zákazník tovar odmietol.' }, settings, '2026-12-01'),
    )
    const text = await textOf(note, 'sk')
    expect(text).toContain('Dobropis – opravný daňový doklad DB2026-0007')
    expect(text).toContain('Opravuje faktúru FA2026-0007 zo dňa 28. 11. 2026')
    expect(text).toContain('Dôvod opravy: Zákazník tovar odmietol.')
    expect(text).toMatch(/Na vrátenie: 1\s279,50\s€/)
    const free = numbered(
      invoiceOf({ ...skOrder, treatment: { kind: 'notVatPayer' } }, { ...settings, vatPayer: false }, moment),
    )
    const freeText = await textOf(free, 'sk')
    expect(freeText).toContain('Faktúra FA2026-0007')
    expect(freeText).toContain('Nie sme platiteľom DPH.')
    expect(freeText).not.toContain('Sadzba DPH')
  })

  it('a Slovak seller invoice in crowns states the VAT in euro at the rate of the settings', async () => {
    const czConsumer: InvoiceOrder = {
      ...czCompany,
      customer: customerPayload(customerForm('CZ')),
      treatment: { kind: 'distance', rateOf: 'SK' },
      lines: [{ title: 'Botník', count: 1, unitNet: 1_250_000, unitGross: 1_537_500 }],
    }
    const invoice = numbered(invoiceOf(czConsumer, { ...settings, eurCzk: 25.135 }, moment))
    const text = await textOf(invoice, 'cz')
    expect(text).toContain('DPH v EUR při kurzu 1 EUR = 25,135 CZK:')
    // 12 500 Kč base and 2 875 Kč VAT at 25,135 CZK/EUR: 497,31 € and 114,38 €.
    expect(text).toMatch(/23 %: základ 497,31\s€, DPH 114,38\s€/)
  })
})
