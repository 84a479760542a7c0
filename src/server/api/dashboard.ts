/** The back office's dashboard (issue 36): its figures, staff only (the session or the script's bearer), never cached. */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { dashboardFigures } from '#domain/dashboard.ts'
import { shopTime } from '#domain/fulfilment.ts'
import { crossBorderFigure } from '#domain/taxExport.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { dashboardOrders } from '../db/dashboard'
import { documentsIssued } from '../db/documents'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'

export interface DashboardDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  /** The published settings: due dates count the terms' production time. */
  settings: SettingsCache
}

export function dashboardRoutes(deps: DashboardDeps) {
  const { staffDashboard } = API
  return new Hono()
    .use(staffDashboard.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .on(staffDashboard.method, staffDashboard.path, requireStaffSession(deps), async (c) => {
      const now = new Date()
      const year = Number(shopTime(now).slice(0, 4))
      const [orders, settings, yearDocuments] = await Promise.all([
        dashboardOrders(deps.db, now),
        currentSettings(deps.settings),
        documentsIssued(deps.db, `${year}-01-01`, `${year}-12-31`),
      ])
      return c.json({
        ...dashboardFigures(orders, now, settings.leadTimes.termsProduction),
        crossBorder: crossBorderFigure(year, yearDocuments),
      })
    })
}
