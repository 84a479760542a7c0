import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { orderEditMachine, type SaveEditInput } from '#machines/orderEdit.ts'
import { OrderEditPanel } from '#components/staff/OrderEdit.tsx'
import type { OrderEditResponse } from '#domain/orderEditSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { ApiRequestError } from '#queries/client.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/** Every state of the order editor (docs/decisions/0030-order-edit.md). */
type EditState =
  'closed' | 'inProduction' | 'editing' | 'invalid' | 'saving' | 'saved' | 'conflict' | 'refused' | 'failed'

/** A received Slovak order of two cabinets; the first one costs more today than when it was ordered. */
function orderIn(status: StaffOrderDetail['status']): StaffOrderDetail {
  const lines = [cartLine({}, 'SK', 2), cartLine({ variant: 'L2D', width: 80 }, 'SK')]
  const { order: body } = orderBody({ lines })
  const unit = (line: (typeof lines)[number]) => ({
    net: line.cabinet.price.price,
    gross: line.cabinet.price.priceGross,
  })
  return {
    number: '2026-000124',
    createdAt: '2026-11-24T09:40:00.000Z',
    country: 'SK',
    currency: 'EUR',
    status,
    version: 3,
    confirmedAt: null,
    customer: body.customer,
    shipping: { net: 40, gross: 49.2 },
    total: {
      net: lines.reduce((sum, line) => sum + unit(line).net * line.count, 40),
      gross: lines.reduce((sum, line) => sum + unit(line).gross * line.count, 49.2),
    },
    lines: lines.map((line, position) => ({
      position,
      title: line.title,
      count: line.count,
      item: line,
      model: null,
      snapshot: unit(line),
      today: position === 0 ? { net: unit(line).net + 8.13, gross: unit(line).gross + 10 } : unit(line),
    })),
    mails: [],
    history: [],
    notes: [],
    edits: [],
  }
}

const SAVED: OrderEditResponse = {
  version: 4,
  changes: [
    { kind: 'field', field: 'phone', from: '+421 905123456', to: '+421 911222333' },
    {
      kind: 'line',
      position: 0,
      title: 'Skrinka L1D',
      count: { from: 2, to: 3 },
      unit: { from: { net: 20_000, gross: 24_600 }, to: { net: 20_813, gross: 25_600 } },
      repriced: true,
    },
    { kind: 'total', from: { net: 60_000, gross: 73_800 }, to: { net: 66_439, gross: 81_720 } },
  ],
}

/**
 * An editor actor driven into `state`: a save that never answers (saving), succeeds (saved), meets another's change
 * (conflict), production started (refused), or a lost connection (failed).
 */
function editorIn(state: EditState) {
  const saveEdit = fromPromise<OrderEditResponse, SaveEditInput>(() => {
    if (state === 'saved') return Promise.resolve(SAVED)
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'conflict')
      return Promise.reject(
        new ApiRequestError(409, {
          error: 'edit_conflict',
          message: 'first',
          status: 'confirmed',
          version: 4,
          by: 'Peter Dielňa',
        } as never),
      )
    if (state === 'refused')
      return Promise.reject(
        new ApiRequestError(422, {
          error: 'after_production',
          message: 'started',
          status: 'inProduction',
          version: 4,
        } as never),
      )
    return new Promise(() => {})
  })
  const actor = createActor(orderEditMachine.provide({ actors: { saveEdit } }), {
    input: { order: orderIn(state === 'inProduction' ? 'inProduction' : 'received') },
  }).start()
  if (state === 'closed' || state === 'inProduction') return actor
  actor.send({ type: 'edit.open' })
  if (state === 'editing') {
    actor.send({ type: 'edit.line', position: 0, price: 'today' })
    return actor
  }
  if (state === 'invalid') {
    actor.send({ type: 'edit.field', path: 'email', value: 'jana@' })
    actor.send({ type: 'edit.field', path: 'billingAddress.zip', value: '123' })
  } else actor.send({ type: 'edit.field', path: 'phone', value: '0911 222 333' })
  actor.send({ type: 'edit.save' })
  return actor
}

function EditorIn({ state }: { state: EditState }) {
  const actor = useMemo(() => editorIn(state), [state])
  return <OrderEditPanel actor={actor} />
}

/** The order's editor on the desk's order detail: closed, the form, each outcome of a save. */
const meta = {
  title: 'Staff/Order edit',
  component: EditorIn,
  args: { state: 'closed' },
  parameters: { path: '/admin/objednavky/2026-000124' },
} satisfies Meta<typeof EditorIn>
export default meta

type Story = StoryObj<typeof meta>

/** closed: a received order, the button that opens the editor. */
export const Closed: Story = { args: { state: 'closed' } }
/** closed on an order in production: no editing, and why. */
export const InProduction: Story = { args: { state: 'inProduction' } }
/** editing: contact, addresses, each line's count and price (the first at today's), the total old → new. */
export const Editing: Story = { args: { state: 'editing' } }
/** invalid: the checkout's rules refuse the e-mail and the postcode; what was typed stays. */
export const Invalid: Story = { args: { state: 'invalid' } }
/** saving: the edit on its way, the form disabled. */
export const Saving: Story = { args: { state: 'saving' } }
/** saved: what changed, old → new; the customer gets an e-mail naming it. */
export const Saved: Story = { args: { state: 'saved' } }
/** conflict: another staff member confirmed the order first; kept until dismissed. */
export const Conflict: Story = { args: { state: 'conflict' } }
/** failed, refused: production started meanwhile; no retry. */
export const Refused: Story = { args: { state: 'refused' } }
/** failed: the connection; try again as it was. */
export const Failed: Story = { args: { state: 'failed' } }
/** The form at phone width: one column. */
export const EditingOnPhone: Story = {
  args: { state: 'editing' },
  globals: ON_PHONE,
  parameters: { ...PHONE_PARAMETERS, path: '/admin/objednavky/2026-000124' },
}
