import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import type { orderMachine } from '#machines/order.ts'
import {
  billingCountryOf,
  destinationOf,
  fieldValue,
  requiredFields,
  WIRE_NAMES,
  FIELD_EXAMPLES,
  type FieldPath,
  type IssuePath,
} from '#domain/checkout.ts'
import { fieldLabels, problemTexts } from './labels'
import { CountryField, TermsConsent, TextField } from './FormField'

export type OrderRef = ActorRefFrom<typeof orderMachine>

/** The id of a field's input, for labels and the links of the error list (from its wire name, as before). */
export const fieldId = (path: IssuePath | 'deliveryAddress.country' | 'billingAddress.country') =>
  `field-${WIRE_NAMES[path].replace('.', '-')}`

interface FieldProps {
  orderRef: OrderRef
  path: FieldPath
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode?: 'numeric' | 'text'
  placeholder?: string
  children?: ReactNode
}

/** One text field bound to the order machine, with its own problem under it. */
function Field({ orderRef, path, type = 'text', autoComplete, inputMode, placeholder, children }: FieldProps) {
  const { i18n } = useLingui()
  const value = useSelector(orderRef, (s) => fieldValue(s.context.customer, path))
  const required = useSelector(orderRef, (s) => requiredFields(s.context.customer).includes(path))
  const problem = useSelector(orderRef, (s) => s.context.errors.find((e) => e.path === path)?.problem)
  return (
    <TextField
      id={fieldId(path)}
      name={WIRE_NAMES[path]}
      label={i18n._(fieldLabels[path])}
      required={required}
      value={String(value)}
      problem={problem ? i18n._(problemTexts[problem]) : undefined}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      placeholder={placeholder}
      onChange={(value) => orderRef.send({ type: 'order.field', path, value })}
    >
      {children}
    </TextField>
  )
}

/** A switch of the form (separate delivery address, company). */
function Switch({
  orderRef,
  name,
  children,
}: {
  orderRef: OrderRef
  name: 'separateDeliveryAddress' | 'isCompany'
  children: ReactNode
}) {
  const checked = useSelector(orderRef, (s) => s.context.customer[name])
  return (
    <label className="switch">
      <input
        type="checkbox"
        name={WIRE_NAMES[name]}
        checked={checked}
        onChange={(event) => orderRef.send({ type: 'order.field', path: name, value: event.target.checked })}
      />
      {children}
    </label>
  )
}

/** An address's country: the market's by default (the billing one), or the other country the shop sells to. */
function CountrySelect({
  orderRef,
  path,
}: {
  orderRef: OrderRef
  path: 'deliveryAddress.country' | 'billingAddress.country'
}) {
  const { t } = useLingui()
  const country = useSelector(orderRef, (s) =>
    path === 'billingAddress.country'
      ? billingCountryOf(s.context.customer, s.context.country)
      : destinationOf(s.context.customer, s.context.country),
  )
  const billing = path === 'billingAddress.country'
  return (
    <CountryField
      id={fieldId(path)}
      name={WIRE_NAMES[path]}
      label={billing ? t`Billing country` : t`Delivery country`}
      autoComplete={billing ? 'billing country' : 'shipping country'}
      value={country}
      onChange={(value) => orderRef.send({ type: 'order.field', path, value })}
    />
  )
}

/** Street, city and postcode of the billing or the delivery address (autofill knows which). */
function AddressFields({
  orderRef,
  address,
  sk,
}: {
  orderRef: OrderRef
  address: 'billingAddress' | 'deliveryAddress'
  sk: boolean
}) {
  const section = address === 'billingAddress' ? 'billing' : 'shipping'
  return (
    <>
      <Field orderRef={orderRef} path={`${address}.address`} autoComplete={`${section} street-address`} />
      <Field orderRef={orderRef} path={`${address}.city`} autoComplete={`${section} address-level2`} />
      <Field
        orderRef={orderRef}
        path={`${address}.zip`}
        autoComplete={`${section} postal-code`}
        inputMode="numeric"
        placeholder={FIELD_EXAMPLES[sk ? 'SK' : 'CZ'].zip}
      />
    </>
  )
}

