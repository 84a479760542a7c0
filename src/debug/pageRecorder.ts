/** The page's trace recorder, loaded with the panel: it takes the snapshots kept since the page started. */
import { takeInspections } from './machineTraces'
import { createTraceRecorder } from './trace'

/** Times are milliseconds since the page started loading. */
export const pageRecorder = createTraceRecorder(window.location.pathname, () => performance.now(), 0)
takeInspections(pageRecorder.inspect)
