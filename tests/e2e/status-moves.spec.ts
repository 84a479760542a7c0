import type { Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API } from '#domain/endpoints.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The desk's words in each language. */
const WORDS = {
  sk: {
    prefix: '',
    confirmMail: 'Zákazník dostane potvrdzujúci e-mail s posledným termínom bezplatného zrušenia.',
    confirm: 'Potvrdiť',
    undo: /^Vrátiť späť \(\d+ s\)$/,
    anyway: 'Napriek tomu začať výrobu počas lehoty na bezplatné zrušenie',
    undone: 'vrátené do 10 s',
  },
  cz: {
    prefix: '/cz',
    confirmMail: 'Zákazník dostane potvrzující e-mail s posledním termínem bezplatného zrušení.',
    confirm: 'Potvrdit',
    undo: /^Vrátit zpět \(\d+ s\)$/,
    anyway: 'Přesto zahájit výrobu během lhůty pro bezplatné zrušení',
    undone: 'vráceno do 10 s',
  },
} as const

/** The status e-mails the outbox wrote for an order (the e2e server keeps its data in E2E_DATA_DIR). */
const statusFiles = async (number: string) =>
  (await readOutbox(process.env.E2E_DATA_DIR!))
    .map((mail) => mail.file)
    .filter((file) => file.startsWith(`${number}-status-`))

/** Places an order through the shop's call and opens it on the desk, signed in as staff. */
async function openOrder(page: Page, locale: keyof typeof WORDS, tag: string): Promise<string> {
  const country = locale === 'sk' ? 'SK' : 'CZ'
  const response = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `status-${tag}-${locale}-${Date.now()}` },
    data: orderBody({ country }),
  })
  expect(response.status()).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  await page.goto(`${WORDS[locale].prefix}/admin/objednavky/${orderNumber}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'received')
  return orderNumber
}

/** The next step through its confirmation, which names the confirmation e-mail. */
async function confirmOrder(page: Page, locale: keyof typeof WORDS) {
  const words = WORDS[locale]
  await page.getByTestId('order-status-next').click()
  const confirmation = page.getByTestId('status-confirm')
  await expect(confirmation).toBeVisible()
  await expect(confirmation.getByTestId('status-confirm-mail')).toHaveText(words.confirmMail)
  await confirmation.getByRole('button', { name: words.confirm, exact: true }).click()
  await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: staff confirm an order after the confirmation and undo it within 10 s: the e-mail never leaves`, async ({
    page,
  }) => {
    test.slow()
    const words = WORDS[locale]
    const number = await openOrder(page, locale, 'undo')
    await confirmOrder(page, locale)
    const undo = page.getByTestId('status-undo')
    await expect(undo).toHaveText(words.undo)
    await undo.click()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'received')
    await expect(undo).toBeHidden()
    // The history shows the move and its undo; the e-mail is gone from the order's list.
    const history = page.getByTestId('order-history')
    await expect(history.locator('li[data-undo="true"]')).toHaveCount(1)
    await expect(history).toContainText(words.undone)
    await expect(page.getByTestId('order-mails').locator('li[data-kind="status-confirmed"]')).toHaveCount(0)
    // Past the window nothing was sent.
    await page.waitForTimeout(12_000)
    expect(await statusFiles(number)).toEqual([])
  })

  test(`${locale}: without an undo the confirmation e-mail leaves after 10 s; production inside the window asks twice`, async ({
    page,
  }) => {
    test.slow()
    const words = WORDS[locale]
    const number = await openOrder(page, locale, 'leave')
    await confirmOrder(page, locale)
    await expect(page.getByTestId('status-undo')).toBeVisible()
    // Still waiting in the outbox during the window.
    expect(await statusFiles(number)).toEqual([])
    await expect(page.getByTestId('status-undo')).toBeHidden({ timeout: 15_000 })
    await expect.poll(() => statusFiles(number), { timeout: 15_000 }).toEqual([`${number}-status-confirmed.eml`])

    // Production right after the confirmation is inside the customer's window: a warning, and a second confirmation.
    await page.getByTestId('order-status-next').click()
    const confirmation = page.getByTestId('status-confirm')
    await expect(confirmation.getByTestId('status-warning')).toBeVisible()
    const yes = confirmation.getByRole('button', { name: words.confirm, exact: true })
    await expect(yes).toBeDisabled()
    await confirmation.getByRole('checkbox', { name: words.anyway }).check()
    await yes.click()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'inProduction')
  })
}
