/**
 * The desk's "send the order page link again" (issue 39.2): a customer lost the e-mail and calls; the desk sends a
 * short e-mail with a fresh link (the outbox mints it). At most one per order every 10 minutes, so a double click or
 * an impatient caller does not flood the customer's mailbox; never for an erased or purged order.
 */
import * as v from 'valibot'

/** The least time between two such e-mails of one order. */
export const PAGE_LINK_RESEND_INTERVAL_MS = 10 * 60_000

/** Whole seconds until the next resend of an order may go (0: now), given when the last one went (ISO, or none). */
export function pageLinkResendWait(lastAt: string | null, now: Date): number {
  if (lastAt === null) return 0
  const left = Date.parse(lastAt) + PAGE_LINK_RESEND_INTERVAL_MS - now.getTime()
  return left > 0 ? Math.ceil(left / 1000) : 0
}

/** The outbox kind of the order's n-th resend (one row per order and kind). */
export const pageLinkMailKind = (n: number) => `pagelink-${n}` as const

/** Whether an outbox kind is such a resend (the desk's list of e-mails names it). */
export const isPageLinkMailKind = (kind: string) => /^pagelink-\d+$/.test(kind)

/** The answer to a resend: where the e-mail goes and when it was written (ISO). */
export const OrderPageLinkResponseSchema = v.object({ to: v.string(), at: v.string() })
export type OrderPageLinkResponse = v.InferOutput<typeof OrderPageLinkResponseSchema>

/** The error codes a resend is refused with: too soon after the last one (429), the order's customer erased (409). */
export type PageLinkRefusal = 'page_link_too_soon' | 'order_anonymised'
