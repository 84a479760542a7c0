/**
 * Publishing a price version for a later time (issue 36.7): the owner picks a date and time on the shop's wall
 * clock (Europe/Bratislava), the server stores the instant and every server takes the version from then on.
 */
import { shopTime } from './fulfilment'

/** A scheduled time must be at least this far ahead: a time that passes while the owner clicks is "now". */
export const SCHEDULE_MIN_AHEAD_MS = 60_000
/** …and at most this many days ahead: a price list is planned for the next season, not the next decade. */
export const SCHEDULE_MAX_AHEAD_DAYS = 366

/** The instant of a wall-clock time in Bratislava, 'YYYY-MM-DDTHH:MM' (a datetime-local input); undefined if not one. */
export function shopInstant(local: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(local.trim())
  if (!match) return undefined
  const wall = Date.parse(`${match[1]}T${match[2]}:${match[3]}:00Z`)
  if (Number.isNaN(wall)) return undefined
  // The offset is Bratislava's at about that time; asked twice, so a time next to a DST change comes out right.
  const offsetAt = (instant: number) => Date.parse(`${shopTime(new Date(instant))}Z`) - instant
  let instant = wall - offsetAt(wall)
  instant = wall - offsetAt(instant)
  // A wall time that does not exist (skipped at the spring change) or a day like 31 February is refused.
  return shopTime(new Date(instant)).slice(0, 16) === local.trim() ? new Date(instant) : undefined
}

/** An instant as the datetime-local input of the shop's wall clock shows it. */
export function shopLocalInput(instant: Date): string {
  return shopTime(instant).slice(0, 16)
}

/** Why a scheduled instant cannot be used at `now`: already past (or within a minute), or too far ahead. */
export function scheduleProblem(effectiveAt: Date, now: Date): 'past' | 'far' | undefined {
  const ahead = effectiveAt.getTime() - now.getTime()
  if (!(ahead >= SCHEDULE_MIN_AHEAD_MS)) return 'past'
  if (ahead > SCHEDULE_MAX_AHEAD_DAYS * 86_400_000) return 'far'
  return undefined
}
