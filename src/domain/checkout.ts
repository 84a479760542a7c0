/**
 * The checkout's customer form (docs/product.md#checkout) and its rules (required fields plus real formats): which
 * fields are required, and what an e-mail, a phone number, a postcode, an IČO, a DIČ and an IČ DPH
 * look like in Slovakia and Czechia. The browser lists the problems; the server refuses the same.
 */
import * as v from 'valibot'
import { LOCALES, PHONE_PREFIXES, type Country, type LocaleCode, type PhonePrefix } from './locale'
import type { Customer } from './schemas'

export type { PhonePrefix }

/** An address, billing or delivery (docs/product.md#checkout). */
export interface Address {
  address: string
  city: string
  zip: string
}

/** The delivery address: an address and its country (absent: the market's), since the shop delivers to SK and CZ. */
export interface DeliveryAddress extends Address {
  country?: Country
}

/** dorucenie (courier) or osobnyOdber (personal pickup), as the shopper chose it (docs/product.md#checkout). */
export type DeliveryMethod = 'courier' | 'pickup'

/** The delivery an order is priced for (docs/product.md#delivery): the courier to a country, or personal pickup. */
export type Delivery = { method: 'courier'; to: Country } | { method: 'pickup' }

/** What the form holds while the shopper types: strings and switches, exactly as entered. */
export interface CustomerForm {
  name: string
  surname: string
  email: string
  phonePrefix: PhonePrefix
  phone: string
  /** Billing address and its country (absent: the market's); the company's IDs are in that country's formats. */
  billingAddress: DeliveryAddress
  deliveryAddress: DeliveryAddress
  /** Courier or personal pickup; undefined until the shopper chooses (docs/product.md#delivery: no shipping before). */
  delivery: DeliveryMethod | undefined
  /** A delivery address other than the billing one. */
  separateDeliveryAddress: boolean
  /** Ordering as a company. */
  isCompany: boolean
  companyName: string
  /** IČO, the company's number in the business register. */
  companyId: string
  /** DIČ, the tax office's number. */
  taxId: string
  /** IČ DPH (Czech DIČ for VAT), the VAT number. */
  vatId: string
  notes: string
  accept: boolean
}

/** Every typed form field, by its path in the form (English, as the code calls it). */
export const FIELD_PATHS = [
  'name',
  'surname',
  'email',
  'phone',
  'billingAddress.address',
  'billingAddress.city',
  'billingAddress.zip',
  'deliveryAddress.address',
  'deliveryAddress.city',
  'deliveryAddress.zip',
  'companyName',
  'companyId',
  'taxId',
  'vatId',
  'notes',
  'accept',
] as const
export type FieldPath = (typeof FIELD_PATHS)[number]

/** Where a problem is reported: a typed field, or the delivery choice. */
export type IssuePath = FieldPath | 'delivery'

/** What the form's events may set: the typed fields, the switches, the phone prefix and the delivery country. */
export type SettablePath =
  | FieldPath
  | 'phonePrefix'
  | 'separateDeliveryAddress'
  | 'isCompany'
  | 'deliveryAddress.country'
  | 'billingAddress.country'

/**
 * Each form path's name at the wire: the order payload's path (saveOrderSkrinka's Slovak names), the input's
 * `name` and the path of the server's issues. Slovak at the wire, English in the code (docs/glossary.md).
 */
export const WIRE_NAMES = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone: 'phone',
  phonePrefix: 'phonePrefix',
  'billingAddress.address': 'fakturacnaAdresa.address',
  'billingAddress.city': 'fakturacnaAdresa.city',
  'billingAddress.zip': 'fakturacnaAdresa.zip',
  'billingAddress.country': 'fakturacnaAdresa.country',
  'deliveryAddress.address': 'dodaciaAdresa.address',
  'deliveryAddress.city': 'dodaciaAdresa.city',
  'deliveryAddress.zip': 'dodaciaAdresa.zip',
  'deliveryAddress.country': 'dodaciaAdresa.country',
  separateDeliveryAddress: 'adresaDodaniaModel',
  isCompany: 'companyModel',
  companyName: 'companyName',
  companyId: 'ico',
  taxId: 'dic',
  vatId: 'icdph',
  notes: 'notes',
  accept: 'accept',
  delivery: 'dorucenie',
} as const satisfies Record<SettablePath | IssuePath, string>

/**
 * Why a field is refused: missing, not in its format, or no delivery chosen. `icoCheck`: eight digits whose check
 * digit is wrong (a typo in the number), told apart from `ico`, which is not eight digits at all.
 */
