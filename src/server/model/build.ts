/**
 * What a model file is made from and how (the worker pool runs these, src/server/worker/tasks.ts):
 * a design of either kind, its GLB (geometry, or textured with the decors) and its USDZ.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { byteLru, MB } from '../lru'
import { buildGlb, cabinetModel, hallwayModel, type ModelDesign, type ReadTexture } from './glb'
import { glbToUsdz, slotColors } from './usdz'

/** A design as the store records it (model_design): its kind, the design, and whether its model is textured. */
export type Design = ({ kind: 'cabinet'; design: Cabinet } | { kind: 'hallway'; design: Hallway }) & {
  textured: boolean
}

export const modelOf = ({ kind, design }: Design): ModelDesign =>
  kind === 'cabinet' ? cabinetModel(design) : hallwayModel(design)

/** The design's GLB; a textured design reads its decors' textures with `readTexture`. */
export const buildModelGlb = (design: Design, readTexture: ReadTexture): Promise<Uint8Array> =>
  buildGlb(
    modelOf(design),
    design.kind === 'cabinet' ? cutList(design.design) : hallwayCutList(design.design),
    design.textured ? readTexture : null,
  )

/** The USDZ: the geometry GLB the viewer gets, coloured with the design's decors. */
export const buildModelUsdz = async (design: Design, readTexture: ReadTexture): Promise<Uint8Array> =>
  glbToUsdz(await buildModelGlb({ ...design, textured: false }, readTexture), slotColors(modelOf(design)))

/** The decor textures a reader keeps in memory (the ~30 decors' WebP files are a few MB together). */
const TEXTURE_CACHE_BYTES = 32 * MB

/** Reads decor textures from a folder holding textures/{code}.webp (the built client or public/). */
export function textureReader(root: string): ReadTexture {
  const cache = byteLru<Uint8Array | null>(TEXTURE_CACHE_BYTES)
  return (code) => {
    const kept = cache.get(code)
    if (kept !== undefined) return kept ?? undefined
    const file = join(root, 'textures', `${code}.webp`)
    const bytes = /^[A-Z0-9]+$/i.test(code) && existsSync(file) ? new Uint8Array(readFileSync(file)) : null
    // A missing texture is remembered too, at the size of its key.
    cache.set(code, bytes, bytes?.byteLength ?? code.length + 64)
    return bytes ?? undefined
  }
}
