import { useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { isPriceLoading } from '#machines/price.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { cartItemOf } from '#domain/cart.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useCartRef } from '../cart/CartProvider'
import type { ConfiguratorActors } from './useConfigurator'

/** Props: the design, its price machine and its configurator address (read when the cabinet goes in the cart). */
export interface AddToCartProps {
  cabinet: Cabinet
  priceRef: ConfiguratorActors['priceRef']
  link: () => string
}

/** Puts the design in the cart at the confirmed price (docs/product.md#cart); waits for that price. */
export function AddToCart({ cabinet, priceRef, link }: AddToCartProps) {
  const locale = useLocale()
  const loading = useSelector(priceRef, isPriceLoading)
  const priceData = useSelector(priceRef, (s) => s.context.priceData)
  const cartRef = useCartRef()
  return (
    <AddToCartButton
      disabled={loading || !priceData || !cartRef}
      added={<Trans>The cabinet is in your cart.</Trans>}
      onAdd={() => {
        if (!priceData || !cartRef) return false
        cartRef.send({ type: 'cart.add', item: cartItemOf(cabinet, priceData, locale, link()) })
        return true
      }}
    />
  )
}

/** Props: whether it can add yet, what it says once added, and the adding (true when something went in). */
export interface AddToCartButtonProps {
  disabled: boolean
  added: ReactNode
  onAdd: () => boolean
}

/** The add-to-cart button and, once used, the note with a link to the cart (cabinets and hallways alike). */
export function AddToCartButton({ disabled, added, onAdd }: AddToCartButtonProps) {
  const [done, setDone] = useState(false)
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="primary"
        data-testid="add-to-cart"
        disabled={disabled}
        onClick={() => setDone(onAdd() || done)}
      >
        <Trans>Add to cart</Trans>
      </button>
      {done ? (
        <p role="status" data-testid="added-to-cart">
          {added} <Link to="/cart">{<Trans>Go to the cart</Trans>}</Link>
        </p>
      ) : null}
    </div>
  )
}
