import type { Page } from '@playwright/test'
import { E2E_OWNER, E2E_STAFF } from '../../playwright.config'
import { test, expect, consentBanner, hydrated, staffSignInButton, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401; wrong passwords answer 401, the lock 429.
test.use({ expectedStatuses: [401, 429] })

/** The sign-in's problem: a wrong password or the lock after too many. */
const signInError = (page: Page) => page.getByRole('alert').filter({ hasText: /(heslo|hesiel)/ })

const consultation = '/chodby/konzultacia?productId=chodba-staff&orderId=2026-000555'

/** The back office's menu (its frame's navigation). */
const adminNav = (page: Page) => page.getByRole('navigation', { name: /^Administr(ácia|ace)$/ })

/** Asks for a staff page signed out, signs in on the sign-in it is sent to, and waits to be back on it. */
async function signInAt(page: Page, path: string, account: { email: string; password: string } = E2E_STAFF) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/admin\/prihl[aá]s(enie|eni)\?redirect=/)
  await hydrated(page)
  await submitStaffSignIn(page, account.email, account.password)
  await expect(page).toHaveURL(path)
}

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

test('sk: a staff page asked for signed out is where the sign-in lands, in the back office frame; sign-out leaves it', async ({
  page,
}) => {
  // The server answers a signed-out staff page with the sign-in itself: no staff page's shell ever paints.
  const answer = await page.request.get('/admin/nastavenia', { maxRedirects: 0 })
  expect(answer.status()).toBe(302)
  await signInAt(page, '/admin/nastavenia')
  await expect(adminNav(page)).toBeVisible()
  // The shop's frame is not there: no categories, no cart, no cookie banner.
  await expect(page.getByRole('navigation', { name: 'Kategórie' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Košík/ })).toHaveCount(0)
  await expect(consentBanner(page)).toHaveCount(0)
  await expect(page.getByText(`Prihlásený: ${E2E_STAFF.name}`, { exact: true })).toBeVisible()
  await expect(adminNav(page).getByRole('link', { name: 'Nastavenia obchodu' })).toHaveAttribute('aria-current', 'page')
  await adminNav(page).getByRole('link', { name: 'Cenníky' }).click()
  await expect(page).toHaveURL('/admin/cennik')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Cenníky')
  await page.getByTestId('sign-out').click()
  await expect(page).toHaveURL(/\/admin\/prihlasenie\?redirect=%2Fadmin%2Fcennik$/)
  await expect(adminNav(page)).toHaveCount(0)
})

test('cz: at 390 px the back office menu wraps inside the screen and leads on', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInAt(page, '/cz/admin/nastavenia', E2E_OWNER)
  await expect(page.getByText(`Přihlášen: ${E2E_OWNER.name}`, { exact: true })).toBeVisible()
  const links = adminNav(page).getByRole('link')
  // The owner's menu: the eleven places everyone has (Invoices since issue 37.6, Production since 38.5, the shop floor
  // since 38.4, decor samples since 39.4), and Staff and the audit log.
  await expect(links).toHaveCount(13)
  for (const link of await links.all()) {
    await expect(link).toBeInViewport()
    const box = (await link.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(390)
  }
  expect(await page.getByRole('banner').evaluate((header) => header.scrollWidth <= header.clientWidth)).toBe(true)
  await adminNav(page).getByRole('link', { name: 'Objednávky' }).click()
  await expect(page).toHaveURL('/cz/admin/objednavky')
})
