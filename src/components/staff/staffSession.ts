/** The signed-in staff member, kept in this tab's session storage only (never in the bundle). */
const STAFF_KEY = 'skrinka.staff'

/** A staff member signed in in this tab: the name saved with their changes and the staff token. */
export interface Staff {
  name: string
  token: string
}

/** The tab's staff member, or null (also on the server, which cannot see the tab's storage). */
export function readStaff(): Staff | null {
  if (typeof window === 'undefined') return null
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STAFF_KEY) ?? 'null') as Staff | null
    return stored && typeof stored.token === 'string' ? stored : null
  } catch {
    return null
  }
}

/** Signs a staff member in for this tab. */
export function writeStaff(staff: Staff): void {
  window.sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff))
}

/** Signs the tab's staff member out. */
export function forgetStaff(): void {
  window.sessionStorage.removeItem(STAFF_KEY)
}
