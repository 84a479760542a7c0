import { useId, useState, type ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { FIELD_EXAMPLES } from '#domain/checkout.ts'
import { DECORS, decorName } from '#domain/decors.ts'
import { isDecorAvailable } from '#domain/priceList.ts'
import { SAMPLE_MAX, type SampleField, type SampleProblem } from '#domain/samples.ts'
import { sampleOrderMachine, type SampleOrderError, type SampleTextField } from '#machines/sampleOrder.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { usePriceList } from '#queries/prices.ts'
import { sampleOrderActors } from '#queries/actors.ts'
import { fieldLabels, problemTexts } from '../cart/labels'
import { CountryField, TermsConsent, TextField } from '../cart/FormField'
import { useHostedActor } from '../useHostedActor'

/** The form's actor, as the panel hosts it (stories start their own). */
export type SampleOrderActor = ActorRefFrom<typeof sampleOrderMachine>

const max = SAMPLE_MAX
/** The labels of the form's own fields; the address fields are the checkout's. */
const LABELS: Record<SampleField, MessageDescriptor> = {
  decors: msg`Decors`,
  name: fieldLabels.name,
  surname: fieldLabels.surname,
  email: fieldLabels.email,
  address: fieldLabels['billingAddress.address'],
  city: fieldLabels['billingAddress.city'],
  zip: fieldLabels['billingAddress.zip'],
  accept: fieldLabels.accept,
}
const PROBLEMS: Record<SampleProblem, MessageDescriptor> = {
  ...problemTexts,
  tooMany: msg`choose at most ${max} decors`,
}
const DECOR_REQUIRED = msg`choose at least one decor`
const ERRORS: Record<SampleOrderError, MessageDescriptor> = {
  tooMany: msg`Samples have already been ordered for this e-mail address or from this connection several times. Please write to us instead.`,
  refused: msg`The shop did not accept the request. Check the fields and try again.`,
  server: msg`The request could not be kept. Please try again in a moment.`,
  network: msg`The request did not reach the shop: check the connection and try again.`,
}

/**
 * A new request id: random, from crypto.getRandomValues (crypto.randomUUID is missing on a plain-HTTP origin
 * other than localhost).
 */
function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * "Order free samples" under the decor pickers (issue 39.4): a disclosure whose form (and machine) is put on the page
 * when the shopper opens it, starting with the decors the configurator shows now.
 */
export function SampleOrderPanel({ decors }: { decors: readonly string[] }) {
  const [open, setOpen] = useState(false)
  return (
    <details className="sample-order-panel" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <Trans>Order free decor samples</Trans>
      </summary>
      {open ? <SampleOrderHost decors={decors} /> : null}
    </details>
  )
}

function SampleOrderHost({ decors }: { decors: readonly string[] }) {
  const locale = useLocale()
  const actor = useHostedActor(sampleOrderMachine, {
    input: { locale, decors },
    provide: { actors: sampleOrderActors },
  })
  return <SampleOrderForm actor={actor} />
}

/** One text field of the form, with its problem under it. */
function SampleTextInput({
  actor,
  path,
  type = 'text',
  autoComplete,
  placeholder,
}: {
  actor: SampleOrderActor
  path: SampleTextField
  type?: 'text' | 'email'
  autoComplete: string
  placeholder?: string
}) {
  const { i18n } = useLingui()
  const id = `${useId()}-${path}`
  const value = useSelector(actor, (s) => s.context.form[path])
  const problem = useSelector(actor, (s) => s.context.issues.find((issue) => issue.path === path)?.problem)
  return (
    <TextField
      id={id}
      name={`sample-${path}`}
      label={i18n._(LABELS[path])}
      required
      value={value}
      problem={problem ? i18n._(PROBLEMS[problem]) : undefined}
      type={type}
      autoComplete={autoComplete}
      placeholder={placeholder}
      onChange={(value) => actor.send({ type: 'samples.field', path, value })}
    />
  )
}

/** The decors to tick: the picker's (those the shop sells), searchable; at most five, the chosen ones first. */
function DecorChoice({ actor }: { actor: SampleOrderActor }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const prices = usePriceList()
  const id = useId()
  const [query, setQuery] = useState('')
  const chosen = useSelector(actor, (s) => s.context.form.decors)
  const problem = useSelector(actor, (s) => s.context.issues.find((issue) => issue.path === 'decors')?.problem)
  const needle = query.trim().toLowerCase()
  const name = (code: string) => decorName(code, locale)
  const offered = DECORS.filter(
    (d) =>
      chosen.includes(d.subtitle) ||
      (isDecorAvailable(prices, d.subtitle) &&
        (!needle || name(d.subtitle).toLowerCase().includes(needle) || d.subtitle.toLowerCase().includes(needle))),
  ).sort((a, b) => Number(chosen.includes(b.subtitle)) - Number(chosen.includes(a.subtitle)))
  const count = chosen.length
  return (
    <fieldset
      className="sample-decors"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? `${id}-error` : `${id}-count`}
    >
      <legend>
        <Trans>Decors (up to {max} samples of about A6)</Trans>
      </legend>
      <p id={`${id}-count`} className="sample-count" aria-live="polite">
        <Trans>
          {count} of {max} chosen
        </Trans>
      </p>
      <input
        type="search"
        className="decor-search"
        placeholder={t`Search by name or code`}
        aria-label={t`Search decors for samples`}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="decor-grid sample-grid">
        {offered.map((d) => {
          const checked = chosen.includes(d.subtitle)
          return (
            <li key={d.subtitle}>
              <label className="decor-option">
                <input
                  type="checkbox"
                  name="sample-decor"
                  value={d.subtitle}
                  checked={checked}
                  disabled={!checked && count >= SAMPLE_MAX}
                  onChange={() => actor.send({ type: 'samples.decor', code: d.subtitle })}
                />
                <img src={d.swatch} alt="" width={48} height={48} loading="lazy" />
                <span>{name(d.subtitle)}</span>
                <code>{d.subtitle}</code>
              </label>
            </li>
          )
        })}
      </ul>
      {problem ? (
        <span className="field-error" id={`${id}-error`}>
          {i18n._(problem === 'required' ? DECOR_REQUIRED : PROBLEMS[problem])}
        </span>
      ) : null}
    </fieldset>
  )
}

