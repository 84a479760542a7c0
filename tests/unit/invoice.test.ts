import { describe, expect, it } from 'vitest'
import { customerPayload } from '#domain/checkout.ts'
import {
  conversionOf,
  creditNoteOf,
  differenceLines,
  documentNumber,
  invoiceOf,
  legalWording,
  liveInvoice,
  rateOfUnit,
  taxLine,
  type InvoiceOrder,
  type TaxDocument,
} from '#domain/invoice.ts'
import type { Country } from '#domain/locale.ts'
import type { VatTreatment } from '#domain/tax.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { customerForm } from '#scripts/harness/fixtures/order.ts'

const settings = { ...SEED_SETTINGS, iban: { eur: 'SK3112000000198742637541', czk: '' } }

/** An order of two wardrobes at 500,12 € net and one at 300,00 €, shipped for 40,00 €, at 23 % (SK) or 21 % (CZ). */
function order(country: Country, treatment: VatTreatment | null, company = false): InvoiceOrder {
  const rate = country === 'SK' ? 1.23 : 1.21
  const factor = country === 'SK' ? 1 : 25
  const unit = (net: number) => ({ unitNet: net * factor, unitGross: Math.round(net * factor * rate) })
  return {
    number: '2026-000123',
    country,
    currency: country === 'SK' ? 'EUR' : 'CZK',
    customer: customerPayload(
      customerForm(
        country,
        company
          ? {
              isCompany: true,
              companyName: 'Dřevo s.r.o.',
              companyId: '27082440',
              taxId: 'CZ27082440',
              vatId: 'CZ27082440',
            }
          : {},
      ),
    ),
    treatment,
    lines: [
      { title: 'Šatníková skriňa', count: 2, ...unit(50_012) },
      { title: 'Botník', count: 1, ...unit(30_000) },
    ],
    shipping: { net: 4_000 * factor, gross: Math.round(4_000 * factor * rate) },
  }
}

const moment = { issuedOn: '2026-11-28', suppliedOn: '2026-11-28' }
const number = (doc: ReturnType<typeof invoiceOf>, sequence = 1): TaxDocument => ({
  ...doc,
  sequence,
  number: documentNumber(doc.series, doc.year, sequence),
})

