import { describe, expect, it } from 'vitest'
import { decode } from 'bysquare/pay'
import {
  depositAmount,
  depositDeductions,
  depositDocumentOf,
  depositPaymentOf,
  matchCredits,
  orderVatRate,
  parseBankAmount,
  parseStatementCsv,
  splitGross,
  type PaymentRequest,
} from '#domain/deposit.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import type { Customer } from '#domain/schemas.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { paymentQrText } from '#server/payment/qr.ts'
import { parseCamt053 } from '#server/payment/camt.ts'

const SK_IBAN = 'SK9611000000002918599669'
const CZ_IBAN = 'CZ2806000000000168540115'
const settings = {
  ...SEED_SETTINGS,
  depositPercent: 30,
  depositAbove: { sk: 500, cz: 12_000 },
  iban: { eur: 'SK96 1100 0000 0029 1859 9669', czk: CZ_IBAN },
}

describe('the deposit asked of an order', () => {
  it('is none while deposits are off, whatever the total', () => {
    expect(depositAmount(1_000_000, 'EUR', 'SK', { ...settings, depositPercent: 0 })).toBe(0)
    // No account of the order's currency to pay it to: nothing can be asked.
    expect(depositAmount(1_000_000, 'EUR', 'SK', { ...settings, iban: { eur: '', czk: CZ_IBAN } })).toBe(0)
  })
  it('is asked only above the market threshold (the threshold itself asks none)', () => {
    expect(depositAmount(50_000, 'EUR', 'SK', settings)).toBe(0)
    expect(depositAmount(50_001, 'EUR', 'SK', settings)).toBe(15_000)
    expect(depositAmount(1_200_000, 'CZK', 'CZ', settings)).toBe(0)
    expect(depositAmount(1_200_100, 'CZK', 'CZ', settings)).toBe(360_000)
  })
  it('rounds euros to a whole cent and crowns to a whole crown, half up', () => {
    // 30 % of 602,23 € = 180,669 € → 180,67 €
    expect(depositAmount(60_223, 'EUR', 'SK', settings)).toBe(18_067)
    // 30 % of 602,15 € = 180,645 € → 180,65 € (half up)
    expect(depositAmount(60_215, 'EUR', 'SK', settings)).toBe(18_065)
    // 30 % of 15 001,50 Kč = 4 500,45 Kč → 4 500 Kč; of 15 005 Kč = 4 501,50 Kč → 4 502 Kč
    expect(depositAmount(1_500_150, 'CZK', 'CZ', settings)).toBe(450_000)
    expect(depositAmount(1_500_500, 'CZK', 'CZ', settings)).toBe(450_200)
  })
  it('follows the market of the order for the threshold', () => {
    // 600 € on the Czech market is compared with the Czech threshold (12 000 in the market's units).
    expect(depositAmount(60_000, 'EUR', 'CZ', settings)).toBe(0)
  })
})

describe('the request for payment and its QR', () => {
  const eur = depositPaymentOf({ number: '2026-000123', currency: 'EUR' }, 18_067, settings)
  const czk = depositPaymentOf({ number: '2026-000124', currency: 'CZK' }, 450_200, settings)

  it('names the account of the currency (without spaces), the amount and the order as variable symbol', () => {
    expect(eur).toMatchObject({ iban: SK_IBAN, amount: 18_067, currency: 'EUR', variableSymbol: '2026000123' })
    expect(czk).toMatchObject({ iban: CZ_IBAN, amount: 450_200, currency: 'CZK', variableSymbol: '2026000124' })
  })

  it('encodes euros as PAY by square: decoded back, the IBAN, amount and variable symbol', () => {
    const text = paymentQrText(eur)
    const decoded = decode(text)
    expect(decoded.payments).toHaveLength(1)
    expect(decoded.payments[0]).toMatchObject({
      amount: 180.67,
      currencyCode: 'EUR',
      variableSymbol: '2026000123',
      bankAccounts: [{ iban: SK_IBAN }],
    })
  })

  it('encodes crowns as SPAYD with its fields', () => {
    const text = paymentQrText(czk)
    expect(text.startsWith('SPD*1.0*')).toBe(true)
    const fields = Object.fromEntries(
      text
        .split('*')
        .slice(2)
        .map((field) => [field.slice(0, field.indexOf(':')), field.slice(field.indexOf(':') + 1)]),
    )
    expect(fields).toMatchObject({ ACC: CZ_IBAN, AM: '4502.00', CC: 'CZK', 'X-VS': '2026000124' })
  })

  it('keeps a SPAYD field free of its separator and diacritics', () => {
    const payment: PaymentRequest = { ...czk, beneficiary: 'Truhlářství *Novák*', note: 'č. 2026-000124' }
    const text = paymentQrText(payment)
    expect(text).toContain('RN:TRUHLARSTVI NOVAK')
    // SPD, 1.0, ACC, AM, CC, MSG, RN, X-VS: the asterisks in the name did not make fields of their own.
    expect(text.split('*')).toHaveLength(8)
    expect(text).not.toMatch(/[áčř]/i)
  })
})

