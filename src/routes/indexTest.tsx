import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Home } from '#components/Home.tsx'
import { homeLoader } from './-lib/home'
import { pageHead } from './-lib/head'

/** /indexTest (docs/product.md#pages): the home page as a test bed, kept out of search results. */
export const Route = createFileRoute('/indexTest')({
  loader: homeLoader,
  head: (input) => pageHead(input, msg`Home page (test)`, msg`A test copy of the home page.`, { robots: 'noindex' }),
  component: Home,
})
