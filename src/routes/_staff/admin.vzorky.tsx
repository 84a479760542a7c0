import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { SampleDeskPage, SampleDeskPending } from '#components/staff/SampleDesk.tsx'
import { staffSamplesQueryOptions } from '#queries/samples.ts'
import { pageHead } from '../-lib/head'

const title = msg`Decor samples`

export const Route = createFileRoute('/_staff/admin/vzorky')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The requests for free decor samples to post.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  // Warmed in the browser only: the server renders the staff layout's shell and has no session.
  loader: ({ context }) =>
    context.staff ? context.queryClient.ensureQueryData(staffSamplesQueryOptions()) : undefined,
  pendingComponent: SampleDeskPending,
  component: SamplesPage,
})

function SamplesPage() {
  const { data } = useSuspenseQuery(staffSamplesQueryOptions())
  return <SampleDeskPage samples={data.samples} />
}
