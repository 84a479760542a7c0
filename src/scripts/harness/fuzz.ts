/**
 * The fuzz engine (issue 17): requests to every call of the endpoint table (src/domain/endpoints.ts),
 * their bodies drawn by fast-check from the call's valibot request schema: valid, near-valid (one
 * field removed, of the wrong type, a huge number, an odd string, an unknown key) and hostile (deep
 * nesting, `__proto__`, 10 MB, invalid UTF-8, wrong content types). Any 5xx, any answer slower than
 * 5 s or a server that stops answering is a failure. `tests/api/fuzz.test.ts` runs 1,000 requests,
 * `npm run fuzz` 10,000.
 */
import fc from 'fast-check'
import type * as v from 'valibot'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { StaffOrdersQuerySchema } from '#domain/staffOrders.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'

/** The slowest answer that still passes. */
export const FUZZ_SLOW_MS = 5_000

/** One request the fuzzer sends: what it is, for the report, and what goes on the wire. */
export interface FuzzRequest {
  call: string
  kind: 'valid' | 'near-valid' | 'hostile'
  /** What was done to the body or the request, in a few words. */
  note: string
  method: string
  path: string
  headers: Record<string, string>
  body?: string | Uint8Array<ArrayBuffer>
}

/** What the server needs to be reached past its first checks: the staff token and a real order number. */
export interface FuzzContext {
  staffToken: string
  orderNumber: string
}

type AnySchema = v.GenericSchema & {
  type: string
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[]
  entries?: Record<string, AnySchema>
  item?: AnySchema
  items?: readonly AnySchema[]
  options?: readonly unknown[]
  wrapped?: AnySchema
  literal?: unknown
  key?: AnySchema
  value?: AnySchema
}

/** The requirement of the first pipe action of a type, up to the first transformation (it changes the value's type). */
function requirement(schema: AnySchema, type: string): unknown {
  for (const action of schema.pipe ?? []) {
    if (action.kind === 'transformation') return undefined
    if (action.type === type) return action.requirement
  }
  return undefined
}
const has = (schema: AnySchema, type: string) =>
  (schema.pipe ?? []).some((action) => action.type === type && action.kind !== 'transformation')

const OPTIONAL = new Set(['optional', 'nullish', 'exact_optional', 'undefinedable'])

