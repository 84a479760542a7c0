/**
 * Models by id. The id is a content hash of the normalised design and the model format, so a
 * model never changes once made: it is built once, kept in memory (most recent first) and on
 * disk in DATA_DIR/models, and served as immutable.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Cabinet } from '../../domain/cabinet'
import { cutList } from '../../domain/cutList'
import { buildGlb, MODEL_FORMAT, type ReadTexture } from './glb'

const MEMORY_ENTRIES = 256

/** The id of a design's model: the same design always gets the same id. */
export function modelId(cabinet: Cabinet): string {
  const keys = Object.keys(cabinet).sort() as (keyof Cabinet)[]
  const canonical = JSON.stringify([MODEL_FORMAT, keys.map((k) => [k, cabinet[k]])])
  return createHash('sha256').update(canonical).digest('hex').slice(0, 32)
}

export interface ModelStore {
  /** Makes (or finds) the model of a design and returns its id. */
  render(cabinet: Cabinet): Promise<string>
  /** The GLB of an id, if it was ever made here. */
  get(id: string): Uint8Array | undefined
}

export function createModelStore(dataDir: string, readTexture: ReadTexture): ModelStore {
  const dir = join(dataDir, 'models')
  mkdirSync(dir, { recursive: true })
  const memory = new Map<string, Uint8Array>()
  const building = new Map<string, Promise<Uint8Array>>()
  const remember = (id: string, glb: Uint8Array) => {
    memory.delete(id)
    memory.set(id, glb)
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!)
  }
  const fileOf = (id: string) => join(dir, `${id}.glb`)
  return {
    async render(cabinet) {
      const id = modelId(cabinet)
      if (memory.has(id) || existsSync(fileOf(id))) return id
      // Two requests for the same new design build it once.
      let pending = building.get(id)
      if (!pending) {
        pending = buildGlb(cabinet, cutList(cabinet), readTexture).then((glb) => {
          const tmp = `${fileOf(id)}.${process.pid}.tmp`
          writeFileSync(tmp, glb)
          renameSync(tmp, fileOf(id))
          remember(id, glb)
          return glb
        })
        building.set(id, pending)
        void pending.finally(() => building.delete(id)).catch(() => {})
      }
      await pending
      return id
    },
    get(id) {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined
      const cached = memory.get(id)
      if (cached) {
        remember(id, cached)
        return cached
      }
      if (!existsSync(fileOf(id))) return undefined
      const glb = new Uint8Array(readFileSync(fileOf(id)))
      remember(id, glb)
      return glb
    },
  }
}

/** Reads decor textures from a folder holding textures/{code}.webp (the built client or public/). */
export function textureReader(root: string): ReadTexture {
  const cache = new Map<string, Uint8Array | undefined>()
  return (code) => {
    if (!cache.has(code)) {
      const file = join(root, 'textures', `${code}.webp`)
      cache.set(code, /^[A-Z0-9]+$/i.test(code) && existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined)
    }
    return cache.get(code)
  }
}
