/**
 * Every story renders in both languages without a console error: the stories composed with the
 * project's own preview (shop frame, Lingui, router), the backend answered by the same msw
 * handlers as in Storybook (msw/node here), in happy-dom. WebGL is missing here, so 3D stories
 * show their drawing, as a browser without WebGL would.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { act } from '@testing-library/react'
import preview from '../../.storybook/preview'
import { renderStory } from './renderStory'

// The model files Storybook serves from its static folder, read from disk: the server's initial
// handler, kept when the story loader resets the others.
const server = await vi.hoisted(async () => {
  const [{ setupServer }, { http, HttpResponse }, { readFileSync }] = await Promise.all([
    import('msw/node'),
    import('msw'),
    import('node:fs'),
  ])
  return setupServer(
    http.get('*/models/:file', ({ params }) =>
      HttpResponse.arrayBuffer(new Uint8Array(readFileSync(`stories/public/models/${String(params.file)}`)).buffer),
    ),
  )
})
vi.mock('#stories/support/msw.ts', () => ({ startMsw: async () => server }))

const annotations = setProjectAnnotations([preview])
const files = import.meta.glob<Record<string, unknown>>('../../stories/**/*.stories.tsx', { eager: true })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  document.body.innerHTML = ''
})
afterAll(() => server.close())

const counted: string[] = []

for (const [file, module] of Object.entries(files)) {
  const stories = Object.entries(composeStories(module as never, annotations as never)) as Array<
    [string, { run: (context?: object) => Promise<void> }]
  >
  describe(file.replace('../../stories/', ''), () => {
    for (const [name, story] of stories) {
      for (const locale of ['sk', 'cz'] as const) {
        it(`${name} in ${locale}`, async () => {
          const canvasElement = await renderStory(story, locale)
          // What the story's requests bring in (prices, models, a delivery date) arrives before the check: 60 ms,
          // then more while nothing is on screen (up to 3 s: a loaded machine answers a story's request later).
          await act(() => new Promise((resolve) => setTimeout(resolve, 60)))
          for (let waited = 60; !canvasElement.textContent?.trim() && waited < 3000; waited += 50)
            await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
          expect(canvasElement.textContent?.trim().length ?? 0, `${name} rendered nothing`).toBeGreaterThan(0)
          expect(document.documentElement.querySelector('[lang]')?.getAttribute('lang') ?? 'sk').toBe(
            locale === 'cz' ? 'cs' : 'sk',
          )
          counted.push(`${file} ${name} ${locale}`)
        })
      }
    }
  })
}
