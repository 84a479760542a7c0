/**
 * The cabinet as USDZ for iOS Quick Look ("See in your room", decision 0024): made from the same
 * geometry GLB the viewer gets (buildGlb), read back with three's GLTFLoader and written with three's
 * USDZExporter (a zip of uncompressed, 64-byte aligned entries). The decor slots get the decors'
 * colours: the exporter writes textures through a DOM canvas, which the server has not.
 */
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import type { BufferGeometry, Material, Mesh, MeshStandardMaterial, Object3D } from 'three'
import { decor } from '#domain/decors.ts'
import type { ModelDesign } from './glb'

/** Each decor slot's colour (sRGB hex) from the design's decors; a slot without one keeps the GLB's. */
export const slotColors = (design: ModelDesign): Record<string, string | undefined> => ({
  corpus: decor(design.corpusColor)?.color,
  door: decor(design.doorColor)?.color,
  back: decor(design.backColor ?? design.corpusColor)?.color,
})

/** Converts a geometry-only GLB (materials named by slot) into a USDZ with the slots coloured. */
export async function glbToUsdz(glb: Uint8Array, colors: Record<string, string | undefined>): Promise<Uint8Array> {
  const buffer = glb.buffer.slice(glb.byteOffset, glb.byteOffset + glb.byteLength) as ArrayBuffer
  const gltf = await new GLTFLoader().parseAsync(buffer, '')
  gltf.scene.traverse((object) => {
    const material = (object as Mesh).material as MeshStandardMaterial | undefined
    const slot = material?.userData.slot as string | undefined
    const color = slot ? colors[slot] : undefined
    // Color.set takes sRGB hex into three's linear working space, which USD's diffuseColor expects.
    if (material && color) material.color.set(color)
  })
  return stableTimes(await new USDZExporter().parseAsync(withStableIds(gltf.scene), { quickLookCompatible: true }))
}

/**
 * The exporter names geometry files, materials and nodes of the same name by three's `id`s, counters of the
 * process (the same design had other bytes in another worker, issue 39). Here each node gets a name of its
 * own, and each mesh's geometry and material a view of it whose `id` counts from 1 in the model's order.
 */
function withStableIds(scene: Object3D): Object3D {
  const names = new Set<string>()
  const ids = new Map<object, object>()
  const view = <T extends object>(of: T): T => {
    if (!ids.has(of)) ids.set(of, Object.create(of, { id: { value: ids.size + 1 } }) as T)
    return ids.get(of) as T
  }
  scene.traverse((object) => {
    // As the exporter cleans a name; a name taken gets the next free number.
    const base = object.name.replace(/[^A-Za-z0-9_]/g, '').replace(/^(?=[0-9])/, '_') || 'Node'
    let name = base
    for (let n = 2; names.has(name); n++) name = `${base}_${n}`
    names.add(name)
    object.name = name
    const mesh = object as Mesh
    if (!mesh.isMesh) return
    mesh.geometry = view<BufferGeometry>(mesh.geometry)
    mesh.material = Array.isArray(mesh.material) ? mesh.material.map(view<Material>) : view<Material>(mesh.material)
  })
  return scene
}

/** 1980-01-01 00:00 in a zip's MS-DOS date and time, the zip's own epoch. */
const ZIP_EPOCH = { date: (0 << 9) | (1 << 5) | 1, time: 0 }

/**
 * The exporter stamps every zip entry with the time it ran: the same design got other bytes a second
 * later. Sets each entry's time (its local header and its central directory record) to the zip epoch.
 */
function stableTimes(zip: Uint8Array): Uint8Array {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength)
  // No archive comment: the end record is the file's last 22 bytes.
  const end = zip.byteLength - 22
  if (view.getUint32(end, true) !== 0x06054b50) throw new Error('USDZ: no zip end record')
  const entries = view.getUint16(end + 10, true)
  let at = view.getUint32(end + 16, true)
  for (let i = 0; i < entries; i++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('USDZ: broken central directory')
    const local = view.getUint32(at + 42, true)
    for (const [time, date] of [
      [at + 12, at + 14],
      [local + 10, local + 12],
    ] as const) {
      view.setUint16(time, ZIP_EPOCH.time, true)
      view.setUint16(date, ZIP_EPOCH.date, true)
    }
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
  }
  return zip
}
