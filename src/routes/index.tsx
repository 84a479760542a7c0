import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { pageHead } from './-lib/head'
import { Home } from '#components/Home.tsx'
import { homeLoader } from './-lib/home'
import { faqJsonLd } from '#i18n/structuredData.ts'
export const Route = createFileRoute('/')({
  loader: homeLoader,
  head: (input) => {
    // The home page advertises delivery (docs/product.md#delivery), not the terms' production time.
    const days = input.loaderData?.settings.leadTimes.homeDelivery ?? ''
    return pageHead(
      input,
      msg`Made-to-measure cabinets with a 3D configurator`,
      msg`Design a cabinet to the centimetre, see it in 3D with its price and order it. Delivered assembled within ${days} working days.`,
      { type: 'website', image: '/products/L2D.svg', jsonLd: input.loaderData && faqJsonLd(input.loaderData.faq) },
    )
  },
  component: Home,
})
