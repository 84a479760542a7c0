/**
 * Every state reached and every transition taken, for each machine: paths generated from the
 * machine graph (xstate/graph), each replayed into a real actor with its effects switched off,
 * state and context compared at every step, and the product rule of each machine checked in every
 * state. The coverage is printed and written to .tmp/test-reports/machine-coverage.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { STEPS, stepperMachine } from '#machines/stepper.ts'
import { isPriceLoading, priceMachine } from '#machines/price.ts'
import { isModelVisible, modelMachine } from '#machines/model.ts'
import { cartMachine } from '#machines/cart.ts'
import { orderMachine } from '#machines/order.ts'
import { hallwayMachine, isHallwayPriceLoading } from '#machines/hallway.ts'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { settingsMachine } from '#machines/settings.ts'
import { orderNoteMachine } from '#machines/orderNote.ts'
import { orderTrackMachine } from '#machines/orderTrack.ts'
import { OrderTrackMessageRequestSchema, type OrderTrack } from '#domain/orderTrackSchemas.ts'
import { cashCollectMachine } from '#machines/cashCollect.ts'
import { depositReceivedMachine, depositRequestOf } from '#machines/depositReceived.ts'
import { statementImportMachine } from '#machines/statementImport.ts'
import { sampleOrderMachine } from '#machines/sampleOrder.ts'
import { checkSampleForm, type SampleForm, type SampleField } from '#domain/samples.ts'
import { DECORS } from '#domain/decors.ts'
import { OrderNoteRequestSchema, ORDER_NOTE_MAX } from '#domain/orderNotes.ts'
import * as v from 'valibot'
import {
  FULFILMENT_STATUSES,
  isAllowedMove,
  type FulfilmentOrder,
  type MoveRefusal,
  type FulfilmentStatus,
  type StatusChange,
} from '#domain/fulfilment.ts'
import { replayTrace, serializeTrace } from '#debug/trace.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { balance } from '#domain/hallway/layout.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { priceDataOf } from '#domain/priceData.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import type { GetPriceRequest, PriceChangedResponse, ShownPrice } from '#domain/schemas.ts'
import { ApiRequestError } from '#queries/client.ts'
import { cartLine, customerForm } from '#scripts/harness/fixtures/order.ts'
import { walk, type GraphCoverage, type GraphModel } from '../setup/machineGraph'
import { SETTINGS_PROBLEMS, settingsIssues, settingsOfForm, type SettingsForm } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never
const json = (value: unknown) => JSON.stringify(value)

const priceRequest = (snapshot: string): GetPriceRequest => ({
  selectedProductString: snapshot,
  cabinet: { variant: 'L1D' } as never,
  country: 'SK',
})
const priceAnswer = (snapshot: string) => ({ selectedProductString: snapshot, priceData: { price: 73.03 } })

const line = cartLine({}, 'SK')
const other = cartLine({ variant: 'L2D', width: 80 }, 'SK')
const czk: ShownPrice = { price: 1800, priceGross: 2178, currency: 'CZK', vatRate: 0.21 }
/** A 60 cm wall: one module, nothing to remove. */
const narrowHallway = balance({ ...defaultHallway(), realWidth: 60 })
const hallwayPrice = { priceData: priceDataOf(priceHallway(defaultHallway(), PRICE_LISTS.SK)) }
const priceChange: PriceChangedResponse = {
  error: 'price_changed',
  message: 'prices changed',
  lines: [{ ...line.cabinet.price, price: line.cabinet.price.price + 1 }],
  cenaDopravy: 0,
  calculatedPriceFrontend: 0,
  totalGross: 0,
} as never

