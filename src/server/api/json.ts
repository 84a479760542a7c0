import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
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
 * unreadable JSON → 400; wrong shape → 400 naming each field.
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
  if (!/^application\/json\b/i.test(contentType ?? '')) {
    return { ok: false, answer: errorAnswer(415, 'unsupported_media_type', 'Send the body as application/json.') }
  }
  const declared = Number(contentLength ?? '0')
  if (declared > MAX_BODY_BYTES) return { ok: false, answer: tooLarge() }
  const raw = 'on' in source ? await readNodeBody(source) : await readWebBody(source)
  if (raw === undefined) return { ok: false, answer: tooLarge() }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return { ok: false, answer: errorAnswer(400, 'invalid_json', 'The body is not valid JSON.') }
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const issues = issuesOf(result.issues)
    return { ok: false, answer: errorAnswer(400, 'invalid_body', describe(issues), issues) }
  }
  return { ok: true, value: result.output }
}

async function readWebBody(request: Request): Promise<string | undefined> {
  const raw = await request.arrayBuffer()
  return raw.byteLength > MAX_BODY_BYTES ? undefined : new TextDecoder().decode(raw)
}

/**
 * The body as text, or undefined when it passes the limit. On Node it reads the request stream
 * itself: converting it to a web stream first cost a third of a getPrice call.
 */
async function readNodeBody(incoming: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    // Keep draining so the connection stays usable, but stop keeping what is over the limit.
    if (size <= MAX_BODY_BYTES) chunks.push(chunk)
  }
  return size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')
}

function tooLarge() {
  return errorAnswer(413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`)
}

/** One sentence naming the fields at fault. */
export function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
}
