/**
 * The files the shop writes hold customers' data: the database and its -wal and -shm, models, e-mails,
 * backups (issue 34.8). Only the user the server runs as may read them: files 0600, folders 0700.
 */
import { chmodSync } from 'node:fs'

/** Every file and folder this process makes from now on, a library's too (SQLite, the mail files), is its user's alone. */
export function keepFilesPrivate(): void {
  process.umask(0o077)
}

/**
 * Closes DATA_DIR to other users (0700), which also covers what an older version left readable in it.
 * Answers a warning line when it cannot (a folder another user owns), undefined when done.
 */
export function closeDataDir(dir: string): string | undefined {
  try {
    chmodSync(dir, 0o700)
    return undefined
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return `Warning: DATA_DIR ${dir} could not be made private (0700: ${reason}); other users of this machine may read the shop's data.`
  }
}
