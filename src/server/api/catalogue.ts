import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { DECORS } from '#domain/decors.ts'

/** GET /api/catalogue: every product definition and decor, the same for every visitor. */
export function catalogueRoutes() {
  const body = JSON.stringify({ products: Object.values(PRODUCTS), decors: DECORS })
  const { catalogue } = API
  return new Hono().on(catalogue.method, catalogue.path, (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.body(body, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
  })
}
