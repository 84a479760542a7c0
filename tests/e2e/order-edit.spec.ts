import { E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'
import type { APIRequestContext } from '@playwright/test'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; the conflict is a 409 on purpose.
test.use({ expectedStatuses: [401, 409] })

/** The editor's words in each language (issue 36, docs/decisions/0030-order-edit.md). */
const WORDS = {
  sk: {
    prefix: '',
    open: 'Upraviť kontakt, adresy a položky',
    contact: 'Kontakt',
    email: 'E-mail',
    phone: 'Telefón',
    pieces: 'Počet kusov',
    save: 'Uložiť zmeny',
    badEmail: 'E-mailová adresa, napríklad jana@example.sk.',
    saved: /Objednávka bola zmenená/,
    phoneChange: /Telefón: \+421 905 123 456 → \+421 911 222 333/,
    conflict: /zmenil\(a\) túto objednávku skôr; teraz je: Potvrdená/,
    dismiss: 'Zavrieť upozornenie',
  },
  cz: {
    prefix: '/cz',
    open: 'Upravit kontakt, adresy a položky',
    contact: 'Kontakt',
    email: 'E-mail',
    phone: 'Telefon',
    pieces: 'Počet kusů',
    save: 'Uložit změny',
    badEmail: 'E-mailová adresa, například jana@example.sk.',
    saved: /Objednávka byla změněna/,
    phoneChange: /Telefon: \+420 602 123 456 → \+420 777 123 456/,
    conflict: /změnil\(a\) tuto objednávku dříve; nyní je: Potvrzena/,
    dismiss: 'Zavřít upozornění',
  },
} as const

const bearer = { authorization: `Bearer ${E2E_STAFF_TOKEN}`, 'x-staff-name': 'Skript' }

/** Places an order of the market through the shop's call and answers its number. */
async function placeOrder(request: APIRequestContext, locale: 'sk' | 'cz', key: string): Promise<string> {
  const response = await request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': key },
    data: orderBody({ country: locale === 'sk' ? 'SK' : 'CZ' }),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** Confirms an order as a script would, from its version now (another staff member's change). */
async function confirmElsewhere(request: APIRequestContext, number: string) {
  const read = await request.get(withParams(API.staffOrder, { number }).path, { headers: bearer })
  const { version } = (await read.json()) as StaffOrderDetail
  const moved = await request.post(withParams(API.staffOrderStatus, { number }).path, {
    headers: bearer,
    data: { from: 'received', to: 'confirmed', version },
  })
  expect(moved.status()).toBe(200)
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: staff edit the phone and a line's count, the checkout's rules first, and the customer gets an e-mail`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const number = await placeOrder(page.request, locale, `order-edit-${locale}-${Date.now()}`)
    await page.goto(`${words.prefix}/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)

    const editor = page.getByTestId('order-edit')
    await editor.getByRole('button', { name: words.open }).click()
    const contact = editor.getByRole('group', { name: words.contact })
    // A wrong e-mail is refused by the checkout's rule, in the screen's language, and what was typed stays.
    await contact.getByLabel(words.email, { exact: true }).fill('jana@')
    await editor.getByRole('button', { name: words.save }).click()
    await expect(editor.getByText(words.badEmail)).toBeVisible()
    await expect(contact.getByLabel(words.email, { exact: true })).toHaveValue('jana@')
    const email = locale === 'sk' ? 'jana.kovacova@example.sk' : 'tereza@example.cz'
    await contact.getByLabel(words.email, { exact: true }).fill(email)
    await contact.getByLabel(words.phone, { exact: true }).fill(locale === 'sk' ? '0911 222 333' : '777 123 456')
    await editor.getByTestId('order-edit-line').first().getByLabel(words.pieces).fill('3')
    await editor.getByRole('button', { name: words.save }).click()

    await expect(editor.getByRole('status')).toContainText(words.saved)
    await expect(editor.getByTestId('order-edit-changes')).toContainText(words.phoneChange)
    await expect(editor.getByTestId('order-edit-changes')).toContainText(/2 → 3/)
    // The order reads again: the new phone, the new count, the e-mail waiting in the outbox.
    await expect(page.getByTestId('order-customer')).toContainText(
      locale === 'sk' ? '+421 911 222 333' : '+420 777 123 456',
    )
    await expect(page.getByTestId('order-line').first()).toContainText(/3 ks/)
    await expect(page.getByTestId('order-mails').locator('li[data-kind="edit-1"]')).toHaveCount(1)
  })

  test(`${locale}: another staff member's change first is a conflict explained and kept until dismissed`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const number = await placeOrder(page.request, locale, `order-edit-conflict-${locale}-${Date.now()}`)
    await page.goto(`${words.prefix}/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)

    const editor = page.getByTestId('order-edit')
    await editor.getByRole('button', { name: words.open }).click()
    await editor
      .getByRole('group', { name: words.contact })
      .getByLabel(words.phone, { exact: true })
      .fill(locale === 'sk' ? '0911 222 333' : '777 123 456')
    await confirmElsewhere(page.request, number)
    await editor.getByRole('button', { name: words.save }).click()

    const conflict = editor.getByTestId('order-edit-conflict')
    await expect(conflict).toContainText(words.conflict)
    await expect(conflict).toContainText('Skript')
    // The order below has been read again (confirmed now), and the explanation is still there.
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')
    await expect(conflict).toBeVisible()
    await conflict.getByRole('button', { name: words.dismiss }).click()
    await expect(conflict).toHaveCount(0)
    await expect(editor.getByRole('button', { name: words.open })).toBeVisible()
  })
}

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('sk: the editor is one column and nothing scrolls sideways', async ({ page }) => {
    const number = await placeOrder(page.request, 'sk', `order-edit-phone-${Date.now()}`)
    await page.goto(`/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    const editor = page.getByTestId('order-edit')
    await editor.getByRole('button', { name: WORDS.sk.open }).click()
    await expect(editor.getByRole('button', { name: WORDS.sk.save })).toBeVisible()
    // A count that is none is said so, and the line keeps its own.
    await editor.getByTestId('order-edit-line').first().getByLabel(WORDS.sk.pieces).fill('0')
    await expect(editor.getByText('Od 1 do 100 kusov; položka ponecháva 2.')).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
