import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLingui } from '@lingui/react/macro'
import { DecorPicker } from '#components/configurator/DecorPicker.tsx'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { DecorPickers } from '#components/configurator/OptionsPanel.tsx'
import { AsShopper, openDetails, typeInto } from './asShopper'

/** What the shopper has done with the list: nothing, opened it, or opened it and typed a search. */
type Shopper = 'closed' | 'opened' | { search: string }

/** The corpus picker with its own chosen decor, labelled as the options panel labels it. */
function Picker({ start, shopper }: { start: string; shopper: Shopper }) {
  const { t } = useLingui()
  const [value, setValue] = useState(start)
  const steps = (root: HTMLElement) => {
    if (shopper === 'closed') return
    openDetails(root)
    if (typeof shopper === 'object')
      typeInto(root.querySelector<HTMLInputElement>('input[type="search"]'), shopper.search)
  }
  return (
    <AsShopper steps={steps}>
      <DecorPicker name="baseColor" label={t`Corpus decor`} value={value} onChange={setValue} />
    </AsShopper>
  )
}

const meta = {
  title: 'Configurator/Decor picker',
  component: Picker,
  args: { start: 'H1303ST12', shopper: 'closed' },
} satisfies Meta<typeof Picker>
export default meta

type Story = StoryObj<typeof meta>

/** Closed: the chosen decor with its swatch, name and code; the 120 swatches are not on the page yet. */
export const Closed: Story = {}

/** Opened: plain colours, wood decors and luxury materials, each with swatch, name and code; the chosen one marked. */
export const Open: Story = { args: { shopper: 'opened' } }

/** A search typed ("Halifax"): only the Halifax oaks are left, so only the wood group shows. */
export const Searched: Story = { args: { start: 'W1000ST9', shopper: { search: 'Halifax' } } }

/** A search by code ("U727"): the stone grey in matt (plain colours) and in high gloss (luxury materials). */
export const SearchedByCode: Story = { args: { start: 'U727ST9', shopper: { search: 'U727' } } }

/** The corpus and door pickers of the options panel; a choice is settled as the panel settles it. */
function CorpusAndDoor({ start }: { start: Cabinet }) {
  const [cabinet, setCabinet] = useState(start)
  return <DecorPickers cabinet={cabinet} onChange={(change) => setCabinet(settle({ ...cabinet, ...change }))} />
}

/**
 * An open cabinet (LTO; LTOM and LTOM2 alike): the door decor follows the corpus and cannot be
 * chosen. Asked for white doors on a natural Halifax oak corpus, it shows oak for both; choose
 * another corpus decor and the door decor follows.
 */
export const OpenCabinetDoorFollowsCorpus: StoryObj<typeof CorpusAndDoor> = {
  render: (args) => <CorpusAndDoor {...args} />,
  args: { start: settle({ variant: 'LTO', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' }) },
}

/** For contrast, a cabinet with doors (L2D): corpus and door decors are chosen separately. */
export const DoorsChosenSeparately: StoryObj<typeof CorpusAndDoor> = {
  render: (args) => <CorpusAndDoor {...args} />,
  args: { start: settle({ variant: 'L2D', corpusColor: 'W1000ST9', doorColor: 'H1180ST37' }) },
}
