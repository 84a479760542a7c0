import { test, expect, hydrated } from './fixtures'

/**
 * Hydration keeps the server's HTML (issue 16): the elements painted first are the ones the shopper
 * then uses. A mismatch would make React throw them away and render the page again in one long task
 * (hydrate.tsx also logs it as a console error, which fails any test).
 */
const KEPT = ['header', 'main', 'footer', 'h1', '[data-testid=price]', '[data-testid=consent-banner]']

for (const [path, more] of [
  ['/detail/L1D', ['form.options', '[data-testid=width]', '[data-testid=add-to-cart]']],
  ['/cz/detail/L4D', ['form.options', '[data-testid=width]']],
  ['/chodby', ['[data-testid=width]']],
  ['/', []],
] as const) {
  test.describe(() => {
    test.use({ consent: 'none' })
    test(`${path}: hydration keeps the server-rendered elements`, async ({ page }) => {
      const selectors = [...KEPT, ...more]
      await page.addInitScript((list) => {
        document.addEventListener('DOMContentLoaded', () => {
          ;(window as unknown as { __painted: (Element | null)[] }).__painted = list.map((s) =>
            document.querySelector(s),
          )
        })
      }, selectors)
      await page.goto(path)
      await hydrated(page)
      await page.waitForLoadState('networkidle')
      const kept = await page.evaluate(
        (list) =>
          list.map((s, i) => {
            const before = (window as unknown as { __painted: (Element | null)[] }).__painted[i]
            return `${s}: ${before === null ? 'not painted' : before === document.querySelector(s) ? 'kept' : 'replaced'}`
          }),
        selectors,
      )
      expect(kept).toEqual(selectors.map((s) => `${s}: kept`))
    })
  })
}
