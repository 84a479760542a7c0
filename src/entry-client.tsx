import './components/styles.css'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter, type ClientEnv } from './router'
import { createI18n } from './i18n/i18n'
import { localeOfPath } from './domain/locale'
import { resetRouteHistory } from './components/RouteTracking'

// The document was rendered for one language; the client keeps it for the document's life.
const locale = localeOfPath(window.location.pathname)
const i18n = await createI18n(locale)
// Filled from the server's dehydrated state before the first render, so head tags match.
const env: ClientEnv = { siteUrl: window.location.origin, modelHosts: [], assets: { css: [], preload: [] } }
const router = createAppRouter({ locale, i18n, env })
const hydrateQueries = router.options.hydrate
router.options.hydrate = async (dehydrated: { env?: ClientEnv } & Record<string, unknown>) => {
  if (dehydrated.env) Object.assign(env, dehydrated.env)
  await hydrateQueries?.(dehydrated)
}

resetRouteHistory()
hydrateRoot(document, <RouterClient router={router} />)
