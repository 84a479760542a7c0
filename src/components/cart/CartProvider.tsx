import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { useActorRef } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { cartMachine } from '../../../machines/cart'
import { readStoredCart, writeStoredCart } from './storage'

/** The cart machine with session storage behind it. */
const storedCartMachine = cartMachine.provide({ actions: { persist: (_, params) => writeStoredCart(params.items) } })

export type CartRef = ActorRefFrom<typeof cartMachine>

const CartContext = createContext<CartRef | null>(null)

/** One cart for the whole tab: the header, the configurators and the checkout share it. */
export function CartProvider({ children }: { children: ReactNode }) {
  const cartRef = useActorRef(storedCartMachine)
  // Restored after hydration: the server cannot know the tab's storage, so the first render is empty.
  useEffect(() => {
    cartRef.send({ type: 'cart.restore', items: readStoredCart() })
  }, [cartRef])
  return <CartContext.Provider value={cartRef}>{children}</CartContext.Provider>
}

/** The tab's cart actor. */
export function useCartRef(): CartRef {
  const cartRef = useContext(CartContext)
  if (!cartRef) throw new Error('useCartRef needs a <CartProvider> above it')
  return cartRef
}
