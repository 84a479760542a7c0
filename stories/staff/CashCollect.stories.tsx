import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { cashCollectMachine, type CashRecord } from '#machines/cashCollect.ts'
import { CashView } from '#components/staff/CashCollect.tsx'
import type { StaffOrderCash } from '#domain/cash.ts'

const TODAY = '2026-12-02'
/** A euro order of 602,23 €: 602,25 € in cash, the rounding its own line. */
const TO_COLLECT: StaffOrderCash = {
  number: '2026-000128',
  currency: 'EUR',
  total: 602.23,
  rounding: 0.02,
  due: 602.25,
  collectable: true,
  collection: null,
}
/** Recorded by the desk: 1 € short, shown as a difference. */
const SHORT: StaffOrderCash = {
  ...TO_COLLECT,
  collection: {
    collectedBy: 'Ján Vodič',
    amount: 601.25,
    currency: 'EUR',
    collectedOn: TODAY,
    recordedAt: '2026-12-02T16:05:00.000Z',
    recordedBy: 'Eva Nováková',
    difference: -1,
  },
}
/** A crown order still in production: nothing to record yet. */
const MAKING: StaffOrderCash = {
  number: '2026-000129',
  currency: 'CZK',
  total: 15_082.49,
  rounding: -0.49,
  due: 15_082,
  collectable: false,
  collection: null,
}

/** The panel with a machine that is idle, waits for the difference to be confirmed, or whose record failed. */
function PanelIn({ cash, state }: { cash: StaffOrderCash; state: 'idle' | 'confirming' | 'failed' }) {
  const actor = useMemo(() => {
    const cashCollect = fromPromise<unknown, CashRecord>(() => Promise.reject(new TypeError('Failed to fetch')))
    const machine = createActor(cashCollectMachine.provide({ actors: { cashCollect } })).start()
    const record = { number: cash.number, collectedBy: 'Ján Vodič', collectedOn: TODAY }
    if (state === 'confirming') machine.send({ type: 'cash.record', record: { ...record, amount: 600 }, due: cash.due })
    if (state === 'failed')
      machine.send({ type: 'cash.record', record: { ...record, amount: cash.due }, due: cash.due })
    return machine
  }, [cash, state])
  const snapshot = useSelector(actor, (s) => s)
  return <CashView cash={cash} staffName="Eva Nováková" today={TODAY} snapshot={snapshot} send={actor.send} />
}

/** An order's cash on the order detail and the deliveries desk (issue 37.5). */
const meta = {
  title: 'Staff/Cash collected',
  component: PanelIn,
  args: { cash: TO_COLLECT, state: 'idle' },
  parameters: { path: '/admin/objednavky/2026-000128' },
} satisfies Meta<typeof PanelIn>
export default meta

type Story = StoryObj<typeof meta>

/** Delivered, nothing recorded: the rounding line, the amount to collect and the form with its defaults. */
export const ToCollect: Story = {}
/** Another amount typed: the difference to confirm before anything is sent. */
export const ConfirmDifference: Story = { args: { state: 'confirming' } }
/** Recorded 1 € short: the difference stands out; the form corrects the record. */
export const RecordedShort: Story = { args: { cash: SHORT } }
/** Still in production: the amount to collect in crowns, nothing to record. */
export const NotYet: Story = { args: { cash: MAKING } }
/** The record's call failed: the error kept until dismissed or tried again. */
export const Failed: Story = { args: { state: 'failed' } }
