import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NodeIO } from '@gltf-transform/core'
import { EXTTextureWebP } from '@gltf-transform/extensions'
import { settle } from '../../src/domain/cabinet/model'
import { cutList } from '../../src/domain/cabinet/cutList'
import { buildGlb, cabinetModel } from '../../src/server/model/glb'
import { modelId } from '../../src/server/model/store'

const readTexture = (code: string) =>
  new Uint8Array(readFileSync(new URL(`../../public/textures/${code}.webp`, import.meta.url)))
const io = new NodeIO().registerExtensions([EXTTextureWebP])

describe('cabinet GLB', () => {
  it('is a glTF binary with one node per part, the decor textures, and hinged doors', async () => {
    const cabinet = settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' })
    const list = cutList(cabinet)
    const glb = await buildGlb(cabinetModel(cabinet), list, readTexture)
    expect(new TextDecoder().decode(glb.slice(0, 4))).toBe('glTF')
    const doc = await io.readBinary(glb)
    const root = doc.getRoot()
    const meshNames = root
      .listMeshes()
      .map((m) => m.getName())
      .sort()
    expect(meshNames).toEqual(list.parts.map((p) => p.id).sort())
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
})
