/**
 * The outbox worker: sends the e-mails written with each order, at least once and never twice.
 * A row is leased before sending and marked sent after; if the process dies in between, the
 * lease runs out and the row is sent again, with the same Message-ID and, for .eml files, the
 * same file name, so the second send replaces the first instead of adding one.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { ExpressionBuilder, Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import type { DialectKind } from '../db/migrations'
import { redactPersonalData } from '../log'
import { ORDER_PAGE_LINK } from './orderPageLink'

/** One e-mail as the worker hands it over. */
export interface OutgoingMail {
  messageId: string
  from: string
  to: string
  /** Where a reply goes when it is not the sender: the customer, on the shop's notices of an order and its messages. */
  replyTo?: string
  subject: string
  text: string
  html: string
  /** A stable name for the message (order number and kind). */
  name: string
  /** Files sent with it (the confirmation's design PDFs), made at send time. */
  attachments?: MailAttachment[]
}

/** A file attached to an e-mail. */
export interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** Where e-mails go: an SMTP server, or .eml files in a folder (the embedded default). */
export interface MailTransport {
  describe: string
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

const message = (mail: OutgoingMail) => ({
  messageId: mail.messageId,
  from: mail.from,
  to: mail.to,
  ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  attachments: mail.attachments ?? [],
  // A payment QR is stored in the HTML as a data: URI; mail clients block those, so it leaves as an inline
  // (cid:) image attachment.
  attachDataUrls: true,
})

/** SMTP through nodemailer (SMTP_URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url)
  return {
    describe: `SMTP ${new URL(url).host}`,
    async send(mail) {
      await transporter.sendMail(message(mail))
    },
    close: () => transporter.close(),
  }
}

/** RFC 822 files composed by nodemailer, one per message name, written whole or not at all. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  mkdirSync(dir, { recursive: true })
  return {
    describe: `.eml files in ${dir}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail))
      const file = join(dir, `${mail.name}.eml`)
      const temporary = `${file}.${process.pid}.tmp`
      writeFileSync(temporary, info.message as Buffer)
      renameSync(temporary, file)
    },
    close: () => transporter.close(),
  }
}

/**
 * The state a new outbox row starts in, written `at` and due at once (orders and shares) or at `due` (a status
 * e-mail waits out the desk's undo window: the worker claims no row before its next_attempt_at).
 */
export const pendingMail = (at: string, due: string = at) =>
  ({
    status: 'pending',
    attempts: 0,
    next_attempt_at: due,
    locked_until: null,
    sent_at: null,
    last_error: null,
    created_at: at,
  }) as const

export interface OutboxWorkerOptions {
  db: Kysely<Schema>
  /** The database's dialect: PostgreSQL servers claim rows with SKIP LOCKED. */
  kind: DialectKind
  transport: MailTransport
  from: string
  /** How often pending mail is looked for besides the nudges after each order. */
  intervalMs?: number
  /** How long a row stays leased to one sender. */
  leaseMs?: number
  /** The files an order's e-mail of this kind carries, made from the stored order when it is sent. */
  attachments?: (mail: { orderId: number; kind: string }) => Promise<MailAttachment[]>
  /**
   * A fresh link to the order's page (issue 39.2) for an e-mail whose texts hold ORDER_PAGE_LINK: made at each send,
   * so the stored row keeps the placeholder and no token is kept anywhere but in the e-mail.
   */
  orderPageLink?: (orderId: number) => Promise<string>
}

/**
 * The kinds of e-mail an order sends to the shop itself, which the shop answers to the customer (Reply-To): the
 * notice of a new order, and of each message from the order's page (`message-N`, issue 39.2).
 */
const isShopNotice = (kind: string) => kind === 'shop' || /^message-\d+$/.test(kind)

/** Waiting time before the n-th retry: 10 s, 20 s, 40 s … at most an hour. */
const backoff = (attempts: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempts - 1))

/**
 * Starts the worker; `nudge()` after an order sends its mail at once; `stop(waitMs)` lets the running
 * send finish for up to waitMs, then hands back any row it still holds so another server sends it at once.
 */
