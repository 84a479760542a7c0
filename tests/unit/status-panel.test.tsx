/**
 * The back office's status panel in each state of the fulfilment machine: the status it shows and
 * which of next and cancel it offers, as the machine's `can` says (rendered to HTML, no DOM).
 */
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { createActor, fromPromise, waitFor } from 'xstate'
import { messages as sk } from '#locales/sk/messages.po'
import { messages as skStaff } from '#locales/sk/staff.po'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { StatusPanel } from '#components/staff/StatusPanel.tsx'
import type { FulfilmentOrder, FulfilmentStatus, StatusChange } from '#domain/fulfilment.ts'
import { ApiRequestError } from '#queries/client.ts'

const i18n = setupI18n({ locale: 'sk', messages: { sk: { ...sk, ...skStaff } } })
const CONFIRMED_AT = '2026-11-20T08:00:00.000Z'
const NOW = new Date('2026-11-23T08:30:00.000Z')

const orderAt = (status: FulfilmentStatus, version = 3): FulfilmentOrder => ({
  number: '2026-000123',
  country: 'SK',
  status,
  version,
  confirmedAt: status === 'received' ? null : CONFIRMED_AT,
  courier: true,
})

/** The button with this test id is on the page and not disabled. */
const enabled = (html: string, testId: string) => {
  const button = new RegExp(`<button[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0]
  return button !== undefined && !button.includes('disabled')
}

async function panelFor(status: FulfilmentStatus | null, change?: () => Promise<FulfilmentOrder>, now = NOW) {
  const changeStatus = fromPromise<FulfilmentOrder, StatusChange>(change ?? (() => new Promise(() => {})))
  const actor = createActor(fulfilmentMachine.provide({ actors: { changeStatus } })).start()
  if (status) actor.send({ type: 'fulfilment.load', order: orderAt(status) })
  if (change) {
    actor.send({ type: 'fulfilment.next', at: now.toISOString() })
    actor.send({ type: 'fulfilment.confirm', acknowledged: true })
    await waitFor(actor, (s) => !s.matches('changing'))
  }
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StatusPanel snapshot={actor.getSnapshot()} send={actor.send} now={now} />
    </I18nProvider>,
  )
  return {
    status: /data-status="([^"]*)"/.exec(html)?.[1],
    next: enabled(html, 'order-status-next'),
    cancel: enabled(html, 'order-cancel'),
    html,
  }
}

describe('status panel', () => {
  it.each([
    ['received', true, true],
    ['confirmed', true, true],
    ['inProduction', true, false],
    ['ready', true, false],
    ['delivered', false, false],
    ['cancelled', false, false],
    ['refused', false, false],
  ] as const)('%s: next %s, cancel %s', async (status, next, cancel) => {
    const panel = await panelFor(status)
    expect(panel).toMatchObject({ status, next, cancel })
  })

  it('closes the cancellation at 10:00 the next working day', async () => {
    const late = await panelFor('confirmed', undefined, new Date('2026-11-23T09:00:00.000Z'))
    expect(late).toMatchObject({ status: 'confirmed', next: true, cancel: false })
  })

  it('names the customer window for a confirmed order, and a note past it', async () => {
    const inTime = await panelFor('confirmed')
    expect(inTime.html).toContain('Zákazník môže objednávku zrušiť do 23. 11. 2026, 10:00.')
    const late = await panelFor('confirmed', undefined, new Date('2026-11-23T09:00:00.000Z'))
    expect(late.html).toContain('zrušenie teraz vyžaduje poznámku')
  })

  it('shows why the shop refused a change, at the order as it is', async () => {
    const refused = await panelFor('ready', () =>
      Promise.reject(new ApiRequestError(422, { error: 'not_next', message: 'no', order: orderAt('ready') } as never)),
    )
    expect(refused).toMatchObject({ status: 'ready', next: true, cancel: false })
    expect(refused.html).toMatch(/role="alert" data-refusal="not_next">[^<]+</)
  })

  it('offers nothing while loading, and shows a conflict with the order as it is now', async () => {
    expect(await panelFor(null)).toMatchObject({ status: '', next: false, cancel: false })
    const conflict = await panelFor('confirmed', () =>
      Promise.reject(
        new ApiRequestError(409, { error: 'status_conflict', message: 'first', order: orderAt('ready', 5) } as never),
      ),
    )
    expect(conflict).toMatchObject({ status: 'ready', next: false, cancel: false })
    expect(conflict.html).toContain('role="alert"')
  })

  it('asks before a move what the customer receives, by delivery type, and warns inside the window', async () => {
    const render = (order: FulfilmentOrder, at: Date) => {
      const actor = createActor(fulfilmentMachine).start()
      actor.send({ type: 'fulfilment.load', order })
      actor.send({ type: 'fulfilment.next', at: at.toISOString() })
      return renderToStaticMarkup(
        <I18nProvider i18n={i18n}>
          <StatusPanel snapshot={actor.getSnapshot()} send={actor.send} now={at} />
        </I18nProvider>,
      )
    }
    const courier = render({ ...orderAt('inProduction'), courier: true }, NOW)
    expect(courier).toContain('data-testid="status-confirm"')
    expect(courier).toContain('vodič')
    const pickup = render({ ...orderAt('inProduction'), courier: false }, NOW)
    expect(pickup).toContain('osobný odber')
    expect(pickup).not.toContain('vodič')
    // Production inside the customer's window: a warning, and the confirmation waits for the second one.
    const early = render(orderAt('confirmed'), NOW)
    expect(early).toContain('data-testid="status-warning"')
    expect(enabled(early, 'status-confirm-yes')).toBe(false)
    const late = render(orderAt('confirmed'), new Date('2026-11-23T09:00:00.000Z'))
    expect(late).not.toContain('data-testid="status-warning"')
    expect(enabled(late, 'status-confirm-yes')).toBe(true)
  })

  it('offers the undo with its seconds after a move, and a refusal at the door for a ready courier order', async () => {
    const moved = await panelFor('received', () => Promise.resolve(orderAt('confirmed', 4)))
    expect(moved.status).toBe('confirmed')
    expect(moved.html).toMatch(/data-testid="status-undo"[^>]*>[^<]*10/)
    expect(enabled(moved.html, 'order-status-next')).toBe(false)
    const ready = await panelFor('ready')
    expect(ready.html).toContain('data-testid="order-refuse"')
    const pickup = createActor(fulfilmentMachine).start()
    pickup.send({ type: 'fulfilment.load', order: { ...orderAt('ready'), courier: false } })
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <StatusPanel snapshot={pickup.getSnapshot()} send={pickup.send} now={NOW} />
      </I18nProvider>,
    )
    expect(html).not.toContain('data-testid="order-refuse"')
  })
})
