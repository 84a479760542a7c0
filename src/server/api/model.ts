import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { RenderRequestSchema } from '../../domain/schemas'
import { validateRenderInput } from '../../domain/cabinet/validation'
import type { ModelStore } from '../model/store'
import { apiError, describe, readJson } from './json'

/** POST /api/renderSkrinka (spec §7) → { id }; GET /api/model/{id}.glb serves the model, cacheable forever. */
export function modelRoutes(store: ModelStore) {
  // The shop may use other hosts for models (MODEL_HOSTS), so these two calls answer other origins too.
  return new Hono()
    .use('/renderSkrinka', cors())
    .use('/model/*', cors())
    .post('/renderSkrinka', async (c) => {
      const body = await readJson(c, RenderRequestSchema)
      if (!body.ok) return body.response
      const checked = validateRenderInput(body.value.cabinet)
      if (!checked.ok) return apiError(c, 422, 'impossible_cabinet', describe(checked.issues), checked.issues)
      return c.json({ id: await store.render(checked.value) })
    })
    .get('/model/:file', (c) => {
      const id = /^([0-9a-f]{32})\.glb$/.exec(c.req.param('file'))?.[1]
      const glb = id ? store.get(id) : undefined
      if (!glb) return apiError(c, 404, 'not_found', 'No model with this id; ask renderSkrinka for one.')
      return c.body(glb as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'model/gltf-binary',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
    })
}
