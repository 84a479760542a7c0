import { describe, expect, it } from 'vitest'
import { formatMoney } from '#domain/money.ts'
import { mailI18n } from '#server/mail/i18n.ts'
import { orderEditMail } from '#server/mail/templates.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

// Money as the e-mails write it (non-breaking spaces before the sign).
const eur = (minor: number) => formatMoney(minor, 'EUR', 'sk-SK')

const edited = (gross: number) => ({
  number: '2026-000123',
  locale: 'sk' as const,
  email: 'jana@example.sk',
  changes: [{ kind: 'total' as const, from: { net: 40_000, gross: 49_200 }, to: { net: 48_961, gross } }],
})

describe('the order-edit e-mail names the cash to pay (issue 37.2)', () => {
  it('adds the rounding and the cash sum when the new total is not a round one', async () => {
    const mail = orderEditMail(edited(60_223), await mailI18n('sk'), SEED_SETTINGS)
    expect(mail.text).toContain(`Spolu na úhradu s DPH: ${eur(49_200)} → ${eur(60_223)}`)
    expect(mail.text).toContain(`Zaokrúhlenie: +${eur(2)}`)
    expect(mail.text).toContain(`Spolu na úhradu v hotovosti: ${eur(60_225)}`)
  })

  it('says nothing of rounding when the new total is round already', async () => {
    const mail = orderEditMail(edited(60_225), await mailI18n('sk'), SEED_SETTINGS)
    expect(mail.text).toContain(`→ ${eur(60_225)}`)
    expect(mail.text).not.toContain('Zaokrúhlenie')
  })
})
