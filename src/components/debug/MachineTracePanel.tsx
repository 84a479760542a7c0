import { useState, useSyncExternalStore } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MACHINES } from '#debug/machines.ts'
import {
  parseTrace,
  replayTrace,
  serializeTrace,
  type ReplayResult,
  type Trace,
  type TraceEntry,
  type TraceRecorder,
} from '#debug/trace.ts'

/** Props: the recorder of this page (live transitions); a trace to show instead, for stories. */
export interface MachineTracePanelProps {
  recorder: TraceRecorder
}

const short = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

/**
 * The developer panel: every live actor's transitions (time, event, state before → after, context
 * changes), filtered by machine; export and import a trace as JSON; replay an imported trace into
 * fresh actors of the same machines to reproduce it.
 */
export function MachineTracePanel({ recorder }: MachineTracePanelProps) {
  const { t } = useLingui()
  useSyncExternalStore(recorder.subscribe, recorder.version, recorder.version)
  const [imported, setImported] = useState<Trace | null>(null)
  const [importError, setImportError] = useState<string | null>(null)
  const [results, setResults] = useState<ReplayResult[] | null>(null)
  const [machine, setMachine] = useState('')
  const [open, setOpen] = useState(true)
  const trace = imported ?? recorder.trace
  const machines = [...new Set(trace.actors.map((a) => a.machine))].sort()
  const rows = trace.entries.filter((entry) => !machine || entry.machine === machine)
  const count = trace.entries.length

  function exportTrace() {
    const url = URL.createObjectURL(new Blob([serializeTrace(recorder.trace)], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = `machine-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`
    link.click()
    URL.revokeObjectURL(url)
  }

  async function importTrace(file: File | undefined) {
    if (!file) return
    const parsed = parseTrace(await file.text())
    setResults(null)
    if (parsed.success) {
      setImported(parsed.output)
      setImportError(null)
    } else {
      setImportError(parsed.issues[0]?.message ?? '')
    }
  }

  if (!open) {
    return (
      <button type="button" className="trace-toggle" data-testid="machine-trace-open" onClick={() => setOpen(true)}>
        <Trans>Machine traces</Trans>
      </button>
    )
  }
  return (
    <aside className="trace-panel" data-testid="machine-trace-panel" aria-label={t`Machine traces`}>
      <header>
        <strong>
          {imported ? <Trans>Imported trace: {count} transitions</Trans> : <Trans>Live: {count} transitions</Trans>}
        </strong>
        <label>
          <Trans>Machine</Trans>{' '}
          <select data-testid="trace-filter" value={machine} onChange={(e) => setMachine(e.target.value)}>
            <option value="">{t`all`}</option>
            {machines.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <button type="button" data-testid="trace-export" onClick={exportTrace}>
          <Trans>Export</Trans>
        </button>
        <label className="trace-import">
          <Trans>Import</Trans>{' '}
          <input
            type="file"
            accept="application/json,.json"
            data-testid="trace-import"
            onChange={(e) => void importTrace(e.target.files?.[0])}
          />
        </label>
        {imported ? (
          <>
            <button
              type="button"
              data-testid="trace-replay"
              onClick={() => setResults(replayTrace(imported, MACHINES))}
            >
              <Trans>Replay</Trans>
            </button>
            <button type="button" onClick={() => (setImported(null), setResults(null))}>
              <Trans>Back to live</Trans>
            </button>
          </>
        ) : (
          <button type="button" onClick={() => recorder.clear()}>
            <Trans>Clear</Trans>
          </button>
        )}
        <button type="button" onClick={() => setOpen(false)} aria-label={t`Close`}>
          ×
        </button>
      </header>
      {importError ? (
        <p role="alert">
          <Trans>Not a machine trace: {importError}</Trans>
        </p>
      ) : null}
      {results ? <ReplayResults results={results} /> : null}
      <table>
        <thead>
          <tr>
            <th>ms</th>
            <th>
              <Trans>Machine</Trans>
            </th>
            <th>
              <Trans>Event</Trans>
            </th>
            <th>
              <Trans>State</Trans>
            </th>
            <th>
              <Trans>Context changes</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry, i) => (
            <TraceRow key={i} entry={entry} />
          ))}
        </tbody>
      </table>
    </aside>
  )
}

function TraceRow({ entry }: { entry: TraceEntry }) {
  return (
    <tr data-testid="trace-row" data-machine={entry.machine}>
      <td>{entry.at.toFixed(0)}</td>
      <td>{entry.machine}</td>
      <td>{entry.event.type}</td>
      <td>
        {short(entry.before)} → {short(entry.after)}
      </td>
      <td>
        {Object.entries(entry.changes).map(([key, change]) => (
          // The whole value is one hover away; the row shows its start.
          <div key={key} data-key={key} title={JSON.stringify(change.to)}>
            {key}: {short(change.from)} → {short(change.to)}
          </div>
        ))}
      </td>
    </tr>
  )
}

function ReplayResults({ results }: { results: ReplayResult[] }) {
  return (
    <ul className="replay-results" data-testid="replay-results">
      {results.map((result) => {
        const { machine, steps, divergence } = result
        const step = (divergence?.index ?? 0) + 1
        const event = divergence?.event
        const recorded = short(divergence?.expected)
        const now = short(divergence?.actual)
        const context = divergence?.context ?? ''
        return (
          <li key={result.actor} data-testid="replay-result" data-reproduced={divergence ? 'false' : 'true'}>
            {divergence ? (
              <Trans>
                {machine}: differs at step {step} ({event}): recorded {recorded}, now {now} {context}
              </Trans>
            ) : (
              <Trans>
                {machine}: {steps} steps reproduced
              </Trans>
            )}
          </li>
        )
      })}
    </ul>
  )
}
