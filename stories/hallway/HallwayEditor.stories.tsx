import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { fromPromise, type ActorOptions, type AnyActorLogic } from 'xstate'
import { hallwayMachine } from '#machines/hallway.ts'
import { AddHallwayToCart, HallwayConfigurator, HallwayPrice } from '#components/hallway/HallwayConfigurator.tsx'
import { isDecorCode } from '#domain/decors.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { hallwayFromQuery, hallwayQuery, type HallwayQuery } from '#domain/hallway/query.ts'
import { type Hallway } from '#domain/hallway/layout.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import type { Country } from '#domain/locale.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { modelUrl } from '#domain/endpoints.ts'

const QUERY_KEYS = [
  'preset',
  'podorys',
  'width',
  'height',
  'depth',
  'corpusColor',
  'doorColor',
  'backColor',
  'moduly',
] as const

/**
 * The /chodby page as its route mounts it: the address (a preset or the design's own parameters)
 * is the design, and every edit is written back to it (here the story's memory router). The real
 * hallway and model machines run; msw answers renderChodba, getPriceChodba and the model download.
 */
function HallwayPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  // The story router parses numbers; the route's search schema keeps every parameter as text.
  const query: HallwayQuery = Object.fromEntries(
    QUERY_KEYS.map((key) => [key, search[key] === undefined ? undefined : String(search[key])]),
  )
  const hallway = hallwayFromQuery(query, isDecorCode)
  return (
    <HallwayConfigurator
      hallway={hallway}
      onChange={(next) => void navigate({ to: '.', search: hallwayQuery(next), replace: true, resetScroll: false })}
    />
  )
}

/** Every state of the hallway machine (waiting → rendering → pricing → priced | failed). */
type HallwayState = 'waiting' | 'rendering' | 'pricing' | 'priced' | 'failed'

/** A clock whose timers never fire: the 100 ms of quiet never end. */
const stoppedClock: NonNullable<ActorOptions<AnyActorLogic>['clock']> = { setTimeout: () => 0, clearTimeout: () => {} }
const never = () => new Promise<never>(() => {})

/** The hallway machine with stand-ins for the server that bring it into `state` and keep it there. */
function hallwayLogicIn(state: HallwayState) {
  return hallwayMachine.provide({
    // The quiet period ends at once, so the loop starts as soon as the view shows; a failed price
    // waits for its retry for as long as the story shows.
    delays: { quiet: 0, backoff: 3_600_000 },
    actors: {
      renderHallway: fromPromise<{ url: string }, { hallway: Hallway }>(() =>
        state === 'rendering' ? never() : Promise.resolve({ url: modelUrl('story-hallway') }),
      ),
      priceHallway: fromPromise(({ input }: { input: { hallway: Hallway; country: Country } }) => {
        if (state === 'pricing') return never()
        if (state === 'failed') return Promise.reject(new Error('The price service is down (story)'))
        return Promise.resolve({ priceData: priceDataOf(priceHallway(input.hallway, PRICE_LISTS[input.country])) })
      }),
    },
    // docs/product.md#prices: a failed price is only logged; the story expects it.
    actions: { logError: () => {} },
  })
}

/** The editor's price and cart button (its header), driven by a hallway actor held in `state`. */
function HallwaySummaryIn({ state }: { state: HallwayState }) {
  const { country } = useMarket()
  const [logic] = useState(() => hallwayLogicIn(state))
  const hallwayRef = useActorRef(logic, {
    input: { hallway: defaultHallway(), country },
    ...(state === 'waiting' ? { clock: stoppedClock } : {}),
  })
  return (
    <article className="configurator hallway-configurator">
      <header className="configurator-head">
        <HallwayPrice hallwayRef={hallwayRef} />
        <AddHallwayToCart hallwayRef={hallwayRef} />
      </header>
    </article>
  )
}

const meta = {
  title: 'Hallway/Editor',
  parameters: { path: '/chodby' },
} satisfies Meta
export default meta

type Story = StoryObj<typeof meta>

/** The default wall (preset klasik: 400 × 250 × 45 cm, plan A): five modules with a bench; at 250 cm it already has upper cabinets. */
export const Default: Story = { render: () => <HallwayPage /> }
/** A tall wall from the design's address (300 × 280 cm, wall on the left): lower modules 2 m high and a row of upper cabinets above. */
export const TwoTier: Story = {
  parameters: { path: '/chodby?width=300&height=280&depth=40&podorys=B&moduly=4:2,2:1L,5,3:1R' },
  render: () => <HallwayPage />,
}
/** A low wall from a preset (lavica, 220 cm, wall on the right): one tier, no upper cabinets. */
export const SingleTier: Story = { parameters: { path: '/chodby?preset=lavica' }, render: () => <HallwayPage /> }

// The hallway machine's states, shown where the editor shows them: its price and the cart button.

/** waiting: a change came in, the 100 ms of quiet are not over; the domain's price, dimmed, with the loading flag; the cart button off. */
export const PriceWaiting: Story = { render: () => <HallwaySummaryIn key="waiting" state="waiting" /> }
/** rendering: the model of the design is being built; the domain's price with the loading flag. */
export const PriceRendering: Story = { render: () => <HallwaySummaryIn key="rendering" state="rendering" /> }
/** pricing: the server is asked for the price; the domain's price with the loading flag. */
export const PricePricing: Story = { render: () => <HallwaySummaryIn key="pricing" state="pricing" /> }
/** priced: the server's price, no loading flag; the hallway can go into the cart. */
export const PricePriced: Story = { render: () => <HallwaySummaryIn key="priced" state="priced" /> }
/**
 * failed: docs/product.md#prices, price 0 inside and the loading flag stays on: no amount shown, a retry follows; the
 * cart button off.
 */
export const PriceFailed: Story = { render: () => <HallwaySummaryIn key="failed" state="failed" /> }