/** Every field of the customer (docs/product.md#checkout); input names are the payload's (wire) paths. */
export function CustomerFields({ orderRef }: { orderRef: OrderRef }) {
  const { t, i18n } = useLingui()
  const customer = useSelector(orderRef, (s) => s.context.customer)
  const country = useSelector(orderRef, (s) => s.context.country)
  const acceptProblem = useSelector(orderRef, (s) => s.context.errors.find((e) => e.path === 'accept')?.problem)
  const courier = customer.delivery === 'courier'
  const deliverySk = destinationOf(customer, country) === 'SK'
  // The company's numbers are in the formats of the billing country (issue 37: a Czech company on the Slovak shop).
  const billingSk = billingCountryOf(customer, country) === 'SK'
  return (
    <div className="customer-fields">
      <fieldset>
        <legend>
          <Trans>Contact</Trans>
        </legend>
        <Field orderRef={orderRef} path="name" autoComplete="given-name" />
        <Field orderRef={orderRef} path="surname" autoComplete="family-name" />
        <Field
          orderRef={orderRef}
          path="email"
          type="email"
          autoComplete="email"
          placeholder={FIELD_EXAMPLES[country].email}
        />
        <Field
          orderRef={orderRef}
          path="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder={FIELD_EXAMPLES[country].phone}
        >
          <select
            name="phonePrefix"
            aria-label={t`Country prefix`}
            value={customer.phonePrefix}
            onChange={(event) => orderRef.send({ type: 'order.field', path: 'phonePrefix', value: event.target.value })}
          >
            <option value="+421">+421</option>
            <option value="+420">+420</option>
          </select>
        </Field>
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Billing address</Trans>
        </legend>
        <CountrySelect orderRef={orderRef} path="billingAddress.country" />
        <AddressFields orderRef={orderRef} address="billingAddress" sk={billingSk} />
        {courier ? (
          <Switch orderRef={orderRef} name="separateDeliveryAddress">
            <Trans>Deliver to another address</Trans>
          </Switch>
        ) : null}
      </fieldset>
      {courier && customer.separateDeliveryAddress ? (
        <fieldset>
          <legend>
            <Trans>Delivery address</Trans>
          </legend>
          <CountrySelect orderRef={orderRef} path="deliveryAddress.country" />
          <AddressFields orderRef={orderRef} address="deliveryAddress" sk={deliverySk} />
        </fieldset>
      ) : null}
      <fieldset>
        <legend>
          <Trans>Company</Trans>
        </legend>
        <Switch orderRef={orderRef} name="isCompany">
          <Trans>I am ordering for a company</Trans>
        </Switch>
        {customer.isCompany ? (
          <>
            <Field orderRef={orderRef} path="companyName" autoComplete="organization" />
            <Field orderRef={orderRef} path="companyId" autoComplete="off" inputMode="numeric" placeholder="12345679" />
            <Field
              orderRef={orderRef}
              path="taxId"
              autoComplete="off"
              placeholder={billingSk ? '2020123456' : 'CZ12345679'}
            />
            <Field
              orderRef={orderRef}
              path="vatId"
              autoComplete="off"
              placeholder={billingSk ? 'SK2020123456' : 'CZ12345679'}
            />
          </>
        ) : null}
      </fieldset>
      <div className="field">
        <label htmlFor="field-notes">{i18n._(fieldLabels.notes)}</label>
        <textarea
          id="field-notes"
          name="notes"
          rows={3}
          maxLength={2000}
          value={customer.notes}
          onChange={(event) => orderRef.send({ type: 'order.field', path: 'notes', value: event.target.value })}
        />
      </div>
      {/* A honeypot: hidden from people and screen readers; robots fill it in. */}
      <div className="honeypot" aria-hidden="true">
        <label>
          <Trans>Leave this field empty</Trans>
          <input type="text" name="kontrola" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <TermsConsent
        id={fieldId('accept')}
        name="accept"
        checked={customer.accept}
        problem={acceptProblem ? i18n._(problemTexts[acceptProblem]) : undefined}
        onChange={(accept) => orderRef.send({ type: 'order.field', path: 'accept', value: accept })}
      />
    </div>
  )
}
