import type { Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, staffSignInButton, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401; wrong passwords answer 401, the lock 429.
test.use({ expectedStatuses: [401, 429] })

/** The sign-in's problem: a wrong password or the lock after too many. */
const signInError = (page: Page) => page.getByRole('alert').filter({ hasText: /(heslo|hesiel)/ })

const consultation = '/chodby/konzultacia?productId=chodba-staff&orderId=2026-000555'

test('sk: the consultation sends signed-out staff to the sign-in, which signs in (HttpOnly, Secure, Strict cookie) and back; sign-out ends it', async ({
  page,
  context,
}) => {
  await page.goto(consultation)
  await expect(page).toHaveURL(/\/admin\/prihlasenie\?redirect=/)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, 'not-the-password')
  await expect(signInError(page)).toHaveText('E-mail alebo heslo nie je správne.')
  await submitStaffSignIn(page, E2E_STAFF.email.toUpperCase(), E2E_STAFF.password)
  await expect(page).toHaveURL(consultation)
  await expect(page.getByText(`Prihlásený: ${E2E_STAFF.name}`, { exact: true })).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'skrinka_staff')
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' })
  await page.getByRole('button', { name: 'Odhlásiť sa' }).click()
  await expect(page).toHaveURL(/\/admin\/prihlasenie\?redirect=/)
  expect((await context.cookies()).find((c) => c.name === 'skrinka_staff')).toBeUndefined()
  // The session is gone on the server too: the consultation asks for a sign-in again.
  await page.goto(consultation)
  await expect(page).toHaveURL(/\/admin\/prihlasenie\?redirect=/)
})

test('cz: /cz/admin/prihlaseni signs in to the Czech consultation and out again', async ({ page }) => {
  await page.goto(`/cz${consultation}`)
  await expect(page).toHaveURL(/\/cz\/admin\/prihlaseni\?redirect=/)
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přihlášení zaměstnanců')
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page).toHaveURL(`/cz${consultation}`)
  await expect(page.getByText(`Přihlášen: ${E2E_STAFF.name}`, { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Odhlásit se' }).click()
  await expect(page).toHaveURL(/\/cz\/admin\/prihlaseni\?redirect=/)
})

test('sk: the sixth wrong password within 15 minutes is refused with the lock message', async ({ page }) => {
  await page.goto('/admin/prihlasenie')
  await hydrated(page)
  // An e-mail no account has: locked all the same, so the lock tells nothing about who exists.
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitStaffSignIn(page, 'nikto@skrinka.sk', `wrong-${attempt}`)
    await expect(staffSignInButton(page)).toBeEnabled()
  }
  await expect(signInError(page)).toHaveText('E-mail alebo heslo nie je správne.')
  await submitStaffSignIn(page, 'nikto@skrinka.sk', 'wrong-6')
  await expect(signInError(page)).toHaveText('Príliš veľa nesprávnych hesiel. Skúste to prosím znova o 15 minút.')
})
