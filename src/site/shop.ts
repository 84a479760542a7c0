import type { LocaleCode } from '../domain/locale'

/** The shop's name, in every page title and the header. */
export const SITE_NAME = 'Skrinka'

/** The shop's own contact details, shown in the footer and on /kontakt (spec §2: call us Monday to Friday). */
export const SHOP_CONTACT: Record<LocaleCode, { phone: string; email: string }> = {
  sk: { phone: '+421 900 123 456', email: 'info@skrinka.sk' },
  cz: { phone: '+420 600 123 456', email: 'info@skrinka.cz' },
}
/** Office hours: Monday to Friday. */
export const SHOP_HOURS = { fromDay: 1, toDay: 5, opens: '8:00', closes: '16:00' } as const
/**
 * Spec §9 lead times in working days, each said in its own place: the home page (and the other
 * advertising texts) promises delivery within `homeDelivery`; the binding terms, the contact page and
 * the order e-mail promise production within `termsProduction` of the order confirmation (cash on
 * delivery: no payment to wait for); the FAQ says production takes up to `faqProduction`.
 * The back office will make them editable.
 */
export const LEAD_TIMES = { homeDelivery: 14, termsProduction: 20, faqProduction: 30 } as const
/**
 * The seller as the terms, the privacy notice and the contact page name it. Placeholders a shop
 * owner replaces with the company's registered details (README "Before going live"); the content
 * texts take them from here through their placeholders (src/site/content.ts).
 */
export const SHOP_COMPANY = {
  name: 'Skrinka s.r.o.',
  street: 'Priemyselná 12',
  city: 'Žilina',
  zip: '010 01',
  country: 'Slovenská republika',
  ico: '12345679',
  dic: '2120000000',
  icdph: 'SK2120000000',
  register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 00000/L',
} as const

// The made-up details the shop ships with: while any is still in use, start-up warns (src/server/main.ts).
const PLACEHOLDERS = {
  phone: ['+421 900 123 456', '+420 600 123 456'],
  ico: ['12345679'],
  dic: ['2120000000'],
  icdph: ['SK2120000000'],
  register: ['Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 00000/L'],
} as const

/** Which of the shop's company and contact details are still the placeholders it ships with (none once replaced). */
export function placeholderDetails(
  company: { ico: string; dic: string; icdph: string; register: string } = SHOP_COMPANY,
  contact: Record<LocaleCode, { phone: string }> = SHOP_CONTACT,
): string[] {
  const found: string[] = []
  for (const field of ['ico', 'dic', 'icdph', 'register'] as const)
    if ((PLACEHOLDERS[field] as readonly string[]).includes(company[field])) found.push(field)
  for (const [locale, { phone }] of Object.entries(contact))
    if ((PLACEHOLDERS.phone as readonly string[]).includes(phone)) found.push(`phone ${locale}`)
  return found
}
