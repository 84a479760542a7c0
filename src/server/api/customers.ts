/**
 * The back office's customers (issue 36.5): the list, one customer, everything held about them as a JSON download,
 * and the erasure (owner only). Staff only (the session or the script's bearer); personal data, never cached.
 */
import { existsSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { CustomersQuerySchema } from '#domain/customers.ts'
import type { Config } from '../env'
import { eraseCustomer, ErasureRefused, exportCustomer, findCustomer, listCustomers } from '../db/customers'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, issuesOf } from './json'

export interface CustomerDeps extends StaffAuthDeps {
  /** `dataDir` and `smtpUrl`: without SMTP the sent e-mails are .eml files in DATA_DIR/outbox, erased with the rest. */
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'> & Partial<Pick<Config, 'dataDir' | 'smtpUrl'>>
}

export function customerRoutes(deps: CustomerDeps) {
  const { db, config } = deps
  const { staffCustomers, staffCustomer, staffCustomerExport, staffCustomerErase } = API
  const noStore = async (c: { header: (name: string, value: string) => void }, next: () => Promise<void>) => {
    // Set before the guard: a 401 is not to be cached either.
    c.header('Cache-Control', 'no-store')
    await next()
  }
  const notFound = 'No customer has this id (or the customer was erased).'
  return new Hono()
    .use(staffCustomers.path, noStore)
    .use(staffCustomer.path, noStore)
    .use(staffCustomerExport.path, noStore)
    .use(staffCustomerErase.path, noStore)
    .on(staffCustomers.method, staffCustomers.path, requireStaffSession(deps), async (c) => {
      const query = v.safeParse(CustomersQuerySchema, c.req.query())
      if (!query.success) return apiError(c, 400, 'invalid_query', 'The search is not valid.', issuesOf(query.issues))
      return c.json(await listCustomers(db, query.output))
    })
    .on(staffCustomer.method, staffCustomer.path, requireStaffSession(deps), async (c) => {
      const customer = await findCustomer(db, c.req.param('id'))
      return customer ? c.json(customer) : apiError(c, 404, 'not_found', notFound)
    })
    .on(staffCustomerExport.method, staffCustomerExport.path, requireStaffSession(deps), async (c) => {
      const id = c.req.param('id')
      const data = await exportCustomer(db, id, c.get('staff'), new Date())
      if (!data) return apiError(c, 404, 'not_found', notFound)
      return c.body(JSON.stringify(data, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="zakaznik-${id}.json"`,
      })
    })
    .on(staffCustomerErase.method, staffCustomerErase.path, requireStaffSession(deps, { role: 'owner' }), async (c) => {
      let done: Awaited<ReturnType<typeof eraseCustomer>>
      try {
        done = await eraseCustomer(db, c.req.param('id'), c.get('staff'), new Date())
      } catch (error) {
        if (!(error instanceof ErasureRefused)) throw error
        const message = `Orders in progress cannot be erased: ${error.orders.join(', ')}. Erase once they are delivered or cancelled.`
        return c.json({ error: 'orders_in_progress' as const, message, orders: error.orders }, 422)
      }
      if (!done) return apiError(c, 404, 'not_found', notFound)
      const { files, ...result } = done
      // After the commit, so a refused or failed erasure keeps its files.
      if (config.dataDir && !config.smtpUrl) {
        const folder = join(config.dataDir, 'outbox')
        for (const name of files) if (existsSync(join(folder, name))) rmSync(join(folder, name))
      }
      return c.json(result)
    })
}
