/**
 * Machine traces: every transition of every live machine actor (time, event, state before → after,
 * context changes) in one JSON format, recorded through XState's inspection API, exported and
 * imported as a file, and replayed into a fresh actor to reproduce what happened. The developer
 * panel, the unit tests (a trace per failing test) and the graph-generated path tests all use it.
 * No React, no DOM: it runs in the browser and in Node alike.
 */
import * as v from 'valibot'
import { ApiRequestError } from '#queries/client.ts'
import { roundTo } from '#domain/helpers.ts'
import { createActor, fromCallback, type AnyStateMachine, type InspectionEvent, type StateValue } from 'xstate'

export const TRACE_FORMAT = 'skrinka.machine-trace'

/** A value as the trace keeps it: JSON, with buffers, actors and errors written as small markers. */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** One transition of one actor. */
export interface TraceEntry {
  /** Milliseconds since the recording started. */
  at: number
  /** The actor's session id (several actors may run the same machine). */
  actor: string
  /** The machine's id: price, model, cart, stepper, order, hallway. */
  machine: string
  event: { type: string } & Record<string, Json>
  before: StateValue
  after: StateValue
  /** Context fields that changed, each with its value before and after. */
  changes: Record<string, { from: Json; to: Json }>
}

/** An actor as it started: where a replay begins. */
export interface TraceActor {
  actor: string
  machine: string
  at: number
  value: StateValue
  context: Record<string, Json>
}

export interface Trace {
  format: typeof TRACE_FORMAT
  version: 1
  /** ISO time the recording started. */
  startedAt: string
  /** Where it was recorded: a page address or a test name. */
  source: string
  actors: TraceActor[]
  entries: TraceEntry[]
}

const JsonSchema: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.number(), v.string(), v.array(JsonSchema), v.record(v.string(), JsonSchema)]),
)
const StateValueSchema: v.GenericSchema<StateValue> = v.lazy(() =>
  v.union([v.string(), v.record(v.string(), v.union([StateValueSchema, v.undefined()]))]),
)

/** The trace file's schema: an imported file is checked before anything replays it. */
export const TraceSchema = v.object({
  format: v.literal(TRACE_FORMAT),
  version: v.literal(1),
  startedAt: v.string(),
  source: v.string(),
  actors: v.array(
    v.object({
      actor: v.string(),
      machine: v.string(),
      at: v.number(),
      value: StateValueSchema,
      context: v.record(v.string(), JsonSchema),
    }),
  ),
  entries: v.array(
    v.object({
      at: v.number(),
      actor: v.string(),
      machine: v.string(),
      event: v.looseObject({ type: v.string() }),
      before: StateValueSchema,
      after: StateValueSchema,
      changes: v.record(v.string(), v.object({ from: JsonSchema, to: JsonSchema })),
    }),
  ),
}) as v.GenericSchema<Trace>

const isActorRef = (value: object): value is { id: string; send: unknown } =>
  'sessionId' in value && 'send' in value && 'id' in value

/** A context or an event as JSON: a GLB is written as its size, an actor as its id, an error as its message. */
export function toJson(value: unknown): Json {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) => {
      if (item instanceof ArrayBuffer) return { $bytes: item.byteLength }
      if (item instanceof Error)
        return { $error: item.name, message: item.message, ...Object.fromEntries(Object.entries(item)) }
      if (typeof item === 'object' && item !== null && isActorRef(item)) return { $actor: item.id }
      if (typeof item === 'function' || typeof item === 'symbol') return undefined
      return item
    }) ?? 'null',
  ) as Json
}

/** The inverse for a replay: a buffer of the same size, an actor that takes and ignores events. */
export function fromJson(value: Json): unknown {
  if (Array.isArray(value)) return value.map(fromJson)
  if (value && typeof value === 'object') {
    if (typeof value.$bytes === 'number') return new ArrayBuffer(value.$bytes)
    if (typeof value.$actor === 'string') return { id: value.$actor, sessionId: value.$actor, send: () => {} }
    if (typeof value.$error === 'string') {
      // The shop's API error is rebuilt as itself: machines decide by its status and body.
      const { $error: name, message, status, body } = value
      return name === 'ApiRequestError' && typeof status === 'number'
        ? new ApiRequestError(status, fromJson(body ?? null) as never)
        : Object.assign(new Error(String(message)), { name })
    }
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fromJson(item)]))
  }
  return value
}

/** The context fields whose JSON differs. */
export function contextChanges(before: Record<string, Json>, after: Record<string, Json>): TraceEntry['changes'] {
  const changes: TraceEntry['changes'] = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const from = before[key] ?? null
    const to = after[key] ?? null
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to }
  }
  return changes
}

type MachineSnapshotLike = { value: StateValue; context: unknown }
const isMachineSnapshot = (snapshot: unknown): snapshot is MachineSnapshotLike =>
  typeof snapshot === 'object' && snapshot !== null && 'value' in snapshot && 'context' in snapshot

/**
 * Records every machine actor it inspects; pass `inspect` to createActor / useActorRef. Times are
 * milliseconds since `started` (the recorder's creation unless given); `inspect` takes the time an
 * event happened when it is handed on later.
 */
