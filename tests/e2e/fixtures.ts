import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { API } from '#domain/endpoints.ts'
import { CHROMIUM_ARGS, resolveChromium } from '#scripts/harness/chromium.ts'

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

/** A name of the e2e server that is not the local machine: the browser resolves it to 127.0.0.1 (issue 39). */
export const REMOTE_HOST = 'skrinka.test'

/**
 * `test.use(REMOTE_ORIGIN)`: the shop over plain HTTP by a name other than localhost, as a shopper on the shop's
 * network sees it: no secure context (no `crypto.randomUUID`), and analytics count the visit (127.0.0.1 does not).
 */
export const REMOTE_ORIGIN = {
  // Chromium says it ignores the shop's Cross-Origin-Opener-Policy on an untrustworthy (plain-HTTP) origin.
  expectedError: /Cross-Origin-Opener-Policy header has been ignored/,
  baseURL: `http://${REMOTE_HOST}:${Number(process.env.E2E_PORT ?? 4391)}`,
  launchOptions: {
    executablePath: resolveChromium(),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${REMOTE_HOST} 127.0.0.1`],
  },
}

/** Waits until React has hydrated the document (the root layout marks <html>). */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

/** Fills in the staff sign-in page (it must be showing) and submits it. */
export async function submitStaffSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email)
  await page.getByLabel('Heslo', { exact: true }).fill(password)
  await staffSignInButton(page).click()
}

/** The staff sign-in page's button, in Slovak or Czech. */
export const staffSignInButton = (page: Page) => page.getByRole('button', { name: /^(Prihlásiť sa|Přihlásit se)$/ })

/** Signs the page's browser context in as staff through the API: the trace panel (`?debug=machines`) is staff-only. */
export async function signInForTraces(page: Page) {
  const response = await page.request.post(API.staffSignIn.path, {
    data: { email: E2E_STAFF.email, password: E2E_STAFF.password },
  })
  expect(response.status()).toBe(200)
}

// Locators as a shopper finds things: by role and the name they read (sk or cs). Test ids stay for what has no
// such name (a price's state, a canvas, a trace row) and for the ids an issue named as a contract.

/** The header's cart link, named by what it shows ("Košík 3 ks"). */
export const cartLink = (page: Page) => page.getByRole('link', { name: /^Košík \d+ ks$/ })

/** Expects the header's cart link to show `count` pieces. */
export const expectCartCount = (page: Page, count: number) =>
  expect(cartLink(page)).toHaveAccessibleName(`Košík ${count} ks`)

/** The configurator's add button (cabinet or hallway), in Slovak or Czech. */
export const addToCart = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^(Pridať do košíka|Přidat do košíku)$/ })

/** The note shown once something went in the cart: the status with its link to the cart. */
export const addedToCart = (page: Page) =>
  page.getByRole('status').filter({ has: page.getByRole('link', { name: /^(Prejsť do košíka|Přejít do košíku)$/ }) })

/** The cart's lines: the list items whose count the shopper can edit ("Počet kusov: …"). */
export const cartLines = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('spinbutton', { name: /^Počet kus(ov|ů):/ }) })

/** The lines of a confirmed order, each with its count ("2 ks"). */
export const confirmedLines = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /\d+ ks/ })

/** The order's number as the confirmation shows it. */
export const orderNumber = (page: Page) => page.getByText(/^\d{4}-\d{6}$/)

/** The cookie banner: the region named "Cookies". */
export const consentBanner = (page: Page) => page.getByRole('region', { name: /^(Súbory|Soubory) cookie$/ })

/** The checkout's "Continue" button, in Slovak or Czech. */
export const nextStep = (page: Page) => page.getByRole('button', { name: /^(Pokračovať|Pokračovat)$/ })

/** The courier's radio on the delivery step, in Slovak or Czech. */
export const courierRadio = (page: Page) =>
  page.getByRole('radio', { name: /^(Doprava naším vlastným kuriérom|Doprava naším vlastním kurýrem)/ })

/** The phone header's menu button. */
export const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true })

/** The cookie banner's "Accept" button, in Slovak or Czech. */
export const consentAccept = (page: Page) => consentBanner(page).getByRole('button', { name: /^(Prijať|Přijmout)$/ })

/** The checkout's current step heading (Košík, Doprava, Adresa; the same in Czech but for Košík). */
export const stepHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /^(Košík|Doprava|Adresa)$/ })

/** The page's own heading, inside main. */
export const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 })

/** The price box (cabinet or hallway), a region named "Cena"; the figure's state stays on its test id. */
export const priceBox = (scope: Page | Locator) => scope.getByRole('region', { name: 'Cena' })

/** The design's 2D front drawing: an image named "Front view of the cabinet/hallway, …" (sk or cs). */
export const frontDrawing = (page: Page) => page.getByRole('img', { name: /^(Pohľad spredu|Pohled zepředu) na / })

/** The 3D model's download progress. */
export const modelProgress = (page: Page) =>
  page.getByRole('progressbar', { name: /^(Načítanie 3D modelu|Načítání 3D modelu)$/ })

/** The developer panel of machine traces (`?debug=machines`, staff only), a complementary region. */
export const tracePanel = (page: Page) => page.getByRole('complementary', { name: /^Záznamy stavových automat(ov|ů)$/ })

/**
 * Waits until the price machine has the answer for the design on screen. Its state is no text a shopper reads, so
 * it stays on the price's test id; 15 s, for a busy machine's first price.
 */
export const priced = (page: Page) =>
  expect(page.getByTestId('price')).toHaveAttribute('data-state', 'priced', { timeout: 15_000 })

/** The price with VAT in minor units, as the price box holds it. */
export const grossOf = async (page: Page) => Number(await page.getByTestId('price').getAttribute('data-gross'))

// The shopper's way to an order, the steps several specs take.

/** The order button's name on the checkout's address step, per market. */
export const ORDER_BUTTON = { sk: 'Objednať s povinnosťou platby', cz: 'Objednat s povinností platby' } as const

/** The order button on the checkout's address step, sk or cz. */
export const orderButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${ORDER_BUTTON.sk}|${ORDER_BUTTON.cz})$`) })

/** The terms checkbox, named by its sentence ("I have read the terms…"), sk or cz. */
export const acceptTerms = (page: Page) =>
  page.getByRole('checkbox', { name: /^(Prečítal\(a\) som si|Přečetl\(a\) jsem si) obchodn/ })

/** The confirmation page's address: the order's number and its one-time token. */
export const CONFIRMATION_URL = /\/potvrdenie-objednavky\?order=\d{4}-\d{6}&token=[\w-]{32}$/

/** From the cart's step to the address step by the courier: Continue, the courier, Continue. */
export async function courierToAddress(page: Page) {
  await nextStep(page).click()
  await courierRadio(page).check()
  await nextStep(page).click()
}

/** Opens a design and adds it to the cart `times` times. */
export async function addDesign(page: Page, path: string, times = 1) {
  await page.goto(path)
  await hydrated(page)
  await priced(page)
  for (let i = 0; i < times; i++) await addToCart(page).click()
  await expect(addedToCart(page)).toBeVisible()
}

/** Types a customer into the checkout form, field by field as a shopper would; keys are the fields' labels. */
export async function fillFields(page: Page, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
}
