/**
 * Working days (issue 38.5, docs/decisions/0045-calendar.md): Monday to Friday without the public holidays of a
 * market (the date-holidays library's, through the generated table), and the workshop's own days (its weekdays from
 * the settings, without the shop's country's holidays). Pure: the cancellation window, the due dates and the
 * production plan all count days here, in the browser and on the server alike.
 */
import type { Country } from './locale'
import { HOLIDAY_YEARS, PUBLIC_HOLIDAYS } from './publicHolidays'

const HOLIDAY_SETS: Record<Country, ReadonlySet<string>> = {
  SK: new Set(PUBLIC_HOLIDAYS.SK),
  CZ: new Set(PUBLIC_HOLIDAYS.CZ),
}

/** A calendar day 'YYYY-MM-DD' is a public holiday (a day off work) of the market. */
export function isPublicHoliday(day: string, country: Country): boolean {
  return HOLIDAY_SETS[country].has(day)
}

/** The years the holiday table knows; outside them only weekends are days off (regenerate the table in time). */
export const holidayYears = HOLIDAY_YEARS

/** Day of the week of 'YYYY-MM-DD', 1 Monday … 7 Sunday (ISO, as the settings' weekdays). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7
}

/** The day `days` calendar days after 'YYYY-MM-DD' (before it for negative `days`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** The Monday of the week of 'YYYY-MM-DD'. */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day))

/** A calendar day is a working day of the market: Monday to Friday, not a public holiday. */
export function isWorkingDay(day: string, country: Country): boolean {
  return weekdayOf(day) <= 5 && !isPublicHoliday(day, country)
}

/** The workshop's week and where it is: it works on weekdays `fromDay`…`toDay` (1 Monday … 7 Sunday) of `country`. */
export interface WorkshopWeek {
  fromDay: number
  toDay: number
  country: Country
}

/** The workshop works on the day: one of its weekdays and not a public holiday where it is. */
export function isWorkshopDay(day: string, week: WorkshopWeek): boolean {
  const weekday = weekdayOf(day)
  return weekday >= week.fromDay && weekday <= week.toDay && !isPublicHoliday(day, week.country)
}

/** The first workshop day on or after `day`. */
export function workshopDayFrom(day: string, week: WorkshopWeek): string {
  let next = day
  // A week with no working day at all is refused by the settings' schema; the bound only guards a bad caller.
  for (let guard = 0; guard < 366 && !isWorkshopDay(next, week); guard++) next = addDays(next, 1)
  return next
}
