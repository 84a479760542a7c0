import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'

/** One e-mail the outbox wrote, parsed as a mail client would read it. */
export interface OutboxMail {
  file: string
  to: string
  subject: string
  text: string
  messageId: string
  /** The Reply-To header's addresses ('' when none). */
  replyTo: string
  /** Its attached files. */
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>
}

/** Every .eml file in DATA_DIR/outbox (the embedded mail transport), parsed. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = join(dataDir, 'outbox')
  if (!existsSync(dir)) return []
  const files = readdirSync(dir).filter((name) => name.endsWith('.eml'))
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(readFileSync(join(dir, file)))
      const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '')
      const attachments = parsed.attachments.map((a) => ({
        filename: a.filename ?? '',
        contentType: a.contentType,
        content: a.content,
      }))
      return {
        file,
        to,
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        messageId: parsed.messageId ?? '',
        replyTo: parsed.replyTo?.text ?? '',
        attachments,
      }
    }),
  )
}
