/**
 * The one way the browser calls the shop's API: an entry of the endpoint table (src/domain/endpoints.ts)
 * with its body; the JSON answer is checked against the entry's response schema. Retry (docs/product.md#calls)
 * policy: on 408, 409, 425, 429, 500, 502, 503 and 504 (and a lost connection) a GET is tried once
 * more; POST, PUT, PATCH and DELETE never.
 */
import * as v from 'valibot'
import type { Endpoint } from '#domain/endpoints.ts'
import type { ApiError } from '#domain/schemas.ts'
import { ApiRequestError } from '#domain/apiError.ts'

// The error class lives with the rules (machines classify it); the client throws it and hands it on.
export { ApiRequestError }

export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/** An answer that is not the shape the endpoint table promises (logged, then thrown). */
export class ApiResponseError extends Error {
  constructor(
    readonly path: string,
    readonly issues: readonly v.BaseIssue<unknown>[],
  ) {
    super(
      `Unexpected answer from ${path}: ${issues.map((issue) => `${v.getDotPath(issue) ?? '(body)'}: ${issue.message}`).join('; ')}`,
    )
    this.name = 'ApiResponseError'
  }
}

/** Entries the browser calls: a JSON answer or none (the GLB goes through download()). */
type JsonEndpoint = Endpoint<v.GenericSchema | 'none', v.GenericSchema | 'none'>
type BodyOf<E extends JsonEndpoint> = E['request'] extends v.GenericSchema ? v.InferInput<E['request']> : undefined
/** What api() resolves to for an entry: its response schema's output, or undefined for 'none'. */
type AnswerOf<E extends JsonEndpoint> = E['response'] extends v.GenericSchema ? v.InferOutput<E['response']> : undefined

export interface ApiOptions<E extends JsonEndpoint = JsonEndpoint> {
  body?: BodyOf<E>
  signal?: AbortSignal
  headers?: Record<string, string>
  /** For tests and the server: another fetch. */
  fetch?: typeof fetch
  /** Base URL (the model hosts); same origin when empty. */
  base?: string
  /** Values of the path's `:name` parameters (URI-encoded here). */
  params?: Record<string, string>
  /** Search parameters; undefined and '' ones are left out. */
  query?: Record<string, string | number | undefined>
}

/** An entry's address with its parameters filled in and its query appended. */
export function addressOf(path: string, options: Pick<ApiOptions, 'params' | 'query'> = {}): string {
  const filled = path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = options.params?.[name]
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`)
    return encodeURIComponent(value)
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined && value !== '') search.set(key, String(value))
  const query = search.toString()
  return query ? `${filled}?${query}` : filled
}

export function retriesFor(method: string): number {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()) ? 0 : 1
}

/**
 * Calls an entry of the API and returns its answer checked against the entry's schema; throws
 * ApiRequestError (error status), ApiResponseError (a shape not promised) or the network error.
 */
export async function api<E extends JsonEndpoint>(entry: E, options: ApiOptions<E> = {}): Promise<AnswerOf<E>> {
  const { method, path } = entry
  const doFetch = options.fetch ?? fetch
  let attemptsLeft = retriesFor(method)
  for (;;) {
    let response: Response
    try {
      response = await doFetch(`${options.base ?? ''}${addressOf(path, options)}`, {
        method,
        signal: options.signal,
        headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      })
    } catch (error) {
      if (attemptsLeft-- > 0 && !options.signal?.aborted) continue
      throw error
    }
    if (response.ok) return answerOf(entry, response)
    if (RETRY_STATUSES.includes(response.status) && attemptsLeft-- > 0) continue
    let body: ApiError | undefined
    try {
      body = (await response.json()) as ApiError
    } catch {
      body = undefined
    }
    throw new ApiRequestError(response.status, body)
  }
}

async function answerOf<E extends JsonEndpoint>(entry: E, response: Response): Promise<AnswerOf<E>> {
  if (entry.response === 'none') return undefined as AnswerOf<E>
  const result = v.safeParse(entry.response, await response.json())
  if (result.success) return result.output as AnswerOf<E>
  // A server that answers other than it promised is a bug worth seeing, not a silent undefined.
  const error = new ApiResponseError(entry.path, result.issues)
  console.error(error.message)
  throw error
}

/** Fetches binary data, reporting progress 0–100 as it arrives (for the 3D model). */
export async function download(
  url: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  doFetch: typeof fetch = fetch,
): Promise<ArrayBuffer> {
  const response = await doFetch(url, { signal })
  if (!response.ok) throw new ApiRequestError(response.status, undefined)
  const total = Number(response.headers.get('content-length') ?? 0)
  if (!response.body || !total) {
    const buffer = await response.arrayBuffer()
    onProgress(100)
    return buffer
  }
  const reader = response.body.getReader()
  const out = new Uint8Array(total)
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    out.set(value, received)
    received += value.length
    onProgress(Math.min(100, Math.round((received / total) * 100)))
  }
  return out.buffer.slice(0, received)
}
