import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { strFromU8, unzipSync } from 'fflate'
import { validateXML } from 'xmllint-wasm'
import { API } from '#domain/endpoints.ts'
import { shopTime } from '#domain/fulfilment.ts'
import type { TaxDocument } from '#domain/invoice.ts'
import { decimal, TAX_CSV_HEADER, type StaffInvoices } from '#domain/taxExport.ts'
import { openDatabase, type Database } from '#server/db/index.ts'
import { issueTaxDocument } from '#server/db/documents.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { queryRows } from '#scripts/harness/db.ts'
import { startServer, type TestServer } from './server'
import { addStaffAccount, staffSession } from './staffAccount'
import {
  creditNote,
  depositDocument,
  domesticInvoice,
  finalInvoice,
  intraCommunityInvoice,
  line,
  nonPayerInvoice,
  taxDocument,
} from '../fixtures/taxDocuments'

const STAFF_TOKEN = 'staff-token-for-the-export-tests'
const bearer = { authorization: `Bearer ${STAFF_TOKEN}` }
const ISDOC_XSD = readFileSync(
  fileURLToPath(new URL('../fixtures/isdoc/isdoc-invoice-6.0.2.xsd', import.meta.url)),
  'utf8',
)
let server: TestServer
let database: Database
/** The documents as issued (numbered by the store), November's and October's. */
const november: TaxDocument[] = []
let october: TaxDocument

const address = (entry: { path: string }, query: Record<string, string>) =>
  `${server.url}${entry.path}?${new URLSearchParams(query).toString()}`
const exportOf = (query: Record<string, string>, headers: Record<string, string> = bearer) =>
  fetch(address(API.staffInvoicesExport, query), { headers })
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' }

beforeAll(async () => {
  server = await startServer({ STAFF_TOKEN, ORDER_RATE_LIMIT: '1000/60' })
  database = openDatabase({ databaseUrl: server.databaseUrl, dataDir: server.dataDir })
  await addStaffAccount(server, 'dielna@skrinka.sk', 'Dielňa Šťastná', 'staff')
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `export-${Date.now()}` },
    body: JSON.stringify(orderBody()),
  })
  expect(response.status).toBe(201)
  const { orderNumber } = (await response.json()) as { orderNumber: string }
  const [order] = await queryRows<{ id: number }>(server, `SELECT id FROM orders WHERE number = '${orderNumber}'`)
  const issue = async (document: TaxDocument) => {
    const { number: _number, sequence: _sequence, ...unnumbered } = document
    return issueTaxDocument(database.db, {
      orderId: order!.id,
      document: { ...unnumbered, orderNumber },
      createdBy: null,
      now: new Date(),
    })
  }
  // The deposit's document first: the final invoice deducts it by its number as issued.
  const deposit = await issue(depositDocument)
  const deduction = { number: deposit.number, issuedOn: deposit.issuedOn, perRate: deposit.perRate }
  const invoice = await issue(domesticInvoice)
  november.push(
    deposit,
    invoice,
    await issue(intraCommunityInvoice),
    await issue(nonPayerInvoice),
    await issue({ ...creditNote, refersTo: { number: invoice.number, issuedOn: invoice.issuedOn } }),
    await issue({ ...finalInvoice, deductions: [deduction] }),
  )
  // A distance sale in October: outside November's export, inside the year's cross-border sales.
  october = await issue(
    taxDocument(
      {
        kind: 'invoice',
        issuedOn: '2026-10-05',
        suppliedOn: '2026-10-05',
        treatment: { kind: 'distance', rateOf: 'SK' },
        buyer: { name: 'Petr Dvořák', street: 'Lidická 7', city: 'Hodonín', zip: '695 01', country: 'CZ' },
        lines: [line('Skriňa', 1, 250_000, 0.23)],
      },
      99,
    ),
  )
}, 60_000)
afterAll(async () => {
  await database?.close()
  await server?.stop()
})

describe('GET /api/staff/invoices/overview', () => {
  it("lists the period's documents as issued, the sales per country and rate, and the year's cross-border sales", async () => {
    const response = await fetch(address(API.staffInvoices, NOVEMBER), { headers: bearer })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as StaffInvoices
    expect(body.documents.map((d) => d.number).sort()).toEqual(november.map((d) => d.number).sort())
    expect(body.documents.map((d) => d.number)).not.toContain(october.number)
    const credit = body.documents.find((d) => d.kind === 'creditNote')!
    expect(credit.refersTo).toBe(november[1]!.number)
    expect(Math.round(credit.gross * 100)).toBe(creditNote.total.gross)
    const sk23 = body.overview.find((row) => row.country === 'SK' && row.vatRate === 0.23)!
    const at23 = [depositDocument, domesticInvoice, creditNote, finalInvoice]
    expect(Math.round(sk23.net * 100)).toBe(at23.reduce((s, d) => s + d.total.net, 0) - depositDocument.total.net)
    expect(body.overview.find((row) => row.category === 'K')).toMatchObject({ country: 'CZ', currency: 'CZK', vat: 0 })
    expect(body.crossBorder).toEqual({
      year: 2026,
      net: { EUR: 2500, CZK: 0 },
      remainingEur: 7500,
      thresholdEur: 10_000,
    })
  })

  it('also answers a signed-in staff member (not only the owner or a script)', async () => {
    const { cookie } = await staffSession(server, 'dielna@skrinka.sk')
    const response = await fetch(address(API.staffInvoices, NOVEMBER), { headers: { cookie } })
    expect(response.status).toBe(200)
    expect(((await response.json()) as StaffInvoices).documents).toHaveLength(november.length)
  })
})

