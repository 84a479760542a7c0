import { ClientOnly, createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { Checkout } from '#components/cart/Checkout.tsx'
import { pageHead } from './-lib/head'

const title = msg`Cart`

export const Route = createFileRoute('/cart')({
  head: (input) => pageHead(input, title, msg`Your cart: the cabinets you have configured, delivery and your details.`),
  component: CartPage,
})

function CartPage() {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(title)}>
      {/* The cart lives in this tab's session storage: the server renders the frame, the browser the rest. */}
      <ClientOnly
        fallback={
          <p className="pending" data-testid="cart-loading">
            <Trans>Loading your cart…</Trans>
          </p>
        }
      >
        <Checkout />
      </ClientOnly>
    </Page>
  )
}
