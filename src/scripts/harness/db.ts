import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import pg from 'pg'
import type { TestServer } from './builtServer'

/** Reads rows straight from a test server's own database (SQLite file or PostgreSQL). */
export async function queryRows<T>(server: TestServer, sql: string): Promise<T[]> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl })
    await client.connect()
    try {
      return (await client.query(sql)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const db = new BetterSqlite3(join(server.dataDir, 'skrinka.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare(sql).all() as T[]
  } finally {
    db.close()
  }
}

/** Changes a test server's own database directly (to age a row, say); `sql` is one statement. */
export async function runSql(server: TestServer, sql: string): Promise<void> {
  if (server.databaseUrl) {
    await queryRows(server, sql)
    return
  }
  const db = new BetterSqlite3(join(server.dataDir, 'skrinka.sqlite'), { fileMustExist: true })
  try {
    db.prepare(sql).run()
  } finally {
    db.close()
  }
}