export type FieldProblem =
  'required' | 'email' | 'phone' | 'zip' | 'ico' | 'icoCheck' | 'dic' | 'icdph' | 'tooLong' | 'delivery'

/** One refused field. */
export interface FieldIssue {
  path: IssuePath
  problem: FieldProblem
}

const emptyAddress = (): Address => ({ address: '', city: '', zip: '' })

/** A blank form for a market: its phone prefix, no delivery chosen yet (delivery to the market's country), no company. */
export function emptyCustomer(locale: LocaleCode): CustomerForm {
  return {
    name: '',
    surname: '',
    email: '',
    phonePrefix: LOCALES[locale].phonePrefix,
    phone: '',
    billingAddress: { ...emptyAddress(), country: LOCALES[locale].country },
    deliveryAddress: { ...emptyAddress(), country: LOCALES[locale].country },
    delivery: undefined,
    separateDeliveryAddress: false,
    isCompany: false,
    companyName: '',
    companyId: '',
    taxId: '',
    vatId: '',
    notes: '',
    accept: false,
  }
}

/** The form with one field set by its path (`billingAddress.zip`, `accept`…). */
export function setField(form: CustomerForm, path: SettablePath, value: string | boolean): CustomerForm {
  const [head, tail] = path.split('.') as [keyof CustomerForm, keyof Address | undefined]
  if (tail) return { ...form, [head]: { ...(form[head] as Address), [tail]: String(value) } }
  return { ...form, [head]: value }
}

/** Courier delivery or personal pickup, as the shopper chose it. */
export function setDelivery(form: CustomerForm, courier: boolean): CustomerForm {
  return { ...form, delivery: courier ? 'courier' : 'pickup' }
}

const digits = (value: string) => value.replace(/[\s./-]/g, '')
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase()

/** An e-mail address as the shop accepts one (a customer's, the shop's own). */
export const EmailSchema = v.pipe(v.string(), v.maxLength(200), v.email())

/**
 * The national number of a phone entered with or without its prefix (+421 905 123 456,
 * 00421905123456, 0905 123 456): nine digits, the first not 0 (SK and CZ numbering plans).
 */
export function nationalPhone(value: string, prefix: PhonePrefix): string | undefined {
  let rest = digits(value).replace(/^\(?\+?\)?/, '')
  const code = prefix.slice(1)
  if (rest.startsWith(`00${code}`)) rest = rest.slice(2 + code.length)
  else if (rest.startsWith(code) && rest.length === code.length + 9) rest = rest.slice(code.length)
  // Slovak numbers are also written with the trunk 0 (0905…); Czech ones never are.
  if (prefix === '+421' && rest.length === 10 && rest.startsWith('0')) rest = rest.slice(1)
  return /^[1-9]\d{8}$/.test(rest) ? rest : undefined
}

/**
 * A phone as the shop prints it (e-mails, PDFs, the desk): the prefix, then the national number grouped as its
 * numbering plan writes it, whatever the customer typed (`0905 123 456`, `00421…`): Czech numbers and Slovak mobile
 * and service numbers in threes (`+421 905 123 456`), a Slovak landline after its area code, Bratislava's `2` and
 * 4-4 (`+421 2 1234 5678`), the others' two digits and 3-2-2 (`+421 41 500 60 70`). Without a prefix the number's
 * own is read (the settings' contacts are stored whole); one that is not a valid national number prints as given.
 */
export function formatPhone(phone: string, prefix?: PhonePrefix): string {
  const given = phone.trim()
  const own = prefix ?? PHONE_PREFIXES.find((p) => /^(\+|00)/.test(digits(given)) && nationalPhone(given, p))
  const national = own ? nationalPhone(given, own) : undefined
  if (!own || !national) return prefix && /\d/.test(given) ? `${prefix} ${given}` : given
  return `${own} ${groupNational(national, own)}`
}

/** A nine-digit national number in the groups its plan writes (see `formatPhone`). */
function groupNational(national: string, prefix: PhonePrefix): string {
  const at = (...cuts: number[]) =>
    [0, ...cuts].map((from, index) => national.slice(from, [...cuts, national.length][index])).join(' ')
  if (prefix === '+421' && national.startsWith('2')) return at(1, 5)
  if (prefix === '+421' && /^[3-5]/.test(national)) return at(2, 5, 7)
  return at(3, 6)
}

/** What a form's fields show as an example (their placeholder), per the country the address is in. */
export const FIELD_EXAMPLES: Record<Country, { email: string; zip: string; phone: string }> = {
  SK: { email: 'jana@example.sk', zip: '811 01', phone: '905 123 456' },
  CZ: { email: 'jana@example.cz', zip: '110 00', phone: '602 123 456' },
}

