/**
 * The desk's order plan (issue 39.1) as its stories render it in both languages: a promise made at ordering past the
 * terms' last delivery day is marked, planned or not yet, and an order within the terms carries no mark.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { waitFor } from '@testing-library/react'
import preview from '../../.storybook/preview'
import { renderStory } from './renderStory'
import * as stories from '#stories/staff/OrderPlan.stories.tsx'

const server = await vi.hoisted(async () => (await import('msw/node')).setupServer())
vi.mock('#stories/support/msw.ts', () => ({ startMsw: async () => server }))

const { InTime, LatePromise, LatePlan } = composeStories(stories, setProjectAnnotations([preview]) as never)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  document.body.innerHTML = ''
})
afterAll(() => server.close())

const WORDS = {
  sk: { late: 'Sľúbené po lehote:', agree: 'Termín dohodnite so zákazníkom.', plan: 'Výrobný deň:' },
  cz: { late: 'Slíbeno po lhůtě:', agree: 'Termín domluvte se zákazníkem.', plan: 'Výrobní den:' },
} as const

describe('the order plan on the desk', () => {
  for (const locale of ['sk', 'cz'] as const) {
    const words = WORDS[locale]
    it(`${locale}: a received order's promise past the terms is marked with both days`, async () => {
      const canvas = await renderStory(LatePromise as never, locale)
      await waitFor(() => expect(canvas.querySelector('.order-promise-late')).not.toBeNull())
      const mark = canvas.querySelector('.order-promise-late')!
      expect(mark.getAttribute('role')).toBe('alert')
      expect(mark.textContent).toContain(words.late)
      expect(mark.textContent).toContain(words.agree)
      // The promised day, then the terms' last one, as the desk writes days (4 February, 19 January 2027).
      expect(mark.textContent).toMatch(/4\. ?2\. ?2027.*19\. ?1\. ?2027/)
      expect(canvas.querySelector('.order-plan')).toBeNull()
    })

    it(`${locale}: a planned order within the terms has no mark; a late one has both`, async () => {
      const inTime = await renderStory(InTime as never, locale)
      await waitFor(() => expect(inTime.querySelector('.order-plan')).not.toBeNull())
      expect(inTime.querySelector('.order-plan')!.textContent).toContain(words.plan)
      expect(inTime.querySelector('[role="alert"]')).toBeNull()
      document.body.innerHTML = ''

      const late = await renderStory(LatePlan as never, locale)
      await waitFor(() => expect(late.querySelector('.order-plan')).not.toBeNull())
      expect(late.querySelector('.order-promise-late')).not.toBeNull()
      expect(late.querySelectorAll('[role="alert"]')).toHaveLength(2)
    })
  }
})
