/**
 * POST /api/staff/orders/:number/status (issue 15): staff move an order one status forward or
 * cancel it. 200 with the order, 409 StatusConflict when another change was first (the order as
 * it is now), 422 naming why the terms refuse the move, 404 for an unknown number.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import type { MoveRefusal } from '#domain/fulfilment.ts'
import { localeOfCountry } from '#domain/locale.ts'
import type { Config } from '../env'
import { changeStatus } from '../db/fulfilment'
import { mailI18n } from '../mail/i18n'
import { statusMail } from '../mail/templates'
import { currentSettings, type SettingsCache } from '../config/settings'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, readJson } from './json'

export interface FulfilmentRouteDeps extends StaffAuthDeps {
  config: Pick<Config, 'staffToken' | 'siteUrl' | 'trustProxy'>
  /** The published shop settings: the e-mails name the seller and its contacts. */
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
}

/** Why a move is refused, in a sentence for scripts (the desk says it in the staff's language by `error`). */
const REFUSALS: Record<MoveRefusal, string> = {
  not_next: 'Only the next status on the way to the customer, or a cancellation, may follow this one.',
  after_production: 'Production has started: the order can no longer be cancelled.',
  note_required:
    "The customer's cancellation window (10:00 the next working day after the confirmation) has passed: say why in a note.",
}

/** The status change route (see the file's comment). */
export function fulfilmentRoutes(deps: FulfilmentRouteDeps) {
  const { db, config } = deps
  const { staffOrderStatus } = API

  return new Hono().on(staffOrderStatus.method, staffOrderStatus.path, requireStaffSession(deps), async (c) => {
    // The answer names the customer's order: never kept by a cache.
    c.header('Cache-Control', 'no-store')
    const body = await readJson(c, staffOrderStatus.request)
    if (!body.ok) return body.response
    const number = c.req.param('number') ?? ''
    // Read before the transaction: compose runs inside it, and a stale cache's query outside the transaction
    // would wait for SQLite's one connection, which the transaction holds: the whole server would hang.
    const settings = await currentSettings(deps.settings)
    const result = await changeStatus(db, {
      number,
      from: body.value.from,
      to: body.value.to,
      version: body.value.version,
      note: body.value.note?.trim() ?? '',
      staff: c.get('staff'),
      now: new Date(),
      mailDomain: new URL(config.siteUrl).hostname,
      compose: async (status, order) => {
        const locale = localeOfCountry(order.country)
        return statusMail(status, { ...order, locale }, await mailI18n(locale), settings)
      },
    })
    switch (result.kind) {
      case 'missing':
        return apiError(c, 404, 'not_found', `No order number ${number}.`)
      case 'conflict':
        return c.json(
          {
            error: 'status_conflict' as const,
            message: 'Someone else changed this order first; it is shown as it is now.',
            order: result.order,
          },
          409,
        )
      case 'refused':
        return c.json({ error: result.reason, message: REFUSALS[result.reason], order: result.order }, 422)
      case 'changed':
        if (result.mailed) deps.onMail()
        return c.json({ order: result.order })
    }
  })
}
