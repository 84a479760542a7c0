import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './fixtures'

/** The panel's three fields, by their labels (sk or cs; each label ends with its unit, cm). */
const doorWidth = (page: Page) =>
  page.getByRole('spinbutton', { name: /^(Najužšie dvere: šírka|Nejužší dveře: šířka) cm$/ })
const doorHeight = (page: Page) =>
  page.getByRole('spinbutton', { name: /^(Najužšie dvere: výška|Nejužší dveře: výška) cm$/ })
const ceiling = (page: Page) => page.getByRole('spinbutton', { name: 'Výška stropu cm', exact: true })
/** The verdict: the status that says whether it fits. */
const verdict = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^(Zmestí sa\.|Zmontovaná sa nezmestí\.|Vejde se\.|Smontovaná se nevejde\.)/ })

/** The panel's words in each language, as the shopper reads them. */
const LANGUAGES = [
  { prefix: '', open: 'Zmestí sa?', fits: 'Zmestí sa.', refused: 'Zmontovaná sa nezmestí.' },
  { prefix: '/cz', open: 'Vejde se?', fits: 'Vejde se.', refused: 'Smontovaná se nevejde.' },
]

test.describe('will it fit? (assembled delivery)', () => {
  for (const { prefix, open, fits, refused } of LANGUAGES) {
    test(`${prefix || 'sk'}: a 240 cm tall, 60 cm deep cabinet cannot stand up under 245 cm; 200 cm can`, async ({
      page,
    }) => {
      await page.goto(`${prefix}/detail/PDV2D?width=900&height=2400&depth=600&typ=beznoziek`)
      await hydrated(page)
      await page.getByText(open, { exact: true }).click()
      await doorWidth(page).fill('80')
      await doorHeight(page).fill('197')
      await ceiling(page).fill('245')
      const result = verdict(page)
      await expect(result).toHaveAttribute('data-fits', 'false')
      await expect(result).toContainText(refused)
      // The numbers: the diagonal of 60 × 240 and the tallest that stands up at 60 cm deep.
      await expect(result).toContainText('247,4')
      await expect(result).toContainText('237,5')

      const height = page.getByRole('spinbutton', { name: 'Výška', exact: true })
      await height.fill('200')
      await height.press('Enter')
      await expect(page).toHaveURL(/height=2000/)
      await expect(result).toHaveAttribute('data-fits', 'true')
      await expect(result).toContainText(fits)
      await expect(result).toContainText('208,8')
      // What the shopper typed is still there after the design changed.
      await expect(ceiling(page)).toHaveValue('245')
    })

    test(`${prefix || 'sk'}: a 90 cm wide, 80 cm deep cabinet does not pass a 70 cm door`, async ({ page }) => {
      await page.goto(`${prefix}/detail/PDV2D?width=900&height=2000&depth=800&typ=beznoziek`)
      await hydrated(page)
      await page.getByText(open, { exact: true }).click()
      await doorWidth(page).fill('70')
      await doorHeight(page).fill('197')
      await ceiling(page).fill('260')
      const result = verdict(page)
      await expect(result).toHaveAttribute('data-fits', 'false')
      await expect(result).toContainText('80 × 90')
      await expect(result).toContainText('70 × 197')
    })
  }

  test('a door too small to be a door gets a message and no verdict, keeping what was typed', async ({ page }) => {
    await page.goto('/detail/L1D')
    await hydrated(page)
    await page.getByText('Zmestí sa?', { exact: true }).click()
    await doorWidth(page).fill('12')
    await doorHeight(page).fill('197')
    await ceiling(page).fill('250')
    await expect(page.getByRole('alert')).toContainText('dvere aspoň 30 cm')
    await expect(doorWidth(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(verdict(page)).toHaveCount(0)
    await expect(doorWidth(page)).toHaveValue('12')
  })
})
