import { describe, expect, it } from 'vitest'
import { Secret, TOTP as Totp } from 'otpauth'
import { auditMatches, cleanAuditFilter, refusedChange, type AuditRow, type OwnerCheck } from '#domain/staffAccounts.ts'
import { acceptedStep, newTotpSecret, totpUri } from '#server/staff/totp.ts'

const accounts: OwnerCheck[] = [
  { id: 1, role: 'owner', state: 'active' },
  { id: 2, role: 'staff', state: 'active' },
  { id: 3, role: 'owner', state: 'invited' },
  { id: 4, role: 'owner', state: 'disabled' },
]

describe('the last active owner (refusedChange)', () => {
  it('refuses to disable or demote the only active owner; invited and disabled owners do not count', () => {
    expect(refusedChange(accounts, 1, { action: 'disable' })).toBe('last_owner')
    expect(refusedChange(accounts, 1, { action: 'role', role: 'workshop' })).toBe('last_owner')
    expect(refusedChange(accounts, 1, { action: 'role', role: 'owner' })).toBeUndefined()
    expect(refusedChange(accounts, 1, { action: 'reset' })).toBeUndefined()
  })
  it('allows it with a second active owner, and anything to others', () => {
    const two: OwnerCheck[] = [...accounts, { id: 5, role: 'owner', state: 'active' }]
    expect(refusedChange(two, 1, { action: 'disable' })).toBeUndefined()
    expect(refusedChange(accounts, 2, { action: 'disable' })).toBeUndefined()
    expect(refusedChange(accounts, 3, { action: 'role', role: 'staff' })).toBeUndefined()
    expect(refusedChange(accounts, 9, { action: 'enable' })).toBe('not_found')
  })
})

describe('the audit filter', () => {
  const row: AuditRow = {
    at: '2026-11-28T09:30:00.000Z',
    by: 'Oľga Majiteľka',
    action: 'staff.invite',
    subject: 'staff:marek@skrinka.sk',
    detail: {},
  }
  it('matches a person (any case), an action by its beginning, a part of the subject, days inclusive', () => {
    expect(auditMatches(row, {})).toBe(true)
    expect(auditMatches(row, { staff: 'oľga majiteľka' })).toBe(true)
    expect(auditMatches(row, { staff: 'Oľga' })).toBe(false)
    expect(auditMatches(row, { action: 'staff.' })).toBe(true)
    expect(auditMatches(row, { action: 'order.' })).toBe(false)
    expect(auditMatches(row, { subject: 'MAREK' })).toBe(true)
    expect(auditMatches(row, { from: '2026-11-28', to: '2026-11-28' })).toBe(true)
    expect(auditMatches(row, { from: '2026-11-29' })).toBe(false)
    expect(auditMatches({ ...row, by: null }, { staff: 'x' })).toBe(false)
  })
  it('drops empty and malformed fields', () => {
    expect(cleanAuditFilter({ staff: '', action: 'staff.', from: 'včera' })).toEqual({ action: 'staff.' })
  })
})

describe('one-time codes (src/server/staff/totp.ts)', () => {
  const secret = newTotpSecret()
  const code = (timestamp: number) =>
    new Totp({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp })
  const now = Date.parse('2026-11-28T10:00:10Z')
  const step = Math.floor(now / 30_000)

  it("takes this step's code and its neighbours', not older or newer ones", () => {
    expect(acceptedStep(secret, code(now), null, now)).toBe(step)
    expect(acceptedStep(secret, code(now - 30_000), null, now)).toBe(step - 1)
    expect(acceptedStep(secret, code(now + 30_000), null, now)).toBe(step + 1)
    expect(acceptedStep(secret, code(now - 90_000), null, now)).toBeUndefined()
    // Typed with the space the apps show.
    const typed = code(now)
    expect(acceptedStep(secret, `${typed.slice(0, 3)} ${typed.slice(3)}`, null, now)).toBe(step)
  })
  it('never takes a step already used, nor an earlier one', () => {
    expect(acceptedStep(secret, code(now), step, now)).toBeUndefined()
    expect(acceptedStep(secret, code(now - 30_000), step, now)).toBeUndefined()
    expect(acceptedStep(secret, code(now + 30_000), step, now)).toBe(step + 1)
  })
  it('names the shop and the account in the app', () => {
    expect(totpUri(secret, 'olga@skrinka.sk')).toMatch(/^otpauth:\/\/totp\/Skrinka:olga%40skrinka\.sk\?.*secret=/)
  })
})
