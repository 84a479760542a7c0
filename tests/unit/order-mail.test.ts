import { describe, expect, it } from 'vitest'
import { mailI18n } from '#server/mail/i18n.ts'
import { orderMails, type MailOrder } from '#server/mail/templates.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { orderBody } from '#scripts/harness/fixtures/order.ts'

// An order as an API client may place it: the phone as the customer typed it, trunk 0 and all.
const placed = orderBody({ customer: { name: 'Jana', surname: 'Kováčová' } }).order.customer
const order = (locale: 'sk' | 'cz'): MailOrder => ({
  number: '2026-000123',
  createdAt: '2026-11-25T09:30:00.000Z',
  locale,
  customer: { ...placed, phone: '0905 123 456', phonePrefix: '+421' },
  lines: [],
  shipping: { net: 0, gross: 0 },
  total: { net: 0, gross: 0, vat: 0 },
  siteUrl: 'https://skrinka.example',
})

describe('the order e-mails (issue 39.7)', () => {
  it.each([
    ['sk', 'sk'],
    ['cz', 'cs'],
  ] as const)('name their language on the HTML root (%s → lang="%s")', async (locale, lang) => {
    const mails = orderMails(order(locale), await mailI18n(locale), 'shop@skrinka.example', SEED_SETTINGS)
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`))
  })

  it("print the customer's phone with the prefix once, grouped, without the trunk 0", async () => {
    const mails = orderMails(order('sk'), await mailI18n('sk'), 'shop@skrinka.example', SEED_SETTINGS)
    for (const mail of mails) {
      expect(mail.text).toContain('+421 905 123 456')
      expect(mail.text).not.toContain('+421 0905')
    }
    // The shop's own number, from the settings, printed the same way in the customer's e-mail.
    const toCustomer = mails.find((mail) => mail.kind === 'customer')!
    expect(toCustomer.text).toContain(`na ${SEED_SETTINGS.contact.sk.phone} alebo`)
  })
})
