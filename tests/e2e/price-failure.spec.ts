import { test, expect, hydrated, signInForTraces, addToCart, priceBox, tracePanel } from './fixtures'
import { API } from '#domain/endpoints.ts'

const PRICE_CALL = `**${API.getPriceSkrinka.path}`

/** Keeps every text the price box ever shows (server-rendered and each change after), in `window.priceTexts`. */
function recordPriceTexts() {
  const seen: string[] = []
  ;(window as unknown as { priceTexts: string[] }).priceTexts = seen
  const take = () =>
    document.querySelectorAll('[data-testid="price"]').forEach((box) => seen.push(box.textContent ?? ''))
  document.addEventListener('DOMContentLoaded', () => {
    take()
    new MutationObserver(take).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
}

/** A zero amount ("0,00 €", "0,00 Kč"), not the end of a larger one ("10,00", "1 230,00"). */
const ZERO = /(?<![\d\s\u00a0\u202f])0,00/

const markets = [
  {
    locale: 'sk',
    path: '/detail/L1D?debug=machines',
    line: 'Cenu sa nepodarilo vypočítať.',
    retry: 'Skúsiť znova',
    currency: '€',
  },
  { locale: 'cz', path: '/cz/detail/L1D', line: 'Cenu se nepodařilo spočítat.', retry: 'Zkusit znovu', currency: 'Kč' },
] as const

test.describe('a price that cannot be had', () => {
  // The browser's own line for the aborted call, and the machine's log of each failure (docs/product.md#prices).
  test.use({ expectedError: /net::ERR_FAILED|Price request failed/ })

  for (const market of markets)
    test(`${market.locale}: never shows 0 as a price, retries, offers to try again after 10 s, and prices once the call works`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      let attempts = 0
      await page.addInitScript(recordPriceTexts)
      if (market.path.includes('debug=machines')) await signInForTraces(page)
      await page.route(PRICE_CALL, (route) => {
        attempts++
        return route.abort()
      })
      await page.goto(market.path)
      await hydrated(page)
      const price = page.getByTestId('price')
      // docs/product.md#prices: the flag stays on and nothing can go to the cart; no amount instead of 0.
      await expect(page.getByTestId('price-placeholder')).toBeVisible()
      await expect(priceBox(page)).toHaveAttribute('aria-busy', 'true')
      await expect(addToCart(page)).toBeDisabled()
      await expect(page.getByTestId('price-retry')).toHaveCount(0)

      const unavailable = page.getByTestId('price-unavailable')
      // Shown 10 s after the first failure; the wait is longer so a busy machine's late timers do not fail it.
      await expect(unavailable).toContainText(market.line, { timeout: 30_000 })
      // Retried meanwhile on the backoff (at 0 s, 1 s, 3 s and 7 s), not in a tight loop.
      expect(attempts).toBeGreaterThanOrEqual(4)
      expect(attempts).toBeLessThanOrEqual(6)
      await expect(addToCart(page)).toBeDisabled()

      await expect(page.getByTestId('price-retry')).toHaveText(market.retry)
      await page.unroute(PRICE_CALL)
      await page.getByTestId('price-retry').click()
      await expect(price).toHaveAttribute('data-state', 'priced')
      await expect(price).toContainText(market.currency)
      await expect(unavailable).toHaveCount(0)
      await expect(addToCart(page)).toBeEnabled()

      const texts = await page.evaluate(() => (window as unknown as { priceTexts: string[] }).priceTexts)
      expect(texts.length).toBeGreaterThan(2)
      for (const text of texts) expect(text).not.toMatch(ZERO)
      expect(Number(await price.getAttribute('data-gross'))).toBeGreaterThan(0)

      if (market.path.includes('debug=machines')) {
        // The failures, the backoff, the patience and the retry are the price machine's own transitions.
        const rows = tracePanel(page).locator('[data-testid="trace-row"][data-machine="price"]')
        for (const event of [
          'xstate.error.actor.fetchPrice',
          'xstate.after.backoff.price.failed',
          'price.overdue',
          'price.retry',
        ])
          await expect(rows.filter({ hasText: event }).first()).toBeAttached()
      }
    })
})
