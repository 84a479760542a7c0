import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { API } from '#domain/endpoints.ts'
import { marketOf, type LocaleCode } from '#domain/locale.ts'
import { orderedDesign } from '#domain/workshopOptions.ts'
import {
  ORDER_MESSAGE_MAX,
  TRACK_TIME_ZONE,
  type OrderTrack,
  type TrackDocument,
  type TrackEntry,
  type TrackLine,
} from '#domain/orderTrackSchemas.ts'
import { trackDelivery } from '#domain/orderTrack.ts'
import type { CancelError, MessageError, orderTrackMachine } from '#machines/orderTrack.ts'
import { formatDay, formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { LineModel } from '../staff/LineModel'
import { LineTitle } from './CartLines'
import { DeliveryPromise } from './DeliveryEstimate'

/** The page's actor, as the route hosts it (stories start their own). */
export type OrderTrackActor = ActorRefFrom<typeof orderTrackMachine>

const STEPS: Record<TrackEntry['step'], MessageDescriptor> = {
  received: msg`Received`,
  confirmed: msg`Confirmed`,
  inProduction: msg`In production`,
  ready: msg`Ready`,
  onTheWay: msg`On the way`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  refused: msg`Refused on delivery`,
}

const STATES: Record<TrackEntry['state'], MessageDescriptor> = {
  done: msg`done`,
  current: msg`now`,
  upcoming: msg`to come`,
}

const max = ORDER_MESSAGE_MAX
const CANCEL_ERRORS: Record<CancelError, MessageDescriptor> = {
  notAllowed: msg`The terms no longer allow the order to be cancelled here; please call or write to us.`,
  changed: msg`The order has changed meanwhile; its page shows it as it is now.`,
  missing: msg`This order page is no longer available.`,
  server: msg`The order could not be cancelled. Try again.`,
  network: msg`The cancellation did not reach the shop: check the connection and try again.`,
}
const MESSAGE_ERRORS: Record<MessageError, MessageDescriptor> = {
  empty: msg`Write the message first.`,
  tooLong: msg`A message may have at most ${max} characters.`,
  tooMany: msg`This order has received as many messages as the page takes; please write to us by e-mail.`,
  missing: msg`This order page is no longer available.`,
  server: msg`The message could not be sent. Try again.`,
  network: msg`The message did not reach the shop: check the connection and try again.`,
}

/** A time in the shop's zone, as the page's language writes it. */
const formatTime = (iso: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(marketOf(locale).intl, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TRACK_TIME_ZONE,
  }).format(new Date(iso))

/** A wall-clock time of the shop ('YYYY-MM-DDTHH:MM:SS'), written as it reads there. */
const formatWallClock = (wall: string, locale: LocaleCode) =>
  new Intl.DateTimeFormat(marketOf(locale).intl, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${wall}Z`),
  )

/** The whole page of one order: timeline, lines, documents, the cancellation and the message to the shop. */
export function OrderTrackView({ order, token, actor }: { order: OrderTrack; token: string; actor: OrderTrackActor }) {
  const number = order.number
  return (
    <div className="order-track">
      <p>
        <Trans>Order no. {number}</Trans>
      </p>
      <Delivery order={order} />
      <Timeline order={order} />
      <Lines order={order} />
      <Documents order={order} token={token} />
      <Cancel order={order} actor={actor} />
      <Message order={order} actor={actor} />
    </div>
  )
}

/** The delivery as the customer knows it: the day promised at placing, then the van's day or the parcel. */
function Delivery({ order }: { order: OrderTrack }) {
  const locale = useLocale()
  const delivery = trackDelivery(order)
  if (!delivery) return null
  if (delivery.method === 'promised') return <DeliveryPromise date={delivery.date} pickup={delivery.pickup} />
  if (delivery.method === 'van') {
    const day = formatDay(delivery.date, locale)
    const window = `${delivery.from}–${delivery.to}`
    return (
      <p className="delivery-estimate" data-testid="delivery-estimate" data-date={delivery.date}>
        <Trans>
          Our driver brings your order on <strong>{day}</strong> between {window}.
        </Trans>
      </p>
    )
  }
  const { carrierName: carrier, tracking, url } = delivery
  return (
    <p className="delivery-estimate">
      <Trans>
        Your order has been handed to the carrier {carrier}, tracking number {tracking}.
      </Trans>{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          <Trans>Follow the parcel</Trans>
        </a>
      ) : null}
    </p>
  )
}

function Timeline({ order }: { order: OrderTrack }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const progress = order.progress
  return (
    <section aria-labelledby="order-timeline-heading">
      <h2 id="order-timeline-heading">
        <Trans>Where your order is</Trans>
      </h2>
      <ol className="order-timeline" data-testid="order-timeline">
        {order.timeline.map((entry) => {
          const step = i18n._(STEPS[entry.step])
          const state = i18n._(STATES[entry.state])
          return (
            <li
              key={entry.step}
              data-step={entry.step}
              data-state={entry.state}
              aria-current={entry.state === 'current' ? 'step' : undefined}
            >
              <strong>{step}</strong> <span className="order-timeline-state">({state})</span>
              {entry.at ? (
                <>
                  {' '}
                  <time dateTime={entry.at}>{formatTime(entry.at, locale)}</time>
                </>
              ) : null}
              {entry.step === 'inProduction' && entry.state === 'current' && progress !== null ? (
                <p>
                  <progress max={100} value={progress} aria-label={i18n._(msg`Parts made`)} />{' '}
                  <Trans>{progress} % of the parts' work done</Trans>
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

function Lines({ order }: { order: OrderTrack }) {
  return (
    <section aria-labelledby="order-lines-heading">
      <h2 id="order-lines-heading">
        <Trans>Your design</Trans>
      </h2>
      <ul className="cart-lines">
        {order.lines.map((line) => (
          <Line key={line.position} line={line} order={order} />
        ))}
      </ul>
    </section>
  )
}

function Line({ line, order }: { line: TrackLine; order: OrderTrack }) {
  const locale = useLocale()
  const { item } = line
  const design = orderedDesign(item)
  const count = line.count
  const unit = formatMoney(line.unitGross, locale, order.currency)
  const corpus = item.corpusColorTitle
  const door = item.doorColorTitle
  return (
    <li className="cart-line order-track-line">
      <img src={item.image} alt="" width={160} height={120} />
      <div className="cart-line-body">
        <LineTitle link={item.link} title={line.title} />
        <span className="cart-line-detail">
          <Trans>
            corpus {corpus}, door {door}
          </Trans>{' '}
          · <Trans>{count} pcs</Trans> · <Trans>{unit} per piece incl. VAT</Trans>
        </span>
        {line.model && design ? <LineModel url={line.model} design={design} position={line.position} /> : null}
      </div>
    </li>
  )
}

function DocumentName({ document }: { document: TrackDocument }) {
  const label = document.label
  switch (document.kind) {
    case 'design':
      return <Trans>Design PDF: {label}</Trans>
    case 'invoice':
      return <Trans>Invoice {label}</Trans>
    case 'creditNote':
      return <Trans>Credit note {label}</Trans>
    case 'deposit':
      return <Trans>Deposit tax document {label}</Trans>
    case 'assembly':
      return <Trans>Assembly instructions</Trans>
  }
}

function Documents({ order, token }: { order: OrderTrack; token: string }) {
  return (
    <section aria-labelledby="order-documents-heading">
      <h2 id="order-documents-heading">
        <Trans>Documents</Trans>
      </h2>
      <ul data-testid="order-documents">
        {order.documents.map((document) => (
          <li key={document.key}>
            <a
              href={`${API.orderTrackDocument.path}?${new URLSearchParams({ token, doc: document.key }).toString()}`}
              download
            >
              <DocumentName document={document} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Cancel({ order, actor }: { order: OrderTrack; actor: OrderTrackActor }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const state = useSelector(actor, (s) => s.value.cancel)
  const error = useSelector(actor, (s) => s.context.cancelError)
  const number = order.number
  const until = order.cancellableUntil ? formatWallClock(order.cancellableUntil, locale) : null
  return (
    <section aria-labelledby="cancel-order-heading" data-testid="cancel-order">
      <h2 id="cancel-order-heading">
        <Trans>Cancellation</Trans>
      </h2>
      {order.status === 'cancelled' ? (
        <p role="status">
          <Trans>The order is cancelled. You owe us nothing for it.</Trans>
        </p>
      ) : !order.cancellable ? (
        <p>
          <Trans>
            The order can no longer be cancelled here: production has started or the terms' time for a free cancellation
            has passed.
          </Trans>
        </p>
      ) : state === 'confirming' || state === 'cancelling' ? (
        <div role="group" aria-labelledby="cancel-order-question">
          <p id="cancel-order-question">
            <Trans>Do you really want to cancel order no. {number}? This cannot be taken back.</Trans>
          </p>
          <button
            type="button"
            disabled={state === 'cancelling'}
            onClick={() => actor.send({ type: 'cancel.confirm' })}
          >
            {state === 'cancelling' ? <Trans>Cancelling…</Trans> : <Trans>Yes, cancel the order</Trans>}
          </button>{' '}
          <button type="button" disabled={state === 'cancelling'} onClick={() => actor.send({ type: 'cancel.back' })}>
            <Trans>No, keep it</Trans>
          </button>
        </div>
      ) : (
        <>
          <p>
            {until ? (
              <Trans>You may cancel the order free of charge until {until}.</Trans>
            ) : (
              <Trans>Until we confirm the order you may cancel it free of charge.</Trans>
            )}
          </p>
          <button type="button" onClick={() => actor.send({ type: 'cancel.ask' })}>
            <Trans>Cancel the order</Trans>
          </button>
        </>
      )}
      {error ? (
        <p className="form-error" role="alert" data-error={error}>
          {i18n._(CANCEL_ERRORS[error])}
        </p>
      ) : null}
    </section>
  )
}

function Message({ order, actor }: { order: OrderTrack; actor: OrderTrackActor }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const text = useSelector(actor, (s) => s.context.text)
  const error = useSelector(actor, (s) => s.context.messageError)
  const sending = useSelector(actor, (s) => s.matches({ message: 'sending' }))
  const sent = useSelector(actor, (s) => s.matches({ message: 'sent' }))
  return (
    <section aria-labelledby="order-message-heading">
      <h2 id="order-message-heading">
        <Trans>Write to us</Trans>
      </h2>
      {order.messages.length > 0 ? (
        <ul className="order-track-messages">
          {order.messages.map((message, index) => (
            <li key={index}>
              <time dateTime={message.at}>{formatTime(message.at, locale)}</time>
              <p>{message.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'message.submit' })
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-text`}>
            <Trans>Your message to the shop about this order</Trans>
          </label>
          <textarea
            id={`${id}-text`}
            name="message"
            rows={4}
            maxLength={ORDER_MESSAGE_MAX}
            value={text}
            readOnly={sending}
            aria-invalid={error === 'empty' || error === 'tooLong' ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => actor.send({ type: 'message.change', text: event.target.value })}
          />
        </div>
        <p>
          <button type="submit" disabled={sending}>
            {sending ? <Trans>Sending…</Trans> : <Trans>Send the message</Trans>}
          </button>
        </p>
        {error ? (
          <p id={`${id}-error`} className="form-error" role="alert" data-error={error}>
            {i18n._(MESSAGE_ERRORS[error])}
          </p>
        ) : sent ? (
          <p role="status">
            <Trans>Thank you, the shop has your message and will answer by e-mail.</Trans>
          </p>
        ) : null}
      </form>
    </section>
  )
}

/** What the page shows for a link that opens no order (or when it cannot be read). */
export function OrderTrackMissing({ failed }: { failed: boolean }) {
  return failed ? (
    <p role="alert">
      <Trans>
        The order could not be loaded. Try again later. <Link to="/">Continue to the shop</Link>
      </Trans>
    </p>
  ) : (
    <p>
      <Trans>
        There is no order to show at this address. <Link to="/">Continue to the shop</Link>
      </Trans>
    </p>
  )
}
