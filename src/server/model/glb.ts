/**
 * The cabinet's 3D model as GLB, made from the domain cut list with a real glTF writer: a box per
 * part, metres, y up, front towards +z. Doors and flaps hang from a hinge node and drawers sit in
 * their own node, so the viewer can open them. The boxes of each node are merged into one mesh
 * per material (a draw call each). The shop's viewer gets the geometry only and lays the decors on
 * itself (materials named by slot: corpus, door, back); a download for the workshop embeds the
 * decor textures (WebP, EXT_texture_webp). Edge-banded faces are a shade darker (vertex colour
 * COLOR_0, no extra draw call); fronts without tip-on carry a bar handle (decision 0025).
 */
import { Document, NodeIO, type Material, type Node, type Texture } from '@gltf-transform/core'
import { EXTTextureWebP } from '@gltf-transform/extensions'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { CutList, Direction, Part } from '#domain/cabinet/cutList.ts'
import { decor } from '#domain/decors.ts'

/** One texture tile covers this many metres of board. */
const TILE_M = 0.6
/** Bumped when the model's make-up changes, so cached models of the old make are not served. */
export const MODEL_FORMAT = 4

/** The vertex colour of an edge-banded face (of 255): the band reads as a thin darker strip on the board's decor. */
const EDGE_SHADE = 196
/** A bar handle (m): its length, its square section, how far it stands off the front, and its posts' section. */
const HANDLE = { length: 0.16, bar: 0.012, standoff: 0.022, post: 0.009 }

export type ReadTexture = (code: string) => Uint8Array | undefined

const linear = (hex: string): [number, number, number, number] => {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  // glTF colour factors are linear; decor colours are sRGB.
  const toLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
  return [toLinear(c[0]!), toLinear(c[1]!), toLinear(c[2]!), 1]
}

type Axis = 0 | 1 | 2

/** The direction each face of a box looks, by axis and sign. */
const FACING: Record<Axis, [Direction, Direction]> = {
  0: ['right', 'left'],
  1: ['top', 'bottom'],
  2: ['front', 'back'],
}

/**
 * Box geometry of one part: 24 vertices with normals, UVs in board metres (grain along the part's
 * length) and colours (RGBA bytes: white, the banded faces `EDGE_SHADE`).
 */
function boxArrays(size: [number, number, number], grainAxis: Axis, banded: readonly Direction[]) {
  const positions: number[] = []
  const normals: number[] = []
  const uvs: number[] = []
  const colors: number[] = []
  const indices: number[] = []
  const half = size.map((s) => s / 2)
  for (const axis of [0, 1, 2] as Axis[]) {
    for (const sign of [1, -1]) {
      const shade = banded.includes(FACING[axis][sign > 0 ? 0 : 1]) ? EDGE_SHADE : 255
      const [a, b] = ([0, 1, 2] as Axis[]).filter((x) => x !== axis) as [Axis, Axis]
      // v follows the grain where it lies in this face; u is the other axis.
      const [u, v] = b === grainAxis || a !== grainAxis ? [a, b] : [b, a]
      const base = positions.length / 3
      for (const [su, sv] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ] as const) {
        const p: [number, number, number] = [0, 0, 0]
        p[axis] = half[axis]! * sign
        p[u] = half[u]! * su
        p[v] = half[v]! * sv
        positions.push(...p)
        const n: [number, number, number] = [0, 0, 0]
        n[axis] = sign
        normals.push(...n)
        uvs.push((p[u] + half[u]!) / TILE_M, (p[v] + half[v]!) / TILE_M)
        colors.push(shade, shade, shade, 255)
      }
      // Counter-clockwise seen from outside: u × v points along the normal when (u, v, axis) is cyclic.
      const cyclic = (v - u + 3) % 3 === 1 && (axis - v + 3) % 3 === 1
      const outward = (cyclic ? 1 : -1) * sign > 0
      indices.push(
        ...(outward
          ? [base, base + 1, base + 2, base, base + 2, base + 3]
          : [base, base + 2, base + 1, base, base + 3, base + 2]),
      )
    }
  }
  return { positions, normals, uvs, colors, indices }
}

