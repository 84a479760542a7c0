import { readFileSync } from 'node:fs'
import { test, expect, hydrated, signInForTraces, priceBox, tracePanel } from './fixtures'

test('the machine-trace panel is off by default, and ?debug=machines does not open it for a shopper', async ({
  page,
}) => {
  await page.goto('/detail/L1D')
  await hydrated(page)
  await expect(priceBox(page)).toBeVisible()
  await expect(tracePanel(page)).toHaveCount(0)
  // Issue 34.8: a link with ?debug=machines opens nothing for someone who is not signed in as staff.
  await page.goto('/detail/L1D?debug=machines')
  await hydrated(page)
  await expect(priceBox(page)).toBeVisible()
  // The panel's chunk would have come by now.
  await page.waitForLoadState('networkidle')
  await expect(tracePanel(page)).toHaveCount(0)
})

test('?debug=machines lists every transition, filters by machine, exports a trace that imports and replays', async ({
  page,
}) => {
  await signInForTraces(page)
  await page.goto('/detail/L2D?debug=machines')
  await hydrated(page)
  const panel = tracePanel(page)
  await expect(panel).toBeVisible()
  // The price and model actors of the configurator, with their answers.
  await expect(
    panel
      .locator('[data-testid="trace-row"][data-machine="price"]')
      .filter({ hasText: 'xstate.done.actor.fetchPrice' })
      .first(),
  ).toBeVisible()
  await expect(panel.locator('[data-testid="trace-row"][data-machine="model"]').first()).toBeVisible()
  const rowsBefore = await panel.getByTestId('trace-row').count()
  const width = page.getByRole('spinbutton', { name: /^Šírka/ })
  await width.fill('95')
  await width.press('Enter')
  await expect.poll(() => panel.getByTestId('trace-row').count()).toBeGreaterThan(rowsBefore)
  // The context change is shown: the new snapshot names the new width.
  const snapshot = panel
    .locator('[data-machine="price"]')
    .filter({ hasText: 'price.request' })
    .last()
    .locator('[data-key="snapshot"]')
  await expect
    .poll(
      async () => JSON.parse(JSON.parse((await snapshot.getAttribute('title')) ?? '""') as string) as { width: number },
    )
    .toMatchObject({ width: 95 })

  await panel.getByRole('combobox', { name: 'Automat' }).selectOption('price')
  const machines = await panel
    .getByTestId('trace-row')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-machine')))
  expect(new Set(machines)).toEqual(new Set(['price']))

  const download = page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Exportovať' }).click()
  const file = await (await download).path()
  const trace = JSON.parse(readFileSync(file, 'utf8')) as {
    format: string
    entries: { machine: string; event: { type: string } }[]
  }
  expect(trace.format).toBe('skrinka.machine-trace')
  expect(trace.entries.some((e) => e.machine === 'price' && e.event.type === 'price.request')).toBe(true)

  await panel.getByLabel('Importovať').setInputFiles(file)
  await expect(panel).toContainText(`${trace.entries.length}`)
  await panel.getByRole('button', { name: 'Prehrať' }).click()
  const results = panel.getByTestId('replay-result')
  await expect(results.first()).toBeVisible()
  expect(await results.count()).toBeGreaterThanOrEqual(2)
  for (const reproduced of await results.evaluateAll((items) => items.map((i) => i.getAttribute('data-reproduced'))))
    expect(reproduced).toBe('true')

  // Tracing stays on for the tab while browsing.
  await page.getByRole('navigation', { name: 'Kategórie' }).getByRole('link').first().click()
  await expect(tracePanel(page)).toBeVisible()
})
