import { describe, expect, it } from 'vitest'
import { isIco } from '#domain/checkout.ts'
import { settingsIssues } from '#domain/settings.ts'
import { contentFacts, fillFacts } from '#site/content.ts'
import { LEAD_TIMES, placeholderDetails, SEED_SETTINGS, SHOP_COMPANY, SHOP_CONTACT } from '#site/shop.ts'

describe("the shop's seed settings (src/site/shop.ts)", () => {
  it('has the lead times of docs/product.md#delivery: home 14 (delivery), terms 20, FAQ 30 working days', () => {
    expect(LEAD_TIMES).toEqual({ homeDelivery: 14, termsProduction: 20, faqProduction: 30 })
    expect(SEED_SETTINGS.leadTimes).toEqual(LEAD_TIMES)
  })
  it("shows an IČO that passes the shop's own check digit, and the whole seed passes the settings schema", () => {
    expect(isIco(SHOP_COMPANY.ico)).toBe(true)
    expect(settingsIssues(SEED_SETTINGS)).toEqual([])
  })
  it('names the placeholder settings while they are unchanged, and none once they are replaced', () => {
    expect(placeholderDetails()).toEqual([
      'company.ico',
      'company.dic',
      'company.icdph',
      'company.register',
      'contact.sk.phone',
      'contact.cz.phone',
    ])
    const real = {
      ...SEED_SETTINGS,
      company: {
        ...SEED_SETTINGS.company,
        ico: '87654321',
        dic: '2099999999',
        icdph: 'SK2099999999',
        register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 12345/L',
      },
      contact: {
        sk: { ...SHOP_CONTACT.sk, phone: '+421 41 500 60 70' },
        cz: { ...SHOP_CONTACT.cz, phone: '+420 222 333 444' },
      },
    }
    expect(placeholderDetails(real)).toEqual([])
    expect(placeholderDetails({ ...real, contact: { ...real.contact, sk: SHOP_CONTACT.sk } })).toEqual([
      'contact.sk.phone',
    ])
  })
})

describe('content placeholders (src/site/content.ts)', () => {
  it('fills every string of a text, however deep, with the facts of its language', () => {
    const page = { title: 'Do {termsDays} dní', sections: [{ paragraphs: ['Volajte {phone}', 'IČO {ico}'] }], n: 3 }
    expect(fillFacts(page, contentFacts('sk', SEED_SETTINGS))).toEqual({
      title: `Do ${LEAD_TIMES.termsProduction} dní`,
      sections: [{ paragraphs: [`Volajte ${SHOP_CONTACT.sk.phone}`, `IČO ${SHOP_COMPANY.ico}`] }],
      n: 3,
    })
    expect(fillFacts('{phone}, {email}, {faqDays}', contentFacts('cs', SEED_SETTINGS))).toBe(
      `${SHOP_CONTACT.cz.phone}, ${SHOP_CONTACT.cz.email}, ${LEAD_TIMES.faqProduction}`,
    )
  })
  it('fills from the settings given: a published phone and company name replace the seed', () => {
    const published = {
      ...SEED_SETTINGS,
      company: { ...SEED_SETTINGS.company, name: 'Nábytok Horák s.r.o.', country: 'CZ' as const },
      contact: { ...SEED_SETTINGS.contact, cz: { phone: '+420 222 333 444', email: 'obchod@skrinka.cz' } },
    }
    expect(fillFacts('{company}, {country}, {phone}', contentFacts('cs', published))).toBe(
      'Nábytok Horák s.r.o., Česká republika, +420 222 333 444',
    )
  })
  it('refuses a placeholder it does not know, so a typo never reaches a page', () => {
    expect(() => fillFacts({ a: ['Do {termDays} dní'] }, contentFacts('sk', SEED_SETTINGS))).toThrow('{termDays}')
  })
})
