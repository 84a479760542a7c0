import { useEffect, useRef, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { orderMachine } from '#machines/order.ts'
import { stepperMachine, STEPS } from '#machines/stepper.ts'
import { inCurrencyOf, taxedCart } from '#domain/cart.ts'
import { emptyCustomer, WIRE_NAMES } from '#domain/checkout.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { CartLines } from './CartLines'
import { useCartRef, type CartRef } from './CartProvider'
import { CustomerFields, fieldId, type OrderRef } from './CustomerFields'
import { FormErrors } from './FormErrors'
import { OrderStatus } from './OrderStatus'
import { PlaceOrder } from './PlaceOrder'
import { Totals } from './Totals'
import { DeliveryEstimateLine } from './DeliveryEstimate'
import { cartPieces } from '#domain/production/plan.ts'
import { stepLabels } from './labels'
import { readConsent } from '#site/browser/consent.ts'
import { focusElement } from '#site/browser/focus.ts'
import { useOnChange } from '../useOnChange'
import { finishCheckout, readStoredCheckout, writeStoredCheckout } from './storage'
import { inspector } from '#debug/machineTraces.ts'
import { pushDataLayer } from '#site/browser/dataLayer.ts'
import { usePriceList, useTaxSettings } from '#queries/prices.ts'
import { useShopSettings } from '#queries/settings.ts'
import { CartVat } from './VatSummary'
import { checkoutStepPush, type CheckoutStep } from '#site/dataLayer.ts'
import { orderActors } from '#queries/actors.ts'
import { randomUuid } from '#site/browser/uuid.ts'

/** The order machine with the API and session storage behind it. */
const storedOrderMachine = orderMachine.provide({
  actors: orderActors,
  actions: {
    persist: ({ context }) => writeStoredCheckout({ customer: context.customer, attempt: context.attempt }),
    finish: () => finishCheckout(),
  },
})

/**
 * The checkout (docs/product.md#checkout): the stepper cart → delivery → address, the customer form and the
 * order. Rendered in the browser only: everything it shows lives in the tab's session storage.
 * `cartRef` replaces the tab's cart (stories start it in a chosen state).
 */
export function Checkout({ cartRef: given }: { cartRef?: CartRef } = {}) {
  const tabCart = useCartRef()
  const cartRef = given ?? tabCart
  return cartRef ? (
    <CheckoutWith cartRef={cartRef} />
  ) : (
    <p className="pending" data-testid="cart-loading">
      <Trans>Loading your cart…</Trans>
    </p>
  )
}

function CheckoutWith({ cartRef }: { cartRef: CartRef }) {
  const { locale, country } = useMarket()
  const prices = usePriceList()
  const tax = useTaxSettings()
  const seller = useShopSettings().company
  const [stored] = useState(readStoredCheckout)
  const orderRef = useActorRef(storedOrderMachine, {
    input: {
      country,
      customer: stored?.customer ?? emptyCustomer(locale),
      attempt: stored?.attempt ?? null,
      cart: cartRef,
    },
    inspect: inspector(),
  })
  const stepperRef = useActorRef(stepperMachine, { inspect: inspector() })
  const step = useSelector(stepperRef, (s) => s.value)
  const done = useSelector(stepperRef, (s) => s.context.done)
  const items = useSelector(cartRef, (s) => s.context.items)
  const repricing = useSelector(cartRef, (s) => s.matches('repricing'))
  const customer = useSelector(orderRef, (s) => s.context.customer)
  const confirmed = useSelector(orderRef, (s) => (s.matches('confirmed') ? s.context.result : null))
  const navigate = useNavigate()
  const { i18n } = useLingui()
  // Each step change puts the focus on the new step's heading (not on the first render: the page's h1 leads then).
  const stepHeading = useRef<HTMLHeadingElement>(null)
  useOnChange(step, () => focusElement(stepHeading.current))

  useEffect(() => {
    if (!confirmed) return
    const search = { order: confirmed.orderNumber, token: confirmed.confirmationToken }
    void navigate({ to: '/potvrdenie-objednavky', search, replace: true })
  }, [confirmed, navigate])

  // The data layer (docs/product.md#events): each completed step of the stepper, the address step when its order goes
  // out.
  useEffect(() => {
    const push = (step: CheckoutStep) =>
      pushDataLayer(
        checkoutStepPush(step, cartRef.getSnapshot().context.items, orderRef.getSnapshot().context.customer.delivery),
      )
    const stepDone = stepperRef.on('stepper.completed', ({ step }) => push(step))
    const sent = orderRef.on('order.sent', () => push('address'))
    return () => {
      stepDone.unsubscribe()
      sent.unsubscribe()
    }
  }, [cartRef, orderRef, stepperRef])

  if (items.length === 0 && !confirmed) {
    return (
      <p className="cart-empty" data-testid="cart-empty">
        <Trans>Your cart is empty. Configure a cabinet and add it to the cart.</Trans>
      </p>
    )
  }
  // The lines at the VAT this order pays as the form stands (issue 37): the delivery country and the buyer decide.
  const taxed = taxedCart(items, customer, prices, tax)
  const totals = taxed.totals
  const vatFree = taxed.tax.treatment.kind === 'notVatPayer'
  return (
    <div className="checkout" data-step={step}>
      <ol className="stepper" aria-label={i18n._(stepLabels.cart)}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined} data-done={done.includes(s)}>
            <span className="step-number">{i + 1}</span> {i18n._(stepLabels[s])}
          </li>
        ))}
      </ol>
      <h2 className="step-heading" ref={stepHeading} tabIndex={-1} data-testid="checkout-step-heading">
        {i18n._(stepLabels[step])}
      </h2>
      {repricing ? (
        <p role="status">
          <Trans>Updating the prices to this country's currency…</Trans>
        </p>
      ) : null}
      {step === 'cart' ? <CartLines cartRef={cartRef} taxed={taxed.items} vatFree={vatFree} /> : null}
      {step === 'delivery' ? <DeliveryChoice orderRef={orderRef} /> : null}
      {step === 'address' ? (
        <CheckoutForm orderRef={orderRef} cartRef={cartRef} />
      ) : (
        <>
          {/* Totals only once every line is in this market's currency (a euro cart on /cz is priced again first). */}
          {inCurrencyOf(items, country) ? (
            <>
              <Totals totals={totals} delivery={customer.delivery} choiceAhead={step === 'cart'} vatFree={vatFree} />
              <CartVat taxed={taxed} seller={seller} />
              <DeliveryEstimateLine pieces={cartPieces(items)} pickup={customer.delivery === 'pickup'} warnLate />
            </>
          ) : null}
          <StepButtons
            step={step}
            onBack={() => stepperRef.send({ type: 'stepper.back' })}
            onNext={() => stepperRef.send({ type: 'stepper.next' })}
            nextDisabled={repricing}
          />
        </>
      )}
      {step === 'address' ? <StepButtons step={step} onBack={() => stepperRef.send({ type: 'stepper.back' })} /> : null}
    </div>
  )
}

