import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { cartPieceCount } from '../domain/cart'
import { useCartRef } from './cart/CartProvider'

/** The cart link in the header with the number of pieces in the cart (0 until the cart is restored). */
export function CartLink() {
  const { t } = useLingui()
  const count = useSelector(useCartRef(), (state) => cartPieceCount(state.context.items))
  return (
    <Link to="/cart" className="cart-link" data-testid="cart-link" aria-label={t`Cart (items: ${count})`}>
      <span aria-hidden="true">🛒</span> <Trans>Cart</Trans>{' '}
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}