/** Confirmed on Friday 20 November 2026, 09:00 in Bratislava: cancellable until Monday 10:00 (09:00 UTC). */
const CONFIRMED_AT = '2026-11-20T08:00:00.000Z'
const orderAt = (status: FulfilmentStatus, version = 1): FulfilmentOrder => ({
  number: '2026-000123',
  country: 'SK',
  status,
  version,
  confirmedAt: status === 'received' ? null : CONFIRMED_AT,
  courier: true,
})
/** The server's 422: the move is refused, the order unchanged. */
const refusedWith = (reason: MoveRefusal, order: FulfilmentOrder) =>
  failed('changeStatus', new ApiRequestError(422, { error: reason, message: 'refused', order } as never))
/** The order another staff member left: the same status with a note, or moved on as this change would have. */
const conflictWith = (order: FulfilmentOrder) =>
  failed(
    'changeStatus',
    new ApiRequestError(409, { error: 'status_conflict', message: 'changed first', order: order } as never),
  )

const models: Record<string, GraphModel<AnyStateMachine>> = {
  stepper: {
    machine: stepperMachine,
    events: () => [{ type: 'stepper.next' }, { type: 'stepper.back' }],
    serialize: (s) => json([s.value, s.context.done]),
    // docs/product.md#checkout: the steps before the current one are done, none after it.
    invariant: (s) => expect(s.context.done).toEqual(STEPS.slice(0, STEPS.indexOf(s.value))),
  },
  price: {
    machine: priceMachine,
    events: (s) => [
      { type: 'price.request', request: priceRequest('a') },
      { type: 'price.request', request: priceRequest('b') },
      { type: 'price.retry' },
      // The patience timer and the backoff, as the recorder sees them arrive.
      ...(isPriceLoading(s) ? [{ type: 'price.overdue' }] : []),
      ...(s.matches('failed') ? [{ type: 'xstate.after.backoff.price.failed' }] : []),
      ...(s.matches('loading')
        ? [
            done('fetchPrice', priceAnswer(s.context.snapshot)),
            done('fetchPrice', priceAnswer('older')),
            failed('fetchPrice', new ApiRequestError(500, undefined)),
          ]
        : []),
    ],
    serialize: (s) =>
      json([
        s.value,
        s.context.snapshot,
        s.context.priceData !== null,
        Math.min(s.context.failures, 2),
        s.context.overdue,
      ]),
    // docs/product.md#prices: the flag is off only with a price for the design on screen; after an error the price is 0
    // (none). The "try again" offer only while the flag is on.
    invariant: (s) => {
      if (!isPriceLoading(s) && !s.matches('idle')) expect(s.context.priceData).not.toBeNull()
      if (s.matches('failed')) expect(s.context.priceData).toBeNull()
      if (s.context.overdue) expect(isPriceLoading(s)).toBe(true)
    },
  },
  model: {
    machine: modelMachine,
    input: { hosts: ['', 'http://render.example'] },
    events: (s) => [
      { type: 'model.request', request: { cabinet: { variant: 'L1D' } } },
      { type: 'model.show', url: '/api/model/a.glb' },
      ...(s.matches('rendering')
        ? [
            done('renderModel', { url: '/api/model/a.glb' }),
            done('renderModel', { url: '/api/model/b.glb' }),
            failed('renderModel', new ApiRequestError(503, undefined)),
          ]
        : []),
      ...(s.matches('downloading')
        ? [
            { type: 'model.progress', progress: 40 },
            { type: 'model.loaded', glb: new ArrayBuffer(8) },
            { type: 'model.failed', error: new Error('offline') },
          ]
        : []),
    ],
    serialize: (s) =>
      json([s.value, s.context.url, s.context.shownUrl, s.context.progress > 0 && s.context.progress < 100]),
    // docs/product.md#model: a new address hides the model from progress 0 until it has loaded.
    invariant: (s) => {
      if (s.matches('downloading')) expect(isModelVisible(s)).toBe(false)
      if (s.matches('shown') && s.context.glb) expect(isModelVisible(s)).toBe(true)
    },
  },
  cart: {
    machine: cartMachine,
    events: (s) => [
      { type: 'cart.restore', items: [line] },
      ...(s.context.items.length < 2
        ? [
            { type: 'cart.add', item: line },
            { type: 'cart.add', item: other },
          ]
        : []),
      { type: 'cart.count', index: 0, count: 3 },
      { type: 'cart.remove', index: 0 },
      { type: 'cart.remove', index: 5 },
      { type: 'cart.remove.confirm' },
      { type: 'cart.remove.cancel' },
      { type: 'cart.market', country: 'CZ' },
      { type: 'cart.market', country: 'SK' },
      { type: 'cart.reprice', prices: s.context.items.map(() => czk) },
      { type: 'cart.clear' },
      ...(s.matches('repricing')
        ? [
            done(
              'priceItems',
              s.context.items.map(() => czk),
            ),
            failed('priceItems', new ApiRequestError(502, undefined)),
          ]
        : []),
    ],
    serialize: (s) =>
      json([
        s.value,
        s.context.items.length,
        s.context.items.some((i: typeof line) => i.count > 1),
        s.context.items[0]?.cabinet.price.currency ?? null,
        s.context.removing !== null,
      ]),
    // docs/product.md#cart: a removal waits for the shopper's answer, and only then.
    invariant: (s) => expect(s.context.removing !== null).toBe(s.matches('confirmingRemoval')),
  },
  order: {
    machine: orderMachine,
    input: { country: 'SK', customer: customerForm('SK') },
    events: (s) => [
      { type: 'order.field', path: 'email', value: '' },
      { type: 'order.field', path: 'email', value: 'jana@example.sk' },
      { type: 'order.delivery', courier: s.context.customer.delivery !== 'courier' },
      { type: 'order.submit', items: [line], prices: PRICE_LISTS.SK, key: 'key-submit' },
      { type: 'order.submit', items: [], prices: PRICE_LISTS.SK, key: 'key-empty' },
      { type: 'order.retry' },
      { type: 'order.prices.accept', key: 'key-accept' },
      ...(s.matches('pending')
        ? [
            done('saveOrder', { orderNumber: '2026-000001', total: 89.83, totalNet: 73.03, currency: 'EUR' }),
            failed('saveOrder', new ApiRequestError(409, priceChange as never)),
            failed('saveOrder', new ApiRequestError(500, undefined)),
          ]
        : []),
    ],
    serialize: (s) =>
      json([
        s.value,
        s.context.customer.email === '',
        s.context.customer.delivery ?? null,
        s.context.errors.length > 0,
        s.context.failure,
        s.context.priceChange !== null,
      ]),
    // docs/product.md#orders, docs/product.md#checkout: an order with missing data is never pending; a confirmed one
    // has its number.
    invariant: (s) => {
      if (s.matches('pending')) expect(s.context.errors).toEqual([])
      if (s.matches('confirmed')) expect(s.context.result?.orderNumber).toMatch(/^\d{4}-\d{6}$/)
    },
  },
  hallway: {
    machine: hallwayMachine,
    input: { hallway: defaultHallway(), country: 'SK' },
    events: (s) => [
      ...(s.context.hallway.cabinets.length < 12 ? [{ type: 'hallway.module.add' }] : []),
      { type: 'hallway.module.remove' },
      { type: 'hallway.module.variant', index: 0, variant: '5' },
      { type: 'hallway.module.variant', index: 1, variant: '5' },
      { type: 'hallway.size', realHeight: 280 },
      // The address: a one-module wall (nothing to remove), and the default design back.
      { type: 'hallway.load', hallway: narrowHallway },
      { type: 'hallway.load', hallway: defaultHallway() },
      ...(s.matches('waiting') ? [{ type: 'xstate.after.quiet.hallway.waiting' }] : []),
      ...(s.matches('rendering')
        ? [
            done('renderHallway', { url: '/api/model/h.glb' }),
            failed('renderHallway', new ApiRequestError(503, undefined)),
          ]
        : []),
      ...(s.matches('pricing')
        ? [done('priceHallway', hallwayPrice), failed('priceHallway', new ApiRequestError(500, undefined))]
        : []),
      ...(s.matches('failed') ? [{ type: 'xstate.after.backoff.hallway.failed' }] : []),
    ],
    serialize: (s) =>
      json([
        s.value,
        s.context.hallway.cabinets.length,
        s.context.hallway.realHeight,
        s.context.hallway.cabinets.filter((m: { moduleVariant: string }) => m.moduleVariant === '5').length,
        s.context.refused,
        s.context.modelUrl,
        s.context.priceData !== null,
        Math.min(s.context.failures, 2),
      ]),
    // docs/product.md#prices: the loading flag is off only with the current design's price.
    invariant: (s) => expect(isHallwayPriceLoading(s)).toBe(s.context.priceData === null || !s.matches('priced')),
  },
  fulfilment: {
    machine: fulfilmentMachine,
    events: (s) => {
      const order = s.context.order as FulfilmentOrder | null
      const request = s.context.request as StatusChange | null
      return [
        ...FULFILMENT_STATUSES.map((status) => ({ type: 'fulfilment.load', order: orderAt(status) })),
        // Inside the customer's window (a warning before production) and past it.
        { type: 'fulfilment.next', at: '2026-11-23T08:59:00.000Z' },
        { type: 'fulfilment.next', at: '2026-11-23T09:00:00.000Z' },
        { type: 'fulfilment.cancel', note: '', at: '2026-11-23T08:59:00.000Z' },
        // Past the customer's window: refused without a note, taken with one.
        { type: 'fulfilment.cancel', note: '', at: '2026-11-23T09:00:00.000Z' },
        { type: 'fulfilment.cancel', note: 'Decor discontinued', at: '2026-11-23T09:00:00.000Z' },
        { type: 'fulfilment.refuse', note: '' },
        { type: 'fulfilment.refuse', note: 'Not paid' },
        { type: 'fulfilment.confirm', acknowledged: false },
        { type: 'fulfilment.confirm', acknowledged: true },
        { type: 'fulfilment.back' },
        { type: 'fulfilment.undo' },
        { type: 'fulfilment.continue' },
        { type: 'fulfilment.retry' },
        // The undo's countdown, as the recorder sees its ticks arrive.
        ...(s.matches('undoable') ? [{ type: 'xstate.after.tick.fulfilment.undoable' }] : []),
        ...(s.matches('changing') && order && request
          ? [
              done('changeStatus', {
                ...orderAt(request.to, order.version + 1),
                confirmedAt: order.confirmedAt ?? CONFIRMED_AT,
              }),
              conflictWith({ ...order, version: order.version + 1 }),
              conflictWith({
                ...orderAt(request.to, order.version + 1),
                confirmedAt: order.confirmedAt ?? CONFIRMED_AT,
              }),
              refusedWith('after_production', order),
              failed('changeStatus', new ApiRequestError(503, undefined)),
              failed('changeStatus', new TypeError('Failed to fetch')),
            ]
          : []),
        ...(s.matches('undoing') && order
          ? [
              ...(['received', 'confirmed', 'inProduction', 'ready'] as const).map((status) =>
                done('undoStatus', orderAt(status, order.version + 1)),
              ),
              failed(
                'undoStatus',
                new ApiRequestError(409, { error: 'status_conflict', message: 'first', order } as never),
              ),
              failed(
                'undoStatus',
                new ApiRequestError(422, { error: 'undo_expired', message: 'late', order } as never),
              ),
              failed('undoStatus', new TypeError('Failed to fetch')),
            ]
          : []),
      ]
    },
    serialize: (s) =>
      json([
        s.value,
        s.context.order?.status ?? null,
        s.context.request?.to ?? null,
        s.context.error,
        s.context.refusal,
        s.context.warning,
        s.context.undoLeft,
        s.context.undoing,
      ]),
    // docs/product.md#staff: a resting state is the order's status; a change sent is one step forward, a
    // cancellation before production or a refusal at the door, never anything else; the undo counts down from 10.
    invariant: (s) => {
      const order = s.context.order as FulfilmentOrder | null
      if ((FULFILMENT_STATUSES as readonly string[]).includes(s.value as string)) expect(order?.status).toBe(s.value)
      const request = s.context.request as StatusChange | null
      if (s.matches('changing') || (s.matches('failed') && !s.context.undoing)) {
        expect(request?.from).toBe(order?.status)
        expect(isAllowedMove(request!.from, request!.to, true)).toBe(true)
      }
      expect(s.context.undoLeft > 0).toBe(s.matches('undoable'))
      expect(s.context.error === 'conflict').toBe(s.matches('conflict'))
      // A refusal (422) rests at the order's status with its reason; nothing else carries one (a failed call and its
      // retry on the way keep the last error).
      const retrying = s.matches('failed') || s.matches('changing') || s.matches('undoing')
      if (!retrying) expect(s.context.refusal !== null).toBe(s.context.error === 'refused')
    },
  },
}