/** Postcodes: five digits (`811 01`, `11000`); Slovak ones start with 0, 8 or 9, Czech ones with 1 to 7. */
export function isPostcode(value: string, country: Country): boolean {
  const code = value.trim()
  if (!/^\d{3} ?\d{2}$/.test(code)) return false
  return country === 'SK' ? /^[089]/.test(code) : /^[1-7]/.test(code)
}

/** A postcode as the posts print it, `NNN NN` (`811 01`, `110 00`); anything else as it was, trimmed. */
export function formatPostcode(value: string): string {
  const digits = value.replace(/\s+/g, '')
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : value.trim()
}

/** IČO (SK and CZ company number): eight digits, the last a mod-11 check of the first seven. */
export function isIco(value: string): boolean {
  return icoProblem(value) === undefined
}

/** What is wrong with an IČO: not eight digits (`ico`), or eight digits with a wrong check digit (`icoCheck`). */
export function icoProblem(value: string): 'ico' | 'icoCheck' | undefined {
  const number = digits(value)
  if (!/^\d{8}$/.test(number)) return 'ico'
  const sum = [...number.slice(0, 7)].reduce((total, d, i) => total + Number(d) * (8 - i), 0)
  const rest = sum % 11
  const check = rest === 0 ? 1 : rest === 1 ? 0 : 11 - rest
  return Number(number[7]) === check ? undefined : 'icoCheck'
}

/** DIČ: in Slovakia ten digits; in Czechia CZ followed by 8 to 10 digits. */
export function isDic(value: string, country: Country): boolean {
  const id = compact(value)
  return country === 'SK' ? /^\d{10}$/.test(id) : /^CZ\d{8,10}$/.test(id)
}

/** IČ DPH (VAT number): SK followed by 10 digits, or CZ followed by 8 to 10. */
export function isIcDph(value: string, country: Country): boolean {
  const id = compact(value)
  return country === 'SK' ? /^SK\d{10}$/.test(id) : /^CZ\d{8,10}$/.test(id)
}

const MAX_LENGTH: Partial<Record<FieldPath, number>> = { notes: 2000, companyName: 200 }
const DEFAULT_MAX = 200

/**
 * Which fields the form needs now (docs/product.md#checkout): the delivery address and the company ones only when
 * switched on.
 */
export function requiredFields(form: CustomerForm): FieldPath[] {
  const fields: FieldPath[] = [
    'name',
    'surname',
    'email',
    'phone',
    'billingAddress.address',
    'billingAddress.city',
    'billingAddress.zip',
  ]
  if (separateDelivery(form)) fields.push('deliveryAddress.address', 'deliveryAddress.city', 'deliveryAddress.zip')
  if (form.isCompany) fields.push('companyName', 'companyId')
  fields.push('accept')
  return fields
}

/** A delivery address of its own only matters when the courier delivers. */
export const separateDelivery = (form: Pick<CustomerForm, 'separateDeliveryAddress' | 'delivery'>) =>
  form.separateDeliveryAddress && form.delivery === 'courier'

type DeliveryFields = Pick<CustomerForm, 'separateDeliveryAddress' | 'delivery' | 'deliveryAddress' | 'billingAddress'>

/** The billing address's country: the one chosen, else the market's (a company's IDs are in its formats). */
export function billingCountryOf(form: Pick<CustomerForm, 'billingAddress'>, market: Country): Country {
  return form.billingAddress.country ?? market
}

/** Where the courier goes: the separate delivery address's country, otherwise the billing address's. */
export function destinationOf(form: DeliveryFields, market: Country): Country {
  const billing = billingCountryOf(form, market)
  return separateDelivery(form) ? (form.deliveryAddress.country ?? billing) : billing
}

/** The delivery the order is priced for, or undefined while the shopper has not chosen one. */
export function deliveryOf(form: DeliveryFields, market: Country): Delivery | undefined {
  if (form.delivery === 'pickup') return { method: 'pickup' }
  return form.delivery === 'courier' ? { method: 'courier', to: destinationOf(form, market) } : undefined
}

/** The value of one field by its path. */
export function fieldValue(form: CustomerForm, path: FieldPath): string | boolean {
  const [head, tail] = path.split('.') as [keyof CustomerForm, keyof Address | undefined]
  const value = form[head]
  return tail ? (value as Address)[tail] : (value as string | boolean)
}

