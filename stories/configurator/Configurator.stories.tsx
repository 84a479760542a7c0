import type { Meta, StoryObj } from '@storybook/react-vite'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { Configurator } from '#components/configurator/Configurator.tsx'
import { SHOWCASE } from '#components/configurator/Showcase.tsx'
import * as v from 'valibot'
import { canonicalQuery, changedQuery, designFromSearch } from '#domain/cabinet/query.ts'
import { CabinetSearchSchema } from '#routes/-lib/search.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import type { VariantId } from '#domain/cabinet/catalogue.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/**
 * The configurator as /detail/{id} mounts it: the design read from the address's query, every
 * change written back to it (here into the story's memory router). The price and model machines
 * are the real ones; the stories' msw handlers answer their requests.
 */
function DetailScreen({ variant }: { variant: VariantId }) {
  const search = useRouterState({ select: (state) => state.location.search })
  const navigate = useNavigate()
  const { cabinet } = designFromSearch(v.parse(CabinetSearchSchema, search), variant)
  return (
    <Configurator
      cabinet={cabinet}
      onChange={(change) =>
        void navigate({ to: '.', search: changedQuery(cabinet, change, false), replace: true, resetScroll: false })
      }
    />
  )
}

/** The address of a design's configurator, as the shop writes it. */
const detailPath = (cabinet: Cabinet) =>
  `/detail/${cabinet.variant}?${new URLSearchParams(canonicalQuery(cabinet, false)).toString()}`

/** A story of `cabinet`'s configurator screen, opened at its address. */
const screenOf = (cabinet: Cabinet): Story => ({
  args: { variant: cabinet.variant },
  parameters: { path: detailPath(cabinet) },
})

const meta = {
  title: 'Configurator/Configurator',
  component: DetailScreen,
  args: { variant: 'L1D' },
} satisfies Meta<typeof DetailScreen>
export default meta

type Story = StoryObj<typeof meta>

/** The default single-door cabinet, wall-hung (without WebGL the model area shows the dimensioned drawing). */
export const SingleDoor: Story = screenOf(settle({ variant: 'L1D' }))

/** A kitchen base cabinet with two doors on 15 cm legs, white corpus and natural oak doors. */
export const KitchenOnLegs: Story = screenOf(SHOWCASE)

/** A two-door wardrobe with long hanging, over 170 cm: assembled or disassembled is a choice. */
export const Wardrobe: Story = screenOf(settle({ variant: 'PDV2D' }))

/** On a phone: the price and the add-to-cart button in the bar fixed to the bottom of the screen. */
export const SingleDoorOnPhone: Story = {
  args: { variant: 'L1D' },
  parameters: { ...PHONE_PARAMETERS, path: detailPath(settle({ variant: 'L1D' })) },
  globals: ON_PHONE,
}
