/**
 * The browser's entry: the only script the server's head names. Its rules (what runs when, and why) are
 * src/boot/README.md.
 */
import '#components/styles.css'
import { mayReload } from '#site/updates.ts'
import { RELOADED_AT_KEY } from '#site/storage.ts'
import { readStored, writeStored } from '#site/browser/storedJson.ts'
import { readCookiesAhead } from '#site/browser/cookies.ts'
import { preloadHydrationChunks } from './hydrationChunks'
import { nextTask, painted } from './tasks'

// A chunk of an older build that is gone: reload once (not again within 10 s), so the page gets the new build.
window.addEventListener('vite:preloadError', (event) => {
  const last = readStored(RELOADED_AT_KEY)
  if (!mayReload(typeof last === 'number' ? last : undefined, Date.now())) return
  event.preventDefault()
  writeStored(RELOADED_AT_KEY, Date.now())
  window.location.reload()
})

// No app code runs before the first paint: the page's text and the consent banner show with the HTML, and the
// app's chunks are only fetched and evaluated after it; hydrate.tsx goes on in tasks of its own.
// Read while the page paints: the app's first tasks then need not wait on the browser for them.
const cookies = readCookiesAhead()
await painted()
// The app's evaluation starts once every chunk is in and compiled: compiling on the browser's other threads
// beside it stretched its tasks.
await Promise.all([cookies, preloadHydrationChunks()])
await nextTask()
// The libraries' chunk is evaluated in one task, the app's own modules in the next: one chunk was one long task.
await import('./libraries')
await nextTask()
await import('./hydrate')
