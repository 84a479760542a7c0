import type { Page } from '@playwright/test'
import {
  test,
  expect,
  hydrated,
  addToCart,
  cartLink,
  consentAccept,
  consentBanner,
  courierRadio,
  expectCartCount,
  mainHeading,
  menuButton,
  stepHeading,
  priced,
} from './fixtures'

/** Issue 18.1: the phone-first frame, the sticky price bar and where the focus goes. */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }
const CONFIGURATORS = ['/detail/L1D', '/chodby']

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

/** What the focused element is: its tag, its text and whether it is the page's or a step's heading. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return {
      tag: element?.tagName.toLowerCase() ?? '',
      text: element?.textContent?.trim() ?? '',
      testId: element?.dataset.testid ?? '',
    }
  })

/** Whether the add-to-cart button is inside the viewport and is what a tap on its centre would hit. */
const addToCartReachable = (page: Page) =>
  addToCart(page).evaluate((button) => {
    const box = button.getBoundingClientRect()
    const inViewport = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return { inViewport, onTop: hit !== null && button.contains(hit) }
  })

/** Scrolls the options to their end (the stage and the bar must stay in reach meanwhile). */
const scrollThroughOptions = (page: Page) =>
  page.evaluate(() => document.querySelector('.options')?.lastElementChild?.scrollIntoView({ block: 'end' }))

test.describe('phone-first frame', () => {
  test.describe('with the banner', () => {
    test.use({ consent: 'none', viewport: PHONE })

    test('no page is wider than a 390 px screen, and the banner is in reach', async ({ page }) => {
      for (const path of ['/', '/detail/L1D', '/chodby', '/cart', '/cz/detail/L1D', '/predaj/skrinky-na-mieru']) {
        await page.goto(path)
        await hydrated(page)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width)
        const accept = consentAccept(page)
        await expect(accept).toBeInViewport({ ratio: 1 })
      }
    })

    for (const viewport of [PHONE, DESKTOP])
      for (const path of CONFIGURATORS)
        test(`${path} at ${viewport.width} px: add to cart stays in view and uncovered, with and without the banner`, async ({
          page,
        }) => {
          await page.setViewportSize(viewport)
          await page.goto(path)
          await hydrated(page)
          await priced(page)
          await expect(consentBanner(page)).toBeVisible()
          expect(await addToCartReachable(page)).toEqual({ inViewport: true, onTop: true })
          await scrollThroughOptions(page)
          expect(await addToCartReachable(page)).toEqual({ inViewport: true, onTop: true })
          await consentAccept(page).click()
          await expect(consentBanner(page)).toHaveCount(0)
          // The choice's button is gone with the banner: the focus is on the page's heading, not on <body>.
          expect(await focused(page)).toMatchObject({ tag: 'h1' })
          expect(await addToCartReachable(page)).toEqual({ inViewport: true, onTop: true })
          await page.evaluate(() => window.scrollTo(0, 0))
          expect(await addToCartReachable(page)).toEqual({ inViewport: true, onTop: true })
          const bar = page.getByTestId('sticky-price-bar')
          await expect(bar).toContainText(/€/)
          await expect(addToCart(bar)).toHaveCount(1)
          await expect(addToCart(page)).toHaveCount(1)
        })

    for (const viewport of [PHONE, DESKTOP])
      test(`/detail/L1D at ${viewport.width} px: the banner and the bar cover no keyboard stop`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.goto('/detail/L1D')
        await hydrated(page)
        await priced(page)
        const covered: string[] = []
        let stops = 0
        for (let i = 0; i < 60; i++) {
          await page.keyboard.press('Tab')
          const stop = await page.evaluate(() => {
            const element = document.activeElement as HTMLElement | null
            if (!element || element === document.body) return null
            const box = element.getBoundingClientRect()
            const layers = [...document.querySelectorAll('.consent-banner, .buy-box')]
            // A stop of the banner or the bar itself is where it should be; a hidden input is hit through its label.
            if (layers.some((layer) => layer.contains(element))) return { name: '', covered: false }
            const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
            const name = `${element.tagName} ${element.textContent?.trim().slice(0, 30) ?? ''}`
            return { name, covered: hit !== null && layers.some((layer) => layer.contains(hit)) }
          })
          if (!stop) break
          stops++
          if (stop.covered) covered.push(stop.name)
        }
        expect(stops).toBeGreaterThan(20)
        expect(covered, 'keyboard stops under the banner or the bar').toEqual([])
      })
  })

  test.describe('menu and focus', () => {
    test.use({ viewport: PHONE })

    test('the menu opens as a dialog, Esc closes it and the focus returns; a link in it focuses the new h1', async ({
      page,
    }) => {
      await page.goto('/')
      await hydrated(page)
      await expect(page.getByRole('navigation', { name: 'Kategórie' })).toBeHidden()
      const opener = menuButton(page)
      const menu = page.getByTestId('mobile-menu')
      await expect(opener).toHaveAttribute('aria-expanded', 'false')
      await opener.click()
      await expect(menu).toBeVisible()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      await expect(opener).toHaveAttribute('aria-expanded', 'true')
      await expect(menu.getByRole('link', { name: 'Česky' })).toBeVisible()
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(menu).toBeHidden()
      await expect(opener).toBeFocused()
      await expect(opener).toHaveAttribute('aria-expanded', 'false')

      await opener.click()
      await menu.getByRole('link', { name: 'Konfigurátor chodby' }).click()
      await expect(page).toHaveURL(/\/chodby/)
      await expect(menu).toBeHidden()
      await expect(mainHeading(page)).toBeFocused()
      expect(await focused(page)).toMatchObject({ tag: 'h1', text: 'Konfigurátor chodby' })
    })

    test('a route change from the header focuses the new h1; the first load does not', async ({ page }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto('/')
      await hydrated(page)
      expect(await focused(page)).toMatchObject({ tag: 'body' })
      await page.getByRole('navigation', { name: 'Kategórie' }).getByRole('link', { name: 'Blog' }).click()
      await expect(page).toHaveURL(/\/blog$/)
      await expect(mainHeading(page)).toBeFocused()
    })

    test('an edit that only rewrites the query leaves the focus on the control', async ({ page }) => {
      await page.goto('/detail/L1D')
      await hydrated(page)
      await priced(page)
      const top = page.getByRole('checkbox', { name: /^Vrchná doska/ })
      await top.focus()
      await page.keyboard.press('Space')
      await expect(page).toHaveURL(/vrchnaDoska=true/)
      await expect(top).toBeChecked()
      await priced(page)
      await expect(top).toBeFocused()
    })

    test('each checkout step puts the focus on its heading', async ({ page }) => {
      await page.goto('/detail/L1D')
      await hydrated(page)
      await priced(page)
      await addToCart(page).click()
      await expectCartCount(page, 1)
      await cartLink(page).click()
      await expect(page).toHaveURL(/\/cart$/)
      await expect(mainHeading(page)).toBeFocused()
      const heading = stepHeading(page)
      await button(page, 'Pokračovať').click()
      await expect(heading).toBeFocused()
      await expect(heading).toHaveText('Doprava')
      await courierRadio(page).check()
      await button(page, 'Pokračovať').click()
      await expect(heading).toBeFocused()
      await expect(heading).toHaveText('Adresa')
      await button(page, 'Späť').click()
      await expect(heading).toBeFocused()
      await expect(heading).toHaveText('Doprava')
    })
  })
})
