import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { renderCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { readOutbox } from '#scripts/harness/mail.ts'
import { dbKind, startServer, type TestServer } from './server'

/** Every file and folder under a folder (itself included) whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  const open: string[] = []
  const walk = (path: string) => {
    const stat = statSync(path)
    if ((stat.mode & 0o077) !== 0) open.push(`${path} ${(stat.mode & 0o777).toString(8)}`)
    if (stat.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name))
  }
  walk(root)
  return open
}

// Issue 34.8: the database, its -wal and -shm, models and e-mails hold customers' data (backups: backup.test.ts).
const dataDir = mkdtempSync(join(tmpdir(), 'skrinka-files-'))
let server: TestServer
beforeAll(async () => {
  // A DATA_DIR made by hand as most folders are (0755).
  chmodSync(dataDir, 0o755)
  server = await startServer({}, { dataDir })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

describe(`data files on ${dbKind()}`, () => {
  it('are the server user’s alone after an order and a render: files 0600, folders 0700', async () => {
    const ordered = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'data-files-order-0001' },
      body: JSON.stringify(orderBody()),
    })
    expect(ordered.status).toBe(201)
    const rendered = await fetch(`${server.url}${API.renderSkrinka.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cabinet: renderCabinet() }),
    })
    expect(rendered.status).toBe(200)
    await expect.poll(async () => (await readOutbox(dataDir)).length, { timeout: 10_000 }).toBe(2)
    const names = readdirSync(dataDir)
    if (dbKind() === 'sqlite')
      expect(names).toEqual(expect.arrayContaining(['skrinka.sqlite', 'skrinka.sqlite-wal', 'skrinka.sqlite-shm']))
    expect(names).toEqual(expect.arrayContaining(['outbox']))
    expect(readdirSync(dataDir, { recursive: true }).some((name) => String(name).endsWith('.glb'))).toBe(true)
    expect(openToOthers(dataDir)).toEqual([])
  })
})
