/**
 * The cabinet as USDZ for iOS Quick Look ("See in your room", decision 0024): made from the same
 * geometry GLB the viewer gets (buildGlb), read back with three's GLTFLoader and written with three's
 * USDZExporter (a zip of uncompressed, 64-byte aligned entries). The decor slots get the decors'
 * colours: the exporter writes textures through a DOM canvas, which the server has not.
 */
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js'
import { USDZExporter } from 'three/examples/jsm/exporters/USDZExporter.js'
import type { Mesh, MeshStandardMaterial } from 'three'
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
  return new USDZExporter().parseAsync(gltf.scene, { quickLookCompatible: true })
}
