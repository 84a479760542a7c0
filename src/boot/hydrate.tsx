/**
 * The browser's app: loaded by entry-client.tsx once the server's HTML has painted, then hydrates it.
 */
import './rulesFirst'
import { startTransition } from 'react'
import { createBrowserHistory } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from '#app/router.tsx'
import type { ClientEnv } from '#app/routerContext.ts'
import { createI18n, loadStaffTexts } from '#i18n/i18n.ts'
import { localeOfPath } from '#domain/locale.ts'
import { resetRouteHistory } from '#components/RouteTracking.tsx'
import { readConsent } from '#site/browser/consent.ts'
import { dateServedQueries, documentAnsweredAt } from '#queries/served.ts'
import { pageNonce } from '#site/browser/nonce.ts'
import { nextTask } from './tasks'
import { hydrateInTasks } from './routerPatches'

// The document was rendered for one language; the client keeps it for the document's life.
const locale = localeOfPath(window.location.pathname)
// Evaluating the app's modules was a task; making the router is the next one.
await nextTask()
const i18n = await createI18n(locale)
// The browser history's first entry is stamped (history.replaceState) in this task; the router is made in the next.
const history = createBrowserHistory()
await nextTask()
// Filled from the server's dehydrated state before the first render, so head tags match.
const env: ClientEnv = { siteUrl: window.location.origin, modelHosts: [], assets: { css: [], preload: [] } }
// The server rendered the head with its CSP nonce (and said which in a meta tag): render it the same.
const router = createAppRouter({ locale, i18n, env, consent: readConsent(), nonce: pageNonce(), history })
// Matching the page's routes (their search schemas) is the next task: with the router's making it was one long one.
await nextTask()
const firstMatches = router.matchRoutes(router.latestLocation)
// The page's route components are evaluated once the queries are in, with a task after them (routerPatches.ts).
hydrateInTasks(router, env, firstMatches, () =>
  dateServedQueries(router.options.context.queryClient, documentAnsweredAt()),
)

// A staff page hydrates with the back office's texts, which the server rendered with.
if (firstMatches.some((match) => match.staticData.staffTexts)) await loadStaffTexts(i18n)

resetRouteHistory()
// Making the router (its route table, the first match) is a task. React DOM's client (a CommonJS module, run
// when first asked for) sets itself up in the next one, not in the app chunk's evaluation; hydration follows.
await nextTask()
const { hydrateRoot } = await import('react-dom/client')
await nextTask()
// As a transition, React hydrates in slices of a few ms and lets the browser handle input between them,
// instead of one long task for the whole document.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />, {
    // A page the client cannot hydrate is thrown away and rendered again (a long task; what the shopper typed
    // meanwhile is lost). React says nothing of it in production: say it where tests and monitoring see it.
    onRecoverableError: (error) => console.error('Hydration failed; the page was rendered again:', error),
  })
})
