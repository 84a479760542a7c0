/**
 * Staff accounts in the back office (issue 36.6), against the built server on SQLite and PostgreSQL: invitations with
 * a one-time link, roles (the workshop refused by the desk), disable and enable, resets, the last owner, one-time
 * codes (made here with otpauth, as an authenticator app makes them) and the audit screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Secret, TOTP } from 'otpauth'
import { API, withParams, type Endpoint } from '#domain/endpoints.ts'
import type { AuditRow, StaffAccount } from '#domain/staffAccounts.ts'
import { queryRows, runSql } from '#scripts/harness/db.ts'
import { startServer, type TestServer } from './server'
import { addStaffAccount, STAFF_PASSWORD } from './staffAccount'

let server: TestServer
let owner: Record<string, string>
let staff: Record<string, string>

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: 'true' })
  await addStaffAccount(server, 'olga@skrinka.sk', 'Oľga Majiteľka', 'owner')
  await addStaffAccount(server, 'eva@skrinka.sk', 'Eva Predajná', 'staff')
  owner = { cookie: await sessionCookie('olga@skrinka.sk', STAFF_PASSWORD) }
  staff = { cookie: await sessionCookie('eva@skrinka.sk', STAFF_PASSWORD) }
}, 60_000)
afterAll(() => server?.stop())

let address = 0
/** Each sign-in from an address of its own (X-Forwarded-For): one test's wrong tries lock no other. */
const freshAddress = () => `10.36.6.${++address}`

const call = (entry: Endpoint, options: { body?: unknown; headers?: Record<string, string>; query?: string } = {}) =>
  fetch(`${server.url}${entry.path}${options.query ?? ''}`, {
    method: entry.method,
    headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })

const signIn = (email: string, password: string, code?: string, ip = freshAddress()) =>
  call(API.staffSignIn, {
    body: { email, password, ...(code ? { code } : {}) },
    headers: { 'x-forwarded-for': ip },
  })

async function sessionCookie(email: string, password: string, code?: string): Promise<string> {
  const response = await signIn(email, password, code)
  expect(response.status).toBe(200)
  return response.headers.get('set-cookie')!.split(';')[0]!
}

const invite = (body: { name: string; email: string; role: string; locale?: string }, headers = owner) =>
  call(API.staffInvite, { body, headers })
const change = (id: number, body: unknown, headers = owner) =>
  call(withParams(API.staffUserChange, { id: String(id) }), { body, headers })

/** The newest e-mail to an address in the outbox, and the token of its link. */
async function linkMailTo(email: string) {
  const [mail] = await queryRows<{ kind: string; subject: string; body_text: string }>(
    server,
    `select kind, subject, body_text from outbox where recipient = '${email}' order by id desc limit 1`,
  )
  expect(mail).toBeDefined()
  const token = /\/admin\/heslo\?token=([\w-]+)/.exec(mail!.body_text)?.[1]
  expect(token).toBeDefined()
  return { ...mail!, token: token! }
}

const setPassword = (token: string, password: string) => call(API.staffSetPassword, { body: { token, password } })

async function invited(email: string, role: string, name = 'Nový Kolega'): Promise<StaffAccount> {
  const response = await invite({ name, email, role })
  expect(response.status).toBe(201)
  return (await response.json()) as StaffAccount
}

/** Invites someone and sets their password with the e-mailed link. */
async function activated(email: string, role: string, password = 'nove-heslo-1234'): Promise<StaffAccount> {
  const account = await invited(email, role)
  const { token } = await linkMailTo(email)
  expect((await setPassword(token, password)).status).toBe(204)
  return account
}

async function audit(query: string): Promise<AuditRow[]> {
  const response = await call(API.staffAudit, { headers: owner, query })
  expect(response.status).toBe(200)
  return ((await response.json()) as { entries: AuditRow[] }).entries
}

