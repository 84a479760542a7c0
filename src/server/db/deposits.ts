/**
 * Deposits in the database (issue 37.4): asked when staff confirm an order (inside the confirmation's transaction),
 * taken back with an undo of it while unpaid, marked received by the desk or a bank statement's matching credit. A
 * received deposit gets its tax document in the same transaction, so a deposit is never received without one.
 */
import type { Kysely, Transaction } from 'kysely'
import {
  depositAmount,
  depositDocumentOf,
  matchCredits,
  type CreditMatch,
  type OrderDeposit,
  type StatementCredit,
} from '#domain/deposit.ts'
import { variableSymbolOf, type TaxDocument } from '#domain/invoice.ts'
import type { Country, Currency } from '#domain/locale.ts'
import type { Customer } from '#domain/schemas.ts'
import type { ShopSettings } from '#domain/settings.ts'
import type { StaffMe } from '#domain/schemas.ts'
import type { VatTreatment } from '#domain/tax.ts'
import type { Schema } from './schema'
import { recordAudit, staffUserIdOf } from './audit'
import { issueTaxDocument } from './documents'

type Db = Kysely<Schema> | Transaction<Schema>

/** How a deposit was found paid. */
export type DepositSource = 'desk' | 'camt' | 'csv'

/**
 * Asks the deposit of an order being confirmed, when the settings in force ask one of it; inside the confirmation's
 * transaction. Returns the amount asked (minor units), 0 when none.
 */
export async function requestDeposit(
  trx: Transaction<Schema>,
  input: { orderId: number; gross: number; currency: Currency; country: Country; settings: ShopSettings; now: Date },
): Promise<number> {
  const amount = depositAmount(input.gross, input.currency, input.country, input.settings)
  if (amount === 0) return 0
  await trx
    .insertInto('order_deposit')
    .values({
      order_id: input.orderId,
      percent: input.settings.depositPercent,
      amount,
      requested_at: input.now.toISOString(),
      received_on: null,
      received_amount: null,
      source: null,
      received_by: null,
    })
    .onConflict((conflict) => conflict.column('order_id').doNothing())
    .execute()
  return amount
}

/** An undone confirmation takes back its deposit request while it is unpaid. */
export async function withdrawDeposit(trx: Transaction<Schema>, orderId: number): Promise<void> {
  await trx.deleteFrom('order_deposit').where('order_id', '=', orderId).where('received_on', 'is', null).execute()
}

/** Whether the order waits for its deposit (asked and not received): production may not start. */
export async function depositUnpaid(db: Db, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('order_deposit')
    .select('id')
    .where('order_id', '=', orderId)
    .where('received_on', 'is', null)
    .executeTakeFirst()
  return row !== undefined
}

/** The deposit of an order as the desk shows it, or null when none was asked. */
export async function depositOf(db: Db, orderId: number): Promise<OrderDeposit | null> {
  const row = await db
    .selectFrom('order_deposit')
    .innerJoin('orders', 'orders.id', 'order_deposit.order_id')
    .select([
      'order_deposit.percent',
      'order_deposit.amount',
      'order_deposit.requested_at',
      'order_deposit.received_on',
      'order_deposit.received_amount',
      'order_deposit.source',
      'orders.number',
      'orders.currency',
    ])
    .where('order_deposit.order_id', '=', orderId)
    .executeTakeFirst()
  if (!row) return null
  const document = await db
    .selectFrom('tax_document')
    .select('number')
    .where('order_id', '=', orderId)
    .where('kind', '=', 'deposit')
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const currency = row.currency as Currency
  return {
    percent: Number(row.percent),
    amount: Number(row.amount),
    currency,
    variableSymbol: variableSymbolOf(row.number ?? ''),
    requestedAt: new Date(row.requested_at).toISOString(),
    receivedOn: row.received_on,
    receivedAmount: row.received_amount === null ? null : Number(row.received_amount),
    source: row.source as DepositSource | null,
    document: document?.number ?? null,
  }
}

/** What became of marking a deposit received. */
export type DepositReceivedResult =
  { kind: 'received'; document: TaxDocument } | { kind: 'missing' } | { kind: 'none' } | { kind: 'already' }