function StepButtons({
  step,
  onBack,
  onNext,
  nextDisabled,
}: {
  step: string
  onBack: () => void
  onNext?: () => void
  nextDisabled?: boolean
}) {
  return (
    <div className="step-buttons">
      {step !== 'cart' ? (
        <button type="button" data-testid="checkout-back" onClick={onBack}>
          <Trans>Back</Trans>
        </button>
      ) : null}
      {onNext ? (
        <button type="button" className="primary" data-testid="checkout-next" onClick={onNext} disabled={nextDisabled}>
          <Trans>Continue</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * Courier delivery or personal pickup (dorucenie, osobnyOdber on the wire: docs/product.md#checkout); neither is chosen
 * at first.
 */
export function DeliveryChoice({ orderRef }: { orderRef: OrderRef }) {
  const delivery = useSelector(orderRef, (s) => s.context.customer.delivery)
  return (
    <fieldset className="delivery-choice" id={fieldId('delivery')} tabIndex={-1}>
      <legend>
        <Trans>How would you like to receive your cabinets?</Trans>
      </legend>
      <label>
        <input
          type="radio"
          name={WIRE_NAMES.delivery}
          data-testid="delivery-courier"
          checked={delivery === 'courier'}
          onChange={() => orderRef.send({ type: 'order.delivery', courier: true })}
        />{' '}
        <Trans>
          Delivery by our own courier: the driver calls 3 to 4 days ahead, the day before and about an hour before
          arriving; you carry the goods in.
        </Trans>
      </label>
      <label>
        <input
          type="radio"
          name={WIRE_NAMES.delivery}
          data-testid="delivery-personal-pickup"
          checked={delivery === 'pickup'}
          onChange={() => orderRef.send({ type: 'order.delivery', courier: false })}
        />{' '}
        <Trans>Personal pickup at our workshop, free of charge.</Trans>
      </label>
    </fieldset>
  )
}

/** The address step: the form, the problems, what the order costs and obliges to, and the button. */
export function CheckoutForm({ orderRef, cartRef }: { orderRef: OrderRef; cartRef: CartRef }) {
  const pending = useSelector(orderRef, (s) => s.matches('pending'))
  const prices = usePriceList()
  const tax = useTaxSettings()
  // Reached without a delivery choice: it is offered here too, and stays for this visit once made.
  const [askDelivery] = useState(() => orderRef.getSnapshot().context.customer.delivery === undefined)
  return (
    <form
      className="checkout-form"
      noValidate
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault()
        const kontrola = new FormData(event.currentTarget).get('kontrola')
        orderRef.send({
          type: 'order.submit',
          items: cartRef.getSnapshot().context.items,
          prices,
          tax,
          key: randomUuid(),
          kontrola: typeof kontrola === 'string' ? kontrola : '',
          marketingConsent: readConsent() === 'granted',
        })
      }}
    >
      {askDelivery ? <DeliveryChoice orderRef={orderRef} /> : null}
      <CustomerFields orderRef={orderRef} />
      <FormErrors orderRef={orderRef} />
      <PlaceOrder orderRef={orderRef} cartRef={cartRef} />
      <OrderStatus orderRef={orderRef} cartRef={cartRef} />
    </form>
  )
}
