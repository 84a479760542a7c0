/**
 * Free decor samples (issue 39.4): up to five decors of the picker, about A6 each, sent by post to a name and an
 * address. The form's rules are the checkout's (required fields, e-mail, the country's postcode, lengths): the
 * browser lists the problems, the server refuses the same. No sale: no price, no invoice, no VAT
 * (docs/decisions/0050-samples.md). The desk moves a request received → sent, or received → cancelled.
 */
import * as v from 'valibot'
import { EmailSchema, formatPostcode, isPostcode, type FieldProblem } from './checkout'
import { isDecorCode } from './decors'
import { COUNTRIES, marketOf, type Country, type LocaleCode } from './locale'
import { canonicalQuery, cabinetFromQuery } from './cabinet/query'
import { COUNTRY_OFFICIAL_NAMES } from './settings'

/** At most this many decors in one request (the issue: up to five). */
export const SAMPLE_MAX = 5
/** The longest text a field takes (as the checkout's DEFAULT_MAX). */
const TEXT_MAX = 200

/** The form while the shopper types: strings and the consent switch, exactly as entered. */
export interface SampleForm {
  /** Decor codes, in the order chosen, no repeats. */
  decors: string[]
  name: string
  surname: string
  email: string
  address: string
  city: string
  zip: string
  country: Country
  accept: boolean
}

/** The form's fields in the order they appear, as problems name them. */
export const SAMPLE_FIELDS = ['decors', 'name', 'surname', 'email', 'address', 'city', 'zip', 'accept'] as const
export type SampleField = (typeof SAMPLE_FIELDS)[number]

/** A field's problem: the checkout's (required, email, zip, tooLong) or none chosen / too many decors. */
export type SampleProblem = Extract<FieldProblem, 'required' | 'email' | 'zip' | 'tooLong'> | 'tooMany'

export interface SampleIssue {
  path: SampleField
  problem: SampleProblem
}

/** An empty form in a market: its country, the decors the configurator shows now (at most five, known ones). */
export function emptySampleForm(locale: LocaleCode, decors: readonly string[] = []): SampleForm {
  return {
    decors: [...new Set(decors.filter(isDecorCode))].slice(0, SAMPLE_MAX),
    name: '',
    surname: '',
    email: '',
    address: '',
    city: '',
    zip: '',
    country: marketOf(locale).country,
    accept: false,
  }
}

/** The form with one decor ticked or unticked; a sixth is not added (the form says why). */
export function toggleDecor(form: SampleForm, code: string): SampleForm {
  if (form.decors.includes(code)) return { ...form, decors: form.decors.filter((d) => d !== code) }
  if (!isDecorCode(code) || form.decors.length >= SAMPLE_MAX) return form
  return { ...form, decors: [...form.decors, code] }
}

/** Every problem of the form, in the order of its fields; an empty list means the request may be sent. */
export function checkSampleForm(form: SampleForm): SampleIssue[] {
  const issues: SampleIssue[] = []
  if (form.decors.length === 0) issues.push({ path: 'decors', problem: 'required' })
  else if (form.decors.length > SAMPLE_MAX || new Set(form.decors).size !== form.decors.length)
    issues.push({ path: 'decors', problem: 'tooMany' })
  for (const path of ['name', 'surname', 'email', 'address', 'city', 'zip'] as const) {
    const text = form[path].trim()
    if (text === '') issues.push({ path, problem: 'required' })
    else if (text.length > TEXT_MAX) issues.push({ path, problem: 'tooLong' })
    else if (path === 'email' && !v.is(EmailSchema, text)) issues.push({ path, problem: 'email' })
    else if (path === 'zip' && !isPostcode(text, form.country)) issues.push({ path, problem: 'zip' })
  }
  if (!form.accept) issues.push({ path: 'accept', problem: 'required' })
  return issues
}

const Text = v.pipe(v.string(), v.maxLength(TEXT_MAX))

/**
 * POST sampleOrder: the request's id (the browser's, one per form: a second submit of the same form is the same
 * request), the shopper's language, the decors and the address. The server runs checkSampleForm on it too.
 */
export const SampleOrderRequestSchema = v.strictObject({
  requestId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{16,64}$/)),
  locale: v.picklist(['sk', 'cz']),
  decors: v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.minLength(1), v.maxLength(SAMPLE_MAX)),
  name: Text,
  surname: Text,
  email: Text,
  address: Text,
  city: Text,
  zip: v.pipe(v.string(), v.maxLength(10)),
  country: v.picklist(COUNTRIES),
  accept: v.literal(true),
})
export type SampleOrderRequest = v.InferOutput<typeof SampleOrderRequestSchema>

