import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceBox } from '#components/configurator/PriceBox.tsx'
import { priceActorIn, storyCabinet, type PriceState } from '../support/priceActor'

function PriceBoxIn({ state }: { state: PriceState }) {
  const actor = useMemo(() => priceActorIn(state), [state])
  return <PriceBox cabinet={storyCabinet} priceRef={actor} />
}

const meta = {
  title: 'Configurator/Price box',
  component: PriceBoxIn,
  args: { state: 'priced' },
} satisfies Meta<typeof PriceBoxIn>
export default meta

type Story = StoryObj<typeof meta>

/** Before any request (and on the server): the domain price, the same the server will send. */
export const Idle: Story = { args: { state: 'idle' } }
/** A request runs: the price is dimmed and says it is being calculated. */
export const Loading: Story = { args: { state: 'loading' } }
/** An answer for another design arrived: the flag stays on (docs/product.md#prices). */
export const Stale: Story = { args: { state: 'stale' } }
/** The server's price for the design on screen, with and without VAT. */
export const Priced: Story = { args: { state: 'priced' } }
/**
 * The request failed: price 0 inside, the flag stays on (docs/product.md#prices); no amount is shown, a retry follows
 * after 1 s, 2 s, 4 s…
 */
export const Failed: Story = { args: { state: 'failed' } }
/** 10 s without a price: a quiet line says so and offers to try again at once. */
export const Overdue: Story = { args: { state: 'overdue' } }
