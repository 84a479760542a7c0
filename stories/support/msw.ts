/**
 * How the stories' API stand-in starts: a service worker in the browser (Storybook). The story
 * tests replace this module with msw/node, so both answer with the same handlers.
 */
import type { SetupWorker } from 'msw/browser'

export async function startMsw(): Promise<Pick<SetupWorker, 'use' | 'resetHandlers'>> {
  const { setupWorker } = await import('msw/browser')
  const worker = setupWorker()
  // Requests the handlers do not know (the shop's pictures, Storybook's own files) go through.
  await worker.start({ quiet: true, onUnhandledRequest: 'bypass' })
  return worker
}