/** The settings editor's server: version 3 of the seed, and its answers to a publish. */
const loadedSettings = { version: 3, data: SEED_SETTINGS, history: [], delivery: [] }
const settingsRefusal = (status: number, body?: object) => new ApiRequestError(status, body as never)
models.settings = {
  machine: settingsMachine,
  input: { canPublish: true },
  events: (s) => [
    // A wrong IČO, and the right one again: invalid and valid forms.
    { type: 'settings.change', key: 'company.ico', value: '12345678' },
    { type: 'settings.change', key: 'company.ico', value: '12345679' },
    { type: 'settings.note', value: 'new phones' },
    { type: 'settings.publish' },
    { type: 'settings.reload' },
    { type: 'settings.retry' },
    ...(s.matches('loading') || s.matches('published')
      ? [done('loadSettings', loadedSettings), failed('loadSettings', new TypeError('Failed to fetch'))]
      : []),
    ...(s.matches('publishing')
      ? [
          done('publishSettings', { version: 4 }),
          failed('publishSettings', settingsRefusal(409, { error: 'version_conflict', message: 'v4', latest: 4 })),
          failed(
            'publishSettings',
            settingsRefusal(422, {
              error: 'invalid_settings',
              message: 'ico',
              issues: [{ path: 'data.company.ico', message: SETTINGS_PROBLEMS.ico }],
            }),
          ),
          failed('publishSettings', settingsRefusal(503)),
        ]
      : []),
  ],
  serialize: (s) =>
    json([
      s.value,
      (s.context.form as SettingsForm | null)?.['company.ico'] ?? null,
      s.context.note,
      s.context.issues,
      s.context.error,
      s.context.version,
    ]),
  // What is sent is never a form the schema refuses; invalid always says what is wrong.
  invariant: (s) => {
    if (s.matches('publishing')) expect(settingsIssues(settingsOfForm(s.context.form as SettingsForm))).toEqual([])
    if (s.matches('invalid')) expect(s.context.issues.length).toBeGreaterThan(0)
    expect(s.context.error !== null).toBe(s.matches('failed') || s.matches('loadFailed'))
  },
} as GraphModel<AnyStateMachine>

