/**
 * POST /api/staff/orders/:number/notes (issue 36): staff write an internal note on an order. 200 with the
 * order's notes, 400 for a text that is empty or too long, 404 for an unknown number. The note is never
 * e-mailed: nothing here touches the outbox.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import type { Config } from '../env'
import { addOrderNote } from '../db/orderNotes'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface OrderNoteRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
}

/** The note route (see the file's comment). */
export function orderNoteRoutes(deps: OrderNoteRouteDeps) {
  const { staffOrderNote } = API
  return new Hono()
    .use(staffOrderNote.path, async (c, next) => {
      // Set before the guard: a 401 is not to be cached either.
      c.header('Cache-Control', 'no-store')
      await next()
    })
    .on(staffOrderNote.method, staffOrderNote.path, requireStaffSession(deps), async (c) => {
      const body = await readJson(c, staffOrderNote.request)
      if (!body.ok) return body.response
      const number = c.req.param('number') ?? ''
      const notes = await addOrderNote(deps.db, {
        number,
        text: body.value.text,
        staff: c.get('staff'),
        now: new Date(),
      })
      return notes ? c.json({ notes }) : apiError(c, 404, 'not_found', `No order number ${number}.`)
    })
}
