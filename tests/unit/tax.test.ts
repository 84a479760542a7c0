import { describe, expect, it } from 'vitest'
import { amountDue, cashToCollect } from '#domain/delivery.ts'
import {
  cashRounding,
  consumerRates,
  distanceSaleRule,
  domesticRule,
  intraCommunityRule,
  notVatPayerRule,
  vatIdCountry,
  vatRateOf,
  vatTreatment,
  buyerTaxOf,
  orderTax,
  sellerTaxOf,
  supplyCountryOf,
  taxedItems,
  vatLines,
  type SellerTax,
  type TaxSettings,
} from '#domain/tax.ts'
import type { Country } from '#domain/locale.ts'
import { taxedCart } from '#domain/cart.ts'
import { checkCustomer, customerPayload, destinationOf, formOfCustomer, type CustomerForm } from '#domain/checkout.ts'
import { toMinor } from '#domain/money.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { cartLine, customerForm, SEED_SELLER } from '#scripts/harness/fixtures/order.ts'

const other = (country: Country): Country => (country === 'SK' ? 'CZ' : 'SK')
const VAT_ID: Record<Country, string> = { SK: 'SK2020123456', CZ: 'CZ12345678' }
const RATES: Record<Country, number> = { SK: 0.23, CZ: 0.21 }
const seller = (country: Country, over: Partial<SellerTax> = {}): SellerTax => ({
  country,
  vatPayer: true,
  oss: false,
  ...over,
})

describe('the tax rules, each for a seller in either market', () => {
  for (const home of ['SK', 'CZ'] as const) {
    const away = other(home)
    it(`${home} seller: a consumer at home pays the seller's rate`, () => {
      expect(domesticRule(seller(home), home)).toEqual({ kind: 'domestic', rateOf: home })
      expect(vatTreatment(seller(home), { company: false }, home)).toEqual({ kind: 'domestic', rateOf: home })
    })

    it(`${home} seller: a consumer in ${away} pays the seller's rate, or ${away}'s in the One-Stop-Shop`, () => {
      expect(domesticRule(seller(home), away)).toBeUndefined()
      expect(distanceSaleRule(seller(home), away)).toEqual({ kind: 'distance', rateOf: home })
      expect(distanceSaleRule(seller(home, { oss: true }), away)).toEqual({ kind: 'oss', rateOf: away })
      expect(vatTreatment(seller(home, { oss: true }), { company: false }, away)).toEqual({ kind: 'oss', rateOf: away })
    })

    it(`${home} seller: a company with a ${away} VAT number, goods sent to ${away}: exempt, its number kept`, () => {
      const buyer = { company: true, vatId: ` ${VAT_ID[away].toLowerCase()} ` }
      expect(intraCommunityRule(seller(home), buyer, away)).toEqual({
        kind: 'intraCommunity',
        buyerVatId: VAT_ID[away],
      })
      // Whether or not the seller is in the One-Stop-Shop: that is for consumers.
      expect(vatTreatment(seller(home, { oss: true }), buyer, away).kind).toBe('intraCommunity')
    })

    it(`${home} seller: no exemption when the goods stay in ${home}, the number is ${home}'s, or a consumer`, () => {
      expect(intraCommunityRule(seller(home), { company: true, vatId: VAT_ID[away] }, home)).toBeUndefined()
      expect(intraCommunityRule(seller(home), { company: true, vatId: VAT_ID[home] }, away)).toBeUndefined()
      expect(intraCommunityRule(seller(home), { company: false, vatId: VAT_ID[away] }, away)).toBeUndefined()
      expect(intraCommunityRule(seller(home), { company: true, vatId: 'DE123456789' }, away)).toBeUndefined()
      // A company at home pays the seller's rate; one without a VAT number abroad is taxed like a consumer.
      expect(vatTreatment(seller(home), { company: true, vatId: VAT_ID[home] }, home)).toEqual({
        kind: 'domestic',
        rateOf: home,
      })
      expect(vatTreatment(seller(home), { company: true }, away)).toEqual({ kind: 'distance', rateOf: home })
    })

    it(`${home} seller not registered for VAT: none, whoever buys and wherever the goods go`, () => {
      const payerNot = seller(home, { vatPayer: false, oss: true })
      expect(notVatPayerRule(seller(home))).toBeUndefined()
      for (const delivery of [home, away])
        for (const buyer of [{ company: false }, { company: true, vatId: VAT_ID[away] }])
          expect(vatTreatment(payerNot, buyer, delivery)).toEqual({ kind: 'notVatPayer' })
    })
  }

  it('reads the country of a VAT number in the SK and CZ formats only', () => {
    expect(
      ['SK2020123456', 'CZ12345678', 'CZ1234567890', 'sk 2020 123 456', 'SK123', 'AT U12345678', '', undefined].map(
        vatIdCountry,
      ),
    ).toEqual(['SK', 'CZ', 'CZ', 'SK', undefined, undefined, undefined, undefined])
  })

  it("charges the rate of the treatment's country, nothing when exempt or not a VAT payer", () => {
    expect(vatRateOf({ kind: 'domestic', rateOf: 'SK' }, RATES)).toBe(0.23)
    expect(vatRateOf({ kind: 'oss', rateOf: 'CZ' }, RATES)).toBe(0.21)
    expect(vatRateOf({ kind: 'distance', rateOf: 'SK' }, RATES)).toBe(0.23)
    expect(vatRateOf({ kind: 'intraCommunity', buyerVatId: 'CZ12345678' }, RATES)).toBe(0)
    expect(vatRateOf({ kind: 'notVatPayer' }, RATES)).toBe(0)
  })
})

