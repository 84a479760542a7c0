/**
 * The shop floor (issue 38.4) on a phone: the workshop account signs in, lands on /admin/dielna with nothing else in
 * its menu, types three labels' IDs and marks steps on them; the desk (staff) sees the order in production and its
 * progress moved. The first step is refused while the customer may still cancel the order free of charge.
 */
import BetterSqlite3 from 'better-sqlite3'
import { join } from 'node:path'
import { E2E_STAFF, E2E_STAFF_TOKEN, E2E_WORKSHOP } from '../../playwright.config'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { API, withParams } from '#domain/endpoints.ts'
import { productionParts } from '#domain/production/parts.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in; the early first step 409.
test.use({ expectedStatuses: [401, 409], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

const script = { authorization: `Bearer ${E2E_STAFF_TOKEN}`, 'x-staff-name': 'e2e-shop-floor' }

/** The order's boards as the domain makes them from the lines the e2e server stored (its SQLite file). */
function partIdsOf(number: string): string[] {
  const db = new BetterSqlite3(join(process.env.E2E_DATA_DIR!, 'skrinka.sqlite'), { readonly: true })
  try {
    const lines = db
      .prepare(
        `select l.position, l.title, l.count, l.design from order_line l join orders o on o.id = l.order_id
         where o.number = ? order by l.position`,
      )
      .all(number) as Array<{ position: number; title: string; count: number; design: string }>
    return productionParts({
      number,
      lines: lines.map((line) => ({
        ...line,
        design: (JSON.parse(line.design) as { design: Cabinet | Hallway }).design,
      })),
    }).map((part) => part.id)
  } finally {
    db.close()
  }
}

/** Moves the order's confirmation ten days back in the e2e server's database, past the customer's window. */
function pastCancellationWindow(number: string) {
  const db = new BetterSqlite3(join(process.env.E2E_DATA_DIR!, 'skrinka.sqlite'), { timeout: 10_000 })
  try {
    const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString()
    db.prepare('update orders set confirmed_at = ? where number = ?').run(longAgo, number)
  } finally {
    db.close()
  }
}

test('the workshop scans three parts on a phone and the desk sees the order progress', async ({ page, browser }) => {
  test.slow()
  // A confirmed order, as the desk leaves it for the workshop.
  const placed = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `shop-floor-${Date.now()}` },
    data: orderBody(),
  })
  expect(placed.status()).toBe(201)
  const { orderNumber: number } = (await placed.json()) as { orderNumber: string }
  const confirmed = await page.request.post(withParams(API.staffOrderStatus, { number }).path, {
    headers: script,
    data: { from: 'received', to: 'confirmed', version: 0 },
  })
  expect(confirmed.status()).toBe(200)
  const ids = partIdsOf(number)
  expect(ids.length).toBeGreaterThan(3)

  // Any staff address sends the workshop account to the shop floor, its menu's only place.
  await page.goto('/admin/objednavky')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_WORKSHOP.email, E2E_WORKSHOP.password)
  await expect(page).toHaveURL(/\/admin\/dielna$/)
  const menu = page.getByTestId('admin-nav')
  await expect(menu.getByRole('link')).toHaveText(['Dielňa'])

  const scan = page.getByTestId('scan-input')
  await expect(scan).toBeVisible()
  await expect(page.getByLabel('ID dielu alebo adresa zo štítku')).toBeVisible()
  // Confirmed a moment ago: the customer may still cancel free of charge, so nothing is cut yet.
  await scan.fill(ids[0]!)
  await scan.press('Enter')
  const firstCut = page.getByTestId('part-card').locator('[data-testid="part-step"][data-step="cut"]')
  await firstCut.click()
  await expect(page.getByRole('alert')).toContainText('ešte bezplatne zrušiť')
  await expect(firstCut).toHaveAttribute('aria-pressed', 'false')
  // A day later in the e2e server's database: the window (10:00 the working day after the confirmation) is over.
  pastCancellationWindow(number)

  const steps = ['cut', 'banded', 'drilled'] as const
  for (const [index, id] of ids.slice(0, 3).entries()) {
    await scan.fill(id)
    await scan.press('Enter')
    const card = page.getByTestId('part-card')
    await expect(card.getByRole('heading', { level: 2 })).toContainText(id)
    // The card shows the order's progress before the step: `index` parts cut so far.
    const cut = card.getByTestId('order-progress').locator('[data-step="cut"]')
    await expect(cut).toContainText(`${index} / ${ids.length}`)
    for (const step of steps.slice(0, index + 1)) {
      const button = card.locator(`[data-testid="part-step"][data-step="${step}"]`)
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(button).toContainText(E2E_WORKSHOP.name)
    }
    await expect(cut).toContainText(`${index + 1} / ${ids.length}`)
  }

  // A label's address (what a phone's camera app opens) shows the part directly.
  await page.goto(`/admin/dielna?part=${encodeURIComponent(ids[0]!)}`)
  await expect(page.getByTestId('part-card').getByRole('heading', { level: 2 })).toContainText(ids[0]!)
  await expect(page.locator('[data-testid="part-step"][data-step="cut"]')).toHaveAttribute('aria-pressed', 'true')

  // The desk, as staff: the order is in production, its progress moved (3 cut, 2 banded, 1 drilled).
  const desk = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const staffPage = await desk.newPage()
  await staffPage.goto(`/admin/objednavky/${number}`)
  await hydrated(staffPage)
  await submitStaffSignIn(staffPage, E2E_STAFF.email, E2E_STAFF.password)
  await expect(staffPage.getByTestId('order-status')).toHaveAttribute('data-status', 'inProduction')
  const progress = staffPage.getByTestId('order-progress')
  await expect(progress.locator('[data-step="cut"]')).toContainText(`3 / ${ids.length}`)
  await expect(progress.locator('[data-step="banded"]')).toContainText(`2 / ${ids.length}`)
  await expect(progress.locator('[data-step="drilled"]')).toContainText(`1 / ${ids.length}`)
  await expect(progress.locator('[data-step="packed"]')).toContainText(`0 / ${ids.length}`)
  await desk.close()
})

test('a text that is no part label is refused on the page, nothing sent', async ({ page }) => {
  await page.goto('/admin/dielna')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_WORKSHOP.email, E2E_WORKSHOP.password)
  const scan = page.getByLabel('ID dielu alebo adresa zo štítku')
  await scan.fill('8590000000000')
  await scan.press('Enter')
  await expect(page.getByRole('alert')).toContainText('Toto nie je štítok dielu')
  await expect(scan).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('group', { name: 'Hotové kroky' })).toHaveCount(0)
})
