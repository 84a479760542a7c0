import { useId, useState } from 'react'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import { useSelector } from '@xstate/react'
import { isEditable, orderEditMachine, type OrderEditEvent } from '#machines/orderEdit.ts'
import { fieldValue, separateDelivery, type FieldPath, type FieldProblem } from '#domain/checkout.ts'
import { toMinor } from '#domain/money.ts'
import { orderTotals } from '#domain/order.ts'
import type { ContactField, OrderChange, OrderEditRefusal } from '#domain/orderEditSchemas.ts'
import type { StaffOrderDetail } from '#domain/staffOrders.ts'
import { formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { orderEditActors } from '#queries/actors.ts'
import { staffOrderQueryOptions } from '#queries/staffOrders.ts'
import { useHostedActor } from '../useHostedActor'
import { statusLabels } from './StatusPanel'

/** Each form field the editor shows, as staff read it. */
const FIELD_LABELS: Partial<Record<FieldPath, MessageDescriptor>> = {
  name: msg`Name`,
  surname: msg`Surname`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  'billingAddress.address': msg`Street and number`,
  'billingAddress.city': msg`City`,
  'billingAddress.zip': msg`Postcode`,
  'deliveryAddress.address': msg`Street and number`,
  'deliveryAddress.city': msg`City`,
  'deliveryAddress.zip': msg`Postcode`,
  companyName: msg`Company name`,
  companyId: msg`Company ID (IČO)`,
  taxId: msg`Tax ID (DIČ)`,
  vatId: msg`VAT ID (IČ DPH)`,
}

/** What is wrong with a field, by the checkout's rules. */
const PROBLEM_TEXTS: Record<FieldProblem, MessageDescriptor> = {
  required: msg`Fill this in.`,
  email: msg`An e-mail address such as jana@example.sk.`,
  phone: msg`Nine digits after the country prefix.`,
  zip: msg`A postcode of five digits of the delivery country.`,
  ico: msg`Eight digits with a valid check digit.`,
  icoCheck: msg`The IČO's check digit is wrong: check the number in the business register.`,
  dic: msg`A DIČ (SK: 10 digits; CZ: CZ and 8 to 10 digits).`,
  icdph: msg`A VAT number (SK and 10 digits; CZ and 8 to 10 digits).`,
  tooLong: msg`Too long.`,
  delivery: msg`The order has no delivery method.`,
}

/** Why the shop refused the edit (the 422's code). */
const REFUSAL_TEXTS: Record<OrderEditRefusal, MessageDescriptor> = {
  after_production: msg`Production has started: the order can no longer be edited.`,
  cancelled: msg`The order is cancelled: it can no longer be edited.`,
  destination_changed: msg`The delivery country cannot change: the shipping was priced for it.`,
  cannot_reprice: msg`A line cannot be priced today (its design or decor is no longer sold): keep the ordered price.`,
  lines_mismatch: msg`The order's lines have changed meanwhile: close the editor and open it again.`,
}

/** The contact's parts as the list of changes names them. */
const CONTACT_LABELS: Record<ContactField, MessageDescriptor> = {
  name: msg`Name`,
  surname: msg`Surname`,
  email: msg`E-mail`,
  phone: msg`Phone`,
  billingAddress: msg`Billing address`,
  deliveryAddress: msg`Delivery address`,
  company: msg`Company`,
  companyId: msg`Company ID (IČO)`,
  taxId: msg`Tax ID (DIČ)`,
  vatId: msg`VAT ID (IČ DPH)`,
}

/**
 * The order's editor hosted over the order's query (docs/decisions/0028): the order comes in as `edit.load` after
 * every refetch; a save (or a conflict, a refusal) makes the order and the list read again.
 */
export function OrderEditor({ order }: { order: StaffOrderDetail }) {
  const queryClient = useQueryClient()
  const reread = () => {
    void queryClient.invalidateQueries({ queryKey: staffOrderQueryOptions(order.number).queryKey })
    void queryClient.invalidateQueries({ queryKey: ['staffOrders'] })
  }
  const actor = useHostedActor(orderEditMachine, {
    input: { order },
    provide: { actors: orderEditActors },
    follow: { key: order, event: () => ({ type: 'edit.load' as const, order }) },
    on: { 'orderEdit.saved': reread, 'orderEdit.stale': reread },
  })
  return <OrderEditPanel actor={actor} />
}

/** The editor's panel on any order-edit actor (the hosted one, or a story's in a chosen state). */
export function OrderEditPanel({ actor }: { actor: ActorRefFrom<typeof orderEditMachine> }) {
  const snapshot = useSelector(actor, (s) => s)
  return <OrderEditView snapshot={snapshot} send={actor.send} />
}

/** The editor in the state its machine is in: a button, the form, the outcome of a save. */
export function OrderEditView({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof orderEditMachine>
  send: (event: OrderEditEvent) => void
}) {
  const { i18n } = useLingui()
  const { order, draft, conflict, refusal, failure, changes } = snapshot.context
  const state = snapshot.value
  return (
    <section className="order-edit" data-testid="order-edit" data-state={state}>
      <h2>
        <Trans>Edit the order</Trans>
      </h2>
      {state === 'closed' &&
        (isEditable(order) ? (
          <button type="button" onClick={() => send({ type: 'edit.open' })}>
            <Trans>Edit contact, addresses and lines</Trans>
          </button>
        ) : (
          <p className="hint">
            <Trans>Only an order not yet in production can be edited.</Trans>
          </p>
        ))}
      {state === 'saved' && (
        <div role="status">
          <p>
            <Trans>The order was changed. The customer gets an e-mail naming the changes.</Trans>
          </p>
          <ChangeList changes={changes} currency={order.currency} />
          <button type="button" onClick={() => send({ type: 'edit.dismiss' })}>
            <Trans>Close</Trans>
          </button>
        </div>
      )}
      {state === 'conflict' && conflict && (
        <div role="alert" data-testid="order-edit-conflict">
          <ConflictText by={conflict.by} status={i18n._(statusLabels[conflict.status])} />
          <button type="button" onClick={() => send({ type: 'edit.dismiss' })}>
            <Trans>Dismiss</Trans>
          </button>
        </div>
      )}
      {state === 'failed' && (
        <div role="alert">
          <p>
            {refusal ? (
              i18n._(REFUSAL_TEXTS[refusal])
            ) : failure === 'server' ? (
              <Trans>The shop could not save the changes. Try again in a while.</Trans>
            ) : (
              <Trans>The changes were not saved. Check the connection and try again.</Trans>
            )}
          </p>
          {failure && (
            <button type="button" onClick={() => send({ type: 'edit.retry' })}>
              <Trans>Try again</Trans>
            </button>
          )}
          <button type="button" onClick={() => send({ type: 'edit.back' })}>
            <Trans>Back to the editor</Trans>
          </button>
          <button type="button" onClick={() => send({ type: 'edit.cancel' })}>
            <Trans>Close without saving</Trans>
          </button>
        </div>
      )}
      {draft && (state === 'editing' || state === 'invalid' || state === 'saving') && (
        <EditForm snapshot={snapshot} send={send} />
      )}
    </section>
  )
}

function ConflictText({ by, status }: { by: string | null; status: string }) {
  return (
    <p>
      {by ? (
        <Trans>
          {by} changed this order first; it is now: {status}. Your changes were not saved: the order below is as it is
          now.
        </Trans>
      ) : (
        <Trans>
          Someone changed this order first; it is now: {status}. Your changes were not saved: the order below is as it
          is now.
        </Trans>
      )}
    </p>
  )
}

function EditForm({
  snapshot,
  send,
}: {
  snapshot: SnapshotFrom<typeof orderEditMachine>
  send: (event: OrderEditEvent) => void
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const { order, draft, problems } = snapshot.context
  const form = draft!.form
  const saving = snapshot.matches('saving')
  const money = (minor: number) => formatMoney(minor, locale, order.currency)
  const field = (path: FieldPath) => (
    <EditField
      key={path}
      path={path}
      label={i18n._(FIELD_LABELS[path]!)}
      value={String(fieldValue(form, path))}
      problem={problems.find((problem) => problem.path === path)?.problem}
      disabled={saving}
      onChange={(value) => send({ type: 'edit.field', path, value })}
    />
  )
  const lines = order.lines.map((line) => {
    const edit = draft!.lines.find((candidate) => candidate.position === line.position)!
    const unit = edit.price === 'today' && line.today ? line.today : line.snapshot
    return { line, edit, unit }
  })
  const shipping = { net: toMinor(order.shipping.net), gross: toMinor(order.shipping.gross) }
  const total = orderTotals(
    lines.map(({ unit, edit }) => ({
      price: { net: toMinor(unit.net), gross: toMinor(unit.gross) },
      count: edit.count,
    })),
    shipping,
  )
  const newTotal = money(total.gross)
  const oldTotal = money(toMinor(order.total.gross))
  return (
    <form
      className="order-edit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        send({ type: 'edit.save' })
      }}
    >
      <fieldset disabled={saving}>
        <legend>
          <Trans>Contact</Trans>
        </legend>
        {field('name')}
        {field('surname')}
        {field('email')}
        {field('phone')}
      </fieldset>
      <fieldset disabled={saving}>
        <legend>
          <Trans>Billing address</Trans>
        </legend>
        {field('billingAddress.address')}
        {field('billingAddress.city')}
        {field('billingAddress.zip')}
        <label className="switch">
          <input
            type="checkbox"
            checked={form.isCompany}
            onChange={(event) => send({ type: 'edit.field', path: 'isCompany', value: event.target.checked })}
          />
          <Trans>Ordered as a company</Trans>
        </label>
        {form.isCompany && (
          <>
            {field('companyName')}
            {field('companyId')}
            {field('taxId')}
            {field('vatId')}
          </>
        )}
      </fieldset>
      {form.delivery === 'courier' ? (
        <fieldset disabled={saving}>
          <legend>
            <Trans>Delivery address</Trans>
          </legend>
          <label className="switch">
            <input
              type="checkbox"
              checked={form.separateDeliveryAddress}
              onChange={(event) =>
                send({ type: 'edit.field', path: 'separateDeliveryAddress', value: event.target.checked })
              }
            />
            <Trans>Deliver to another address than the billing one</Trans>
          </label>
          {separateDelivery(form) && (
            <>
              {field('deliveryAddress.address')}
              {field('deliveryAddress.city')}
              {field('deliveryAddress.zip')}
            </>
          )}
        </fieldset>
      ) : (
        <p className="hint">
          <Trans>Personal pickup: no delivery address.</Trans>
        </p>
      )}
      <fieldset disabled={saving}>
        <legend>
          <Trans>Lines</Trans>
        </legend>
        {lines.map(({ line, edit }) => (
          <EditLine
            key={line.position}
            title={line.title}
            position={line.position}
            count={edit.count}
            price={edit.price}
            ordered={money(toMinor(line.snapshot.gross))}
            today={line.today ? money(toMinor(line.today.gross)) : null}
            send={send}
          />
        ))}
      </fieldset>
      <p data-testid="order-edit-total">
        <Trans>
          Total incl. VAT: {oldTotal} → {newTotal}
        </Trans>
      </p>
      {snapshot.matches('invalid') && problems.length > 0 && (
        <p role="alert">
          <Trans>Check the marked fields: the checkout's rules apply.</Trans>
        </p>
      )}
      {saving && (
        <p aria-live="polite">
          <Trans>Saving the changes…</Trans>
        </p>
      )}
      <p className="hint">
        <Trans>The customer gets an e-mail naming every change.</Trans>
      </p>
      <button type="submit" className="primary" disabled={saving}>
        <Trans>Save the changes</Trans>
      </button>{' '}
      <button type="button" disabled={saving} onClick={() => send({ type: 'edit.cancel' })}>
        <Trans>Cancel</Trans>
      </button>
    </form>
  )
}