/** One box of a merged mesh: a part or a piece of a handle (metres; `offset` is its centre in the node). */
interface ModelBox {
  id: string
  size: [number, number, number]
  banded: readonly Direction[]
  offset: [number, number, number]
}

/** What the model shows of a design besides its parts: a name, facts for the viewer, the decors. */
export interface ModelDesign {
  name: string
  extras: Record<string, unknown>
  corpusColor: string
  doorColor: string
  backColor?: string
  /** Bar handles on the fronts: a cabinet without tip-on (push-to-open) has them. */
  handles: boolean
  /** A wall cabinet: door handles sit low on the doors, not high. */
  hanging: boolean
}

/** A cabinet as its model names it. */
export const cabinetModel = (cabinet: Cabinet): ModelDesign => ({
  name: cabinet.variant,
  extras: { variant: cabinet.variant, width: cabinet.width, height: cabinet.height, depth: cabinet.depth },
  corpusColor: cabinet.corpusColor,
  doorColor: cabinet.doorColor,
  handles: !cabinet.tipon,
  hanging: cabinet.mounting === 'zavesna',
})

/** A hallway as its model names it (root node `chodba`). */
export const hallwayModel = (hallway: Hallway): ModelDesign => ({
  name: 'chodba',
  extras: {
    variant: 'chodba',
    podorys: hallway.podorys,
    width: hallway.realWidth,
    height: hallway.realHeight,
    depth: hallway.depth,
  },
  corpusColor: hallway.corpusColor,
  doorColor: hallway.doorColor,
  backColor: hallway.backColor,
  // Hallway fronts are always tip-on (the hallway cart item says tipon true, docs/product.md#hallway).
  handles: false,
  hanging: false,
})

/** The materials whose look is a decor: the viewer lays the design's decor on each. */
export const DECOR_SLOTS = ['corpus', 'door', 'back'] as const

/**
 * Builds the GLB of a cabinet or a hallway from its cut list: with `readTexture`, textured with
 * the design's decors; with `null`, the geometry only (decor materials carry their slot).
 */
