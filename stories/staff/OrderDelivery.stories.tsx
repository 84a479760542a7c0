import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { deliveryDeskMachine, type DeliveryAction, type DeliveryActionOutput } from '#machines/deliveryDesk.ts'
import { OrderDeliveryView } from '#components/staff/OrderDelivery.tsx'
import type { StaffOrderDelivery } from '#domain/delivery.ts'

const NONE: StaffOrderDelivery = { delivery: null, plannable: true }
const VAN: StaffOrderDelivery = {
  delivery: { method: 'van', date: '2026-12-02', from: '10:00', to: '12:00', notifiedAt: '2026-12-01T15:10:00.000Z' },
  plannable: true,
}
const PARCEL: StaffOrderDelivery = {
  delivery: {
    method: 'parcel',
    carrier: 'packeta',
    carrierName: 'Packeta',
    tracking: 'Z1234567890',
    url: 'https://tracking.packeta.com/?id=Z1234567890',
    notifiedAt: '2026-12-01T09:00:00.000Z',
  },
  plannable: true,
}
const PICKUP: StaffOrderDelivery = { delivery: null, plannable: false }

/** The panel with a desk machine that is idle, or whose parcel the connection lost (failed). */
function PanelIn({ data, failed }: { data: StaffOrderDelivery; failed: boolean }) {
  const actor = useMemo(() => {
    const deliveryAction = fromPromise<DeliveryActionOutput, DeliveryAction>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    const desk = createActor(deliveryDeskMachine.provide({ actors: { deliveryAction } })).start()
    if (failed)
      desk.send({ type: 'delivery.parcel', number: '2026-000128', carrier: 'gls', carrierName: '', tracking: 'AB1234' })
    return desk
  }, [failed])
  const snapshot = useSelector(actor, (s) => s)
  return <OrderDeliveryView number="2026-000128" data={data} snapshot={snapshot} send={actor.send} />
}

/** The order detail's delivery panel: nothing planned, on the van, sent by parcel, a pickup order, a failed send. */
const meta = {
  title: 'Staff/Order delivery',
  component: PanelIn,
  args: { data: NONE, failed: false },
  parameters: { path: '/admin/objednavky/2026-000128' },
} satisfies Meta<typeof PanelIn>
export default meta

type Story = StoryObj<typeof meta>

/** A ready courier order not planned yet: the link to the van's day and the parcel form. */
export const NotPlanned: Story = {}
/** On the van on a day in a window, the customer told. */
export const OnTheVan: Story = { args: { data: VAN } }
/** Sent by Packeta with its tracking link. */
export const Parcel: Story = { args: { data: PARCEL } }
/** Picked up at the workshop (or not ready): nothing to plan. */
export const NothingToPlan: Story = { args: { data: PICKUP } }
/** The parcel's call failed: the error kept until dismissed, the form still there. */
export const Failed: Story = { args: { failed: true } }
