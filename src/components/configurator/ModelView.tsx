import { lazy, startTransition, Suspense, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isModelVisible } from '#machines/model.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { frontElevationSvg } from '#domain/drawing.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { decor } from '#domain/decors.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import type { ConfiguratorActors } from './useConfigurator'
import { isWideScreen, useBrowserValue, useMountedByHydration } from '../hydration'
import { webglProbe } from '#boot/webgl.ts'
import { afterHydration } from '#boot/tasks.ts'

/**
 * three.js and r3f arrive in chunks of their own, after the text, options and price. three.js (most of
 * it) is evaluated in a task, the viewer (r3f, drei's labels) in the next: one module graph is evaluated
 * in one task, and together they were one of 100–170 ms on a loaded desktop (issue 39).
 */
const CabinetViewer = lazy(async () => {
  await import('#scene/three.ts')
  await new Promise<void>((resolve) => afterHydration(resolve))
  return import('#scene/CabinetViewer.tsx')
})

/**
 * How the view starts in this browser: the 3D view on a wide screen (once WebGL is known to work: `useWebGL`),
 * and on a phone the drawing with "Show in 3D". Phones ask for WebGL only when the shopper asks for 3D.
 */
const startView = (): 'ask' | '3d' => (isWideScreen() ? '3d' : 'ask')

/**
 * Whether WebGL works here, once `wanted`: undefined while the probe runs. The probe's context is made in a
 * worker (`webglProbe`): on the main thread it waited for the GPU process 280–1100 ms while the page loaded.
 */
function useWebGL(wanted: boolean): boolean | undefined {
  const [webgl, setWebgl] = useState<boolean | undefined>(undefined)
  useEffect(() => {
    if (!wanted || webgl !== undefined) return
    let current = true
    void webglProbe().then((can) => {
      if (current) startTransition(() => setWebgl(can))
    })
    return () => {
      current = false
    }
  }, [wanted, webgl])
  return wanted ? webgl : undefined
}

/** Props: the design and its model machine; `drawingOnly` and `still` as for the stage. */
export interface ModelViewProps extends Pick<ModelStageProps, 'drawingOnly' | 'still' | 'overlay'> {
  cabinet: Cabinet
  modelRef: ConfiguratorActors['modelRef']
}

/** The 3D model of a cabinet, or its dimensioned front drawing. */
export function ModelView({ cabinet, modelRef, ...stage }: ModelViewProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const cm = (value: number) => `${formatNumber(value, locale)} cm`
  const labels = { width: cm(cabinet.width), height: cm(cabinet.height), depth: cm(cabinet.depth) }
  const { width, height } = labels
  const title = t`Front view of the cabinet, ${width} wide and ${height} high`
  return (
    <ModelStage
      modelRef={modelRef}
      drawing={<Drawing design={cabinet} title={title} draw={drawCabinet} />}
      labels={labels}
      decors={{ corpus: cabinet.corpusColor, door: cabinet.doorColor, back: cabinet.corpusColor }}
      openable={PRODUCTS[cabinet.variant].doorOpeningAnimation}
      {...stage}
    />
  )
}

const drawCabinet = (cabinet: Cabinet, title: string) =>
  frontElevationSvg(cabinet, cutList(cabinet), { dimensions: true, title })

/** Props: a design, the drawing's title, and what draws them (a module's function: it keeps its identity). */
export interface DrawingProps<D> {
  design: D
  title: string
  draw: (design: D, title: string) => string
}

/**
 * The dimensioned front drawing. The render that hydrates the server's HTML leaves the server's drawing in place
 * and does not draw it again: React neither compares nor writes an element's inner HTML while it hydrates, and
 * drawing the hallway was most of its hydration's longest task (issue 16). It is drawn once the design or the title
 * changes, and at once where a drawing mounts later (another view's fallback, a page the browser renders).
 */
export function Drawing<D>({ design, title, draw }: DrawingProps<D>) {
  const hydrated = useMountedByHydration()
  const [served, setServed] = useState(() => (hydrated ? { design, title } : undefined))
  const kept = served !== undefined && served.design === design && served.title === title
  // Once changed, never the server's again: its markup is gone.
  if (served && !kept) setServed(undefined)
  // Download progress re-renders the stage many times; the drawing follows the design only.
  const svg = useMemo(() => (kept ? '' : draw(design, title)), [kept, design, title, draw])
  return (
    <div
      className="drawing-2d"
      data-testid="drawing-2d"
      // Our own SVG, built from the cut list with every attribute escaped. Empty while the server's stands.
      dangerouslySetInnerHTML={{ __html: svg }}
      suppressHydrationWarning
    />
  )
}

