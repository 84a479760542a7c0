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
