import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { simpleParser } from 'mailparser'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { E2E_STAFF } from '../../playwright.config'
import { readOutbox } from '#scripts/harness/mail.ts'
import { DECORS } from '#domain/decors.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

/**
 * Issue 39.4: free decor samples ordered from the decor picker (cabinet and hallway), in Slovak and Czech: the
 * checkout's messages for what is missing, the request's number, the e-mail whose QR reopens the configurator in the
 * decor, the desk printing its address label and marking it sent, and the requester among the customers (GDPR: the
 * owner finds everyone the shop holds data about there).
 */
const WORDS = {
  sk: {
    prefix: '',
    page: '/detail/L1D',
    open: 'Objednať vzorky dekorov zadarmo',
    search: 'Hľadať dekory na vzorky',
    chosen: (n: number) => `Vybrané: ${n} z 5`,
    order: 'Objednať vzorky',
    fix: 'Opravte, prosím, označené polia.',
    required: 'vyplňte, prosím',
    zip: '811 01',
    labels: { name: 'Meno', surname: 'Priezvisko', street: 'Ulica a číslo', city: 'Mesto', zip: 'PSČ' },
    accept: /^Prečítal/,
    thanks: /^Ďakujeme\. Vašu žiadosť (V\d{6}) sme prijali/,
    sent: 'Označiť ako odoslanú',
    sentStatus: 'Odoslaná',
    email: 'vzorky.e2e@example.sk',
    label: 'Adresný štítok (PDF)',
    samplesNote: /^Vzorky dekorov: \d+$/,
    noOrders: 'Žiadne objednávky: táto osoba si iba vyžiadala vzorky dekorov.',
  },
  cz: {
    prefix: '/cz',
    page: '/cz/chodby',
    open: 'Objednat vzorky dekorů zdarma',
    search: 'Hledat dekory na vzorky',
    chosen: (n: number) => `Vybráno: ${n} z 5`,
    order: 'Objednat vzorky',
    fix: 'Opravte prosím označená pole.',
    required: 'vyplňte, prosím',
    zip: '110 00',
    labels: { name: 'Jméno', surname: 'Příjmení', street: 'Ulice a číslo', city: 'Město', zip: 'PSČ' },
    accept: /^Přečetl/,
    thanks: /^Děkujeme\. Vaši žádost (V\d{6}) jsme přijali/,
    sent: 'Označit jako odeslanou',
    sentStatus: 'Odeslaná',
    email: 'vzorky.e2e@example.cz',
    label: 'Adresní štítek (PDF)',
    samplesNote: /^Vzorky dekorů: \d+$/,
    noOrders: 'Žádné objednávky: tato osoba si jen vyžádala vzorky dekorů.',
  },
}

// Signed out, the staff layout's GET /api/staff/me answers 401 before the desk's sign-in.
test.use({ expectedStatuses: [401] })

/** The QR codes (PNG data: URIs) of the sample e-mail to an address, decoded. */
async function mailedLinks(to: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR!
  let file = ''
  await expect
    .poll(async () => {
      file = (await readOutbox(dataDir)).find((mail) => mail.to === to && mail.file.endsWith('-sample.eml'))?.file ?? ''
      return file
    })
    .not.toBe('')
  const html = String((await simpleParser(readFileSync(join(dataDir, 'outbox', file)))).html)
  const images = [...html.matchAll(/<img src="data:image\/png;base64,([^"]+)"/g)].map((m) => m[1]!)
  return Promise.all(
    images.map(async (base64) => {
      const { data, info } = await sharp(Buffer.from(base64, 'base64'))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      return jsQR(new Uint8ClampedArray(data), info.width, info.height)!.data
    }),
  )
}

