import { test, expect, hydrated, priced, grossOf } from './fixtures'
import type { Locator } from '@playwright/test'

/** Issue 18.1: sizes a phone and a keyboard can use, tap targets, legible drawings, a visible focus ring. */
const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0

test.describe('size inputs', () => {
  test('+ adds 1 cm to the width, and the address and price follow', async ({ page }) => {
    await page.goto('/detail/L1D')
    await hydrated(page)
    await priced(page)
    const before = await grossOf(page)
    const width = page.getByRole('spinbutton', { name: /^Šírka/ })
    await expect(width).toHaveValue('45')
    await page.getByRole('button', { name: 'Šírka o 1 cm viac', exact: true }).click()
    await expect(width).toHaveValue('46')
    await expect(page).toHaveURL(/width=460/)
    await priced(page)
    await expect.poll(() => grossOf(page)).toBeGreaterThan(before)
    // Enter still takes a typed value.
    await width.fill('50.5')
    await width.press('Enter')
    await expect(page).toHaveURL(/width=505/)
  })

  test('− is disabled at the smallest width, and the range text describes the field', async ({ page }) => {
    await page.goto('/cz/detail/L1D?width=150')
    await hydrated(page)
    const width = page.getByRole('spinbutton', { name: /^Šířka/ })
    await expect(width).toHaveValue('15')
    await expect(page.getByRole('button', { name: 'Šířka o 1 cm méně', exact: true })).toBeDisabled()
    const more = page.getByRole('button', { name: 'Šířka o 1 cm více', exact: true })
    await expect(more).toBeEnabled()
    const described = await width.getAttribute('aria-describedby')
    expect(described).toBeTruthy()
    await expect(page.locator(`[id="${described}"]`)).toHaveText('15 až 60 cm')
    await expect(width).toHaveAccessibleDescription('15 až 60 cm')
    await more.click()
    await expect(page).toHaveURL(/width=160/)
    await expect(page.getByRole('button', { name: 'Šířka o 1 cm méně', exact: true })).toBeEnabled()
  })
})

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('selects, size fields and buttons, and the footer links (contact too) are at least 44 px tall', async ({
    page,
  }) => {
    await page.goto('/detail/L1D')
    await hydrated(page)
    const targets = [
      ...(await page.locator('main select').all()),
      ...(await page.locator('.size-input input, .size-step').all()),
      ...(await page.locator('footer a').all()),
    ]
    expect(targets.length).toBeGreaterThan(10)
    for (const target of targets) {
      await target.scrollIntoViewIfNeeded()
      expect(await height(target), await target.evaluate((el) => el.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(44)
    }
  })

  for (const width of [400, 800]) {
    test(`the hallway drawing's module widths render at 12 px or more (${width} cm wall)`, async ({ page }) => {
      await page.goto(`/chodby?width=${width}`)
      await hydrated(page)
      // The module row's selects and the wall's −/+ buttons are tap targets too.
      for (const target of await page.locator('.modules select, .size-step').all()) {
        await target.scrollIntoViewIfNeeded()
        expect(await height(target)).toBeGreaterThanOrEqual(44)
      }
      const labels = page.getByTestId('drawing-2d').locator('[data-dimension="segment"]')
      await expect(labels.first()).toBeVisible()
      // The SVG's font size is in drawing units; times the drawing's scale it is the size on screen
      // (the length of the matrix's first column, as an upright label is rotated).
      const sizes = await labels.evaluateAll((texts) => {
        const scaleOf = (m: DOMMatrix | null) => (m ? Math.hypot(m.a, m.b) : 0)
        return texts.map(
          (text) => parseFloat(getComputedStyle(text).fontSize) * scaleOf((text as SVGTextElement).getScreenCTM()),
        )
      })
      expect(sizes.length).toBeGreaterThan(1)
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12)
    })
  }
})

test('the primary button shows the shop focus ring when reached by keyboard', async ({ page }) => {
  await page.goto('/detail/L1D')
  await hydrated(page)
  await priced(page)
  const add = page.getByRole('button', { name: 'Pridať do košíka', exact: true })
  await expect(add).toBeEnabled()
  await add.focus()
  // Away and back by keyboard, so the focus is a keyboard one.
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  await expect(add).toBeFocused()
  const ring = await add.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      visible: el.matches(':focus-visible'),
      width: parseFloat(style.outlineWidth),
      style: style.outlineStyle,
      color: style.outlineColor,
    }
  })
  expect(ring).toEqual({ visible: true, width: 3, style: 'solid', color: 'rgb(10, 18, 48)' })
})
