import { describe, expect, it } from 'vitest'
import { orderTimeline, productionShare, trackDelivery } from '#domain/orderTrack.ts'
import { orderProgress } from '#domain/production/steps.ts'

const CREATED = '2026-11-23T08:00:00.000Z'
const move = (from: string, to: string, at: string, undo = false) => ({ from, to, at, undo }) as never
const steps = (timeline: ReturnType<typeof orderTimeline>) => timeline.map((entry) => [entry.step, entry.state])

describe('the order page timeline', () => {
  it('marks the steps reached with their times, the current one, and those to come; a pickup has no "on the way"', () => {
    const timeline = orderTimeline({
      status: 'confirmed',
      createdAt: CREATED,
      courier: false,
      history: [move('received', 'confirmed', '2026-11-23T12:00:00.000Z')],
      leftAt: null,
    })
    expect(steps(timeline)).toEqual([
      ['received', 'done'],
      ['confirmed', 'current'],
      ['inProduction', 'upcoming'],
      ['ready', 'upcoming'],
      ['delivered', 'upcoming'],
    ])
    expect(timeline.slice(0, 2).map((entry) => entry.at)).toEqual([CREATED, '2026-11-23T12:00:00.000Z'])
    expect(timeline.slice(2).every((entry) => entry.at === null)).toBe(true)
  })

  it('forgets the time of a move the desk took back', () => {
    const timeline = orderTimeline({
      status: 'received',
      createdAt: CREATED,
      courier: true,
      history: [
        move('received', 'confirmed', '2026-11-23T12:00:00.000Z'),
        move('confirmed', 'received', '2026-11-23T12:00:05.000Z', true),
      ],
      leftAt: null,
    })
    expect(timeline.find((entry) => entry.step === 'confirmed')).toEqual({
      step: 'confirmed',
      state: 'upcoming',
      at: null,
    })
  })

  it('shows a ready courier order on the way once its e-mail left, and a delivered one done to the end', () => {
    const history = [
      move('received', 'confirmed', '2026-11-23T12:00:00.000Z'),
      move('confirmed', 'inProduction', '2026-11-25T07:00:00.000Z'),
      move('inProduction', 'ready', '2026-11-26T15:00:00.000Z'),
    ]
    const onTheWay = orderTimeline({
      status: 'ready',
      createdAt: CREATED,
      courier: true,
      history,
      leftAt: '2026-11-27T07:00:00.000Z',
    })
    expect(steps(onTheWay).slice(3)).toEqual([
      ['ready', 'done'],
      ['onTheWay', 'current'],
      ['delivered', 'upcoming'],
    ])
    const delivered = orderTimeline({
      status: 'delivered',
      createdAt: CREATED,
      courier: true,
      history: [...history, move('ready', 'delivered', '2026-11-28T10:00:00.000Z')],
      leftAt: '2026-11-27T07:00:00.000Z',
    })
    expect(delivered.every((entry) => entry.state === 'done' && entry.at !== null)).toBe(true)
  })

  it('ends a cancelled or refused order in that step, after the last step it reached', () => {
    const cancelled = orderTimeline({
      status: 'cancelled',
      createdAt: CREATED,
      courier: true,
      history: [
        move('received', 'confirmed', '2026-11-23T12:00:00.000Z'),
        move('confirmed', 'cancelled', '2026-11-23T13:00:00.000Z'),
      ],
      leftAt: null,
    })
    expect(steps(cancelled)).toEqual([
      ['received', 'done'],
      ['confirmed', 'done'],
      ['cancelled', 'done'],
    ])
    expect(cancelled.at(-1)!.at).toBe('2026-11-23T13:00:00.000Z')
    const refused = orderTimeline({
      status: 'refused',
      createdAt: CREATED,
      courier: true,
      history: [
        move('received', 'confirmed', '2026-11-23T12:00:00.000Z'),
        move('confirmed', 'inProduction', '2026-11-25T07:00:00.000Z'),
        move('inProduction', 'ready', '2026-11-26T15:00:00.000Z'),
        move('ready', 'refused', '2026-11-27T10:00:00.000Z'),
      ],
      leftAt: '2026-11-27T07:00:00.000Z',
    })
    expect(refused.map((entry) => entry.step)).toEqual([
      'received',
      'confirmed',
      'inProduction',
      'ready',
      'onTheWay',
      'refused',
    ])
  })
})

describe('the share of the shop floor work done', () => {
  it('counts every board step alike, from 0 to 100', () => {
    expect(productionShare(orderProgress('2026-000123', 0, []))).toBe(0)
    expect(productionShare(orderProgress('2026-000123', 4, []))).toBe(0)
    const cutAndBanded = [...Array(4)].flatMap(() => [{ step: 'cut' as const }, { step: 'banded' as const }])
    // 8 of 4 boards × 5 steps.
    expect(productionShare(orderProgress('2026-000123', 4, cutAndBanded))).toBe(40)
    const all = (['cut', 'banded', 'drilled', 'assembled', 'packed'] as const).flatMap((step) =>
      [...Array(4)].map(() => ({ step })),
    )
    expect(productionShare(orderProgress('2026-000123', 4, all))).toBe(100)
  })
})

describe('the order page’s delivery line', () => {
  const van = { method: 'van', date: '2026-12-08', from: '8:00', to: '10:00', notifiedAt: CREATED } as const
  it('promises the day stored at placing (ready for pickup for a pickup order) until the customer is told a plan', () => {
    const order = { status: 'inProduction', courier: true, deliveryDate: '2026-12-09', dispatch: null } as const
    expect(trackDelivery(order)).toEqual({ method: 'promised', date: '2026-12-09', pickup: false })
    expect(trackDelivery({ ...order, courier: false })).toEqual({
      method: 'promised',
      date: '2026-12-09',
      pickup: true,
    })
    expect(trackDelivery({ ...order, status: 'ready', dispatch: van })).toEqual(van)
  })

  it('says nothing once the order is over, or for an order placed before the shop promised dates', () => {
    for (const status of ['delivered', 'cancelled', 'refused'] as const)
      expect(trackDelivery({ status, courier: true, deliveryDate: '2026-12-09', dispatch: van })).toBeNull()
    expect(trackDelivery({ status: 'received', courier: true, deliveryDate: null, dispatch: null })).toBeNull()
  })
})