/**
 * Marks an order's deposit received and issues its tax document, in one transaction (the update only takes an
 * unpaid deposit: two clerks, or the desk and an import, cannot both receive it).
 */
export async function receiveDeposit(
  db: Kysely<Schema>,
  input: {
    number: string
    amount: number
    receivedOn: string
    source: DepositSource
    staff: StaffMe
    settings: ShopSettings
    now: Date
  },
): Promise<DepositReceivedResult> {
  return db.transaction().execute(async (trx): Promise<DepositReceivedResult> => {
    const order = await trx
      .selectFrom('orders')
      .select(['id', 'number', 'country', 'currency', 'customer', 'total_net', 'total_gross', 'vat_treatment'])
      .where('number', '=', input.number)
      .executeTakeFirst()
    if (!order) return { kind: 'missing' }
    const deposit = await trx
      .selectFrom('order_deposit')
      .select(['id', 'received_on'])
      .where('order_id', '=', order.id)
      .executeTakeFirst()
    if (!deposit) return { kind: 'none' }
    if (deposit.received_on !== null) return { kind: 'already' }
    const staffId = await staffUserIdOf(trx, input.staff)
    const updated = await trx
      .updateTable('order_deposit')
      .set({ received_on: input.receivedOn, received_amount: input.amount, source: input.source, received_by: staffId })
      .where('id', '=', deposit.id)
      .where('received_on', 'is', null)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return { kind: 'already' }
    const country = order.country as Country
    const issuedOn = input.now.toISOString().slice(0, 10)
    const document = await issueTaxDocument(trx, {
      orderId: Number(order.id),
      createdBy: staffId,
      now: input.now,
      document: depositDocumentOf({
        order: {
          number: order.number!,
          country,
          language: country === 'SK' ? 'sk' : 'cs',
          currency: order.currency as Currency,
          customer: JSON.parse(order.customer) as Customer,
          totalNet: Number(order.total_net),
          totalGross: Number(order.total_gross),
          treatment: order.vat_treatment ? (JSON.parse(order.vat_treatment) as VatTreatment) : null,
        },
        amount: input.amount,
        receivedOn: input.receivedOn,
        // A payment dated after today is not received yet; the document is issued today either way.
        issuedOn: issuedOn < input.receivedOn ? input.receivedOn : issuedOn,
        settings: input.settings,
      }),
    })
    await recordAudit(trx, {
      staff: input.staff,
      action: 'deposit.received',
      subject: `order:${order.number}`,
      detail: { amount: input.amount, receivedOn: input.receivedOn, source: input.source, document: document.number },
      at: input.now,
    })
    return { kind: 'received', document }
  })
}

/**
 * Imports a statement's credits: matches them to the unpaid deposits (variable symbol, amount, currency) and marks
 * each matched deposit received on the credit's day, its document issued. Returns every credit with its result.
 */
export async function importStatement(
  db: Kysely<Schema>,
  input: { credits: StatementCredit[]; source: 'camt' | 'csv'; staff: StaffMe; settings: ShopSettings; now: Date },
): Promise<CreditMatch[]> {
  const open = await db
    .selectFrom('order_deposit')
    .innerJoin('orders', 'orders.id', 'order_deposit.order_id')
    .select(['orders.number', 'orders.currency', 'order_deposit.amount'])
    .where('order_deposit.received_on', 'is', null)
    .execute()
  const matches = matchCredits(
    input.credits,
    open.map((row) => ({ orderNumber: row.number!, amount: Number(row.amount), currency: row.currency as Currency })),
  )
  const results: CreditMatch[] = []
  for (const match of matches) {
    if (match.result !== 'matched') {
      results.push(match)
      continue
    }
    const received = await receiveDeposit(db, {
      number: match.orderNumber,
      amount: match.credit.amount,
      receivedOn: match.credit.date,
      source: input.source,
      staff: input.staff,
      settings: input.settings,
      now: input.now,
    })
    // Received meanwhile by someone else: this credit pays nothing more.
    results.push(received.kind === 'received' ? match : { ...match, result: 'duplicate' })
  }
  return results
}
