import { useMemo, type ComponentType } from 'react'
import type { Decorator } from '@storybook/react-vite'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider, createMemoryHistory, createRootRouteWithContext, createRouter } from '@tanstack/react-router'
import { messages as sk } from '../../locales/sk/messages.po'
import { messages as cs } from '../../locales/cs/messages.po'
import { isLocaleCode, marketOf, type LocaleCode } from '../../src/domain/locale'
import type { RouterContext } from '../../src/routerContext'
import { CartProvider } from '../../src/components/cart/CartProvider'
import { shopSettingsQueryOptions } from '../../src/queries/settings'
import { SEED_SETTINGS } from '../../src/site/shop'

const i18ns = {
  sk: setupI18n({ locale: 'sk', messages: { sk } }),
  cz: setupI18n({ locale: 'cs', messages: { cs } }),
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

function ShopFrame({ Story, locale, path }: { Story: ComponentType; locale: LocaleCode; path: string }) {
  const { router, queryClient } = useMemo(() => {
    const rootRoute = createRootRouteWithContext<RouterContext>()({
      component: () => (
        <CartProvider>
          <Story />
        </CartProvider>
      ),
    })
    // What the server puts in every page's cache: the published shop settings (here the seed).
    const queryClient = new QueryClient()
    queryClient.setQueryData(shopSettingsQueryOptions().queryKey, { version: 0, settings: SEED_SETTINGS })
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: [path] }),
      context: {
        locale,
        i18n: i18ns[locale],
        queryClient,
        env: { siteUrl: 'http://localhost:6006', modelHosts: [], assets: { css: [], preload: [] } },
      },
    })
    return { router, queryClient }
  }, [Story, locale, path])
  // Like the app's router (src/router.tsx), the frame provides its query client to the views.
  return (
    <I18nProvider i18n={i18ns[locale]}>
      <QueryClientProvider client={queryClient}>
        <div lang={marketOf(locale).lang}>
          <RouterProvider router={router as never} />
        </div>
      </QueryClientProvider>
    </I18nProvider>
  )
}
