import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Consultation } from '#components/hallway/Consultation.tsx'
import { pageHead } from '../-lib/head'
import { ConsultationSearchSchema } from '../-lib/search'

const title = msg`Hallway consultation`

export const Route = createFileRoute('/_staff/chodby_/konzultacia')({
  validateSearch: ConsultationSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`Staff open and save a customer's hallway for an order.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ConsultationPage,
})

function ConsultationPage() {
  const { productId, orderId } = Route.useSearch()
  // The staff layout's frame says who is signed in and signs out.
  return <Consultation productId={productId} orderId={orderId} />
}
