import { lazy, Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useCartRef } from './cart/CartProvider'

// The count reads the cart machine; its code comes with the cart, after hydration.
const CartCount = lazy(() => import('./cart/CartCount'))

/** The cart link in the header with the number of pieces in the cart (0 until the cart has started). */
export function CartLink() {
  const cartRef = useCartRef()
  return cartRef ? (
    <Suspense fallback={<CartLinkWith count={0} />}>
      <CartCount cartRef={cartRef}>{(count) => <CartLinkWith count={count} />}</CartCount>
    </Suspense>
  ) : (
    <CartLinkWith count={0} />
  )
}

// The name begins with what the link shows ("Cart 3"), so speech input finds it by what is on screen.
function CartLinkWith({ count }: { count: number }) {
  const { t } = useLingui()
  return (
    <Link to="/cart" className="cart-link" data-testid="cart-link" aria-label={t`Cart ${count} pcs`}>
      <span aria-hidden="true">🛒</span> <Trans>Cart</Trans>{' '}
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}
