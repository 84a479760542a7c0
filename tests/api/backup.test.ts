import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import BetterSqlite3 from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbKind, startServer, type TestServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { runScript } from './scripts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { API } from '#domain/endpoints.ts'

interface Acknowledged {
  number: string
  token: string
}

async function placeOrder(server: TestServer, i: number): Promise<Acknowledged> {
  const response = await fetch(`${server.url}${API.saveOrderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `backup-burst-${i}` },
    body: JSON.stringify(orderBody({ lines: [cartLine({ width: 30 + (i % 40) })] })),
  })
  expect(response.status).toBe(201)
  const answer = (await response.json()) as { orderNumber: string; confirmationToken: string }
  return { number: answer.orderNumber, token: answer.confirmationToken }
}

if (dbKind() === 'postgres')
  describe('backups with DATABASE_URL', () => {
    it.each([
      ['backup', ['--out', '/tmp/never-written.sqlite'], /pg_dump -Fc/],
      ['restore', ['/tmp/never-read.sqlite'], /pg_restore/],
    ])('%s points to PostgreSQL’s own tools and exits 1', async (name, args, tool) => {
      const run = await runScript(name, args, { DATABASE_URL: 'postgres://shop@127.0.0.1:5432/skrinka' })
      expect(run.code).toBe(1)
      expect(run.stderr).toMatch(tool)
      expect(run.stderr).toMatch(/docs\/operations.md, "Backups"/)
    })
  })
else
  describe('backups of SQLite', () => {
    let server: TestServer
    const scratch = mkdtempSync(join(tmpdir(), 'skrinka-backup-'))
    beforeAll(async () => {
      server = await startServer({ ORDER_RATE_LIMIT: '100000/60' })
    })
    afterAll(async () => {
      await server?.stop()
      rmSync(scratch, { recursive: true, force: true })
    })

    it(
      'a backup taken during an order burst restores every order acknowledged before it began',
      { timeout: 120_000 },
      async () => {
        const acknowledged: Acknowledged[] = []
        let next = 0
        let backupDone = false
        // Four shoppers order without pause until the backup has finished (at least 20 orders each way).
        const clients = Array.from({ length: 4 }, async () => {
          while (!backupDone || next < 20) {
            if (next >= 2000) break
            acknowledged.push(await placeOrder(server, next++))
          }
        })
        while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 5))
        const before = [...acknowledged]
        const file = join(scratch, 'during-burst.sqlite')
        const backup = await runScript('backup', ['--out', file], { DATA_DIR: server.dataDir })
        const duringBackup = acknowledged.length - before.length
        backupDone = true
        await Promise.all(clients)
        expect(backup.stderr).toBe('')
        expect(backup.code).toBe(0)
        expect(backup.stdout).toMatch(/^Backup written to .*during-burst\.sqlite: \d+ orders, the last \d{4}-\d{6}/)
        // The shop kept taking orders while the backup ran.
        expect(duringBackup).toBeGreaterThan(0)

        const restoredDir = join(scratch, 'restored')
        const restore = await runScript('restore', [file], { DATA_DIR: restoredDir })
        expect(restore.stderr).toBe('')
        expect(restore.code).toBe(0)
        expect(restore.stdout).toMatch(/^Restored .* into .*restored\/skrinka\.sqlite: \d+ orders/)
        // The copy and the restored database hold every customer's data: their user's alone (issue 34.8).
        const modes = [file, restoredDir, join(restoredDir, 'skrinka.sqlite')].map((path) => [
          path,
          (statSync(path).mode & 0o777).toString(8),
        ])
        expect(modes).toEqual([
          [file, '600'],
          [restoredDir, '700'],
          [join(restoredDir, 'skrinka.sqlite'), '600'],
        ])

        const restored = await startServer({}, { dataDir: restoredDir })
        try {
          const rows = await queryRows<{ number: string; lines: number | string; mails: number | string }>(
            restored,
            `select number,
              (select count(*) from order_line where order_line.order_id = orders.id) as lines,
              (select count(*) from outbox where outbox.order_id = orders.id) as mails
             from orders`,
          )
          const numbers = new Set(rows.map((row) => row.number))
          for (const order of before) expect(numbers.has(order.number), order.number).toBe(true)
          // Each order is whole: its line and both e-mails came with it (one transaction, one snapshot).
          for (const row of rows) expect([Number(row.lines), Number(row.mails)]).toEqual([1, 2])
          // The restored shop serves them: each shopper's confirmation opens there.
          for (const order of before) {
            const response = await fetch(`${restored.url}${API.getOrderConfirmation.path}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ orderNumber: order.number, token: order.token }),
            })
            expect(response.status, order.number).toBe(200)
          }
          // And numbers new orders after the restored ones.
          const fresh = await placeOrder(restored, 100_000)
          expect(numbers.has(fresh.number)).toBe(false)
        } finally {
          await restored.stop()
        }
      },
    )

    it('restore refuses a running server’s database, an existing one without --force, a damaged or newer file', async () => {
      const file = join(scratch, 'refusals.sqlite')
      expect((await runScript('backup', ['--out', file], { DATA_DIR: server.dataDir })).code).toBe(0)

      const withoutForce = await runScript('restore', [file], { DATA_DIR: server.dataDir })
      expect(withoutForce.code).toBe(1)
      expect(withoutForce.stderr).toMatch(/^restore: .*skrinka\.sqlite exists; add --force to replace it/)

      const whileRunning = await runScript('restore', [file, '--force'], { DATA_DIR: server.dataDir })
      expect(whileRunning.code).toBe(1)
      expect(whileRunning.stderr).toMatch(
        /^restore: A server is using .*skrinka\.sqlite; stop it before restoring\.\n$/,
      )

      const junk = join(scratch, 'junk.sqlite')
      writeFileSync(junk, 'not a database at all'.repeat(100))
      const damaged = await runScript('restore', [junk], { DATA_DIR: join(scratch, 'never') })
      expect(damaged.code).toBe(1)
      expect(damaged.stderr).toMatch(/cannot be read as an SQLite database/)

      const newer = join(scratch, 'newer.sqlite')
      copyFileSync(file, newer)
      const db = new BetterSqlite3(newer)
      db.prepare("insert into kysely_migration (name, timestamp) values ('2999_01_01_001_future', '2999-01-01')").run()
      db.close()
      const tooNew = await runScript('restore', [newer], { DATA_DIR: join(scratch, 'never') })
      expect(tooNew.code).toBe(1)
      expect(tooNew.stderr).toMatch(/made by a newer version of the shop \(migration 2999_01_01_001_future/)
      expect(existsSync(join(scratch, 'never', 'skrinka.sqlite'))).toBe(false)

      // Stopped, the server's database is replaced with --force and the old one kept aside.
      const orders = await queryRows<{ n: number }>(server, 'select count(*) as n from orders')
      expect(await server.terminate()).toBe(0)
      const replaced = await runScript('restore', [file, '--force'], { DATA_DIR: server.dataDir })
      expect(replaced.stderr).toBe('')
      expect(replaced.code).toBe(0)
      const kept = readdirSync(server.dataDir).filter((name) => /^skrinka\.sqlite\.before-restore-/.test(name))
      expect(kept).toHaveLength(1)
      expect(replaced.stdout).toContain(`kept as ${join(server.dataDir, kept[0]!)}`)
      const old = new BetterSqlite3(join(server.dataDir, kept[0]!), { readonly: true })
      expect(old.prepare('select count(*) as n from orders').get()).toEqual(orders[0])
      old.close()
    })
  })
