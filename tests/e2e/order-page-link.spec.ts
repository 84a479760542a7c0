import type { Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { readOutbox } from '#scripts/harness/mail.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API } from '#domain/endpoints.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; the second click's 429 is the bound.
test.use({ expectedStatuses: [401, 429] })

/** Places a Slovak order through the shop's call and returns its number and the customer's e-mail. */
async function placeOrder(page: Page) {
  const body = orderBody({ country: 'SK' })
  const response = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `page-link-${Date.now()}` },
    data: body,
  })
  expect(response.status()).toBe(201)
  return { number: ((await response.json()) as { orderNumber: string }).orderNumber, email: body.order.customer.email }
}

/** The order page's address in the order's e-mail of this kind, once the outbox wrote it (E2E_DATA_DIR). */
async function linkInMail(number: string, kind: string): Promise<URL> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(process.env.E2E_DATA_DIR!)).find(
          (entry) => entry.file === `${number}-${kind}.eml`,
        )
        link = mail?.text.match(/https?:\/\/\S+\/objednavka\/[A-Za-z0-9_-]{43}/)?.[0]
        return link !== undefined
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return new URL(link!)
}

test('sk: the desk sends a customer who lost the e-mail a fresh link to the order page, once per 10 minutes', async ({
  page,
}) => {
  const { number, email } = await placeOrder(page)
  await page.goto(`/admin/objednavky/${number}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page.getByTestId('order-detail')).toHaveAttribute('data-order-number', number)

  const send = page.getByRole('button', { name: 'Poslať odkaz na stránku objednávky' })
  await send.click()
  await expect(page.getByRole('status').filter({ hasText: 'E-mail s odkazom je na ceste na' })).toContainText(email)
  // The desk's list of the order's e-mails shows it (the order is read again).
  await expect(page.getByTestId('order-mails').getByText(/znova odkaz na stránku objednávky/)).toBeVisible()

  // The e-mail's link opens the order's page.
  const link = await linkInMail(number, 'pagelink-1')
  expect(link.pathname.startsWith('/objednavka/')).toBe(true)

  // A second click within 10 minutes: refused, with what to tell the caller.
  await send.click()
  await expect(page.getByRole('alert').filter({ hasText: 'pred menej ako 10 minútami' })).toBeVisible()
  expect(
    (await readOutbox(process.env.E2E_DATA_DIR!)).filter((mail) => mail.file.startsWith(`${number}-pagelink-`)),
  ).toHaveLength(1)

  await page.goto(link.pathname)
  await expect(page.getByTestId('order-timeline')).toBeVisible()
  await expect(page.getByText(number).first()).toBeVisible()
})
