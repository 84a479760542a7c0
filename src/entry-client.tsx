import './components/styles.css'
import { mayReload } from './site/updates'
import { RELOADED_AT_KEY } from './site/storage'
import { readStored, writeStored } from './site/browser/storedJson'

/**
 * Resolves once the browser has painted the server's HTML: a frame, then a task after it. A hidden tab
 * paints nothing, so it waits for no frame there (nor more than half a second anywhere).
 */
function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve()
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 500)
  })
}

// A chunk of an older build that is gone: reload once (not again within 10 s), so the page gets the new build.
window.addEventListener('vite:preloadError', (event) => {
  const last = readStored(RELOADED_AT_KEY)
  if (!mayReload(typeof last === 'number' ? last : undefined, Date.now())) return
  event.preventDefault()
  writeStored(RELOADED_AT_KEY, Date.now())
  window.location.reload()
})

/** Lets the browser run what waits (input, a frame) before the next stage: a task of its own per stage. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// No app code runs before the first paint: the page's text and the consent banner show with the HTML, and the
// app's chunks (preloaded from the head) are only evaluated after it, in stages of a task each, so no stage
// is a long task (issue 16): the language's number formats (a first Intl formatter loads the locale's data,
// ~30 ms), React's DOM renderer, the router with the shop's rules, then the app and its hydration.
await painted()
const { warmFormats } = await import('./i18n/format')
warmFormats(document.documentElement.dataset.locale)
await nextTask()
await import('react-dom/client')
await nextTask()
await import('./router')
await nextTask()
await import('./hydrate')
