import { E2E_OWNER, E2E_STAFF_TOKEN } from '../../playwright.config'
import { addDays } from '#domain/calendar.ts'
import { API, withParams } from '#domain/endpoints.ts'
import type { StaffProductionWeek } from '#domain/production/plan.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

const bearer = { authorization: `Bearer ${E2E_STAFF_TOKEN}` }

test('the owner sees a confirmed order on its production day in the week plan, with the day’s batch', async ({
  page,
}) => {
  const placed = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `production-week-e2e-${Date.now()}` },
    data: orderBody({ lines: [cartLine({}, 'SK', 2)] }),
  })
  expect(placed.status()).toBe(201)
  const number = ((await placed.json()) as { orderNumber: string }).orderNumber
  const moved = await page.request.post(withParams(API.staffOrderStatus, { number }).path, {
    headers: bearer,
    data: { from: 'received', to: 'confirmed', version: 0 },
  })
  expect(moved.status(), await moved.text()).toBe(200)

  // Its day: the other specs' orders may have filled the first days, so look week by week through the call.
  let from = ''
  let day: string | undefined
  for (let weeks = 0; weeks < 8 && day === undefined; weeks++) {
    const answer = await page.request.get(`${API.staffProductionWeek.path}${from ? `?from=${from}` : ''}`, {
      headers: bearer,
    })
    expect(answer.status()).toBe(200)
    const week = (await answer.json()) as StaffProductionWeek
    day = week.days.find((d) => d.orders.some((order) => order.number === number))?.day
    from = addDays(week.from, 7)
  }
  expect(day).toBeDefined()

  await page.goto(`/admin/vyroba?tyzden=${day}`)
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  const plan = page.getByTestId('week-plan')
  await expect(plan.getByRole('heading', { name: /^Plán výroby:/ })).toBeVisible()
  await expect(page.getByTestId('admin-nav').getByRole('link', { name: 'Výroba' })).toBeVisible()
  const row = plan.locator(`tr[data-day="${day}"]`)
  await expect(row.getByRole('link', { name: number })).toBeVisible()
  await expect(row.locator(`li[data-order="${number}"]`)).toContainText('Kováčová, 2 ks, hotové')
  await expect(row.getByText(/^\d+ z \d+, voľné \d+$/)).toBeVisible()
  await expect(row.getByRole('link', { name: 'Rezný plán (CSV pre formátovačku)' })).toHaveAttribute(
    'href',
    `${API.staffBatchCutListCsv.path}?day=${day}`,
  )

  // The next week and back.
  const monday = await plan.getAttribute('data-from')
  await plan.getByRole('button', { name: 'Nasledujúci týždeň' }).click()
  await expect(plan).toHaveAttribute('data-from', addDays(monday!, 7))
  await plan.getByRole('button', { name: 'Predchádzajúci týždeň' }).click()
  await expect(plan).toHaveAttribute('data-from', monday!)
  await expect(plan.locator(`li[data-order="${number}"]`)).toBeVisible()

  // The order's detail names its production day, a link back to that week.
  await plan.getByRole('link', { name: number }).click()
  const production = page.getByText(/^Výrobný deň:/)
  await expect(production).toContainText(', hotové ')
  await production.getByRole('link').click()
  await expect(page.getByTestId('week-plan')).toHaveAttribute('data-from', monday!)
})
