import type { Generated } from 'kysely'

/** Page and conversion events (spec §7 addEvent); written from issue 7 on. */
export interface EventTable {
  id: Generated<number>
  name: string
  country: string
  created_at: string
}

/** The database as Kysely sees it, on SQLite and PostgreSQL alike. */
export interface Schema {
  event: EventTable
}