async function openSamples(page: Page, words: (typeof WORDS)['sk']) {
  await page.goto(words.page)
  await hydrated(page)
  await page.getByText(words.open, { exact: true }).click()
  const form = page.getByTestId('sample-order')
  await expect(form).toBeVisible()
  return form
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: free decor samples from the decor picker, the e-mail's QR opens the decor, the desk sends them`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const form = await openSamples(page, words)
    // The decors the configurator shows are ticked already; one more is found by its code.
    const ticked = form.getByRole('checkbox', { checked: true })
    const start = await ticked.count()
    expect(start).toBeGreaterThan(0)
    await expect(form.getByText(words.chosen(start), { exact: true })).toBeVisible()
    const shown = await ticked.evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value))
    const extra = DECORS.find((d) => !shown.includes(d.subtitle) && d.type === 'drevodekor')!.subtitle
    await form.getByRole('searchbox', { name: words.search }).fill(extra)
    await form.getByRole('checkbox', { name: new RegExp(extra) }).check()
    await expect(form.getByText(words.chosen(start + 1), { exact: true })).toBeVisible()

    // Sent empty: the checkout's messages by the fields, nothing goes to the shop.
    await form.getByRole('button', { name: words.order, exact: true }).click()
    await expect(form.getByRole('alert')).toHaveText(words.fix)
    await expect(form.getByRole('textbox', { name: words.labels.name, exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(form.getByText(words.required).first()).toBeVisible()
    // The open form with its problems holds no serious or critical accessibility fault (issue 18.1's bar).
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="sample-order"]').analyze()
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])

    await form.getByRole('textbox', { name: words.labels.name, exact: true }).fill('Vzorka')
    await form.getByRole('textbox', { name: words.labels.surname, exact: true }).fill('Testovacia')
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(words.email)
    await form.getByRole('textbox', { name: words.labels.street, exact: true }).fill('Dekorová 5')
    await form.getByRole('textbox', { name: words.labels.city, exact: true }).fill(locale === 'sk' ? 'Žilina' : 'Praha')
    await form.getByRole('textbox', { name: words.labels.zip, exact: true }).fill(words.zip)
    await form.getByRole('checkbox', { name: words.accept }).check()
    await form.getByRole('button', { name: words.order, exact: true }).click()
    const status = page.getByTestId('sample-order').getByRole('status')
    await expect(status).toHaveText(words.thanks)
    const number = words.thanks.exec((await status.textContent()) ?? '')![1]!

    // The e-mail has a QR per decor; the extra decor's link opens the configurator with it on corpus and fronts.
    const links = await mailedLinks(words.email)
    expect(links).toHaveLength(start + 1)
    for (const link of links) expect(link).toMatch(new RegExp(`${words.prefix}/n/[A-Za-z0-9_-]{10}$`))
    await page.goto(links.at(-1)!)
    await hydrated(page)
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${words.prefix}/detail/`))
    await expect(page.getByTestId('decor-baseColor').getByText(extra, { exact: true })).toBeVisible()
    await expect(page.getByTestId('decor-doorColor').getByText(extra, { exact: true })).toBeVisible()

    // The desk: the request with its address, marked sent.
    await page.goto(`${words.prefix}/admin/vzorky`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    const card = page.getByRole('article', { name: number })
    await expect(card).toContainText('Dekorová 5')
    await expect(card).toContainText(extra)
    await card.getByRole('button', { name: words.sent }).click()
    await expect(card).toContainText(words.sentStatus)
    await expect(card.getByRole('button', { name: words.sent })).toHaveCount(0)

    // The envelope's address label: a PDF for the signed-in desk.
    const label = card.getByRole('link', { name: words.label })
    const href = await label.getAttribute('href')
    expect(href).toBe(`/api/staff/samples/${number}/label.pdf`)
    const pdf = await page.request.get(href!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // Someone who only asked for samples is a customer with no order; their page lists the request.
    await page.goto(`${words.prefix}/admin/zakaznici`)
    await hydrated(page)
    await page.getByRole('search').getByRole('searchbox').fill(words.email)
    await page.getByRole('search').getByRole('searchbox').press('Enter')
    const row = page.getByRole('row', { name: /Vzorka Testovacia/ })
    await expect(row).toHaveCount(1)
    await expect(row.getByRole('cell').nth(4)).toContainText(/^0/)
    await expect(row.getByText(words.samplesNote)).toBeVisible()
    await row.getByRole('link', { name: 'Vzorka Testovacia' }).click()
    await expect(page.getByText(words.noOrders, { exact: true })).toBeVisible()
    await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible()
  })
}
