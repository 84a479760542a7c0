/**
 * The desk's resend of the order page's link (issue 39.2): one short e-mail in the outbox (its link minted when it is
 * sent, src/server/mail/outbox.ts) and its audit row in one transaction, at most one per order every 10 minutes,
 * never for an erased or purged order.
 */
import type { Kysely } from 'kysely'
import { ANONYMOUS_EMAILS } from '#domain/customers.ts'
import { localeOfCountry, type Country, type LocaleCode } from '#domain/locale.ts'
import { pageLinkMailKind, pageLinkResendWait } from '#domain/orderPageLinkResend.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { pendingMail } from '../mail/outbox'
import { recordAudit } from './audit'
import type { Schema } from './schema'

/** The e-mail to write, in the order's language (the route composes it with the settings' contact). */
export type PageLinkComposer = (order: {
  number: string
  locale: LocaleCode
  email: string
}) => Promise<{ to: string; subject: string; text: string; html: string }>

export type PageLinkResult =
  | { kind: 'sent'; to: string; at: string }
  | { kind: 'missing' }
  | { kind: 'anonymised' }
  /** `wait`: whole seconds until the next one may go. */
  | { kind: 'tooSoon'; wait: number }

/** Writes the resend e-mail of the order with this number and its `order.page_link` audit row, or says why not. */
export async function resendOrderPageLink(
  db: Kysely<Schema>,
  input: { number: string; staff: StaffMe; now: Date; compose: PageLinkComposer; mailDomain: () => string },
): Promise<PageLinkResult> {
  const { number, staff, now } = input
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'email', 'country'])
      .where('number', '=', number)
      .executeTakeFirst()
    if (!order) return { kind: 'missing' }
    // An erased or purged order has nobody to write to, and its page links were ended with it.
    if (ANONYMOUS_EMAILS.includes(order.email)) return { kind: 'anonymised' }
    const earlier = await trx
      .selectFrom('outbox')
      .select(['created_at'])
      .where('order_id', '=', order.id)
      .where('kind', 'like', pageLinkMailKind(0).replace('0', '%'))
      .orderBy('id', 'desc')
      .execute()
    const last = earlier[0] ? new Date(earlier[0].created_at).toISOString() : null
    const wait = pageLinkResendWait(last, now)
    if (wait > 0) return { kind: 'tooSoon', wait }
    const mail = await input.compose({
      number,
      locale: localeOfCountry(order.country as Country),
      email: order.email,
    })
    const kind = pageLinkMailKind(earlier.length + 1)
    const at = now.toISOString()
    const inserted = await trx
      .insertInto('outbox')
      .values({
        order_id: order.id,
        kind,
        recipient: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        message_id: `<order-${number}-${kind}@${input.mailDomain()}>`,
        ...pendingMail(at),
      })
      // Two desks at once: the second finds the first's row (same order and kind) and is told to wait.
      .onConflict((conflict) => conflict.columns(['order_id', 'kind']).doNothing())
      .executeTakeFirst()
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
      return { kind: 'tooSoon', wait: pageLinkResendWait(at, now) }
    // The audit names the e-mail, not the address: the address stays with the order (and its erasure).
    await recordAudit(trx, { staff, action: 'order.page_link', subject: `order:${number}`, detail: { kind }, at: now })
    return { kind: 'sent', to: mail.to, at }
  })
}
