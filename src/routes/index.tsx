import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { headSettings, pageHead } from './-lib/head'
import { Home } from '#components/Home.tsx'
import { homeLoader } from './-lib/home'
import { faqJsonLd, organizationJsonLd } from '#i18n/structuredData.ts'
export const Route = createFileRoute('/')({
  loader: homeLoader,
  head: (input) => {
    // The home page advertises delivery (docs/product.md#delivery), not the terms' production time.
    const days = input.loaderData?.settings.leadTimes.homeDelivery ?? ''
    const settings = headSettings(input)
    const { env, locale } = input.match.context
    // The shop itself (from the published settings) beside the questions.
    const jsonLd = [
      ...(settings ? [organizationJsonLd(settings, env.siteUrl, locale)] : []),
      ...(input.loaderData ? [faqJsonLd(input.loaderData.faq)] : []),
    ]
    return pageHead(
      input,
      msg`Made-to-measure cabinets with a 3D configurator`,
      msg`Design a cabinet to the centimetre, see it in 3D with its price and order it. Delivered assembled within ${days} working days.`,
      { type: 'website', image: '/products/L2D.svg', jsonLd },
    )
  },
  component: Home,
})