describe('cash rounding', () => {
  it.each([
    // Euro cents to five: ..1, ..2 down; ..3, ..4 up to ..5; ..6, ..7 down to ..5; ..8, ..9 up (around .025 and .075).
    [602_20, 602_20],
    [602_21, 602_20],
    [602_22, 602_20],
    [602_23, 602_25],
    [602_24, 602_25],
    [602_26, 602_25],
    [602_27, 602_25],
    [602_28, 602_30],
    [602_29, 602_30],
    [1, 0],
    [2, 0],
    [3, 5],
  ])('EUR cash %i cents → %i', (gross, collect) => {
    expect(cashRounding(gross, 'EUR', 'cash')).toEqual({ collect, rounding: collect - gross })
  })

  it.each([
    [5082_00, 5082_00],
    [5082_49, 5082_00],
    [5082_50, 5083_00],
    [5082_99, 5083_00],
    [1, 0],
    [50, 100],
  ])('CZK cash %i haléřů → %i', (gross, collect) => {
    expect(cashRounding(gross, 'CZK', 'cash')).toEqual({ collect, rounding: collect - gross })
  })

  it('never rounds a bank transfer', () => {
    expect(cashRounding(602_23, 'EUR', 'transfer')).toEqual({ collect: 602_23, rounding: 0 })
    expect(cashRounding(5082_49, 'CZK', 'transfer')).toEqual({ collect: 5082_49, rounding: 0 })
  })
})

describe('amount due (issue 37.2): total, rounding as its own line, what is paid', () => {
  it.each([
    // Each side of .025 and .075 (602,23 € is the sum the "ready" e-mail once asked for).
    [602_21, -1, 602_20],
    [602_22, -2, 602_20],
    [602_23, 2, 602_25],
    [602_27, -2, 602_25],
    [602_28, 2, 602_30],
    // One and two cents above a round sum go down, three and four cents below go up.
    [100_01, -1, 100_00],
    [100_02, -2, 100_00],
    [99_97, -2, 99_95],
    [99_96, -1, 99_95],
  ])('EUR cash total %i cents: rounding %i, due %i', (total, rounding, due) => {
    expect(amountDue(total, 'EUR')).toEqual({ total, rounding, due })
    expect(due - total).toBe(rounding)
    expect(cashToCollect(total, 'EUR')).toBe(due)
  })

  it.each([
    [15_082_49, -49, 15_082_00],
    [15_082_50, 50, 15_083_00],
    [15_082_01, -1, 15_082_00],
    [15_082_02, -2, 15_082_00],
  ])('CZK cash total %i haléřů: rounding %i, due %i', (total, rounding, due) => {
    expect(amountDue(total, 'CZK')).toEqual({ total, rounding, due })
  })

  it('leaves a bank transfer and an already round sum unrounded', () => {
    expect(amountDue(602_23, 'EUR', { method: 'transfer' })).toEqual({ total: 602_23, rounding: 0, due: 602_23 })
    expect(amountDue(5_082_49, 'CZK', { method: 'transfer' })).toEqual({ total: 5_082_49, rounding: 0, due: 5_082_49 })
    expect(amountDue(602_25, 'EUR')).toEqual({ total: 602_25, rounding: 0, due: 602_25 })
  })

  it('deducts a deposit received before rounding, so only the cash handed over is rounded', () => {
    // 1 000,00 € order, 30 % deposit of 300,00 € paid; 1 000,03 € order leaves 700,03 € → 700,05 €.
    expect(amountDue(1_000_03, 'EUR', { paid: 300_00 })).toEqual({ total: 700_03, rounding: 2, due: 700_05 })
    expect(amountDue(10_000_40, 'CZK', { paid: 3_000_00 })).toEqual({ total: 7_000_40, rounding: -40, due: 7_000_00 })
  })
})