/** The desk's note form (issue 36): typed, empty and too long texts, and the server's answers to a note sent. */
const NOTE_ANSWER = [{ at: '2026-11-28T09:00:00.000Z', by: 'Jana', text: 'call first' }]
models.orderNote = {
  machine: orderNoteMachine,
  input: { number: '2026-000123' },
  events: (s) => [
    { type: 'note.change', text: 'call first' },
    { type: 'note.change', text: '  ' },
    { type: 'note.change', text: 'x'.repeat(ORDER_NOTE_MAX + 1) },
    { type: 'note.submit' },
    ...(s.matches('saving')
      ? [
          done('saveNote', NOTE_ANSWER),
          failed('saveNote', new ApiRequestError(404, { error: 'not_found', message: 'No order.' })),
          failed('saveNote', new TypeError('Failed to fetch')),
        ]
      : []),
  ],
  serialize: (s) => json([s.value, s.context.text, s.context.error]),
  // Only a note the domain's rule accepts is sent; a refusal here always names why; a kept note clears the form.
  invariant: (s) => {
    if (s.matches('saving')) expect(v.safeParse(OrderNoteRequestSchema, { text: s.context.text }).success).toBe(true)
    expect(s.context.error !== null).toBe(s.matches('invalid') || s.matches('failed'))
    if (s.matches('saved')) expect(s.context.text).toBe('')
  },
} as GraphModel<AnyStateMachine>

