import { expect, hydrated, test } from './fixtures'

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
      await page.getByTestId('fit-door-width').fill('80')
      await page.getByTestId('fit-door-height').fill('197')
      await page.getByTestId('fit-ceiling').fill('245')
      const result = page.getByTestId('fit-result')
      await expect(result).toHaveAttribute('data-fits', 'false')
      await expect(result).toContainText(refused)
      // The numbers: the diagonal of 60 × 240 and the tallest that stands up at 60 cm deep.
      await expect(result).toContainText('247,4')
      await expect(result).toContainText('237,5')

      const height = page.getByTestId('height')
      await height.fill('200')
      await height.press('Enter')
      await expect(page).toHaveURL(/height=2000/)
      await expect(result).toHaveAttribute('data-fits', 'true')
      await expect(result).toContainText(fits)
      await expect(result).toContainText('208,8')
      // What the shopper typed is still there after the design changed.
      await expect(page.getByTestId('fit-ceiling')).toHaveValue('245')
    })

    test(`${prefix || 'sk'}: a 90 cm wide, 80 cm deep cabinet does not pass a 70 cm door`, async ({ page }) => {
      await page.goto(`${prefix}/detail/PDV2D?width=900&height=2000&depth=800&typ=beznoziek`)
      await hydrated(page)
      await page.getByText(open, { exact: true }).click()
      await page.getByTestId('fit-door-width').fill('70')
      await page.getByTestId('fit-door-height').fill('197')
      await page.getByTestId('fit-ceiling').fill('260')
      const result = page.getByTestId('fit-result')
      await expect(result).toHaveAttribute('data-fits', 'false')
      await expect(result).toContainText('80 × 90')
      await expect(result).toContainText('70 × 197')
    })
  }

  test('a door too small to be a door gets a message and no verdict, keeping what was typed', async ({ page }) => {
    await page.goto('/detail/L1D')
    await hydrated(page)
    await page.getByText('Zmestí sa?', { exact: true }).click()
    await page.getByTestId('fit-door-width').fill('12')
    await page.getByTestId('fit-door-height').fill('197')
    await page.getByTestId('fit-ceiling').fill('250')
    await expect(page.getByRole('alert')).toContainText('dvere aspoň 30 cm')
    await expect(page.getByTestId('fit-door-width')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('fit-result')).toHaveCount(0)
    await expect(page.getByTestId('fit-door-width')).toHaveValue('12')
  })
})
