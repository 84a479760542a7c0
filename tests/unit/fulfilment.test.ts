import { describe, expect, it } from 'vitest'
import {
  cancellableUntil,
  canCancel,
  dueDay,
  FULFILMENT_STATUSES,
  isAllowedMove,
  isWorkingDay,
  nextStatus,
  refusalOf,
  sendsCustomerEmail,
  shopTime,
  startsInsideCancellationWindow,
  UNDO_WINDOW_MS,
  undoRefusalOf,
  undoUntil,
} from '#domain/fulfilment.ts'

/** Friday 27 November 2026, 10:00 in Bratislava: a confirmation then is cancellable until Monday 10:00. */
const FRIDAY = new Date('2026-11-27T09:00:00Z')

const at = (iso: string) => new Date(iso)

describe('fulfilment statuses (docs/product.md#staff)', () => {
  it('go forward one step at a time and stop once delivered, cancelled or refused', () => {
    expect(FULFILMENT_STATUSES.map(nextStatus)).toEqual([
      'confirmed',
      'inProduction',
      'ready',
      'delivered',
      null,
      null,
      null,
    ])
  })

  it.each([
    ['received', 'confirmed', true],
    ['received', 'inProduction', false],
    ['confirmed', 'received', false],
    ['received', 'cancelled', true],
    ['confirmed', 'cancelled', true],
    ['inProduction', 'cancelled', false],
    ['ready', 'cancelled', false],
    ['delivered', 'cancelled', false],
    ['cancelled', 'cancelled', false],
    ['delivered', 'received', false],
    ['ready', 'refused', true],
    ['delivered', 'refused', false],
    ['inProduction', 'refused', false],
    ['refused', 'delivered', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(isAllowedMove(from, to, true)).toBe(allowed)
  })

  it('e-mail the customer on confirmation, when ready and on cancellation only', () => {
    expect(FULFILMENT_STATUSES.filter(sendsCustomerEmail)).toEqual(['confirmed', 'ready', 'cancelled'])
  })
})

describe('working days and the cancellation window', () => {
  it('know Easter and the public holidays of each market', () => {
    expect(isWorkingDay('2026-04-03', 'SK')).toBe(false) // Good Friday
    expect(isWorkingDay('2026-04-06', 'CZ')).toBe(false) // Easter Monday
    expect(isWorkingDay('2026-01-06', 'SK')).toBe(false) // Epiphany, Slovakia only
    expect(isWorkingDay('2026-01-06', 'CZ')).toBe(true)
    expect(isWorkingDay('2026-10-28', 'CZ')).toBe(false)
    expect(isWorkingDay('2026-10-28', 'SK')).toBe(true)
    expect(isWorkingDay('2026-11-21', 'SK')).toBe(false) // Saturday
  })

  it('read instants on the shop clock, summer and winter time', () => {
    expect(shopTime(at('2026-11-23T09:00:00Z'))).toBe('2026-11-23T10:00:00')
    expect(shopTime(at('2026-07-01T08:00:00Z'))).toBe('2026-07-01T10:00:00')
    expect(shopTime(at('2026-11-20T23:30:00Z'))).toBe('2026-11-21T00:30:00')
  })

  it.each([
    ['Monday afternoon → Tuesday', '2026-11-09T15:00:00Z', 'SK', '2026-11-10T10:00:00'],
    ['Friday → Monday', '2026-11-20T08:00:00Z', 'SK', '2026-11-23T10:00:00'],
    ['Saturday → Monday', '2026-11-21T08:00:00Z', 'SK', '2026-11-23T10:00:00'],
    ['Friday 23:30 UTC is Saturday in Bratislava → Monday', '2026-11-20T23:30:00Z', 'SK', '2026-11-23T10:00:00'],
    ['before 17 November → the 18th', '2026-11-16T08:00:00Z', 'CZ', '2026-11-18T10:00:00'],
    ['before Christmas Eve → 28 December', '2026-12-23T08:00:00Z', 'SK', '2026-12-28T10:00:00'],
    ['Thursday before Easter → Tuesday after it', '2026-04-02T08:00:00Z', 'CZ', '2026-04-07T10:00:00'],
    ['before Epiphany in Slovakia → the 7th', '2026-01-05T08:00:00Z', 'SK', '2026-01-07T10:00:00'],
    ['before Epiphany in Czechia → the 6th', '2026-01-05T08:00:00Z', 'CZ', '2026-01-06T10:00:00'],
  ] as const)('%s', (_name, confirmedAt, country, until) => {
    expect(cancellableUntil(at(confirmedAt), country)).toBe(until)
  })

  it.each([
    ['received, any time before confirmation', 'received', null, '2030-01-01T00:00:00Z', true],
    ['confirmed Friday, Monday 09:59', 'confirmed', '2026-11-20T08:00:00Z', '2026-11-23T08:59:00Z', true],
    ['confirmed Friday, Monday 09:59:59', 'confirmed', '2026-11-20T08:00:00Z', '2026-11-23T08:59:59Z', true],
    ['confirmed Friday, Monday 10:00', 'confirmed', '2026-11-20T08:00:00Z', '2026-11-23T09:00:00Z', false],
    ['confirmed Friday, Saturday', 'confirmed', '2026-11-20T08:00:00Z', '2026-11-21T12:00:00Z', true],
    ['confirmed in summer, next day 09:59 CEST', 'confirmed', '2026-07-01T12:00:00Z', '2026-07-02T07:59:00Z', true],
    ['confirmed in summer, next day 10:00 CEST', 'confirmed', '2026-07-01T12:00:00Z', '2026-07-02T08:00:00Z', false],
    [
      'before a holiday (1 May): still on the holiday',
      'confirmed',
      '2026-04-30T08:00:00Z',
      '2026-05-01T12:00:00Z',
      true,
    ],
    ['confirmed without a time', 'confirmed', null, '2026-11-16T08:00:00Z', false],
    [
      'in production, even a minute after confirmation',
      'inProduction',
      '2026-11-20T08:00:00Z',
      '2026-11-20T08:01:00Z',
      false,
    ],
    ['ready', 'ready', '2026-11-20T08:00:00Z', '2026-11-20T08:01:00Z', false],
    ['delivered', 'delivered', '2026-11-20T08:00:00Z', '2026-11-20T08:01:00Z', false],
    ['cancelled already', 'cancelled', '2026-11-20T08:00:00Z', '2026-11-20T08:01:00Z', false],
  ] as const)('%s: %s', (_name, status, confirmedAt, now, allowed) => {
    expect(canCancel(status, confirmedAt === null ? null : at(confirmedAt), at(now), 'SK')).toBe(allowed)
  })
})

describe("dueDay (the terms' production time in working days)", () => {
  it.each([
    ['Monday + 5 → next Monday', '2026-11-09T15:00:00Z', 5, 'SK', '2026-11-16'],
    ['across a public holiday (17 November, Czechia)', '2026-11-13T08:00:00Z', 3, 'CZ', '2026-11-19'],
    ['17 November is a working day in Slovakia since 2025', '2026-11-13T08:00:00Z', 3, 'SK', '2026-11-18'],
    ['across a Czech-only holiday (28 October)', '2026-10-26T08:00:00Z', 2, 'CZ', '2026-10-29'],
    ['Friday 23:30 UTC is Saturday in Bratislava: counted from Monday', '2026-11-20T23:30:00Z', 1, 'SK', '2026-11-23'],
    ['across Christmas', '2026-12-22T08:00:00Z', 3, 'SK', '2026-12-29'],
    ["no working days: the confirmation's own day", '2026-11-11T08:00:00Z', 0, 'CZ', '2026-11-11'],
  ] as const)('%s', (_name, confirmedAt, days, country, due) => {
    expect(dueDay(at(confirmedAt), days, country)).toBe(due)
  })
})

describe('refusalOf (the 422 of a status change)', () => {
  const friday = at('2026-11-27T09:00:00Z')
  it.each([
    ['received', 'confirmed', null],
    ['confirmed', 'inProduction', null],
    ['inProduction', 'ready', null],
    ['ready', 'delivered', null],
    ['received', 'cancelled', null],
    ['confirmed', 'cancelled', null],
    ['received', 'ready', 'not_next'],
    ['confirmed', 'received', 'not_next'],
    ['delivered', 'delivered', 'not_next'],
    ['cancelled', 'confirmed', 'not_next'],
    ['inProduction', 'cancelled', 'after_production'],
    ['ready', 'cancelled', 'after_production'],
    ['delivered', 'cancelled', 'after_production'],
    ['cancelled', 'cancelled', 'after_production'],
  ] as const)('%s → %s: %s', (from, to, reason) => {
    expect(refusalOf(from, to, from === 'received' ? null : friday, friday, 'SK', '', true)).toBe(reason)
  })
  it('lets staff cancel a confirmed order past the customer window only with a note', () => {
    // Confirmed on Friday 27 November 2026: the customer's window ends Monday 30 November at 10:00.
    expect(refusalOf('confirmed', 'cancelled', friday, at('2026-11-30T08:59:59Z'), 'SK', '', true)).toBeNull()
    expect(refusalOf('confirmed', 'cancelled', friday, at('2026-11-30T09:00:00Z'), 'SK', '', true)).toBe(
      'note_required',
    )
    expect(refusalOf('confirmed', 'cancelled', friday, at('2026-11-30T09:00:00Z'), 'SK', '  ', true)).toBe(
      'note_required',
    )
    expect(
      refusalOf('confirmed', 'cancelled', friday, at('2026-12-30T09:00:00Z'), 'SK', 'Dekor nedostupný', true),
    ).toBeNull()
    // Never once production has started, note or not.
    expect(refusalOf('inProduction', 'cancelled', friday, friday, 'SK', 'Zákazník volal', true)).toBe(
      'after_production',
    )
  })
})

describe('status moves of issue 36: refusal at the door, undo, the warning', () => {
  it('refuses at the door only a courier order, and only with a note', () => {
    expect(isAllowedMove('ready', 'refused', false)).toBe(false)
    expect(refusalOf('ready', 'refused', FRIDAY, FRIDAY, 'SK', '', true)).toBe('note_required')
    expect(refusalOf('ready', 'refused', FRIDAY, FRIDAY, 'SK', 'Nezaplatil', true)).toBeNull()
    expect(refusalOf('ready', 'refused', FRIDAY, FRIDAY, 'SK', 'Neprišiel', false)).toBe('not_next')
    expect(sendsCustomerEmail('refused')).toBe(false)
  })

  it('lets a move be undone for 10 s, once, and not an undo', () => {
    const move = { at: '2026-11-27T10:00:00.000Z', by: 'Eva', to: 'confirmed' as const, undo: false }
    expect(UNDO_WINDOW_MS).toBe(10_000)
    expect(undoUntil(new Date(move.at))).toBe('2026-11-27T10:00:10.000Z')
    expect(undoRefusalOf(move, new Date('2026-11-27T10:00:09.999Z'))).toBeNull()
    expect(undoRefusalOf(move, new Date('2026-11-27T10:00:10.000Z'))).toBe('undo_expired')
    expect(undoRefusalOf({ ...move, undo: true }, new Date('2026-11-27T10:00:01Z'))).toBe('nothing_to_undo')
    expect(undoRefusalOf(null, new Date('2026-11-27T10:00:01Z'))).toBe('nothing_to_undo')
  })

  it('warns when production would start inside the customer window only', () => {
    // Confirmed on Friday 27 November 2026: the customer's window ends Monday 30 November at 10:00.
    const order = { number: '1', country: 'SK' as const, status: 'confirmed' as const, version: 1, courier: true }
    const confirmed = { ...order, confirmedAt: FRIDAY.toISOString() }
    expect(startsInsideCancellationWindow(confirmed, 'inProduction', new Date('2026-11-30T08:59:59Z'))).toBe(true)
    expect(startsInsideCancellationWindow(confirmed, 'inProduction', new Date('2026-11-30T09:00:00Z'))).toBe(false)
    expect(startsInsideCancellationWindow(confirmed, 'cancelled', new Date('2026-11-30T08:00:00Z'))).toBe(false)
    expect(startsInsideCancellationWindow({ ...confirmed, status: 'received' }, 'confirmed', FRIDAY)).toBe(false)
  })
})