/** The customer's order page (issue 39.2): the cancellation with its question, the message, and the server's answers. */
const TRACKED: OrderTrack = {
  number: '2026-000123',
  country: 'SK',
  currency: 'EUR',
  createdAt: '2026-11-28T09:00:00.000Z',
  status: 'cancelled',
  version: 2,
  courier: true,
  totalGross: 45_600,
  deliveryDate: null,
  dispatch: null,
  timeline: [],
  progress: null,
  lines: [],
  documents: [],
  cancellable: false,
  cancellableUntil: null,
  messages: [],
}
models.orderTrack = {
  machine: orderTrackMachine,
  input: { token: 'A'.repeat(43), version: 1 },
  events: (s) => [
    { type: 'track.loaded', version: 2 },
    { type: 'cancel.ask' },
    { type: 'cancel.back' },
    { type: 'cancel.confirm' },
    { type: 'message.change', text: 'Call first, please.' },
    { type: 'message.change', text: ' ' },
    { type: 'message.submit' },
    ...(s.matches({ cancel: 'cancelling' })
      ? [
          done('cancelOrder', TRACKED),
          failed('cancelOrder', new ApiRequestError(422, { error: 'not_cancellable', message: 'No.' })),
        ]
      : []),
    ...(s.matches({ message: 'sending' })
      ? [done('sendMessage', TRACKED), failed('sendMessage', new TypeError('Failed to fetch'))]
      : []),
  ],
  serialize: (s) => json([s.value, s.context.version, s.context.text, s.context.cancelError, s.context.messageError]),
  // Only a message the domain's rule accepts is sent; each region's error is there exactly when it failed or refused.
  invariant: (s) => {
    if (s.matches({ message: 'sending' }))
      expect(
        v.safeParse(OrderTrackMessageRequestSchema, { token: s.context.token, text: s.context.text }).success,
      ).toBe(true)
    expect(s.context.messageError !== null).toBe(s.matches({ message: 'invalid' }) || s.matches({ message: 'failed' }))
    expect(s.context.cancelError !== null).toBe(s.matches({ cancel: 'failed' }))
    if (s.matches({ message: 'sent' })) expect(s.context.text).toBe('')
  },
} as GraphModel<AnyStateMachine>