export async function buildGlb(
  design: ModelDesign,
  list: CutList,
  readTexture: ReadTexture | null,
): Promise<Uint8Array> {
  const doc = new Document()
  const buffer = doc.createBuffer()
  const scene = doc.createScene('cabinet')
  const root = doc.createNode(design.name === 'chodba' ? 'chodba' : 'cabinet').setExtras(design.extras)
  scene.addChild(root)
  const W = list.outer.x / 1000
  const D = list.outer.z / 1000

  const textures = new Map<string, Texture | null>()
  let webp: EXTTextureWebP | undefined
  const textureOf = (code: string) => {
    if (!textures.has(code)) {
      const image = readTexture?.(code)
      // WebP without a PNG/JPEG fallback: a reader without EXT_texture_webp cannot draw the model, so it is
      // required; a model without textures does not name it at all (glTF 2.0 §3.12, the extension's README).
      if (image && !webp) webp = doc.createExtension(EXTTextureWebP).setRequired(true)
      textures.set(
        code,
        image ? doc.createTexture(code).setImage(image).setMimeType('image/webp').setURI(`${code}.webp`) : null,
      )
    }
    return textures.get(code) ?? null
  }
  const materials = new Map<string, Material>()
  const materialFor = (part: Part): Material => {
    const key = part.material
    const existing = materials.get(key)
    if (existing) return existing
    let material: Material
    if (part.material === 'corpus' || part.material === 'back' || part.material === 'door') {
      const code =
        part.material === 'door'
          ? design.doorColor
          : part.material === 'back'
            ? (design.backColor ?? design.corpusColor)
            : design.corpusColor
      const d = readTexture ? decor(code) : undefined
      const texture = readTexture ? textureOf(code) : null
      material = doc
        .createMaterial(readTexture ? `${part.material}:${code}` : part.material)
        .setExtras({ slot: part.material })
        .setBaseColorFactor(
          texture ? (part.material === 'back' ? [0.85, 0.85, 0.85, 1] : [1, 1, 1, 1]) : linear(d?.color ?? '#cccccc'),
        )
        .setRoughnessFactor(d?.type === 'lux' ? 0.35 : 0.7)
        .setMetallicFactor(0)
      if (texture) material.setBaseColorTexture(texture)
    } else {
      const metal = part.material !== 'plastic'
      material = doc
        .createMaterial(part.material)
        .setBaseColorFactor(part.material === 'plastic' ? [0.03, 0.03, 0.03, 1] : [0.62, 0.64, 0.66, 1])
        .setMetallicFactor(metal ? 0.9 : 0)
        .setRoughnessFactor(metal ? 0.35 : 0.6)
    }
    materials.set(key, material)
    return material
  }

  // The boxes of each node, by material: merged into one primitive each once every part is placed.
  const groups = new Map<Node, Map<Material, ModelBox[]>>()
  const place = (parent: Node, material: Material, box: ModelBox) => {
    const byMaterial = groups.get(parent) ?? new Map<Material, ModelBox[]>()
    groups.set(parent, byMaterial)
    byMaterial.set(material, [...(byMaterial.get(material) ?? []), box])
  }
  const placePart = (parent: Node, part: Part, offset: [number, number, number]) =>
    place(parent, materialFor(part), {
      id: part.id,
      size: [part.size.x / 1000, part.size.y / 1000, part.size.z / 1000],
      banded: part.edges,
      offset,
    })
  let handleMaterial: Material | undefined
  // A bar on two posts, centred at (x, y) of the node, in front of the front part whose face is at z `face`.
  const placeHandle = (parent: Node, part: Part, along: 'x' | 'y', [x, y, face]: [number, number, number]) => {
    handleMaterial ??= doc
      .createMaterial('handle')
      .setBaseColorFactor([0.55, 0.56, 0.58, 1])
      .setMetallicFactor(0.6)
      .setRoughnessFactor(0.3)
    const axis = along === 'x' ? 0 : 1
    const length = Math.min(HANDLE.length, (along === 'x' ? part.size.x : part.size.y) / 1000 - 0.06)
    const bar: [number, number, number] = [HANDLE.bar, HANDLE.bar, HANDLE.bar]
    bar[axis] = length
    place(parent, handleMaterial, {
      id: `${part.id}-handle`,
      size: bar,
      banded: [],
      offset: [x, y, face + HANDLE.standoff + HANDLE.bar / 2],
    })
    for (const end of [-1, 1]) {
      const post: [number, number, number] = [x, y, face + HANDLE.standoff / 2]
      post[axis] += (end * (length - HANDLE.bar)) / 2
      place(parent, handleMaterial, {
        id: `${part.id}-handle`,
        size: [HANDLE.post, HANDLE.post, HANDLE.standoff],
        banded: [],
        offset: post,
      })
    }
  }
  const mergedNode = (material: Material, boxes: ModelBox[]): Node => {
    const positions: number[] = []
    const normals: number[] = []
    const uvs: number[] = []
    const colors: number[] = []
    const indices: number[] = []
    for (const { size, banded, offset } of boxes) {
      const axes: Axis[] = [0, 1, 2]
      const grain = axes.reduce((best, axis) => (size[axis] > size[best] ? axis : best), 0 as Axis)
      const box = boxArrays(size, grain, banded)
      const base = positions.length / 3
      box.positions.forEach((value, i) => positions.push(value + offset[i % 3]!))
      normals.push(...box.normals)
      uvs.push(...box.uvs)
      colors.push(...box.colors)
      indices.push(...box.indices.map((index) => index + base))
    }
    const ids = [...new Set(boxes.map((b) => b.id))]
    const name = `${material.getName()}:${ids.join(',')}`
    const primitive = doc
      .createPrimitive()
      .setAttribute(
        'POSITION',
        doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer),
      )
      .setAttribute(
        'NORMAL',
        doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer),
      )
      .setAttribute(
        'TEXCOORD_0',
        doc.createAccessor().setType('VEC2').setArray(new Float32Array(uvs)).setBuffer(buffer),
      )
      .setAttribute(
        'COLOR_0',
        doc.createAccessor().setType('VEC4').setArray(new Uint8Array(colors)).setNormalized(true).setBuffer(buffer),
      )
      .setIndices(
        doc
          .createAccessor()
          .setType('SCALAR')
          .setArray(positions.length / 3 > 0xffff ? new Uint32Array(indices) : new Uint16Array(indices))
          .setBuffer(buffer),
      )
      .setMaterial(material)
    return doc
      .createNode(name)
      .setMesh(doc.createMesh(name).addPrimitive(primitive))
      .setExtras(material === handleMaterial ? { handles: ids } : { parts: ids })
  }

  const centre = (part: Part): [number, number, number] => [
    part.position.x / 1000 - W / 2,
    part.position.y / 1000,
    part.position.z / 1000 - D / 2,
  ]
  const drawers = new Map<string, Node>()
  // A bi-fold flap is pulled at its lower board only.
  const lowestFlap = list.parts
    .filter((p) => p.role === 'flap')
    .reduce<Part | undefined>((low, p) => (!low || p.position.y < low.position.y ? p : low), undefined)
  for (const part of list.parts) {
    const at = centre(part)
    if (part.role === 'door' || part.role === 'flap') {
      // The hinge: a door turns about its outer vertical edge at the back face, a flap about its top edge.
      const back = at[2] - part.size.z / 2000
      let hinge: [number, number, number]
      if (part.role === 'flap') hinge = [at[0], at[1] + part.size.y / 2000, back]
      else {
        const leftHinge = part.hinge !== 'right'
        hinge = [at[0] + ((leftHinge ? -1 : 1) * part.size.x) / 2000, at[1], back]
      }
      const pivot = doc
        .createNode(`${part.id}-hinge`)
        .setTranslation(hinge)
        .setExtras({ hinge: part.role === 'flap' ? 'top' : hinge[0] < at[0] ? 'left' : 'right' })
      const local: [number, number, number] = [at[0] - hinge[0], at[1] - hinge[1], at[2] - hinge[2]]
      placePart(pivot, part, local)
      if (design.handles) {
        const [w, h, face] = [part.size.x / 2000, part.size.y / 2000, local[2] + part.size.z / 2000]
        if (part.role === 'flap') {
          if (part === lowestFlap) placeHandle(pivot, part, 'x', [local[0], local[1] - h + 0.05, face])
        } else {
          // Upright near the free edge: low on a wall cabinet, else high, at about 1 m on a tall door.
          const reach = Math.min(HANDLE.length, part.size.y / 1000 - 0.06) / 2 + 0.05
          const bottom = at[1] - h
          const top = at[1] + h
          const y = design.hanging ? bottom + reach : Math.min(top - reach, Math.max(bottom + reach, 1))
          const free = local[0] + (hinge[0] < at[0] ? w : -w)
          placeHandle(pivot, part, 'y', [free + (hinge[0] < at[0] ? -0.04 : 0.04), y - hinge[1], face])
        }
      }
      root.addChild(pivot)
      continue
    }
    const drawer = /^drawer-(front-)?(\d+)/.exec(part.id)
    if (drawer) {
      const key = `drawer-${drawer[2]}`
      let group = drawers.get(key)
      if (!group) {
        group = doc.createNode(key).setExtras({ slides: true })
        drawers.set(key, group)
        root.addChild(group)
      }
      placePart(group, part, at)
      if (design.handles && part.role === 'drawerFront')
        placeHandle(group, part, 'x', [
          at[0],
          Math.max(at[1], at[1] + part.size.y / 2000 - 0.06),
          at[2] + part.size.z / 2000,
        ])
      continue
    }
    placePart(root, part, at)
  }
  for (const [parent, byMaterial] of groups)
    for (const [material, boxes] of byMaterial) parent.addChild(mergedNode(material, boxes))
  const io = new NodeIO().registerExtensions([EXTTextureWebP])
  return io.writeBinary(doc)
}
