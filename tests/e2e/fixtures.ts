import { test as base, expect, type Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { API } from '#domain/endpoints.ts'

/** Console noise that is not ours (see ../shared/toolchain.md §6). */
const IGNORED = [/THREE\.Clock: This module has been deprecated/, /GPU stall due to ReadPixels/]

/**
 * Every page fails its test on a console error or an uncaught exception; a page that is
 * expected to answer 404 may log that one failed resource, a test that provokes another
 * status on purpose names it in `expectedStatuses`, and one that breaks a call on purpose matches
 * the errors that follow with `expectedError`.
 */
export const test = base.extend<{
  consoleErrors: string[]
  expectedStatuses: number[]
  expectedError: RegExp | null
  consent: 'granted' | 'denied' | 'none'
  consentCookie: void
  cspViolations: string[]
}>({
  expectedStatuses: [[], { option: true }],
  expectedError: [null, { option: true }],
  // Most tests have made their cookie choice already (refused), so the banner stays out of the way;
  // the consent tests start with none.
  consent: ['denied', { option: true }],
  consentCookie: [
    async ({ context, consent, baseURL }, use) => {
      if (consent !== 'none') await context.addCookies([{ name: 'skrinka-consent', value: consent, url: baseURL! }])
      await use()
    },
    { auto: true },
  ],
  // Issue 17: anything the Content Security Policy blocks in any document of the test fails it. The page
  // reports each violation to the test through a binding, which outlives navigations.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      await page.exposeFunction('__skrinkaCspViolation', (text: string) => violations.push(text))
      await page.addInitScript(() => {
        const report = (window as unknown as { __skrinkaCspViolation: (text: string) => void }).__skrinkaCspViolation
        document.addEventListener(
          'securitypolicyviolation',
          (event) =>
            report(
              `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}` +
                ` (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
            ),
          true,
        )
      })
      await use(violations)
      expect(violations, 'Content Security Policy violations on the page').toEqual([])
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, expectedStatuses, expectedError }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        if (IGNORED.some((re) => re.test(text))) return
        if (/status of 404/.test(text)) return
        if (expectedStatuses.some((status) => text.includes(`status of ${status}`))) return
        if (expectedError?.test(text)) return
        errors.push(text)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors on the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Waits until React has hydrated the document (the root layout marks <html>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Fills in the staff sign-in page (it must be showing) and submits it. */
export async function submitStaffSignIn(page: Page, email: string, password: string) {
  await page.getByTestId('staff-signin-email').fill(email)
  await page.getByTestId('staff-signin-password').fill(password)
  await page.getByTestId('staff-signin-submit').click()
}

/** Signs the page's browser context in as staff through the API: the trace panel (`?debug=machines`) is staff-only. */
export async function signInForTraces(page: Page) {
  const response = await page.request.post(API.staffSignIn.path, {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  })
  expect(response.status()).toBe(200)
}