/** The form (data-testid="sample-order"): decors, name, e-mail, postal address, consent; then the request's number. */
export function SampleOrderForm({ actor }: { actor: SampleOrderActor }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const sending = useSelector(actor, (s) => s.matches('sending'))
  const sent = useSelector(actor, (s) => s.matches('sent'))
  const invalid = useSelector(actor, (s) => s.matches('invalid'))
  const number = useSelector(actor, (s) => s.context.number)
  const error = useSelector(actor, (s) => s.context.error)
  const form = useSelector(actor, (s) => s.context.form)
  const acceptProblem = useSelector(actor, (s) => s.context.issues.find((issue) => issue.path === 'accept')?.problem)
  const email = form.email.trim()
  if (sent)
    return (
      <div className="sample-order" data-testid="sample-order" data-state="sent">
        <p role="status">
          <Trans>
            Thank you. Your request {number} is with us: we will post the samples within a few working days, and a
            confirmation is on its way to {email}.
          </Trans>
        </p>
        <button type="button" onClick={() => actor.send({ type: 'samples.again' })}>
          <Trans>Order other samples</Trans>
        </button>
      </div>
    )
  return (
    // Not a <form>: the cabinet's options are one already, and forms do not nest; the button sends the request.
    <div
      className="sample-order"
      role="form"
      aria-label={t`Order free decor samples`}
      data-testid="sample-order"
      aria-busy={sending || undefined}
    >
      <p>
        <Trans>
          Free of charge, sent by post: see and touch the decors at home before you choose. Each sample's e-mail has a
          QR code that opens the configurator in that decor.
        </Trans>
      </p>
      <DecorChoice actor={actor} />
      <fieldset>
        <legend>
          <Trans>Where to send them</Trans>
        </legend>
        <SampleTextInput actor={actor} path="name" autoComplete="given-name" />
        <SampleTextInput actor={actor} path="surname" autoComplete="family-name" />
        <SampleTextInput
          actor={actor}
          path="email"
          type="email"
          autoComplete="email"
          placeholder={FIELD_EXAMPLES[form.country].email}
        />
        <SampleTextInput actor={actor} path="address" autoComplete="street-address" />
        <SampleTextInput actor={actor} path="city" autoComplete="address-level2" />
        <SampleTextInput
          actor={actor}
          path="zip"
          autoComplete="postal-code"
          placeholder={FIELD_EXAMPLES[form.country].zip}
        />
        <CountryField
          id={`${id}-country`}
          name="sample-country"
          label={t`Country`}
          autoComplete="country"
          value={form.country}
          onChange={(country) => actor.send({ type: 'samples.country', country })}
        />
      </fieldset>
      <TermsConsent
        name="sample-accept"
        className="field field-accept"
        checked={form.accept}
        problem={acceptProblem ? i18n._(PROBLEMS[acceptProblem]) : undefined}
        onChange={(accept) => actor.send({ type: 'samples.accept', accept })}
      />
      <p>
        <button
          type="button"
          disabled={sending}
          onClick={() => actor.send({ type: 'samples.submit', requestId: newRequestId() })}
        >
          {sending ? <Trans>Sending the request…</Trans> : <Trans>Order the samples</Trans>}
        </button>
      </p>
      {invalid ? (
        <Alert>
          <Trans>Please correct the marked fields.</Trans>
        </Alert>
      ) : error ? (
        <Alert error={error}>{i18n._(ERRORS[error])}</Alert>
      ) : null}
    </div>
  )
}

function Alert({ error, children }: { error?: SampleOrderError; children: ReactNode }) {
  return (
    <p className="form-error" role="alert" data-error={error}>
      {children}
    </p>
  )
}
