import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans } from '@lingui/react/macro'
import { isPriceLoading } from '../../../machines/price'
import type { Cabinet } from '../../domain/cabinet'
import { cartItemOf } from '../../domain/cart'
import { useLocale } from '../../i18n/useLocale'
import { useCartRef } from '../cart/CartProvider'
import type { ConfiguratorActors } from './useConfigurator'

/** Props: the design, its price machine and its configurator address. */
export interface AddToCartProps {
  cabinet: Cabinet
  priceRef: ConfiguratorActors['priceRef']
  link: string
}

/** Puts the design in the cart at the confirmed price (spec §3 cart item); waits for that price. */
export function AddToCart({ cabinet, priceRef, link }: AddToCartProps) {
  const locale = useLocale()
  const loading = useSelector(priceRef, isPriceLoading)
  const priceData = useSelector(priceRef, (s) => s.context.priceData)
  const cartRef = useCartRef()
  const [added, setAdded] = useState(0)
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="primary"
        data-testid="add-to-cart"
        disabled={loading || !priceData || !cartRef}
        onClick={() => {
          if (!priceData || !cartRef) return
          cartRef.send({ type: 'cart.add', item: cartItemOf(cabinet, priceData, locale, link) })
          setAdded((n) => n + 1)
        }}
      >
        <Trans>Add to cart</Trans>
      </button>
      {added > 0 ? (
        <p role="status" data-testid="added-to-cart">
          <Trans>The cabinet is in your cart.</Trans> <Link to="/cart">{<Trans>Go to the cart</Trans>}</Link>
        </p>
      ) : null}
    </div>
  )
}
