import type { ApiError } from './schemas'

/**
 * A call that answered with an error status; `body` is the API's error JSON when it sent one. Thrown by
 * the browser's API client (src/queries/client.ts); here, with the rules, so machines tell a refusal from a
 * lost connection without importing the client.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`)
    this.name = 'ApiRequestError'
  }
}
