import { connect, createServer, type Server, type Socket } from 'node:net'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import getPort from 'get-port'
import { afterAll, describe, expect, it } from 'vitest'
import { dbKind, runServerExpectingExit, startServer } from './server'
import { queryRows } from '#scripts/harness/db.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { API } from '#domain/endpoints.ts'

/** A raw HTTP/1.1 connection, so a test can send a request in pieces and read the whole answer. */
function rawConnection(url: string) {
  const { hostname, port } = new URL(url)
  const socket: Socket = connect(Number(port), hostname)
  let received = ''
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return {
    connected,
    send: (text: string) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** The answer as status, headers (lower-case names) and body, once the server closed the connection. */
    async answer() {
      await closed
      const [head = '', ...rest] = received.split('\r\n\r\n')
      const [statusLine = '', ...headerLines] = head.split('\r\n')
      const headers = Object.fromEntries(
        headerLines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      )
      return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') }
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe(`graceful shutdown on ${dbKind()}`, () => {
  it(
    'finishes a request in flight after SIGTERM, turns new ones away with 503 + Retry-After, says not ready, exits 0',
    { timeout: 60_000 },
    async () => {
      const server = await startServer({ SHUTDOWN_GRACE_MS: '15000' })
      try {
        const host = new URL(server.url).host
        // The slow request: an order whose body is still arriving when the signal comes.
        const body = JSON.stringify(orderBody())
        const slow = rawConnection(server.url)
        await slow.connected
        await slow.send(
          `POST ${API.saveOrderSkrinka.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
            `Idempotency-Key: shutdown-slow-order-1\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 100)}`,
        )
        // Two kept-alive connections whose next request has begun but not ended when the signal comes.
        const health = rawConnection(server.url)
        const catalogue = rawConnection(server.url)
        // getPrice is answered on the fast path (src/server/fast.ts): a stopping server turns it away the same.
        const price = rawConnection(server.url)
        await Promise.all([health.connected, catalogue.connected, price.connected])
        await health.send(`GET ${API.health.path} HTTP/1.1\r\nHost: ${host}\r\n`)
        await catalogue.send(`GET ${API.catalogue.path} HTTP/1.1\r\nHost: ${host}\r\n`)
        const priceBody = JSON.stringify({ selectedProductString: '{}', country: 'SK', cabinet: defaultPriceCabinet })
        await price.send(
          `POST ${API.getPriceSkrinka.path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\n` +
            `Content-Length: ${Buffer.byteLength(priceBody)}\r\n`,
        )
        await pause(200)

        const exitCode = server.terminate()
        await pause(500)
        await health.send('\r\n')
        await catalogue.send('\r\n')
        await price.send(`\r\n${priceBody}`)
        const [healthAnswer, catalogueAnswer, priceAnswer] = await Promise.all([
          health.answer(),
          catalogue.answer(),
          price.answer(),
        ])
        expect(priceAnswer.status).toBe(503)
        expect(Number(priceAnswer.headers['retry-after'])).toBeGreaterThan(0)
        expect(priceAnswer.headers['connection']).toBe('close')
        expect(JSON.parse(priceAnswer.body)).toMatchObject({ error: 'shutting_down' })
        expect(healthAnswer.status).toBe(503)
        expect(healthAnswer.headers['retry-after']).toMatch(/^\d+$/)
        expect(JSON.parse(healthAnswer.body)).toMatchObject({ ok: true, db: dbKind(), ready: false })
        expect(catalogueAnswer.status).toBe(503)
        expect(Number(catalogueAnswer.headers['retry-after'])).toBeGreaterThan(0)
        expect(JSON.parse(catalogueAnswer.body)).toMatchObject({ error: 'shutting_down' })
        // New connections are no longer accepted.
        await expect(fetch(`${server.url}${API.health.path}`)).rejects.toThrow()

        // The order in flight still completes, and only then does the process end, with 0.
        await slow.send(body.slice(100))
        const order = await slow.answer()
        expect(order.status).toBe(201)
        const { orderNumber } = JSON.parse(order.body) as { orderNumber: string }
        expect(await exitCode).toBe(0)
        expect(server.output()).toMatch(/SIGTERM: draining/)
        expect(server.output()).toMatch(/SIGTERM: stopped after \d+ ms\n/)
        const rows = await queryRows<{ number: string }>(server, 'select number from orders')
        expect(rows.map((row) => row.number)).toEqual([orderNumber])
      } finally {
        await server.stop()
      }
    },
  )

  it('cuts off what is still running when the grace is over, and still exits 0', { timeout: 30_000 }, async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '500' })
    try {
      const slow = rawConnection(server.url)
      await slow.connected
      await slow.send(
        `POST ${API.saveOrderSkrinka.path} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
          `Content-Type: application/json\r\nIdempotency-Key: shutdown-slow-order-2\r\nContent-Length: 1000\r\n\r\n{`,
      )
      await pause(200)
      const started = Date.now()
      expect(await server.terminate()).toBe(0)
      expect(Date.now() - started).toBeLessThan(5_000)
      expect(server.output()).toMatch(/cut off/)
      await slow.answer()
    } finally {
      await server.stop()
    }
  })
})

describe('a start that cannot succeed ends with one clear line and exit code 1', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'skrinka-bad-start-'))
  let blocker: Server | undefined
  afterAll(() => {
    blocker?.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  const expectOneLine = async (env: Record<string, string>, message: RegExp) => {
    const { code, stderr } = await runServerExpectingExit({ DATA_DIR: join(scratch, 'data'), PORT: '0', ...env })
    expect(code).toBe(1)
    const lines = stderr.trimEnd().split('\n')
    expect(lines, stderr).toHaveLength(1)
    expect(stderr).not.toMatch(/^\s+at /m)
    expect(stderr).not.toContain('secret')
    expect(lines[0]).toMatch(message)
  }

  it('an unparsable DATABASE_URL', () =>
    expectOneLine(
      { DATABASE_URL: 'postgres://shop:secret@db:port/skrinka' },
      /^Invalid configuration: DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    ))

  it('an unreachable DATABASE_URL', async () => {
    const port = await getPort()
    await expectOneLine(
      { DATABASE_URL: `postgres://shop:secret@127.0.0.1:${port}/skrinka` },
      new RegExp(`^PostgreSQL at postgres://shop@127\\.0\\.0\\.1:${port}/skrinka cannot be reached \\(.*ECONNREFUSED`),
    )
  })

  it('a DATA_DIR that cannot be written (a file stands where the folder should be)', async () => {
    const file = join(scratch, 'not-a-folder')
    writeFileSync(file, '')
    await expectOneLine({ DATA_DIR: join(file, 'data') }, /^DATA_DIR .*not-a-folder\/data is not a writable folder \(/)
  })

  it('a port in use', async () => {
    const port = await getPort()
    blocker = createServer()
    await new Promise<void>((resolve) => blocker!.listen(port, '127.0.0.1', resolve))
    await expectOneLine(
      { PORT: String(port) },
      new RegExp(`^Port ${port} is already in use\\. Set PORT to a free port\\.$`),
    )
  })
})
