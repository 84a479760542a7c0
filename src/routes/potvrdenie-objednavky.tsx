import { createFileRoute } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { OrderConfirmation, type ConfirmationView } from '#components/cart/OrderConfirmation.tsx'
import { orderConfirmationQueryOptions } from '#queries/order.ts'
import { pageHead, personalPageHeaders } from './-lib/head'
import { ClientOrderPage } from './-lib/orderPage'
import { ConfirmationSearchSchema } from './-lib/search'

const title = msg`Order confirmation`

export const Route = createFileRoute('/potvrdenie-objednavky')({
  validateSearch: ConfirmationSearchSchema,
  headers: personalPageHeaders,
  // Each shopper's own page: never in search results.
  head: (input) => pageHead(input, title, msg`The confirmation of your order.`, { robots: 'noindex' }),
  component: ConfirmationPage,
})

function ConfirmationPage() {
  return (
    <ClientOrderPage title={title}>
      <Confirmation />
    </ClientOrderPage>
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
