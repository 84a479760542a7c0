import { connect, type Socket } from 'node:net'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'
import { defaultPriceCabinet } from '#scripts/harness/fixtures/cabinet.ts'

/**
 * Bounded work per request (issue 34, point 1): a hostile list is refused by its length before its
 * elements are looked at, an error answer stays small whatever came in, a body past the limit is
 * cut off as it arrives (chunked too) and the connection closed, a slow body is cut off by the read
 * timeout, and a client that goes away is not an error in the log.
 */

/** The read timeout of this file's server: short, so the slow client's test takes a few seconds. */
const REQUEST_TIMEOUT_MS = 1_500
const MAX_ERROR_BYTES = 16 * 1024
const MB = 1024 * 1024

let server: TestServer
beforeAll(async () => {
  server = await startServer({ REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) })
})
afterAll(() => server?.stop())

/** The server process's resident memory and its peak so far, in bytes (Linux). */
function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

const hallway = defaultHallway()
const LIST = '"@list@"'
/** A body of about 255 KiB (under the 256 KiB limit) whose list field is `[{},{},…]`. */
function withHostileList(template: unknown): string {
  const text = JSON.stringify(template)
  const room = 255 * 1024 - (text.length - LIST.length) - 2
  const count = Math.floor((room + 1) / 3)
  return text.replace(LIST, `[${'{},'.repeat(count - 1)}{}]`)
}
const order = orderBody()
const HOSTILE: [Endpoint, string, string][] = [
  [
    API.getPriceChodba,
    'furniture',
    withHostileList({
      furniture: '@list@',
      podorys: hallway.podorys,
      realHeight: hallway.realHeight,
      depth: hallway.depth,
      corpusColor: hallway.corpusColor,
      doorColor: hallway.doorColor,
    }),
  ],
  [API.renderChodba, 'chodba.cabinets', withHostileList({ chodba: { ...hallway, cabinets: '@list@' } })],
  [API.renderChodbaAr, 'chodba.cabinets', withHostileList({ chodba: { ...hallway, cabinets: '@list@' } })],
  [
    API.renderChodbaPhoto,
    'cabinets',
    withHostileList({ cabinets: '@list@', doorColor: hallway.doorColor, corpusColor: hallway.corpusColor }),
  ],
  [
    API.saveOrderSkrinka,
    'order.furniture',
    withHostileList({ ...order, order: { ...order.order, furniture: '@list@' } }),
  ],
]

