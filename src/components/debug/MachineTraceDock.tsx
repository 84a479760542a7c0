import { lazy, Suspense, useSyncExternalStore } from 'react'
import { appRecorder } from '../../debug/machineTraces'

const MachineTracePanel = lazy(() => import('./MachineTracePanel').then((module) => ({ default: module.MachineTracePanel })))
const noSubscription = () => () => {}

/** The trace panel, loaded only on a page that records traces, after hydration (the server never renders it). */
export function MachineTraceDock() {
  const client = useSyncExternalStore(noSubscription, () => true, () => false)
  if (!client || !appRecorder) return null
  return (
    <Suspense fallback={null}>
      <MachineTracePanel recorder={appRecorder} />
    </Suspense>
  )
}
