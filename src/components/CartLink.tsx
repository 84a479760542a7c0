import { Link } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { cartPieceCount } from '#domain/cart.ts'
import { useCartRef } from './cart/CartProvider'
import { CartIcon } from './icons'

/**
 * The cart link in the header with the number of pieces in the cart (0 until the cart has started). The link
 * is one element throughout: when the cart starts (after hydration) only its count changes, so a shopper who
 * has tabbed onto it keeps the focus.
 */
export function CartLink() {
  const { t } = useLingui()
  // No cart yet: useSelector reads nothing and the count is 0.
  const count = useSelector(useCartRef() ?? undefined, (state) => (state ? cartPieceCount(state.context.items) : 0))
  // The name begins with what the link shows ("Cart 3"), so speech input finds it by what is on screen.
  return (
    <Link to="/cart" className="cart-link" data-testid="cart-link" aria-label={t`Cart ${count} pcs`}>
      <CartIcon /> <Trans>Cart</Trans>{' '}
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}
