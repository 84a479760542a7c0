import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { orderPageLinkMachine } from '#machines/orderPageLink.ts'
import { OrderPageLinkButton } from '#components/staff/OrderPageLink.tsx'
import type { OrderPageLinkResponse } from '#domain/orderPageLinkResend.ts'
import { ApiRequestError } from '#domain/apiError.ts'

const SENT: OrderPageLinkResponse = { to: 'jan.novak@example.sk', at: '2026-11-25T08:00:00.000Z' }

type LinkState = 'idle' | 'sending' | 'sent' | 'tooSoon' | 'anonymised' | 'failed' | 'forbidden'

/** The resend's actor driven into a state: the server never answers (sending), writes the e-mail, or refuses. */
function LinkIn({ state }: { state: LinkState }) {
  const actor = useMemo(() => {
    const sendPageLink = fromPromise<OrderPageLinkResponse, { number: string }>(() => {
      if (state === 'sending') return new Promise(() => {})
      if (state === 'tooSoon')
        return Promise.reject(new ApiRequestError(429, { error: 'page_link_too_soon', message: 'Again in 540 s.' }))
      if (state === 'anonymised')
        return Promise.reject(new ApiRequestError(409, { error: 'order_anonymised', message: 'Erased.' }))
      if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
      if (state === 'forbidden')
        return Promise.reject(new ApiRequestError(401, { error: 'unauthorized', message: 'Staff only.' }))
      return Promise.resolve(SENT)
    })
    const started = createActor(orderPageLinkMachine.provide({ actors: { sendPageLink } }), {
      input: { number: '2026-000124' },
    }).start()
    if (state !== 'idle') started.send({ type: 'pageLink.send' })
    return started
  }, [state])
  return <OrderPageLinkButton actor={actor} />
}

/** The desk's "send the order page link again" on the order detail (issue 39.2). */
const meta = {
  title: 'Staff/Order page link again',
  component: LinkIn,
  args: { state: 'idle' },
  parameters: { path: '/admin/objednavky/2026-000124' },
} satisfies Meta<typeof LinkIn>
export default meta

type Story = StoryObj<typeof meta>

/** The button and what the customer gets. */
export const Idle: Story = {}
/** On its way: the button waits. */
export const Sending: Story = { args: { state: 'sending' } }
/** Written: where the e-mail goes and when. */
export const Sent: Story = { args: { state: 'sent' } }
/** A link went out less than 10 minutes ago: the customer is asked to look in the inbox and spam. */
export const TooSoon: Story = { args: { state: 'tooSoon' } }
/** The order's customer was erased: nobody to write to, the button is off. */
export const Anonymised: Story = { args: { state: 'anonymised' } }
/** The connection failed: another click retries. */
export const Failed: Story = { args: { state: 'failed' } }
/** The session ended: sign in again. */
export const SignedOut: Story = { args: { state: 'forbidden' } }
