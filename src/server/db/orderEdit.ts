/**
 * An order edited before production (docs/decisions/0030-order-edit.md), in one transaction: the order read and
 * its version checked (the status version: an edit and a status move decided on the same version cannot both
 * win), the edit applied by the domain's rules, the order and its lines updated with the version raised, the
 * audit row, and the customer's e-mail naming the change in the outbox (kind `edit-<n>`, one per edit).
 */
import type { Kysely } from 'kysely'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { Country } from '#domain/locale.ts'
import { priceOrder } from '#domain/order.ts'
import { applyOrderEdit, type StoredLine } from '#domain/orderEdit.ts'
import type { OrderChange, OrderEditRefusal, OrderEditRequest } from '#domain/orderEditSchemas.ts'
import type { FieldIssue } from '#domain/checkout.ts'
import type { PriceList } from '#domain/priceList.ts'
import type { CartItem, Customer, StaffMe } from '#domain/schemas.ts'
import { pendingMail } from '../mail/outbox'
import type { Mail } from '../mail/templates'
import { EDIT_REASON } from '#domain/invoice.ts'
import { recordAudit, staffUserIdOf } from './audit'
import { issueCreditNote, type Invoicing } from './invoices'
import type { Schema } from './schema'

/** What the e-mail is made from: the order after the edit and what changed. */
export interface EditMailInput {
  number: string
  country: Country
  /** Which edit of the order this is (1, 2…): the e-mail's kind. */
  edit: number
  customer: Customer
  changes: OrderChange[]
  total: { net: number; gross: number }
}

export interface OrderEditInput {
  number: string
  request: OrderEditRequest
  staff: StaffMe
  now: Date
  /** Today's price list of the order's market, read before the transaction (SQLite has one connection). */
  prices: PriceList
  compose: (input: EditMailInput) => Promise<Omit<Mail, 'kind'>>
  /** The shop's domain, for stable Message-IDs. */
  mailDomain: string
  /** An invoiced order's edit is corrected by a credit note of the difference (issue 37.3); the invoice never changes. */
  invoicing?: Invoicing
}

export type OrderEditResult =
  | { kind: 'edited'; version: number; changes: OrderChange[]; mailed: boolean }
  | { kind: 'missing' }
  | { kind: 'conflict'; status: FulfilmentStatus; version: number; by: string | null }
  | { kind: 'refused'; reason: OrderEditRefusal; status: FulfilmentStatus; version: number }
  | { kind: 'invalid'; problems: FieldIssue[] }

interface StoredDesign {
  design: Cabinet | Hallway
  request: CartItem
}