describe('invitations', () => {
  it('invites with a one-time link; the invitee cannot sign in before setting a password, then can', async () => {
    const account = await invited('Marek@Skrinka.sk', 'staff', 'Marek Dielňa')
    expect(account).toMatchObject({ email: 'marek@skrinka.sk', role: 'staff', state: 'invited', totp: false })
    const mail = await linkMailTo('marek@skrinka.sk')
    expect(mail.kind).toBe('staff-invite')
    expect(mail.body_text).toContain('Marek Dielňa')
    expect(mail.body_text).toContain('72')
    // No password yet: nothing signs in, whatever is typed (the empty one too).
    expect((await signIn('marek@skrinka.sk', '')).status).toBe(401)
    expect((await signIn('marek@skrinka.sk', 'hocico-1234')).status).toBe(401)
    // Too short a password is refused and the link stays usable.
    expect((await setPassword(mail.token, 'kratke')).status).toBe(400)
    expect((await setPassword(mail.token, 'marek-heslo-99')).status).toBe(204)
    expect((await signIn('marek@skrinka.sk', 'marek-heslo-99')).status).toBe(200)
    // The link works once.
    const again = await setPassword(mail.token, 'ine-heslo-12345')
    expect(again.status).toBe(422)
    expect(await again.json()).toMatchObject({ error: 'invalid_link' })
    const list = (await (await call(API.staffUsers, { headers: owner })).json()) as { users: StaffAccount[] }
    expect(list.users.find((user) => user.email === 'marek@skrinka.sk')).toMatchObject({ state: 'active' })
    // Only the token's hash is stored.
    const tokens = await queryRows<{ token_hash: string }>(server, 'select token_hash from staff_token')
    expect(tokens.map((row) => row.token_hash)).not.toContain(mail.token)
  })
  it('writes the link e-mail in the language asked for, with the Czech address', async () => {
    await invited('petra@skrinka.cz', 'staff')
    const cz = await invite({ name: 'Petr', email: 'petr@skrinka.cz', role: 'staff', locale: 'cz' })
    expect(cz.status).toBe(201)
    const mail = await linkMailTo('petr@skrinka.cz')
    expect(mail.body_text).toContain('/cz/admin/heslo?token=')
    expect(mail.subject).not.toBe((await linkMailTo('petra@skrinka.cz')).subject)
  })
  it('refuses an e-mail that has an account (409) and a bad one (400)', async () => {
    const taken = await invite({ name: 'Eva', email: 'EVA@skrinka.sk', role: 'staff' })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ error: 'email_taken' })
    expect((await invite({ name: 'X', email: 'nie-je-adresa', role: 'staff' })).status).toBe(400)
    expect((await invite({ name: 'X', email: 'x@skrinka.sk', role: 'boss' })).status).toBe(400)
  })
  it('an expired link sets nothing', async () => {
    await invited('neskoro@skrinka.sk', 'staff')
    const { token } = await linkMailTo('neskoro@skrinka.sk')
    await runSql(server, `update staff_token set expires_at = '2000-01-01T00:00:00.000Z'`)
    expect((await setPassword(token, 'neskore-heslo-1')).status).toBe(422)
  })
})

describe('roles', () => {
  it('staff may neither list, invite, change accounts nor read the audit (403)', async () => {
    expect((await call(API.staffUsers, { headers: staff })).status).toBe(403)
    expect((await invite({ name: 'X', email: 'y@skrinka.sk', role: 'owner' }, staff)).status).toBe(403)
    expect((await change(1, { action: 'disable' }, staff)).status).toBe(403)
    expect((await call(API.staffAudit, { headers: staff })).status).toBe(403)
  })
  it('a workshop account signs in, but every desk call answers it 403', async () => {
    await activated('dielna@skrinka.sk', 'workshop', 'dielna-heslo-1')
    const cookie = await sessionCookie('dielna@skrinka.sk', 'dielna-heslo-1')
    const me = await call(API.staffMe, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ role: 'workshop' })
    for (const entry of [API.staffOrders, API.staffDashboard, API.staffPriceLists, API.staffSettings])
      expect((await call(entry, { headers: { cookie } })).status, entry.path).toBe(403)
  })
  it('changes a role: the account is signed out and has the new role at its next sign-in', async () => {
    const account = await activated('rola@skrinka.sk', 'staff', 'rola-heslo-12')
    const cookie = await sessionCookie('rola@skrinka.sk', 'rola-heslo-12')
    const response = await change(account.id, { action: 'role', role: 'owner' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ role: 'owner' })
    expect((await call(API.staffMe, { headers: { cookie } })).status).toBe(401)
    const again = await signIn('rola@skrinka.sk', 'rola-heslo-12')
    expect(await again.json()).toMatchObject({ role: 'owner' })
    // Back to staff (two owners now: allowed).
    expect((await change(account.id, { action: 'role', role: 'staff' })).status).toBe(200)
  })
})

