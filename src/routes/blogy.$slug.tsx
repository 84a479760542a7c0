import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { BLOG_SLUGS, isOneOf } from '../domain/site'
import { pageHead } from '../i18n/head'
import { ContentPending, Page } from '../components/Page'

const title = msg`Article`

export const Route = createFileRoute('/blogy/$slug')({
  loader: ({ params }) => {
    if (!isOneOf(BLOG_SLUGS, params.slug)) throw notFound()
    return { slug: params.slug }
  },
  head: (input) => pageHead(input, title, msg`An article from the Skrinka blog about made-to-measure cabinets.`),
  component: Article,
})

function Article() {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(title)}>
      <ContentPending />
    </Page>
  )
}