const customer = {
  name: 'Jana',
  surname: 'Kováčová',
  email: 'jana@example.sk',
  phone: '901 234 567',
  phonePrefix: '+421',
  fakturacnaAdresa: { address: 'Hlavná 1', city: 'Žilina', zip: '010 01' },
  dorucenie: true,
  osobnyOdber: false,
  adresaDodaniaModel: false,
  accept: true,
  companyModel: false,
} as Customer

describe('the tax document of a received deposit', () => {
  const order = {
    number: '2026-000123',
    country: 'SK' as const,
    language: 'sk' as const,
    currency: 'EUR' as const,
    customer,
    totalNet: 48_962,
    totalGross: 60_223,
    treatment: null,
  }
  it('reads the order rate from its totals, to a whole per cent', () => {
    expect(orderVatRate(48_962, 60_223)).toBe(0.23)
    expect(orderVatRate(100_000, 121_000)).toBe(0.21)
    expect(orderVatRate(100_000, 100_000)).toBe(0)
  })
  it('splits the amount received into base and VAT: the base rounded, the VAT the rest', () => {
    expect(splitGross(18_067, 0.23)).toEqual({ net: 14_689, vat: 3_378, gross: 18_067 })
    expect(splitGross(450_200, 0.21)).toEqual({ net: 372_066, vat: 78_134, gross: 450_200 })
  })
  it('is one line at the order rate in the deposit series, dated the day received, nothing left to pay', () => {
    const document = depositDocumentOf({
      order,
      amount: 18_067,
      receivedOn: '2026-12-01',
      issuedOn: '2026-12-02',
      settings,
    })
    expect(document).toMatchObject({
      kind: 'deposit',
      series: 'FAZ',
      year: 2026,
      suppliedOn: '2026-12-01',
      issuedOn: '2026-12-02',
      treatment: { kind: 'domestic', rateOf: 'SK' },
      perRate: [{ vatRate: 0.23, net: 14_689, vat: 3_378, gross: 18_067 }],
      total: { net: 14_689, vat: 3_378, gross: 18_067 },
      payable: 0,
      payment: 'transfer',
      variableSymbol: '2026000123',
      buyer: { name: 'Jana Kováčová', city: 'Žilina', country: 'SK' },
      seller: { name: SEED_SETTINGS.company.name, iban: SK_IBAN, vatPayer: true },
    })
    expect(document.lines).toEqual([
      {
        title: 'Záloha na objednávku č. 2026-000123',
        count: 1,
        unitNet: 14_689,
        vatRate: 0.23,
        net: 14_689,
        vat: 3_378,
        gross: 18_067,
      },
    ])
  })
  it('carries no VAT for a non-VAT payer and for an exempt intra-community supply', () => {
    for (const treatment of [
      { kind: 'notVatPayer' as const },
      { kind: 'intraCommunity' as const, buyerVatId: 'CZ12345678' },
    ]) {
      const document = depositDocumentOf({
        order: { ...order, treatment },
        amount: 18_067,
        receivedOn: '2026-12-01',
        issuedOn: '2026-12-01',
        settings,
      })
      expect(document.total).toEqual({ net: 18_067, vat: 0, gross: 18_067 })
      expect(document.treatment).toEqual(treatment)
    }
  })
  it('is deducted on the final invoice unless a credit note cancelled it', () => {
    const doc = (over: Partial<TaxDocument>) =>
      ({
        ...depositDocumentOf({ order, amount: 18_067, receivedOn: '2026-12-01', issuedOn: '2026-12-01', settings }),
        sequence: 1,
        number: 'FAZ2026-0001',
        ...over,
      }) as TaxDocument
    const first = doc({})
    const second = doc({ number: 'FAZ2026-0002', sequence: 2 })
    const cancel = doc({
      kind: 'creditNote',
      number: 'DB2026-0001',
      refersTo: { number: 'FAZ2026-0002', issuedOn: '2026-12-01' },
    })
    expect(depositDeductions([first, second, cancel])).toEqual([
      {
        number: 'FAZ2026-0001',
        issuedOn: '2026-12-01',
        perRate: [{ vatRate: 0.23, net: 14_689, vat: 3_378, gross: 18_067 }],
      },
    ])
    expect(depositDeductions([])).toEqual([])
  })
})

