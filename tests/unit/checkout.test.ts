import { describe, expect, it } from 'vitest'
import {
  checkCustomer,
  customerPayload,
  deliveryOf,
  emptyCustomer,
  formatPhone,
  formOfCustomer,
  isDic,
  isIcDph,
  isIco,
  isPostcode,
  formatPostcode,
  nationalPhone,
  requiredFields,
  setDelivery,
  setField,
} from '#domain/checkout.ts'
import { customerForm } from '#scripts/harness/fixtures/order.ts'

describe('a phone as the shop prints it (formatPhone)', () => {
  it.each([
    // The trunk 0 a Slovak customer typed is dropped after the prefix (issue 39.7: "+421 0905 123 456").
    ['0905 123 456', '+421', '+421 905 123 456'],
    ['0905123456', '+421', '+421 905 123 456'],
    ['905123456', '+421', '+421 905 123 456'],
    ['+421 905 123 456', '+421', '+421 905 123 456'],
    ['00421 905 123 456', '+421', '+421 905 123 456'],
    ['602-123-456', '+420', '+420 602 123 456'],
    // Slovak landlines after their area code: Bratislava's 2, the others' two digits; Czech ones in threes.
    ['02/1234 5678', '+421', '+421 2 1234 5678'],
    ['041 500 60 70', '+421', '+421 41 500 60 70'],
    ['0415006070', '+421', '+421 41 500 60 70'],
    ['222 123 456', '+420', '+420 222 123 456'],
  ] as const)('%s with %s → %s', (phone, prefix, printed) => {
    expect(formatPhone(phone, prefix)).toBe(printed)
  })
  it.each([
    // The settings' contacts are stored whole: the number's own prefix is read.
    ['+421 900 123 456', '+421 900 123 456'],
    ['+421900123456', '+421 900 123 456'],
    ['+420 600123456', '+420 600 123 456'],
    ['00420 600 123 456', '+420 600 123 456'],
    ['+421 41 500 60 70', '+421 41 500 60 70'],
    ['+421 850 123 456', '+421 850 123 456'],
  ])('%s without a prefix → %s', (phone, printed) => {
    expect(formatPhone(phone)).toBe(printed)
  })
  it('prints what is not a national number as it was given, and an erased phone without a prefix', () => {
    expect(formatPhone('12345', '+421')).toBe('+421 12345')
    expect(formatPhone('anonymised', '+421')).toBe('anonymised')
    expect(formatPhone('0900 123 456')).toBe('0900 123 456')
  })
})

describe('field formats (valid and invalid cases)', () => {
  it.each([
    ['0905 123 456', '+421', '905123456'],
    ['905123456', '+421', '905123456'],
    ['+421 905 123 456', '+421', '905123456'],
    ['00421905123456', '+421', '905123456'],
    ['421905123456', '+421', '905123456'],
    ['02/123 456 78', '+421', '212345678'],
    ['602 123 456', '+420', '602123456'],
    ['+420 602-123-456', '+420', '602123456'],
  ] as const)('phone %s with %s → %s', (value, prefix, national) => {
    expect(nationalPhone(value, prefix)).toBe(national)
  })
  it.each([
    ['', '+421'],
    ['12345', '+421'],
    ['0905 123 45', '+421'],
    ['0905 123 4567', '+421'],
    ['0602 123 456', '+420'],
    ['602 123 45', '+420'],
    ['abc def ghi', '+420'],
    ['+420 602 123 456', '+421'],
  ] as const)('phone %s with %s is refused', (value, prefix) => {
    expect(nationalPhone(value, prefix)).toBeUndefined()
  })

  it.each([
    ['811 01', 'SK', true],
    ['81101', 'SK', true],
    ['040 01', 'SK', true],
    ['917 01', 'SK', true],
    ['110 00', 'SK', false],
    ['110 00', 'CZ', true],
    ['60200', 'CZ', true],
    ['811 01', 'CZ', false],
    ['8110', 'SK', false],
    ['811 011', 'SK', false],
    ['81 101', 'SK', false],
    ['ABC DE', 'CZ', false],
  ] as const)('postcode %s in %s → %s', (value, country, ok) => {
    expect(isPostcode(value, country)).toBe(ok)
  })

  it.each([
    ['60200', '602 00'],
    [' 811 01 ', '811 01'],
    ['8 1 1 0 1', '811 01'],
    ['8110', '8110'],
  ])('prints postcode %j as %j', (value, printed) => {
    expect(formatPostcode(value)).toBe(printed)
  })

  it.each([
    ['12345679', true],
    ['00151742', true],
    ['25596641', true],
    ['35757442', true],
    ['123 456 79', true],
    ['12345678', false],
    ['1234567', false],
    ['123456790', false],
    ['abcdefgh', false],
  ])('IČO %s → %s', (value, ok) => {
    expect(isIco(value)).toBe(ok)
  })

  it.each([
    ['2020123456', 'SK', true],
    ['202012345', 'SK', false],
    ['SK2020123456', 'SK', false],
    ['CZ12345679', 'CZ', true],
    ['cz 1234567890', 'CZ', true],
    ['12345679', 'CZ', false],
    ['CZ1234567', 'CZ', false],
  ] as const)('DIČ %s in %s → %s', (value, country, ok) => {
    expect(isDic(value, country)).toBe(ok)
  })

  it.each([
    ['SK2020123456', 'SK', true],
    ['sk 2020123456', 'SK', true],
    ['SK202012345', 'SK', false],
    ['2020123456', 'SK', false],
    ['CZ12345679', 'CZ', true],
    ['CZ1234567890', 'CZ', true],
    ['CZ12345678901', 'CZ', false],
    ['SK2020123456', 'CZ', false],
  ] as const)('IČ DPH %s in %s → %s', (value, country, ok) => {
    expect(isIcDph(value, country)).toBe(ok)
  })
})

