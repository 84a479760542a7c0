/**
 * The one way the browser calls the shop's API. Spec §7 retry policy: on 408, 409, 425, 429, 500,
 * 502, 503 and 504 (and a lost connection) a GET is tried once more; POST, PUT, PATCH and DELETE never.
 */
import type { ApiError } from '../domain/schemas'

export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504]

/** A call that answered with an error status; `body` is the API's error JSON when it sent one. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiRequestError'
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  headers?: Record<string, string>
  /** For tests and the server: another fetch. */
  fetch?: typeof fetch
  /** Base URL (the model hosts); same origin when empty. */
  base?: string
}

export function retriesFor(method: string): number {
  return ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method.toUpperCase()) ? 0 : 1
}

/** Calls the API and returns its JSON, or throws ApiRequestError / the network error. */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST')
  const doFetch = options.fetch ?? fetch
  let attemptsLeft = retriesFor(method)
  for (;;) {
    let response: Response
    try {
      response = await doFetch(`${options.base ?? ''}${path}`, {
        method,
        signal: options.signal,
        headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      })
    } catch (error) {
      if (attemptsLeft-- > 0 && !options.signal?.aborted) continue
      throw error
    }
    if (response.ok) return (await response.json()) as T
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

/** Fetches binary data, reporting progress 0–100 as it arrives (for the 3D model). */
export async function download(url: string, onProgress: (percent: number) => void, signal?: AbortSignal, doFetch: typeof fetch = fetch): Promise<ArrayBuffer> {
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
