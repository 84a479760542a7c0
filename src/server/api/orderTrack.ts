/**
 * The customer's order page (issue 39.2, docs/decisions/0048-track.md): the page's answer, the cancellation the terms
 * allow (the desk's status move, with its e-mail and history), a message to the shop and the documents, each opened
 * by the link's token alone. Any token that opens nothing gets the same short 404; every answer is `no-store` and
 * `noindex`; the calls draw on the `track` rate limit (src/server/api/callLimits.ts).
 */
import { Hono, type Context } from 'hono'
import { API, modelUrl } from '#domain/endpoints.ts'
import { canCancel, type FulfilmentStatus } from '#domain/fulfilment.ts'
import { CUSTOMER_ACTOR } from '#domain/orderTrackSchemas.ts'
import { assemblyPdfName } from '#domain/production/assembly.ts'
import { LOCALES, localeOfCountry, stripLocalePrefix, type Country } from '#domain/locale.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { Config } from '../env'
import { currentSettings, type SettingsCache } from '../config/settings'
import { changeStatus } from '../db/fulfilment'
import { documentsOfOrder } from '../db/documents'
import { addOrderMessage, orderOfToken, orderTrack, trackDocuments, trackedOrderRow } from '../db/orderTrack'
import { sheetOrders } from '../db/sheets'
import { pendingMail } from '../mail/outbox'
import { mailI18n } from '../mail/i18n'
import { documentPdf } from '../mail/documents'
import { orderMessageMail } from '../mail/templates'
import type { ModelStore } from '../model/store'
import { lineDesignPdf } from '../pdf/orderDesigns'
import { documentPdfName } from '../pdf/invoice'
import type { DesignPdfs } from '../pdf/cache'
import type { HeavyPool } from '../pool'
import type { StaffAuthDeps } from '../staff/requireStaffSession'
import { statusMoveMail } from './fulfilment'
import { apiError, readJson } from './json'

export interface OrderTrackRouteDeps extends Pick<StaffAuthDeps, 'db'> {
  config: Pick<Config, 'siteUrl' | 'shopEmail'>
  settings: SettingsCache
  models: ModelStore
  pool: HeavyPool
  pdfs: DesignPdfs
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
}

/** The most messages one order's page takes: each one e-mails the shop. */
export const ORDER_MESSAGES_MAX = 20

/**
 * Who the history names for a customer's own cancellation: no staff account (the desk shows no colleague), the
 * note says it was the customer, in the order's language.
 */
const CUSTOMER: StaffMe = { name: CUSTOMER_ACTOR, email: '', role: 'staff' }
const CUSTOMER_CANCEL_NOTE: Record<Country, string> = {
  SK: 'Zrušené zákazníkom na stránke objednávky.',
  CZ: 'Zrušeno zákazníkem na stránce objednávky.',
}

/**
 * Whether a page address is an order page whose token opens nothing (issue 39.2): the page then answers 404, like
 * its call, with the same HTML (the browser shows "no order here"). Any other address: false.
 */
export async function isMissingOrderPage(db: OrderTrackRouteDeps['db'], pathname: string): Promise<boolean> {
  const match = /^\/objednavka\/([^/]*)$/.exec(stripLocalePrefix(pathname))
  return match !== null && (await orderOfToken(db, match[1]!)) === undefined
}

/** The one answer to any token that opens nothing: no hint whether it was malformed, unknown or erased. */
const notFound = (c: Context) => apiError(c, 404, 'not_found', 'No order page.')

/** The headers every answer of the page carries: personal, never cached, never indexed. */
const privateHeaders = (c: Context) => {
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex, nofollow')
}