describe("the dashboard's cross-border figure", () => {
  it("is the invoices page's figure of this year", async () => {
    const dashboard = await fetch(`${server.url}${API.staffDashboard.path}`, { headers: bearer })
    expect(dashboard.status).toBe(200)
    const { crossBorder } = (await dashboard.json()) as { crossBorder: StaffInvoices['crossBorder'] }
    const year = crossBorder.year
    expect(year).toBe(Number(shopTime(new Date()).slice(0, 4)))
    const overview = await fetch(address(API.staffInvoices, { from: `${year}-01-01`, to: `${year}-12-31` }), {
      headers: bearer,
    })
    expect(crossBorder).toEqual(((await overview.json()) as StaffInvoices).crossBorder)
  })
})

describe('GET /api/staff/invoices', () => {
  it('csv: one row per document and rate of the period, as the domain writes it', async () => {
    const response = await exportOf({ ...NOVEMBER, format: 'csv' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="doklady-2026-11-01-2026-11-30.csv"')
    const text = new TextDecoder().decode(await response.arrayBuffer())
    const rows = text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((row) => row.split(';'))
    expect(rows[0]).toEqual([...TAX_CSV_HEADER])
    expect(
      rows
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual(november.map((d) => d.number).sort())
    const final = rows.find((row) => row[0] === november[5]!.number)!
    expect(final[TAX_CSV_HEADER.indexOf('net')]).toBe(decimal(finalInvoice.total.net - depositDocument.total.net))
  })

  it('isdoc with a number: that document, valid against the ISDOC 6.0.2 schema', async () => {
    const document = november[2]!
    const response = await exportOf({ ...NOVEMBER, format: 'isdoc', number: document.number })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${document.number}.isdoc"`)
    const xml = await response.text()
    expect(xml).toContain(`<ID>${document.number}</ID>`)
    const result = await validateXML({
      xml: [{ fileName: 'one.isdoc', contents: xml }],
      schema: [{ fileName: 'isdoc-invoice-6.0.2.xsd', contents: ISDOC_XSD }],
    })
    expect(result.errors).toEqual([])
  })

  it('ubl with a credit note number: a Peppol BIS CreditNote', async () => {
    const document = november[4]!
    const response = await exportOf({ ...NOVEMBER, format: 'ubl', number: document.number })
    expect(response.status).toBe(200)
    const xml = await response.text()
    expect(xml).toContain('<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"')
    expect(xml).toContain(`<cbc:ID>${document.number}</cbc:ID>`)
    expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>')
  })

  it('isdoc for the period: a ZIP with one valid file per document', async () => {
    const response = await exportOf({ ...NOVEMBER, format: 'isdoc' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/zip')
    // fflate's reader checks every file's CRC-32 as it unpacks.
    const unpacked = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const names = Object.keys(unpacked).sort()
    expect(names).toEqual(november.map((d) => `${d.number}.isdoc`).sort())
    const files = names.map((name) => ({ fileName: name, contents: strFromU8(unpacked[name]!) }))
    const result = await validateXML({
      xml: files,
      schema: [{ fileName: 'isdoc-invoice-6.0.2.xsd', contents: ISDOC_XSD }],
    })
    expect(result.errors).toEqual([])
  })

  it.each([
    [{ ...NOVEMBER, format: 'pdf' }, 'bad_query'],
    [{ from: '2026-13-01', to: '2026-11-30', format: 'csv' }, 'bad_query'],
    [{ from: '2026-12-01', to: '2026-11-30', format: 'csv' }, 'bad_period'],
    [{ from: '2024-01-01', to: '2026-11-30', format: 'csv' }, 'bad_period'],
    [{ to: '2026-11-30', format: 'csv' }, 'bad_query'],
  ])('400 for %j', async (query, error) => {
    const response = await exportOf(query)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toBe(error)
  })

  it('404 for a number not issued in the period, 401 without a session', async () => {
    const missing = await exportOf({ ...NOVEMBER, format: 'ubl', number: october.number })
    expect(missing.status).toBe(404)
    const anonymous = await exportOf({ ...NOVEMBER, format: 'csv' }, {})
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('no-store')
  })
})
