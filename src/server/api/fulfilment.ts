/**
 * POST /api/staff/orders/:number/status (issue 15): staff move an order one status forward, cancel it
 * or record a refusal at the door. 200 with the order and the end of the undo window, 409 StatusConflict when
 * another change was first (the order as it is now, who changed it), 422 naming why the terms refuse the move,
 * 404 for an unknown number. POST …/status/undo (issue 36) takes the last move back within the window.
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import type { LastStatusChange, MoveRefusal, UndoRefusal, FulfilmentOrder } from '#domain/fulfilment.ts'
import { localeOfCountry } from '#domain/locale.ts'
import { depositPaymentOf } from '#domain/deposit.ts'
import { paymentQrDataUrl } from '../payment/qr'
import type { Config } from '../env'
import { changeStatus, undoStatus, type StatusChangeInput } from '../db/fulfilment'
import { mailI18n } from '../mail/i18n'
import { statusMail } from '../mail/templates'
import { documentMailComposer } from '../mail/documents'
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
  deposit_unpaid: 'The deposit asked of this order has not been received yet: production starts once it is paid.',
  note_required:
    "A note is required: past the customer's cancellation window (10:00 the next working day after the confirmation), say why the shop cancels; at a refusal at the door, what happened.",
}

/** Why an undo is refused, for scripts. */
const UNDO_REFUSALS: Record<UndoRefusal, string> = {
  undo_expired: 'The 10 s to undo this change have passed; its e-mail may have left.',
  nothing_to_undo: "The order's last change is not a move that can be undone.",
}

/** The 409 body: the order as it is now and who changed it last. */
const conflictBody = (order: FulfilmentOrder, changedBy: LastStatusChange | null) => ({
  error: 'status_conflict' as const,
  message: 'Someone else changed this order first; it is shown as it is now.',
  order,
  changedBy,
})

/**
 * What a status move needs to write its e-mails and documents: the customer's status e-mail (in the order's language,
 * with the deposit's payment QR at a confirmation) and the invoicing. The desk's moves and the shop floor's (issue 38.4:
 * the first scan starts production, the last packed part makes the order ready) write the same ones.
 */
export function statusMoveMail(
  settings: Awaited<ReturnType<typeof currentSettings>>,
  config: Pick<Config, 'siteUrl'>,
): Pick<StatusChangeInput, 'compose' | 'mailDomain' | 'invoicing' | 'settings'> {
  const mailDomain = new URL(config.siteUrl).hostname
  return {
    mailDomain,
    settings,
    compose: async (status, { deposit: amount, ...order }) => {
      const locale = localeOfCountry(order.country)
      const payment = amount > 0 ? depositPaymentOf(order, amount, settings) : undefined
      const deposit = payment ? { payment, qr: await paymentQrDataUrl(payment) } : undefined
      return statusMail(status, { ...order, locale, ...(deposit ? { deposit } : {}) }, await mailI18n(locale), settings)
    },
    invoicing: { settings, compose: documentMailComposer(settings), mailDomain },
  }
}

/** The status change route (see the file's comment). */
export function fulfilmentRoutes(deps: FulfilmentRouteDeps) {
  const { db, config } = deps
  const { staffOrderStatus, staffOrderStatusUndo } = API

  return new Hono()
    .on(staffOrderStatus.method, staffOrderStatus.path, requireStaffSession(deps), async (c) => {
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
        ...statusMoveMail(settings, config),
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'conflict':
          return c.json(conflictBody(result.order, result.changedBy), 409)
        case 'refused':
          return c.json({ error: result.reason, message: REFUSALS[result.reason], order: result.order }, 422)
        case 'changed':
          // The e-mail is due when the undo window ends: the worker is nudged then (its own rounds would find it too).
          if (result.mailed) setTimeout(deps.onMail, Date.parse(result.undoUntil) - Date.now() + 50).unref()
          return c.json({ order: result.order, undoUntil: result.undoUntil })
      }
    })
    .on(staffOrderStatusUndo.method, staffOrderStatusUndo.path, requireStaffSession(deps), async (c) => {
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, staffOrderStatusUndo.request)
      if (!body.ok) return body.response
      const number = c.req.param('number') ?? ''
      const settings = await currentSettings(deps.settings)
      const result = await undoStatus(db, {
        number,
        version: body.value.version,
        staff: c.get('staff'),
        now: new Date(),
        settings,
      })
      switch (result.kind) {
        case 'missing':
          return apiError(c, 404, 'not_found', `No order number ${number}.`)
        case 'conflict':
          return c.json(conflictBody(result.order, result.changedBy), 409)
        case 'refused':
          return c.json({ error: result.reason, message: UNDO_REFUSALS[result.reason], order: result.order }, 422)
        case 'undone':
          return c.json({ order: result.order })
      }
    })
}
