import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { orderNoteMachine } from '#machines/orderNote.ts'
import { LineSummary } from '#components/staff/LineSummary.tsx'
import { LineModel } from '#components/staff/LineModel.tsx'
import LineModelStage from '#components/staff/LineModelStage.tsx'
import { OrderNoteForm } from '#components/staff/OrderNotes.tsx'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { ORDER_NOTE_MAX, type OrderNote } from '#domain/orderNotes.ts'
import { workshopOptions } from '#domain/workshopOptions.ts'
import { ApiRequestError } from '#domain/apiError.ts'

/** A kitchen base cabinet on aluminium legs, hinges right, a top board and 36 mm shelves: almost every option. */
const KITCHEN = cabinetFromQuery({
  productId: 'L1D',
  typ: 'snozkami',
  nozkyType: 'Hlinikove',
  designation: 'kuchyna',
  width: '493',
  openingSide: 'right',
  vrchnaDoska: 'true',
  hrubkaPolice: '36',
})
const HALLWAY = defaultHallway()

/** The workshop's list of one order line on the desk (the order detail's line summary). */
const meta = {
  title: 'Staff/Order lines and notes',
  component: LineSummary,
  args: { options: workshopOptions(KITCHEN, 2) },
  parameters: { path: '/admin/objednavky/2026-000124' },
} satisfies Meta<typeof LineSummary>
export default meta

type Story = StoryObj<typeof meta>

/** A cabinet with its size, decors by code in the screen's language, shelves, opening side, legs and top board. */
export const CabinetSummary: Story = {}

/** A wall-hung double door with tip-on: no opening side, no legs, no handles. */
export const WallHungTipOn: Story = {
  args: { options: workshopOptions(cabinetFromQuery({ productId: 'L2D', typ: 'zavesna', tipon: 'true' }), 1) },
}

/** A chest of three drawers standing on the floor. */
export const Drawers: Story = {
  args: { options: workshopOptions(cabinetFromQuery({ productId: 'L3D', typ: 'beznoziek' }), 3) },
}

/** A tall open shelf unit delivered disassembled: no door decor, no fronts. */
export const OpenTallDisassembled: Story = {
  args: { options: workshopOptions(cabinetFromQuery({ productId: 'polica', height: '2060', zmontovane: 'false' }), 1) },
}

/** A hallway: plan, three decors, and each module with its row, size, doors, shelves and rails. */
export const HallwaySummary: Story = { args: { options: workshopOptions(HALLWAY, 1) } }

/** The line's "Show in 3D" button, closed (the viewer's chunk is not loaded). */
export const ModelClosed: Story = {
  render: () => <LineModel url="/models/cabinet.glb" design={KITCHEN} position={1} />,
}

/** The line opened in the shop's viewer (here without WebGL: its drawing, as such a browser shows it). */
export const ModelOpen: Story = {
  render: () => <LineModelStage url="/models/cabinet.glb" design={KITCHEN} />,
}

const NOTE: OrderNote = { at: '2026-11-25T08:00:00.000Z', by: 'Jana', text: 'Zákazník volal: dodať v piatok.' }

type NoteState = 'empty' | 'typed' | 'invalid' | 'tooLong' | 'saving' | 'saved' | 'failed' | 'forbidden'

/** A note form's actor driven into a state: the server never answers (saving), keeps it, or fails. */
function NoteFormIn({ state }: { state: NoteState }) {
  const actor = useMemo(() => {
    const saveNote = fromPromise<OrderNote[], { number: string; text: string }>(() => {
      if (state === 'saving') return new Promise(() => {})
      if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
      if (state === 'forbidden')
        return Promise.reject(new ApiRequestError(401, { error: 'unauthorized', message: 'Staff only.' }))
      return Promise.resolve([NOTE])
    })
    const started = createActor(orderNoteMachine.provide({ actors: { saveNote } }), {
      input: { number: '2026-000124' },
    }).start()
    const text = { empty: '', invalid: '  ', tooLong: 'x'.repeat(ORDER_NOTE_MAX + 1) }[state as string] ?? NOTE.text
    if (state !== 'empty') started.send({ type: 'note.change', text })
    if (state !== 'empty' && state !== 'typed') started.send({ type: 'note.submit' })
    return started
  }, [state])
  return <OrderNoteForm actor={actor} />
}

/** The note form, nothing typed yet. */
export const NoteEmpty: Story = { render: () => <NoteFormIn state="empty" /> }
/** A note typed, not sent. */
export const NoteTyped: Story = { render: () => <NoteFormIn state="typed" /> }
/** Sent empty: refused here, nothing sent. */
export const NoteInvalid: Story = { render: () => <NoteFormIn state="invalid" /> }
/** Over 2000 characters: refused here, the text kept. */
export const NoteTooLong: Story = { render: () => <NoteFormIn state="tooLong" /> }
/** On its way: the button waits. */
export const NoteSaving: Story = { render: () => <NoteFormIn state="saving" /> }
/** Kept: the form is empty again and says where the note went. */
export const NoteSaved: Story = { render: () => <NoteFormIn state="saved" /> }
/** The connection failed: the text stays, the reason is said. */
export const NoteFailed: Story = { render: () => <NoteFormIn state="failed" /> }
/** The session ended: sign in again, the text stays. */
export const NoteSignedOut: Story = { render: () => <NoteFormIn state="forbidden" /> }
