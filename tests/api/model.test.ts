import { existsSync, rmSync } from 'node:fs'
import { renderCabinet } from '#scripts/harness/fixtures/cabinet.ts'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from './server'
import { unzipSync } from 'three/examples/jsm/libs/fflate.module.js'
import { API, modelUrl } from '#domain/endpoints.ts'

let server: TestServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const cabinet = renderCabinet()
const render = (body: unknown) =>
  fetch(`${server.url}${API.renderSkrinka.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('3D model calls (docs/product.md#calls, sizes in metres)', () => {
  it('renders a design to an id and serves its GLB, cacheable forever', async () => {
    const response = await render({ cabinet })
    expect(response.status).toBe(200)
    const { id } = (await response.json()) as { id: string }
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const model = await fetch(`${server.url}${modelUrl(id)}`)
    expect(model.status).toBe(200)
    expect(model.headers.get('content-type')).toBe('model/gltf-binary')
    expect(model.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await model.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe('glTF')
  })

  it('gives the same design the same id and another design another, and keeps models across a restart', async () => {
    const first = ((await (await render({ cabinet })).json()) as { id: string }).id
    const again = ((await (await render({ cabinet })).json()) as { id: string }).id
    const wider = ((await (await render({ cabinet: { ...cabinet, width: 0.5 } })).json()) as { id: string }).id
    expect(again).toBe(first)
    expect(wider).not.toBe(first)
    await server.restart()
    expect((await fetch(`${server.url}${modelUrl(wider)}`)).status).toBe(200)
  })

  it('builds a model again from its design in the database when this server has no copy of it', async () => {
    const { id } = (await (await render({ cabinet: { ...cabinet, width: 0.55 } })).json()) as { id: string }
    const built = new Uint8Array(await (await fetch(`${server.url}${modelUrl(id)}`)).arrayBuffer())
    // As on another server behind the load balancer: neither memory nor DATA_DIR/models has it.
    await server.restart()
    rmSync(join(server.dataDir, 'models', `${id}.glb`))
    const rebuilt = await fetch(`${server.url}${modelUrl(id)}`)
    expect(rebuilt.status).toBe(200)
    expect(new Uint8Array(await rebuilt.arrayBuffer())).toEqual(built)
    expect(existsSync(join(server.dataDir, 'models', `${id}.glb`))).toBe(true)
  })

  it.each([
    [{ ...cabinet, width: 0.61 }, 422, 'cabinet.realWidth'],
    [{ ...cabinet, zavesna: 'yes' }, 400, 'cabinet.zavesna'],
    [{ ...cabinet, corpusColor: 'NOPE' }, 422, 'cabinet.corpusColor'],
    [{ ...cabinet, width: '0.45' }, 400, 'cabinet.width'],
  ])('refuses an impossible or malformed design: %j', async (body, status, path) => {
    const response = await render({ cabinet: body })
    expect(response.status).toBe(status)
    expect(((await response.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain(path)
  })

  it('answers 404 for an unknown model', async () => {
    expect((await fetch(`${server.url}${modelUrl('0'.repeat(32))}`)).status).toBe(404)
    expect((await fetch(`${server.url}/api/model/../../etc/passwd`)).status).toBe(404)
  })
})

describe('"See in your room" (issue 18.5): the textured model as GLB and USDZ', () => {
  const renderAr = (body: unknown) =>
    fetch(`${server.url}${API.renderAr.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const arId = async (design: unknown) => ((await (await renderAr({ cabinet: design })).json()) as { id: string }).id

  it('serves the USDZ with its type, cacheable forever: a stored zip whose first entry is the USD layer', async () => {
    const id = await arId(cabinet)
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    const response = await fetch(`${server.url}${modelUrl(id, '', 'usdz')}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('model/vnd.usdz+zip')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe('PK')
    const entries = unzipSync(bytes)
    expect(Object.keys(entries)[0]).toBe('model.usda')
    // USDZ's rules: every entry stored (not compressed) and its data 64-byte aligned in the file.
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    let at = 0
    let stored = 0
    while (view.getUint32(at, true) === 0x04034b50) {
      const data = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
      expect(view.getUint16(at + 8, true)).toBe(0)
      expect(data % 64).toBe(0)
      at = data + view.getUint32(at + 18, true)
      stored += 1
    }
    expect(stored).toBe(Object.keys(entries).length)
    const usda = new TextDecoder().decode(entries['model.usda'])
    // True scale: metres, y up, as the GLB.
    expect(usda).toContain('metersPerUnit = 1')
    expect(usda).toContain('upAxis = "Y"')
    // The same id's GLB is the textured one (Android Scene Viewer).
    const glb = await fetch(`${server.url}${modelUrl(id)}`)
    expect(glb.headers.get('content-type')).toBe('model/gltf-binary')
    expect(new TextDecoder().decode(new Uint8Array(await glb.arrayBuffer()).slice(0, 4))).toBe('glTF')
  })

  it('colours the decor slots with the decors: another door decor, another id and another colour', async () => {
    const first = await arId(cabinet)
    const again = await arId(cabinet)
    const white = await arId({ ...cabinet, doorColor: 'W1000ST9' })
    expect(again).toBe(first)
    expect(white).not.toBe(first)
    const usda = async (id: string) =>
      new TextDecoder().decode(
        unzipSync(new Uint8Array(await (await fetch(`${server.url}${modelUrl(id, '', 'usdz')}`)).arrayBuffer()))[
          'model.usda'
        ],
      )
    const colours = (text: string) => [...text.matchAll(/diffuseColor = \(([^)]*)\)/g)].map((m) => m[1]).sort()
    expect(colours(await usda(white))).not.toEqual(colours(await usda(first)))
  })

  it('rebuilds a USDZ from the design in the database when this server has no copy of it', async () => {
    const id = await arId({ ...cabinet, width: 0.5 })
    const usdz = `${server.url}${modelUrl(id, '', 'usdz')}`
    expect((await fetch(usdz)).status).toBe(200)
    await server.restart()
    rmSync(join(server.dataDir, 'models', `${id}.usdz`))
    const rebuilt = await fetch(usdz)
    expect(rebuilt.status).toBe(200)
    expect(rebuilt.headers.get('content-type')).toBe('model/vnd.usdz+zip')
    expect(existsSync(join(server.dataDir, 'models', `${id}.usdz`))).toBe(true)
  })

  it('answers 404 for an unknown id or a geometry id (it names no decors) and refuses an impossible design', async () => {
    expect((await fetch(`${server.url}${modelUrl('0'.repeat(32), '', 'usdz')}`)).status).toBe(404)
    const { id } = (await (await render({ cabinet })).json()) as { id: string }
    expect((await fetch(`${server.url}${modelUrl(id, '', 'usdz')}`)).status).toBe(404)
    expect((await renderAr({ cabinet: { ...cabinet, width: 0.61 } })).status).toBe(422)
  })
})