export function startOutboxWorker(options: OutboxWorkerOptions) {
  const { db, kind, transport, from } = options
  const leaseMs = options.leaseMs ?? 60_000
  let running: Promise<void> | undefined
  let again = false
  let stopped = false
  /** Rows this worker has leased and not yet marked: released on stop. */
  const held = new Set<number>()

  /** The e-mail fields a send needs, with the attempt count this claim makes. */
  const sendFields = [
    'outbox.id',
    'outbox.order_id',
    'outbox.kind',
    'outbox.recipient',
    'outbox.subject',
    'outbox.body_text',
    'outbox.body_html',
    'outbox.message_id',
    'outbox.attempts',
  ] as const
  const isDue = (eb: ExpressionBuilder<Schema, 'outbox'>, now: string) =>
    eb.and([
      eb('outbox.status', '=', 'pending'),
      eb('outbox.next_attempt_at', '<=', now),
      eb.or([eb('outbox.locked_until', 'is', null), eb('outbox.locked_until', '<', now)]),
    ])

  /**
   * Leases the next due row and returns it (attempts already counted), or undefined when none is due.
   * PostgreSQL: one statement whose SKIP LOCKED sub-select lets N servers each take a different row at
   * once instead of racing for the same one. SQLite (one process): the lease update itself decides.
   */
  async function claimNext() {
    const now = new Date().toISOString()
    const until = new Date(Date.now() + leaseMs).toISOString()
    if (kind === 'postgres')
      return db
        .updateTable('outbox')
        .set((eb) => ({ locked_until: until, attempts: eb('attempts', '+', 1) }))
        .where('outbox.id', '=', (eb) =>
          eb
            .selectFrom('outbox')
            .select('outbox.id')
            .where((due) => isDue(due, now))
            .orderBy('outbox.id')
            .limit(1)
            .forUpdate()
            .skipLocked(),
        )
        .returning((eb) => [
          ...sendFields,
          eb.selectFrom('orders').select('orders.number').whereRef('orders.id', '=', 'outbox.order_id').as('number'),
          eb.selectFrom('orders').select('orders.email').whereRef('orders.id', '=', 'outbox.order_id').as('email'),
        ])
        .executeTakeFirst()
    for (;;) {
      const row = await db
        .selectFrom('outbox')
        // A shared design's e-mail has no order (its file is named by the row's id).
        .leftJoin('orders', 'orders.id', 'outbox.order_id')
        .select([...sendFields, 'orders.number', 'orders.email'])
        .where((eb) => isDue(eb, now))
        .orderBy('outbox.id')
        .limit(1)
        .executeTakeFirst()
      if (!row) return undefined
      // The lease: only the sender whose update matched the free row sends it.
      const leased = await db
        .updateTable('outbox')
        .set({ locked_until: until, attempts: row.attempts + 1 })
        .where('outbox.id', '=', row.id)
        .where((eb) => isDue(eb, new Date().toISOString()))
        .executeTakeFirst()
      if (Number(leased.numUpdatedRows) === 1) return { ...row, attempts: row.attempts + 1 }
    }
  }

  /** The e-mail's texts with the order page's link in place of its placeholder (one link for both texts). */
  async function withOrderPageLink(row: { order_id: number | null; body_text: string; body_html: string }) {
    const { body_text: text, body_html: html } = row
    if (row.order_id === null || !options.orderPageLink) return { text, html }
    if (!text.includes(ORDER_PAGE_LINK) && !html.includes(ORDER_PAGE_LINK)) return { text, html }
    const link = await options.orderPageLink(row.order_id)
    return { text: text.replaceAll(ORDER_PAGE_LINK, link), html: html.replaceAll(ORDER_PAGE_LINK, link) }
  }

  async function round() {
    while (!stopped) {
      const row = await claimNext()
      if (!row) return
      held.add(row.id)
      try {
        const { text, html } = await withOrderPageLink(row)
        await transport.send({
          messageId: row.message_id,
          from,
          to: row.recipient,
          // Read from the order at send time (not stored with the row): an erased customer's address goes with it.
          ...(isShopNotice(row.kind) && row.email ? { replyTo: row.email } : {}),
          subject: row.subject,
          text,
          html,
          name: `${row.number ?? row.id}-${row.kind}`,
          // Made at send time from the stored order (a shared design's e-mail has none).
          attachments:
            row.order_id === null ? undefined : await options.attachments?.({ orderId: row.order_id, kind: row.kind }),
        })
        await db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: new Date().toISOString(), locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute()
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        // The order number and kind only: an SMTP error often quotes the recipient's address.
        console.error(
          `E-mail ${row.number ?? row.id}-${row.kind} not sent (attempt ${row.attempts}): ${redactPersonalData(reason)}`,
        )
        await db
          .updateTable('outbox')
          .set({
            locked_until: null,
            last_error: reason.slice(0, 1000),
            next_attempt_at: new Date(Date.now() + backoff(row.attempts)).toISOString(),
          })
          .where('id', '=', row.id)
          .execute()
      } finally {
        held.delete(row.id)
      }
    }
  }

  function nudge() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = round()
      .catch((error: unknown) =>
        console.error(
          'Outbox round failed:',
          redactPersonalData(error instanceof Error ? error.message : String(error)),
        ),
      )
      .finally(() => {
        running = undefined
        if (again) {
          again = false
          nudge()
        }
      })
  }

  const timer = setInterval(nudge, options.intervalMs ?? 5_000)
  timer.unref()
  nudge()
  return {
    nudge,
    async stop(waitMs = 10_000) {
      stopped = true
      clearInterval(timer)
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([running, new Promise((resolve) => (timeout = setTimeout(resolve, waitMs)))])
      clearTimeout(timeout)
      // A send that outlived the wait: its lease is given back rather than left to run out.
      if (held.size > 0)
        await db
          .updateTable('outbox')
          .set({ locked_until: null })
          .where('id', 'in', [...held])
          .where('status', '=', 'pending')
          .execute()
      transport.close()
    },
  }
}

/** The configured transport: SMTP when SMTP_URL is set, else .eml files in DATA_DIR/outbox. */
export function mailTransportFor(config: { smtpUrl?: string | undefined; dataDir: string }): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(join(config.dataDir, 'outbox'))
}
