import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely'

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
}
}
