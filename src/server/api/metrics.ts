/**
 * GET /api/metrics (issue 34, point 9): the server's metrics in Prometheus text, for the staff
 * bearer token only (STAFF_TOKEN; a monitoring system is a script, not a signed-in browser).
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import type { Config } from '../env'
import type { ServerMetrics } from '../metrics'
import { isBearer } from '../staff/requireStaffSession'
import { apiError } from './json'

export function metricsRoutes(deps: { metrics: ServerMetrics; config: Pick<Config, 'staffToken'> }) {
  const { metrics: call } = API
  return new Hono().on(call.method, call.path, async (c) => {
    if (!isBearer(c.req.header('authorization'), deps.config.staffToken)) {
      c.header('WWW-Authenticate', 'Bearer realm="skrinka-staff"')
      return apiError(c, 401, 'unauthorized', 'Staff scripts only: send Authorization: Bearer <STAFF_TOKEN>.')
    }
    c.header('Cache-Control', 'no-store')
    return c.body(await deps.metrics.text(), 200, { 'Content-Type': deps.metrics.contentType })
  })
}
