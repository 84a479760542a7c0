/**
 * Deposits on the desk (issue 37.4): POST /api/staff/orders/:number/deposit marks an order's deposit received and
 * issues its tax document (not for a day after today); POST /api/staff/deposits/import reads a bank statement (camt.053 or CSV) and receives
 * every deposit a credit pays (variable symbol, amount and currency), answering what matched and what did not.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { parseStatementCsv, type StatementCredit } from '#domain/deposit.ts'
import { shopToday } from '#domain/staffOrders.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { depositOf, importStatement, receiveDeposit } from '../db/deposits'
import { parseCamt053 } from '../payment/camt'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface DepositRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  settings: SettingsCache
}

/** The deposit routes (see the file's comment). */
export function depositRoutes(deps: DepositRouteDeps) {
  const { staffDepositReceived, staffDepositImport } = API
  const noStore = async (c: { header: (name: string, value: string) => void }, next: () => Promise<void>) => {
    // Set before the guard: a 401 is not to be cached either.
    c.header('Cache-Control', 'no-store')
    await next()
  }
  return new Hono()
    .use(staffDepositReceived.path, noStore)
    .use(staffDepositImport.path, noStore)
    .on(staffDepositReceived.method, staffDepositReceived.path, requireStaffSession(deps), async (c) => {
      const body = await readJson(c, staffDepositReceived.request)
      if (!body.ok) return body.response
      const number = c.req.param('number') ?? ''
      const now = new Date()
      // A payment not on the account yet is not received: its tax document would be dated in the future.
      if (body.value.receivedOn > shopToday(now))
        return apiError(c, 422, 'future_date', 'The day received may not be after today.')
      const result = await receiveDeposit(deps.db, {
        number,
        amount: body.value.amount,
        receivedOn: body.value.receivedOn,
        source: 'desk',
        staff: c.get('staff'),
        settings: await currentSettings(deps.settings),
        now,
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'none':
          return apiError(c, 422, 'no_deposit', 'No deposit was asked of this order.')
        case 'already':
          return apiError(c, 422, 'already_received', 'The deposit of this order is already received.')
        case 'received': {
          const row = await deps.db
            .selectFrom('orders')
            .select('id')
            .where('number', '=', number)
            .executeTakeFirstOrThrow()
          return c.json({ deposit: (await depositOf(deps.db, Number(row.id)))! })
        }
      }
    })
    .on(staffDepositImport.method, staffDepositImport.path, requireStaffSession(deps), async (c) => {
      const body = await readJson(c, staffDepositImport.request)
      if (!body.ok) return body.response
      let credits: StatementCredit[]
      let unreadable: number[] = []
      if (body.value.format === 'camt') {
        try {
          credits = parseCamt053(body.value.content)
        } catch (error) {
          return apiError(
            c,
            400,
            'invalid_statement',
            error instanceof Error ? error.message : 'not a camt.053 statement',
          )
        }
      } else {
        ;({ credits, unreadable } = parseStatementCsv(body.value.content))
      }
      const matches = await importStatement(deps.db, {
        credits,
        source: body.value.format,
        staff: c.get('staff'),
        settings: await currentSettings(deps.settings),
        now: new Date(),
      })
      return c.json({ matches, unreadable })
    })
}
