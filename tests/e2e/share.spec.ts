import type { Page } from '@playwright/test'
import { expect, hydrated, test, priced } from './fixtures'

/** The shopper's words in each language. */
const LANGUAGES = [
  { prefix: '', share: 'Zdieľať', sent: 'Odoslané.' },
  { prefix: '/cz', share: 'Sdílet', sent: 'Odesláno.' },
]

/** Opens the share dialog and reads the short link from it. */
async function shareLink(page: Page, label: string): Promise<string> {
  const open = page.getByRole('button', { name: label, exact: true })
  await expect(open).toHaveText(label)
  await open.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('share-qr')).toBeVisible()
  const link = await dialog.getByLabel('Odkaz na tento návrh', { exact: true }).inputValue()
  return link
}

test.describe('share a design', () => {
  for (const { prefix, share, sent } of LANGUAGES) {
    test(`${prefix || 'sk'}: a cabinet's short link opens the same design at the same price`, async ({
      page,
      context,
    }) => {
      await page.goto(`${prefix}/detail/PDV2D?width=734&height=1812&depth=412&typ=beznoziek`)
      await hydrated(page)
      await priced(page)
      const price = await page.getByTestId('price').getAttribute('data-gross')
      const query = new URL(page.url()).searchParams
      const link = await shareLink(page, share)
      expect(link).toMatch(new RegExp(`${prefix}/n/[A-Za-z0-9_-]{10}$`))
      // The copy button says it copied.
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('button', { name: /^(Kopírovať odkaz|Kopírovat odkaz)$/ }).click()
      await expect(dialog.getByRole('button', { name: /^(Skopírované|Zkopírováno)$/ })).toBeVisible()
      // "Send me this design" queues the e-mail.
      await dialog
        .getByLabel(/^(Pošlite|Pošlete) mi tento návrh$/)
        .fill(prefix ? 'sdileni@example.cz' : 'zdielanie@example.sk')
      await dialog.getByRole('button', { name: /^(Odoslať|Odeslat)$/ }).click()
      await expect(dialog.getByRole('status')).toContainText(sent)
      // Escape closes the dialog and gives the focus back to Share.
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(page.getByRole('button', { name: share, exact: true })).toBeFocused()

      const other = await context.newPage()
      await other.goto(link)
      await hydrated(other)
      await priced(other)
      expect(new URL(other.url()).pathname).toBe(`${prefix}/detail/PDV2D`)
      const opened = new URL(other.url()).searchParams
      for (const [key, value] of query) expect(opened.get(key), key).toBe(value)
      expect(await other.getByTestId('price').getAttribute('data-gross')).toBe(price)
    })

    test(`${prefix || 'sk'}: a hallway's short link opens the same modules, upper doors, plan, colours and price`, async ({
      page,
      context,
    }) => {
      // Two rows: the upper row's doors (`horne`) are chosen too, not the defaults.
      await page.goto(`${prefix}/chodby?podorys=D&width=200&height=250&moduly=2:1L,2:1L,2:1L,2:1L&horne=1R,1L,1R,1L`)
      await hydrated(page)
      await priced(page)
      const price = await page.getByTestId('price').getAttribute('data-gross')
      const query = new URL(page.url()).searchParams
      expect(query.get('horne')).toBe('1R,1L,1R,1L')
      const link = await shareLink(page, share)
      const other = await context.newPage()
      await other.goto(link)
      await hydrated(other)
      await priced(other)
      expect(new URL(other.url()).pathname).toBe(`${prefix}/chodby`)
      const opened = new URL(other.url()).searchParams
      for (const [key, value] of query) expect(opened.get(key), key).toBe(value)
      expect(await other.getByTestId('price').getAttribute('data-gross')).toBe(price)
    })
  }

  test('an unknown code is the 404 page', async ({ page }) => {
    const response = await page.goto('/n/xyzxyzxyz')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('Stránka nenájdená: /n/xyzxyzxyz')).toBeVisible()
  })
})
