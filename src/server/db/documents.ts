/**
 * Tax documents as issued (issue 37): numbered per series and year without gaps, then never changed. The number is
 * taken by raising the series' counter in the same transaction that writes the document: a transaction that fails
 * gives its number back, and concurrent issuers wait for the counter's row (PostgreSQL's row lock, SQLite's one
 * writer), so no two documents share a number and none is skipped.
 */
import type { Kysely, Transaction } from 'kysely'
import type { Schema } from './schema'
import { documentNumber, type TaxDocument } from '#domain/invoice.ts'

/** Takes the next number of a series in a year, inside the caller's transaction. */
export async function nextSequence(trx: Transaction<Schema>, series: string, year: number): Promise<number> {
  const row = await trx
    .insertInto('document_counter')
    .values({ series, year, last: 1 })
    // The table's own column: on PostgreSQL a bare `last` is ambiguous with EXCLUDED.last.
    .onConflict((conflict) =>
      conflict.columns(['series', 'year']).doUpdateSet((eb) => ({ last: eb('document_counter.last', '+', 1) })),
    )
    .returning('last')
    .executeTakeFirstOrThrow()
  return Number(row.last)
}

/** A document to issue: everything but its number, which issuing gives it. */
export type UnnumberedDocument = Omit<TaxDocument, 'number' | 'sequence'>

/**
 * Issues a document for an order: numbers it and writes it, in one transaction (or inside the caller's, so the
 * document and whatever caused it are written together). Returns the document as written.
 */
export async function issueTaxDocument(
  db: Kysely<Schema> | Transaction<Schema>,
  input: { orderId: number; document: UnnumberedDocument; createdBy: number | null; now: Date },
): Promise<TaxDocument> {
  const write = async (trx: Transaction<Schema>) => {
    const sequence = await nextSequence(trx, input.document.series, input.document.year)
    const document: TaxDocument = {
      ...input.document,
      sequence,
      number: documentNumber(input.document.series, input.document.year, sequence),
    }
    await trx
      .insertInto('tax_document')
      .values({
        number: document.number,
        kind: document.kind,
        order_id: input.orderId,
        refers_to: document.refersTo?.number ?? null,
        issued_on: document.issuedOn,
        currency: document.currency,
        total_net: document.total.net,
        total_vat: document.total.vat,
        total_gross: document.total.gross,
        document: JSON.stringify(document),
        created_at: input.now.toISOString(),
        created_by: input.createdBy,
      })
      .execute()
    return document
  }
  return db.isTransaction ? write(db as Transaction<Schema>) : db.transaction().execute(write)
}

/** An order's documents, oldest first. */
export async function documentsOfOrder(db: Kysely<Schema>, orderId: number): Promise<TaxDocument[]> {
  const rows = await db
    .selectFrom('tax_document')
    .select('document')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute()
  return rows.map((row) => JSON.parse(row.document) as TaxDocument)
}

/** The documents issued in a period (YYYY-MM-DD, both days included), in number order per series. */
export async function documentsIssued(db: Kysely<Schema>, from: string, to: string): Promise<TaxDocument[]> {
  const rows = await db
    .selectFrom('tax_document')
    .select('document')
    .where('issued_on', '>=', from)
    .where('issued_on', '<=', to)
    .orderBy('id')
    .execute()
  return rows.map((row) => JSON.parse(row.document) as TaxDocument)
}
