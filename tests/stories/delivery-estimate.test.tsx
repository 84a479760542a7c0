/**
 * The delivery line (issue 39.1) as its stories render it in both languages, with the shop's handlers (msw/node):
 * the courier's date is the one the domain estimates for an empty workshop, in the language's words; the checkout
 * says when the plan would pass the terms' limit, and only where it is asked to.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { composeStories, setProjectAnnotations } from '@storybook/react-vite'
import { waitFor } from '@testing-library/react'
import preview from '../../.storybook/preview'
import { renderStory } from './renderStory'
import * as stories from '#stories/cart/DeliveryEstimate.stories.tsx'
import { formatDay } from '#i18n/format.ts'
import { emptyWorkshopEstimate } from '../fixtures/deliveryEstimate'

const server = await vi.hoisted(async () => (await import('msw/node')).setupServer())
vi.mock('#stories/support/msw.ts', () => ({ startMsw: async () => server }))

const { Courier, LateInCheckout } = composeStories(stories, setProjectAnnotations([preview]) as never)

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  document.body.innerHTML = ''
})
afterAll(() => server.close())

describe('the delivery line', () => {
  for (const [locale, country, words] of [
    ['sk', 'SK', 'Dodáme do'],
    ['cz', 'CZ', 'Doručíme do'],
  ] as const) {
    it(`${locale}: shows the estimate's courier date in the language's words, no late note`, async () => {
      const canvas = await renderStory(Courier as never, locale)
      const expected = emptyWorkshopEstimate(country, 1)
      await waitFor(() => expect(canvas.querySelector('[data-testid="delivery-estimate"]')).not.toBeNull())
      const line = canvas.querySelector('[data-testid="delivery-estimate"]')!
      expect(line.getAttribute('data-date')).toBe(expected.delivery)
      expect(line.textContent).toBe(`${words} ${formatDay(expected.delivery, locale)}`)
      expect(canvas.querySelector('.delivery-late')).toBeNull()
    })
  }

  it('sk and cz: the checkout says the workshop is booked past the terms, naming their last day', async () => {
    for (const [locale, note] of [
      [
        'sk',
        'Tento termín je neskorší, ako sľubujú naše obchodné podmienky: dielňa je plne vyťažená a vašu objednávku by nestihla vyrobiť do 14. januára 2027',
      ],
      [
        'cz',
        'Tento termín je pozdější, než slibují naše obchodní podmínky: dílna je plně vytížená a vaši objednávku by nestihla vyrobit do 14. ledna 2027',
      ],
    ] as const) {
      const canvas = await renderStory(LateInCheckout as never, locale)
      await waitFor(() => expect(canvas.querySelector('.delivery-late')).not.toBeNull())
      expect(canvas.querySelector('.delivery-late')!.textContent).toContain(note)
      expect(canvas.querySelector('[data-testid="delivery-estimate"]')!.getAttribute('data-date')).toBe('2027-02-04')
      document.body.innerHTML = ''
    }
  })
})
