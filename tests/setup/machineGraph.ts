/**
 * Graph-generated machine tests: xstate/graph walks a machine from its first state with a finite
 * set of events (the invoked actors' answers included, as the events the machine receives), one
 * test path per transition found (the shortest way to its source, then the transition), and a
 * report of how many of the machine's states and transitions the walk reached. Each path runs as a
 * trace replayed into a real actor, so the same trace format reports a failing path.
 */
import { getAdjacencyMap, getShortestPaths, getStateNodes } from 'xstate/graph'
import {
  transition,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type AnyMachineSnapshot,
} from 'xstate'
import { contextChanges, toJson, TRACE_FORMAT, type Trace, type TraceEntry } from '#debug/trace.ts'

type Json = ReturnType<typeof toJson>

/** How to walk one machine. */
export interface GraphModel<M extends AnyStateMachine> {
  machine: M
  input?: InputFrom<M>
  /** The events worth trying in a state (a function keeps the walk finite and meaningful). */
  events: (snapshot: AnyMachineSnapshot) => EventFromLogic<M>[]
  /** What makes two snapshots different for the walk: the state and the context fields rules look at. */
  serialize: (snapshot: AnyMachineSnapshot) => string
  /** A product rule (docs/product.md) that holds in every state, checked after every step of every path. */
  invariant?: (snapshot: AnyMachineSnapshot) => void
}

export interface GraphPath {
  name: string
  trace: Trace
}

export interface GraphCoverage {
  machine: string
  states: { covered: number; total: number; missing: string[] }
  transitions: { covered: number; total: number; missing: string[] }
  paths: number
}

/** Every state node but the root, by id. */
const stateNodesOf = (machine: AnyStateMachine) => getStateNodes(machine.root).filter((node) => node !== machine.root)

/** A name for each transition the machine defines: source, event, branch. */
function transitionNames(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const names = new Map<AnyTransitionDefinition, string>()
  for (const node of [machine.root, ...stateNodesOf(machine)] as AnyStateNode[]) {
    for (const [eventType, definitions] of node.transitions)
      definitions.forEach((definition, i) =>
        names.set(definition, `${node.id} ${eventType}${definitions.length > 1 ? `[${i}]` : ''}`),
      )
    node.always?.forEach((definition, i) => names.set(definition, `${node.id} always[${i}]`))
  }
  return names
}

/** A state node's path as the state value `matches` takes: ['open', 'failed'] → { open: 'failed' }. */
const valueOf = (path: string[]): unknown =>
  path.reduceRight<unknown>((inner, segment) => (inner === undefined ? segment : { [segment]: inner }), undefined)

const label = (value: unknown) => JSON.stringify(value).replace(/"/g, '')

/** The walk: test paths (as traces) and what they cover. */
export function walk<M extends AnyStateMachine>(model: GraphModel<M>): { paths: GraphPath[]; coverage: GraphCoverage } {
  const { machine } = model
  const options = {
    events: model.events,
    serializeState: (s: AnyMachineSnapshot) => model.serialize(s),
    ...(model.input === undefined ? {} : { input: model.input }),
  }
  const adjacency = getAdjacencyMap(machine, options as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventFromLogic<M>; state: AnyMachineSnapshot }> }
  >
  const shortest = new Map(
    (
      getShortestPaths(machine, options as never) as Array<{
        state: AnyMachineSnapshot
        steps: Array<{ event: EventFromLogic<M>; state: AnyMachineSnapshot }>
      }>
    ).map((path) => [model.serialize(path.state), path]),
  )
  const names = transitionNames(machine)
  const taken = new Set<string>()
  const reached = new Set<string>()
  const nodes = stateNodesOf(machine)
  const paths: GraphPath[] = []

  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    for (const node of nodes) if (state.matches(valueOf(node.path) as never)) reached.add(node.id)
    const prefix = shortest.get(key)
    if (!prefix) continue
    // The walk merges snapshots that serialize alike, so each path is run again from its start with
    // the pure transition function: its states are what the machine really does with these events.
    const [start, ...steps] = prefix.steps
    for (const { event } of Object.values(transitions)) {
      const events = [...steps.map((step) => step.event), event]
      const run: Array<{ event: EventFromLogic<M>; state: AnyMachineSnapshot }> = []
      let current = start!.state
      for (const next of events) {
        for (const definition of machine.getTransitionData(current as never, next as never))
          taken.add(names.get(definition) ?? `? ${definition.eventType}`)
        current = transition(machine, current as never, next as never)[0] as AnyMachineSnapshot
        run.push({ event: next, state: current })
      }
      const last = run.at(-1)!
      paths.push({
        name: `${label(run.at(-2)?.state.value ?? start!.state.value)} --${event.type}--> ${label(last.state.value)}`,
        trace: toTrace(machine.id, start!.state, run, model.serialize(last.state)),
      })
    }
  }
  const allStates = nodes.map((node) => node.id)
  const allTransitions = [...names.values()]
  return {
    paths,
    coverage: {
      machine: machine.id,
      states: {
        covered: allStates.filter((id) => reached.has(id)).length,
        total: allStates.length,
        missing: allStates.filter((id) => !reached.has(id)),
      },
      transitions: {
        covered: allTransitions.filter((name) => taken.has(name)).length,
        total: allTransitions.length,
        missing: allTransitions.filter((name) => !taken.has(name)),
      },
      paths: paths.length,
    },
  }
}

/** A path as the trace a recorder would have written for it. */
function toTrace(
  machine: string,
  initial: { value: unknown; context: unknown },
  steps: Array<{ event: { type: string }; state: { value: unknown; context: unknown } }>,
  target: string,
): Trace {
  let before = { value: toJson(initial.value), context: toJson(initial.context) as Record<string, Json> }
  const entries: TraceEntry[] = steps.map((step, i) => {
    const after = { value: toJson(step.state.value), context: toJson(step.state.context) as Record<string, Json> }
    const entry: TraceEntry = {
      at: i,
      actor: 'graph',
      machine,
      event: toJson(step.event) as TraceEntry['event'],
      before: before.value as never,
      after: after.value as never,
      changes: contextChanges(before.context, after.context),
    }
    before = after
    return entry
  })
  return {
    format: TRACE_FORMAT,
    version: 1,
    startedAt: new Date(0).toISOString(),
    source: `graph path to ${target}`,
    actors: [
      {
        actor: 'graph',
        machine,
        at: 0,
        value: toJson(initial.value) as never,
        context: toJson(initial.context) as Record<string, Json>,
      },
    ],
    entries,
  }
}
