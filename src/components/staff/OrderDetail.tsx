import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ActorRefFrom } from 'xstate'
import { useSelector } from '@xstate/react'
import type { fulfilmentMachine } from '#machines/fulfilment.ts'
import { formatPhone, formOfCustomer, separateDelivery } from '#domain/checkout.ts'
import { isHallwayLine } from '#domain/cart.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { validateCabinetInput } from '#domain/cabinet/validation.ts'
import { frontElevationSvg } from '#domain/drawing.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import { hallwayOf } from '#domain/hallway/requests.ts'
import { localizePath, marketOf, type Country } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import type { CartItem } from '#domain/schemas.ts'
import type { StaffOrderDetail, StaffOrderLine } from '#domain/staffOrders.ts'
import { formatDimensions, formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { countryLabels, formatOrderTime } from './OrderList'
import { ProductionSheetLinks } from './ProductionSheetLinks'
import { OrderProgressPanel } from './OrderProgress'
import { OrderPlanPanel } from './OrderPlan'
import { ChangeList, OrderEditor } from './OrderEdit'
import { OrderDeliveryPanel } from './OrderDelivery'
import { CashPanel } from './CashCollect'
import { OrderDocumentsPanel } from './OrderDocuments'
import { StatusPanel, statusLabels } from './StatusPanel'
import { statusMailOf } from '#domain/fulfilment.ts'
import { isPageLinkMailKind } from '#domain/orderPageLinkResend.ts'
import { orderTimeline } from '#domain/orderNotes.ts'
import { orderedDesign, workshopOptions } from '#domain/workshopOptions.ts'
import { LineModel } from './LineModel'
import { LineSummary } from './LineSummary'
import { OrderNotePanel } from './OrderNotes'
import { OrderPageLinkPanel } from './OrderPageLink'
import { OrderDepositPanel } from './OrderDeposit'

/** The order's fulfilment actor, as the route hosts it. */
type FulfilmentActor = ActorRefFrom<typeof fulfilmentMachine>

/**
 * One order for the back office: the customer and the addresses, every line with its design (a
 * link into the configurator and its drawing), the price then and today, the e-mails and the
 * status with its history; the status panel drives the fulfilment machine.
 */
export function OrderDetail({
  order,
  fulfilment,
  now,
}: {
  order: StaffOrderDetail
  fulfilment: FulfilmentActor
  now: Date
}) {
  const snapshot = useSelector(fulfilment, (s) => s)
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const intl = marketOf(locale).intl
  // The order arrives in the wire's names; the desk reads it by the code's.
  const customer = formOfCustomer(order.customer)
  const { companyId, taxId, vatId } = customer
  const money = (units: number) => formatMoney(toMinor(units), locale, order.currency)
  const delivery = separateDelivery(customer) ? customer.deliveryAddress : undefined
  const deliveryCountry = i18n._(countryLabels[(delivery?.country ?? order.country) as Country])
  const created = formatOrderTime(order.createdAt, intl)
  const totalGross = money(order.total.gross)
  const totalNet = money(order.total.net)
  const timeline = orderTimeline(order.history, order.notes, order.edits)
  return (
    <article className="order-detail" data-testid="order-detail" data-order-number={order.number}>
      <p>
        <Link to="/admin/objednavky">
          <Trans>Back to the orders</Trans>
        </Link>
      </p>
      <p>
        <Trans>
          Ordered {created}, total {totalGross} incl. VAT ({totalNet} excl. VAT)
        </Trans>
      </p>
      <StatusPanel snapshot={snapshot} send={fulfilment.send} now={now} />
      {order.deposit && <OrderDepositPanel number={order.number} deposit={order.deposit} now={now} />}
      <OrderPlanPanel number={order.number} status={order.status} promised={order.deliveryDate ?? null} />
      <ProductionSheetLinks number={order.number} />
      <OrderProgressPanel number={order.number} status={order.status} />
      <OrderEditor order={order} />
      <OrderDeliveryPanel number={order.number} status={order.status} />
      <CashPanel number={order.number} status={order.status} />
      <OrderDocumentsPanel number={order.number} status={order.status} />

      <section data-testid="order-customer">
        <h2>
          <Trans>Customer</Trans>
        </h2>
        <p>
          {customer.name} {customer.surname}
          <br />
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
          <br />
          {formatPhone(customer.phone, customer.phonePrefix)}
        </p>
        <OrderPageLinkPanel number={order.number} />
        {customer.isCompany && (
          <p data-testid="order-company">
            {customer.companyName}
            {companyId && (
              <>
                <br />
                <Trans>Company ID: {companyId}</Trans>
              </>
            )}
            {taxId && (
              <>
                <br />
                <Trans>Tax ID: {taxId}</Trans>
              </>
            )}
            {vatId && (
              <>
                <br />
                <Trans>VAT ID: {vatId}</Trans>
              </>
            )}
          </p>
        )}
        <h3>
          <Trans>Billing address</Trans>
        </h3>
        <p>
          {customer.billingAddress.address}, {customer.billingAddress.zip} {customer.billingAddress.city}
        </p>
        <h3>
          <Trans>Delivery</Trans>
        </h3>
        <p data-testid="order-delivery">
          {customer.delivery === 'pickup' ? (
            <Trans>Personal pickup</Trans>
          ) : delivery ? (
            <>
              {delivery.address}, {delivery.zip} {delivery.city}, {deliveryCountry}
            </>
          ) : (
            <Trans>To the billing address, {deliveryCountry}</Trans>
          )}
        </p>
        {customer.notes && (
          <>
            <h3>
              <Trans>Notes</Trans>
            </h3>
            <p data-testid="order-notes">{customer.notes}</p>
          </>
        )}
      </section>

      {order.messages && order.messages.length > 0 ? (
        <section aria-labelledby="order-customer-messages">
          <h2 id="order-customer-messages">
            <Trans>Messages from the customer's order page</Trans>
          </h2>
          <ul>
            {order.messages.map((message, index) => (
              <li key={index}>
                <time dateTime={message.at}>{formatOrderTime(message.at, intl)}</time>
                <p className="order-customer-message">{message.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section>
        <h2>
          <Trans>Lines</Trans>
        </h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <OrderLine key={line.position} number={order.number} line={line} money={money} />
          ))}
        </ul>
      </section>

      <section>
        <h2>
          <Trans>E-mails</Trans>
        </h2>
        <ul data-testid="order-mails">
          {order.mails.map((mail, index) => {
            const to = mail.to
            const sentAt = mail.sentAt ? formatOrderTime(mail.sentAt, intl) : ''
            return (
              <li key={index} data-kind={mail.kind} data-status={mail.status}>
                {/* The shop's notices: the new order, and each message from the order's page (issue 39.2). */}
                {mail.kind === 'shop' || mail.kind.startsWith('message-') ? (
                  <Trans>To the shop</Trans>
                ) : (
                  <Trans>To the customer</Trans>
                )}
                {statusMailOf(mail.kind) ? ` (${i18n._(statusLabels[statusMailOf(mail.kind)!])})` : ''}
                {isPageLinkMailKind(mail.kind) ? ` (${t`the order page's link again`})` : ''} ({to}):{' '}
                {sentAt ? (
                  <Trans>sent {sentAt}</Trans>
                ) : mail.status === 'failed' ? (
                  <Trans>failed</Trans>
                ) : (
                  <Trans>waiting to be sent</Trans>
                )}
              </li>
            )
          })}
        </ul>
      </section>

      <section>
        <h2>
          <Trans>History: status, edits and internal notes</Trans>
        </h2>
        {timeline.length === 0 ? (
          <p>
            <Trans>No change of status yet.</Trans>
          </p>
        ) : (
          <ol data-testid="order-history">
            {timeline.map((item, index) => {
              const at = formatOrderTime(item.at, intl)
              if (item.kind === 'note') {
                // Internal: marked so, and never part of what the customer is sent.
                const staff = item.note.by ?? t`a script`
                return (
                  <li key={index} className="order-history-note" data-kind="note" data-testid="order-history-note">
                    <Trans>
                      {at}: internal note ({staff})
                    </Trans>
                    <span className="order-note-text"> – {item.note.text}</span>
                  </li>
                )
              }
              if (item.kind === 'edit') {
                const staff = item.edit.by ?? t`a script`
                return (
                  <li key={index} data-kind="edit">
                    <Trans>
                      {at}: order edited ({staff})
                    </Trans>
                    <ChangeList changes={item.edit.changes} currency={order.currency} testId="order-history-changes" />
                  </li>
                )
              }
              const { entry } = item
              const from = entry.from ? i18n._(statusLabels[entry.from]) : ''
              const to = i18n._(statusLabels[entry.to])
              const staff = entry.customer ? t`the customer, on the order's page` : (entry.by ?? t`a script`)
              return (
                <li
                  key={index}
                  data-kind="status"
                  data-from={entry.from ?? ''}
                  data-to={entry.to}
                  data-undo={entry.undo === true}
                >
                  <Trans>
                    {at}: {from} → {to} ({staff})
                  </Trans>
                  {entry.undo && (
                    <>
                      {' – '}
                      <Trans>undone within 10 s</Trans>
                    </>
                  )}
                  {entry.note && ` – ${entry.note}`}
                </li>
              )
            })}
          </ol>
        )}
        <OrderNotePanel number={order.number} />
      </section>
    </article>
  )
}

/** The line's dimensioned front drawing, the configurator's own (a cabinet's, or a whole hallway's with its modules). */
function LineDrawing({ item }: { item: CartItem }) {
  const { t } = useLingui()
  const itemTitle = item.title
  const title = t`Drawing of ${itemTitle}`
  const svg = useMemo(() => {
    if (isHallwayLine(item.cabinet)) {
      const hallway = hallwayOf(item.cabinet)
      const { list, segments } = hallwayElevation(hallway)
      // The desk sees the doors' hinge sides as the work order draws them.
      return frontElevationSvg(hallway, list, { dimensions: true, title, segments, hinges: true })
    }
    const { price: _price, count: _count, ...design } = item.cabinet
    const checked = validateCabinetInput(design)
    return checked.ok
      ? frontElevationSvg(checked.value, cutList(checked.value), { dimensions: true, title, hinges: true })
      : null
  }, [item, title])
  // A design today's rules refuse keeps the picture it was ordered with.
  if (!svg) return <img src={item.image} alt={title} width={160} height={120} />
  return <div className="order-line-drawing" dangerouslySetInnerHTML={{ __html: svg }} />
}

function OrderLine({
  number,
  line,
  money,
}: {
  number: string
  line: StaffOrderLine
  money: (units: number) => string
}) {
  const locale = useLocale()
  const { item } = line
  const design = useMemo(() => orderedDesign(item), [item])
  const options = useMemo(() => (design ? workshopOptions(design, line.count) : null), [design, line.count])
  const size = formatDimensions([item.cabinet.realWidth, item.cabinet.realHeight, item.cabinet.depth], locale)
  const count = line.count
  const corpus = item.corpusColorTitle
  const door = item.doorColorTitle
  const thenGross = money(line.snapshot.gross)
  const thenNet = money(line.snapshot.net)
  const todayGross = line.today ? money(line.today.gross) : ''
  const todayNet = line.today ? money(line.today.net) : ''
  const changed = line.today !== null && line.today.gross !== line.snapshot.gross
  return (
    <li className="order-line" data-testid="order-line">
      <LineDrawing item={item} />
      <div>
        {item.link ? (
          // The design in the configurator (a cabinet's page, a hallway's /chodby address), in this page's language.
          <a href={localizePath(item.link, locale)} data-testid="order-line-design" target="_blank" rel="noreferrer">
            {item.title}
          </a>
        ) : (
          <span>{item.title}</span>
        )}
        {line.model && (
          <>
            {' · '}
            <a href={line.model} data-testid="order-line-model" download={`${number}-${line.position}.glb`}>
              <Trans>3D model (GLB)</Trans>
            </a>
          </>
        )}
        {options ? (
          <LineSummary options={options} />
        ) : (
          // A design today's rules refuse: what the order stored, in the order's words.
          <p>
            {size} ·{' '}
            <Trans>
              corpus {corpus}, door {door}
            </Trans>{' '}
            · <Trans>{count} pcs</Trans>
          </p>
        )}
        <p data-testid="order-line-price">
          <Trans>
            Ordered at {thenGross} incl. VAT ({thenNet} excl. VAT) per piece
          </Trans>
        </p>
        <p data-testid="order-line-today" data-changed={changed}>
          {line.today ? (
            <Trans>
              Today {todayGross} incl. VAT ({todayNet} excl. VAT)
            </Trans>
          ) : (
            <Trans>Today: cannot be made as designed</Trans>
          )}
        </p>
        {line.model && design ? <LineModel url={line.model} design={design} position={line.position} /> : null}
      </div>
    </li>
  )
}

/** The detail's answer to a number no order has. */
export function OrderMissing({ number }: { number: string }) {
  return (
    <section data-testid="order-missing">
      <p>
        <Trans>No order has the number {number}.</Trans>
      </p>
      <p>
        <Link to="/admin/objednavky">
          <Trans>Back to the orders</Trans>
        </Link>
      </p>
    </section>
  )
}

/** The detail while the order is on its way. */
export function OrderPending() {
  return (
    <p className="pending" data-testid="order-pending">
      <Trans>Loading the order…</Trans>
    </p>
  )
}