describe('the order tax from the checkout form, in both markets (issue 37, point 1)', () => {
  const tax = (country: Country, over: Partial<SellerTax> = {}): TaxSettings => ({
    seller: seller(country, over),
    rates: RATES,
  })
  const company = (vatId: string, billing: Country) => ({
    isCompany: true,
    vatId,
    companyName: 'Stolárstvo s.r.o.',
    companyId: '12345679',
    billingAddress: { address: 'Hlavná 1', city: 'X', zip: billing === 'SK' ? '917 01' : '602 00', country: billing },
  })
  const deliveredTo = (to: Country) => ({
    separateDeliveryAddress: true,
    deliveryAddress: { address: 'Námestie 1', city: 'Y', zip: to === 'SK' ? '909 01' : '110 00', country: to },
  })

  for (const home of ['SK', 'CZ'] as const) {
    const away = other(home)
    for (const market of ['SK', 'CZ'] as const) {
      const form = (over: Partial<CustomerForm> = {}) => customerForm(market, over)
      it(`${home} seller, ${market} market: a consumer at home pays ${home}'s rate`, () => {
        expect(orderTax(form(deliveredTo(home)), market, tax(home))).toEqual({
          treatment: { kind: 'domestic', rateOf: home },
          rate: RATES[home],
        })
      })
      it(`${home} seller, ${market} market: a consumer in ${away} pays ${home}'s rate, ${away}'s with OSS`, () => {
        expect(orderTax(form(deliveredTo(away)), market, tax(home)).rate).toBe(RATES[home])
        expect(orderTax(form(deliveredTo(away)), market, tax(home, { oss: true }))).toEqual({
          treatment: { kind: 'oss', rateOf: away },
          rate: RATES[away],
        })
      })
      it(`${home} seller, ${market} market: a ${away} company with its VAT number buys exempt`, () => {
        const buyer = form({ ...company(VAT_ID[away], away), ...deliveredTo(away) })
        expect(orderTax(buyer, market, tax(home))).toEqual({
          treatment: { kind: 'intraCommunity', buyerVatId: VAT_ID[away] },
          rate: 0,
        })
        // The billing address in the other country takes the courier there too.
        expect(orderTax(form(company(VAT_ID[away], away)), market, tax(home)).rate).toBe(0)
      })
      it(`${home} seller, ${market} market: a company in ${home} pays ${home}'s rate`, () => {
        const buyer = form({ ...company(VAT_ID[home], home), ...deliveredTo(home) })
        expect(orderTax(buyer, market, tax(home))).toEqual({
          treatment: { kind: 'domestic', rateOf: home },
          rate: RATES[home],
        })
      })
      it(`${home} seller, ${market} market: not a VAT payer charges nothing`, () => {
        const notPayer = tax(home, { vatPayer: false })
        expect(orderTax(form(deliveredTo(away)), market, notPayer)).toEqual({
          treatment: { kind: 'notVatPayer' },
          rate: 0,
        })
        expect(orderTax(form({ ...company(VAT_ID[away], away) }), market, notPayer).rate).toBe(0)
      })
      it(`${home} seller, ${market} market: goods picked up at the workshop are supplied in ${home}`, () => {
        expect(supplyCountryOf(form({ delivery: 'pickup', ...deliveredTo(away) }), market, seller(home))).toBe(home)
        expect(orderTax(form({ delivery: 'pickup' }), market, tax(home, { oss: true })).rate).toBe(RATES[home])
      })
    }
  }

  it('a VAT number counts only when ordering as a company', () => {
    expect(buyerTaxOf({ isCompany: false, vatId: 'CZ12345678' })).toEqual({ company: false })
    expect(buyerTaxOf({ isCompany: true, vatId: ' ' })).toEqual({ company: true })
    expect(buyerTaxOf({ isCompany: true, vatId: 'CZ12345678' })).toEqual({ company: true, vatId: 'CZ12345678' })
  })

  it('reads the seller from the published settings', () => {
    expect(sellerTaxOf(SEED_SETTINGS)).toEqual(SEED_SELLER)
  })
})

