/** Shared designs (issue 18.2): the code's row, and the "Send me this design" e-mail in the outbox. */
import { createHash, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { LocaleCode } from '#domain/locale.ts'
import { designShareAddress, SHARE_CODE_LENGTH, sharePath, type ShareAddress, type ShareKind } from '#domain/share.ts'
import type { Schema } from './schema'
import { pendingMail } from '../mail/outbox'

/** The code of a design: base64url of the SHA-256 of its kind and canonical address, first characters. */
export function shareCode(address: ShareAddress): string {
  const canonical = `${address.kind}\n${address.path}?${address.search}`
  return createHash('sha256').update(canonical).digest('base64url').slice(0, SHARE_CODE_LENGTH)
}

/**
 * A design's short link (`/n/{code}`), stored as a share: what a PDF prints and puts in its QR. The full address
 * (~250 characters) made a dense QR that phones read badly from paper.
 */
export async function designShortLink(
  db: Kysely<Schema>,
  siteUrl: string,
  design: Cabinet | Hallway,
  locale: LocaleCode,
): Promise<string> {
  const address = designShareAddress(design)
  const code = shareCode(address)
  await saveShare(db, code, address)
  return `${siteUrl.replace(/\/$/, '')}${sharePath(code, locale)}`
}

/** Stores a design under its code; a second share of the same design keeps the first row. */
export async function saveShare(db: Kysely<Schema>, code: string, address: ShareAddress): Promise<void> {
  await db
    .insertInto('shared_design')
    .values({
      code,
      kind: address.kind,
      path: address.path,
      search: address.search,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute()
}

/** The design a code names, or undefined. */
export async function findShare(db: Kysely<Schema>, code: string): Promise<ShareAddress | undefined> {
  const row = await db
    .selectFrom('shared_design')
    .select(['kind', 'path', 'search'])
    .where('code', '=', code)
    .executeTakeFirst()
  return row && { kind: row.kind as ShareKind, path: row.path, search: row.search }
}

/** One e-mail of a shared design, queued for the outbox worker (no order: order_id is null). */
export async function queueShareMail(
  db: Kysely<Schema>,
  mail: { to: string; subject: string; text: string; html: string; mailDomain: string },
): Promise<void> {
  const now = new Date().toISOString()
  await db
    .insertInto('outbox')
    .values({
      order_id: null,
      kind: 'share',
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html,
      // Each request is its own e-mail; the id stays stable across the worker's retries.
      message_id: `<share-${randomUUID()}@${mail.mailDomain}>`,
      ...pendingMail(now),
    })
    .execute()
}
