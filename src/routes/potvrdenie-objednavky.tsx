import { ClientOnly, createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'
import { OrderConfirmation, type ConfirmationView } from '#components/cart/OrderConfirmation.tsx'
import { orderConfirmationQueryOptions } from '#queries/order.ts'
import { pageHead, personalPageHeaders } from './-lib/head'
import { ConfirmationSearchSchema } from './-lib/search'

const title = msg`Order confirmation`

export const Route = createFileRoute('/potvrdenie-objednavky')({
  validateSearch: ConfirmationSearchSchema,
  headers: personalPageHeaders,
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
      {/* Read in the browser only: the server never renders the shopper's order into HTML. */}
      <ClientOnly
        fallback={
          <p className="pending">
            <Trans>Loading your order…</Trans>
          </p>
        }
      >
        <Confirmation />
      </ClientOnly>
    </Page>
  )
}

/** Reads the order named in the address with its token (once; kept in memory for the page's life). */
function Confirmation() {
  const { order, token } = Route.useSearch()
  const query = useQuery({ ...orderConfirmationQueryOptions(order, token), enabled: order !== '' && token !== '' })
  const view: ConfirmationView =
    order === '' || token === ''
      ? { status: 'missing' }
      : query.isError
        ? { status: 'failed' }
        : !query.data
          ? { status: 'loading' }
          : query.data.status === 'gone'
            ? { status: 'gone', orderNumber: order }
            : query.data
  return <OrderConfirmation view={view} />
}
