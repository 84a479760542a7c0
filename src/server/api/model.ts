import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { API } from '../../domain/api'
import { validateRenderInput } from '../../domain/cabinet/validation'
import type { ModelStore } from '../model/store'
import { apiError, describe, readJson } from './json'

/** POST /api/renderSkrinka (spec §7) → { id }; GET /api/model/{id}.glb serves the model, cacheable forever. */
export function modelRoutes(store: ModelStore) {
  const { renderSkrinka, model } = API
  // The shop may use other hosts for models (MODEL_HOSTS), so these two calls answer other origins too.
  return new Hono()
    .use(renderSkrinka.path, cors())
    .use(model.path.replace(':file', '*'), cors())
    .on(renderSkrinka.method, renderSkrinka.path, async (c) => {
      const body = await readJson(c, renderSkrinka.request)
      if (!body.ok) return body.response
      const checked = validateRenderInput(body.value.cabinet)
      if (!checked.ok) return apiError(c, 422, 'impossible_cabinet', describe(checked.issues), checked.issues)
      return c.json({ id: await store.render(checked.value) })
    })
    .on(model.method, model.path, async (c) => {
      const id = /^([0-9a-f]{32})\.glb$/.exec(c.req.param('file'))?.[1]
      const glb = id ? await store.get(id) : undefined
      if (!glb) return apiError(c, 404, 'not_found', 'No model with this id; ask renderSkrinka for one.')
      return c.body(glb as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'model/gltf-binary',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
    })
}
