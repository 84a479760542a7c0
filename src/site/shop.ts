import type { LocaleCode } from '#domain/locale.ts'
import { DEFAULT_WORKSHOP, type SettingKey, type ShopSettings } from '#domain/settings.ts'

/** The shop's name, in every page title and the header. */
export const SITE_NAME = 'Skrinka'

/**
 * The shop's own contact details, shown in the footer and on /kontakt (docs/product.md#pages: call us Monday to
 * Friday).
 */
export const SHOP_CONTACT: Record<LocaleCode, { phone: string; email: string }> = {
  sk: { phone: '+421 900 123 456', email: 'info@skrinka.sk' },
  cz: { phone: '+420 600 123 456', email: 'info@skrinka.cz' },
}
/** Office hours: Monday (1) to Friday (5). */
export const SHOP_HOURS = { fromDay: 1, toDay: 5, opens: '8:00', closes: '16:00' } as const
/**
 * Lead times in working days (docs/product.md#delivery), each said in its own place: the home page (and the other
 * advertising texts) promises delivery within `homeDelivery`; the binding terms, the contact page and
 * the order e-mail promise production within `termsProduction` of the order confirmation (cash on
 * delivery: no payment to wait for); the FAQ says production takes up to `faqProduction`.
 * The owner edits them in the back office (/admin/nastavenia); these are the seed.
 */
export const LEAD_TIMES = { homeDelivery: 14, termsProduction: 20, faqProduction: 30 } as const
/**
 * The seller as the terms, the privacy notice and the contact page name it. Placeholders a shop
 * owner replaces with the company's registered details on /admin/nastavenia (docs/operations.md "Shop settings");
 * the content texts take the published ones through their placeholders (src/site/content.ts).
 * `country` is where the company is registered: its DIČ, IČ DPH and postcode take that country's form.
 */
export const SHOP_COMPANY = {
  name: 'Skrinka s.r.o.',
  street: 'Priemyselná 12',
  city: 'Žilina',
  zip: '010 01',
  country: 'SK',
  ico: '12345679',
  dic: '2120000000',
  icdph: 'SK2120000000',
  register: 'Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 00000/L',
} as const

/**
 * The settings the shop uses while the owner has published none (config version 0): the
 * constants above. Every page, e-mail and work order reads the published version instead.
 */
export const SEED_SETTINGS: ShopSettings = {
  company: { ...SHOP_COMPANY },
  contact: { sk: { ...SHOP_CONTACT.sk }, cz: { ...SHOP_CONTACT.cz } },
  hours: { ...SHOP_HOURS },
  leadTimes: { ...LEAD_TIMES },
  workshopLanguage: 'sk',
  workshop: { ...DEFAULT_WORKSHOP },
  vatPayer: true,
  ossRegistered: false,
  invoicePrefix: 'FA',
  creditNotePrefix: 'DB',
  invoiceAt: 'delivered',
  depositPercent: 0,
  depositAbove: { sk: 0, cz: 0 },
  iban: { eur: '', czk: '' },
  eurCzk: 0,
}

// The made-up details the shop ships with: while any is still published, start-up warns
// (src/server/main.ts) and every staff screen shows a banner (src/routes/_staff.tsx).
const PLACEHOLDERS: Partial<Record<SettingKey, readonly string[]>> = {
  'company.ico': ['12345679'],
  'company.dic': ['2120000000'],
  'company.icdph': ['SK2120000000'],
  'company.register': ['Obchodný register Okresného súdu Žilina, oddiel Sro, vložka č. 00000/L'],
  'contact.sk.phone': ['+421 900 123 456', '+420 600 123 456'],
  'contact.cz.phone': ['+421 900 123 456', '+420 600 123 456'],
}

/** Which settings are still the placeholders the shop ships with (none once all are replaced), by setting key. */
export function placeholderDetails(settings: ShopSettings = SEED_SETTINGS): SettingKey[] {
  const { company, contact } = settings
  const values: Partial<Record<SettingKey, string>> = {
    'company.ico': company.ico,
    'company.dic': company.dic,
    'company.icdph': company.icdph,
    'company.register': company.register,
    'contact.sk.phone': contact.sk.phone,
    'contact.cz.phone': contact.cz.phone,
  }
  return (Object.keys(PLACEHOLDERS) as SettingKey[]).filter((key) => PLACEHOLDERS[key]!.includes(values[key]!.trim()))
}
