import { ClientOnly, createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { Page } from '../components/Page'
import { Consultation } from '../components/hallway/Consultation'
import { pageHead } from './-lib/head'

const title = msg`Hallway consultation`
const id = v.optional(v.pipe(v.string(), v.maxLength(80)), '')

export const Route = createFileRoute('/chodby_/konzultacia')({
  validateSearch: (search: Record<string, unknown>) =>
    v.parse(v.object({ productId: id, orderId: id }), { productId: search.productId === undefined ? undefined : String(search.productId), orderId: search.orderId === undefined ? undefined : String(search.orderId) }),
  head: (input) => {
    const head = pageHead(input, title, msg`Staff open and save a customer's hallway for an order.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ConsultationPage,
})

function ConsultationPage() {
  const { i18n } = useLingui()
  const { productId, orderId } = Route.useSearch()
  return (
    <Page title={i18n._(title)}>
      <ClientOnly
        fallback={
          <p className="pending">
            <Trans>Loading…</Trans>
          </p>
        }
      >
        <Consultation productId={productId} orderId={orderId} />
      </ClientOnly>
    </Page>
  )
}
