import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { ContentPageView, ContentSections } from '#components/ContentPage.tsx'
import { contentPageRoute } from './-lib/contentPage'
import { marketOf } from '#domain/locale.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { pageQueryOptions } from '#queries/content.ts'
import { ensureShopSettings, useShopSettings } from '#queries/settings.ts'

/** The complaints rules follow the terms on the same page (no page of their own: docs/product.md#pages). */
function Complaints() {
  const market = useMarket()
  const { data } = useSuspenseQuery(pageQueryOptions(market.lang, 'complaints', useShopSettings()))
  return (
    <section id="reklamacie" className="complaints" data-testid="complaints">
      <h2>{data.title}</h2>
      <ContentSections content={data} />
    </section>
  )
}

const route = contentPageRoute('conditions')

export const Route = createFileRoute('/conditions')({
  ...route,
  loader: async (input) => {
    const settings = await ensureShopSettings(input.context.queryClient)
    await input.context.queryClient.ensureQueryData(
      pageQueryOptions(marketOf(input.context.locale).lang, 'complaints', settings),
    )
    return route.loader(input)
  },
  component: () => <ContentPageView page="conditions" after={<Complaints />} />,
})
