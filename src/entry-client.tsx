import './components/styles.css'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import type { ClientEnv } from './routerContext'
import { createI18n } from './i18n/i18n'
import { localeOfPath } from './domain/locale'
import { resetRouteHistory } from './components/RouteTracking'
import { mayReload } from './site/updates'
import { RELOADED_AT_KEY } from './site/storage'
import { readStored, writeStored } from './site/browser/storedJson'

// The document was rendered for one language; the client keeps it for the document's life.
const locale = localeOfPath(window.location.pathname)
const i18n = await createI18n(locale)
// Filled from the server's dehydrated state before the first render, so head tags match.
const env: ClientEnv = { siteUrl: window.location.origin, modelHosts: [], assets: { css: [], preload: [] } }
// The server rendered the head with its CSP nonce (and said which in a meta tag): render it the same.
const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined
const router = createAppRouter({ locale, i18n, env, nonce })
const hydrateQueries = router.options.hydrate
router.options.hydrate = async (dehydrated: { env?: ClientEnv } & Record<string, unknown>) => {
  if (dehydrated.env) Object.assign(env, dehydrated.env)
  await hydrateQueries?.(dehydrated)
}

// A chunk of an older build that is gone: reload once (not again within 10 s), so the page gets the new build.
window.addEventListener('vite:preloadError', (event) => {
  const last = readStored(RELOADED_AT_KEY)
  if (!mayReload(typeof last === 'number' ? last : undefined, Date.now())) return
  event.preventDefault()
  writeStored(RELOADED_AT_KEY, Date.now())
  window.location.reload()
})

resetRouteHistory()
hydrateRoot(document, <RouterClient router={router} />)
