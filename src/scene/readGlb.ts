/**
 * Reads the shop's own geometry GLB (src/server/model/glb.ts): nodes with translation, rotation,
 * scale and extras (as `userData`), one indexed primitive per mesh with POSITION, NORMAL,
 * TEXCOORD_0 and COLOR_0 (normalised bytes), and metallic-roughness factors. three's GLTFLoader reads every glTF there is, and
 * with it animation, skinning, lines and points: tens of KB of the viewer chunk this model never uses.
 */
import {
  BufferAttribute,
  BufferGeometry,
  Color,
  Group,
  LinearSRGBColorSpace,
  Mesh,
  MeshStandardMaterial,
  type Object3D,
} from 'three'

interface Json {
  scene?: number
  scenes: Array<{ nodes: number[] }>
  nodes: Array<{
    name?: string
    children?: number[]
    mesh?: number
    translation?: [number, number, number]
    rotation?: [number, number, number, number]
    scale?: [number, number, number]
    extras?: Record<string, unknown>
  }>
  meshes?: Array<{ primitives: Array<{ attributes: Record<string, number>; indices?: number; material?: number }> }>
  materials?: Array<{
    name?: string
    extras?: Record<string, unknown>
    pbrMetallicRoughness?: { baseColorFactor?: number[]; metallicFactor?: number; roughnessFactor?: number }
  }>
  accessors: Array<{
    bufferView: number
    byteOffset?: number
    componentType: number
    normalized?: boolean
    count: number
    type: string
  }>
  bufferViews: Array<{ byteOffset?: number; byteLength: number; byteStride?: number }>
}

const COMPONENTS: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 }
const ARRAYS: Record<
  number,
  Float32ArrayConstructor | Uint8ArrayConstructor | Uint16ArrayConstructor | Uint32ArrayConstructor
> = {
  5126: Float32Array,
  5121: Uint8Array,
  5123: Uint16Array,
  5125: Uint32Array,
}

/** Parses the GLB bytes into a scene graph of meshes sharing one material per glTF material. */
export function readGlb(bytes: ArrayBuffer): Group {
  const view = new DataView(bytes)
  if (view.getUint32(0, true) !== 0x46546c67) throw new Error('Not a GLB')
  let json: Json | undefined
  let bin = 0
  for (let at = 12; at < view.byteLength;) {
    const length = view.getUint32(at, true)
    const type = view.getUint32(at + 4, true)
    if (type === 0x4e4f534a) json = JSON.parse(new TextDecoder().decode(new Uint8Array(bytes, at + 8, length))) as Json
    else if (type === 0x004e4942) bin = at + 8
    at += 8 + length
  }
  if (!json) throw new Error('GLB without JSON')
  const gltf = json
  const accessor = (index: number, attribute: boolean) => {
    const a = gltf.accessors[index]!
    const itemSize = COMPONENTS[a.type]!
    const View = ARRAYS[a.componentType]
    if (!View) throw new Error(`Unsupported component type ${a.componentType}`)
    const bufferView = gltf.bufferViews[a.bufferView]!
    const offset = bin + (bufferView.byteOffset ?? 0) + (a.byteOffset ?? 0)
    const itemBytes = itemSize * View.BYTES_PER_ELEMENT
    const stride = bufferView.byteStride ?? itemBytes
    // Interleaved vertex attributes (gltf-transform's default layout): each item copied out of its stride.
    const interleaved = (source: Uint8Array) => {
      const packed = new Uint8Array(a.count * itemBytes)
      for (let i = 0; i < a.count; i++)
        packed.set(source.subarray(offset + i * stride, offset + i * stride + itemBytes), i * itemBytes)
      return new View(packed.buffer, 0, a.count * itemSize)
    }
    const data = stride === itemBytes ? new View(bytes, offset, a.count * itemSize) : interleaved(new Uint8Array(bytes))
    return new BufferAttribute(data, attribute ? itemSize : 1, a.normalized === true)
  }
  const materials = (gltf.materials ?? []).map((m) => {
    const pbr = m.pbrMetallicRoughness ?? {}
    const [r = 1, g = 1, b = 1] = pbr.baseColorFactor ?? []
    const material = new MeshStandardMaterial({
      color: new Color().setRGB(r, g, b, LinearSRGBColorSpace),
      metalness: pbr.metallicFactor ?? 1,
      roughness: pbr.roughnessFactor ?? 1,
    })
    material.name = m.name ?? ''
    material.userData = m.extras ?? {}
    return material
  })
  const node = (index: number): Object3D => {
    const n = gltf.nodes[index]!
    let object: Object3D = new Group()
    if (n.mesh !== undefined) {
      const primitive = gltf.meshes![n.mesh]!.primitives[0]!
      const geometry = new BufferGeometry()
      geometry.setAttribute('position', accessor(primitive.attributes.POSITION!, true))
      if (primitive.attributes.NORMAL !== undefined)
        geometry.setAttribute('normal', accessor(primitive.attributes.NORMAL, true))
      if (primitive.attributes.TEXCOORD_0 !== undefined)
        geometry.setAttribute('uv', accessor(primitive.attributes.TEXCOORD_0, true))
      const material = materials[primitive.material ?? -1] ?? new MeshStandardMaterial()
      // Vertex colours shade the edge-banded faces (glTF multiplies them into the base colour).
      if (primitive.attributes.COLOR_0 !== undefined) {
        geometry.setAttribute('color', accessor(primitive.attributes.COLOR_0, true))
        material.vertexColors = true
      }
      if (primitive.indices !== undefined) geometry.setIndex(accessor(primitive.indices, false))
      object = new Mesh(geometry, material)
    }
    object.name = n.name ?? ''
    object.userData = n.extras ?? {}
    if (n.translation) object.position.fromArray(n.translation)
    if (n.rotation) object.quaternion.fromArray(n.rotation)
    if (n.scale) object.scale.fromArray(n.scale)
    for (const child of n.children ?? []) object.add(node(child))
    return object
  }
  const scene = new Group()
  for (const index of gltf.scenes[gltf.scene ?? 0]!.nodes) scene.add(node(index))
  return scene
}
