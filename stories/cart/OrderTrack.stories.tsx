import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { OrderTrackMissing, OrderTrackView } from '#components/cart/OrderTrack.tsx'
import { ApiRequestError } from '#domain/apiError.ts'
import { ORDER_MESSAGE_MAX, type OrderTrack } from '#domain/orderTrackSchemas.ts'
import { orderTrackMachine } from '#machines/orderTrack.ts'
import { cartLine } from '#scripts/harness/fixtures/order.ts'

const TOKEN = 'Q2FiaW5ldHMtbWFkZS10by1tZWFzdXJlLWZvci15b3U'
const item = cartLine({}, 'SK', 2)

/** A courier order in production: confirmed, 40 % of the boards' steps done, one message sent. */
const IN_PRODUCTION: OrderTrack = {
  number: '2026-000123',
  country: 'SK',
  currency: 'EUR',
  createdAt: '2026-11-23T08:12:00.000Z',
  status: 'inProduction',
  version: 2,
  courier: true,
  totalGross: 45_600,
  deliveryDate: '2026-12-09',
  dispatch: null,
  timeline: [
    { step: 'received', state: 'done', at: '2026-11-23T08:12:00.000Z' },
    { step: 'confirmed', state: 'done', at: '2026-11-23T13:40:00.000Z' },
    { step: 'inProduction', state: 'current', at: '2026-11-26T06:30:00.000Z' },
    { step: 'ready', state: 'upcoming', at: null },
    { step: 'onTheWay', state: 'upcoming', at: null },
    { step: 'delivered', state: 'upcoming', at: null },
  ],
  progress: 40,
  // No model in the stories: the 3D viewer has its own story (Staff/Order lines and notes).
  lines: [{ position: 0, title: item.title, count: 2, item, model: null, unitGross: 22_800 }],
  documents: [{ key: 'design-0', kind: 'design', label: item.title }],
  cancellable: false,
  cancellableUntil: null,
  messages: [{ at: '2026-11-24T09:05:00.000Z', text: 'Prosím, zavolajte pred doručením.' }],
}

/** Just received: cancellable at any time, nothing done yet. */
const RECEIVED: OrderTrack = {
  ...IN_PRODUCTION,
  status: 'received',
  version: 0,
  timeline: [
    { step: 'received', state: 'current', at: '2026-11-23T08:12:00.000Z' },
    { step: 'confirmed', state: 'upcoming', at: null },
    { step: 'inProduction', state: 'upcoming', at: null },
    { step: 'ready', state: 'upcoming', at: null },
    { step: 'onTheWay', state: 'upcoming', at: null },
    { step: 'delivered', state: 'upcoming', at: null },
  ],
  progress: null,
  cancellable: true,
  messages: [],
}

/** Confirmed: cancellable until 10:00 the next working day. */
const CONFIRMED: OrderTrack = {
  ...RECEIVED,
  status: 'confirmed',
  version: 1,
  timeline: RECEIVED.timeline.map((entry) =>
    entry.step === 'received'
      ? { ...entry, state: 'done' }
      : entry.step === 'confirmed'
        ? { ...entry, state: 'current', at: '2026-11-23T13:40:00.000Z' }
        : entry,
  ),
  cancellableUntil: '2026-11-24T10:00:00',
}

/** On the way in the shop's van: the day and window the customer was told replace the promised date. */
const ON_THE_WAY: OrderTrack = {
  ...IN_PRODUCTION,
  status: 'ready',
  version: 3,
  timeline: IN_PRODUCTION.timeline.map((entry) =>
    entry.step === 'delivered'
      ? entry
      : entry.step === 'onTheWay'
        ? { ...entry, state: 'current', at: '2026-12-07T15:00:00.000Z' }
        : { ...entry, state: 'done', at: entry.at ?? '2026-12-04T12:00:00.000Z' },
  ),
  progress: null,
  dispatch: { method: 'van', date: '2026-12-08', from: '8:00', to: '10:00', notifiedAt: '2026-12-07T15:00:00.000Z' },
}

/** Handed to a parcel carrier: its name and the tracking number with the carrier's page. */
const PARCEL: OrderTrack = {
  ...ON_THE_WAY,
  dispatch: {
    method: 'parcel',
    carrier: 'slovenskaPosta',
    carrierName: 'Slovenská pošta',
    tracking: 'EE123456789SK',
    url: 'https://tandt.posta.sk/zasielky/EE123456789SK',
    notifiedAt: '2026-12-07T15:00:00.000Z',
  },
}

/** Delivered: every step done, the invoice and the instructions among the documents. */
const DELIVERED: OrderTrack = {
  ...IN_PRODUCTION,
  status: 'delivered',
  version: 5,
  timeline: IN_PRODUCTION.timeline.map((entry, index) => ({
    ...entry,
    state: 'done',
    at: entry.at ?? `2026-12-0${index}T09:00:00.000Z`,
  })),
  progress: null,
  documents: [
    ...IN_PRODUCTION.documents,
    { key: 'FA2026-0007', kind: 'invoice', label: 'FA2026-0007' },
    { key: 'assembly', kind: 'assembly', label: '' },
  ],
}

