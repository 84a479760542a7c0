import type { Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { API } from '#domain/endpoints.ts'
import { formatDay } from '#i18n/format.ts'
import { test, expect, hydrated, mainHeading } from './fixtures'

/** The page's words in each language. */
const WORDS = {
  sk: {
    heading: 'Vaša objednávka',
    promised: /^Dodáme do \d+\. [a-z]+ \d{4}$/,
    received: /^Prijatá \(teraz\)/,
    design: /^Návrh v PDF: /,
    show3d: 'Zobraziť v 3D',
    messageLabel: 'Vaša správa obchodu k tejto objednávke',
    send: 'Odoslať správu',
    sent: 'Ďakujeme, vašu správu sme dostali a odpovieme e-mailom.',
    cancel: 'Zrušiť objednávku',
    question: /^Naozaj chcete zrušiť objednávku č\. \d{4}-\d{6}\?/,
    keep: 'Nie, ponechať',
    yes: 'Áno, zrušiť objednávku',
    cancelled: 'Objednávka je zrušená. Nič nám za ňu nedlhujete.',
    cancelledStep: /^Zrušená/,
  },
  cz: {
    heading: 'Vaše objednávka',
    promised: /^Doručíme do \d+\. [a-zěščřžýáíéůú]+ \d{4}$/,
    received: /^Přijata \(nyní\)/,
    design: /^Návrh v PDF: /,
    show3d: 'Zobrazit ve 3D',
    messageLabel: 'Vaše zpráva obchodu k této objednávce',
    send: 'Odeslat zprávu',
    sent: 'Děkujeme, vaši zprávu jsme dostali a odpovíme e-mailem.',
    cancel: 'Zrušit objednávku',
    question: /^Opravdu chcete zrušit objednávku č\. \d{4}-\d{6}\?/,
    keep: 'Ne, ponechat',
    yes: 'Ano, zrušit objednávku',
    cancelled: 'Objednávka je zrušena. Nic nám za ni nedlužíte.',
    cancelledStep: /^Zrušena/,
  },
} as const

/** Places an order through the shop's call and returns its number. */
async function placeOrder(page: Page, locale: keyof typeof WORDS): Promise<string> {
  const response = await page.request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `track-${locale}-${Date.now()}` },
    data: orderBody({ country: locale === 'sk' ? 'SK' : 'CZ' }),
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { orderNumber: string }).orderNumber
}

/** The order page's address in the order e-mail the outbox wrote (the e2e server keeps its data in E2E_DATA_DIR). */
async function linkInMail(number: string): Promise<URL> {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(process.env.E2E_DATA_DIR!)).find(
          (entry) => entry.file === `${number}-customer.eml`,
        )
        link = mail?.text.match(/https?:\/\/\S+\/objednavka\/[A-Za-z0-9_-]{43}/)?.[0]
        return link !== undefined
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return new URL(link!)
}

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: the e-mail's link opens the order's page: timeline, design, documents, a message, the cancellation`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const number = await placeOrder(page, locale)
    const link = await linkInMail(number)
    expect(link.pathname.startsWith(locale === 'cz' ? '/cz/objednavka/' : '/objednavka/')).toBe(true)

    const response = await page.goto(link.pathname)
    expect(response?.headers()['cache-control']).toBe('no-store')
    expect(response?.headers()['x-robots-tag']).toContain('noindex')
    await hydrated(page)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(mainHeading(page)).toHaveText(words.heading)
    await expect(page.getByText(number, { exact: false }).first()).toBeVisible()
    // The day promised at placing, as the order e-mail promised it.
    const promise = page.getByTestId('delivery-estimate')
    await expect(promise).toHaveText(words.promised)
    const promised = await promise.getAttribute('data-date')
    const mail = (await readOutbox(process.env.E2E_DATA_DIR!)).find((entry) => entry.file === `${number}-customer.eml`)
    expect(mail!.text).toContain(formatDay(promised!, locale))

    const timeline = page.getByTestId('order-timeline')
    await expect(timeline.getByRole('listitem').first()).toHaveText(words.received)
    await expect(timeline.locator('[aria-current="step"]')).toHaveCount(1)
    await expect(page.getByRole('button', { name: words.show3d }).first()).toBeVisible()
    // No serious or critical accessibility problem (axe-core), as on the shop's other pages.
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])

    // Each line's design PDF, downloaded with the page's token.
    const documents = page.getByTestId('order-documents')
    const designs = documents.getByRole('link', { name: words.design })
    await expect(designs).toHaveCount(2)
    const pdf = await page.request.get((await designs.first().getAttribute('href'))!)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')

    // A message to the shop: kept on the page.
    const text = locale === 'sk' ? 'Prosím, zavolajte pred doručením.' : 'Prosím, zavolejte před doručením.'
    await page.getByLabel(words.messageLabel).fill(text)
    await page.getByRole('button', { name: words.send }).click()
    await expect(page.getByRole('status').filter({ hasText: words.sent })).toBeVisible()
    await expect(page.getByText(text, { exact: true })).toBeVisible()

    // The cancellation asks first; stepping back changes nothing.
    const cancel = page.getByTestId('cancel-order')
    await cancel.getByRole('button', { name: words.cancel }).click()
    await expect(cancel.getByText(words.question)).toBeVisible()
    await cancel.getByRole('button', { name: words.keep }).click()
    await expect(cancel.getByText(words.question)).toHaveCount(0)
    await cancel.getByRole('button', { name: words.cancel }).click()
    await cancel.getByRole('button', { name: words.yes }).click()
    await expect(cancel.getByText(words.cancelled)).toBeVisible()
    await expect(timeline.getByRole('listitem').last()).toHaveText(words.cancelledStep)

    // The cancellation is the shop's: read again, the page says so.
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('cancel-order').getByText(words.cancelled)).toBeVisible()
  })
}

test('a link that opens nothing shows no order', async ({ page }) => {
  const response = await page.goto(`/objednavka/${'x'.repeat(43)}`)
  expect(response?.status()).toBe(404)
  await hydrated(page)
  await expect(
    page.getByText('Na tejto adrese nie je žiadna objednávka na zobrazenie.', { exact: false }),
  ).toBeVisible()
  await expect(page.getByTestId('order-timeline')).toHaveCount(0)
})