describe('lines and totals at the order rate', () => {
  it('keeps the net and taxes it at the rate, rounded as the price list rounds (cents, whole crowns)', () => {
    const sk = cartLine({}, 'SK', 2)
    const net = toMinor(sk.cabinet.price.price)
    const [taxed] = taxedItems([sk], 0.21, 1)
    expect(toMinor(taxed!.cabinet.price.price)).toBe(net)
    expect(toMinor(taxed!.cabinet.price.priceGross)).toBe(Math.round(net * 1.21))
    expect(taxed!.cabinet.price.vatRate).toBe(0.21)
    const cz = cartLine({}, 'CZ')
    const [czk] = taxedItems([cz], 0.23, 100)
    expect(toMinor(czk!.cabinet.price.priceGross) % 100).toBe(0)
    expect(toMinor(czk!.cabinet.price.priceGross)).toBe(
      Math.round((toMinor(cz.cabinet.price.price) * 1.23) / 100) * 100,
    )
    expect(taxedItems([cz], 0, 100)[0]!.cabinet.price.priceGross).toBe(cz.cabinet.price.price)
  })

  it('sums the VAT per rate, highest first', () => {
    expect(
      vatLines([
        { net: 1000, gross: 1230, rate: 0.23 },
        { net: 500, gross: 605, rate: 0.21 },
        { net: 200, gross: 246, rate: 0.23 },
      ]),
    ).toEqual([
      { rate: 0.23, base: 1200, vat: 276 },
      { rate: 0.21, base: 500, vat: 105 },
    ])
  })

  it('a /cz cart delivered to Slovakia by a Slovak seller: 23 %, and the change from the cart is told', () => {
    const items = [cartLine({}, 'CZ', 2)]
    const settings: TaxSettings = { seller: seller('SK', { oss: true }), rates: RATES }
    const atHome = taxedCart(items, customerForm('CZ'), PRICE_LISTS.CZ, settings)
    expect(atHome.tax.rate).toBe(0.21)
    expect(atHome.changedFrom).toBeUndefined()
    const toSk = taxedCart(
      items,
      customerForm('CZ', {
        separateDeliveryAddress: true,
        deliveryAddress: { address: 'Námestie 1', city: 'Skalica', zip: '909 01', country: 'SK' },
      }),
      PRICE_LISTS.CZ,
      settings,
    )
    expect(toSk.tax).toEqual({ treatment: { kind: 'domestic', rateOf: 'SK' }, rate: 0.23 })
    // Before: the same goods and the courier to Slovakia at the Czech consumer's 21 %.
    const shippingAt21 = Math.round((PRICE_LISTS.CZ.shipping.SK * 1.21) / 100) * 100
    expect(toSk.changedFrom).toBe(atHome.totals.goods.gross + shippingAt21)
    expect(toSk.totals.total.gross).toBeGreaterThan(toSk.changedFrom!)
    expect(toSk.vat).toEqual([{ rate: 0.23, base: toSk.totals.total.net, vat: toSk.totals.total.vat }])
    expect(toSk.totals.total.net).toBe(atHome.totals.goods.net + PRICE_LISTS.CZ.shipping.SK)
  })
})

describe('a company billed in the other country (issue 37: no 422 on a Czech company on the Slovak shop)', () => {
  const czechCompany = customerForm('SK', {
    isCompany: true,
    companyName: 'Truhlářství s.r.o.',
    companyId: '12345679',
    taxId: 'CZ12345679',
    vatId: 'CZ12345679',
    billingAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
  })
  it('checks the postcode, DIČ and VAT number in the formats of the billing country', () => {
    expect(checkCustomer(czechCompany, 'SK')).toEqual([])
    const asSlovak = { ...czechCompany, billingAddress: { ...czechCompany.billingAddress, country: 'SK' as const } }
    expect(checkCustomer(asSlovak, 'SK').map((issue) => issue.problem)).toEqual(['zip', 'dic', 'icdph'])
  })
  it('sends the billing country and takes the courier there', () => {
    expect(customerPayload(czechCompany).fakturacnaAdresa.country).toBe('CZ')
    expect(destinationOf(formOfCustomer(customerPayload(czechCompany)), 'SK')).toBe('CZ')
  })
})

describe('the rate each market shows before the checkout knows more (consumerRates)', () => {
  it.each<[string, Partial<SellerTax>, Country, Record<Country, number>]>([
    ['a Slovak seller outside the One-Stop-Shop: its 23 % in both markets', {}, 'SK', { SK: 0.23, CZ: 0.23 }],
    ['a Slovak seller in the One-Stop-Shop: each country its own rate', { oss: true }, 'SK', { SK: 0.23, CZ: 0.21 }],
    ['a Czech seller outside the One-Stop-Shop: its 21 % in both markets', {}, 'CZ', { SK: 0.21, CZ: 0.21 }],
    ['a seller not registered for VAT: none anywhere', { vatPayer: false }, 'SK', { SK: 0, CZ: 0 }],
  ])('%s', (_, over, country, expected) => {
    expect(consumerRates(seller(country, over), RATES)).toEqual(expected)
  })
})
