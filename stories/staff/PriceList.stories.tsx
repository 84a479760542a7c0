import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { priceEditorMachine, type PublishInput } from '#machines/priceEditor.ts'
import { PriceListEditor } from '#components/staff/PriceListEditor.tsx'
import { SEED_PRICES } from '#domain/priceList.ts'
import type { StaffPrices } from '#domain/priceConfig.ts'
import { ApiRequestError } from '#queries/client.ts'

/** Every state of the price-list editor, and the read-only view staff get. */
type EditorState = 'editing' | 'readOnly' | 'invalid' | 'publishing' | 'published' | 'conflict' | 'failed'

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
    return new Promise(() => {})
  })
  const actor = createActor(priceEditorMachine.provide({ actors: { publishPrices } }), {
    input: { prices: PRICES },
  }).start()
  if (state === 'invalid') {
    actor.send({ type: 'prices.rate', key: 'SK.hardware.hinge', text: '-3,50' })
    actor.send({ type: 'prices.rate', key: 'CZ.minimum', text: '' })
  }
  if (
    state === 'invalid' ||
    state === 'publishing' ||
    state === 'published' ||
    state === 'conflict' ||
    state === 'failed'
  )
    actor.send({ type: 'prices.publish' })
  return actor
}

function EditorIn({ state }: { state: EditorState }) {
  const actor = useMemo(() => editorIn(state), [state])
  return <PriceListEditor editorRef={actor} canPublish={state !== 'readOnly'} onReload={() => {}} />
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
/** Staff (not the owner): the same lists, read only, no Publish. */
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
