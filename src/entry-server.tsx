import { renderToString } from 'react-dom/server'
import { RouterServer, createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'
import { marketOf } from '#domain/locale.ts'
import type { PageRender } from '#server/app.ts'
import { priceListQueryOptions } from '#queries/prices.ts'
import { shopSettingsQueryOptions } from '#queries/settings.ts'
import { createI18n } from '#i18n/i18n.ts'
import type { LocaleCode } from '#domain/locale.ts'
import { withAddress, withHydrationChunks } from '#boot/html.ts'
import { dehydrateWithEnv } from '#boot/routerPatches.ts'

// One Lingui instance per locale, made once: it is only read while rendering (never activated
// to another language), so requests in either language may share their locale's.
const i18ns = new Map<LocaleCode, ReturnType<typeof createI18n>>()
const i18nFor = (locale: LocaleCode) => {
  let i18n = i18ns.get(locale)
  if (!i18n) i18ns.set(locale, (i18n = createI18n(locale, { server: true })))
  return i18n
}

/**
 * Renders one page request to a full HTML response with the router's status (404 for unknown paths);
 * every inline script carries `nonce`, the one the response's Content-Security-Policy names.
 */
export async function renderPage(request: Request, render: PageRender): Promise<Response> {
  return renderAt(request, render, false)
}

/**
 * A configurator address that leaves out part of its design (docs/product.md#configurator-address: "the address is
 * rewritten") is rendered as its full address, and the page's first script puts that address in the address bar.
 * The app then starts at the address it was rendered for: no navigation after hydration, which was a
 * long task of its own on a phone (decision 0019). Same status, canonical and head: they name the path.
 */
async function renderAt(request: Request, render: PageRender, rewritten: boolean): Promise<Response> {
  const { locale, env, known, consent, nonce, routeChunks, staffSession } = render
  const i18n = await i18nFor(locale)
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({ locale, i18n, env, consent, nonce, staffSession })
      router.options.context.queryClient.setQueryData(priceListQueryOptions().queryKey, known.priceList)
      router.options.context.queryClient.setQueryData(shopSettingsQueryOptions().queryKey, known.settings)
      // The client needs the same env to render the same head tags.
      dehydrateWithEnv(router, env)
      return router
    },
  })
  return handler(({ responseHeaders, router }) => {
    const canonical = rewritten ? undefined : canonicalSearchOf(router.state.matches)
    if (canonical) {
      const url = new URL(request.url)
      url.search = router.options.stringifySearch(canonical)
      return renderAt(new Request(url, { headers: request.headers, signal: request.signal }), render, true)
    }
    return renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () => {
        // The page's catalog first: hydration renders in its language.
        const catalog = env.assets.catalog?.[marketOf(locale).lang]
        const html = withHydrationChunks(renderToString(<RouterServer router={router} />), [
          ...(catalog ? [catalog] : []),
          ...router.state.matches.flatMap((match) => routeChunks?.[match.routeId] ?? []),
        ])
        if (!rewritten) return html
        const { pathname, search } = new URL(request.url)
        return withAddress(html, pathname + search, nonce)
      },
    })
  })
}

/** The full query a configurator route asks to be written into the address (its context's `canonical`), if any. */
function canonicalSearchOf(matches: ReadonlyArray<{ context?: unknown }>): Record<string, string> | undefined {
  for (const match of matches) {
    const canonical = (match.context as { canonical?: Record<string, string> | null } | undefined)?.canonical
    if (canonical) return canonical
  }
  return undefined
}

/** Every route pattern of the one route table the client uses ('/', '/blog', '/blogy/$slug', …). */
export function routePatterns(): string[] {
  const router = createAppRouter({
    locale: 'sk',
    i18n: undefined as never,
    env: { siteUrl: '', modelHosts: [], assets: { css: [], preload: [] } },
  })
  return Object.keys(router.routesByPath)
}
