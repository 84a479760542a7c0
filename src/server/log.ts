/**
 * What the server writes to its log must not identify a customer (issue 17): lines name orders by
 * number. Error texts from libraries (SMTP, database drivers) can quote an address or a phone
 * number, so they pass through here first.
 */

const EMAIL = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+\.[^\s<>"'(),;:]+/g
// Seven or more digits, possibly spaced, with an optional +: phone numbers; order numbers (2026-000123),
// dates and addresses of hosts have dashes, colons or dots between shorter runs and stay.
const PHONE = /\+?\d(?: ?\d){6,}/g

/** The text with e-mail addresses and phone numbers replaced by placeholders; order numbers stay. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '<e-mail>').replace(PHONE, '<number>')
}

/** An error as one log entry: its kind and redacted message, then its stack frames (code locations only). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return redactPersonalData(String(error))
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  return [`${error.name}: ${redactPersonalData(error.message)}`, ...frames].join('\n')
}
