import { describe, expect, it } from 'vitest'
import { describeError, redactPersonalData } from '#server/log.ts'

describe('log lines without personal data', () => {
  it('masks e-mail addresses and phone numbers, keeps order numbers, dates and hosts', () => {
    expect(
      redactPersonalData(
        '550 5.1.1 <jana.kovacova@example.sk>: Recipient rejected; call +421 905 123 456 or 0905123456 about 2026-000123 on 2026-11-28 via 127.0.0.1:5432',
      ),
    ).toBe(
      '550 5.1.1 <<e-mail>>: Recipient rejected; call <number> or <number> about 2026-000123 on 2026-11-28 via 127.0.0.1:5432',
    )
  })
  it('describes an error by kind, masked message and stack frames', () => {
    const error = new TypeError('bad value jana@example.sk')
    const lines = describeError(error).split('\n')
    expect(lines[0]).toBe('TypeError: bad value <e-mail>')
    expect(lines.slice(1).every((line) => /^\s+at /.test(line))).toBe(true)
    expect(describeError('tereza@example.cz')).toBe('<e-mail>')
  })
})
