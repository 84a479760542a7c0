import { describe, expect, it } from 'vitest'
import { mailI18n } from '#server/mail/i18n.ts'
import { orderPageLinkMail } from '#server/mail/templates.ts'
import { ORDER_PAGE_LINK } from '#server/mail/orderPageLink.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

describe("the order page's link sent again from the desk (issue 39.2)", () => {
  it.each([
    ['sk', 'sk', 'Stránka vašej objednávky č. 2026-000123 – Skrinka'],
    ['cz', 'cs', 'Stránka vaší objednávky č. 2026-000123 – Skrinka'],
  ] as const)(
    'is written in the order language (%s) with the placeholder the outbox fills',
    async (locale, lang, subject) => {
      const mail = orderPageLinkMail(
        { number: '2026-000123', locale, email: 'jana@example.sk' },
        await mailI18n(locale),
        SEED_SETTINGS,
      )
      expect(mail.to).toBe('jana@example.sk')
      expect(mail.subject).toBe(subject)
      expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`))
      // The link is minted when the e-mail is sent: the stored texts hold the placeholder on a line of its own.
      expect(mail.text.split('\n')).toContain(ORDER_PAGE_LINK)
      expect(mail.html).toContain(ORDER_PAGE_LINK)
      // The shop's contact of the order's market closes it, with the seller's name.
      const contact = SEED_SETTINGS.contact[locale]
      expect(mail.text).toContain(contact.email)
      expect(mail.text.trimEnd().endsWith(SEED_SETTINGS.company.name)).toBe(true)
    },
  )
})
