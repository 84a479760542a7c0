import { useSyncExternalStore } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { cartPieceCount } from '../domain/cart'
import { CART_CHANGED_EVENT, readStoredCart } from './cartStorage'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CART_CHANGED_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CART_CHANGED_EVENT, onChange)
  }
}

const readCount = () => cartPieceCount(readStoredCart())

/** The cart link in the header with the number of pieces in the cart (0 on the server). */
export function CartLink() {
  const { t } = useLingui()
  const count = useSyncExternalStore(subscribe, readCount, () => 0)
  return (
    <Link to="/cart" className="cart-link" data-testid="cart-link" aria-label={t`Cart (items: ${count})`}>
      <span aria-hidden="true">🛒</span> <Trans>Cart</Trans>{' '}
      <span className="cart-count" data-testid="cart-count">
        {count}
      </span>
    </Link>
  )
}
