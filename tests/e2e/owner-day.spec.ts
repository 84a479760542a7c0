import { E2E_OWNER, E2E_STAFF_TOKEN } from '../../playwright.config'
import { API, withParams } from '#domain/endpoints.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/**
 * An owner's morning (issue 36), as one person does it on the desk: sign in → the dashboard → the new order →
 * confirm it, change their mind within the 10 s and undo, confirm again → an internal note → once the workshop has
 * made it, plan it on the van and print the day's route sheet. The words are the desk's own in each language.
 */
const WORDS = {
  sk: {
    prefix: '',
    day: '2027-04-13',
    toConfirm: /nové objednávky na potvrdenie$/,
    confirm: 'Potvrdiť',
    undo: /^Vrátiť späť \(\d+ s\)$/,
    undone: 'vrátené do 10 s',
    note: /^Interná poznámka/,
    add: 'Pridať poznámku',
    internal: 'interná poznámka',
    deliveries: 'Rozvoz',
    window: 'Čas',
    plan: 'Naplánovať na tento deň',
  },
  cz: {
    prefix: '/cz',
    day: '2027-04-14',
    toConfirm: /nové objednávky k potvrzení$/,
    confirm: 'Potvrdit',
    undo: /^Vrátit zpět \(\d+ s\)$/,
    undone: 'vráceno do 10 s',
    note: /^Interní poznámka/,
    add: 'Přidat poznámku',
    internal: 'interní poznámka',
    deliveries: 'Rozvoz',
    window: 'Čas',
    plan: 'Naplánovat na tento den',
  },
} as const

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: an owner's morning: dashboard, confirm with undo, a note, the van's route sheet`, async ({
    page,
  }) => {
    test.slow()
    const words = WORDS[locale]
    const placed = await page.request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `owner-day-${locale}-${Date.now()}` },
      data: orderBody({ country: locale === 'sk' ? 'SK' : 'CZ' }),
    })
    expect(placed.status()).toBe(201)
    const { orderNumber: number } = (await placed.json()) as { orderNumber: string }

    // Sign in: the back office opens on the dashboard.
    await page.goto(`${words.prefix}/admin`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
    await expect(page).toHaveURL(`${words.prefix}/admin`)
    await expect(page.getByTestId('dashboard')).toBeVisible()

    // The new orders to confirm, and this one among them.
    await page.getByRole('link', { name: words.toConfirm }).click()
    await expect(page).toHaveURL(`${words.prefix}/admin/objednavky?status=received`)
    await page.getByRole('link', { name: number, exact: true }).click()
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-order-number', number)

    // Confirm, then undo within the 10 s: back to received, the e-mail never written to leave.
    const status = page.getByTestId('order-status')
    const confirm = async () => {
      await page.getByTestId('order-status-next').click()
      await page.getByTestId('status-confirm').getByRole('button', { name: words.confirm, exact: true }).click()
      await expect(status).toHaveAttribute('data-status', 'confirmed')
    }
    await confirm()
    const undo = page.getByTestId('status-undo')
    await expect(undo).toHaveText(words.undo)
    await undo.click()
    await expect(status).toHaveAttribute('data-status', 'received')
    await expect(page.getByTestId('order-history')).toContainText(words.undone)

    // Confirmed for good: once the undo is gone, the one confirmation e-mail leaves.
    await confirm()
    await expect(undo).toBeHidden({ timeout: 15_000 })
    await expect
      .poll(
        async () =>
          (await readOutbox(process.env.E2E_DATA_DIR!))
            .map((mail) => mail.file)
            .filter((file) => file.startsWith(`${number}-status-`)),
        { timeout: 15_000 },
      )
      .toEqual([`${number}-status-confirmed.eml`])

    // An internal note for the workshop, in the history and never e-mailed.
    const text = `Zákazník chce dodanie dopoludnia (${locale}).`
    const form = page.getByTestId('order-note')
    await form.getByRole('textbox', { name: words.note }).fill(text)
    await form.getByRole('button', { name: words.add }).click()
    const note = page.getByTestId('order-history').getByRole('listitem').filter({ hasText: text })
    await expect(note).toContainText(words.internal)

    // The workshop makes it (its own calls: the shop floor is the next issue's); the order is ready.
    const steps: FulfilmentStatus[] = ['confirmed', 'inProduction', 'ready']
    for (let step = 0; step < steps.length - 1; step++) {
      const { version } = (await (
        await page.request.get(withParams(API.staffOrder, { number }).path, {
          headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` },
        })
      ).json()) as { version: number }
      const moved = await page.request.post(withParams(API.staffOrderStatus, { number }).path, {
        headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` },
        data: { from: steps[step], to: steps[step + 1], version },
      })
      expect(moved.status(), await moved.text()).toBe(200)
    }

    // Deliveries: the order goes on the van's day in a window, and the day's route sheet is a PDF with it.
    await page.getByTestId('admin-nav').getByRole('link', { name: words.deliveries }).click()
    await expect(page.getByTestId('deliveries')).toBeVisible()
    await page.goto(`${words.prefix}/admin/rozvoz?den=${words.day}`)
    await expect(page.getByTestId('deliveries')).toHaveAttribute('data-date', words.day)
    const candidate = page.getByRole('form', { name: number })
    await candidate.getByLabel(words.window).selectOption({ label: '8:00–10:00' })
    await candidate.getByRole('button', { name: words.plan }).click()
    await expect(page.getByTestId('delivery-stops').getByRole('row').filter({ hasText: number })).toContainText(
      '8:00–10:00',
    )
    const sheet = page.getByTestId('route-sheet')
    const pdf = await page.request.get((await sheet.getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
}
