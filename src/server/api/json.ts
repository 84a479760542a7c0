import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { Issue } from '#domain/cabinet/validation.ts'

/** Largest JSON body the API reads (an order with 50 cabinets fits many times over). */
export const MAX_BODY_BYTES = 256 * 1024

/**
 * What an error answer may hold, whatever came in (issue 34): the first issues, each path and message
 * clipped, and a sentence naming them. Texts are made safe for JSON (see `clip`), so each character
 * written costs at most 3 bytes, and an answer stays under MAX_ERROR_BYTES: 10 × (120 + 240) × 3 for
 * the issues, 1,000 × 3 for the sentence, 100 × 3 for the code and about 400 bytes of keys and quotes.
 */
export const MAX_ERROR_BYTES = 16 * 1024
export const MAX_ISSUES = 10
const PATH_CHARS = 120
const ISSUE_CHARS = 240
const SENTENCE_CHARS = 1000
const CODE_CHARS = 100

// Control characters (6 bytes each as JSON) and lone surrogates (6 bytes, and not text) become U+FFFD.
const UNSAFE_CHARS =
  // eslint-disable-next-line no-control-regex -- matching them is the point
  /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** A text of at most `max` characters (… marks a cut), each at most 3 bytes once written as JSON. */
export function clip(text: string, max: number): string {
  const short = text.length > max ? `${text.slice(0, max - 1)}…` : text
  return short.replace(UNSAFE_CHARS, '\ufffd')
}

/** An error status the API answers with. */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503

/**
 * The API's error shape: a code, a sentence, and the fields at fault. Every error answer passes here, so
 * here it is kept small: the first MAX_ISSUES issues, texts clipped (at most MAX_ERROR_BYTES in all).
 */
export function errorBody(error: string, message: string, issues?: Issue[]) {
  return {
    error: clip(error, CODE_CHARS),
    message: clip(message, SENTENCE_CHARS),
    ...(issues ? { issues: issues.slice(0, MAX_ISSUES).map(clipIssue) } : {}),
  }
}

const clipIssue = (issue: Issue): Issue => ({
  path: clip(issue.path, PATH_CHARS),
  message: clip(issue.message, ISSUE_CHARS),
})

/** Answers with the API's error shape: a code, a sentence, and the fields at fault. */
export function apiError(c: Context, status: ApiErrorStatus, error: string, message: string, issues?: Issue[]) {
  return c.json(errorBody(error, message, issues), status)
}

/** A JSON answer before it is written: the fast path (../fast.ts) and Hono's routes both send it. */
export interface JsonAnswer {
  status: 200 | ApiErrorStatus | 500
  body: unknown
  /** The connection closes after this answer (`Connection: close`): a body was left unread. */
  close?: true
}

/** An error answer in the API's shape. */
export const errorAnswer = (status: ApiErrorStatus, error: string, message: string, issues?: Issue[]): JsonAnswer => ({
  status,
  body: errorBody(error, message, issues),
})

/** Sends a JsonAnswer through Hono. */
export function sendAnswer(c: Context, answer: JsonAnswer) {
  if (answer.close) c.header('Connection', 'close')
  return c.json(answer.body, answer.status)
}

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
  const incoming = unreadIncoming(c)
  const parsed = await parseJsonBody(
    schema,
    c.req.header('content-type'),
    c.req.header('content-length'),
    incoming ?? c.req.raw,
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
  const incoming = 'on' in source ? source : undefined
  const declared = Number(contentLength ?? '0')
  if (declared > MAX_BODY_BYTES) return { ok: false, answer: tooLarge(incoming) }
  const bytes = incoming ? await readNodeBody(incoming) : await readWebBody(source as Request)
  if (bytes === undefined) return { ok: false, answer: tooLarge(incoming) }
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
 * A client that went away before its request was read (it closed the connection, or the server's
 * request timeout cut it off): nobody is left to answer, and it is no failure of the server's.
 */
export class ClientGone extends Error {
  override name = 'ClientGone'
}

/**
 * Whether an error only says the client went away. Only the body readers' own: an ECONNRESET from a
 * database or mail server is a failure to log.
 */
export const isClientGone = (error: unknown) => error instanceof ClientGone

/**
 * The body's bytes, or undefined as soon as it passes the limit: reading stops there (chunked bodies
 * too), and the answer closes the connection instead of draining the rest. A client that goes away
 * mid-body (or that node's requestTimeout cut off, main.ts) rejects with ClientGone. On Node it reads the
 * request stream itself: converting it to a web stream first cost a third of a getPrice call.
 */
// Listeners, not `for await`: the async iterator costs a promise per chunk and a few more per body,
// about a tenth of a getPrice call's time on the server (docs/decisions/0020-server-speed.md).
function readNodeBody(incoming: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      // Nothing past the limit is read: the stream stays paused until the 413 closes the connection.
      incoming.off('data', onData)
      incoming.pause()
      resolve(undefined)
    }
    incoming.on('data', onData)
    let ended = false
    incoming.once('end', () => {
      ended = true
      resolve(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks))
    })
    // A client that goes away mid-body (or that the request timeout cut off) closes the stream before its end.
    // No 'error' listener: node then emits none (its `aborted`), and a settled promise ignores a later close.
    incoming.once('close', () => ended || reject(new ClientGone('the client went away before its body ended')))
  })
}

