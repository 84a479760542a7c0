import { describe, expect, it } from 'vitest'
import {
  isPageLinkMailKind,
  PAGE_LINK_RESEND_INTERVAL_MS,
  pageLinkMailKind,
  pageLinkResendWait,
} from '#domain/orderPageLinkResend.ts'

describe('the desk resending the order page link', () => {
  const now = new Date('2026-11-28T10:00:00.000Z')

  it('may send at once when no link was resent yet or the 10 minutes are over', () => {
    expect(PAGE_LINK_RESEND_INTERVAL_MS).toBe(600_000)
    expect(pageLinkResendWait(null, now)).toBe(0)
    expect(pageLinkResendWait('2026-11-28T09:50:00.000Z', now)).toBe(0)
    expect(pageLinkResendWait('2026-11-28T09:00:00.000Z', now)).toBe(0)
  })

  it('waits out the rest of the 10 minutes, in whole seconds rounded up', () => {
    expect(pageLinkResendWait('2026-11-28T10:00:00.000Z', now)).toBe(600)
    expect(pageLinkResendWait('2026-11-28T09:51:00.000Z', now)).toBe(60)
    expect(pageLinkResendWait('2026-11-28T09:50:00.001Z', now)).toBe(1)
  })

  it('names its e-mails pagelink-<n> and knows them from the other kinds', () => {
    expect(pageLinkMailKind(3)).toBe('pagelink-3')
    expect(isPageLinkMailKind('pagelink-12')).toBe(true)
    for (const kind of ['customer', 'status-confirmed', 'message-1', 'pagelink-', 'pagelink-1x'])
      expect(isPageLinkMailKind(kind)).toBe(false)
  })
})
