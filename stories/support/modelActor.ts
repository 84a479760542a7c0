import { createActor, fromCallback, fromPromise } from 'xstate'
import { modelMachine, type ModelEvent, type RenderRequest } from '#machines/model.ts'
import { toRenderCabinet } from '#domain/cabinet/requests.ts'
import { storyCabinet } from './priceActor'
import { modelUrl } from '#domain/endpoints.ts'
import { modelActors } from '#queries/actors.ts'

// The shop's render and download calls (answered by the stories' msw handlers); states replace some.
const shopModelMachine = modelMachine.provide({ actors: modelActors })

/** Every state of the model machine a story can start in ('failed' is shown with the model it keeps). */
export type ModelState = 'idle' | 'rendering' | 'downloading' | 'shown' | 'failed'

const request: RenderRequest = { cabinet: toRenderCabinet(storyCabinet) }
const never = fromPromise<{ url: string }, { request: RenderRequest; host: string }>(() => new Promise(() => {}))

/**
 * A started model actor in `state`. `shown` and `failed` use the real render and download calls,
 * answered by the stories' msw handlers with the stories' cabinet GLB; the others hold their state
 * with actors that do not answer (rendering) or stop at 40 % (downloading).
 */
export function modelActorIn(state: ModelState) {
  let renders = 0
  const machine =
    state === 'rendering'
      ? shopModelMachine.provide({ actors: { renderModel: never } })
      : state === 'downloading'
        ? shopModelMachine.provide({
            actors: {
              renderModel: fromPromise(async () => ({ url: modelUrl('story-cabinet') })),
              downloadModel: fromCallback<ModelEvent, { url: string }>(({ sendBack }) =>
                sendBack({ type: 'model.progress', progress: 40 }),
              ),
            },
          })
        : state === 'failed'
          ? // The second render fails: the error is logged (silently here) and the first model stays.
            shopModelMachine.provide({
              actions: { logError: () => {} },
              actors: {
                renderModel: fromPromise(async () => {
                  renders += 1
                  if (renders > 1) throw new Error('The model service is down (story)')
                  return { url: modelUrl('story-cabinet') }
                }),
              },
            })
          : shopModelMachine
  const actor = createActor(machine, { input: { hosts: [] } }).start()
  if (state === 'idle') return actor
  actor.send({ type: 'model.request', request })
  if (state === 'failed') {
    const sub = actor.subscribe((snapshot) => {
      if (snapshot.context.glb && snapshot.matches('shown')) {
        sub.unsubscribe()
        actor.send({ type: 'model.request', request })
      }
    })
  }
  return actor
}