describe('disable, enable, reset', () => {
  it('disables (sessions deleted, sign-in refused) and enables again', async () => {
    const account = await activated('vypnuty@skrinka.sk', 'staff', 'vypnuty-heslo-1')
    const cookie = await sessionCookie('vypnuty@skrinka.sk', 'vypnuty-heslo-1')
    expect((await change(account.id, { action: 'disable' })).status).toBe(200)
    expect((await call(API.staffMe, { headers: { cookie } })).status).toBe(401)
    const refused = await signIn('vypnuty@skrinka.sk', 'vypnuty-heslo-1')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: 'account_disabled' })
    expect(refused.headers.get('set-cookie')).toBeNull()
    const enabled = await change(account.id, { action: 'enable' })
    expect(await enabled.json()).toMatchObject({ state: 'active' })
    expect((await signIn('vypnuty@skrinka.sk', 'vypnuty-heslo-1')).status).toBe(200)
  })
  it('resets: sessions end, a new link is e-mailed, the new password replaces the old once set', async () => {
    const account = await activated('zabudol@skrinka.sk', 'staff', 'stare-heslo-12')
    const cookie = await sessionCookie('zabudol@skrinka.sk', 'stare-heslo-12')
    expect((await change(account.id, { action: 'reset' })).status).toBe(200)
    expect((await call(API.staffMe, { headers: { cookie } })).status).toBe(401)
    const mail = await linkMailTo('zabudol@skrinka.sk')
    expect(mail.kind).toBe('staff-reset')
    expect((await setPassword(mail.token, 'nove-heslo-345')).status).toBe(204)
    expect((await signIn('zabudol@skrinka.sk', 'stare-heslo-12')).status).toBe(401)
    expect((await signIn('zabudol@skrinka.sk', 'nove-heslo-345')).status).toBe(200)
  })
  it('answers 404 for an unknown account', async () => {
    expect((await change(999_999, { action: 'disable' })).status).toBe(404)
  })
})

describe('the last owner', () => {
  it('cannot be disabled nor demoted while no other owner is active; can once another is', async () => {
    const list = (await (await call(API.staffUsers, { headers: owner })).json()) as { users: StaffAccount[] }
    const olga = list.users.find((user) => user.email === 'olga@skrinka.sk')!
    // Every other owner of this file's tests is staff again or disabled: Oľga is the only active owner.
    const owners = list.users.filter((user) => user.role === 'owner' && user.state === 'active')
    expect(owners.map((user) => user.email)).toEqual(['olga@skrinka.sk'])
    for (const body of [{ action: 'disable' }, { action: 'role', role: 'staff' }]) {
      const refused = await change(olga.id, body)
      expect(refused.status).toBe(422)
      expect(await refused.json()).toMatchObject({ error: 'last_owner' })
    }
    // An invited owner does not count: nobody can sign in as them yet.
    await invited('buduci@skrinka.sk', 'owner')
    expect((await change(olga.id, { action: 'disable' })).status).toBe(422)
    const second = await activated('druha@skrinka.sk', 'owner', 'druha-heslo-12')
    const secondOwner = { cookie: await sessionCookie('druha@skrinka.sk', 'druha-heslo-12') }
    // The second owner may demote the first, and then is the last one.
    expect((await change(olga.id, { action: 'role', role: 'staff' }, secondOwner)).status).toBe(200)
    expect((await change(second.id, { action: 'disable' }, secondOwner)).status).toBe(422)
    // Restored for the other tests (a new sign-in: the change signed Oľga out).
    expect((await change(olga.id, { action: 'role', role: 'owner' }, secondOwner)).status).toBe(200)
    owner = { cookie: await sessionCookie('olga@skrinka.sk', STAFF_PASSWORD) }
  })
})