/** Props: the model machine, the design's drawing, decors and dimension labels, and whether its fronts can open. */
export interface ModelStageProps {
  modelRef: ConfiguratorActors['modelRef']
  /** The design's front drawing (a `Drawing`): the view where WebGL is missing, and the 3D view's fallback. */
  drawing: ReactElement
  /** Decor codes of the carcass, the fronts and the back: the viewer lays them on the model's geometry. */
  decors: { corpus: string; door: string; back: string }
  labels: { width: string; height: string; depth: string }
  openable: boolean
  /** The dimensioned drawing only, as without WebGL. */
  drawingOnly?: boolean
  /** A still 3D picture: one frame, no frame loop (stories, screenshots). */
  still?: boolean
  /**
   * Shown over the view's corner (the AR button): it may appear after hydration, and over the view it
   * moves nothing on the page (no layout shift).
   */
  overlay?: ReactNode
  /** Opened on purpose (the desk's "Show in 3D"): 3D at once, no second question on a phone. */
  asked?: boolean
}

/** The 3D model with its download progress, or a dimensioned front drawing where WebGL is missing. */
export function ModelStage({
  modelRef,
  drawing,
  decors,
  labels,
  openable,
  drawingOnly = false,
  still = false,
  overlay,
  asked = false,
}: ModelStageProps) {
  const { t } = useLingui()
  // The server's view (and the hydrating render's) is the phone's; the browser's follows in one step, so a
  // wide screen goes from it straight to the 3D view, in the same box (no drawing-only render between).
  const start = useBrowserValue(startView, 'ask')
  const [asked3d, setAsked3d] = useState(asked)
  const webgl = useWebGL(!drawingOnly && (asked3d || start === '3d'))
  const glb = useSelector(modelRef, (s) => s.context.glb)
  const visible = useSelector(modelRef, isModelVisible)
  const progress = useSelector(modelRef, (s) => s.context.progress)
  const [open, setOpen] = useState(false)
  const corner = overlay ? <div className="model-overlay">{overlay}</div> : null
  // The same status row while WebGL is probed and once the view is on (nothing moves in between).
  const status = (
    <p className="model-status">
      <progress max={100} value={progress} data-testid="model-progress" aria-label={t`3D model loading`}>
        {progress} %
      </progress>{' '}
      {openable ? (
        <button type="button" onClick={() => setOpen((o) => !o)} aria-pressed={open}>
          {open ? <Trans>Close the fronts</Trans> : <Trans>Open the fronts</Trans>}
        </button>
      ) : null}
    </p>
  )
  if (drawingOnly)
    return (
      <div className="model-view">
        {drawing}
        {corner}
      </div>
    )
  // The server renders this too, and CSS hides it on wide screens: on a phone the row is there from the
  // first paint, so nothing moves when the page hydrates.
  if (start === 'ask' && !asked3d) {
    return (
      <div className="model-view">
        {drawing}
        {corner}
        <p className="model-status model-ask-3d">
          <button type="button" data-testid="show-3d" onClick={() => setAsked3d(true)}>
            <Trans>Show in 3D</Trans>
          </button>
        </p>
      </div>
    )
  }
  // While the probe runs, the drawing stands where the 3D view comes (as while its chunk loads).
  if (webgl === undefined)
    return (
      <div className="model-view">
        {corner}
        <div className="viewer" data-visible={false}>
          {drawing}
        </div>
        {status}
      </div>
    )
  if (!webgl)
    return (
      <div className="model-view">
        {drawing}
        {corner}
        {asked3d ? (
          <p className="model-status" data-testid="no-3d">
            <Trans>This browser cannot show 3D: here is the drawing.</Trans>
          </p>
        ) : null}
      </div>
    )
  return (
    <div className="model-view">
      {corner}
      <div className="viewer" data-visible={visible}>
        <Suspense fallback={drawing}>
          <CabinetViewer
            glb={glb}
            visible={visible}
            decors={{ corpus: decor(decors.corpus), door: decor(decors.door), back: decor(decors.back) }}
            open={open}
            labels={labels}
            still={still}
          />
        </Suspense>
      </div>
      {status}
    </div>
  )
}
