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
/** Spec §2, §9: delivery within 14 working days of the order confirmation (stated the same everywhere). */
export const DELIVERY_WORKING_DAYS = 14
/**
 * The seller as the terms, the privacy notice and the contact page name it. Placeholders a shop
 * owner replaces with the company's registered details; the content texts must quote them exactly
 * (a unit test checks they do).
 */
export const SHOP_COMPANY = {
  name: 'Skrinka s.r.o.',
  street: 'Priemyselná 12',
  city: 'Žilina',
  zip: '010 01',
  country: { sk: 'Slovenská republika', cz: 'Slovenská republika' },
  ico: '12345678',
  dic: '2120000000',
  icdph: 'SK2120000000',
  register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 00000/L',
} as const
