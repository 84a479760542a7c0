/** What the settings screen and the placeholder banner call each shop setting and each problem. */
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SettingKey, SettingsProblem } from '#domain/settings.ts'

/** Each setting's label. */
export const settingLabels: Record<SettingKey, MessageDescriptor> = {
  'company.name': msg`Company name`,
  'company.street': msg`Street and number`,
  'company.zip': msg`Postcode`,
  'company.city': msg`City`,
  'company.country': msg`Country of registration`,
  'company.ico': msg`Company ID (IČO)`,
  'company.dic': msg`Tax ID (DIČ)`,
  'company.icdph': msg`VAT ID (IČ DPH)`,
  'company.register': msg`Register entry`,
  'contact.sk.phone': msg`Phone for Slovakia`,
  'contact.sk.email': msg`E-mail for Slovakia`,
  'contact.cz.phone': msg`Phone for Czechia`,
  'contact.cz.email': msg`E-mail for Czechia`,
  'hours.fromDay': msg`Open from`,
  'hours.toDay': msg`Open until`,
  'hours.opens': msg`Opening time`,
  'hours.closes': msg`Closing time`,
  'leadTimes.homeDelivery': msg`Delivery advertised on the home page (working days)`,
  'leadTimes.termsProduction': msg`Production in the terms and e-mails (working days)`,
  'leadTimes.faqProduction': msg`Production in the FAQ (working days)`,
  workshopLanguage: msg`Language of the work orders and production batches`,
  'workshop.capacity': msg`Workshop capacity (cabinet pieces a working day; a hallway counts its modules)`,
  'workshop.fromDay': msg`Workshop works from`,
  'workshop.toDay': msg`Workshop works until`,
  vatPayer: msg`Registered for VAT`,
  ossRegistered: msg`Registered for the EU One-Stop-Shop (OSS)`,
  invoicePrefix: msg`Invoice series prefix`,
  creditNotePrefix: msg`Credit note series prefix`,
  invoiceAt: msg`Issue the invoice when the order is`,
  depositPercent: msg`Deposit before production (% of the total, 0 = none)`,
  'depositAbove.sk': msg`Ask for the deposit above (Slovakia, €)`,
  'depositAbove.cz': msg`Ask for the deposit above (Czechia, CZK)`,
  'iban.eur': msg`Bank account for euros (IBAN)`,
  'iban.czk': msg`Bank account for crowns (IBAN)`,
  eurCzk: msg`Exchange rate for documents in the other currency (CZK per 1 EUR, 0 = not set)`,
}

/** Each problem as the owner reads it under the setting. */
export const settingsProblemTexts: Record<SettingsProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  tooLong: msg`This is too long.`,
  country: msg`Choose Slovakia or Czechia.`,
  zip: msg`Enter a postcode of the company's country (e.g. 010 01 or 110 00).`,
  ico: msg`Enter an IČO: eight digits, the last one a valid check digit.`,
  dic: msg`Enter a DIČ of the company's country (SK: 10 digits; CZ: CZ and 8 to 10 digits).`,
  icdph: msg`Enter an IČ DPH of the company's country (SK and 10 digits, or CZ and 8 to 10 digits).`,
  phone: msg`Enter the phone with +421 or +420 and nine digits.`,
  email: msg`Enter an e-mail address.`,
  day: msg`Choose a day.`,
  dayOrder: msg`The last day must not come before the first.`,
  time: msg`Enter a time such as 8:00.`,
  timeOrder: msg`Closing must be after opening.`,
  leadTime: msg`Enter whole working days from 1 to 365.`,
  leadTimeOrder: msg`Must not be shorter than the lead time above it (home ≤ terms ≤ FAQ).`,
  language: msg`Choose Slovak or Czech.`,
  yesNo: msg`Choose yes or no.`,
  percent: msg`Enter a whole percentage from 0 to 100.`,
  amount: msg`Enter an amount of 0 or more, e.g. 1500 or 1500,50.`,
  prefix: msg`Enter 1 to 6 capital letters or digits, e.g. FA.`,
  invoiceAt: msg`Choose ready or delivered.`,
  iban: msg`Enter an IBAN of a Slovak or Czech account (SK or CZ and 22 digits).`,
  rate: msg`Enter a rate such as 25,135 (at most four decimals), or 0.`,
  capacity: msg`Enter a whole number of cabinet pieces from 1 to 100.`,
}

/** The groups of the settings screen, in order, with the settings each holds. */
export const settingGroups: Array<{ title: MessageDescriptor; keys: SettingKey[]; hint?: MessageDescriptor }> = [
  {
    title: msg`Company`,
    keys: [
      'company.name',
      'company.street',
      'company.zip',
      'company.city',
      'company.country',
      'company.ico',
      'company.dic',
      'company.icdph',
      'company.register',
    ],
  },
  { title: msg`Contacts`, keys: ['contact.sk.phone', 'contact.sk.email', 'contact.cz.phone', 'contact.cz.email'] },
  { title: msg`Office hours`, keys: ['hours.fromDay', 'hours.toDay', 'hours.opens', 'hours.closes'] },
  {
    title: msg`Lead times`,
    keys: ['leadTimes.homeDelivery', 'leadTimes.termsProduction', 'leadTimes.faqProduction'],
  },
  {
    title: msg`Workshop`,
    keys: ['workshopLanguage', 'workshop.capacity', 'workshop.fromDay', 'workshop.toDay'],
    hint: msg`The production calendar plans each confirmed order on the first workshop day after the customer's cancellation window with pieces left; public holidays of the company's country are days off. A new capacity plans the orders confirmed from then on.`,
  },
  {
    title: msg`VAT`,
    keys: ['vatPayer', 'ossRegistered'],
    // Issue 37: what OSS means and when it is needed (Directive 2006/112/EC art. 59c, 369a ff.).
    hint: msg`A seller not registered for VAT charges none: prices are final and every document says so. Sales to consumers in the other EU country are taxed at your own rate while your cross-border sales to consumers in the EU stay under 10,000 € in both this and last calendar year; above that threshold, or if you choose so earlier, you charge the buyer's country's rate and declare it through the One-Stop-Shop (OSS) in your own country. Companies with a VAT ID of the other country buy exempt from VAT: check their VAT ID in the EU's VIES register.`,
  },
  {
    title: msg`Invoices`,
    keys: ['invoicePrefix', 'creditNotePrefix', 'invoiceAt', 'iban.eur', 'iban.czk', 'eurCzk'],
    hint: msg`An invoice in the other market's currency also states its VAT in yours: a Slovak seller's invoice in crowns in euro (at the ECB rate published the day before the supply), a Czech seller's invoice in euro in crowns (at the ČNB rate of the day the tax falls due). Keep the rate current before such invoices are issued; the documents record the rate they used.`,
  },
  { title: msg`Deposits`, keys: ['depositPercent', 'depositAbove.sk', 'depositAbove.cz'] },
]

/** The answers of a yes/no setting and the moments an invoice may be issued at. */
export const yesNoLabels = { true: msg`Yes`, false: msg`No` } as const
export const invoiceMomentLabels = { ready: msg`ready to go`, delivered: msg`delivered` } as const

/** The countries a company may be registered in, by name. */
export const countryLabels = { SK: msg`Slovakia`, CZ: msg`Czechia` } as const

/** The languages a sheet or a person may be set to, each by its own name. */
export const languageLabels = { sk: msg`Slovak`, cs: msg`Czech` } as const
