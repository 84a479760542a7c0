import type { ReactNode } from 'react'
import { useSelector } from '@xstate/react'
import { cartPieceCount } from '../../domain/cart'
import type { CartRef } from './CartProvider'

/** Props: the cart and what to render with its number of pieces. */
export interface CartCountProps {
  cartRef: CartRef
  children: (count: number) => ReactNode
}

/** The number of pieces in the cart, as the cart machine has it. */
export default function CartCount({ cartRef, children }: CartCountProps) {
  return children(useSelector(cartRef, (state) => cartPieceCount(state.context.items)))
}
