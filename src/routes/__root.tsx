import { useEffect, type ReactNode } from 'react'
import {
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useMatches,
  useRouteContext,
} from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { marketOf } from '#domain/locale.ts'
import type { RouterContext } from '#app/routerContext.ts'
import { Layout } from '#components/Layout.tsx'
import { CartProvider } from '#components/cart/CartProvider.tsx'
import { RouteTracking } from '#components/RouteTracking.tsx'
import { RouteFocus } from '#components/RouteFocus.tsx'
import { ConsentBanner } from '#components/ConsentBanner.tsx'
import { UpdatePrompt } from '#components/UpdatePrompt.tsx'
import { MachineTraceDock } from '#components/debug/MachineTraceDock.tsx'
import { InternalErrorView, NotFoundView } from '#components/ErrorView.tsx'
import { markHydrated } from '#components/hydration.ts'
import { SITE_NAME } from '#site/shop.ts'
import { priceListQueryOptions } from '#queries/prices.ts'
import { shopSettingsQueryOptions } from '#queries/settings.ts'

const notFoundTitle = msg`Page not found`
const defaultDescription = msg`Made-to-measure cabinets sized to the centimetre, with a live 3D configurator, delivered assembled.`

export const Route = createRootRouteWithContext<RouterContext>()({
  // The published prices (configurators, listings, cart) and shop settings (footer, contact, lead times) every
  // page reads: the server put them in the cache.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(priceListQueryOptions()),
      context.queryClient.ensureQueryData(shopSettingsQueryOptions()),
    ]),
  head: ({ match, matches }) => {
    const { env, i18n } = match.context
    // A 404 keeps no page's own title: it says what happened and stays out of search results.
    // `_notFound` marks the boundary of a path no route matched; a route's own notFound() sets its status.
    const notFound = matches.some((m) => m.status === 'notFound' || (m as { _notFound?: boolean })._notFound === true)
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#8a5a2b' },
        { title: notFound ? `${i18n._(notFoundTitle)} | ${SITE_NAME}` : SITE_NAME },
        { name: 'description', content: i18n._(defaultDescription) },
        ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
        { property: 'og:site_name', content: SITE_NAME },
        { property: 'og:type', content: 'website' },
      ],
      links: [
        // A PNG, not the SVG it is drawn from: Chromium renders an SVG icon on the main thread (src/scripts/favicon.ts).
        { rel: 'icon', href: '/favicon.png', type: 'image/png' },
        ...env.assets.css.map((href) => ({ rel: 'stylesheet', href })),
        ...env.assets.preload.map((href) => ({ rel: 'modulepreload', href })),
      ],
    }
  },
  scripts: ({ match }) => {
    const { entry, before = [] } = match.context.env.assets
    return [...before, ...(entry ? [entry] : [])].map((src) => ({ type: 'module', src }))
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: InternalErrorView,
})

function RootDocument({ children }: { children: ReactNode }) {
  const locale = useRouteContext({ from: '__root__', select: (context) => context.locale })
  return (
    <html lang={marketOf(locale).lang} data-locale={locale}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // Tests and tools wait for this mark: from here on the page answers to clicks.
  useEffect(markHydrated, [])
  // The back office brings its own frame (src/components/staff/StaffFrame.tsx): none of the shop's around it,
  // though the cart stays (the consultation's hallway configurator adds to it).
  const staffFrame = useMatches({ select: (matches) => matches.some((match) => match.staticData.staffFrame) })
  const page = (
    <>
      <RouteTracking />
      <RouteFocus />
      {staffFrame ? null : <ConsentBanner />}
      <UpdatePrompt />
      <Outlet />
      <MachineTraceDock />
    </>
  )
  return <CartProvider>{staffFrame ? page : <Layout>{page}</Layout>}</CartProvider>
}
