import type { Meta, StoryObj } from '@storybook/react-vite'
import { Invoices, InvoicesPending } from '#components/staff/Invoices.tsx'
import type { StaffInvoices } from '#domain/taxExport.ts'

/** November as GET /api/staff/invoices/overview answers it: invoices in both markets, a deposit and a credit note. */
const NOVEMBER: StaffInvoices = {
  from: '2026-11-01',
  to: '2026-11-30',
  documents: [
    {
      number: 'FAZ2026-0001',
      kind: 'deposit',
      orderNumber: '2026-000118',
      refersTo: null,
      issuedOn: '2026-11-02',
      buyer: 'Jana Nováková',
      currency: 'EUR',
      net: 150,
      vat: 34.5,
      gross: 184.5,
    },
    {
      number: 'FA2026-0012',
      kind: 'invoice',
      orderNumber: '2026-000123',
      refersTo: null,
      issuedOn: '2026-11-20',
      buyer: 'Jana Nováková',
      currency: 'EUR',
      net: 523.03,
      vat: 120.3,
      gross: 643.33,
    },
    {
      number: 'FA2026-0013',
      kind: 'invoice',
      orderNumber: '2026-000131',
      refersTo: null,
      issuedOn: '2026-11-21',
      buyer: 'Nábytek Brno s.r.o.',
      currency: 'CZK',
      net: 18_500,
      vat: 0,
      gross: 18_500,
    },
    {
      number: 'DB2026-0001',
      kind: 'creditNote',
      orderNumber: '2026-000123',
      refersTo: 'FA2026-0012',
      issuedOn: '2026-11-24',
      buyer: 'Jana Nováková',
      currency: 'EUR',
      net: -241.19,
      vat: -55.47,
      gross: -296.66,
    },
  ],
  overview: [
    { country: 'CZ', currency: 'CZK', vatRate: 0, category: 'K', net: 18_500, vat: 0, gross: 18_500, documents: 1 },
    {
      country: 'SK',
      currency: 'EUR',
      vatRate: 0.23,
      category: 'S',
      net: 431.84,
      vat: 99.33,
      gross: 531.17,
      documents: 3,
    },
  ],
  crossBorder: { year: 2026, net: { EUR: 2_500, CZK: 0 }, remainingEur: 7_500, thresholdEur: 10_000 },
}

/** The invoices desk (/admin/faktury, cz /cz/admin/faktury): a period's documents, the export and the overview. */
const meta = {
  title: 'Staff/Invoices',
  component: Invoices,
  args: { data: NOVEMBER, onPeriod: () => {} },
  parameters: { path: '/admin/faktury' },
} satisfies Meta<typeof Invoices>
export default meta

type Story = StoryObj<typeof meta>

/** A month with invoices in both markets, a deposit's document, a credit note; cross-border sales under the threshold. */
export const Month: Story = {}

/** Nothing issued in the period. */
export const EmptyPeriod: Story = {
  args: { data: { ...NOVEMBER, documents: [], overview: [] } },
}

/** Past the threshold, with sales in crowns the euro figure cannot count: the page says both. */
export const ThresholdReached: Story = {
  args: {
    data: {
      ...NOVEMBER,
      crossBorder: { year: 2026, net: { EUR: 10_412.3, CZK: 96_000 }, remainingEur: -412.3, thresholdEur: 10_000 },
    },
  },
}

/** While the documents load. */
export const Loading: Story = { render: () => <InvoicesPending /> }
