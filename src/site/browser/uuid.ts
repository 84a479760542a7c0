/**
 * A random (version 4) UUID for idempotency keys. `crypto.randomUUID` exists only in secure contexts (HTTPS or the
 * local machine), so a shop opened over plain HTTP by another name had a dead order button (issue 39);
 * `crypto.getRandomValues` exists everywhere.
 */
export function randomUuid(source: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = source.getRandomValues(new Uint8Array(16))
  // RFC 9562 §5.4: version 4 in the high nibble of byte 6, variant 10 in the high bits of byte 8.
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