describe('a bank statement', () => {
  const open = [
    { orderNumber: '2026-000123', amount: 18_067, currency: 'EUR' as const },
    { orderNumber: '2026-000124', amount: 450_200, currency: 'CZK' as const },
  ]
  it('reads amounts as banks write them', () => {
    expect(parseBankAmount('180.67')).toBe(18_067)
    expect(parseBankAmount('180,67')).toBe(18_067)
    expect(parseBankAmount('4 502,00')).toBe(450_200)
    expect(parseBankAmount('1.234,50')).toBe(123_450)
    expect(parseBankAmount('1,234.50')).toBe(123_450)
    expect(parseBankAmount('-12,00')).toBe(-1_200)
    expect(parseBankAmount('abc')).toBeUndefined()
  })
  it('reads a CSV (either separator, quoted fields), skips debits and names unreadable lines', () => {
    const csv = [
      'datum;suma;mena;VS',
      '01.12.2026;180,67;EUR;2026000123',
      '2026-12-02;"4 502,00";CZK;"2026000124"',
      '2026-12-02;-50,00;EUR;2026000123',
      'nonsense;1;EUR;1',
      '',
    ].join('\r\n')
    expect(parseStatementCsv(csv)).toEqual({
      credits: [
        { date: '2026-12-01', amount: 18_067, currency: 'EUR', variableSymbol: '2026000123' },
        { date: '2026-12-02', amount: 450_200, currency: 'CZK', variableSymbol: '2026000124' },
      ],
      unreadable: [5],
    })
    expect(parseStatementCsv('date,amount,currency,vs\n2026-12-01,180.67,EUR,2026000123').credits).toHaveLength(1)
  })
  it('matches credits by variable symbol, amount and currency; once per deposit', () => {
    const credit = (variableSymbol: string, amount: number, currency: 'EUR' | 'CZK' = 'EUR') => ({
      date: '2026-12-01',
      amount,
      currency,
      variableSymbol,
    })
    expect(
      matchCredits(
        [
          credit('2026000123', 18_067),
          credit('2026000123', 18_067),
          credit('002026000124', 450_200, 'CZK'),
          credit('2026000124', 450_000, 'CZK'),
          credit('9999', 18_067),
          credit('2026000124', 450_200, 'EUR'),
        ],
        open,
      ).map((m) => [m.result, m.orderNumber]),
    ).toEqual([
      ['matched', '2026-000123'],
      ['duplicate', '2026-000123'],
      ['matched', '2026-000124'],
      ['amountDiffers', '2026-000124'],
      ['unknownSymbol', null],
      ['amountDiffers', '2026-000124'],
    ])
  })
  it('reads a camt.053: booked credits with the symbol wherever the bank put it; debits and reversals skipped', () => {
    const entry = (amount: string, ccy: string, ind: string, tx: string, extra = '') => `
      <Ntry><Amt Ccy="${ccy}">${amount}</Amt><CdtDbtInd>${ind}</CdtDbtInd>${extra}<Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt><ValDt><Dt>2026-12-01</Dt></ValDt>
        <NtryDtls><TxDtls>${tx}</TxDtls></NtryDtls></Ntry>`
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
      <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId></GrpHdr>
      <Stmt><Id>1</Id>
      ${entry('180.67', 'EUR', 'CRDT', '<Refs><EndToEndId>/VS2026000123/SS/KS</EndToEndId></Refs>')}
      ${entry('4502.00', 'CZK', 'CRDT', '<RmtInf><Strd><CdtrRefInf><Ref>2026000124</Ref></CdtrRefInf></Strd></RmtInf>')}
      ${entry('10.00', 'EUR', 'CRDT', '<RmtInf><Ustrd>Platba VS: 2026000125 dakujem</Ustrd></RmtInf>')}
      ${entry('99.00', 'EUR', 'DBIT', '<Refs><EndToEndId>/VS2026000123</EndToEndId></Refs>')}
      ${entry('180.67', 'EUR', 'CRDT', '<Refs><EndToEndId>/VS2026000123</EndToEndId></Refs>', '<RvslInd>true</RvslInd>')}
      </Stmt></BkToCstmrStmt></Document>`
    expect(parseCamt053(xml)).toEqual([
      { date: '2026-12-01', amount: 18_067, currency: 'EUR', variableSymbol: '2026000123' },
      { date: '2026-12-01', amount: 450_200, currency: 'CZK', variableSymbol: '2026000124' },
      { date: '2026-12-01', amount: 1_000, currency: 'EUR', variableSymbol: '2026000125' },
    ])
    expect(() => parseCamt053('<Document><Other/></Document>')).toThrow(/camt\.053/)
  })
})
