import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { priceEditorMachine, type PublishInput } from '#machines/priceEditor.ts'
import { PriceListEditor } from '#components/staff/PriceListEditor.tsx'
import { SEED_PRICES } from '#domain/priceList.ts'
import type { StaffPrices } from '#domain/priceConfig.ts'
import { ApiRequestError } from '#queries/client.ts'

/** Every state of the price-list editor, and the read-only view staff get. */
type EditorState =
  | 'editing'
  | 'readOnly'
  | 'invalid'
  | 'publishing'
  | 'published'
  | 'conflict'
  | 'failed'
  | 'preview'
  | 'staffPreview'
  | 'confirm'
  | 'schedule'
  | 'publishedLater'
  | 'scheduled'
  | 'scheduledStaff'
  | 'cancelled'

/** A fixed instant two weeks after the stories' prices, Bratislava 1 January 2027 06:00. */
const LATER = '2027-01-01T05:00:00.000Z'

/** The prices in force with version 3 waiting to take effect (aluminium legs dearer). */
const WAITING: StaffPrices = {
  version: 2,
  data: SEED_PRICES,
  history: [
    {
      version: 3,
      publishedAt: '2026-11-29T09:00:00.000Z',
      publishedBy: 'Peter Majiteľ',
      note: 'Od Nového roka',
      effectiveAt: LATER,
    },
    { version: 2, publishedAt: '2026-11-28T09:30:00.000Z', publishedBy: 'Peter Majiteľ', note: 'Hliníkové nožičky' },
    { version: 1, publishedAt: '2026-11-28T08:00:00.000Z', publishedBy: null, note: 'seed' },
  ],
  scheduled: {
    version: 3,
    effectiveAt: LATER,
    data: {
      ...SEED_PRICES,
      lists: {
        ...SEED_PRICES.lists,
        SK: { ...SEED_PRICES.lists.SK, legs: { ...SEED_PRICES.lists.SK.legs, aluminium: 520 } },
      },
    },
  },
}

const PRICES: StaffPrices = {
  version: 2,
  data: SEED_PRICES,
  history: [
    { version: 2, publishedAt: '2026-11-28T09:30:00.000Z', publishedBy: 'Peter Majiteľ', note: 'Hliníkové nožičky' },
    { version: 1, publishedAt: '2026-11-28T08:00:00.000Z', publishedBy: null, note: 'seed' },
  ],
}

/** An editor actor driven into `state`: a publish that never answers, fails, meets a newer version or succeeds. */
function editorIn(state: EditorState) {
  const publishPrices = fromPromise<{ version: number }, PublishInput>(() => {
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'conflict')
      return Promise.reject(new ApiRequestError(409, { error: 'version_conflict', message: 'published meanwhile' }))
    if (state === 'published') return Promise.resolve({ version: 3 })
    if (state === 'publishedLater') return Promise.resolve({ version: 3, effectiveAt: LATER })
    return new Promise(() => {})
  })
  const cancelScheduled = fromPromise<{ version: number }, { version: number }>(({ input }) =>
    Promise.resolve({ version: input.version }),
  )
  const waiting = state === 'scheduled' || state === 'scheduledStaff' || state === 'cancelled'
  const actor = createActor(priceEditorMachine.provide({ actors: { publishPrices, cancelScheduled } }), {
    input: { prices: waiting ? WAITING : PRICES },
  }).start()
  if (state === 'preview' || state === 'staffPreview' || state === 'confirm') {
    // Board of group 1 up by a tenth in Slovakia; in Czechia the aluminium leg doubled (a change to confirm).
    actor.send({ type: 'prices.rate', key: 'SK.boardPerM2.1', text: '26,40' })
    if (state === 'confirm') actor.send({ type: 'prices.rate', key: 'CZ.legs.aluminium', text: '230' })
  }
  if (state === 'schedule') actor.send({ type: 'prices.schedule', schedule: { mode: 'later', at: '2020-01-01T06:00' } })
  if (state === 'cancelled') actor.send({ type: 'prices.cancelScheduled' })
  if (state === 'invalid') {
    actor.send({ type: 'prices.rate', key: 'SK.hardware.hinge', text: '-3,50' })
    actor.send({ type: 'prices.rate', key: 'CZ.minimum', text: '' })
  }
  if (
    state === 'invalid' ||
    state === 'publishing' ||
    state === 'published' ||
    state === 'conflict' ||
    state === 'failed' ||
    state === 'confirm' ||
    state === 'schedule' ||
    state === 'publishedLater'
  )
    actor.send({ type: 'prices.publish' })
  return actor
}

function EditorIn({ state }: { state: EditorState }) {
  const actor = useMemo(() => editorIn(state), [state])
  const staff = state === 'readOnly' || state === 'staffPreview' || state === 'scheduledStaff'
  return <PriceListEditor editorRef={actor} canPublish={!staff} onReload={() => {}} />
}

/** The price lists and decors (/admin/cennik) as the owner edits them and staff read them. */
const meta = {
  title: 'Staff/Price lists',
  component: EditorIn,
  args: { state: 'editing' },
  parameters: { path: '/admin/cennik' },
} satisfies Meta<typeof EditorIn>
export default meta

type Story = StoryObj<typeof meta>

/** editing: the owner's form, every rate in currency units, Publish on. */
export const Editing: Story = { args: { state: 'editing' } }
/** Staff (not the owner): the same lists, no Publish (a draft they type only shows its preview). */
export const ReadOnly: Story = { args: { state: 'readOnly' } }
/** invalid: a negative and an empty rate marked, every typed value kept. */
export const Invalid: Story = { args: { state: 'invalid' } }
/** publishing: the form rests until the shop answers. */
export const Publishing: Story = { args: { state: 'publishing' } }
/** published: version 3 is in force. */
export const Published: Story = { args: { state: 'published' } }
/** conflict: someone else published first; reloading shows their version. */
export const Conflict: Story = { args: { state: 'conflict' } }
/** failed: the connection dropped; the form is kept for another try. */
export const Failed: Story = { args: { state: 'failed' } }
/** preview: a draft differs from the version in force; sample designs of every product, old → new, per market. */
export const Preview: Story = { args: { state: 'preview' } }
/** Staff try a change: the same preview, no Publish. */
export const StaffPreview: Story = { args: { state: 'staffPreview' } }
/** invalid: a change over 50 % is marked and waits for the explicit confirmation below. */
export const ConfirmLargeChange: Story = { args: { state: 'confirm' } }
/** invalid: a time to take effect in the past, marked at the time field. */
export const ScheduleInThePast: Story = { args: { state: 'schedule' } }
/** published for later: the version takes effect on 1 January 2027, 06:00 Bratislava. */
export const PublishedLater: Story = { args: { state: 'publishedLater' } }
/** A version waits to take effect: its preview against the one in force, Cancel for the owner, Publish off. */
export const Scheduled: Story = { args: { state: 'scheduled' } }
/** The same for staff: the waiting version and its preview, no Cancel. */
export const ScheduledStaff: Story = { args: { state: 'scheduledStaff' } }
/** cancelled: the waiting version will not take effect; the prices in force stay. */
export const Cancelled: Story = { args: { state: 'cancelled' } }