/** Recording an order's cash (issue 37.5): the amount to collect, another amount, and the server's answers. */
const CASH_RECORD = { number: '2026-000123', collectedBy: 'Ján', amount: 602.25, collectedOn: '2026-12-02' }
models.cashCollect = {
  machine: cashCollectMachine,
  events: (s) => [
    { type: 'cash.record', record: CASH_RECORD, due: 602.25 },
    { type: 'cash.record', record: { ...CASH_RECORD, amount: 600 }, due: 602.25 },
    { type: 'cash.confirm' },
    { type: 'cash.cancel' },
    { type: 'cash.retry' },
    { type: 'cash.dismiss' },
    ...(s.matches('saving')
      ? [
          done('cashCollect', {}),
          failed('cashCollect', new ApiRequestError(422, { error: 'difference', message: 'Confirm.' })),
          failed('cashCollect', new TypeError('Failed to fetch')),
        ]
      : []),
  ],
  serialize: (s) => json([s.value, s.context.record, s.context.error]),
  // An amount other than the amount to collect is only sent confirmed; a failure always names why.
  invariant: (s) => {
    const record = s.context.record
    if (s.matches('saving') && record && record.amount !== s.context.due) expect(record.confirmDifference).toBe(true)
    expect(s.context.error !== null).toBe(s.matches('failed'))
  },
} as GraphModel<AnyStateMachine>
/** The desk's "deposit received" form (issue 37.4): typed amounts and days, and the server's answers. */
const DEPOSIT_ANSWER = {
  percent: 30,
  amount: 18_067,
  currency: 'EUR',
  variableSymbol: '2026000123',
  requestedAt: '2026-11-28T09:00:00.000Z',
  receivedOn: '2026-11-30',
  receivedAmount: 18_067,
  source: 'desk',
  document: 'FAZ2026-0001',
}
models.depositReceived = {
  machine: depositReceivedMachine,
  input: { number: '2026-000123', amount: '180,67', today: '2026-11-30' },
  events: (s) => [
    { type: 'deposit.amount', amount: '180,67' },
    { type: 'deposit.amount', amount: 'x' },
    { type: 'deposit.date', receivedOn: '' },
    { type: 'deposit.date', receivedOn: '2026-11-30' },
    { type: 'deposit.submit' },
    ...(s.matches('saving')
      ? [
          done('markReceived', DEPOSIT_ANSWER),
          failed('markReceived', new ApiRequestError(422, { error: 'already_received', message: 'Already.' })),
          failed('markReceived', new TypeError('Failed to fetch')),
        ]
      : []),
  ],
  serialize: (s) => json([s.value, s.context.amount, s.context.receivedOn, s.context.error]),
  // Only a request the domain's schema accepts is sent; a refusal always names why.
  invariant: (s) => {
    if (s.matches('saving')) expect(depositRequestOf(s.context).request).toBeDefined()
    expect(s.context.error !== null).toBe(s.matches('invalid') || s.matches('failed'))
  },
} as GraphModel<AnyStateMachine>

