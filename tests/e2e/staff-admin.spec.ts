import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { Secret, TOTP } from 'otpauth'
import { E2E_OWNER, E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, staffSignInButton, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; an account with one-time codes
// is answered 401 (code_required) before the code is typed.
test.use({ expectedStatuses: [401] })

/** The screens' words in each language. */
const WORDS = {
  sk: {
    prefix: '',
    staffPlace: 'Personál',
    invited: /^Pozvánka odišla na /,
    invitedState: 'Pozvaný',
    send: 'Poslať pozvánku',
    newPassword: 'Nové heslo',
    again: 'Heslo ešte raz',
    setPassword: 'Nastaviť heslo',
    passwordSet: 'Vaše heslo je nastavené.',
    setUpCodes: 'Nastaviť jednorazové kódy',
    appCode: 'Kód z aplikácie',
    turnOn: 'Zapnúť jednorazové kódy',
    codesOn: 'Vaše prihlásenie žiada jednorazový kód z overovacej aplikácie.',
    signInCode: 'Jednorazový kód z overovacej aplikácie',
    auditPlace: 'Záznam činností',
    staffActions: 'Účty personálu',
    invitedAction: 'Pozvaný',
    ownerOnly: 'Účty personálu spravuje len majiteľ obchodu.',
  },
  cz: {
    prefix: '/cz',
    staffPlace: 'Personál',
    invited: /^Pozvánka odešla na /,
    invitedState: 'Pozvaný',
    send: 'Poslat pozvánku',
    newPassword: 'Nové heslo',
    again: 'Heslo ještě jednou',
    setPassword: 'Nastavit heslo',
    passwordSet: 'Vaše heslo je nastaveno.',
    setUpCodes: 'Nastavit jednorázové kódy',
    appCode: 'Kód z aplikace',
    turnOn: 'Zapnout jednorázové kódy',
    codesOn: 'Vaše přihlášení vyžaduje jednorázový kód z ověřovací aplikace.',
    signInCode: 'Jednorázový kód z ověřovací aplikace',
    auditPlace: 'Záznam činností',
    staffActions: 'Účty personálu',
    invitedAction: 'Pozvaný',
    ownerOnly: 'Účty personálu spravuje jen majitel obchodu.',
  },
} as const

/** A message's text as nodemailer wrote it: quoted-printable soft breaks and escapes undone. */
const unquoted = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/** The set-password link e-mailed to an address (the outbox worker writes .eml files into the data folder). */
async function linkTo(email: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox')
  let link: string | undefined
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(dir).filter((name) => name.endsWith('.eml'))
          } catch {
            return []
          }
        })()
        for (const name of files) {
          const text = unquoted(readFileSync(join(dir, name), 'latin1'))
          if (!text.includes(`To: ${email}`)) continue
          link = /https?:\/\/\S+\/admin\/heslo\?token=[\w-]+/.exec(text)?.[0]
          if (link) return true
        }
        return false
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return link!
}

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp })

/** The serious and critical accessibility violations on the page as it is now (as tests/e2e/axe.spec.ts reads them). */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))
}