export function orderTrackRoutes(deps: OrderTrackRouteDeps) {
  const { db, config } = deps
  const { getOrderTrack, cancelOrderTrack, sendOrderTrackMessage, orderTrackDocument } = API
  // The model as the desk's detail has it (by its content hash: made once); none when it fails.
  const modelOf = async (design: Cabinet | Hallway) => {
    try {
      return modelUrl(await deps.models.renderTextured(design))
    } catch (error) {
      console.error('Order page model failed:', error instanceof Error ? error.message : error)
      return null
    }
  }
  const page = (id: number) => orderTrack(db, id, new Date(), modelOf)

  return new Hono()
    .use('/api/orderPage/*', async (c, next) => {
      privateHeaders(c)
      await next()
    })
    .use(getOrderTrack.path, async (c, next) => {
      privateHeaders(c)
      await next()
    })
    .on(getOrderTrack.method, getOrderTrack.path, async (c) => {
      const body = await readJson(c, getOrderTrack.request)
      if (!body.ok) return body.response
      const id = await orderOfToken(db, body.value.token)
      return id === undefined ? notFound(c) : c.json(await page(id))
    })
    .on(cancelOrderTrack.method, cancelOrderTrack.path, async (c) => {
      const body = await readJson(c, cancelOrderTrack.request)
      if (!body.ok) return body.response
      const id = await orderOfToken(db, body.value.token)
      if (id === undefined) return notFound(c)
      // Read before the transaction (SQLite's one connection: see src/server/api/fulfilment.ts).
      const settings = await currentSettings(deps.settings)
      const order = await trackedOrderRow(db, id)
      const now = new Date()
      const status = order.status as FulfilmentStatus
      const country = order.country as Country
      if (Number(order.status_version) !== body.value.version)
        return c.json({ error: 'status_conflict', message: 'The order has changed since it was shown.' }, 409)
      // The customer's right under the terms, not the desk's wider one (the shop may cancel later with a note).
      const confirmedAt = order.confirmed_at === null ? null : new Date(order.confirmed_at)
      if (!canCancel(status, confirmedAt, now, country))
        return apiError(c, 422, 'not_cancellable', 'The terms no longer let this order be cancelled here.')
      const result = await changeStatus(db, {
        number: order.number!,
        from: status,
        to: 'cancelled',
        version: body.value.version,
        note: CUSTOMER_CANCEL_NOTE[country],
        staff: CUSTOMER,
        now,
        ...statusMoveMail(settings, config),
      })
      if (result.kind === 'conflict' || result.kind === 'missing')
        return c.json({ error: 'status_conflict', message: 'The order has changed since it was shown.' }, 409)
      if (result.kind === 'refused')
        return apiError(c, 422, 'not_cancellable', 'The terms no longer let this order be cancelled here.')
      // The e-mail is due when the desk's undo window ends (the shop may still take the move back).
      if (result.mailed) setTimeout(deps.onMail, Date.parse(result.undoUntil) - Date.now() + 50).unref()
      return c.json(await page(id))
    })
    .on(sendOrderTrackMessage.method, sendOrderTrackMessage.path, async (c) => {
      const body = await readJson(c, sendOrderTrackMessage.request)
      if (!body.ok) return body.response
      const id = await orderOfToken(db, body.value.token)
      if (id === undefined) return notFound(c)
      const settings = await currentSettings(deps.settings)
      const order = await db
        .selectFrom('orders')
        .select(['number', 'country', 'email'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      const locale = localeOfCountry(order.country as Country)
      const i18n = await mailI18n(locale)
      const now = new Date()
      const sent = await db.transaction().execute(async (trx) => {
        const { count } = await trx
          .selectFrom('order_message')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('order_id', '=', id)
          .executeTakeFirstOrThrow()
        if (Number(count) >= ORDER_MESSAGES_MAX) return false
        await addOrderMessage(trx, id, body.value.text, now)
        const mail = orderMessageMail(
          {
            number: order.number!,
            text: body.value.text,
            locale,
            to: config.shopEmail ?? settings.contact[locale].email,
            deskUrl: `${config.siteUrl}${LOCALES[locale].prefix}/admin/objednavky/${order.number}`,
          },
          i18n,
        )
        const kind = `message-${Number(count) + 1}`
        await trx
          .insertInto('outbox')
          .values({
            order_id: id,
            kind,
            recipient: mail.to,
            subject: mail.subject,
            body_text: mail.text,
            body_html: mail.html,
            message_id: `<order-${order.number}-${kind}@${new URL(config.siteUrl).hostname}>`,
            ...pendingMail(now.toISOString()),
          })
          .execute()
        return true
      })
      if (!sent) return apiError(c, 429, 'too_many_messages', `At most ${ORDER_MESSAGES_MAX} messages per order.`)
      deps.onMail()
      return c.json(await page(id))
    })
    .on(orderTrackDocument.method, orderTrackDocument.path, async (c) => {
      const id = await orderOfToken(db, c.req.query('token') ?? '')
      if (id === undefined) return notFound(c)
      const key = c.req.query('doc') ?? ''
      const [order] = await sheetOrders(db, [id])
      if (!order) return notFound(c)
      const offered = await trackDocuments(db, id, order.status as FulfilmentStatus, order.lines)
      const document = offered.find((entry) => entry.key === key)
      if (!document) return apiError(c, 404, 'not_found', 'No such document of this order.')
      const pdf = async (): Promise<{ content: Uint8Array; filename: string }> => {
        if (document.kind === 'design') {
          const line = order.lines.find((candidate) => `design-${candidate.position}` === key)!
          const file = await lineDesignPdf({ db, siteUrl: config.siteUrl, pdfs: deps.pdfs }, order, line)
          return { content: file.content, filename: file.filename }
        }
        if (document.kind === 'assembly') {
          // The customer's language, as the ready e-mail's copy.
          const locale = localeOfCountry(order.country as Country)
          const content = await deps.pool.run({ kind: 'assemblyPdf', order, locale }, { always: true })
          return { content: content as Uint8Array, filename: assemblyPdfName(order.number) }
        }
        const tax = (await documentsOfOrder(db, id)).find((entry) => entry.number === key)!
        return { content: await documentPdf(tax), filename: documentPdfName(tax.number) }
      }
      const file = await pdf()
      return c.body(new Uint8Array(file.content), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${file.filename}"`,
      })
    })
}
