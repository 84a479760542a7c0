import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import {
  test,
  expect,
  hydrated,
  addToCart,
  cartLines,
  consentBanner,
  courierRadio,
  expectCartCount,
  menuButton,
  nextStep,
  priced,
} from './fixtures'

/** Issue 18.1: axe-core finds no serious or critical violation on the shopper's main pages. */
const PHONE = { width: 390, height: 844 }

/** The serious and critical violations on the page as it is now, one readable line per offending node. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} – ${violation.help}`,
      ),
    )
}

const expectClean = async (page: Page, where: string) =>
  expect(await seriousViolations(page), `serious or critical axe violations on ${where}`).toEqual([])

test.describe('axe', () => {
  test.use({ consent: 'none' })

  for (const viewport of [undefined, PHONE]) {
    const size = viewport ? `${viewport.width} px` : 'desktop'
    test(`home, detail and hallway at ${size}, with the banner`, async ({ page }) => {
      // Several full-page axe runs (each a few seconds on a shared 2-core machine).
      test.slow()
      if (viewport) await page.setViewportSize(viewport)
      await page.goto('/')
      await hydrated(page)
      await expectClean(page, '/')
      for (const path of ['/detail/L1D', '/chodby']) {
        await page.goto(path)
        await hydrated(page)
        await priced(page)
        await expectClean(page, path)
      }
      if (viewport) {
        await menuButton(page).click()
        await expect(page.getByTestId('mobile-menu')).toBeVisible()
        await expectClean(page, 'the open mobile menu')
      }
    })

    test(`cart and checkout steps at ${size}`, async ({ page }) => {
      test.slow()
      if (viewport) await page.setViewportSize(viewport)
      await page.goto('/detail/L1D')
      await hydrated(page)
      await priced(page)
      await consentBanner(page).getByRole('button', { name: 'Odmietnuť' }).click()
      await addToCart(page).click()
      await expectCartCount(page, 1)
      await page.goto('/cart')
      await hydrated(page)
      await expect(cartLines(page)).toHaveCount(1)
      await expectClean(page, '/cart')
      await nextStep(page).click()
      await expect(courierRadio(page)).toBeVisible()
      await expectClean(page, 'the delivery step')
      await courierRadio(page).check()
      await nextStep(page).click()
      await expect(page.locator('.checkout-form')).toBeVisible()
      await expectClean(page, 'the address step')
    })
  }
})
