import { useEffect, useRef, useState } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isValidCount, MAX_COUNT, type CartItem } from '#domain/cart.ts'
import { localizePath } from '#domain/locale.ts'
import { toMinor } from '#domain/money.ts'
import { formatDimensions, formatMoney } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import type { CartRef } from './CartProvider'

/** Props: the cart actor; `readOnly` in later steps. */
export interface CartLinesProps {
  cartRef: CartRef
  readOnly?: boolean
  /** The lines at the VAT the order pays (issue 37), shown in place of the cart's own prices. */
  taxed?: readonly CartItem[]
  /** The seller charges no VAT (not registered): prices are shown as final. */
  vatFree?: boolean
}

/** The cart's lines (docs/product.md#cart): picture, title linking back to the design, decors, sizes, count, prices. */
export function CartLines({ cartRef, readOnly = false, taxed, vatFree = false }: CartLinesProps) {
  const items = useSelector(cartRef, (s) => s.context.items)
  const removing = useSelector(cartRef, (s) => (s.matches('confirmingRemoval') ? s.context.removing : null))
  return (
    <>
      <ul className="cart-lines">
        {items.map((item, index) => (
          <CartLine
            key={index}
            item={taxed?.[index] ?? item}
            index={index}
            cartRef={cartRef}
            readOnly={readOnly}
            vatFree={vatFree}
          />
        ))}
      </ul>
      {removing !== null && items[removing] ? <DeleteDialog title={items[removing].title} cartRef={cartRef} /> : null}
    </>
  )
}

function CartLine({
  item,
  index,
  cartRef,
  readOnly,
  vatFree,
}: {
  item: CartItem
  index: number
  cartRef: CartRef
  readOnly: boolean
  vatFree: boolean
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const { price, currency } = item.cabinet.price
  const money = (units: number) => formatMoney(toMinor(units), locale, currency)
  const unitGross = money(item.cabinet.price.priceGross)
  const unitNet = money(price)
  const lineGross = money(item.cabinet.price.priceGross * item.count)
  const size = formatDimensions([item.cabinet.realWidth, item.cabinet.realHeight, item.cabinet.depth], locale)
  const corpus = item.corpusColorTitle
  const door = item.doorColorTitle
  const title = item.title
  return (
    <li className="cart-line" data-testid="cart-item">
      <img src={item.image} alt="" width={72} height={72} />
      <div className="cart-line-body">
        <LineTitle link={item.link} title={item.title} />
        <span className="cart-line-detail">
          {size} ·{' '}
          <Trans>
            corpus {corpus}, door {door}
          </Trans>
        </span>
        <span className="cart-line-detail">
          {/* A seller not registered for VAT: the price is final, no VAT to name (issue 37). */}
          {vatFree ? (
            <Trans>{unitGross} per piece</Trans>
          ) : (
            <Trans>
              {unitGross} incl. VAT per piece ({unitNet} excl. VAT)
            </Trans>
          )}
        </span>
      </div>
      <div className="cart-line-count">
        {readOnly ? (
          <span data-testid="cart-item-count">{item.count}</span>
        ) : (
          <CountInput
            count={item.count}
            label={t`Number of pieces of ${title}`}
            onChange={(count) => cartRef.send({ type: 'cart.count', index, count })}
          />
        )}
      </div>
      <strong className="cart-line-total">{lineGross}</strong>
      {readOnly ? null : (
        <button
          type="button"
          className="link-button"
          data-testid="cart-item-remove"
          onClick={() => cartRef.send({ type: 'cart.remove', index })}
        >
          <Trans>Remove</Trans>
        </button>
      )}
    </li>
  )
}

/** The count as typed: a whole number from 1 to 100, else a message and the count stays. */
/** A line's title, a link to its design in this page's language (wherever it was added) when it has one. */
export function LineTitle({ link, title }: { link: string | undefined; title: string }) {
  const locale = useLocale()
  return link ? (
    <a href={localizePath(link, locale)} className="cart-line-title">
      {title}
    </a>
  ) : (
    <span className="cart-line-title">{title}</span>
  )
}

function CountInput({ count, label, onChange }: { count: number; label: string; onChange: (count: number) => void }) {
  const [text, setText] = useState(String(count))
  const [invalid, setInvalid] = useState(false)
  // A count changed elsewhere (the same design added again) shows here.
  useEffect(() => {
    setText(String(count))
    setInvalid(false)
  }, [count])
  const max = MAX_COUNT
  return (
    <label className="count-input">
      <span className="visually-hidden">{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_COUNT}
        step={1}
        value={text}
        aria-invalid={invalid}
        data-testid="cart-item-count"
        onChange={(event) => {
          setText(event.target.value)
          const value = Number(event.target.value)
          const ok = event.target.value.trim() !== '' && isValidCount(value)
          setInvalid(!ok && event.target.value.trim() !== '')
          if (ok) onChange(value)
        }}
        onBlur={() => {
          if (!isValidCount(Number(text)) || text.trim() === '') {
            setText(String(count))
            setInvalid(false)
          }
        }}
      />
      {invalid ? (
        <span className="field-error" role="alert">
          <Trans>Enter a whole number from 1 to {max}.</Trans>
        </span>
      ) : null}
    </label>
  )
}

/** docs/product.md#cart: 'Do you really want to delete this product?' with Delete and Cancel. */
function DeleteDialog({ title, cartRef }: { title: string; cartRef: CartRef }) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])
  return (
    <dialog
      ref={dialog}
      className="dialog"
      data-testid="delete-dialog"
      aria-labelledby="delete-question"
      onCancel={() => cartRef.send({ type: 'cart.remove.cancel' })}
    >
      <p id="delete-question">
        <strong>
          <Trans>Do you really want to delete this product?</Trans>
        </strong>
      </p>
      <p>{title}</p>
      <div className="dialog-buttons">
        <button
          type="button"
          className="primary"
          data-testid="confirm-delete"
          onClick={() => cartRef.send({ type: 'cart.remove.confirm' })}
        >
          <Trans>Delete</Trans>
        </button>
        <button
          type="button"
          data-testid="cancel-delete"
          autoFocus
          onClick={() => cartRef.send({ type: 'cart.remove.cancel' })}
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
    </dialog>
  )
}
