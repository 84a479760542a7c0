/**
 * The public holidays from the date-holidays library (server and scripts only: it is 13 MB with every country). The
 * domain reads the generated table src/domain/publicHolidays.ts; this is its source and the test's reference.
 */
import Holidays from 'date-holidays'
import type { Country } from '#domain/locale.ts'

/** The years the generated table covers: a few back (old orders' due dates) and ten ahead. */
export const HOLIDAY_YEARS = { from: 2024, to: 2036 } as const

/**
 * The days off work (YYYY-MM-DD, sorted) of each market in the years: the library's 'public' holidays only. Its
 * 'observance' days (Easter Sunday, Mother's Day, SK 1 September and 17 November since 2025) are not days off, and
 * SK/CZ have no 'bank' or 'school' days off work in it.
 */
export function holidaysFromLibrary(from: number, to: number): Record<Country, string[]> {
  const of = (country: Country) => {
    const library = new Holidays(country)
    const days = new Set<string>()
    for (let year = from; year <= to; year++)
      for (const holiday of library.getHolidays(year))
        if (holiday.type === 'public') days.add(holiday.date.slice(0, 10))
    return [...days].sort()
  }
  return { SK: of('SK'), CZ: of('CZ') }
}