/** The request is kept (201; 200 when the same request id came before): its number for the shopper. */
export const SampleOrderResponseSchema = v.object({ number: v.string() })
export type SampleOrderResponse = v.InferOutput<typeof SampleOrderResponseSchema>

/** The request as the form sends it: trimmed, the postcode as `NNN NN`. */
export function sampleRequestOf(form: SampleForm, requestId: string, locale: LocaleCode): SampleOrderRequest {
  return {
    requestId,
    locale: locale === 'cz' ? 'cz' : 'sk',
    decors: form.decors,
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: form.email.trim(),
    address: form.address.trim(),
    city: form.city.trim(),
    zip: formatPostcode(form.zip),
    country: form.country,
    accept: true,
  }
}

/** The form a request came from (the server checks what it got with the browser's own rules). */
export const formOfSampleRequest = (request: SampleOrderRequest): SampleForm => ({
  decors: request.decors,
  name: request.name,
  surname: request.surname,
  email: request.email,
  address: request.address,
  city: request.city,
  zip: request.zip,
  country: request.country,
  accept: request.accept,
})

/** A request's desk number: `V` and its id, six digits (never a document number: samples are no sale). */
export const sampleNumber = (id: number) => `V${String(id).padStart(6, '0')}`

/** A request's id from its number (`V000042` → 42), or undefined for anything else. */
export function sampleIdOf(number: string): number | undefined {
  const id = /^V\d{6,}$/.test(number) ? Number(number.slice(1)) : NaN
  return Number.isSafeInteger(id) ? id : undefined
}

/** Where a request stands on the desk. */
export const SAMPLE_STATUSES = ['received', 'sent', 'cancelled'] as const
export type SampleStatus = (typeof SAMPLE_STATUSES)[number]

/** The desk's moves: only a received request is sent or cancelled; a sent or cancelled one stays so. */
export function canMoveSample(from: SampleStatus, to: SampleStatus): boolean {
  return from === 'received' && to !== 'received'
}

/** One request on the desk's list. */
export const StaffSampleSchema = v.object({
  number: v.string(),
  status: v.picklist(SAMPLE_STATUSES),
  createdAt: v.string(),
  /** When it was sent or cancelled; null while received. */
  doneAt: v.nullable(v.string()),
  locale: v.picklist(['sk', 'cz']),
  decors: v.array(v.string()),
  name: v.string(),
  email: v.string(),
  address: v.string(),
  city: v.string(),
  zip: v.string(),
  country: v.picklist(COUNTRIES),
})
export type StaffSample = v.InferOutput<typeof StaffSampleSchema>

/** GET staffSamples: the requests, the received ones first (oldest first: the post goes in order), then the rest. */
export const StaffSamplesResponseSchema = v.object({ samples: v.array(StaffSampleSchema) })
export type StaffSamplesResponse = v.InferOutput<typeof StaffSamplesResponseSchema>

/** POST staffSampleStatus: the request's new status. */
export const SampleStatusRequestSchema = v.strictObject({ status: v.picklist(['sent', 'cancelled']) })

/**
 * The configurator's query that opens the default cabinet in a decor, corpus and fronts alike (the sample e-mail's
 * QR and link): the canonical query, so it is a design the share links accept.
 */
export function sampleDesignQuery(code: string): Record<string, string> {
  return canonicalQuery(cabinetFromQuery({ baseColor: code, doorColor: code }), true) as Record<string, string>
}

/** The sender's part of the shop's settings a label prints (`company`). */
export interface LabelSender {
  name: string
  street: string
  city: string
  zip: string
  country: Country
}

/** What a request's address label says (the PDF only lays it out). */
export interface SampleLabel {
  number: string
  /** The label's few words in the language of the sender's post office (the company's country). */
  locale: 'sk' | 'cz'
  sender: string[]
  recipient: string[]
  decors: string[]
}

/**
 * The envelope's address label of a request: the shop's company as the sender, the request's name and address as the
 * recipient, the postcode before the town as both posts ask. Posted abroad, each address ends with its country in
 * capitals (the UPU's addressing rule: the destination country last, in capitals; Slovak and Czech write both
 * countries' official names alike); posted at home no country is written.
 */
export function sampleLabel(sample: StaffSample, sender: LabelSender): SampleLabel {
  const abroad = sample.country !== sender.country
  const country = (code: Country) => (abroad ? [COUNTRY_OFFICIAL_NAMES[code].toUpperCase()] : [])
  return {
    number: sample.number,
    locale: sender.country === 'CZ' ? 'cz' : 'sk',
    sender: [sender.name, sender.street, `${formatPostcode(sender.zip)} ${sender.city}`, ...country(sender.country)],
    recipient: [
      sample.name,
      sample.address,
      `${formatPostcode(sample.zip)} ${sample.city}`,
      ...country(sample.country),
    ],
    decors: sample.decors,
  }
}
