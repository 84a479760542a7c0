import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { invoiceDeskMachine } from '#machines/invoiceDesk.ts'
import { OrderDocumentsView } from '#components/staff/OrderDocuments.tsx'
import type { StaffOrderDocuments } from '#domain/invoice.ts'

const NONE: StaffOrderDocuments = { documents: [], canIssue: true }
const INVOICE = {
  number: 'FA2026-0042',
  kind: 'invoice' as const,
  issuedOn: '2026-12-02',
  refersTo: null,
  currency: 'EUR' as const,
  gross: 164_850,
  payable: 164_850,
  cancelled: false,
}
const INVOICED: StaffOrderDocuments = { documents: [INVOICE], canIssue: false }
const CREDITED: StaffOrderDocuments = {
  documents: [
    { ...INVOICE, cancelled: true },
    {
      ...INVOICE,
      number: 'DB2026-0003',
      kind: 'creditNote',
      refersTo: 'FA2026-0042',
      gross: -164_850,
      payable: -164_850,
    },
  ],
  canIssue: false,
}

/** The panel with its machine idle, issuing (the answer never comes), issued, or failed (the connection lost). */
function PanelIn({ data, state }: { data: StaffOrderDocuments; state: 'idle' | 'issuing' | 'issued' | 'failed' }) {
  const actor = useMemo(() => {
    const issueInvoice = fromPromise<StaffOrderDocuments, { number: string }>(() =>
      state === 'issuing'
        ? new Promise(() => {})
        : state === 'issued'
          ? Promise.resolve(INVOICED)
          : Promise.reject(new TypeError('Failed to fetch')),
    )
    const desk = createActor(invoiceDeskMachine.provide({ actors: { issueInvoice } }), {
      input: { number: '2026-000128' },
    }).start()
    if (state !== 'idle') desk.send({ type: 'invoice.issue' })
    return desk
  }, [state])
  return <OrderDocumentsView number="2026-000128" data={data} actor={actor} />
}

/** The order detail's invoices (issue 37.3): none yet with the button, one invoice, an invoice and its credit note. */
const meta = {
  title: 'Staff/Order documents',
  component: PanelIn,
  args: { data: NONE, state: 'idle' },
  parameters: { path: '/admin/objednavky/2026-000128' },
} satisfies Meta<typeof PanelIn>
export default meta

type Story = StoryObj<typeof meta>

/** A ready order without an invoice: the button (idle). */
export const NotInvoiced: Story = {}
/** The button pressed, the answer on its way (issuing). */
export const Issuing: Story = { args: { state: 'issuing' } }
/** Issued: the number and the PDF link (issued). */
export const Invoiced: Story = { args: { data: INVOICED, state: 'issued' } }
/** Refused at the door: the invoice cancelled by its credit note. */
export const Credited: Story = { args: { data: CREDITED } }
/** The request failed: the reason, the button still there (failed). */
export const Failed: Story = { args: { state: 'failed' } }
