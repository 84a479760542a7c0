import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { deliveryDeskMachine, type DeliveryAction, type DeliveryActionOutput } from '#machines/deliveryDesk.ts'
import { Deliveries, DeliveriesPending } from '#components/staff/Deliveries.tsx'
import type { StaffDeliveryDay } from '#domain/delivery.ts'
import { ApiRequestError } from '#queries/client.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/** A Wednesday with three van stops in route order (one already told) and two ready orders still to plan. */
const DAY: StaffDeliveryDay = {
  date: '2026-12-02',
  stops: [
    {
      number: '2026-000131',
      name: 'Peter Malý',
      company: null,
      address: 'Obchodná 3',
      zip: '811 06',
      city: 'Bratislava',
      country: 'SK',
      phone: '+421 911222333',
      from: '8:00',
      to: '10:00',
      cash: { gross: 1_240.5, currency: 'EUR' },
      notifiedAt: '2026-12-01T15:10:00.000Z',
    },
    {
      number: '2026-000128',
      name: 'Jana Kováčová',
      company: 'Interiéry Kováč s.r.o.',
      address: 'Hlavná 12',
      zip: '917 01',
      city: 'Trnava',
      country: 'SK',
      phone: '+421 905123456',
      from: '10:00',
      to: '12:00',
      cash: { gross: 612.3, currency: 'EUR' },
      notifiedAt: null,
    },
    {
      number: '2026-000129',
      name: 'Tereza Nováková',
      company: null,
      address: 'Dlouhá 5',
      zip: '602 00',
      city: 'Brno',
      country: 'CZ',
      phone: '+420 602123456',
      from: '14:00',
      to: '16:00',
      cash: { gross: 18_450, currency: 'CZK' },
      notifiedAt: null,
    },
  ],
  unplanned: [
    {
      number: '2026-000133',
      name: 'Šimon Šťastný',
      zip: '949 01',
      city: 'Nitra',
      country: 'SK',
      gross: 980,
      currency: 'EUR',
    },
    {
      number: '2026-000134',
      name: 'Marek Dvořák',
      zip: '110 00',
      city: 'Praha',
      country: 'CZ',
      gross: 9_990,
      currency: 'CZK',
    },
  ],
}

const EMPTY: StaffDeliveryDay = { date: '2026-12-03', stops: [], unplanned: [] }

type DeskState = 'idle' | 'saving' | 'failed' | 'notified'

/** The desk machine driven into a state: a call that never answers, one refused (422), or an e-mail round done. */
function deskIn(state: DeskState) {
  const deliveryAction = fromPromise<DeliveryActionOutput, DeliveryAction>(() => {
    if (state === 'failed')
      return Promise.reject(new ApiRequestError(422, { error: 'not_ready', message: 'Only a ready order.' }))
    if (state === 'notified') return Promise.resolve({ sent: ['2026-000128', '2026-000129'] })
    return new Promise(() => {})
  })
  const actor = createActor(deliveryDeskMachine.provide({ actors: { deliveryAction } })).start()
  if (state === 'saving' || state === 'failed')
    actor.send({ type: 'delivery.plan', date: DAY.date, number: '2026-000133', from: '8:00', to: '10:00' })
  if (state === 'notified') actor.send({ type: 'delivery.notify', date: DAY.date })
  return actor
}

function DeliveriesIn({ state, day }: { state: DeskState; day: StaffDeliveryDay }) {
  const actor = useMemo(() => deskIn(state), [state])
  const snapshot = useSelector(actor, (s) => s)
  return <Deliveries day={day} snapshot={snapshot} send={actor.send} onDate={() => {}} />
}

/** The deliveries desk (/admin/rozvoz): a day's van stops, the "on the way" e-mails, the route sheet, what to plan. */
const meta = {
  title: 'Staff/Deliveries',
  component: DeliveriesIn,
  args: { state: 'idle', day: DAY },
  parameters: { path: '/admin/rozvoz' },
} satisfies Meta<typeof DeliveriesIn>
export default meta

type Story = StoryObj<typeof meta>

/** A planned day: three stops by postcode, cash per stop, one already e-mailed; two orders to plan. */
export const Planned: Story = {}
/** A day with nothing planned and nothing waiting. */
export const EmptyDay: Story = { args: { day: EMPTY } }
/** saving: a plan on its way, the buttons off. */
export const Saving: Story = { args: { state: 'saving' } }
/** failed: the server refused the plan (the order is no longer ready); kept until dismissed or tried again. */
export const Failed: Story = { args: { state: 'failed' } }
/** After the "on the way" round: how many e-mails went. */
export const Notified: Story = { args: { state: 'notified' } }
/** At phone width: the stops as cards, nothing scrolls sideways. */
export const Phone: Story = { parameters: PHONE_PARAMETERS, globals: ON_PHONE }
/** While the day loads. */
export const Pending: StoryObj = { render: () => <DeliveriesPending /> }