/** Edits an order (see the file's comment). */
export async function editOrder(db: Kysely<Schema>, input: OrderEditInput): Promise<OrderEditResult> {
  const at = input.now.toISOString()
  return db.transaction().execute(async (trx): Promise<OrderEditResult> => {
    const order = await trx.selectFrom('orders').selectAll().where('number', '=', input.number).executeTakeFirst()
    if (!order) return { kind: 'missing' }
    const status = order.status as FulfilmentStatus
    const version = Number(order.status_version)
    if (version !== input.request.version) {
      // Who was first: the last status move or edit, whichever is later.
      const [move, edit] = await Promise.all([
        trx
          .selectFrom('order_status_audit')
          .select(['staff_name', 'at'])
          .where('order_id', '=', order.id)
          .orderBy('id', 'desc')
          .executeTakeFirst(),
        trx
          .selectFrom('staff_audit')
          .select(['staff_name', 'at'])
          .where('subject', '=', `order:${input.number}`)
          .where('action', '=', 'order.edit')
          .orderBy('id', 'desc')
          .executeTakeFirst(),
      ])
      const last = [move, edit].filter((row) => row !== undefined).sort((a, b) => (a.at < b.at ? 1 : -1))[0]
      return { kind: 'conflict', status, version, by: last?.staff_name ?? null }
    }
    const country = order.country as Country
    const customer = JSON.parse(order.customer) as Customer
    const rows = await trx
      .selectFrom('order_line')
      .selectAll()
      .where('order_id', '=', order.id)
      .orderBy('position')
      .execute()
    const stored = rows.map((row) => JSON.parse(row.design) as StoredDesign)
    const lines: StoredLine<string>[] = rows.map((row, index) => ({
      position: row.position,
      title: row.title,
      count: row.count,
      item: stored[index]!.request,
      unit: { net: Number(row.unit_net), gross: Number(row.unit_gross) },
      price: row.price,
    }))
    const needsToday = input.request.lines.some((line) => line.price === 'today')
    const priced = needsToday
      ? priceOrder(
          { customer, furniture: lines.map((line) => line.item), country, calculatedPriceFrontend: 0, cenaDopravy: 0 },
          input.prices,
        )
      : null
    const outcome = applyOrderEdit(
      {
        country,
        status,
        customer,
        lines,
        shipping: { net: Number(order.shipping_net), gross: Number(order.shipping_gross) },
        total: { net: Number(order.total_net), gross: Number(order.total_gross) },
      },
      input.request,
      priced?.ok ? priced.value : null,
    )
    if (outcome.kind === 'invalid') return outcome
    if (outcome.kind === 'refused') return { kind: 'refused', reason: outcome.reason, status, version }
    if (outcome.changes.length === 0) return { kind: 'edited', version, changes: [], mailed: false }

    const updated = await trx
      .updateTable('orders')
      .set({
        customer: JSON.stringify(outcome.customer),
        email: outcome.customer.email,
        total_net: outcome.total.net,
        total_gross: outcome.total.gross,
        status_version: version + 1,
      })
      .where('id', '=', order.id)
      .where('status_version', '=', version)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return { kind: 'conflict', status, version: version + 1, by: null }
    for (const [index, line] of outcome.lines.entries()) {
      const row = rows[index]!
      await trx
        .updateTable('order_line')
        .set({
          count: line.count,
          unit_net: line.unit.net,
          unit_gross: line.unit.gross,
          price: typeof line.price === 'string' ? line.price : JSON.stringify(line.price),
          design: JSON.stringify({ design: stored[index]!.design, request: line.item }),
        })
        .where('id', '=', row.id)
        .execute()
    }
    if (input.invoicing)
      await issueCreditNote(trx, {
        orderId: order.id,
        invoicing: input.invoicing,
        now: input.now,
        createdBy: await staffUserIdOf(trx, input.staff),
        correction: (invoice) => ({
          kind: 'edit',
          reason: EDIT_REASON[invoice.language],
          lines: outcome.lines.map((line, index) => ({
            title: rows[index]!.title,
            count: line.count,
            unitNet: line.unit.net,
            unitGross: line.unit.gross,
          })),
          shipping: { net: Number(order.shipping_net), gross: Number(order.shipping_gross) },
        }),
        mail: true,
      })
    await recordAudit(trx, {
      staff: input.staff,
      action: 'order.edit',
      subject: `order:${input.number}`,
      detail: { changes: outcome.changes },
      at: input.now,
    })
    // The n-th edit of the order: its e-mail is a row of its own, unique by (order, kind) as every order e-mail.
    const edits = await trx
      .selectFrom('outbox')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('kind', 'like', 'edit-%')
      .execute()
    const edit = edits.length + 1
    const mail = await input.compose({
      number: input.number,
      country,
      edit,
      customer: outcome.customer,
      changes: outcome.changes,
      total: outcome.total,
    })
    await trx
      .insertInto('outbox')
      .values({
        order_id: order.id,
        kind: `edit-${edit}`,
        recipient: mail.to,
        subject: mail.subject,
        body_text: mail.text,
        body_html: mail.html,
        message_id: `<order-${input.number}-edit-${edit}@${input.mailDomain}>`,
        ...pendingMail(at),
      })
      .execute()
    return { kind: 'edited', version: version + 1, changes: outcome.changes, mailed: true }
  })
}
