import { ClientOnly, createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '../components/Page'
import { OrderConfirmation } from '../components/cart/OrderConfirmation'
import { pageHead } from './-lib/head'

const title = msg`Order confirmation`

export const Route = createFileRoute('/potvrdenie-objednavky')({
  // Each shopper's own page: never in search results.
  head: (input) => {
    const head = pageHead(input, title, msg`The confirmation of your order.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ConfirmationPage,
})

function ConfirmationPage() {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(title)}>
      <ClientOnly
        fallback={
          <p className="pending">
            <Trans>Loading your order…</Trans>
          </p>
        }
      >
        <OrderConfirmation />
      </ClientOnly>
    </Page>
  )
}
