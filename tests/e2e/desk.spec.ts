import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The shop's words in each language, as a shopper meets them in the checkout. */
const WORDS = {
  sk: {
    prefix: '',
    add: 'Pridať do košíka',
    next: 'Pokračovať',
    order: 'Objednať s povinnosťou platby',
    fields: {
      Meno: 'Jana',
      Priezvisko: 'Kováčová',
      Telefón: '0905 123 456',
      'Ulica a číslo': 'Hlavná 12',
      Mesto: 'Trnava',
      PSČ: '917 01',
    },
    signIn: /\/admin\/prihlasenie\?redirect=/,
    status: 'Prijatá',
  },
  cz: {
    prefix: '/cz',
    add: 'Přidat do košíku',
    next: 'Pokračovat',
    order: 'Objednat s povinností platby',
    fields: {
      Jméno: 'Tereza',
      Příjmení: 'Nováková',
      Telefon: '602 123 456',
      'Ulice a číslo': 'Dlouhá 5',
      Město: 'Brno',
      PSČ: '602 00',
    },
    signIn: /\/cz\/admin\/prihlaseni\?redirect=/,
    status: 'Přijata',
  },
} as const

/** Orders one cabinet through the shop's real configurator, cart and checkout; answers the order's number. */
async function placeOrder(page: Page, locale: keyof typeof WORDS, email: string): Promise<string> {
  const words = WORDS[locale]
  await page.goto(`${words.prefix}/detail/L1D`)
  await hydrated(page)
  await expect(page.getByTestId('price')).toHaveAttribute('data-state', 'priced')
  await page.getByRole('button', { name: words.add, exact: true }).click()
  await expect(page.getByTestId('added-to-cart')).toBeVisible()
  await page.goto(`${words.prefix}/cart`)
  await hydrated(page)
  await page.getByRole('button', { name: words.next, exact: true }).click()
  await page.getByRole('radio', { name: /^(Doprava naším vlastným kuriérom|Doprava naším vlastním kurýrem)/ }).check()
  await page.getByRole('button', { name: words.next, exact: true }).click()
  for (const [label, value] of Object.entries({ ...words.fields, 'E-mail': email }))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByRole('checkbox', { name: /^(Prečítal\(a\) som si|Přečetl\(a\) jsem si) obchodn/ }).check()
  await page.getByRole('button', { name: words.order, exact: true }).click()
  const number = page.getByTestId('order-number')
  await expect(number).toHaveText(/^\d{4}-\d{6}$/)
  return (await number.textContent())!
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: an order placed in the shop appears on the desk, found by its e-mail; staff confirm it (the e-mail joins the outbox) and download both sheets`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const email = `desk.${locale}.${Date.now()}@example.sk`
    const number = await placeOrder(page, locale, email)

    await page.goto(`${words.prefix}/admin/objednavky`)
    await expect(page).toHaveURL(words.signIn)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page).toHaveURL(`${words.prefix}/admin/objednavky`)
    // Newest first: the order just placed leads the list (other tests' orders come later or earlier only).
    const row = page.locator(`[data-testid="order-row"][data-order-number="${number}"]`)
    await expect(row).toBeVisible()
    await expect(row).toContainText(words.status)

    // The search finds it by its e-mail, and the filters live in the address.
    await page.getByTestId('order-search').fill(email)
    await page.getByRole('button', { name: locale === 'sk' ? 'Hľadať' : 'Hledat', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`))
    await expect(page.getByTestId('order-row')).toHaveCount(1)
    await expect(row).toBeVisible()

    await row.getByRole('link', { name: number }).click()
    await expect(page).toHaveURL(`${words.prefix}/admin/objednavky/${number}`)
    const detail = page.getByTestId('order-detail')
    await expect(detail).toHaveAttribute('data-order-number', number)
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'received')
    await expect(page.getByTestId('order-customer')).toContainText(email)
    await expect(page.getByTestId('order-line')).toHaveCount(1)
    // The design opens in the configurator, in the desk's language.
    await expect(page.getByTestId('order-line-design')).toHaveAttribute(
      'href',
      new RegExp(`^${words.prefix}/detail/L1D`),
    )
    // Its dimensioned drawing, and its 3D model made by the shop.
    await expect(page.getByTestId('order-line').locator('.order-line-drawing svg')).toBeVisible()
    const model = await page.getByTestId('order-line-model').getAttribute('href')
    const glb = await page.request.get(model!)
    expect(glb.status()).toBe(200)
    expect(glb.headers()['content-type']).toBe('model/gltf-binary')
    // The shop's e-mails of the order: to the customer and to the shop.
    await expect(page.getByTestId('order-mails').getByRole('listitem')).toHaveCount(2)

    // Staff confirm it: the status moves, the history names who, and the customer's e-mail joins the outbox.
    await page.getByTestId('order-status-next').click()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')
    await expect(page.getByTestId('order-mails').getByRole('listitem')).toHaveCount(3)
    await expect(page.getByTestId('order-mails')).toContainText(email)
    await expect(page.getByTestId('order-detail')).toContainText(E2E_STAFF.name)

    // Both production sheets download and name the order.
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('cut-list-csv').click()])
    const rows = readFileSync((await csv.path())!, 'utf8').split('\r\n')
    expect(rows[0]).toMatch(/^\uFEFFOrder;Line;Part;Material;/)
    expect(rows.filter((row) => row.startsWith(`${number};1;`)).length).toBeGreaterThan(3)
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('work-order-pdf').click()])
    expect(pdf.suggestedFilename()).toContain(number)
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')

    // A number no order has says so.
    await page.goto(`${words.prefix}/admin/objednavky/2026-999999`)
    await expect(page.getByTestId('order-missing')).toBeVisible()
  })
}
