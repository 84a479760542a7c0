import { describe, expect, it } from 'vitest'
import { sampleLabel, type LabelSender, type StaffSample } from '#domain/samples.ts'
import { COUNTRY_OFFICIAL_NAMES } from '#domain/settings.ts'

const SHOP: LabelSender = {
  name: 'Skrinka s.r.o.',
  street: 'Priemyselná 12',
  city: 'Žilina',
  zip: '010 01',
  country: 'SK',
}

const request = (patch: Partial<StaffSample> = {}): StaffSample => ({
  number: 'V000042',
  status: 'received',
  createdAt: '2026-11-20T09:00:00.000Z',
  doneAt: null,
  locale: 'sk',
  decors: ['U708ST9', 'H1303ST12'],
  name: 'Jana Vzorová',
  email: 'jana@example.sk',
  address: 'Hlavná 12',
  city: 'Trnava',
  zip: '917 01',
  country: 'SK',
  ...patch,
})

describe('a sample request’s address label (issue 39.4)', () => {
  it('posted at home: the shop as sender, the request’s name and address, the postcode before the town, no country', () => {
    expect(sampleLabel(request(), SHOP)).toEqual({
      number: 'V000042',
      locale: 'sk',
      sender: ['Skrinka s.r.o.', 'Priemyselná 12', '010 01 Žilina'],
      recipient: ['Jana Vzorová', 'Hlavná 12', '917 01 Trnava'],
      decors: ['U708ST9', 'H1303ST12'],
    })
  })

  it('posted abroad: both addresses end with their country in capitals', () => {
    const label = sampleLabel(request({ country: 'CZ', city: 'Praha 1', zip: '110 00', locale: 'cz' }), SHOP)
    expect(label.recipient.at(-1)).toBe(COUNTRY_OFFICIAL_NAMES.CZ.toUpperCase())
    expect(label.sender.at(-1)).toBe(COUNTRY_OFFICIAL_NAMES.SK.toUpperCase())
    // The label's words are for the sender's post office, whatever the recipient's language.
    expect(label.locale).toBe('sk')
  })

  it('a Czech shop labels in Czech and writes no country for a Czech recipient', () => {
    const label = sampleLabel(request({ country: 'CZ', city: 'Brno', zip: '602 00' }), {
      ...SHOP,
      city: 'Brno',
      zip: '602 00',
      country: 'CZ',
    })
    expect(label.locale).toBe('cz')
    expect(label.recipient).toEqual(['Jana Vzorová', 'Hlavná 12', '602 00 Brno'])
  })
})
