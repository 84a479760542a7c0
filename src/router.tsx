import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { QueryClientProvider } from '@tanstack/react-query'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import type { ClientEnv } from './routerContext'
import type { ConsentChoice } from '#site/consent.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { routeTree } from './routeTree.gen'
import { shouldPrefetch } from '#site/updates.ts'
import { localizePath, stripLocalePrefix, type LocaleCode } from '#domain/locale.ts'
import { NotFoundView } from '#components/ErrorView.tsx'
import { createQueryClient } from '#queries/queryClient.ts'

export interface CreateAppRouterOptions {
  locale: LocaleCode
  i18n: I18n
  env: ClientEnv
  /** The stored consent choice when the document was requested (see RouterContext.consent). */
  consent?: ConsentChoice | undefined
  /** The page's CSP nonce: the router puts it on the inline scripts it renders (and in a csp-nonce meta tag). */
  nonce?: string | undefined
  /** The server: who the request's staff session names (RouterContext.staffSession). */
  staffSession?: (() => Promise<StaffMe | undefined>) | undefined
  /** The browser's history, made beforehand (src/boot/hydrate.tsx); the router makes its own by default. */
  history?: RouterHistory | undefined
}

/**
 * One route tree serves both languages: the `/cz` prefix is stripped before matching and put back
 * on every link the router writes, so route files know nothing of prefixes.
 */
export function createAppRouter({ locale, i18n, env, consent, nonce, history, staffSession }: CreateAppRouterOptions) {
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, i18n, locale, env, consent, ...(staffSession ? { staffSession } : {}) },
    scrollRestoration: true,
    ...(nonce ? { ssr: { nonce } } : {}),
    // docs/product.md#updates: no prefetching on the slowest connections.
    defaultPreload: shouldPrefetch(
      typeof navigator === 'undefined'
        ? undefined
        : (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    )
      ? 'intent'
      : false,
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundView,
    // Plain query strings: the configurator's URL is a shareable contract (?width=450&typ=zavesna).
    parseSearch: (searchStr) => Object.fromEntries(new URLSearchParams(searchStr)),
    stringifySearch: (search) => {
      const params = new URLSearchParams()
      for (const [key, value] of Object.entries(search))
        if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
      const text = params.toString()
      return text ? `?${text}` : ''
    },
    rewrite: {
      input: ({ url }) => {
        url.pathname = stripLocalePrefix(url.pathname)
        return url
      },
      output: ({ url }) => {
        url.pathname = localizePath(url.pathname, locale)
        return url
      },
    },
    Wrap: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nProvider>
    ),
  })
  // Loaders warm the query cache on the server; the integration ships it to the client.
  setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
  return router
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