/** Cancelled by the customer before the confirmation. */
const CANCELLED: OrderTrack = {
  ...RECEIVED,
  status: 'cancelled',
  version: 1,
  timeline: [
    { step: 'received', state: 'done', at: '2026-11-23T08:12:00.000Z' },
    { step: 'cancelled', state: 'done', at: '2026-11-23T09:00:00.000Z' },
  ],
  cancellable: false,
}

type Scene =
  | 'shown'
  | 'confirming'
  | 'cancelling'
  | 'cancelFailed'
  | 'cancelDone'
  | 'typed'
  | 'invalid'
  | 'tooLong'
  | 'sending'
  | 'sent'
  | 'sendFailed'

/** The page with its machine driven into one state; the server's answers are the story's own. */
function OrderTrackIn({ order, scene = 'shown' }: { order: OrderTrack; scene?: Scene }) {
  const actor = useMemo(() => {
    const started = createActor(
      orderTrackMachine.provide({
        actors: {
          cancelOrder: fromPromise<OrderTrack, { token: string; version: number }>(() =>
            scene === 'cancelling'
              ? new Promise(() => {})
              : scene === 'cancelDone'
                ? Promise.resolve(CANCELLED)
                : Promise.reject(new ApiRequestError(422, { error: 'not_cancellable', message: 'No.' })),
          ),
          sendMessage: fromPromise<OrderTrack, { token: string; text: string }>(({ input }) =>
            scene === 'sending'
              ? new Promise(() => {})
              : scene === 'sendFailed'
                ? Promise.reject(new TypeError('Failed to fetch'))
                : Promise.resolve({
                    ...order,
                    messages: [...order.messages, { at: order.createdAt, text: input.text }],
                  }),
          ),
        },
      }),
      { input: { token: TOKEN, version: order.version } },
    ).start()
    if (['confirming', 'cancelling', 'cancelFailed', 'cancelDone'].includes(scene)) started.send({ type: 'cancel.ask' })
    if (['cancelling', 'cancelFailed', 'cancelDone'].includes(scene)) started.send({ type: 'cancel.confirm' })
    const text =
      { invalid: '   ', tooLong: 'x'.repeat(ORDER_MESSAGE_MAX + 1) }[scene as string] ?? 'Môžete doručiť v piatok?'
    if (['typed', 'invalid', 'tooLong', 'sending', 'sent', 'sendFailed'].includes(scene))
      started.send({ type: 'message.change', text })
    if (['invalid', 'tooLong', 'sending', 'sent', 'sendFailed'].includes(scene))
      started.send({ type: 'message.submit' })
    return started
  }, [order, scene])
  return <OrderTrackView order={order} token={TOKEN} actor={actor} />
}

/** The customer's order page (issue 39.2), one story per state of its machine and per stage of the order. */
const meta = {
  title: 'Checkout/Order page',
  component: OrderTrackIn,
  args: { order: RECEIVED },
  parameters: { path: `/objednavka/${TOKEN}` },
} satisfies Meta<typeof OrderTrackIn>
export default meta

type Story = StoryObj<typeof meta>

/** Just received: the timeline at its start, the design PDF, the cancellation offered. */
export const Received: Story = {}
/** Confirmed: cancellable until 10:00 the next working day. */
export const Confirmed: Story = { args: { order: CONFIRMED } }
/** In production: the share of the boards' work done; no cancellation any more; an earlier message. */
export const InProduction: Story = { args: { order: IN_PRODUCTION } }
/** Delivered: every step done; the invoice and the assembly instructions to download. */
export const OnTheWay: Story = { args: { order: ON_THE_WAY } }

export const Parcel: Story = { args: { order: PARCEL } }

export const Delivered: Story = { args: { order: DELIVERED } }
/** Cancelled: the timeline ends in the cancellation. */
export const Cancelled: Story = { args: { order: CANCELLED } }
/** "Cancel the order" pressed: the page asks before it cancels. */
export const CancelConfirming: Story = { args: { scene: 'confirming' } }
/** Confirmed: the cancellation on its way. */
export const CancelCancelling: Story = { args: { scene: 'cancelling' } }
/** Cancelled from the page: the machine is done; the page's query now holds the cancelled order. */
export const CancelDone: Story = { args: { scene: 'cancelDone' } }
/** The terms' window closed meanwhile: the page says so. */
export const CancelFailed: Story = { args: { scene: 'cancelFailed' } }
/** A message typed, not sent. */
export const MessageTyped: Story = { args: { scene: 'typed' } }
/** Sent empty: refused here, nothing sent. */
export const MessageInvalid: Story = { args: { scene: 'invalid' } }
/** Over 2000 characters: refused here, the text kept. */
export const MessageTooLong: Story = { args: { scene: 'tooLong' } }
/** On its way: the button waits. */
export const MessageSending: Story = { args: { scene: 'sending' } }
/** Sent: the form is empty again and thanks the customer. */
export const MessageSent: Story = { args: { scene: 'sent' } }
/** The connection failed: the text stays, the reason is said. */
export const MessageFailed: Story = { args: { scene: 'sendFailed' } }
/** A link that opens no order. */
export const Missing: Story = { render: () => <OrderTrackMissing failed={false} /> }
/** The page could not be read. */
export const LoadFailed: Story = { render: () => <OrderTrackMissing failed /> }