/** The bank statement import (issue 37.4): a file chosen, sent, and the server's answers. */
models.statementImport = {
  machine: statementImportMachine,
  events: (s) => [
    { type: 'statement.file', name: 'vypis.xml', content: '<Document/>' },
    { type: 'statement.file', name: 'vypis.csv', content: 'date;amount;currency;vs' },
    { type: 'statement.submit' },
    ...(s.matches('importing')
      ? [
          done('importStatement', { matches: [], unreadable: [] }),
          failed('importStatement', new ApiRequestError(400, { error: 'invalid_statement', message: 'No.' })),
        ]
      : []),
  ],
  serialize: (s) => json([s.value, s.context.format, s.context.error, s.context.result !== null]),
  // Something is sent only once a file is chosen; a failure names its reason, a result only after an import.
  invariant: (s) => {
    if (s.matches('importing')) expect(s.context.content).not.toBe('')
    expect(s.context.error !== null).toBe(s.matches('failed'))
    expect(s.context.result !== null).toBe(s.matches('done'))
  },
} as GraphModel<AnyStateMachine>

/** The free decor samples form (issue 39.4): each problem fixed in turn, a field blanked, sent, and the answers. */
const SAMPLE_VALUES: Record<Exclude<SampleField, 'decors' | 'accept'>, string> = {
  name: 'Jana',
  surname: 'Vzorová',
  email: 'jana@example.sk',
  address: 'Hlavná 1',
  city: 'Nitra',
  zip: '949 01',
}
/** The event that fixes the form's first problem, if it has one. */
function fixFirst(form: SampleForm) {
  const path = checkSampleForm(form)[0]?.path
  if (!path) return []
  if (path === 'decors') return [{ type: 'samples.decor', code: DECORS[0]!.subtitle }]
  if (path === 'accept') return [{ type: 'samples.accept', accept: true }]
  const value = path === 'zip' && form.country === 'CZ' ? '110 00' : SAMPLE_VALUES[path]
  return [{ type: 'samples.field', path, value }]
}
models.sampleOrder = {
  machine: sampleOrderMachine,
  input: { locale: 'sk', decors: [] },
  events: (s) => [
    ...fixFirst(s.context.form as SampleForm),
    { type: 'samples.field', path: 'name', value: ' ' },
    { type: 'samples.country', country: (s.context.form as SampleForm).country === 'SK' ? 'CZ' : 'SK' },
    { type: 'samples.decor', code: DECORS[1]!.subtitle },
    { type: 'samples.accept', accept: false },
    { type: 'samples.submit', requestId: 'graph-request-0001' },
    { type: 'samples.again' },
    ...(s.matches('sending')
      ? [
          done('sendSamples', { number: 'V000001' }),
          failed('sendSamples', new ApiRequestError(429, { error: 'too_many_samples', message: 'No.' })),
          failed('sendSamples', new TypeError('Failed to fetch')),
        ]
      : []),
  ],
  serialize: (s) =>
    json([
      s.value,
      checkSampleForm(s.context.form as SampleForm).length,
      s.context.issues.length,
      s.context.requestId !== null,
      s.context.error,
    ]),
  // Only a form the checkout's rules accept is sent, always with its request id; a refusal names why.
  invariant: (s) => {
    if (s.matches('sending')) {
      expect(checkSampleForm(s.context.form as SampleForm)).toEqual([])
      expect(s.context.requestId).not.toBeNull()
    }
    if (s.matches('invalid')) expect(s.context.issues.length).toBeGreaterThan(0)
    expect(s.context.error !== null).toBe(s.matches('failed'))
    expect(s.context.number !== null).toBe(s.matches('sent'))
  },
} as GraphModel<AnyStateMachine>

