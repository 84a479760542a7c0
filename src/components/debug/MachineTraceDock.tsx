import { lazy, Suspense, useSyncExternalStore } from 'react'
import { isTracing } from '#debug/machineTraces.ts'

// The panel and the page's recorder are one chunk, loaded only on a page that traces.
const PagePanel = lazy(async () => {
  const [{ MachineTracePanel }, { pageRecorder }] = await Promise.all([
    import('./MachineTracePanel'),
    import('#debug/pageRecorder.ts'),
  ])
  return { default: () => <MachineTracePanel recorder={pageRecorder} /> }
})
const noSubscription = () => () => {}

/** The trace panel on a page that records traces, after hydration (the server never renders it). */
export function MachineTraceDock() {
  // Only a page that traces differs from the server's render, so only there does hydration re-render it.
  const show = useSyncExternalStore(noSubscription, isTracing, () => false)
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <PagePanel />
    </Suspense>
  )
}
