import { useMemo, type ComponentType } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router'
import { messages as sk } from '#locales/sk/messages.po'
import { messages as cs } from '#locales/cs/messages.po'
import { messages as skStaff } from '#locales/sk/staff.po'
import { messages as csStaff } from '#locales/cs/staff.po'
import { isLocaleCode, marketOf, type LocaleCode } from '#domain/locale.ts'
import type { RouterContext } from '#app/routerContext.ts'
import { CartProvider } from '#components/cart/CartProvider.tsx'
import { priceListQueryOptions } from '#queries/prices.ts'
import { STORY_PRICE_LIST } from './handlers'
import { shopSettingsQueryOptions } from '#queries/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

const i18ns = {
  // The stories show the staff screens too: their catalog is merged in.
  sk: setupI18n({ locale: 'sk', messages: { sk: { ...sk, ...skStaff } } }),
  cz: setupI18n({ locale: 'cs', messages: { cs: { ...cs, ...csStaff } } }),
}

/**
 * Renders a story inside what the shop's views expect: Lingui in the toolbar's language, a memory
 * router whose root context matches the app's (locale, i18n, env, a query client holding the shop
 * settings as the server would), and the tab's cart.
 */
export const withShop: Decorator = (Story, context) => (
  <ShopFrame
    Story={Story}
    locale={isLocaleCode(context.globals.locale) ? context.globals.locale : 'sk'}
    path={(context.parameters.path as string | undefined) ?? '/'}
  />
)

/** A query cache holding what the server puts in every page: the published prices and shop settings (the seeds). */
export function storyQueryClient(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  queryClient.setQueryData(priceListQueryOptions().queryKey, STORY_PRICE_LIST)
  queryClient.setQueryData(shopSettingsQueryOptions().queryKey, { version: 0, settings: SEED_SETTINGS })
  return queryClient
}

function ShopFrame({ Story, locale, path }: { Story: ComponentType; locale: LocaleCode; path: string }) {
  const queryClient = useMemo(storyQueryClient, [])
  const router = useMemo(() => {
    const rootRoute = createRootRouteWithContext<RouterContext>()({
      component: () => (
        <CartProvider>
          <Story />
        </CartProvider>
      ),
    })
    return createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: [path] }),
      context: {
        locale,
        i18n: i18ns[locale],
        queryClient,
        env: { siteUrl: 'http://localhost:6006', modelHosts: [], assets: { css: [], preload: [] } },
      },
    })
  }, [Story, locale, path, queryClient])
  return (
    <I18nProvider i18n={i18ns[locale]}>
      <div lang={marketOf(locale).lang}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router as never} />
        </QueryClientProvider>
      </div>
    </I18nProvider>
  )
}
