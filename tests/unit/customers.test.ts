import { describe, expect, it } from 'vitest'
import {
  customerDetail,
  customerRow,
  erasedCustomer,
  ERASED_EMAIL,
  groupCustomers,
  keepsInvoice,
  matchesCustomer,
  sortCustomers,
  spentOf,
  type CustomerOrderFacts,
  type CustomerSampleFacts,
} from '#domain/customers.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Customer } from '#domain/schemas.ts'

const person = (patch: Partial<Customer> = {}): Customer => ({
  name: 'Jana',
  surname: 'Kováčová',
  email: 'jana@example.sk',
  phone: '905123456',
  phonePrefix: '+421',
  fakturacnaAdresa: { address: 'Hlavná 12', city: 'Trnava', zip: '917 01' },
  dorucenie: true,
  osobnyOdber: false,
  adresaDodaniaModel: false,
  accept: true,
  companyModel: false,
  ...patch,
})

let numbers = 0
const order = (
  status: FulfilmentStatus,
  patch: Partial<CustomerOrderFacts> = {},
  customer: Partial<Customer> = {},
): CustomerOrderFacts => ({
  number: `2026-${String(++numbers).padStart(6, '0')}`,
  createdAt: `2026-11-${String(numbers).padStart(2, '0')}T10:00:00.000Z`,
  email: 'jana@example.sk',
  customer: person(customer),
  country: 'SK',
  currency: 'EUR',
  courier: true,
  totalGross: 100_00,
  status,
  ...patch,
})

describe('customers made from orders', () => {
  it('are one per e-mail address in any case and spacing; erased and purged orders are nobody’s', () => {
    const groups = groupCustomers([
      order('delivered'),
      order('received', { email: ' Jana@Example.SK ' }),
      order('delivered', { email: 'petra@example.cz' }),
      order('delivered', { email: ERASED_EMAIL }),
      order('delivered', { email: 'anonymised@invalid' }),
    ])
    expect(groups.map((group) => [group.key, group.orders.length])).toEqual([
      ['jana@example.sk', 2],
      ['petra@example.cz', 1],
    ])
    // Newest first within a customer.
    expect(groups[0]!.orders.map((o) => o.status)).toEqual(['received', 'delivered'])
  })

  it('count every order but spend only what was sold, per currency', () => {
    const orders = [
      order('delivered', { totalGross: 123_45 }),
      order('received', { totalGross: 10_00 }),
      order('cancelled', { totalGross: 999_00 }),
      order('refused' as FulfilmentStatus, { totalGross: 500_00 }),
      order('confirmed', { currency: 'CZK', country: 'CZ', totalGross: 25_000_00 }),
    ]
    expect(spentOf(orders)).toEqual([
      { currency: 'EUR', gross: 133.45 },
      { currency: 'CZK', gross: 25_000 },
    ])
    expect(spentOf([order('cancelled')])).toEqual([])
    const [group] = groupCustomers(orders)
    expect(customerRow(group!, 'id1')).toMatchObject({ orderCount: 5, id: 'id1' })
  })

  it('take the latest order’s name and phone, and the company any order named', () => {
    const [group] = groupCustomers([
      order('delivered', {}, { companyName: 'Nábytok s.r.o.', ico: '12345679', companyModel: true }),
      order('received', {}, { surname: 'Nová', phone: '911222333' }),
    ])
    const detail = customerDetail(group!, 'x')
    expect(detail).toMatchObject({
      name: 'Jana Nová',
      phone: '+421 911 222 333',
      company: 'Nábytok s.r.o.',
      ico: '12345679',
      deliveryAddress: null,
    })
    expect(detail.inProgress).toEqual([group!.orders[0]!.number])
    expect(detail.orders.map((o) => o.totalGross)).toEqual([100, 100])
  })

  it('match every word of a search, accents and case ignored, a phone however written', () => {
    const [group] = groupCustomers([
      order('delivered', {}, { companyName: 'Stolárstvo Šťastný', ico: '12345679', phone: '905123456' }),
    ])
    for (const q of [
      'jana',
      'KOVACOVA trnava',
      'stolarstvo',
      '12345679',
      '+421 905 123 456',
      '0905 123 456',
      'example.sk',
      '',
    ])
      expect(matchesCustomer(group!, q), q).toBe(true)
    for (const q of ['petra', 'jana brno', '+421 905 999 999']) expect(matchesCustomer(group!, q), q).toBe(false)
  })

  it('sort by the last order (newest first) unless asked, ties by e-mail', () => {
    const rows = groupCustomers([
      order('delivered', { email: 'b@example.sk', totalGross: 50_00 }, { name: 'Zuzana' }),
      order('delivered', { email: 'a@example.sk', totalGross: 70_00 }, { name: 'Ábel' }),
      order('delivered', { email: 'a@example.sk', totalGross: 70_00 }, { name: 'Ábel' }),
      order('delivered', { email: 'c@example.sk', currency: 'CZK', totalGross: 9_000_00 }, { name: 'Cyril' }),
    ]).map((group) => customerRow(group, group.key))
    const emails = (sorted: typeof rows) => sorted.map((row) => row.email)
    expect(emails(sortCustomers(rows))).toEqual(['c@example.sk', 'a@example.sk', 'b@example.sk'])
    expect(emails(sortCustomers(rows, 'name'))).toEqual(['a@example.sk', 'c@example.sk', 'b@example.sk'])
    expect(emails(sortCustomers(rows, 'orders', 'desc'))).toEqual(['a@example.sk', 'b@example.sk', 'c@example.sk'])
    // Euros first, then crowns: the sums of two currencies are never added.
    expect(emails(sortCustomers(rows, 'spent'))).toEqual(['c@example.sk', 'b@example.sk', 'a@example.sk'])
  })
})