/**
 * A Hono request's body bytes up to `limit` (undefined past it), from node's stream where there is one.
 * Past the limit the answer closes the connection, whatever the route answers: the rest is never read.
 */
export async function readBody(c: Context, limit = MAX_BODY_BYTES): Promise<Uint8Array | undefined> {
  const incoming = unreadIncoming(c)
  const body = incoming ? await readNodeBody(incoming, limit) : await readWebBody(c.req.raw, limit)
  if (body === undefined) {
    c.header('Connection', 'close')
    if (incoming) lingerBeforeClose(incoming)
  }
  return body
}

/** Node's request under a Hono context, while its body is still to be read (the web Request otherwise). */
function unreadIncoming(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming && typeof incoming.on === 'function' && !incoming.readableEnded ? incoming : undefined
}

/** How long, and how much, a connection closing after an unread body reads and drops before it goes. */
const LINGER_MS = 1000
const LINGER_BYTES = 1024 * 1024

/**
 * A connection whose body is left unread closes after the answer (Connection: close). A client still
 * sending would then meet a reset at once, which can make it drop the answer unread; so, as nginx's
 * lingering close, the rest is read and dropped for at most LINGER_MS or LINGER_BYTES after the answer
 * is written, and only then is the connection destroyed (a client that keeps sending gets 1 MiB, not 20).
 */
function lingerBeforeClose(incoming: IncomingMessage) {
  const socket = incoming.socket as (Socket & { destroySoon?: () => void }) | null
  if (!socket || socket.destroyed || typeof socket.destroySoon !== 'function') return
  let lingering = false
  // Node's HTTP server calls destroySoon once an answer with Connection: close is written (its resOnFinish).
  socket.destroySoon = () => {
    if (lingering) return
    lingering = true
    if (socket.writable) socket.end()
    const stop = () => socket.destroy()
    const timer = setTimeout(stop, LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
    let dropped = 0
    incoming.on('data', (chunk: Buffer) => {
      dropped += chunk.length
      if (dropped > LINGER_BYTES) stop()
    })
    incoming.resume()
  }
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
 * Every request of the app, whatever its route: a declared body over the limit gets 413 at once, and the
 * connection closes rather than drain it. Hono's bodyLimit would read `c.req.raw`, turning the Node request
 * into a web one (see readBody); a body sent without a length is capped by readBody as it streams in, and
 * routes that take none never read it (node's requestTimeout, main.ts, bounds how long one may take).
 */
export const bodyLimit: MiddlewareHandler = async (c, next) => {
  if (Number(c.req.header('content-length') ?? '0') > MAX_BODY_BYTES) return sendAnswer(c, tooLarge(unreadIncoming(c)))
  await next()
}

/** The 413 answer: the rest of the body is not read, so the connection closes after it (see lingerBeforeClose). */
function tooLarge(incoming: IncomingMessage | undefined): JsonAnswer {
  if (incoming) lingerBeforeClose(incoming)
  return { ...errorAnswer(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`), close: true }
}

/** One sentence naming the first fields at fault (as many as an answer lists), and how many more there are. */
export function describe(issues: Issue[]): string {
  const named = issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${clip(issue.path, PATH_CHARS)}: ${clip(issue.message, ISSUE_CHARS)}`)
    .join('; ')
  return issues.length > MAX_ISSUES ? `${named}; and ${issues.length - MAX_ISSUES} more` : named
}
