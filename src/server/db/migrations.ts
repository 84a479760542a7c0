import { sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely'
import { PRICES_KIND } from '#domain/priceConfig.ts'
import { SEED_PRICES } from '#domain/priceList.ts'

export type DialectKind = 'sqlite' | 'postgres'

/** An auto-numbered primary key in each dialect's own words. */
function withId<T extends string>(table: CreateTableBuilder<T, never>, kind: DialectKind) {
  return kind === 'sqlite'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
}

/**
 * Every schema change, in order, written once for both SQLite and PostgreSQL. Never edit a
 * migration that has shipped; add the next one.
 */
export function createMigrations(kind: DialectKind): Record<string, Migration> {
  return {
    '2026_11_22_001_event': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('event'), kind)
          .addColumn('name', 'varchar(120)', (col) => col.notNull())
          .addColumn('country', 'varchar(2)', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('event_name_created').on('event').columns(['name', 'created_at']).execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('event').execute()
      },
    },
    '2026_11_22_002_orders': {
      async up(db: Kysely<unknown>) {
        // Money in minor units; bigint so a large Czech order in haléře never overflows.
        await withId(db.schema.createTable('orders'), kind)
          .addColumn('number', 'varchar(20)', (col) => col.unique())
          .addColumn('idempotency_key', 'varchar(100)', (col) => col.notNull().unique())
          .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
          .addColumn('country', 'varchar(2)', (col) => col.notNull())
          .addColumn('currency', 'varchar(3)', (col) => col.notNull())
          .addColumn('customer', 'text', (col) => col.notNull())
          .addColumn('email', 'varchar(200)', (col) => col.notNull())
          .addColumn('courier', 'integer', (col) => col.notNull())
          .addColumn('shipping_net', 'bigint', (col) => col.notNull())
          .addColumn('shipping_gross', 'bigint', (col) => col.notNull())
          .addColumn('total_net', 'bigint', (col) => col.notNull())
          .addColumn('total_gross', 'bigint', (col) => col.notNull())
          .addColumn('response', 'text')
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await withId(db.schema.createTable('order_line'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('position', 'integer', (col) => col.notNull())
          .addColumn('title', 'varchar(200)', (col) => col.notNull())
          .addColumn('count', 'integer', (col) => col.notNull())
          .addColumn('design', 'text', (col) => col.notNull())
          .addColumn('cut_list', 'text', (col) => col.notNull())
          .addColumn('price', 'text', (col) => col.notNull())
          .addColumn('unit_net', 'bigint', (col) => col.notNull())
          .addColumn('unit_gross', 'bigint', (col) => col.notNull())
          .addUniqueConstraint('order_line_position', ['order_id', 'position'])
          .execute()
        await withId(db.schema.createTable('outbox'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('kind', 'varchar(20)', (col) => col.notNull())
          .addColumn('recipient', 'varchar(200)', (col) => col.notNull())
          .addColumn('subject', 'varchar(300)', (col) => col.notNull())
          .addColumn('body_text', 'text', (col) => col.notNull())
          .addColumn('body_html', 'text', (col) => col.notNull())
          .addColumn('message_id', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('status', 'varchar(10)', (col) => col.notNull())
          .addColumn('attempts', 'integer', (col) => col.notNull())
          .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('locked_until', 'varchar(32)')
          .addColumn('sent_at', 'varchar(32)')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addUniqueConstraint('outbox_order_kind', ['order_id', 'kind'])
          .execute()
        await db.schema.createIndex('outbox_pending').on('outbox').columns(['status', 'next_attempt_at']).execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('outbox').execute()
        await db.schema.dropTable('order_line').execute()
        await db.schema.dropTable('orders').execute()
      },
    },
    '2026_11_22_003_chodba_consultation': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('chodba_consultation'), kind)
          .addColumn('product_id', 'varchar(80)', (col) => col.notNull())
          .addColumn('order_id', 'varchar(80)', (col) => col.notNull())
          .addColumn('chodba', 'text', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('updated_by', 'varchar(80)', (col) => col.notNull())
          .addUniqueConstraint('chodba_consultation_ids', ['product_id', 'order_id'])
          .execute()
        await withId(db.schema.createTable('chodba_audit'), kind)
          .addColumn('product_id', 'varchar(80)', (col) => col.notNull())
          .addColumn('order_id', 'varchar(80)', (col) => col.notNull())
          .addColumn('staff', 'varchar(80)', (col) => col.notNull())
          .addColumn('action', 'varchar(10)', (col) => col.notNull())
          .addColumn('at', 'varchar(32)', (col) => col.notNull())
          .addColumn('chodba', 'text', (col) => col.notNull())
          .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('chodba_audit').execute()
        await db.schema.dropTable('chodba_consultation').execute()
      },
    },
    '2026_11_26_001_order_confirmation': {
      async up(db: Kysely<unknown>) {
        // The confirmation page's one-time token, as its SHA-256 only, and when it was used.
        await db.schema.alterTable('orders').addColumn('confirmation_token_hash', 'varchar(64)').execute()
        await db.schema.alterTable('orders').addColumn('confirmation_read_at', 'varchar(32)').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('orders').dropColumn('confirmation_read_at').execute()
        await db.schema.alterTable('orders').dropColumn('confirmation_token_hash').execute()
      },
    },
    '2026_11_27_001_staff_accounts': {
      async up(db: Kysely<unknown>) {
        // The e-mail is stored lower-cased, so the unique constraint is case-insensitive in both dialects.
        await withId(db.schema.createTable('staff_user'), kind)
          .addColumn('email', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('name', 'varchar(80)', (col) => col.notNull())
          .addColumn('role', 'varchar(10)', (col) => col.notNull())
          .addColumn('password_hash', 'varchar(200)', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        // Only the SHA-256 of the session id: a leaked table signs nobody in.
        await db.schema
          .createTable('staff_session')
          .addColumn('id_hash', 'varchar(64)', (col) => col.primaryKey())
          .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('last_seen_at', 'varchar(32)', (col) => col.notNull())
          .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('staff_session').execute()
        await db.schema.dropTable('staff_user').execute()
      },
    },
    '2026_11_28_001_fulfilment': {
      async up(db: Kysely<unknown>) {
        // Existing orders start at the beginning; the version rises with every change (optimistic concurrency).
        await db.schema
          .alterTable('orders')
          .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('received'))
          .execute()
        await db.schema
          .alterTable('orders')
          .addColumn('status_version', 'integer', (col) => col.notNull().defaultTo(0))
          .execute()
        await db.schema.alterTable('orders').addColumn('confirmed_at', 'varchar(32)').execute()
        await db.schema.createIndex('orders_status').on('orders').columns(['status', 'id']).execute()
        await withId(db.schema.createTable('order_status_audit'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('from_status', 'varchar(20)', (col) => col.notNull())
          .addColumn('to_status', 'varchar(20)', (col) => col.notNull())
          // Who: the account (null for a script with the bearer token; kept if the account goes) and its name then.
          .addColumn('staff_user_id', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .addColumn('staff_name', 'varchar(80)', (col) => col.notNull())
          .addColumn('note', 'text', (col) => col.notNull())
          .addColumn('at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('order_status_audit_order').on('order_status_audit').column('order_id').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('order_status_audit').execute()
        await db.schema.dropIndex('orders_status').execute()
        await db.schema.alterTable('orders').dropColumn('confirmed_at').execute()
        await db.schema.alterTable('orders').dropColumn('status_version').execute()
        await db.schema.alterTable('orders').dropColumn('status').execute()
      },
    },
    '2026_11_28_003_orders_desk': {
      async up(db: Kysely<unknown>) {
        // The desk's list filtered by country walks this newest first; unfiltered it walks the primary key.
        await db.schema.createIndex('orders_country_id').on('orders').columns(['country', 'id']).execute()
        // An order's detail reads its e-mails; the outbox had only the worker's index.
        await db.schema.createIndex('outbox_order_id').on('outbox').column('order_id').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropIndex('outbox_order_id').execute()
        await db.schema.dropIndex('orders_country_id').execute()
      },
    },
    '2026_11_28_004_config_versions': {
      async up(db: Kysely<unknown>) {
        // Versions are never updated: a publish inserts the next number, the key refuses a second one.
        await db.schema
          .createTable('config_version')
          .addColumn('kind', 'varchar(40)', (col) => col.notNull())
          .addColumn('version', 'integer', (col) => col.notNull())
          .addColumn('data', 'text', (col) => col.notNull())
          .addColumn('published_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('note', 'text')
          .addPrimaryKeyConstraint('config_version_pk', ['kind', 'version'])
          .execute()
        // The first price version is the code's price lists and decor groups as they are at this migration.
        await db
          .insertInto('config_version' as never)
          .values({
            kind: PRICES_KIND,
            version: 1,
            data: JSON.stringify(SEED_PRICES),
            published_by: null,
            published_at: new Date().toISOString(),
            note: 'seed',
          } as never)
          .execute()
        // Each order keeps the version it was priced with beside its lines' price snapshots.
        await db.schema.alterTable('orders').addColumn('price_version', 'integer').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('orders').dropColumn('price_version').execute()
        await db.schema.dropTable('config_version').execute()
      },
    },
    '2026_11_29_001_shared_design': {
      async up(db: Kysely<unknown>) {
        // Insert-or-ignore on the code: the same design shared twice is one row.
        await db.schema
          .createTable('shared_design')
          .addColumn('code', 'varchar(32)', (col) => col.primaryKey())
          .addColumn('kind', 'varchar(10)', (col) => col.notNull())
          .addColumn('path', 'varchar(200)', (col) => col.notNull())
          .addColumn('search', 'text', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        // A shared design's e-mail goes through the outbox too but belongs to no order.
        if (kind === 'postgres') {
          await db.schema
            .alterTable('outbox')
            .alterColumn('order_id', (col) => col.dropNotNull())
            .execute()
          return
        }
        // SQLite cannot drop NOT NULL: the table is rebuilt with the same columns, rows and indexes.
        await withId(db.schema.createTable('outbox_new'), kind)
          .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
          .addColumn('kind', 'varchar(20)', (col) => col.notNull())
          .addColumn('recipient', 'varchar(200)', (col) => col.notNull())
          .addColumn('subject', 'varchar(300)', (col) => col.notNull())
          .addColumn('body_text', 'text', (col) => col.notNull())
          .addColumn('body_html', 'text', (col) => col.notNull())
          .addColumn('message_id', 'varchar(200)', (col) => col.notNull().unique())
          .addColumn('status', 'varchar(10)', (col) => col.notNull())
          .addColumn('attempts', 'integer', (col) => col.notNull())
          .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('locked_until', 'varchar(32)')
          .addColumn('sent_at', 'varchar(32)')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addUniqueConstraint('outbox_order_kind', ['order_id', 'kind'])
          .execute()
        await sql`insert into outbox_new select id, order_id, kind, recipient, subject, body_text, body_html,
          message_id, status, attempts, next_attempt_at, locked_until, sent_at, last_error, created_at from outbox`.execute(
          db,
        )
        await db.schema.dropTable('outbox').execute()
        await db.schema.alterTable('outbox_new').renameTo('outbox').execute()
        await db.schema.createIndex('outbox_pending').on('outbox').columns(['status', 'next_attempt_at']).execute()
        await db.schema.createIndex('outbox_order_id').on('outbox').column('order_id').execute()
      },
      async down(db: Kysely<unknown>) {
        // The outbox keeps its nullable order_id: share e-mails may be in it.
        await db.schema.dropTable('shared_design').execute()
      },
    },
    '2026_11_29_016_scale_out': {
      async up(db: Kysely<unknown>) {
        // Each new model's design under its id: a server that did not build a model rebuilds it from here.
        await db.schema
          .createTable('model_design')
          .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
          .addColumn('kind', 'varchar(10)', (col) => col.notNull())
          .addColumn('textured', 'integer', (col) => col.notNull().defaultTo(0))
          .addColumn('design', 'text', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        // rate-limiter-flexible's RateLimiterPostgres table (its own column names), made here rather than at run
        // time. Only PostgreSQL servers share limits; a SQLite server keeps them in its memory.
        if (kind === 'postgres')
          await db.schema
            .createTable('rate_limit')
            .addColumn('key', 'text', (col) => col.primaryKey())
            .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
            .addColumn('expire', 'bigint')
            .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('rate_limit').ifExists().execute()
        await db.schema.dropTable('model_design').execute()
      },
    },
    '2026_11_30_001_staff_audit': {
      async up(db: Kysely<unknown>) {
        // Who did what in the back office besides status moves (those keep order_status_audit): notes, edits,
        // accounts, publishing, erasure. Rows are only ever inserted.
        await withId(db.schema.createTable('staff_audit'), kind)
          .addColumn('at', 'varchar(32)', (col) => col.notNull())
          .addColumn('staff_user_id', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .addColumn('staff_name', 'varchar(80)', (col) => col.notNull())
          .addColumn('action', 'varchar(40)', (col) => col.notNull())
          .addColumn('subject', 'varchar(80)', (col) => col.notNull())
          .addColumn('detail', 'text', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('staff_audit_at').on('staff_audit').column('at').execute()
        await db.schema.createIndex('staff_audit_subject').on('staff_audit').columns(['subject', 'id']).execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('staff_audit').execute()
      },
    },
    '2026_11_30_101_lines': {
      async up(db: Kysely<unknown>) {
        // The desk's internal notes on an order (issue 36): staff only, never e-mailed; they go with the order.
        await withId(db.schema.createTable('order_note'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          // Who: the account (null for a script with the bearer token; kept if the account goes) and its name then.
          .addColumn('staff_user_id', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .addColumn('staff_name', 'varchar(80)', (col) => col.notNull())
          .addColumn('text', 'text', (col) => col.notNull())
          .addColumn('at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('order_note_order').on('order_note').columns(['order_id', 'id']).execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('order_note').execute()
      },
    },
    '2026_11_30_107_prices': {
      async up(db: Kysely<unknown>) {
        // A version may take effect later than it is published (issue 36.7): null is at once (every version before).
        // A scheduled version may be cancelled before its time; the row stays, for the history.
        await db.schema.alterTable('config_version').addColumn('effective_at', 'varchar(32)').execute()
        await db.schema.alterTable('config_version').addColumn('cancelled_at', 'varchar(32)').execute()
        await db.schema
          .alterTable('config_version')
          .addColumn('cancelled_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('config_version').dropColumn('cancelled_by').execute()
        await db.schema.alterTable('config_version').dropColumn('cancelled_at').execute()
        await db.schema.alterTable('config_version').dropColumn('effective_at').execute()
      },
    },
    '2026_11_30_108_lang': {
      async up(db: Kysely<unknown>) {
        // The language a staff member reads the back office in (sk, cs); null: the address's, as before.
        await db.schema.alterTable('staff_user').addColumn('language', 'varchar(2)').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('staff_user').dropColumn('language').execute()
      },
    },
    '2026_11_30_103_status': {
      async up(db: Kysely<unknown>) {
        // An undo is a row of the history too (who took back which move, when); the flag tells it from a move.
        await db.schema
          .alterTable('order_status_audit')
          .addColumn('undo', 'integer', (col) => col.notNull().defaultTo(0))
          .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('order_status_audit').dropColumn('undo').execute()
      },
    },
    '2026_11_30_106_staff': {
      async up(db: Kysely<unknown>) {
        // Accounts managed in the back office (issue 36.6): disabled ones keep their rows (the audit names them);
        // one-time codes: the secret in force, one being set up, and the last code's time step (never used twice).
        await db.schema.alterTable('staff_user').addColumn('disabled_at', 'varchar(32)').execute()
        await db.schema.alterTable('staff_user').addColumn('totp_secret', 'varchar(64)').execute()
        await db.schema.alterTable('staff_user').addColumn('totp_pending', 'varchar(64)').execute()
        await db.schema.alterTable('staff_user').addColumn('totp_step', 'integer').execute()
        // One-time links to set a password (invitation, reset): only the token's SHA-256 is kept.
        await db.schema
          .createTable('staff_token')
          .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
          .addColumn('user_id', 'integer', (col) => col.notNull().references('staff_user.id').onDelete('cascade'))
          .addColumn('purpose', 'varchar(10)', (col) => col.notNull())
          .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('staff_token_user').on('staff_token').column('user_id').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('staff_token').execute()
        for (const column of ['totp_step', 'totp_pending', 'totp_secret', 'disabled_at'])
          await db.schema.alterTable('staff_user').dropColumn(column).execute()
      },
    },
    '2026_11_30_104_delivery': {
      async up(db: Kysely<unknown>) {
        // How a ready courier order leaves (issue 36): a van on a day in a window, or a parcel carrier. One row per
        // order; `plan` rises with each new plan, so each plan's e-mail has its own outbox kind and goes once.
        await withId(db.schema.createTable('order_delivery'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
          .addColumn('method', 'varchar(10)', (col) => col.notNull())
          .addColumn('day', 'varchar(10)')
          .addColumn('window_from', 'varchar(5)')
          .addColumn('window_to', 'varchar(5)')
          .addColumn('carrier', 'varchar(20)')
          .addColumn('carrier_name', 'varchar(40)')
          .addColumn('tracking', 'varchar(40)')
          .addColumn('plan', 'integer', (col) => col.notNull())
          .addColumn('notified_at', 'varchar(32)')
          .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('order_delivery_day').on('order_delivery').column('day').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('order_delivery').execute()
      },
    },
    '2026_11_30_200_money': {
      async up(db: Kysely<unknown>) {
        // Issue 37: how the order was taxed (src/domain/tax.ts VatTreatment as JSON); null for orders before it,
        // which were all taxed at their market's rate.
        await db.schema.alterTable('orders').addColumn('vat_treatment', 'text').execute()
        // Gap-free numbering: one row per series and year, its last number taken in the issuing transaction.
        await db.schema
          .createTable('document_counter')
          .addColumn('series', 'varchar(8)', (col) => col.notNull())
          .addColumn('year', 'integer', (col) => col.notNull())
          .addColumn('last', 'integer', (col) => col.notNull())
          .addPrimaryKeyConstraint('document_counter_pk', ['series', 'year'])
          .execute()
        // Tax documents, never changed once written: invoices, credit notes and deposit documents.
        await withId(db.schema.createTable('tax_document'), kind)
          .addColumn('number', 'varchar(20)', (col) => col.notNull().unique())
          .addColumn('kind', 'varchar(12)', (col) => col.notNull())
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id'))
          .addColumn('refers_to', 'varchar(20)')
          .addColumn('issued_on', 'varchar(10)', (col) => col.notNull())
          .addColumn('currency', 'varchar(3)', (col) => col.notNull())
          .addColumn('total_net', 'bigint', (col) => col.notNull())
          .addColumn('total_vat', 'bigint', (col) => col.notNull())
          .addColumn('total_gross', 'bigint', (col) => col.notNull())
          .addColumn('document', 'text', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('created_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .execute()
        await db.schema.createIndex('tax_document_order').on('tax_document').column('order_id').execute()
        await db.schema.createIndex('tax_document_issued').on('tax_document').column('issued_on').execute()
        // A deposit asked before production: how much, and once paid, when, how it was matched and by whom.
        await withId(db.schema.createTable('order_deposit'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
          .addColumn('percent', 'integer', (col) => col.notNull())
          .addColumn('amount', 'bigint', (col) => col.notNull())
          .addColumn('requested_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('received_on', 'varchar(10)')
          .addColumn('received_amount', 'bigint')
          .addColumn('source', 'varchar(8)')
          .addColumn('received_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .execute()
        // Cash the driver collected for an order: who, how much, which day, recorded by whom.
        await withId(db.schema.createTable('cash_collection'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
          .addColumn('amount', 'bigint', (col) => col.notNull())
          .addColumn('currency', 'varchar(3)', (col) => col.notNull())
          .addColumn('collected_on', 'varchar(10)', (col) => col.notNull())
          .addColumn('collected_by', 'varchar(80)', (col) => col.notNull())
          .addColumn('recorded_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('recorded_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .execute()
        await db.schema.createIndex('cash_collection_day').on('cash_collection').column('collected_on').execute()
      },
      async down(db: Kysely<unknown>) {
        for (const table of ['cash_collection', 'order_deposit', 'tax_document', 'document_counter'])
          await db.schema.dropTable(table).execute()
        await db.schema.alterTable('orders').dropColumn('vat_treatment').execute()
      },
    },
    '2026_12_01_130_floor': {
      async up(db: Kysely<unknown>) {
        // Issue 38.4: the shop floor's scans, one row per board and step done (a second scan changes nothing).
        await withId(db.schema.createTable('part_step'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('part_id', 'varchar(80)', (col) => col.notNull())
          .addColumn('step', 'varchar(12)', (col) => col.notNull())
          .addColumn('done_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('done_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .addColumn('done_by_name', 'varchar(80)', (col) => col.notNull())
          .addUniqueConstraint('part_step_part_step', ['part_id', 'step'])
          .execute()
        await db.schema.createIndex('part_step_order').on('part_step').column('order_id').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('part_step').execute()
      },
    },
    // Issue 38.5: each confirmed order's planned production day (docs/decisions/0045-calendar.md).
    '2026_12_01_140_calendar': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('production_plan'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
          .addColumn('day', 'varchar(10)', (col) => col.notNull())
          .addColumn('due_on', 'varchar(10)', (col) => col.notNull())
          .addColumn('pieces', 'integer', (col) => col.notNull())
          .addColumn('planned_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('production_plan_day').on('production_plan').column('day').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('production_plan').execute()
      },
    },
    // Issue 39.1: the delivery day promised when the order was placed (the estimate of its pieces then).
    '2026_12_02_210_delivery': {
      async up(db: Kysely<unknown>) {
        await db.schema.alterTable('orders').addColumn('delivery_date', 'varchar(10)').execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.alterTable('orders').dropColumn('delivery_date').execute()
      },
    },
    // Issue 39.2: the customer's order page (docs/decisions/0048-track.md): the SHA-256 of each link's token (every
    // customer e-mail mints one; the token itself is never stored), and the customer's messages to the shop.
    '2026_12_02_220_track': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('order_track_token'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('order_track_token_order').on('order_track_token').column('order_id').execute()
        await withId(db.schema.createTable('order_message'), kind)
          .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
          .addColumn('text', 'text', (col) => col.notNull())
          .addColumn('at', 'varchar(32)', (col) => col.notNull())
          .execute()
        await db.schema.createIndex('order_message_order').on('order_message').columns(['order_id', 'id']).execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('order_message').execute()
        await db.schema.dropTable('order_track_token').execute()
      },
    },
    // Issue 39.4: free decor samples, a small order without money (docs/decisions/0050-samples.md).
    '2026_12_02_240_samples': {
      async up(db: Kysely<unknown>) {
        await withId(db.schema.createTable('sample_order'), kind)
          // The browser's id of the form: a second submit of the same form finds the first row.
          .addColumn('request_id', 'varchar(64)', (col) => col.notNull().unique())
          .addColumn('status', 'varchar(12)', (col) => col.notNull())
          .addColumn('locale', 'varchar(2)', (col) => col.notNull())
          // The decor codes, comma-separated (at most five).
          .addColumn('decors', 'varchar(200)', (col) => col.notNull())
          .addColumn('name', 'varchar(200)', (col) => col.notNull())
          .addColumn('surname', 'varchar(200)', (col) => col.notNull())
          .addColumn('email', 'varchar(200)', (col) => col.notNull())
          // The mailbox (lower case, no +tag) the per-address limit counts.
          .addColumn('mailbox', 'varchar(200)', (col) => col.notNull())
          .addColumn('address', 'varchar(200)', (col) => col.notNull())
          .addColumn('city', 'varchar(200)', (col) => col.notNull())
          .addColumn('zip', 'varchar(10)', (col) => col.notNull())
          .addColumn('country', 'varchar(2)', (col) => col.notNull())
          .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
          .addColumn('done_at', 'varchar(32)')
          .addColumn('done_by', 'integer', (col) => col.references('staff_user.id').onDelete('set null'))
          .execute()
        await db.schema
          .createIndex('sample_order_mailbox')
          .on('sample_order')
          .columns(['mailbox', 'created_at'])
          .execute()
        await db.schema
          .createIndex('sample_order_status')
          .on('sample_order')
          .columns(['status', 'created_at'])
          .execute()
      },
      async down(db: Kysely<unknown>) {
        await db.schema.dropTable('sample_order').execute()
      },
    },
  }
}