/** Signs the owner in at a staff page (the page sends to the sign-in and back). */
async function ownerAt(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page).toHaveURL(path)
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: an owner invites an owner, who sets a password, signs in, turns on one-time codes and signs in with a code`, async ({
    page,
    browser,
  }) => {
    const words = WORDS[locale]
    const email = `pozvany-${locale}-${Date.now()}@skrinka.sk`
    // The Czech desk at phone width: the accounts are cards, nothing scrolls sideways.
    if (locale === 'cz') await page.setViewportSize({ width: 390, height: 844 })
    await ownerAt(page, `${words.prefix}/admin`)
    await page.getByTestId('admin-nav').getByRole('link', { name: words.staffPlace }).click()
    await expect(page).toHaveURL(`${words.prefix}/admin/personal`)

    const invite = page.getByTestId('staff-invite')
    await invite.getByLabel('Meno').or(invite.getByLabel('Jméno')).fill('Nová Majiteľka')
    await invite.getByLabel('E-mail').fill(email)
    await invite.getByLabel(/^Rol[ae]/).selectOption('owner')
    await invite.getByRole('button', { name: words.send }).click()
    await expect(page.getByRole('status').filter({ hasText: words.invited })).toContainText(email)
    const row = page.getByTestId('staff-row').filter({ hasText: email })
    await expect(row).toContainText(words.invitedState)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    // The invitee, in a browser of their own: the link from the e-mail, in the owner's screen's language.
    const link = await linkTo(email)
    expect(new URL(link).pathname).toBe(`${words.prefix}/admin/heslo`)
    const context = await browser.newContext()
    const invitee = await context.newPage()
    await invitee.goto(link)
    await hydrated(invitee)
    await invitee.getByLabel(words.newPassword).fill('nove-heslo-e2e-1')
    await invitee.getByLabel(words.again).fill('nove-heslo-e2e-1')
    await invitee.getByRole('button', { name: words.setPassword }).click()
    await expect(invitee.getByTestId('password-set')).toContainText(words.passwordSet)
    await invitee.getByTestId('password-set').getByRole('link').click()
    await hydrated(invitee)
    await submitStaffSignIn(invitee, email, 'nove-heslo-e2e-1')
    await expect(invitee).toHaveURL(`${words.prefix}/admin`)

    // An owner without one-time codes is asked to set them up; the prompt leads to the set-up.
    await invitee.getByTestId('totp-prompt').getByRole('link').click()
    await expect(invitee).toHaveURL(new RegExp(`${words.prefix}/admin/personal`))
    const setup = invitee.getByTestId('totp-setup')
    await setup.getByRole('button', { name: words.setUpCodes }).click()
    await expect(setup.getByRole('img', { name: /^QR/ })).toBeVisible()
    const secret = (await setup.getByTestId('totp-secret').textContent())!
    const now = Date.now()
    await setup.getByLabel(words.appCode).fill(codeAt(secret, now))
    await setup.getByRole('button', { name: words.turnOn }).click()
    await expect(setup.getByTestId('totp-on')).toHaveText(words.codesOn)
    await expect(invitee.getByTestId('totp-prompt')).toHaveCount(0)

    // Signed out and in again: after the password, the code (the next step's: the first one is used up).
    await invitee.getByTestId('sign-out').click()
    await expect(staffSignInButton(invitee)).toBeVisible()
    await submitStaffSignIn(invitee, email, 'nove-heslo-e2e-1')
    await invitee.getByLabel(words.signInCode).fill(codeAt(secret, now + 30_000))
    await staffSignInButton(invitee).click()
    await expect(invitee.getByTestId('admin-nav')).toBeVisible()
    await context.close()

    // The owner's audit screen names the invitation, filtered to the staff accounts' actions.
    await page.getByTestId('admin-nav').getByRole('link', { name: words.auditPlace }).click()
    await page.getByLabel(/^Činnos[ťt]/).selectOption({ label: words.staffActions })
    await expect(page).toHaveURL(/action=staff\./)
    const audit = page.getByTestId('audit-table')
    await expect(
      audit
        .getByRole('row')
        .filter({ hasText: `staff:${email}` })
        .first(),
    ).toBeVisible()
    await expect(
      audit.getByRole('row').filter({ hasText: email }).filter({ hasText: words.invitedAction }),
    ).toHaveCount(1)
  })

  test(`${locale}: staff have no Staff place; its address shows the owner's note and their own codes only`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    await page.goto(`${words.prefix}/admin`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('admin-nav')).toBeVisible()
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: words.staffPlace })).toHaveCount(0)
    await page.goto(`${words.prefix}/admin/personal`)
    await expect(page.getByText(words.ownerOnly)).toBeVisible()
    await expect(page.getByTestId('staff-invite')).toHaveCount(0)
    await expect(page.getByTestId('totp-setup')).toBeVisible()
  })
}