let samples = 0
/** A decor sample request (issue 39.4) of Jana's unless patched. */
const sample = (patch: Partial<CustomerSampleFacts> = {}): CustomerSampleFacts => ({
  number: `V${String(++samples).padStart(6, '0')}`,
  createdAt: `2026-10-${String(samples).padStart(2, '0')}T08:00:00.000Z`,
  email: 'jana@example.sk',
  name: 'Jana',
  surname: 'Kováčová',
  address: 'Lipová 3',
  city: 'Senica',
  zip: '905 01',
  country: 'SK',
  status: 'sent',
  decors: ['U708ST9'],
  ...patch,
})

describe('customers who asked for decor samples (issue 39.4)', () => {
  it('someone who only asked for samples is a customer with no order: the latest request’s name and city', () => {
    const groups = groupCustomers(
      [],
      [
        sample({ email: 'Mira@Example.SK', name: 'Mira', surname: 'Stará', city: 'Nitra' }),
        sample({ email: 'mira@example.sk', name: 'Miroslava', surname: 'Nová', city: 'Žilina', status: 'received' }),
      ],
    )
    expect(groups.map((group) => [group.key, group.orders.length, group.samples.length])).toEqual([
      ['mira@example.sk', 0, 2],
    ])
    const row = customerRow(groups[0]!, 'm')
    expect(row).toMatchObject({
      name: 'Miroslava Nová',
      city: 'Žilina',
      phone: '',
      company: null,
      orderCount: 0,
      sampleCount: 2,
      spent: [],
      lastOrderAt: null,
      lastSampleAt: groups[0]!.samples[0]!.createdAt,
    })
    const detail = customerDetail(groups[0]!, 'm')
    expect(detail).toMatchObject({ billingAddress: null, deliveryAddress: null, ico: null, orders: [], inProgress: [] })
    expect(detail.samples.map((s) => [s.status, s.address.city])).toEqual([
      ['received', 'Žilina'],
      ['sent', 'Nitra'],
    ])
  })

  it('a person with orders and samples stays one customer, the contact from the latest order', () => {
    const groups = groupCustomers([order('delivered')], [sample({ email: 'JANA@example.sk', city: 'Senica' })])
    expect(groups).toHaveLength(1)
    expect(customerRow(groups[0]!, 'j')).toMatchObject({
      orderCount: 1,
      sampleCount: 1,
      city: 'Trnava',
      phone: '+421 905 123 456',
    })
    expect(customerDetail(groups[0]!, 'j').billingAddress).toEqual({
      address: 'Hlavná 12',
      city: 'Trnava',
      zip: '917 01',
    })
    // The requests' names and cities are searched too.
    expect(matchesCustomer(groups[0]!, 'senica')).toBe(true)
  })

  it('erased and purged requests are nobody’s', () => {
    expect(groupCustomers([], [sample({ email: ERASED_EMAIL }), sample({ email: 'anonymised@invalid' })])).toEqual([])
  })

  it('sorts a samples-only person by their latest request among the last orders', () => {
    const rows = groupCustomers(
      [order('delivered', { email: 'old@example.sk', createdAt: '2026-01-01T00:00:00.000Z' })],
      [sample({ email: 'new@example.sk', createdAt: '2026-06-01T00:00:00.000Z' })],
    ).map((group) => customerRow(group, group.key))
    expect(sortCustomers(rows).map((row) => row.email)).toEqual(['new@example.sk', 'old@example.sk'])
    expect(sortCustomers(rows, 'orders').map((row) => row.orderCount)).toEqual([0, 1])
  })
})

describe('erasure of a customer’s order (docs/decisions/0033-customers.md)', () => {
  const company = person({
    companyModel: true,
    companyName: 'Nábytok s.r.o.',
    ico: '12345679',
    dic: '2020123456',
    adresaDodaniaModel: true,
    dodaciaAdresa: { address: 'Záhradná 7', city: 'Pezinok', zip: '902 01', country: 'SK' },
    notes: 'Zvoňte dvakrát.',
  })

  it('keeps a delivered order’s invoice data: billing name and address, company IDs', () => {
    expect(keepsInvoice('delivered')).toBe(true)
    const kept = erasedCustomer(company, true)
    expect(kept).toMatchObject({
      name: 'Jana',
      surname: 'Kováčová',
      fakturacnaAdresa: company.fakturacnaAdresa,
      companyName: 'Nábytok s.r.o.',
      ico: '12345679',
      dic: '2020123456',
      email: ERASED_EMAIL,
      phone: 'anonymised',
      phonePrefix: '+421',
      dodaciaAdresa: { address: 'anonymised', city: 'anonymised', zip: 'anonymised', country: 'SK' },
    })
    expect(kept).not.toHaveProperty('notes')
  })

  it('keeps nothing of the person in an order that was never a sale', () => {
    for (const status of ['cancelled', 'refused', 'received']) expect(keepsInvoice(status)).toBe(false)
    const erased = erasedCustomer(company, false)
    expect(JSON.stringify(erased)).not.toMatch(/Jana|Kováč|Hlavná|Trnava|Nábytok|12345679|2020123456|Pezinok|905/)
    // The choices that say nothing about the person stay, so the order still reads as an order.
    expect(erased).toMatchObject({ dorucenie: true, adresaDodaniaModel: true, companyModel: true, accept: true })
    expect(erasedCustomer(person(), false)).not.toHaveProperty('ico')
  })
})
