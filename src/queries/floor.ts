/** The shop floor (issue 38.4): a part's card and its steps, the order's progress, the camera's QR reader. */
import { queryOptions } from '@tanstack/react-query'
import { fromCallback, fromPromise } from 'xstate'
import { API, withParams } from '#domain/endpoints.ts'
import type { PartCard, PartStep, PartStepResponse } from '#domain/production/steps.ts'
import type { CameraEvent } from '#machines/shopFloor.ts'
import { api } from './client'

/** An order's progress on the shop floor: per step its boards done (the desk's order detail). */
export const staffOrderProgressQueryOptions = (number: string) =>
  queryOptions({
    queryKey: ['staffOrderProgress', number],
    queryFn: ({ signal }) => api(API.staffOrderProgress, { params: { number }, signal }),
    staleTime: 5_000,
    retry: false,
  })

/** The shop floor machine's effects: the part's card, a step done, and the camera (loaded only when opened). */
export const shopFloorActors = {
  loadPart: fromPromise<PartCard, { id: string }>(({ input, signal }) =>
    api(withParams(API.staffPart, { id: input.id }), { signal }),
  ),
  markStep: fromPromise<PartStepResponse, { id: string; step: PartStep }>(({ input, signal }) =>
    api(withParams(API.staffPartSteps, { id: input.id }), { body: { step: input.step }, signal }),
  ),
  readCamera: fromCallback<CameraEvent, undefined>(({ sendBack }) => {
    let stop: (() => void) | undefined
    let stopped = false
    // The reader (and the barcode polyfill's WebAssembly) loads when the camera is first opened.
    void import('./camera')
      .then(({ startCamera }) => startCamera((text) => sendBack({ type: 'camera.read', text })))
      .then(
        (stopCamera) => {
          if (stopped) stopCamera()
          else stop = stopCamera
        },
        () => {
          if (!stopped) sendBack({ type: 'camera.failed' })
        },
      )
    return () => {
      stopped = true
      stop?.()
    }
  }),
}
