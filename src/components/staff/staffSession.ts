/** The signed-in staff member, kept in this tab's session storage only (never in the bundle). */
import { STAFF_KEY } from '../../site/storage'
import { readStored, removeStored, writeStored } from '../../site/browser/storedJson'

/** A staff member signed in in this tab: the name saved with their changes and the staff token. */
export interface Staff {
  name: string
  token: string
}

/** The tab's staff member, or null (also on the server, which cannot see the tab's storage). */
export function readStaff(): Staff | null {
  if (typeof window === 'undefined') return null
  const stored = readStored(STAFF_KEY) as Partial<Staff> | null
  return stored && typeof stored.token === 'string' && typeof stored.name === 'string'
    ? { name: stored.name, token: stored.token }
    : null
}

/** Signs a staff member in for this tab. */
export function writeStaff(staff: Staff): void {
  writeStored(STAFF_KEY, staff)
}

/** Signs the tab's staff member out. */
export function forgetStaff(): void {
  removeStored(STAFF_KEY)
}
