import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { migrate, openDatabase, type Database } from '#server/db/index.ts'
import { auditEntries, recordAudit } from '#server/db/audit.ts'

let dir: string
let database: Database
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'skrinka-audit-'))
  database = openDatabase({ dataDir: dir, databaseUrl: undefined })
  await migrate(database)
  await database.db
    .insertInto('staff_user')
    .values({
      email: 'majitel@skrinka.sk',
      name: 'Peter',
      role: 'owner',
      password_hash: 'x',
      created_at: '',
      updated_at: '',
    })
    .execute()
})
afterEach(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const owner = { name: 'Peter', email: 'majitel@skrinka.sk', role: 'owner' as const }
const script = { name: 'nightly', email: '', role: 'owner' as const }

describe('staff audit', () => {
  it('keeps who did what to what, newest first, a script without a name of a colleague', async () => {
    await recordAudit(database.db, {
      staff: owner,
      action: 'order.note',
      subject: 'order:2026000001',
      detail: { text: 'Zavolať pred dodaním' },
      at: new Date('2026-11-30T08:00:00Z'),
    })
    await recordAudit(database.db, {
      staff: script,
      action: 'prices.publish',
      subject: 'prices',
      at: new Date('2026-11-30T09:00:00Z'),
    })
    const all = await auditEntries(database.db)
    expect(all.map((entry) => [entry.action, entry.by, entry.at])).toEqual([
      ['prices.publish', null, '2026-11-30T09:00:00.000Z'],
      ['order.note', 'Peter', '2026-11-30T08:00:00.000Z'],
    ])
    expect(all[1]!.detail).toEqual({ text: 'Zavolať pred dodaním' })
  })

  it('filters by action, subject, name and a time range (the end exclusive)', async () => {
    for (const [hour, action, subject] of [
      ['08', 'order.note', 'order:1'],
      ['09', 'order.edit', 'order:1'],
      ['10', 'order.note', 'order:2'],
    ] as const)
      await recordAudit(database.db, { staff: owner, action, subject, at: new Date(`2026-11-30T${hour}:00:00Z`) })
    const subjects = async (filter: Parameters<typeof auditEntries>[1]) =>
      (await auditEntries(database.db, filter)).map((entry) => `${entry.action} ${entry.subject}`)
    expect(await subjects({ action: 'order.note' })).toEqual(['order.note order:2', 'order.note order:1'])
    expect(await subjects({ subject: 'order:1' })).toEqual(['order.edit order:1', 'order.note order:1'])
    expect(await subjects({ staffName: 'Nobody' })).toEqual([])
    expect(await subjects({ from: '2026-11-30T09:00:00.000Z', to: '2026-11-30T10:00:00.000Z' })).toEqual([
      'order.edit order:1',
    ])
    expect(await subjects({ limit: 1 })).toEqual(['order.note order:2'])
  })
})
