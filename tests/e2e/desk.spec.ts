import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_STAFF } from '../../playwright.config'
import { test, expect, hydrated, submitStaffSignIn, addedToCart, orderNumber, priced } from './fixtures'

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
    title: 'Skrinka s jednými dvierkami',
    search: 'Číslo, meno, firma, IČO, e-mail, telefón alebo mesto',
    advance: /^Posunúť do stavu:/,
    missing: 'Objednávka s číslom 2026-999999 neexistuje.',
    assembly: 'Návod na montáž (PDF do balenia)',
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
    title: 'Skříňka s jedněmi dvířky',
    search: 'Číslo, jméno, firma, IČO, e-mail, telefon nebo město',
    advance: /^Posunout do stavu:/,
    missing: 'Objednávka s číslem 2026-999999 neexistuje.',
    status: 'Přijata',
    assembly: 'Návod k montáži (PDF do balení)',
  },
} as const

/** Orders one cabinet through the shop's real configurator, cart and checkout; answers the order's number. */
async function placeOrder(page: Page, locale: keyof typeof WORDS, email: string): Promise<string> {
  const words = WORDS[locale]
  await page.goto(`${words.prefix}/detail/L1D`)
  await hydrated(page)
  await priced(page)
  await page.getByRole('button', { name: words.add, exact: true }).click()
  await expect(addedToCart(page)).toBeVisible()
  await page.goto(`${words.prefix}/cart`)
  await hydrated(page)
  await page.getByRole('button', { name: words.next, exact: true }).click()
  await page.getByRole('radio', { name: /^(Doprava naším vlastným kuriérom|Doprava naším vlastním kurýrem)/ }).check()
  await page.getByRole('button', { name: words.next, exact: true }).click()
  for (const [label, value] of Object.entries({ ...words.fields, 'E-mail': email }))
    await page.getByRole('textbox', { name: label, exact: true }).fill(value)
  await page.getByRole('checkbox', { name: /^(Prečítal\(a\) som si|Přečetl\(a\) jsem si) obchodn/ }).check()
  await page.getByRole('button', { name: words.order, exact: true }).click()
  const number = orderNumber(page)
  await expect(number).toHaveText(/^\d{4}-\d{6}$/)
  return (await number.textContent())!
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: an order placed in the shop appears on the desk, found by its e-mail; staff confirm it (the e-mail joins the outbox) and download both sheets and the assembly instructions`, async ({
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
    const orderRows = page.getByRole('row').filter({ has: page.getByRole('link') })
    const row = orderRows.filter({ has: page.getByRole('link', { name: number, exact: true }) })
    await expect(row).toBeVisible()
    await expect(row).toContainText(words.status)

    // The search finds it by its e-mail, and the filters live in the address.
    await page.getByRole('searchbox', { name: words.search }).fill(email)
    await page.getByRole('button', { name: locale === 'sk' ? 'Hľadať' : 'Hledat', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email).replace(/\./g, '\\.')}`))
    await expect(orderRows).toHaveCount(1)
    await expect(row).toBeVisible()

    await row.getByRole('link', { name: number }).click()
    await expect(page).toHaveURL(`${words.prefix}/admin/objednavky/${number}`)
    const detail = page.getByTestId('order-detail')
    await expect(detail).toHaveAttribute('data-order-number', number)
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'received')
    await expect(page.getByRole('link', { name: email, exact: true })).toHaveAttribute('href', `mailto:${email}`)
    const lines = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: '3D model (GLB)' }) })
    await expect(lines).toHaveCount(1)
    // The design opens in the configurator, in the desk's language.
    await expect(lines.getByRole('link', { name: words.title, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^${words.prefix}/detail/L1D`),
    )
    // Its dimensioned drawing, and its 3D model made by the shop.
    await expect(lines.locator('.order-line-drawing svg')).toBeVisible()
    const model = await lines.getByRole('link', { name: '3D model (GLB)' }).getAttribute('href')
    const glb = await page.request.get(model!)
    expect(glb.status()).toBe(200)
    expect(glb.headers()['content-type']).toBe('model/gltf-binary')
    // The shop's e-mails of the order: to the customer and to the shop.
    const mails = page.getByRole('listitem').filter({ hasText: /^(Obchodu|Zákazníkovi)/ })
    await expect(mails).toHaveCount(2)

    // Staff confirm it: the status moves, the history names who, and the customer's e-mail joins the outbox.
    await page.getByRole('button', { name: words.advance }).click()
    // Every move is confirmed first (issue 36).
    await page.getByTestId('status-confirm-yes').click()
    await expect(page.getByTestId('order-status')).toHaveAttribute('data-status', 'confirmed')
    await expect(mails).toHaveCount(3)
    await expect(mails.filter({ hasText: email })).not.toHaveCount(0)
    await expect(detail).toContainText(E2E_STAFF.name)

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

    // The assembly instructions for the box download beside them.
    const [assembly] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: words.assembly, exact: true }).click(),
    ])
    expect(assembly.suggestedFilename()).toBe(`montaz-${number}.pdf`)
    expect(
      readFileSync((await assembly.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')

    // A number no order has says so.
    await page.goto(`${words.prefix}/admin/objednavky/2026-999999`)
    await expect(page.getByText(words.missing)).toBeVisible()
  })
}
