import { describe, expect, it } from 'vitest'
import {
  addDays,
  holidayYears,
  isPublicHoliday,
  isWorkingDay,
  isWorkshopDay,
  mondayOf,
  weekdayOf,
  workshopDayFrom,
} from '#domain/calendar.ts'
import { PUBLIC_HOLIDAYS } from '#domain/publicHolidays.ts'
import { holidaysFromLibrary } from '#server/holidays.ts'

describe('public holidays (date-holidays, days off work only)', () => {
  it('the generated table is the library’s, every year it covers', () => {
    expect(holidaysFromLibrary(holidayYears.from, holidayYears.to)).toEqual({
      SK: [...PUBLIC_HOLIDAYS.SK],
      CZ: [...PUBLIC_HOLIDAYS.CZ],
    })
  })

  it('covers ten years ahead of now', () => {
    expect(holidayYears.to).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 9)
  })

  // Slovakia: zákon č. 241/1993 Z. z. as amended (1 September and 17 November no longer days off since 2025, 8 May
  // and 15 September since 2026); Czechia: zákon č. 245/2000 Sb.
  it.each([
    ['SK', 2026, ['01-01', '01-06', '04-03', '04-06', '05-01', '07-05', '08-29', '11-01', '12-24', '12-25', '12-26']],
    ['SK', 2027, ['01-01', '01-06', '03-26', '03-29', '05-01', '07-05', '08-29', '11-01', '12-24', '12-25', '12-26']],
    [
      'CZ',
      2026,
      [
        '01-01',
        '04-03',
        '04-06',
        '05-01',
        '05-08',
        '07-05',
        '07-06',
        '09-28',
        '10-28',
        '11-17',
        '12-24',
        '12-25',
        '12-26',
      ],
    ],
    [
      'CZ',
      2027,
      [
        '01-01',
        '03-26',
        '03-29',
        '05-01',
        '05-08',
        '07-05',
        '07-06',
        '09-28',
        '10-28',
        '11-17',
        '12-24',
        '12-25',
        '12-26',
      ],
    ],
  ] as const)('%s %i: the days off', (country, year, days) => {
    expect(PUBLIC_HOLIDAYS[country].filter((day) => day.startsWith(`${year}-`))).toEqual(
      days.map((day) => `${year}-${day}`),
    )
  })

  it.each([
    ['2026-04-03', 'SK', false, 'Good Friday'],
    ['2026-04-06', 'CZ', false, 'Easter Monday'],
    ['2027-03-29', 'SK', false, 'Easter Monday 2027'],
    ['2026-04-05', 'SK', false, 'Easter Sunday (a Sunday anyway)'],
    ['2026-01-06', 'SK', false, 'Epiphany, Slovakia only'],
    ['2026-01-06', 'CZ', true, 'Epiphany is a working day in Czechia'],
    ['2026-09-01', 'SK', true, 'Constitution Day: a working day since 2025'],
    ['2026-11-17', 'SK', true, '17 November: a working day in Slovakia since 2025'],
    ['2026-11-17', 'CZ', false, '17 November in Czechia'],
    ['2026-10-28', 'CZ', false, 'Czechoslovak independence'],
    ['2026-10-28', 'SK', true, 'not in Slovakia'],
    ['2026-11-21', 'SK', false, 'a Saturday'],
    ['2026-11-23', 'SK', true, 'a plain Monday'],
  ] as const)('%s in %s is a working day: %s (%s)', (day, country, working, _why) => {
    expect(isWorkingDay(day, country)).toBe(working)
    expect(isPublicHoliday(day, country)).toBe(working ? false : weekdayOf(day) <= 5)
  })
})

describe('calendar arithmetic', () => {
  it('weekdays, Mondays and adding days across months and years', () => {
    expect(weekdayOf('2026-11-30')).toBe(1)
    expect(weekdayOf('2026-11-29')).toBe(7)
    expect(mondayOf('2026-12-06')).toBe('2026-11-30')
    expect(mondayOf('2026-11-30')).toBe('2026-11-30')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })

  it("the workshop's days: its weekdays without its country's holidays", () => {
    const monFri = { fromDay: 1, toDay: 5, country: 'SK' } as const
    const monSat = { fromDay: 1, toDay: 6, country: 'SK' } as const
    expect(isWorkshopDay('2026-11-28', monFri)).toBe(false)
    expect(isWorkshopDay('2026-11-28', monSat)).toBe(true)
    expect(isWorkshopDay('2026-12-24', monSat)).toBe(false)
    expect(workshopDayFrom('2026-12-24', monFri)).toBe('2026-12-28')
    expect(workshopDayFrom('2026-12-26', monSat)).toBe('2026-12-28')
    expect(workshopDayFrom('2026-11-30', monFri)).toBe('2026-11-30')
  })
})