describe('one-time codes', () => {
  const codeAt = (secret: string, timestamp: number) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp })

  it('sets up with a QR code, confirms by a code, then asks for a code at sign-in, never taking one twice', async () => {
    await activated('kody@skrinka.sk', 'owner', 'kody-heslo-123')
    const cookie = await sessionCookie('kody@skrinka.sk', 'kody-heslo-123')
    // A confirmation without a set-up is refused.
    expect((await call(API.staffTotpConfirm, { body: { code: '123456' }, headers: { cookie } })).status).toBe(409)
    const setup = await call(API.staffTotpSetup, { headers: { cookie } })
    expect(setup.status).toBe(200)
    const { secret, uri, qrSvg } = (await setup.json()) as { secret: string; uri: string; qrSvg: string }
    expect(uri).toMatch(/^otpauth:\/\/totp\/Skrinka:kody%40skrinka\.sk\?/)
    expect(uri).toContain(`secret=${secret}`)
    expect(qrSvg).toMatch(/^<svg/)
    // Not in force before confirmed: the sign-in still takes the password alone.
    expect((await signIn('kody@skrinka.sk', 'kody-heslo-123')).status).toBe(200)
    const wrong = String((Number(codeAt(secret, Date.now())) + 1) % 1_000_000).padStart(6, '0')
    expect((await call(API.staffTotpConfirm, { body: { code: wrong }, headers: { cookie } })).status).toBe(422)
    const now = Date.now()
    const first = codeAt(secret, now)
    expect((await call(API.staffTotpConfirm, { body: { code: first }, headers: { cookie } })).status).toBe(204)
    const me = await call(API.staffMe, { headers: { cookie } })
    expect(await me.json()).toMatchObject({ totp: true })

    const noCode = await signIn('kody@skrinka.sk', 'kody-heslo-123')
    expect(noCode.status).toBe(401)
    expect(await noCode.json()).toMatchObject({ error: 'code_required' })
    expect(noCode.headers.get('set-cookie')).toBeNull()
    // The confirming code is used up; a wrong password with a right code still fails as a wrong password.
    expect(await (await signIn('kody@skrinka.sk', 'kody-heslo-123', first)).json()).toMatchObject({
      error: 'wrong_code',
    })
    const next = codeAt(secret, now + 30_000)
    expect((await signIn('kody@skrinka.sk', 'zle-heslo-1234', next)).status).toBe(401)
    expect((await signIn('kody@skrinka.sk', 'kody-heslo-123', next)).status).toBe(200)
    // The same code a second time: refused.
    expect((await signIn('kody@skrinka.sk', 'kody-heslo-123', next)).status).toBe(401)
    const list = (await (await call(API.staffUsers, { headers: owner })).json()) as { users: StaffAccount[] }
    expect(list.users.find((user) => user.email === 'kody@skrinka.sk')).toMatchObject({ totp: true })
  })
  it('wrong codes count towards the sign-in lock', async () => {
    await activated('zamknute@skrinka.sk', 'owner', 'zamok-heslo-12')
    const cookie = await sessionCookie('zamknute@skrinka.sk', 'zamok-heslo-12')
    const { secret } = (await (await call(API.staffTotpSetup, { headers: { cookie } })).json()) as { secret: string }
    expect(
      (await call(API.staffTotpConfirm, { body: { code: codeAt(secret, Date.now()) }, headers: { cookie } })).status,
    ).toBe(204)
    const ip = freshAddress()
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await signIn('zamknute@skrinka.sk', 'zamok-heslo-12', '000000', ip)).status)
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses[5]).toBe(429)
  })
})

describe('the audit screen', () => {
  it("reads the staff's actions, published versions, filtered by person, action, subject and days", async () => {
    const invites = await audit('?action=staff.invite')
    expect(invites.length).toBeGreaterThan(3)
    expect(invites.every((row) => row.action === 'staff.invite')).toBe(true)
    expect(invites.find((row) => row.subject === 'staff:marek@skrinka.sk')).toMatchObject({
      by: 'Oľga Majiteľka',
      detail: { name: 'Marek Dielňa', role: 'staff' },
    })
    const marek = await audit('?subject=marek')
    expect(new Set(marek.map((row) => row.action))).toEqual(new Set(['staff.invite', 'staff.password']))
    const roles = await audit('?staff=Druh%C3%A1&action=staff.')
    expect(roles).toEqual([])
    const byOlga = await audit(`?staff=${encodeURIComponent('Oľga Majiteľka')}&action=staff.`)
    expect(byOlga.some((row) => row.action === 'staff.disable')).toBe(true)
    expect(byOlga.every((row) => row.by === 'Oľga Majiteľka')).toBe(true)
    // The seed's price list and settings are versions nobody published.
    const published = await audit('?action=prices.publish')
    expect(published.at(-1)).toMatchObject({ action: 'prices.publish', by: null })
    // Days: nothing before today's rows in the year 2000, everything today.
    expect(await audit('?from=2000-01-01&to=2000-01-02')).toEqual([])
    const today = new Date().toISOString().slice(0, 10)
    expect((await audit(`?from=${today}&to=${today}&action=staff.totp`)).length).toBe(2)
    // Newest first.
    const all = await audit('')
    expect(all.map((row) => row.at)).toEqual([...all.map((row) => row.at)].sort().reverse())
  })
})
