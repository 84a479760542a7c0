import { lazy, Suspense, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'

// The shop's viewer (three.js) arrives in its own chunk, and only when someone asks for it on the desk.
const LineModelStage = lazy(() => import('./LineModelStage'))

/** Props: the line's model address (GLB), its design (the drawing, the decors, the labels) and the line's number. */
export interface LineModelProps {
  url: string
  design: Cabinet | Hallway
  position: number
}

/** The line in the shop's own 3D viewer, behind a "Show in 3D" button. */
export function LineModel({ url, design, position }: LineModelProps) {
  const [open, setOpen] = useState(false)
  const id = `order-line-3d-${position}`
  return (
    <div className="order-line-3d">
      <button
        type="button"
        data-testid="order-line-3d"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? <Trans>Hide the 3D view</Trans> : <Trans>Show in 3D</Trans>}
      </button>
      <div id={id} data-testid="order-line-3d-view" hidden={!open}>
        {open ? (
          <Suspense
            fallback={
              <p className="pending">
                <Trans>Loading the 3D view…</Trans>
              </p>
            }
          >
            <LineModelStage url={url} design={design} />
          </Suspense>
        ) : null}
      </div>
    </div>
  )
}