export function createTraceRecorder(
  source: string,
  now: () => number = () => performance.now(),
  started: number = now(),
) {
  const trace: Trace = {
    format: TRACE_FORMAT,
    version: 1,
    startedAt: new Date().toISOString(),
    source,
    actors: [],
    entries: [],
  }
  const last = new Map<string, { value: StateValue; context: Record<string, Json> }>()
  const listeners = new Set<() => void>()
  let version = 0

  function inspect(inspection: InspectionEvent, when: number = now()) {
    // A stop ends the actor; it changes no state, so it is not a transition to replay.
    if (
      inspection.type !== '@xstate.snapshot' ||
      !isMachineSnapshot(inspection.snapshot) ||
      inspection.event.type === 'xstate.stop'
    )
      return
    const ref = inspection.actorRef as unknown as { sessionId: string; logic: { id?: string } }
    const at = roundTo(when - started, 1)
    const machine = ref.logic.id ?? 'machine'
    const value = toJson(inspection.snapshot.value) as StateValue
    const context = (toJson(inspection.snapshot.context) ?? {}) as Record<string, Json>
    const before = last.get(ref.sessionId)
    if (before) {
      trace.entries.push({
        at,
        actor: ref.sessionId,
        machine,
        event: toJson(inspection.event) as TraceEntry['event'],
        before: before.value,
        after: value,
        changes: contextChanges(before.context, context),
      })
    } else {
      trace.actors.push({ actor: ref.sessionId, machine, at, value, context })
    }
    last.set(ref.sessionId, { value, context })
    version++
    for (const listener of listeners) listener()
  }

  return {
    inspect,
    trace,
    /** For useSyncExternalStore: a number that changes with every entry. */
    version: () => version,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    clear() {
      trace.actors.length = 0
      trace.entries.length = 0
      last.clear()
      version++
      for (const listener of listeners) listener()
    },
  }
}
export type TraceRecorder = ReturnType<typeof createTraceRecorder>

/** The file a trace is exported as, and read back from. */
export const serializeTrace = (trace: Trace) => JSON.stringify(trace, null, 2)
export function parseTrace(text: string): v.SafeParseResult<typeof TraceSchema> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return v.safeParse(TraceSchema, json)
}

/** What a replay found: each actor's steps, and where (if anywhere) the machine now does otherwise. */
export interface ReplayResult {
  actor: string
  machine: string
  steps: number
  divergence: null | { index: number; event: string; expected: StateValue; actual: StateValue; context?: string }
}

/**
 * The machine with its effects switched off: invoked actors never answer by themselves (the trace
 * holds their answers as events) and only `assign` actions run, so nothing reaches the network,
 * the storage or the log.
 */
export function inertMachine(machine: AnyStateMachine): AnyStateMachine {
  const { actors, actions } = machine.implementations
  // A callback actor that does nothing never answers, like a request that never returns.
  const inertActors = Object.fromEntries(Object.keys(actors).map((name) => [name, fromCallback(() => {})]))
  const inertActions = Object.fromEntries(
    Object.entries(actions)
      .filter(([, action]) => !String((action as { type?: string }).type ?? '').startsWith('xstate.'))
      .map(([name]) => [name, () => {}]),
  )
  return machine.provide({ actors: inertActors, actions: inertActions } as never)
}

/**
 * Sends a trace's events, in order, to fresh actors of the same machines, started in the recorded
 * first state, and compares each state and context with the recording. `onStep` may check more.
 */
export function replayTrace(
  trace: Trace,
  machines: Record<string, AnyStateMachine>,
  onStep?: (snapshot: MachineSnapshotLike, index: number) => void,
): ReplayResult[] {
  return trace.actors
    .filter((start) => machines[start.machine])
    .map((start) => {
      const machine = inertMachine(machines[start.machine]!)
      const snapshot = machine.resolveState({ value: start.value, context: fromJson(start.context) as never })
      const actor = createActor(machine, { snapshot: snapshot as never }).start()
      const entries = trace.entries.filter((entry) => entry.actor === start.actor)
      let divergence: ReplayResult['divergence'] = null
      try {
        for (const [index, entry] of entries.entries()) {
          actor.send(fromJson(entry.event) as never)
          const now = actor.getSnapshot() as MachineSnapshotLike
          onStep?.(now, index)
          const context = toJson(now.context) as Record<string, Json>
          const expectedContext = fromChanges(start, entries, index)
          const sameState = JSON.stringify(toJson(now.value)) === JSON.stringify(entry.after)
          const contextDiff = contextChanges(expectedContext, pick(context, Object.keys(expectedContext)))
          if (!sameState || Object.keys(contextDiff).length > 0) {
            divergence = {
              index,
              event: entry.event.type,
              expected: entry.after,
              actual: toJson(now.value) as StateValue,
              ...(sameState ? { context: Object.keys(contextDiff).join(', ') } : {}),
            }
            break
          }
        }
      } finally {
        actor.stop()
      }
      return { actor: start.actor, machine: start.machine, steps: entries.length, divergence }
    })
}

const pick = (record: Record<string, Json>, keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, record[key] ?? null]))

/** The recorded context after entry `index`: the start with every change up to it applied. */
function fromChanges(start: TraceActor, entries: TraceEntry[], index: number): Record<string, Json> {
  const context = { ...start.context }
  for (const entry of entries.slice(0, index + 1))
    for (const [key, change] of Object.entries(entry.changes)) context[key] = change.to
  return context
}