const machines = Object.fromEntries(Object.values(models).map((model) => [model.machine.id, model.machine]))
const report: GraphCoverage[] = []

afterAll(() => {
  mkdirSync('.tmp/test-reports', { recursive: true })
  writeFileSync('.tmp/test-reports/machine-coverage.json', JSON.stringify(report, null, 2))
  for (const c of report)
    console.info(
      `graph paths ${c.machine}: ${c.states.covered}/${c.states.total} states, ${c.transitions.covered}/${c.transitions.total} transitions, ${c.paths} paths`,
    )
})

for (const [name, model] of Object.entries(models)) {
  describe(`${name} machine, every path from its graph`, () => {
    const { paths, coverage } = walk(model)
    report.push(coverage)

    it('reaches every state and takes every transition', () => {
      expect(coverage.states.missing).toEqual([])
      expect(coverage.transitions.missing).toEqual([])
      expect(coverage.states.covered).toBeGreaterThan(1)
    })

    it.each(paths.map((path) => [path.name, path] as const))('%s', (_name, path) => {
      const [result] = replayTrace(path.trace, machines, (snapshot) => model.invariant?.(snapshot as never))
      if (result?.divergence) writeFailedPath(name, path.trace)
      expect(result?.divergence ?? null).toBeNull()
      expect(result?.steps).toBe(path.trace.entries.length)
    })
  })
}

/** A failing path is left as a trace the developer panel can import and replay. */
function writeFailedPath(machine: string, trace: Parameters<typeof serializeTrace>[0]) {
  mkdirSync('.tmp/machine-traces', { recursive: true })
  writeFileSync(`.tmp/machine-traces/graph-${machine}-${Date.now()}.json`, serializeTrace(trace))
}
