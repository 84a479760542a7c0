import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { E2E_STAFF } from '../../playwright.config'
import { API } from '#domain/endpoints.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import type { LocaleCode } from '#domain/locale.ts'
import { crossBorderSales, declaredRates, TAX_CSV_HEADER } from '#domain/taxExport.ts'
import { formatMoney } from '#i18n/format.ts'
import { openDatabase } from '#server/db/index.ts'
import { issueTaxDocument } from '#server/db/documents.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'
import { creditNote, domesticInvoice, intraCommunityInvoice, line, taxDocument } from '../fixtures/taxDocuments'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/**
 * The documents of a month of its own, issued into the e2e server's database through the store's issueTaxDocument
 * (what the invoice desk calls when an order is delivered): this branch has no invoice desk to issue them. A past
 * year of its own per test, so no other spec's documents share the period, the series or the year's figures.
 */
async function issueMonth(request: APIRequestContext, month: string, tag: string): Promise<TaxDocument[]> {
  const placed = await request.post(API.saveOrderSkrinka.path, {
    headers: { 'idempotency-key': `invoices-e2e-${tag}-${Date.now()}` },
    data: orderBody(),
  })
  expect(placed.status()).toBe(201)
  const { orderNumber } = (await placed.json()) as { orderNumber: string }
  const database = openDatabase({ databaseUrl: undefined, dataDir: process.env.E2E_DATA_DIR! })
  try {
    const order = await database.db
      .selectFrom('orders')
      .select('id')
      .where('number', '=', orderNumber)
      .executeTakeFirstOrThrow()
    const issued: TaxDocument[] = []
    const dated = {
      year: Number(month.slice(0, 4)),
      issuedOn: `${month}-10`,
      suppliedOn: `${month}-09`,
      dueOn: `${month}-24`,
      orderNumber,
    }
    const distance = taxDocument(
      {
        kind: 'invoice',
        treatment: { kind: 'distance', rateOf: 'SK' },
        buyer: { name: 'Petr Dvořák', street: 'Lidická 7', city: 'Hodonín', zip: '695 01', country: 'CZ' },
        lines: [line('Skriňa 120 × 40 cm', 1, 180_000, 0.23)],
      },
      1,
    )
    for (const document of [domesticInvoice, intraCommunityInvoice, distance, creditNote]) {
      const { number: _number, sequence: _sequence, ...unnumbered } = { ...document, ...dated }
      const refersTo =
        document.kind === 'creditNote' ? { number: issued[0]!.number, issuedOn: dated.issuedOn } : undefined
      issued.push(
        await issueTaxDocument(database.db, {
          orderId: Number(order.id),
          document: { ...unnumbered, ...(refersTo ? { refersTo } : {}) },
          createdBy: null,
          now: new Date(),
        }),
      )
    }
    return issued
  } finally {
    await database.close()
  }
}

const WORDS = {
  sk: {
    prefix: '',
    month: '2025-06',
    menu: 'Faktúry',
    period: 'Obdobie',
    show: 'Zobraziť',
    exportForm: 'Export pre účtovníka',
  },
  cz: {
    prefix: '/cz',
    month: '2024-07',
    menu: 'Faktury',
    period: 'Období',
    show: 'Zobrazit',
    exportForm: 'Export pro účetní',
  },
} as const

for (const locale of ['sk', 'cz'] as const satisfies readonly LocaleCode[]) {
  test(`${locale}: the invoices desk lists a period's documents, its sales and cross-border figure, and exports them`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    const documents = await issueMonth(page.request, words.month, locale)
    // The Czech desk at phone width: the rows turn into cards, nothing scrolls sideways.
    if (locale === 'cz') await page.setViewportSize({ width: 390, height: 844 })
    const from = `${words.month}-01`
    const to = `${words.month}-30`
    await page.goto(`${words.prefix}/admin/faktury?od=${from}&do=${to}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('invoices')).toHaveAttribute('data-from', from)
    await expect(page.getByTestId('admin-nav').getByRole('link', { name: words.menu })).toBeVisible()

    // Every document of the period, each with its order's link.
    const list = page.getByRole('table').first()
    for (const document of documents) {
      const row = list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: document.number }) })
      await expect(row).toBeVisible()
      await expect(row.getByRole('link', { name: document.orderNumber })).toHaveAttribute(
        'href',
        `${words.prefix}/admin/objednavky/${document.orderNumber}`,
      )
    }
    const money = (minor: number, currency: TaxDocument['currency']) => formatMoney(minor, locale, currency)
    const [domestic, , distance, credit] = documents as [TaxDocument, TaxDocument, TaxDocument, TaxDocument]
    await expect(
      list.getByRole('row').filter({ has: page.getByRole('rowheader', { name: credit.number }) }),
    ).toContainText(domestic.number)

    // The sales per country of supply: Slovakia's 23 % is the domestic invoice less the credit note.
    const sk = page.getByTestId('invoices-overview-row').filter({ hasText: /^Slovensko/ })
    const skNet = declaredRates(domestic)[0]!.net + declaredRates(credit)[0]!.net
    await expect(sk).toContainText(money(skNet, 'EUR'))
    const cz = page
      .getByTestId('invoices-overview-row')
      .filter({ hasText: /(dodanie tovaru|dodání zboží) do (iného|jiného) členského/ })
    await expect(cz).toContainText(money(intraCommunityInvoice.total.net, 'CZK'))

    // The year's cross-border consumer sales: the distance sale, against 10 000 €.
    const cross = crossBorderSales([distance])
    await expect(page.getByTestId('cross-border')).toContainText(money(cross.net.EUR, 'EUR'))
    await expect(page.getByTestId('cross-border')).toContainText(money(cross.remainingEur, 'EUR'))

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
    const { violations } = await new AxeBuilder({ page }).include('main').analyze()
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([])

    // The CSV export: the period's rows as written by the server.
    const exportForm = page.getByTestId('invoices-export')
    await expect(exportForm).toHaveAccessibleName(words.exportForm)
    await exportForm.getByLabel('Formát').selectOption('csv')
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), exportForm.getByRole('button').click()])
    expect(csvDownload.suggestedFilename()).toBe(`doklady-${from}-${to}.csv`)
    const csv = readFileSync((await csvDownload.path())!, 'utf8').replace(/^\uFEFF/, '')
    const rows = csv
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(';'))
    expect(rows[0]).toEqual([...TAX_CSV_HEADER])
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(documents.map((d) => d.number).sort())

    // ISDOC: a ZIP of one file per document.
    await exportForm.getByLabel('Formát').selectOption('isdoc')
    const [zipDownload] = await Promise.all([page.waitForEvent('download'), exportForm.getByRole('button').click()])
    expect(zipDownload.suggestedFilename()).toBe(`doklady-isdoc-${from}-${to}.zip`)
    const zip = readFileSync((await zipDownload.path())!)
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004')
    for (const document of documents) expect(zip.includes(`${document.number}.isdoc`)).toBe(true)

    // A shorter period: the desk shows only what was issued in it.
    const period = page.getByRole('form', { name: words.period })
    await period.getByLabel('Od').fill(`${words.month}-11`)
    await period.getByRole('button', { name: words.show }).click()
    await expect(page).toHaveURL(new RegExp(`od=${words.month}-11`))
    await expect(page.getByText(/^(V tomto období nebola|V tomto období nebyla)/)).toBeVisible()
  })
}