/**
 * Every problem of the form, in the order the fields appear: empty required fields first of all
 * (docs/product.md#checkout), then formats. An empty list means the order may be sent.
 */
export function checkCustomer(form: CustomerForm, country: Country): FieldIssue[] {
  const required = new Set(requiredFields(form))
  // The delivery step comes before the address step, so its problem is listed first.
  const issues: FieldIssue[] = form.delivery ? [] : [{ path: 'delivery', problem: 'delivery' }]
  for (const path of FIELD_PATHS) {
    const value = fieldValue(form, path)
    const text = typeof value === 'string' ? value.trim() : ''
    if (required.has(path) && (value === false || (typeof value === 'string' && text === ''))) {
      issues.push({ path, problem: 'required' })
      continue
    }
    if (typeof value !== 'string' || text === '') continue
    // Fields that are switched off are not sent, so they are not checked either.
    if (path.startsWith('deliveryAddress.') && !separateDelivery(form)) continue
    if (['companyName', 'companyId', 'taxId', 'vatId'].includes(path) && !form.isCompany) continue
    const problem = formatProblem(path, text, form, country)
    if (problem) issues.push({ path, problem })
  }
  return issues
}

function formatProblem(path: FieldPath, text: string, form: CustomerForm, market: Country): FieldProblem | undefined {
  // The billing address and the company's numbers are of the billing country, which may be the other one.
  const country = billingCountryOf(form, market)
  if (text.length > (MAX_LENGTH[path] ?? DEFAULT_MAX)) return 'tooLong'
  switch (path) {
    case 'email':
      return v.is(EmailSchema, text) ? undefined : 'email'
    case 'phone':
      return nationalPhone(text, form.phonePrefix) ? undefined : 'phone'
    case 'billingAddress.zip':
      return isPostcode(text, country) ? undefined : 'zip'
    case 'deliveryAddress.zip':
      return isPostcode(text, destinationOf(form, market)) ? undefined : 'zip'
    case 'companyId':
      return icoProblem(text)
    case 'taxId':
      return isDic(text, country) ? undefined : 'dic'
    case 'vatId':
      return isIcDph(text, country) ? undefined : 'icdph'
    default:
      return undefined
  }
}

/**
 * The customer as the order sends it (docs/product.md#checkout): trimmed, the phone as prefix + national number,
 * postcodes as `NNN NN`, and only the parts that are switched on.
 */
export function customerPayload(form: CustomerForm): Customer {
  const trim = <A extends Address>(address: A): A => ({
    ...address,
    address: address.address.trim(),
    city: address.city.trim(),
    zip: address.zip.trim().replace(/^(\d{3}) ?(\d{2})$/, '$1 $2'),
  })
  const company = form.isCompany
  return {
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: form.email.trim(),
    phonePrefix: form.phonePrefix,
    phone: nationalPhone(form.phone, form.phonePrefix) ?? form.phone.trim(),
    fakturacnaAdresa: trim(form.billingAddress),
    ...(separateDelivery(form) ? { dodaciaAdresa: trim(form.deliveryAddress) } : {}),
    dorucenie: form.delivery === 'courier',
    osobnyOdber: form.delivery === 'pickup',
    adresaDodaniaModel: separateDelivery(form),
    companyModel: company,
    ...(company ? { companyName: form.companyName.trim(), ico: digits(form.companyId) } : {}),
    ...(company && form.taxId.trim() ? { dic: compact(form.taxId) } : {}),
    ...(company && form.vatId.trim() ? { icdph: compact(form.vatId) } : {}),
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
    accept: form.accept as true,
  }
}

/** The sent customer back as a form, so the server checks exactly what the browser checked. */
export function formOfCustomer(customer: Customer): CustomerForm {
  const blank = emptyAddress()
  return {
    name: customer.name,
    surname: customer.surname,
    email: customer.email,
    phonePrefix: customer.phonePrefix,
    phone: customer.phone,
    billingAddress: customer.fakturacnaAdresa,
    deliveryAddress: customer.dodaciaAdresa ?? blank,
    // Both switches on or both off is no choice at all: the check then asks for one.
    delivery: customer.dorucenie === customer.osobnyOdber ? undefined : customer.dorucenie ? 'courier' : 'pickup',
    separateDeliveryAddress: customer.adresaDodaniaModel,
    isCompany: customer.companyModel,
    companyName: customer.companyName ?? '',
    companyId: customer.ico ?? '',
    taxId: customer.dic ?? '',
    vatId: customer.icdph ?? '',
    notes: customer.notes ?? '',
    accept: customer.accept,
  }
}
