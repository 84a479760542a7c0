import type { APIRequestContext, Page } from '@playwright/test'
import { E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentOrder, FulfilmentStatus } from '#domain/fulfilment.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

const script = { authorization: `Bearer ${E2E_STAFF_TOKEN}`, 'x-staff-name': 'e2e-faktury' }

/** Places an order through the shop's call; its number. */
async function placeOrder(request: APIRequestContext, tag: string): Promise<string> {
  const response = await request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `invoice-${tag}-${Date.now()}` },
    data: orderBody({ country: 'SK' }),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Moves the order on as the workshop's script would (the desk's own moves are status-moves.spec.ts's). */
async function walk(request: APIRequestContext, number: string, statuses: FulfilmentStatus[], note = '') {
  const current = await request.get(withParams(API.staffOrder, { number }).path, { headers: script })
  const detail = (await current.json()) as { status: FulfilmentStatus; version: number }
  let order: Pick<FulfilmentOrder, 'status' | 'version'> = { status: detail.status, version: detail.version }
  for (const to of statuses) {
    const response = await request.post(withParams(API.staffOrderStatus, { number }).path, {
      headers: script,
      data: { from: order.status, to, version: order.version, note },
    })
    expect(response.status(), await response.text()).toBe(200)
    order = ((await response.json()) as { order: FulfilmentOrder }).order
  }
}

async function openOnDesk(page: Page, number: string) {
  await page.goto(`/admin/objednavky/${number}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page.getByTestId('order-documents')).toBeVisible()
}

test('a ready order: staff issue its invoice, open its PDF, and a refusal at the door cancels it by a credit note', async ({
  page,
}) => {
  test.slow()
  const number = await placeOrder(page.request, 'manual')
  await walk(page.request, number, ['confirmed', 'inProduction', 'ready'])
  await openOnDesk(page, number)
  const panel = page.getByTestId('order-documents')
  await expect(panel).toContainText('Zatiaľ bez faktúry.')
  await panel.getByTestId('issue-invoice').click()
  const invoiceNumber = panel.getByTestId('invoice-number')
  await expect(invoiceNumber).toHaveText(/^FA\d{4}-\d{4}$/)
  await expect(panel.getByTestId('issue-invoice')).toBeHidden()
  const invoice = (await invoiceNumber.textContent())!

  const link = panel.getByTestId('invoice-pdf')
  await expect(link).toHaveCount(1)
  const pdf = await page.request.get((await link.getAttribute('href'))!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toContain(`${invoice}.pdf`)
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  await walk(page.request, number, ['refused'], 'Zákazník tovar pri doručení odmietol.')
  await page.reload()
  await hydrated(page)
  const credit = page.getByTestId('credit-note')
  await expect(credit).toHaveCount(1)
  await expect(credit).toContainText(`k faktúre ${invoice}`)
  await expect(credit).toContainText(/Dobropis DB\d{4}-\d{4}/)
  await expect(page.getByTestId('order-documents')).toContainText('(stornovaná dobropisom)')
  // Both documents' PDFs are listed; the invoice itself is unchanged.
  await expect(page.getByTestId('invoice-pdf')).toHaveCount(2)
  await expect(page.getByTestId('invoice-number')).toHaveText(invoice)
})

test('a delivered order has its invoice without anyone pressing a button', async ({ page }) => {
  const number = await placeOrder(page.request, 'delivered')
  await walk(page.request, number, ['confirmed', 'inProduction', 'ready', 'delivered'])
  await openOnDesk(page, number)
  await expect(page.getByTestId('invoice-number')).toHaveText(/^FA\d{4}-\d{4}$/)
  await expect(page.getByTestId('issue-invoice')).toHaveCount(0)
})
