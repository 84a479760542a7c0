import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { cartMachine } from '#machines/cart.ts'

export type CartRef = ActorRefFrom<typeof cartMachine>

const CartContext = createContext<CartRef | null>(null)

/**
 * One cart for the whole tab: the header, the configurators and the checkout share it. It starts
 * after hydration (the server cannot know the tab's storage) and is loaded then, so pages without a
 * configurator do not wait for the machine's code before they answer clicks.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cartRef, setCartRef] = useState<CartRef | null>(null)
  useEffect(() => {
    let started: CartRef | undefined
    let live = true
    void import('./cartActor').then(({ startCart }) => {
      if (!live) return
      started = startCart()
      // A transition: the cart reaches every consumer, parts of the page still hydrating included, and as an
      // urgent update it made React hydrate those at once, in one long task (decision 0019).
      startTransition(() => setCartRef(started!))
    })
    return () => {
      live = false
      started?.stop()
    }
  }, [])
  return <CartContext.Provider value={cartRef}>{children}</CartContext.Provider>
}

/** The tab's cart actor, or null until it has started. */
export function useCartRef(): CartRef | null {
  return useContext(CartContext)
}