describe('invoiceOf: the tax invoice of an order', () => {
  it('a domestic Slovak order: every line with count, unit net, rate and VAT, shipping a line, sums per rate', () => {
    const invoice = invoiceOf(order('SK', { kind: 'domestic', rateOf: 'SK' }), settings, moment)
    expect(invoice).toMatchObject({ kind: 'invoice', series: 'FA', year: 2026, language: 'sk', currency: 'EUR' })
    expect(invoice.lines).toEqual([
      {
        title: 'Šatníková skriňa',
        count: 2,
        unitNet: 50_012,
        vatRate: 0.23,
        net: 100_024,
        vat: 23_006,
        gross: 123_030,
      },
      { title: 'Botník', count: 1, unitNet: 30_000, vatRate: 0.23, net: 30_000, vat: 6_900, gross: 36_900 },
      { title: 'Doprava', count: 1, unitNet: 4_000, vatRate: 0.23, net: 4_000, vat: 920, gross: 4_920 },
    ])
    expect(invoice.perRate).toEqual([{ vatRate: 0.23, net: 134_024, vat: 30_826, gross: 164_850 }])
    expect(invoice.total).toEqual({ net: 134_024, vat: 30_826, gross: 164_850 })
    // 1 648,50 € is already a multiple of 5 cents: nothing to round.
    expect(invoice.rounding).toBe(0)
    expect(invoice.payable).toBe(164_850)
    expect(invoice.variableSymbol).toBe('2026000123')
    expect(invoice.payment).toBe('cash')
    expect(invoice.seller).toMatchObject({
      ico: settings.company.ico,
      dic: settings.company.dic,
      vatId: settings.company.icdph,
      vatPayer: true,
    })
    expect(invoice.seller.iban).toBe('SK3112000000198742637541')
    expect(invoice.buyer).toMatchObject({ name: 'Jana Kováčová', street: 'Hlavná 12', city: 'Trnava', country: 'SK' })
    expect(invoice.buyer.ico).toBeUndefined()
  })

  it('rounds the cash to collect to 5 cents outside the VAT base (SK) and to whole crowns (CZ)', () => {
    const sk = order('SK', { kind: 'domestic', rateOf: 'SK' })
    const odd = {
      ...sk,
      lines: [{ title: 'Polica', count: 1, unitNet: 1_000, unitGross: 1_232 }],
      shipping: { net: 0, gross: 0 },
    }
    const invoice = invoiceOf(odd, settings, moment)
    expect(invoice.total.gross).toBe(1_232)
    expect(invoice.rounding).toBe(-2)
    expect(invoice.payable).toBe(1_230)
    // The VAT base and the VAT stay as charged.
    expect(invoice.perRate).toEqual([{ vatRate: 0.23, net: 1_000, vat: 232, gross: 1_232 }])
    const cz = {
      ...odd,
      country: 'CZ' as const,
      currency: 'CZK' as const,
      lines: [{ title: 'Police', count: 1, unitNet: 10_000, unitGross: 12_150 }],
    }
    const czk = invoiceOf(cz, settings, moment)
    // 121,50 Kč: half a crown up (whole crowns in cash).
    expect(czk.rounding).toBe(50)
    expect(czk.payable).toBe(12_200)
    expect(czk.language).toBe('cs')
  })

  it('a Czech company with a Czech VAT number, goods sent to Czechia: exempt lines, both VAT numbers, the wording', () => {
    const invoice = invoiceOf(order('CZ', { kind: 'intraCommunity', buyerVatId: 'CZ27082440' }, true), settings, moment)
    expect(invoice.lines.every((line) => line.vatRate === 0 && line.vat === 0 && line.gross === line.net)).toBe(true)
    expect(invoice.perRate).toHaveLength(1)
    expect(invoice.perRate[0]).toMatchObject({ vatRate: 0, vat: 0 })
    expect(invoice.buyer).toMatchObject({
      name: 'Dřevo s.r.o.',
      ico: '27082440',
      dic: 'CZ27082440',
      vatId: 'CZ27082440',
    })
    const wording = legalWording(invoice).join('\n')
    expect(wording).toContain('Osvobozeno od daně')
    expect(wording).toContain('§ 43 odst. 1 písm. a)')
    expect(wording).toContain(settings.company.icdph)
    expect(wording).toContain('CZ27082440')
  })

  it('a seller not registered for VAT: no VAT on any line, the seller has no VAT number, the documents say so', () => {
    const priced = order('SK', { kind: 'notVatPayer' })
    const unitPrices = { ...priced, lines: priced.lines.map((line) => ({ ...line, unitGross: line.unitNet })) }
    const invoice = invoiceOf(unitPrices, { ...settings, vatPayer: false }, moment)
    expect(invoice.treatment).toEqual({ kind: 'notVatPayer' })
    // An order placed before issue 37 (no treatment) follows the settings in force.
    expect(invoiceOf(order('SK', null), { ...settings, vatPayer: false }, moment).treatment).toEqual({
      kind: 'notVatPayer',
    })
    expect(invoice.total.vat).toBe(0)
    expect(invoice.seller.vatId).toBeUndefined()
    expect(legalWording(invoice)).toEqual(['Nie sme platiteľom DPH.'])
  })

  it('an order placed before issue 37 (no treatment stored) is domestic at its market', () => {
    expect(invoiceOf(order('CZ', null), settings, moment).treatment).toEqual({ kind: 'domestic', rateOf: 'CZ' })
  })

  it('deducts deposits already taxed, and rounds what is left to pay', () => {
    const invoice = invoiceOf(order('SK', { kind: 'domestic', rateOf: 'SK' }), settings, {
      ...moment,
      deductions: [
        {
          number: 'FAZ2026-0001',
          issuedOn: '2026-11-01',
          perRate: [{ vatRate: 0.23, net: 40_000, vat: 9_200, gross: 49_201 }],
        },
      ],
    })
    expect(invoice.payable).toBe(164_850 - 49_201 + invoice.rounding)
    // 1 156,49 € left after the deposit → 1 156,50 € in cash.
    expect(invoice.rounding).toBe(1)
  })
})

