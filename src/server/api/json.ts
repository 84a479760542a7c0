import type { IncomingMessage } from 'node:http'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { Issue } from '../../domain/cabinet/validation'

/** Largest JSON body the API reads (an order with 50 cabinets fits many times over). */
export const MAX_BODY_BYTES = 256 * 1024

/** An error status the API answers with. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

/** The API's error shape: a code, a sentence, and the fields at fault. */
export function errorBody(error: string, message: string, issues?: Issue[]) {
  return { error, message, ...(issues ? { issues } : {}) }
}

/** Answers with the API's error shape: a code, a sentence, and the fields at fault. */
export function apiError(c: Context, status: ApiErrorStatus, error: string, message: string, issues?: Issue[]) {
  return c.json(errorBody(error, message, issues), status)
}

/** A JSON answer before it is written: the fast path (../fast.ts) and Hono's routes both send it. */
export interface JsonAnswer {
  status: 200 | ApiErrorStatus | 500
  body: unknown
}

/** An error answer in the API's shape. */
export const errorAnswer = (status: ApiErrorStatus, error: string, message: string, issues?: Issue[]): JsonAnswer => ({
  status,
  body: errorBody(error, message, issues),
})

/** Sends a JsonAnswer through Hono. */
export const sendAnswer = (c: Context, answer: JsonAnswer) => c.json(answer.body, answer.status)

/** valibot issues as paths and messages ("cabinet.realWidth: Invalid type: Expected number …"). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '(body)', message: issue.message }))
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response }

/** What a JSON body came to, before any framework answers it: its value, or the error answer. */
export type ParsedBody<T> = { ok: true; value: T } | { ok: false; answer: JsonAnswer }

/**
 * Reads a JSON body and checks it against a schema. Not JSON → 415; over the limit → 413;
 * not UTF-8, unreadable JSON or a NUL character → 400; wrong shape → 400 naming each field.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<BodyResult<v.InferOutput<S>>> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  const parsed = await parseJsonBody(
    schema,
    c.req.header('content-type'),
    c.req.header('content-length'),
    incoming && typeof incoming.on === 'function' && !incoming.readableEnded ? incoming : c.req.raw,
  )
  return parsed.ok ? parsed : { ok: false, response: sendAnswer(c, parsed.answer) }
}

/**
 * readJson's rules without a framework: the content type and length as sent, and the body from
 * node's request stream (or a web Request where there is none). The fast path calls it directly.
 */
export async function parseJsonBody<S extends v.GenericSchema>(
  schema: S,
  contentType: string | undefined,
  contentLength: string | undefined,
  source: IncomingMessage | Request,
): Promise<ParsedBody<v.InferOutput<S>>> {
  const text = await readJsonText(contentType, contentLength, source)
  return text.ok ? parseJsonText(schema, text.value) : text
}

/** The first half of parseJsonBody: the body as text. Not JSON → 415; over the limit → 413; not UTF-8 → 400. */
export async function readJsonText(
  contentType: string | undefined,
  contentLength: string | undefined,
  source: IncomingMessage | Request,
): Promise<ParsedBody<string>> {
  if (!/^application\/json\b/i.test(contentType ?? '')) {
    return { ok: false, answer: errorAnswer(415, 'unsupported_media_type', 'Send the body as application/json.') }
  }
  const declared = Number(contentLength ?? '0')
  if (declared > MAX_BODY_BYTES) return { ok: false, answer: tooLarge() }
  const bytes = 'on' in source ? await readNodeBody(source) : await readWebBody(source)
  if (bytes === undefined) return { ok: false, answer: tooLarge() }
  try {
    return { ok: true, value: UTF8.decode(bytes) }
  } catch {
    // Decoding leniently would turn the bad bytes into U+FFFD and store them as if the shopper had typed them.
    return { ok: false, answer: errorAnswer(400, 'invalid_encoding', 'The body is not valid UTF-8.') }
  }
}

/** The second half of parseJsonBody: the text as JSON of the schema's shape. Unreadable JSON or a NUL → 400; wrong shape → 400 naming each field. */
export function parseJsonText<S extends v.GenericSchema>(schema: S, raw: string): ParsedBody<v.InferOutput<S>> {
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return { ok: false, answer: errorAnswer(400, 'invalid_json', 'The body is not valid JSON.') }
  }
  // PostgreSQL's text cannot hold NUL, and no shopper types one: refuse it here, named, not as a 500 later.
  const nul = raw.includes('\\u0000') ? nulPath(body) : undefined
  if (nul !== undefined) {
    const issues = [{ path: nul || '(body)', message: 'may not contain the NUL character (\\u0000)' }]
    return { ok: false, answer: errorAnswer(400, 'invalid_body', describe(issues), issues) }
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const issues = issuesOf(result.issues)
    return { ok: false, answer: errorAnswer(400, 'invalid_body', describe(issues), issues) }
  }
  return { ok: true, value: result.output }
}

async function readWebBody(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array | undefined> {
  const raw = await request.arrayBuffer()
  return raw.byteLength > limit ? undefined : new Uint8Array(raw)
}

/**
 * The body's bytes, or undefined when it passes the limit. On Node it reads the request stream
 * itself: converting it to a web stream first cost a third of a getPrice call.
 */
// Listeners, not `for await`: the async iterator costs a promise per chunk and a few more per body,
// about a tenth of a getPrice call's time on the server (docs/decisions/0020-server-speed.md).
function readNodeBody(incoming: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length
      // Keep draining so the connection stays usable, but stop keeping what is over the limit.
      if (size <= limit) chunks.push(chunk)
    })
    let ended = false
    incoming.once('end', () => {
      ended = true
      resolve(size > limit ? undefined : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    })
    incoming.once('error', reject)
    // A client that goes away mid-body ends the wait as the stream's error would (a settled promise ignores it).
    incoming.once('close', () => ended || reject(new Error('request closed before its body ended')))
  })
}

/** A Hono request's body bytes up to `limit` (undefined past it), from node's stream where there is one. */
export async function readBody(c: Context, limit = MAX_BODY_BYTES): Promise<Uint8Array | undefined> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming && typeof incoming.on === 'function' && !incoming.readableEnded
    ? readNodeBody(incoming, limit)
    : readWebBody(c.req.raw, limit)
}

/**
 * The dot path of a string (value or key) in a parsed body holding a NUL character, or undefined.
 * A loop, not recursion: a hostile body may nest arrays 100,000 deep.
 */
function nulPath(body: unknown): string | undefined {
  const stack: [unknown, string][] = [[body, '']]
  while (stack.length > 0) {
    const [value, path] = stack.pop()!
    if (typeof value === 'string' && value.includes('\0')) return path
    if (!value || typeof value !== 'object') continue
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key
      if (key.includes('\0')) return at
      stack.push([item, at])
    }
  }
  return undefined
}

/** Refuses bytes that are not UTF-8 instead of replacing them. */
const UTF8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Every request of the app, whatever its route: a declared body over the limit gets 413 at once. Hono's
 * bodyLimit would read `c.req.raw`, turning the Node request into a web one (see readBody); a body sent
 * without a length is capped by readBody as it streams in, and routes that take none never read it.
 */
export const bodyLimit: MiddlewareHandler = async (c, next) => {
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) return sendAnswer(c, tooLarge())
  await next()
}

function tooLarge() {
  return errorAnswer(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`)
}

/** One sentence naming the fields at fault. */
export function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
}
