import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NodeIO } from '@gltf-transform/core'
import { EXTTextureWebP } from '@gltf-transform/extensions'
import { settle } from '../../src/domain/cabinet/model'
import { cutList } from '../../src/domain/cabinet/cutList'
import { VARIANT_IDS } from '../../src/domain/cabinet/catalogue'
import { buildGlb, cabinetModel, DECOR_SLOTS } from '../../src/server/model/glb'
import { modelId } from '../../src/server/model/store'

const readTexture = (code: string) =>
  new Uint8Array(readFileSync(new URL(`../../public/textures/${code}.webp`, import.meta.url)))
const io = new NodeIO().registerExtensions([EXTTextureWebP])

describe('cabinet GLB', () => {
  it('is a glTF binary with the decor textures for the workshop, hinged doors, and every part once', async () => {
    const cabinet = settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' })
    const list = cutList(cabinet)
    const glb = await buildGlb(cabinetModel(cabinet), list, readTexture)
    expect(new TextDecoder().decode(glb.slice(0, 4))).toBe('glTF')
    const doc = await io.readBinary(glb)
    const root = doc.getRoot()
    const parts = root.listNodes().flatMap((n) => (n.getExtras().parts as string[] | undefined) ?? [])
    expect(parts.sort()).toEqual(list.parts.map((p) => p.id).sort())
    // Twelve triangles a box: the merged meshes hold every part's faces.
    const triangles = root
      .listMeshes()
      .flatMap((m) => m.listPrimitives())
      .reduce((sum, p) => sum + p.getIndices()!.getCount() / 3, 0)
    expect(triangles).toBe(list.parts.length * 12)
    expect(
      root
        .listTextures()
        .map((t) => t.getName())
        .sort(),
    ).toEqual(['H1180ST37', 'W1000ST9'])
    expect(root.listTextures().every((t) => t.getMimeType() === 'image/webp')).toBe(true)
    const hinges = root.listNodes().filter((n) => n.getName().endsWith('-hinge'))
    expect(hinges.map((n) => n.getExtras().hinge).sort()).toEqual(['left', 'right'])
  })

  it('gives the viewer the geometry only: no textures, decor materials named by their slot', async () => {
    const cabinet = settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' })
    const doc = await io.readBinary(await buildGlb(cabinetModel(cabinet), cutList(cabinet), null))
    expect(doc.getRoot().listTextures()).toEqual([])
    const slots = doc
      .getRoot()
      .listMaterials()
      .map((m) => [m.getName(), m.getExtras().slot])
    expect(slots.filter(([name]) => DECOR_SLOTS.includes(name as never)).sort()).toEqual([
      ['back', 'back'],
      ['corpus', 'corpus'],
      ['door', 'door'],
    ])
  })

  it('draws any cabinet in at most 19 meshes (20 draw calls with the floor shadow): one per node and material', async () => {
    for (const variant of VARIANT_IDS) {
      const cabinet = settle({ variant, mounting: 'snozkami', topBoard: true })
      const doc = await io.readBinary(await buildGlb(cabinetModel(cabinet), cutList(cabinet), null))
      const nodes = doc.getRoot().listNodes()
      const meshes = nodes.filter((n) => n.getMesh())
      expect(meshes.length, variant).toBeLessThanOrEqual(19)
      // Doors and drawers still move on their own: no mesh of theirs is merged into another node.
      for (const node of nodes.filter((n) => n.getExtras().hinge || n.getExtras().slides))
        expect(
          node.listChildren().every((c) => c.getMesh()),
          variant,
        ).toBe(true)
    }
  })

  it('has every face wound counter-clockwise from outside', async () => {
    const cabinet = settle({ variant: 'L3D' })
    const doc = await io.readBinary(await buildGlb(cabinetModel(cabinet), cutList(cabinet), () => undefined))
    for (const mesh of doc.getRoot().listMeshes()) {
      const primitive = mesh.listPrimitives()[0]!
      const p = primitive.getAttribute('POSITION')!.getArray()!
      const n = primitive.getAttribute('NORMAL')!.getArray()!
      const idx = primitive.getIndices()!.getArray()!
      for (let t = 0; t < idx.length; t += 3) {
        const [a, b, c] = [idx[t]!, idx[t + 1]!, idx[t + 2]!]
        const e1 = [0, 1, 2].map((k) => p[b * 3 + k]! - p[a * 3 + k]!)
        const e2 = [0, 1, 2].map((k) => p[c * 3 + k]! - p[a * 3 + k]!)
        const cross = [
          e1[1]! * e2[2]! - e1[2]! * e2[1]!,
          e1[2]! * e2[0]! - e1[0]! * e2[2]!,
          e1[0]! * e2[1]! - e1[1]! * e2[0]!,
        ]
        expect(cross[0]! * n[a * 3]! + cross[1]! * n[a * 3 + 1]! + cross[2]! * n[a * 3 + 2]!).toBeGreaterThan(0)
      }
    }
  })

  it('keeps the standard L1D small', async () => {
    const cabinet = settle({ variant: 'L1D' })
    const glb = await buildGlb(cabinetModel(cabinet), cutList(cabinet), readTexture)
    expect(glb.byteLength).toBeLessThan(60 * 1024)
  })

  it('names a model by its design: same design, same id; any change, another id', () => {
    const a = settle({ variant: 'L1D' })
    expect(modelId(settle({ variant: 'L1D' }))).toBe(modelId(a))
    expect(modelId({ ...a, width: 46 })).not.toBe(modelId(a))
    expect(modelId(a)).toMatch(/^[0-9a-f]{32}$/)
  })

  it("keeps the geometry's id across a decor change; the textured model's id changes", () => {
    const a = settle({ variant: 'L1D' })
    const other = { ...a, doorColor: 'W1000ST9', corpusColor: 'H1180ST37' }
    expect(modelId(other)).toBe(modelId(a))
    expect(modelId(other, true)).not.toBe(modelId(a, true))
    expect(modelId(a, true)).not.toBe(modelId(a))
  })
})
