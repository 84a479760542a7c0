import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { ModelView } from '#components/configurator/ModelView.tsx'
import { storyCabinet } from '../support/priceActor'
import { modelActorIn, type ModelState } from '../support/modelActor'

function ModelViewIn({ state, drawingOnly, still }: { state: ModelState; drawingOnly: boolean; still: boolean }) {
  const actor = useMemo(() => modelActorIn(state), [state])
  return <ModelView cabinet={storyCabinet} modelRef={actor} drawingOnly={drawingOnly} still={still} />
}

const meta = {
  title: 'Configurator/3D model',
  component: ModelViewIn,
  args: { state: 'shown', drawingOnly: false, still: true },
  parameters: { path: '/detail/L2D' },
} satisfies Meta<typeof ModelViewIn>
export default meta

type Story = StoryObj<typeof meta>

/**
 * The cabinet in 3D, deterministic: a fixed design and GLB (built by the server's builder), the
 * frame loop stopped (one frame per model), and `skrinka:model-ready` fired once it is drawn.
 */
export const Viewer3D: Story = {}
/** The same viewer with its frame loop running: orbit, and open the fronts. */
export const Interactive: Story = { args: { still: false } }
/** Without WebGL (or on request): the dimensioned front drawing from the same cut list. */
export const Drawing2D: Story = { args: { drawingOnly: true } }
/** Model machine `idle`: nothing asked yet, progress 0. */
export const Idle: Story = { args: { state: 'idle' } }
/** Model machine `rendering`: the server builds the GLB; nothing shown yet. */
export const Rendering: Story = { args: { state: 'rendering' } }
/**
 * Model machine `downloading`: a new address, progress at 40 %, the model hidden until loaded (docs/product.md#model).
 */
export const Downloading: Story = { args: { state: 'downloading' } }
/** A later render failed: only logged (docs/product.md#model), the previous model stays. */
export const FailedKeepsPrevious: Story = { args: { state: 'failed' } }
