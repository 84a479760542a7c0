import { Hono, type Context } from 'hono'
import { cors } from 'hono/cors'
import { API } from '#domain/endpoints.ts'
import { validateRenderInput } from '#domain/cabinet/validation.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { ModelStore } from '../model/store'
import { apiError, describe, readJson } from './json'
import { IMMUTABLE_CACHE } from '../headers'
import type { Config } from '../env'

/** Content types of the model files: the GLB, and the USDZ of a textured model for iOS Quick Look. */
const MODEL_TYPES = { glb: 'model/gltf-binary', usdz: 'model/vnd.usdz+zip' } as const

/**
 * POST /api/renderSkrinka (docs/product.md#calls) → { id }; POST /api/renderAr → { id } of the textured model the
 * AR view places (decision 0024); GET /api/model/{id}.glb and {id}.usdz serve them, cacheable forever.
 */
export function modelRoutes(store: ModelStore, config: Pick<Config, 'siteUrl'>) {
  const { renderSkrinka, renderAr, model } = API
  // Both calls take the same cabinet: the viewer's geometry model, or the AR view's textured one.
  const render = (make: (cabinet: Cabinet) => Promise<string>) => async (c: Context) => {
    const body = await readJson(c, renderSkrinka.request)
    if (!body.ok) return body.response
    const checked = validateRenderInput(body.value.cabinet)
    if (!checked.ok) return apiError(c, 422, 'impossible_cabinet', describe(checked.issues), checked.issues)
    return c.json({ id: await make(checked.value) })
  }
  // The shop may use other hosts for models (MODEL_HOSTS): the configurator's renderSkrinka goes there from the
  // shop's own pages (SITE_URL) and no other site's, and any page or viewer may read a model file (issue 34).
  // renderAr goes to this server only (decision 0024).
  return new Hono()
    .use(
      renderSkrinka.path,
      cors({ origin: (origin) => (origin === config.siteUrl ? origin : null), allowMethods: ['POST'] }),
    )
    .use(model.path.replace(':file', '*'), cors({ allowMethods: ['GET', 'HEAD'] }))
    .on(
      renderSkrinka.method,
      renderSkrinka.path,
      render((cabinet) => store.render(cabinet)),
    )
    .on(
      renderAr.method,
      renderAr.path,
      render((cabinet) => store.renderTextured(cabinet)),
    )
    .on(model.method, model.path, async (c) => {
      const [, id, format] = /^([0-9a-f]{32})\.(glb|usdz)$/.exec(c.req.param('file')) ?? []
      const bytes = !id ? undefined : format === 'usdz' ? await store.getUsdz(id) : await store.get(id)
      if (!bytes) return apiError(c, 404, 'not_found', 'No model with this id; ask renderSkrinka for one.')
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': MODEL_TYPES[format as keyof typeof MODEL_TYPES],
        'Cache-Control': IMMUTABLE_CACHE,
      })
    })
}
