import { createFileRoute, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Consultation } from '#components/hallway/Consultation.tsx'
import { staffSignOut } from '#queries/staff.ts'
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
  const router = useRouter()
  const { productId, orderId } = Route.useSearch()
  // The staff layout renders this page only once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  // Signed out, the layout's guard sends the page to the sign-in.
  const signOut = () => void staffSignOut().then(() => router.invalidate())
  return <Consultation staff={staff} productId={productId} orderId={orderId} onSignOut={signOut} />
}