describe('legalWording by treatment, language and seller', () => {
  const seller = { ...SEED_SETTINGS.company, vatPayer: true, vatId: 'SK2120000000', email: '', phone: '' }
  it.each([
    ['intraCommunity', 'sk', 'SK', 'Oslobodenie od dane', '§ 43 ods. 1 písm. a) zákona č. 222/2004 Z. z.'],
    ['intraCommunity', 'cs', 'SK', 'Osvobozeno od daně', '§ 43 odst. 1 písm. a)'],
    ['intraCommunity', 'cs', 'CZ', 'Osvobozeno od daně', '§ 64 zákona č. 235/2004 Sb.'],
    ['intraCommunity', 'sk', 'CZ', 'Oslobodenie od dane', '§ 64 českého zákona č. 235/2004 Sb.'],
  ] as const)('%s in %s from a %s seller', (_, language, country, heading, act) => {
    const text = legalWording({
      treatment: { kind: 'intraCommunity', buyerVatId: 'CZ27082440' },
      seller: { ...seller, country },
      language,
    }).join(' ')
    expect(text).toContain(heading)
    expect(text).toContain(act)
    expect(text).toContain('CZ27082440')
  })
  it.each([
    ['sk', 'Obchodný register', 'Nie sme platiteľom DPH.'],
    ['cs', 'Obchodní rejstřík', 'Nejsme plátci DPH.'],
    ['sk', 'Živnostenský register Okresného úradu Žilina', 'Nie som platiteľ DPH.'],
    ['cs', 'Živnostenský rejstřík', 'Nejsem plátce DPH.'],
  ] as const)('not a VAT payer in %s (%s)', (language, register, text) => {
    expect(legalWording({ treatment: { kind: 'notVatPayer' }, seller: { ...seller, register }, language })).toEqual([
      text,
    ])
  })
  it.each([
    { kind: 'domestic', rateOf: 'SK' },
    { kind: 'distance', rateOf: 'SK' },
    { kind: 'oss', rateOf: 'CZ' },
  ] as const)('%o is taxed as usual: no wording', (treatment) => {
    expect(legalWording({ treatment, seller, language: 'sk' })).toEqual([])
  })
})

describe('creditNoteOf: the invoice never changes, a credit note corrects it', () => {
  const invoice = number(invoiceOf(order('SK', { kind: 'domestic', rateOf: 'SK' }), settings, moment))
  it('a cancellation takes back every line, the rounding too, and refers to the invoice', () => {
    const note = creditNoteOf(invoice, { kind: 'cancel', reason: 'Zákazník tovar odmietol.' }, settings, '2026-11-30')
    expect(note).toMatchObject({ kind: 'creditNote', series: 'DB', cancels: true, reason: 'Zákazník tovar odmietol.' })
    expect(note.refersTo).toEqual({ number: 'FA2026-0001', issuedOn: '2026-11-28' })
    expect(note.lines.map((line) => line.count)).toEqual([-2, -1, -1])
    expect(note.total).toEqual({ net: -134_024, vat: -30_826, gross: -164_850 })
    expect(note.payable).toBe(-invoice.payable)
    expect(liveInvoice([invoice, { ...note, number: 'DB2026-0001', sequence: 1 }])).toBeUndefined()
    expect(liveInvoice([invoice])).toBe(invoice)
  })
  it('an edit credits the difference only: one wardrobe fewer', () => {
    const after = order('SK', { kind: 'domestic', rateOf: 'SK' })
    const edited = after.lines.map((line, i) => (i === 0 ? { ...line, count: 1 } : line))
    const note = creditNoteOf(
      invoice,
      { kind: 'edit', reason: 'Zmena objednávky', lines: edited, shipping: after.shipping },
      settings,
      '2026-11-30',
    )
    expect(note.cancels).toBe(false)
    expect(note.lines).toEqual([
      {
        title: 'Šatníková skriňa',
        count: -1,
        unitNet: 50_012,
        vatRate: 0.23,
        net: -50_012,
        vat: -11_503,
        gross: -61_515,
      },
    ])
    expect(note.perRate).toEqual([{ vatRate: 0.23, net: -50_012, vat: -11_503, gross: -61_515 }])
    // 1 648,50 − 615,15 = 1 033,35: already in 5 cents.
    expect(note.rounding).toBe(0)
  })
  it('differenceLines: a line replaced by another is one negative and one positive line', () => {
    const before = [taxLine('A', 1, 1_000, 1_230, false)]
    const after = [taxLine('B', 2, 500, 615, false)]
    expect(differenceLines(before, after).map((line) => [line.title, line.count, line.gross])).toEqual([
      ['A', -1, -1_230],
      ['B', 2, 1_230],
    ])
  })
})