/** An arbitrary of values the schema accepts (checks across fields aside), walked from the valibot schema objects. */
export function valueOf(schema: AnySchema): fc.Arbitrary<unknown> {
  switch (schema.type) {
    case 'string': {
      const regex = requirement(schema, 'regex')
      if (regex instanceof RegExp) return fc.stringMatching(regex, { size: 'small' })
      if (has(schema, 'email')) return fc.emailAddress({ size: 'small' })
      const min = Number(requirement(schema, 'min_length') ?? requirement(schema, 'length') ?? 0)
      const max = Number(requirement(schema, 'max_length') ?? requirement(schema, 'length') ?? 40)
      const nonEmpty = has(schema, 'non_empty') ? 1 : 0
      return fc.string({ minLength: Math.max(min, nonEmpty), maxLength: Math.min(Math.max(max, min, nonEmpty), 60) })
    }
    case 'number': {
      const min = (requirement(schema, 'min_value') as number | undefined) ?? -1e6
      const max = (requirement(schema, 'max_value') as number | undefined) ?? 1e6
      return has(schema, 'integer')
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.boolean()
    case 'literal':
      return fc.constant(schema.literal)
    case 'picklist':
    case 'enum':
      return fc.constantFrom(...(schema.options as unknown[]))
    case 'null':
      return fc.constant(null)
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      const entries = schema.entries ?? {}
      const model = Object.fromEntries(Object.entries(entries).map(([key, entry]) => [key, valueOf(entry)]))
      const requiredKeys = Object.keys(entries).filter((key) => !OPTIONAL.has(entries[key]!.type))
      return fc.record(model, { requiredKeys })
    }
    case 'optional':
    case 'exact_optional':
    case 'undefinedable':
      return valueOf(schema.wrapped!)
    case 'nullable':
    case 'nullish':
      return fc.oneof(valueOf(schema.wrapped!), fc.constant(null))
    case 'array': {
      const min = Number(requirement(schema, 'min_length') ?? (has(schema, 'non_empty') ? 1 : 0))
      const max = Number(requirement(schema, 'max_length') ?? 4)
      return fc.array(valueOf(schema.item!), { minLength: min, maxLength: Math.max(min, Math.min(max, 4)) })
    }
    case 'tuple':
    case 'strict_tuple':
      return fc.tuple(...(schema.items ?? []).map(valueOf))
    case 'variant':
    case 'union':
      return fc.oneof(...(schema.options as AnySchema[]).map(valueOf))
    case 'record':
      return fc.dictionary(valueOf(schema.key!) as fc.Arbitrary<string>, valueOf(schema.value!), { maxKeys: 4 })
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/** Every place in a JSON value: the paths of its object keys and array items. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => [[...prefix, i], ...pathsOf(item, [...prefix, i])])
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])])
  return []
}

/** A copy of `value` with the place at `path` set (or, with `remove`, deleted). */
function setAt(value: unknown, path: (string | number)[], next: unknown, remove = false): unknown {
  if (path.length === 0) return next
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>
  if (remove && rest.length === 0) delete copy[head!]
  else copy[head!] = setAt(copy[head!], rest, next, remove)
  return copy
}

/** Values that are of the wrong type, too big, or odd for nearly any field. */
const oddValue = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, -0, '', [], {}, '0', 'null'),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER * 1000, 5e-324, 0.1 + 0.2, 1e21),
  fc.constantFrom(
    'x'.repeat(5_000),
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\u202e',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A JSON text of a valid value with one field removed, replaced by an odd value, or an unknown key added. */
function nearValid(valid: fc.Arbitrary<unknown>): fc.Arbitrary<{ note: string; text: string }> {
  return fc
    .tuple(valid, fc.nat(), fc.constantFrom('remove', 'replace', 'unknown key'), oddValue, fc.string({ maxLength: 12 }))
    .map(([value, pick, how, odd, key]) => {
      const paths = pathsOf(value)
      const path = paths.length > 0 ? paths[pick % paths.length]! : []
      if (how === 'unknown key' || paths.length === 0) {
        const parent = path.slice(0, -1)
        const target = parent.length ? parent : []
        const base =
          value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
        const added = target.length ? setAt(base, [...target, key || 'extra'], odd) : { ...base, [key || 'extra']: odd }
        return { note: `unknown key ${JSON.stringify(key || 'extra')}`, text: JSON.stringify(added) ?? 'null' }
      }
      const changed = setAt(value, path, odd, how === 'remove')
      return {
        note: `${how} ${path.join('.')}${how === 'replace' ? ` with ${String(JSON.stringify(odd)).slice(0, 40)}` : ''}`,
        text: JSON.stringify(changed) ?? 'null',
      }
    })
}

/** 10 MB of JSON, made once: the body limit must answer it with 413 before reading it all. */
const TEN_MB = `{"x":"${'a'.repeat(10 * 1024 * 1024)}"}`
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`

/** Bodies no client of ours sends: each with what it is. */
function hostile(
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ note: string; body: string | Uint8Array<ArrayBuffer>; type?: string }> {
  const json = valid.map((value) => JSON.stringify(value) ?? 'null')
  const insertInObject = (text: string, member: string) =>
    text.startsWith('{') && text !== '{}' ? `{${member},${text.slice(1)}` : `{${member}}`
  return fc.oneof(
    json.map((text) => ({
      note: '__proto__ key',
      body: insertInObject(text, '"__proto__":{"polluted":true,"isAdmin":true}'),
    })),
    json.map((text) => ({
      note: 'constructor.prototype key',
      body: insertInObject(text, '"constructor":{"prototype":{"polluted":true}}'),
    })),
    fc.constantFrom(1_000, 100_000).map((n) => ({ note: `array nested ${n} deep`, body: deep(n) })),
    fc.constantFrom(1_000, 50_000).map((n) => ({ note: `object nested ${n} deep`, body: deepObject(n) })),
    json.map((text) => ({ note: 'a field nested 5,000 deep', body: insertInObject(text, `"nested":${deep(5_000)}`) })),
    json.map((text) => ({ note: 'numbers as 1e999', body: text.replace(/:(-?\d+(\.\d+)?)/g, ':1e999') })),
    json.map((text) => ({
      note: 'numbers as -1e999 and 1e-999',
      body: text.replace(/:(-?\d+(\.\d+)?)/g, (_, __, ___, i: number) => (i % 2 ? ':-1e999' : ':1e-999')),
    })),
    fc.constant({ note: '10 MB body', body: TEN_MB }),
    fc
      .tuple(json, fc.constantFrom([0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80]))
      .map(([text, bytes]) => {
        const at = text.indexOf('":"')
        const raw = Buffer.from(at >= 0 ? text : `{"x":"a"}`)
        const cut = (at >= 0 ? at : 3) + 3
        return {
          note: `invalid UTF-8 ${bytes.map((b) => b.toString(16)).join(' ')}`,
          body: new Uint8Array(Buffer.concat([raw.subarray(0, cut), Buffer.from(bytes), raw.subarray(cut)])),
        }
      }),
    fc
      .tuple(
        json,
        fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/jsonx',
          'application/json; charset=latin1',
          '',
        ),
      )
      .map(([text, type]) => ({ note: `content type ${JSON.stringify(type)}`, body: text, type })),
    fc
      .constantFrom('', 'null', '[]', '"text"', '123', '{', '{"a":', 'true', '\u0000', '{"a":1,"a":2}')
      .map((body) => ({ note: `body ${JSON.stringify(body)}`, body })),
    fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ note: 'random text', body })),
  )
}

/** What a call's `:name` parameters get: mostly a real value, else anything. */
function paramValue(name: string, context: FuzzContext): fc.Arbitrary<string> {
  const odd = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.constantFrom('%00', '..', '%2e%2e%2f', 'x'.repeat(3_000), '2026-000001', '-1', '0', '%ZZ', '%E0%A4%A'),
  )
  if (name === 'number')
    return fc.oneof({ weight: 3, arbitrary: fc.constant(context.orderNumber) }, { weight: 2, arbitrary: odd })
  if (name === 'file')
    return fc.oneof(
      fc.stringMatching(/^[0-9a-f]{32}\.glb$/),
      odd.map((text) => `${text}.glb`),
      odd,
    )
  return odd
}

/** The query a GET call reads, valid or odd: the orders desk's filter and the hallway picture's design. */
function queryOf(call: string): fc.Arbitrary<Record<string, string>> {
  const odd = fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ unit: 'grapheme', maxLength: 30 }), {
    maxKeys: 4,
  })
  if (call === 'staffOrders') {
    const valid = valueOf(StaffOrdersQuerySchema as unknown as AnySchema) as fc.Arbitrary<Record<string, string>>
    return fc.oneof(
      valid,
      odd,
      fc.tuple(valid, odd).map(([a, b]) => ({ ...a, ...b })),
    )
  }
  if (call === 'chodbaPhoto') {
    const valid = hallwayQuery(defaultHallway()) as Record<string, string>
    return fc.oneof(
      fc.constant(valid),
      fc
        .tuple(fc.constantFrom(...Object.keys(valid)), fc.string({ unit: 'grapheme', maxLength: 200 }))
        .map(([key, text]) => ({ ...valid, [key]: text })),
      odd,
    )
  }
  return fc.oneof({ weight: 4, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: odd })
}

/** One request to one call: its address, headers and a valid, near-valid or hostile body. */
function requestTo(call: string, entry: Endpoint, context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((m) => m[1]!)
  const params = fc.tuple(...names.map((name) => paramValue(name, context)))
  const staff = entry.path.startsWith('/api/staff/')
  const auth = staff
    ? fc.oneof(
        { weight: 6, arbitrary: fc.constant({ authorization: `Bearer ${context.staffToken}` }) },
        { weight: 1, arbitrary: fc.constant({}) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            { authorization: 'Bearer wrong' },
            { authorization: 'Basic x' },
            { cookie: 'skrinka_staff=forged' },
          ),
        },
      )
    : fc.constant({})
  const extra = fc.record(
    {
      'idempotency-key': fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,100}$/), fc.string({ maxLength: 120 })),
      'x-staff-name': fc.oneof(
        fc.string({ unit: 'grapheme', maxLength: 90 }).map(encodeURIComponent),
        fc.constantFrom('%E0%A4%A', '%'),
      ),
      origin: fc.constantFrom('https://evil.example', 'null'),
    },
    { requiredKeys: [] },
  )
  const body: fc.Arbitrary<{
    kind: FuzzRequest['kind']
    note: string
    body?: string | Uint8Array<ArrayBuffer>
    type?: string
  }> =
    entry.request === 'none'
      ? fc.constant({ kind: 'valid' as const, note: 'no body' })
      : (() => {
          const valid = valueOf(entry.request as AnySchema)
          return fc.oneof(
            valid.map((value) => ({ kind: 'valid' as const, note: 'valid', body: JSON.stringify(value) })),
            nearValid(valid).map(({ note, text }) => ({ kind: 'near-valid' as const, note, body: text })),
            hostile(valid).map((h) => ({ kind: 'hostile' as const, ...h })),
          )
        })()
  const method = fc.oneof(
    { weight: 19, arbitrary: fc.constant(entry.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH') },
  )
  return fc
    .tuple(params, auth, extra, body, queryOf(call), method)
    .map(([values, authHeaders, extraHeaders, b, query, chosen]) => {
      let path = entry.path
      names.forEach((name, i) => (path = path.replace(`:${name}`, encodeURIComponent(values[i]!))))
      const search = new URLSearchParams(query).toString()
      const headers = Object.fromEntries(
        Object.entries({ ...authHeaders, ...extraHeaders }).filter((pair): pair is [string, string] => !!pair[1]),
      )
      const withBody = chosen !== 'GET' && b.body !== undefined
      if (withBody) headers['content-type'] = b.type ?? 'application/json'
      if (withBody && b.type === '') delete headers['content-type']
      return {
        call,
        kind: b.kind,
        note: chosen === entry.method ? b.note : `${b.note}, method ${chosen}`,
        method: chosen,
        path: search ? `${path}?${search}` : path,
        headers,
        ...(withBody ? { body: b.body } : {}),
      }
    })
}

/** Requests to every call of the endpoint table, evenly. */
export function fuzzRequests(context: FuzzContext): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...Object.entries(API).map(([call, entry]) => requestTo(call, entry, context)))
}

/** What a fuzz run saw. `failures` is empty when nothing answered 5xx, too slowly, or stopped answering. */
export interface FuzzReport {
  runs: number
  seed: number
  /** Answers per status ('error' when the connection failed while the server stayed up). */
  counts: Record<string, number>
  slowestMs: number
  failures: { request: string; problem: string }[]
  /** Requests whose connection failed while the server stayed up (the 'error' count), with why. */
  connectionErrors: { request: string; problem: string }[]
}

/** A failed fetch's message with its cause (undici puts the socket's error there). */
function describeFetchError(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${String(error)}${cause}`
}

/** A short line naming a request, to reproduce it by hand. */
export function describeRequest(request: FuzzRequest): string {
  const size =
    request.body === undefined
      ? 0
      : typeof request.body === 'string'
        ? Buffer.byteLength(request.body)
        : request.body.length
  const preview = typeof request.body === 'string' ? ` ${request.body.slice(0, 160)}` : ''
  return `${request.method} ${request.path.slice(0, 200)} [${request.kind}: ${request.note}] ${JSON.stringify(request.headers).slice(0, 200)} (${size} bytes)${preview}`
}

/** Sends `runs` requests drawn with `seed` to the server at `url`, a few at once, and reports the answers. */
export async function runFuzz(
  url: string,
  context: FuzzContext,
  options: {
    runs: number
    seed: number
    concurrency?: number
    /** Answers slower than this fail (FUZZ_SLOW_MS); Infinity in `npm test`, whose rule is no timed tests. */
    slowMs?: number
    onProgress?: (done: number) => void
  },
): Promise<FuzzReport> {
  const counts: Record<string, number> = {}
  const failures: FuzzReport['failures'] = []
  const connectionErrors: FuzzReport['failures'] = []
  let slowestMs = 0
  let stopped = false
  const slowMs = options.slowMs ?? FUZZ_SLOW_MS
  // Past this a request counts as a hang whatever the limit above: the server stopped answering it.
  const hangMs = Number.isFinite(slowMs) ? slowMs * 3 : 120_000
  const arbitrary = fuzzRequests(context)
  const batch = 250
  for (let from = 0; from < options.runs && !stopped; from += batch) {
    // One sample per batch keeps memory flat; the batch's seed follows from the run's.
    const requests = fc.sample(arbitrary, { seed: options.seed + from, numRuns: Math.min(batch, options.runs - from) })
    let next = 0
    const workers = Array.from({ length: options.concurrency ?? 2 }, async () => {
      while (next < requests.length && !stopped) {
        const request = requests[next++]!
        const started = Date.now()
        let status: string
        try {
          const response = await fetch(`${url}${request.path}`, {
            method: request.method,
            headers: request.headers,
            ...(request.body !== undefined ? { body: request.body } : {}),
            signal: AbortSignal.timeout(hangMs),
          })
          await response.arrayBuffer()
          status = String(response.status)
          if (response.status >= 500)
            failures.push({ request: describeRequest(request), problem: `answered ${response.status}` })
        } catch (error) {
          status = 'error'
          const healthy = await fetch(`${url}${API.health.path}`).then(
            (r) => r.ok,
            () => false,
          )
          if (!healthy) {
            stopped = true
            failures.push({
              request: describeRequest(request),
              problem: `server stopped answering (${describeFetchError(error)})`,
            })
          } else if (error instanceof Error && error.name === 'TimeoutError') {
            failures.push({ request: describeRequest(request), problem: `no answer within ${hangMs / 1000} s` })
          } else {
            connectionErrors.push({ request: describeRequest(request), problem: describeFetchError(error) })
          }
        }
        const ms = Date.now() - started
        slowestMs = Math.max(slowestMs, ms)
        if (ms > slowMs) failures.push({ request: describeRequest(request), problem: `answered after ${ms} ms` })
        counts[status] = (counts[status] ?? 0) + 1
      }
    })
    await Promise.all(workers)
    options.onProgress?.(Math.min(from + batch, options.runs))
  }
  return { runs: options.runs, seed: options.seed, counts, slowestMs, failures, connectionErrors }
}
