import type { ReactNode } from 'react'

/**
 * The price and the add-to-cart button of a configurator, kept in reach: under 48 rem a bar fixed to the bottom of
 * the screen, wider beside the 3D (sticky with it while the options scroll). One element moved by CSS, so there is
 * only ever one add-to-cart button.
 */
export function BuyBox({ children }: { children: ReactNode }) {
  return (
    <div className="buy-box" data-testid="sticky-price-bar">
      {children}
    </div>
  )
}