/** A raw HTTP/1.1 connection: what was written, what came back and when it closed. */
function rawConnection() {
  const { hostname, port } = new URL(server.url)
  const socket: Socket = connect(Number(port), hostname)
  socket.on('error', () => {})
  let received = ''
  let sent = 0
  let sentWhenAnswered: number | undefined
  socket.on('data', (chunk: Buffer) => {
    sentWhenAnswered ??= sent
    received += chunk.toString('latin1')
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  return {
    socket,
    connected,
    closed,
    isClosed: () => socket.destroyed,
    received: () => received,
    /** Bytes handed to the socket so far, and when the first byte of an answer came. */
    sent: () => sent,
    sentWhenAnswered: () => sentWhenAnswered,
    /** Writes and waits until the socket took it (resolves at once on a closed socket). */
    write(data: string | Buffer) {
      if (socket.destroyed || !socket.writable) return Promise.resolve(false)
      sent += typeof data === 'string' ? Buffer.byteLength(data) : data.length
      return new Promise<boolean>((resolve) => socket.write(data, (error) => resolve(!error)))
    },
    status: () => Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? NaN),
    header: (name: string) =>
      new RegExp(`^${name}:\\s*(.*)\\r$`, 'im').exec(received.split('\r\n\r\n')[0] ?? '')?.[1]?.trim(),
  }
}

const head = (path: string, lines: string[]) =>
  `POST ${path} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nContent-Type: application/json\r\n${lines.map((l) => `${l}\r\n`).join('')}\r\n`

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Sends `total` bytes of a JSON string's inside to `path`, chunked or with a declared length, until the server answers or closes. */
async function upload(path: string, total: number, chunked: boolean) {
  const connection = rawConnection()
  await connection.connected
  await connection.write(head(path, chunked ? ['Transfer-Encoding: chunked'] : [`Content-Length: ${total + 8}`]))
  const piece = Buffer.alloc(64 * 1024, 'a')
  await connection.write(chunked ? `6\r\n{"x":"\r\n` : '{"x":"')
  const started = Date.now()
  for (let sent = 0; sent < total && !connection.isClosed() && connection.sentWhenAnswered() === undefined;) {
    if (
      !(await connection.write(chunked ? Buffer.concat([Buffer.from('10000\r\n'), piece, Buffer.from('\r\n')]) : piece))
    )
      break
    sent += piece.length
    // As an HTTP client does, read while sending: an answer that comes early is seen early.
    await new Promise((resolve) => setImmediate(resolve))
    // Time-boxed: on loopback 20 MB take well under a second.
    if (Date.now() - started > 20_000) break
  }
  const wholeBodySent = connection.sent() >= total
  // The server closes the connection after its answer; a client that keeps it waits no more than this.
  await Promise.race([connection.closed, pause(3_000)])
  const closed = connection.isClosed()
  connection.socket.destroy()
  return { connection, wholeBodySent, closed }
}

describe('bounded work per request', () => {
  let before: { rss: number; peak: number }
  beforeAll(() => {
    before = memoryOf(server.pid()!)
  })

  it.each(HOSTILE.map(([entry, field, body]) => [entry.path, field, body]))(
    '%s: a 255 KiB list of empty objects is refused by its length at once, in a small answer',
    async (path, field, body) => {
      const started = performance.now()
      const response = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      const text = await response.text()
      const took = performance.now() - started
      expect(response.status).toBe(400)
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_ERROR_BYTES)
      const answer = JSON.parse(text) as { error: string; message: string; issues: { path: string }[] }
      expect(answer.error).toBe('invalid_body')
      // The list's own length is the fault named, not its 87,000 elements.
      expect(answer.issues[0]!.path).toBe(field)
      expect(answer.message).toContain(field)
      expect(took).toBeLessThan(1_000)
    },
  )

  it('keeps the server’s memory from ballooning on those bodies', () => {
    const after = memoryOf(server.pid()!)
    // Before: ~0.75 GB more per request. Parsing 255 KiB of JSON takes a few MB.
    expect(after.peak - before.peak).toBeLessThan(100 * MB)
  })

  it.each([
    ['chunked (Hono)', API.getPriceChodba.path, true],
    ['chunked (fast path)', API.getPriceSkrinka.path, true],
    ['with its length (Hono)', API.getPriceChodba.path, false],
    ['with its length (fast path)', API.getPriceSkrinka.path, false],
  ])('answers a 300 KiB body sent %s with 413 and closes the connection', async (_, path, chunked) => {
    const connection = rawConnection()
    await connection.connected
    const body = `{"x":"${'a'.repeat(300 * 1024)}"}`
    await connection.write(
      chunked
        ? `${head(path, ['Transfer-Encoding: chunked'])}${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`
        : `${head(path, [`Content-Length: ${body.length}`])}${body}`,
    )
    await Promise.race([connection.closed, pause(5_000)])
    expect(connection.status()).toBe(413)
    expect(connection.header('connection')).toBe('close')
    expect(JSON.parse(connection.received().split('\r\n\r\n')[1]!)).toMatchObject({ error: 'body_too_large' })
    // Closed by the server, not kept alive for another request.
    expect(connection.isClosed()).toBe(true)
    connection.socket.destroy()
  })

  it.each([
    ['chunked (Hono)', API.getPriceChodba.path, true],
    ['chunked (fast path)', API.getPriceSkrinka.path, true],
    ['with its length (Hono)', API.getPriceChodba.path, false],
    ['with its length (fast path)', API.getPriceSkrinka.path, false],
  ])('stops reading 20 MB sent %s: the client cannot send it all, the connection closes', async (_, path, chunked) => {
    const { connection, wholeBodySent, closed } = await upload(path, 20 * MB, chunked)
    // Before: the server read all 20 MB (chunked) or kept the connection open to drain it (with its length).
    expect(wholeBodySent).toBe(false)
    expect(closed).toBe(true)
    // The limit, the kernel's buffers on both sides and at most 1 MiB read and dropped while the answer goes out.
    expect(connection.sent()).toBeLessThan(10 * MB)
    // A client that reads while it sends sees the 413 (one that only writes may meet the closed connection first).
    if (connection.received()) {
      expect(connection.status()).toBe(413)
      expect(connection.header('connection')).toBe('close')
    }
  })

  it(
    'cuts off a body sent a few bytes a second within the read timeout (408, closed)',
    { timeout: 15_000 },
    async () => {
      const slow = async (path: string) => {
        const connection = rawConnection()
        await connection.connected
        const started = Date.now()
        await connection.write(head(path, ['Content-Length: 1000']))
        // Four bytes a second, for at most 8 s (before: the server waited 300 s and more).
        while (!connection.isClosed() && Date.now() - started < 8_000) {
          await connection.write('    ')
          await pause(250)
        }
        const took = Date.now() - started
        connection.socket.destroy()
        return { took, status: connection.status() }
      }
      const answers = await Promise.all([slow(API.getPriceChodba.path), slow(API.getPriceSkrinka.path)])
      for (const { took, status } of answers) {
        expect(status).toBe(408)
        // The timeout, plus the server's check every second, plus a loaded machine's slack.
        expect(took).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500)
      }
    },
  )

  it('does not log a client that goes away mid-body as an error', async () => {
    const from = server.output().length
    const abort = async (path: string, lines: string[], part: string) => {
      const connection = rawConnection()
      await connection.connected
      await connection.write(head(path, lines) + part)
      await pause(100)
      connection.socket.destroy()
    }
    const price = JSON.stringify({ selectedProductString: '{}', country: 'SK', cabinet: defaultPriceCabinet })
    await Promise.all([
      abort(API.getPriceSkrinka.path, [`Content-Length: ${price.length}`], price.slice(0, 50)),
      abort(API.getPriceChodba.path, [`Content-Length: 5000`], '{"furniture":['),
      abort(API.saveOrderSkrinka.path, ['Transfer-Encoding: chunked'], '2\r\n{"\r\n'),
    ])
    await pause(500)
    // The server is fine and said nothing alarming: no error line, no stack.
    expect((await fetch(`${server.url}${API.health.path}`)).status).toBe(200)
    const logged = server.output().slice(from)
    expect(logged).not.toMatch(/^\s+at /m)
    expect(logged).not.toMatch(/error/i)
  })
})
