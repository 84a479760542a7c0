import { describe, expect, it } from 'vitest'
import { isIco } from '../../src/domain/checkout'
import { contentFacts, fillFacts } from '../../src/site/content'
import { LEAD_TIMES, placeholderDetails, SHOP_COMPANY, SHOP_CONTACT } from '../../src/site/shop'

describe("the shop's facts (src/site/shop.ts)", () => {
  it('has the lead times of spec §9: home 14 (delivery), terms 20, FAQ 30 working days', () => {
    expect(LEAD_TIMES).toEqual({ homeDelivery: 14, termsProduction: 20, faqProduction: 30 })
  })
  it("shows an IČO that passes the shop's own check digit", () => {
    expect(isIco(SHOP_COMPANY.ico)).toBe(true)
  })
  it('names the placeholder details while they are unchanged, and none once they are replaced', () => {
    expect(placeholderDetails()).toEqual(['ico', 'dic', 'icdph', 'register', 'phone sk', 'phone cz'])
    const real = {
      ico: '87654321',
      dic: '2099999999',
      icdph: 'SK2099999999',
      register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 12345/L',
    }
    expect(placeholderDetails(real, { sk: { phone: '+421 41 500 60 70' }, cz: { phone: '+420 222 333 444' } })).toEqual(
      [],
    )
    expect(placeholderDetails(real, { ...SHOP_CONTACT, cz: { phone: '+420 222 333 444' } })).toEqual(['phone sk'])
  })
})

describe('content placeholders (src/site/content.ts)', () => {
  it('fills every string of a text, however deep, with the facts of its language', () => {
    const page = { title: 'Do {termsDays} dní', sections: [{ paragraphs: ['Volajte {phone}', 'IČO {ico}'] }], n: 3 }
    expect(fillFacts(page, contentFacts('sk'))).toEqual({
      title: `Do ${LEAD_TIMES.termsProduction} dní`,
      sections: [{ paragraphs: [`Volajte ${SHOP_CONTACT.sk.phone}`, `IČO ${SHOP_COMPANY.ico}`] }],
      n: 3,
    })
    expect(fillFacts('{phone}, {email}, {faqDays}', contentFacts('cs'))).toBe(
      `${SHOP_CONTACT.cz.phone}, ${SHOP_CONTACT.cz.email}, ${LEAD_TIMES.faqProduction}`,
    )
  })
  it('refuses a placeholder it does not know, so a typo never reaches a page', () => {
    expect(() => fillFacts({ a: ['Do {termDays} dní'] }, contentFacts('sk'))).toThrow('{termDays}')
  })
})