function EditField({
  path,
  label,
  value,
  problem,
  disabled,
  onChange,
}: {
  path: FieldPath
  label: string
  value: string
  problem: FieldProblem | undefined
  disabled: boolean
  onChange: (value: string) => void
}) {
  const { i18n } = useLingui()
  const id = `${useId()}-${path}`
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={path}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem && (
        <span className="field-error" id={`${id}-error`}>
          {i18n._(PROBLEM_TEXTS[problem])}
        </span>
      )}
    </div>
  )
}

function EditLine({
  title,
  position,
  count,
  price,
  ordered,
  today,
  send,
}: {
  title: string
  position: number
  count: number
  price: 'keep' | 'today'
  ordered: string
  today: string | null
  send: (event: OrderEditEvent) => void
}) {
  const id = useId()
  // What staff type, kept while it is no count (empty, 0, 101): the machine keeps the last valid one.
  const [typed, setTyped] = useState(String(count))
  const valid = /^\d{1,3}$/.test(typed) && Number(typed) >= 1 && Number(typed) <= 100
  return (
    <div className="order-edit-line" data-testid="order-edit-line" data-position={position}>
      <p>{title}</p>
      <div className="field">
        <label htmlFor={`${id}-count`}>
          <Trans>Pieces</Trans>
        </label>
        <input
          id={`${id}-count`}
          type="number"
          min={1}
          max={100}
          value={typed}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${id}-count-error`}
          onChange={(event) => {
            setTyped(event.target.value)
            send({ type: 'edit.line', position, count: Number(event.target.value) })
          }}
        />
        {!valid && (
          <span className="field-error" id={`${id}-count-error`}>
            <Trans>From 1 to 100 pieces; the line keeps {count}.</Trans>
          </span>
        )}
      </div>
      <div role="radiogroup" aria-label={title}>
        <label className="switch">
          <input
            type="radio"
            name={`${id}-price`}
            checked={price === 'keep'}
            onChange={() => send({ type: 'edit.line', position, price: 'keep' })}
          />
          <Trans>Keep the ordered price {ordered} per piece</Trans>
        </label>
        <label className="switch">
          <input
            type="radio"
            name={`${id}-price`}
            disabled={today === null}
            checked={price === 'today'}
            onChange={() => send({ type: 'edit.line', position, price: 'today' })}
          />
          {today === null ? (
            <Trans>Today's price: cannot be made as designed</Trans>
          ) : (
            <Trans>Today's price {today} per piece</Trans>
          )}
        </label>
      </div>
    </div>
  )
}

/** What a save changed, old → new (money in the order's currency). */
export function ChangeList({
  changes,
  currency,
  testId = 'order-edit-changes',
}: {
  changes: OrderChange[]
  currency: StaffOrderDetail['currency']
  testId?: string
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const money = (minor: number) => formatMoney(minor, locale, currency)
  const none = t`(none)`
  if (changes.length === 0)
    return (
      <p>
        <Trans>Nothing was changed.</Trans>
      </p>
    )
  return (
    <ul data-testid={testId}>
      {changes.map((change, index) => {
        if (change.kind === 'field') {
          const label = i18n._(CONTACT_LABELS[change.field])
          const from = change.from || none
          const to = change.to || none
          return (
            <li key={index}>
              <Trans>
                {label}: {from} → {to}
              </Trans>
            </li>
          )
        }
        if (change.kind === 'total') {
          const from = money(change.from.gross)
          const to = money(change.to.gross)
          return (
            <li key={index}>
              <Trans>
                Total incl. VAT: {from} → {to}
              </Trans>
            </li>
          )
        }
        const { title } = change
        const countFrom = change.count.from
        const countTo = change.count.to
        const unitFrom = money(change.unit.from.gross)
        const unitTo = money(change.unit.to.gross)
        return (
          <li key={index}>
            <Trans>
              {title}: {countFrom} → {countTo} pcs, {unitFrom} → {unitTo} per piece
            </Trans>
          </li>
        )
      })}
    </ul>
  )
}
