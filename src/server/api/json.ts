import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'
import * as v from 'valibot'
import type { Issue } from '../../domain/cabinet/validation'

/** Largest JSON body the API reads (an order with 50 cabinets fits many times over). */
export const MAX_BODY_BYTES = 256 * 1024

/** Answers with the API's error shape: a code, a sentence, and the fields at fault. */
export function apiError(
  c: Context,
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
  error: string,
  message: string,
  issues?: Issue[],
) {
  return c.json({ error, message, ...(issues ? { issues } : {}) }, status)
}

/** valibot issues as paths and messages ("cabinet.realWidth: Invalid type: Expected number …"). */
export function issuesOf(issues: readonly v.BaseIssue<unknown>[]): Issue[] {
  return issues.map((issue) => ({ path: v.getDotPath(issue) ?? '(body)', message: issue.message }))
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response }

/**
 * Reads a JSON body and checks it against a schema. Not JSON → 415; over the limit → 413;
 * unreadable JSON → 400; wrong shape → 400 naming each field.
 */
export async function readJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<BodyResult<v.InferOutput<S>>> {
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: apiError(c, 415, 'unsupported_media_type', 'Send the body as application/json.') }
  }
  const declared = Number(c.req.header('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge(c) }
  const raw = await readBody(c)
  if (raw === undefined) return { ok: false, response: tooLarge(c) }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return { ok: false, response: apiError(c, 400, 'invalid_json', 'The body is not valid JSON.') }
  }
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const issues = issuesOf(result.issues)
    return { ok: false, response: apiError(c, 400, 'invalid_body', describe(issues), issues) }
  }
  return { ok: true, value: result.output }
}

/**
 * The body as text, or undefined when it passes the limit. On Node it reads the request stream
 * itself: converting it to a web stream first cost a third of a getPrice call.
 */
export async function readBody(c: Context, limit = MAX_BODY_BYTES): Promise<string | undefined> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  if (!incoming || typeof incoming.on !== 'function' || incoming.readableEnded) {
    const raw = await c.req.raw.arrayBuffer()
    return raw.byteLength > limit ? undefined : new TextDecoder().decode(raw)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length
    // Keep draining so the connection stays usable, but stop keeping what is over the limit.
    if (size <= limit) chunks.push(chunk)
  }
  return size > limit ? undefined : Buffer.concat(chunks).toString('utf8')
}

function tooLarge(c: Context) {
  return apiError(c, 413, 'body_too_large', `The body is larger than ${MAX_BODY_BYTES / 1024} KiB.`)
}

/** One sentence naming the fields at fault. */
export function describe(issues: Issue[]): string {
  return issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
}