describe('checkCustomer (docs/product.md#checkout: required fields, then formats)', () => {
  it('lists every required field of an empty form, in form order, and nothing else', () => {
    expect(checkCustomer(emptyCustomer('sk'), 'SK')).toEqual([
      { path: 'delivery', problem: 'delivery' },
      ...[
        'name',
        'surname',
        'email',
        'phone',
        'billingAddress.address',
        'billingAddress.city',
        'billingAddress.zip',
        'accept',
      ].map((path) => ({ path, problem: 'required' })),
    ])
  })
  it('has no delivery until the shopper chooses one; then courier or pickup, and only a choice may be sent', () => {
    const form = customerForm('SK', { delivery: undefined })
    expect(deliveryOf(form, 'SK')).toBeUndefined()
    expect(checkCustomer(form, 'SK')).toEqual([{ path: 'delivery', problem: 'delivery' }])
    expect(deliveryOf(setDelivery(form, true), 'SK')).toEqual({ method: 'courier', to: 'SK' })
    expect(deliveryOf(setDelivery(form, false), 'SK')).toEqual({ method: 'pickup' })
    expect(checkCustomer(setDelivery(form, false), 'SK')).toEqual([])
    // The wire keeps the two switches (docs/product.md#checkout); both on or both off reads back as no choice.
    expect(customerPayload(setDelivery(form, false))).toMatchObject({ dorucenie: false, osobnyOdber: true })
    const sent = customerPayload(setDelivery(form, true))
    expect(formOfCustomer(sent).delivery).toBe('courier')
    expect(formOfCustomer({ ...sent, osobnyOdber: true }).delivery).toBeUndefined()
    expect(formOfCustomer({ ...sent, dorucenie: false }).delivery).toBeUndefined()
  })
  it('checks a separate delivery address by its own country: SK postcodes for Slovakia, CZ for Czechia', () => {
    const toCzechia = customerForm('SK', {
      separateDeliveryAddress: true,
      deliveryAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
    })
    expect(checkCustomer(toCzechia, 'SK')).toEqual([])
    expect(deliveryOf(toCzechia, 'SK')).toEqual({ method: 'courier', to: 'CZ' })
    expect(customerPayload(toCzechia).dodaciaAdresa).toEqual({
      address: 'Dlouhá 5',
      city: 'Brno',
      zip: '602 00',
      country: 'CZ',
    })
    // A Slovak postcode for a Czech address is refused, and the reverse; the billing address stays the market's.
    const slovakZip = setField(toCzechia, 'deliveryAddress.zip', '811 01')
    expect(checkCustomer(slovakZip, 'SK')).toEqual([{ path: 'deliveryAddress.zip', problem: 'zip' }])
    expect(checkCustomer(setField(slovakZip, 'deliveryAddress.country', 'SK'), 'SK')).toEqual([])
    const czechBilling = customerForm('CZ', {
      separateDeliveryAddress: true,
      deliveryAddress: { address: 'Hlavná 12', city: 'Trnava', zip: '917 01', country: 'SK' },
    })
    expect(checkCustomer(czechBilling, 'CZ')).toEqual([])
    expect(deliveryOf(czechBilling, 'CZ')).toEqual({ method: 'courier', to: 'SK' })
    // Pickup or the billing address: the delivery country is the market's, whatever the hidden select says.
    expect(deliveryOf({ ...toCzechia, separateDeliveryAddress: false }, 'SK')).toEqual({ method: 'courier', to: 'SK' })
    // A delivery address sent without a country is in the order's country.
    const { country: _country, ...noCountry } = customerPayload(toCzechia).dodaciaAdresa!
    const read = formOfCustomer({ ...customerPayload(toCzechia), dodaciaAdresa: noCountry })
    expect(deliveryOf(read, 'SK')).toEqual({ method: 'courier', to: 'SK' })
    expect(checkCustomer(read, 'SK')).toEqual([{ path: 'deliveryAddress.zip', problem: 'zip' }])
  })
  it('needs the delivery address only when it is switched on and the courier delivers', () => {
    const form = setField(customerForm('SK'), 'separateDeliveryAddress', true)
    expect(checkCustomer(form, 'SK').map((i) => i.path)).toEqual([
      'deliveryAddress.address',
      'deliveryAddress.city',
      'deliveryAddress.zip',
    ])
    expect(checkCustomer(setDelivery(form, false), 'SK')).toEqual([])
  })
  it('needs the company name and IČO for a company; DIČ and IČ DPH are optional but checked', () => {
    const company = setField(customerForm('SK'), 'isCompany', true)
    expect(requiredFields(company)).toContain('companyId')
    expect(checkCustomer(company, 'SK').map((i) => i.path)).toEqual(['companyName', 'companyId'])
    const filled = { ...company, companyName: 'Kováč s.r.o.', companyId: '12345678', taxId: '123', vatId: 'SK1' }
    expect(checkCustomer(filled, 'SK')).toEqual([
      { path: 'companyId', problem: 'icoCheck' },
      { path: 'taxId', problem: 'dic' },
      { path: 'vatId', problem: 'icdph' },
    ])
    // Issue 39: eight digits with a wrong check digit are told apart from a number that is not eight digits.
    for (const [companyId, problem] of [
      ['12345678', 'icoCheck'],
      ['123 456 78', 'icoCheck'],
      ['00000310', 'icoCheck'],
      ['1234567', 'ico'],
      ['123456789', 'ico'],
      ['1234567A', 'ico'],
    ] as const)
      expect(checkCustomer({ ...filled, companyId, taxId: '', vatId: '' }, 'SK'), companyId).toEqual([
        { path: 'companyId', problem },
      ])
    expect(checkCustomer({ ...filled, companyId: '12345679', taxId: '', vatId: '' }, 'SK')).toEqual([])
    // Company fields typed in and then switched off are neither checked nor sent.
    expect(checkCustomer({ ...filled, isCompany: false }, 'SK')).toEqual([])
    expect(customerPayload({ ...filled, isCompany: false })).not.toHaveProperty('ico')
  })
  it('checks e-mail, phone and postcode formats of a filled form', () => {
    const form = customerForm('CZ', {
      email: 'tereza@',
      phone: '12',
      billingAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '811 01' },
    })
    expect(checkCustomer(form, 'CZ')).toEqual([
      { path: 'email', problem: 'email' },
      { path: 'phone', problem: 'phone' },
      { path: 'billingAddress.zip', problem: 'zip' },
    ])
  })
  it('refuses whitespace as a value and text over the limit', () => {
    expect(checkCustomer(customerForm('SK', { name: '   ' }), 'SK')).toEqual([{ path: 'name', problem: 'required' }])
    expect(checkCustomer(customerForm('SK', { notes: 'x'.repeat(2001) }), 'SK')).toEqual([
      { path: 'notes', problem: 'tooLong' },
    ])
  })
  it('sends the customer trimmed, the phone as its national number and the postcode as NNN NN', () => {
    const payload = customerPayload(
      customerForm('SK', {
        name: ' Jana ',
        phone: '+421 905 123 456',
        billingAddress: { address: 'Hlavná 12', city: 'Trnava', zip: '91701' },
      }),
    )
    expect(payload).toMatchObject({
      name: 'Jana',
      phone: '905123456',
      phonePrefix: '+421',
      fakturacnaAdresa: { zip: '917 01' },
      dorucenie: true,
      osobnyOdber: false,
      accept: true,
    })
    expect(payload).not.toHaveProperty('dodaciaAdresa')
  })
})
