import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { NodeIO, type Document, type Node } from '@gltf-transform/core'
import { EXTTextureWebP } from '@gltf-transform/extensions'
import { settle } from '#domain/cabinet/model.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { buildGlb, cabinetModel, DECOR_SLOTS, hallwayModel } from '#server/model/glb.ts'
import { modelId } from '#server/model/store.ts'
import { readGlb } from '#scene/readGlb.ts'
import { Mesh, type MeshStandardMaterial } from 'three'

const readTexture = (code: string) =>
  new Uint8Array(readFileSync(new URL(`../../public/textures/${code}.webp`, import.meta.url)))
const io = new NodeIO().registerExtensions([EXTTextureWebP])

/** The geometry-only model of a cabinet, read back. */
const geometry = async (cabinet: Parameters<typeof cabinetModel>[0]) =>
  io.readBinary(await buildGlb(cabinetModel(cabinet), cutList(cabinet), null))

/** The nodes holding a bar handle's mesh (extras `handles`). */
const handleNodes = (doc: Document) =>
  doc
    .getRoot()
    .listNodes()
    .filter((n) => n.getExtras().handles)

/** The x extent (m) of a node's mesh in the cabinet's frame (its parent's translation added). */
function xExtent(doc: Document, node: Node): [number, number] {
  const parent = doc
    .getRoot()
    .listNodes()
    .find((n) => n.listChildren().includes(node))
  const dx = parent?.getTranslation()[0] ?? 0
  const positions = node.getMesh()!.listPrimitives()[0]!.getAttribute('POSITION')!.getArray()!
  const xs = Array.from(positions as Float32Array).filter((_, i) => i % 3 === 0)
  return [Math.min(...xs) + dx, Math.max(...xs) + dx]
}

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
    // Twelve triangles a box: the merged meshes of parts hold every part's faces.
    const triangles = root
      .listNodes()
      .filter((n) => n.getExtras().parts)
      .flatMap((n) => n.getMesh()!.listPrimitives())
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

  it('requires EXT_texture_webp where its WebP textures have no fallback, and names it nowhere else (issue 39)', async () => {
    // The JSON chunk as written: gltf-transform's reader would accept either way.
    const json = (glb: Uint8Array) => {
      const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength)
      const length = view.getUint32(12, true)
      return JSON.parse(new TextDecoder().decode(glb.subarray(20, 20 + length))) as {
        extensionsUsed?: string[]
        extensionsRequired?: string[]
        images?: Array<{ mimeType: string }>
      }
    }
    const cabinet = settle({ variant: 'L2D', corpusColor: 'H1180ST37', doorColor: 'W1000ST9' })
    const textured = json(await buildGlb(cabinetModel(cabinet), cutList(cabinet), readTexture))
    expect(textured.images?.map((image) => image.mimeType)).toEqual(['image/webp', 'image/webp'])
    expect(textured.extensionsUsed).toEqual(['EXT_texture_webp'])
    expect(textured.extensionsRequired).toEqual(['EXT_texture_webp'])
    for (const glb of [
      await buildGlb(cabinetModel(cabinet), cutList(cabinet), null),
      // Textured, but no decor has a picture: nothing in WebP.
      await buildGlb(cabinetModel(cabinet), cutList(cabinet), () => undefined),
      await buildGlb(hallwayModel(defaultHallway()), hallwayCutList(defaultHallway()), null),
    ]) {
      const plain = json(glb)
      expect(plain.images).toBeUndefined()
      expect(plain.extensionsUsed).toBeUndefined()
      expect(plain.extensionsRequired).toBeUndefined()
    }
  })

  it('draws any cabinet in at most 19 meshes (20 draw calls with the floor shadow): one per node and material', async () => {
    // Without tip-on every front carries a handle mesh: the most meshes a design can have.
    for (const variant of VARIANT_IDS) {
      const cabinet = settle({ variant, mounting: 'snozkami', topBoard: true, tipon: false })
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
  it('puts a bar handle on every front without tip-on, and none with tip-on or in a hallway', async () => {
    for (const [variant, fronts] of [
      ['L2D', 2],
      ['L4D', 4],
      ['1VD1Z', 2],
    ] as const) {
      const plain = await geometry(settle({ variant, tipon: false }))
      const handles = handleNodes(plain)
      expect(handles.length, variant).toBe(fronts)
      // Each in its front's moving node, so it turns or slides with it; one metal material.
      for (const node of handles) {
        const mover = plain
          .getRoot()
          .listNodes()
          .find((n) => n.listChildren().includes(node))!
        expect(mover.getExtras().hinge ?? mover.getExtras().slides, variant).toBeTruthy()
        const material = node.getMesh()!.listPrimitives()[0]!.getMaterial()!
        expect(material.getName()).toBe('handle')
        expect(material.getMetallicFactor()).toBeGreaterThan(0)
      }
      expect(handleNodes(await geometry(settle({ variant, tipon: true }))), variant).toEqual([])
    }
    const hallway = defaultHallway()
    const doc = await io.readBinary(await buildGlb(hallwayModel(hallway), hallwayCutList(hallway), null))
    expect(handleNodes(doc)).toEqual([])
  })

  it('shades the edge-banded faces darker through a vertex colour on every mesh', async () => {
    const cabinet = settle({ variant: 'L1D' })
    const list = cutList(cabinet)
    const doc = await geometry(cabinet)
    for (const primitive of doc
      .getRoot()
      .listMeshes()
      .flatMap((m) => m.listPrimitives())) {
      const color = primitive.getAttribute('COLOR_0')!
      expect(color.getNormalized()).toBe(true)
      expect(color.getCount()).toBe(primitive.getAttribute('POSITION')!.getCount())
    }
    // The door: banded all round, so its four 18 mm edges are darker than its face and its back.
    const door = list.parts.find((p) => p.role === 'door')!
    expect(door.edges.length).toBe(4)
    const doorNode = doc
      .getRoot()
      .listNodes()
      .find((n) => (n.getExtras().parts as string[] | undefined)?.includes(door.id))!
    const primitive = doorNode.getMesh()!.listPrimitives()[0]!
    const normals = primitive.getAttribute('NORMAL')!.getArray()!
    const colors = primitive.getAttribute('COLOR_0')!.getArray()!
    const shadeBy = new Map<string, number>()
    for (let v = 0; v < colors.length / 4; v++)
      shadeBy.set([0, 1, 2].map((k) => normals[v * 3 + k]).join(','), colors[v * 4]!)
    expect(shadeBy.get('0,0,1')).toBe(255)
    expect(shadeBy.get('0,0,-1')).toBe(255)
    for (const edge of ['1,0,0', '-1,0,0', '0,1,0', '0,-1,0']) expect(shadeBy.get(edge), edge).toBeLessThan(255)
  })

  it('shows the door gaps: the fronts are narrower than the cabinet and stand apart', async () => {
    const single = settle({ variant: 'L1D' })
    const doc = await geometry(single)
    const width = cutList(single).outer.x / 1000
    const doorNode = (d: Document, id: string) =>
      d
        .getRoot()
        .listNodes()
        .find((n) => (n.getExtras().parts as string[] | undefined)?.includes(id))!
    const [x0, x1] = xExtent(doc, doorNode(doc, 'door-1'))
    // The model's x runs from -width/2 to width/2; the door leaves a gap of at least 1 mm each side.
    expect(x0).toBeGreaterThan(-width / 2 + 0.001)
    expect(x1).toBeLessThan(width / 2 - 0.001)
    const pair = await geometry(settle({ variant: 'L2D' }))
    const left = xExtent(pair, doorNode(pair, 'door-1'))
    const right = xExtent(pair, doorNode(pair, 'door-2'))
    expect(right[0] - left[1]).toBeGreaterThan(0.001)
  })
  it("is read back by the viewer's reader as written: interleaved attributes, vertex colours on", async () => {
    const cabinet = settle({ variant: 'L2D' })
    const glb = await buildGlb(cabinetModel(cabinet), cutList(cabinet), null)
    const doc = await io.readBinary(glb)
    const written = new Map(
      doc
        .getRoot()
        .listNodes()
        .filter((n) => n.getMesh())
        .map((n) => [n.getName(), n.getMesh()!.listPrimitives()[0]!]),
    )
    const meshes: Mesh[] = []
    readGlb(glb.slice().buffer).traverse((node) => {
      if (node instanceof Mesh) meshes.push(node)
    })
    expect(meshes.map((m) => m.name).sort()).toEqual([...written.keys()].sort())
    for (const mesh of meshes) {
      const primitive = written.get(mesh.name)!
      expect(Array.from(mesh.geometry.getAttribute('position').array)).toEqual(
        Array.from(primitive.getAttribute('POSITION')!.getArray()!),
      )
      expect(Array.from(mesh.geometry.getAttribute('uv').array)).toEqual(
        Array.from(primitive.getAttribute('TEXCOORD_0')!.getArray()!),
      )
      const color = mesh.geometry.getAttribute('color')
      expect(color.normalized).toBe(true)
      expect(Array.from(color.array)).toEqual(Array.from(primitive.getAttribute('COLOR_0')!.getArray()!))
      expect((mesh.material as MeshStandardMaterial).vertexColors).toBe(true)
    }
  })
})
