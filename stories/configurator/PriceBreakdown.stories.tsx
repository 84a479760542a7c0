import type { Meta, StoryObj } from '@storybook/react-vite'
import { PriceBreakdown } from '#components/configurator/PriceBreakdown.tsx'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { settle } from '#domain/cabinet/model.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { PRICE_LISTS, priceListOf, SEED_PRICES } from '#domain/priceList.ts'
import { storyCabinet } from '../support/priceActor'

const meta = {
  title: 'Configurator/Price breakdown',
  component: PriceBreakdown,
  args: { price: priceCabinet(storyCabinet, PRICE_LISTS.SK), open: true },
} satisfies Meta<typeof PriceBreakdown>
export default meta

type Story = StoryObj<typeof meta>

/** Closed, as the configurator first shows it: one line under the tools. */
export const Closed: Story = { args: { open: false } }
/** Opened: carcass, fronts, hardware, edging, legs and top, assembly, net and with VAT, summing to the price; delivery beside it. */
export const Cabinet: Story = {}
/** A tiny cabinet lifted to the lowest price: the top-up is a part of its own. */
export const LowestPrice: Story = {
  args: { price: priceCabinet(settle({ variant: 'LTO', width: 15, height: 20, depth: 12 }), PRICE_LISTS.SK) },
}
/** A hallway's price (all its modules) explained the same way. */
export const Hallway: Story = { args: { price: priceHallway(defaultHallway(), PRICE_LISTS.SK) } }
/** A seller who is no VAT payer: one column of final prices and the note that says so. */
export const NotVatPayer: Story = {
  args: { price: priceCabinet(storyCabinet, priceListOf(SEED_PRICES, 'SK', { SK: 0 })) },
}