describe('rateOfUnit', () => {
  it.each([
    [10_000, 12_300, 0.23],
    [10_000, 12_100, 0.21],
    [1_001, 1_231, 0.23],
    [10_000, 10_000, 0],
    [0, 0, 0],
  ])('%i net, %i gross → %f', (net, gross, rate) => expect(rateOfUnit(net, gross)).toBe(rate))
})

describe('the VAT in the seller currency of a document in the other (SK § 74 ods. 1, CZ § 29 odst. 1)', () => {
  it.each([
    // A Slovak seller's crown sums in euro: 25 000 Kč base, 5 250 Kč VAT at 25,000 CZK/EUR.
    ['SK', 'CZK', 25, { vatRate: 0.21, net: 2_500_000, vat: 525_000 }, { net: 100_000, vat: 21_000 }, 'EUR'],
    // A Czech seller's euro sums in crowns: 1 000 € base, 230 € VAT at 25,135 CZK/EUR.
    ['CZ', 'EUR', 25.135, { vatRate: 0.23, net: 100_000, vat: 23_000 }, { net: 2_513_500, vat: 578_105 }, 'CZK'],
  ] as const)('%s seller, document in %s at %d', (seller, currency, eurCzk, sum, home, homeCurrency) => {
    const conversion = conversionOf([{ ...sum, gross: sum.net + sum.vat }], currency, seller, eurCzk)
    expect(conversion).toEqual({
      currency: homeCurrency,
      eurCzk,
      perRate: [{ vatRate: sum.vatRate, ...home }],
      vat: home.vat,
    })
  })

  it('is absent in the seller currency, without a rate, or without VAT', () => {
    const sum = { vatRate: 0.23, net: 100_000, vat: 23_000, gross: 123_000 }
    expect(conversionOf([sum], 'EUR', 'SK', 25)).toBeUndefined()
    expect(conversionOf([sum], 'CZK', 'SK', 0)).toBeUndefined()
    expect(conversionOf([{ ...sum, vatRate: 0, vat: 0, gross: 100_000 }], 'CZK', 'SK', 25)).toBeUndefined()
  })

  it('goes on a Slovak seller invoice in crowns, and its credit note converts at the invoice rate', () => {
    const invoice = number(
      invoiceOf(order('CZ', { kind: 'domestic', rateOf: 'SK' }), { ...settings, eurCzk: 25 }, moment),
    )
    expect(invoice.currency).toBe('CZK')
    expect(invoice.conversion?.currency).toBe('EUR')
    expect(invoice.conversion?.vat).toBe(Math.round(invoice.total.vat / 25))
    // The rate in the settings changed since: the correction keeps the invoice's.
    const later = { ...settings, eurCzk: 26 }
    const credit = creditNoteOf(invoice, { kind: 'cancel', reason: 'x' }, later, '2026-11-30')
    expect(credit.conversion?.eurCzk).toBe(25)
    expect(credit.conversion?.vat).toBe(-invoice.conversion!.vat)
    // An euro invoice of the same seller states nothing more.
    expect(invoiceOf(order('SK', null), { ...settings, eurCzk: 25 }, moment).conversion).toBeUndefined()
  })
})
