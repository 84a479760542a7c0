import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { ApiRequestError } from '#domain/apiError.ts'
import type { PartCard, PartStep, PartStepResponse } from '#domain/production/steps.ts'
import { shopFloorMachine, type CameraEvent } from './shopFloor'

const ID = '2026-000042.1.2.door-1'
const CARD: PartCard = {
  id: ID,
  order: '2026-000042',
  status: 'confirmed',
  surname: 'Kováčová',
  lineTitle: 'Šatníková skriňa',
  line: 1,
  piece: 2,
  key: 'door-1',
  role: 'door',
  decor: 'H1145ST10',
  thickness: 18,
  finished: { length: 1996, width: 396 },
  cut: { length: 1994, width: 394 },
  edges: { length1: 1, length2: 1, width1: 1, width2: 1 },
  grain: 'length',
  hinge: 'right',
  holes: [],
  position: { x: 200, y: 1000, z: 560 },
  steps: [],
  progress: { number: '2026-000042', total: 12, steps: { cut: 0, banded: 0, drilled: 0, assembled: 0, packed: 0 } },
}

/** The machine with a server that answers as the test says; what it was asked. */
function floorActor(
  options: {
    load?: (id: string) => Promise<PartCard>
    mark?: (input: { id: string; step: PartStep }) => Promise<PartStepResponse>
  } = {},
) {
  const loaded: string[] = []
  const marked: Array<{ id: string; step: PartStep }> = []
  let cameraBack: ((event: CameraEvent) => void) | undefined
  let cameraStopped = false
  const actor = createActor(
    shopFloorMachine.provide({
      actors: {
        loadPart: fromPromise<PartCard, { id: string }>(({ input }) => {
          loaded.push(input.id)
          return (options.load ?? (async () => CARD))(input.id)
        }),
        markStep: fromPromise<PartStepResponse, { id: string; step: PartStep }>(({ input }) => {
          marked.push(input)
          return (
            options.mark ??
            (async ({ id, step }) => ({
              id,
              status: 'inProduction',
              steps: [{ step, doneAt: '2026-12-01T08:00:00.000Z', by: 'Dielňa' }],
              progress: { ...CARD.progress, steps: { ...CARD.progress.steps, [step]: 1 } },
            }))
          )(input)
        }),
        readCamera: fromCallback<CameraEvent, undefined>(({ sendBack }) => {
          cameraBack = sendBack
          return () => {
            cameraStopped = true
          }
        }),
      },
    }),
  )
  actor.start()
  return {
    actor,
    loaded,
    marked,
    camera: (event: CameraEvent) => cameraBack!(event),
    cameraStopped: () => cameraStopped,
  }
}

describe('the shop floor screen', () => {
  it("loads a typed ID's card, marks a step and shows the order's progress", async () => {
    const { actor, loaded, marked } = floorActor()
    actor.send({ type: 'scan.change', text: ` ${ID} ` })
    actor.send({ type: 'scan.submit' })
    expect(actor.getSnapshot().matches('loading')).toBe(true)
    await waitFor(actor, (s) => s.matches('card'))
    expect(loaded).toEqual([ID])
    expect(actor.getSnapshot().context.text).toBe('')
    actor.send({ type: 'step.mark', step: 'cut' })
    expect(actor.getSnapshot().matches('marking')).toBe(true)
    actor.send({ type: 'step.mark', step: 'banded' })
    await waitFor(actor, (s) => s.matches('card'))
    expect(marked).toEqual([{ id: ID, step: 'cut' }])
    const { card } = actor.getSnapshot().context
    expect(card!.status).toBe('inProduction')
    expect(card!.steps.map((done) => done.step)).toEqual(['cut'])
    expect(card!.progress.steps.cut).toBe(1)
  })

  it("reads a label's shop-floor address as its ID, and opens ?part= directly", async () => {
    const { actor, loaded } = floorActor()
    actor.send({ type: 'scan.change', text: `https://skrinka.sk/admin/dielna?part=${encodeURIComponent(ID)}` })
    actor.send({ type: 'scan.submit' })
    await waitFor(actor, (s) => s.matches('card'))
    actor.send({ type: 'scan.open', id: ID })
    await waitFor(actor, (s) => s.matches('card'))
    expect(loaded).toEqual([ID, ID])
  })

  it('refuses text that is no part ID without asking the server', () => {
    const { actor, loaded } = floorActor()
    actor.send({ type: 'scan.change', text: '8590000000000' })
    actor.send({ type: 'scan.submit' })
    expect(actor.getSnapshot().matches('invalid')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('notAPart')
    actor.send({ type: 'scan.change', text: ID })
    expect(actor.getSnapshot().context.error).toBeNull()
    expect(loaded).toEqual([])
  })

  it('names why a card or a step was refused, and keeps the card on a refused step', async () => {
    const missing = floorActor({ load: () => Promise.reject(new ApiRequestError(404, undefined)) })
    missing.actor.send({ type: 'scan.open', id: ID })
    await waitFor(missing.actor, (s) => s.matches('failed'))
    expect(missing.actor.getSnapshot().context.error).toBe('missing')

    const offline = floorActor({ load: () => Promise.reject(new TypeError('Failed to fetch')) })
    offline.actor.send({ type: 'scan.open', id: ID })
    await waitFor(offline.actor, (s) => s.matches('failed'))
    expect(offline.actor.getSnapshot().context.error).toBe('network')

    for (const [error, expected] of [
      ['order_cancelled', 'cancelled'],
      ['deposit_unpaid', 'depositUnpaid'],
      ['cancellation_window', 'cancellationWindow'],
      ['not_in_production', 'notInProduction'],
    ] as const) {
      const refused = floorActor({
        mark: () => Promise.reject(new ApiRequestError(409, { error, message: '' })),
      })
      refused.actor.send({ type: 'scan.open', id: ID })
      await waitFor(refused.actor, (s) => s.matches('card'))
      refused.actor.send({ type: 'step.mark', step: 'cut' })
      await waitFor(refused.actor, (s) => s.matches('card') && s.context.error !== null)
      expect(refused.actor.getSnapshot().context).toMatchObject({ error: expected, card: CARD, marking: null })
    }
  })

  it('reads a QR code with the camera, ignores other codes, and stops the camera once it has a part', async () => {
    const { actor, loaded, camera, cameraStopped } = floorActor()
    actor.send({ type: 'camera.open' })
    expect(actor.getSnapshot().matches('camera')).toBe(true)
    camera({ type: 'camera.read', text: '8590000000000' })
    expect(actor.getSnapshot().matches('camera')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('notAPart')
    camera({ type: 'camera.read', text: `https://skrinka.sk/admin/dielna?part=${ID}` })
    await waitFor(actor, (s) => s.matches('card'))
    expect(loaded).toEqual([ID])
    expect(cameraStopped()).toBe(true)
  })

  it('says when the camera cannot run, and closing it goes back to the card', async () => {
    const { actor, camera } = floorActor()
    actor.send({ type: 'camera.open' })
    camera({ type: 'camera.failed' })
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('camera')
    actor.send({ type: 'scan.open', id: ID })
    await waitFor(actor, (s) => s.matches('card'))
    actor.send({ type: 'camera.open' })
    actor.send({ type: 'camera.close' })
    expect(actor.getSnapshot().matches('card')).toBe(true)
  })
})
