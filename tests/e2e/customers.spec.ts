import { readFileSync } from 'node:fs'
import type { APIRequestContext, Download, Page } from '@playwright/test'
import { E2E_OWNER, E2E_STAFF, E2E_STAFF_TOKEN } from '../../playwright.config'
import { API, withParams } from '#domain/endpoints.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The customers' words in each language. */
const WORDS = {
  sk: {
    prefix: '',
    menu: 'Zákazníci',
    search: 'Meno, firma, IČO, e-mail, telefón alebo mesto',
    searchButton: 'Hľadať',
    orders: 'Objednávky',
    export: /^Stiahnuť všetko/,
    waits: /nemožno vymazať, kým sú objednávky rozpracované/,
    erase: 'Vymazať osobné údaje…',
    confirm: 'Vymazať',
    erased: /Osobné údaje zákazníka sú vymazané/,
    back: 'Späť na zákazníkov',
    none: 'Vyhľadávaniu nezodpovedá žiadny zákazník.',
  },
  cz: {
    prefix: '/cz',
    menu: 'Zákazníci',
    search: 'Jméno, firma, IČO, e-mail, telefon nebo město',
    searchButton: 'Hledat',
    orders: 'Objednávky',
    export: /^Stáhnout vše/,
    waits: /nelze vymazat, dokud jsou objednávky rozpracované/,
    erase: 'Vymazat osobní údaje…',
    confirm: 'Vymazat',
    erased: /Osobní údaje zákazníka jsou vymazány/,
    back: 'Zpět na zákazníky',
    none: 'Hledání neodpovídá žádný zákazník.',
  },
} as const

type Locale = keyof typeof WORDS

/** Two orders of one new customer (the e-mail written in two cases) through the shop's own call. */
async function twoOrders(request: APIRequestContext, locale: Locale) {
  const surname = `Zakaznik${locale}${Date.now()}`
  const email = `${surname.toLowerCase()}@example.sk`
  const numbers: string[] = []
  for (const [index, written] of [email, email.toUpperCase()].entries()) {
    const response = await request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `${surname}-${index}` },
      data: orderBody({ country: locale === 'sk' ? 'SK' : 'CZ', customer: { surname, email: written } }),
    })
    expect(response.status()).toBe(201)
    numbers.push(((await response.json()) as { orderNumber: string }).orderNumber)
  }
  return { surname, email, numbers }
}

/** Opens the list from the back office's menu and searches it. */
async function searchCustomers(page: Page, locale: Locale, text: string) {
  const words = WORDS[locale]
  await page.getByTestId('admin-nav').getByRole('link', { name: words.menu }).click()
  await expect(page).toHaveURL(`${words.prefix}/admin/zakaznici`)
  await page.getByLabel(words.search).fill(text)
  await page.getByRole('button', { name: words.searchButton }).click()
}

test('sk: the owner finds a customer, downloads their data, and erases them once no order is in progress', async ({
  page,
}) => {
  const words = WORDS.sk
  const { surname, email, numbers } = await twoOrders(page.request, 'sk')
  await page.goto('/admin')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_OWNER.email, E2E_OWNER.password)
  await expect(page.getByTestId('dashboard')).toBeVisible()
  await searchCustomers(page, 'sk', surname.toLowerCase())

  // One customer for both orders, whatever the case of the e-mail.
  const table = page.getByTestId('customers-table')
  const rows = table.getByTestId('customer-row')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(email)
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText('2')
  await rows.first().getByRole('link').click()

  // The detail: nothing personal in the address, both orders linked.
  await expect(page).toHaveURL(/\/admin\/zakaznici\/[0-9a-f]{16}$/)
  const detail = page.getByTestId('customer-detail')
  await expect(detail.getByRole('heading', { name: `Jana ${surname}` })).toBeVisible()
  await expect(page.getByTestId('customer-orders').getByRole('link')).toHaveText([...numbers].reverse())

  // Everything held about them, as a JSON download.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: words.export }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^zakaznik-[0-9a-f]{16}\.json$/)
  const data = JSON.parse(await readDownload(download)) as { orders: { number: string }[] }
  expect(data.orders.map((order) => order.number)).toEqual(numbers)

  // While the orders are open the erasure waits; cancelled, it can be done.
  await expect(page.getByTestId('customer-erase')).toContainText(words.waits)
  for (const number of numbers) {
    const cancel = await page.request.post(withParams(API.staffOrderStatus, { number }).path, {
      headers: { authorization: `Bearer ${E2E_STAFF_TOKEN}` },
      data: { from: 'received', to: 'cancelled', version: 0, note: 'Zákazník sa rozhodol inak.' },
    })
    expect(cancel.status()).toBe(200)
  }
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: words.erase }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('10')
  await dialog.getByRole('button', { name: words.confirm, exact: true }).click()
  await expect(page.getByTestId('customer-erased')).toContainText(words.erased)

  // The customer is no more: the search finds nobody.
  await page.getByRole('link', { name: words.back }).click()
  await page.getByLabel(words.search).fill(surname.toLowerCase())
  await page.getByRole('button', { name: words.searchButton }).click()
  await expect(page.getByText(words.none)).toBeVisible()
})

test('cz: staff at phone width see customers as cards, open one, and may not erase', async ({ page }) => {
  const words = WORDS.cz
  const { surname, numbers } = await twoOrders(page.request, 'cz')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/cz/admin')
  await hydrated(page)
  await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
  await expect(page.getByTestId('dashboard')).toBeVisible()
  await searchCustomers(page, 'cz', surname)
  const rows = page.getByTestId('customers-table').getByTestId('customer-row')
  await expect(rows).toHaveCount(1)
  // A card: no sideways scroll at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
  await rows.first().getByRole('link').click()
  await expect(page.getByRole('heading', { name: `${words.orders} (2)` })).toBeVisible()
  await expect(page.getByTestId('customer-orders').getByRole('link')).toHaveText([...numbers].reverse())
  await expect(page.getByRole('link', { name: words.export })).toBeVisible()
  // The erasure is the owner's alone.
  await expect(page.getByTestId('customer-erase')).toHaveCount(0)
  await expect(page.getByRole('button', { name: words.erase })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
})

/** A download's text. */
async function readDownload(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'utf8')
}
