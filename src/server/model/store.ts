/**
 * Models by id. The id is a content hash of the normalised design and the model format, so a
 * model never changes once made: it is built once per server, kept in memory (most recent first)
 * and on disk in DATA_DIR/models, and served as immutable. The shop's viewer asks for the geometry
 * only, whose id leaves the decors out: a decor change keeps the model and its address (0018).
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Cabinet } from '../../domain/cabinet/model'
import { cutList } from '../../domain/cabinet/cutList'
import type { Hallway } from '../../domain/hallway/layout'
import { hallwayCutList } from '../../domain/hallway/cutList'
import type { Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import { buildGlb, cabinetModel, hallwayModel, MODEL_FORMAT, type ModelDesign, type ReadTexture } from './glb'
import { glbToUsdz, slotColors } from './usdz'

const MEMORY_ENTRIES = 256

/** JSON with object keys in a fixed order: equal designs, equal text. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === 'object'
      ? Object.keys(value)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])])
      : value

/** The design without its decors (every `…Color` key): what the geometry depends on. */
const withoutDecors = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutDecors)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => !key.endsWith('Color'))
            .map(([key, v]) => [key, withoutDecors(v)]),
        )
      : value

/**
 * The id of a design's model: the same design always gets the same id. The geometry's id (the
 * viewer's) is the same for designs that differ in their decors only; a textured one's is not.
 */
export function modelId(design: Cabinet | Hallway, textured = false): string {
  return createHash('sha256')
    .update(
      JSON.stringify([
        MODEL_FORMAT,
        textured ? 'textured' : 'geometry',
        canonical(textured ? design : withoutDecors(design)),
      ]),
    )
    .digest('hex')
    .slice(0, 32)
}

export interface ModelStore {
  /**
   * Makes (or finds) the geometry of a cabinet (the viewer lays the decors on) and returns its id
   * once its design is recorded; a new model may still be building then (`get` waits for it).
   */
  render(cabinet: Cabinet): Promise<string>
  /** Makes (or finds) the geometry of a whole hallway and returns its id. */
  renderHallway(hallway: Hallway): Promise<string>
  /** Makes (or finds) a self-contained model with the decor textures embedded (the workshop's download). */
  renderTextured(design: Cabinet | Hallway): Promise<string>
  /** The GLB of an id made by any server on this database (rebuilt here from its design if need be). */
  get(id: string): Promise<Uint8Array | undefined>
  /**
   * The USDZ (iOS Quick Look) of a textured model's id: made on first ask from the same geometry
   * GLB with the design's decor colours, then kept like the GLB (memory and DATA_DIR/models).
   */
  getUsdz(id: string): Promise<Uint8Array | undefined>
}

type Design = ({ kind: 'cabinet'; design: Cabinet } | { kind: 'hallway'; design: Hallway }) & { textured: boolean }

const designOf = (design: Cabinet | Hallway, textured: boolean): Design =>
  'cabinets' in design ? { kind: 'hallway', design, textured } : { kind: 'cabinet', design, textured }

/**
 * Models in memory and DATA_DIR/models, each new design also written to the database under its id:
 * behind a load balancer the GLB may be asked from a server that did not build it, which then builds
 * it from that row (same design, same model).
 */
export function createModelStore(dataDir: string, readTexture: ReadTexture, db: Kysely<Schema>): ModelStore {
  const dir = join(dataDir, 'models')
  mkdirSync(dir, { recursive: true })
  const memory = new Map<string, Uint8Array>()
  const building = new Map<string, Promise<Uint8Array>>()
  const remember = (id: string, glb: Uint8Array) => {
    memory.delete(id)
    memory.set(id, glb)
    if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value!)
  }
  // A model file this server already has: from memory, else from DATA_DIR/models.
  const recall = (key: string, file: string) => {
    const bytes = memory.get(key) ?? (existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined)
    if (bytes) remember(key, bytes)
    return bytes
  }
  const fileOf = (id: string, ext = 'glb') => join(dir, `${id}.${ext}`)
  const modelOf = ({ kind, design }: Design): ModelDesign =>
    kind === 'cabinet' ? cabinetModel(design) : hallwayModel(design)
  const buildOf = (design: Design) => {
    const textures = design.textured ? readTexture : null
    return buildGlb(
      modelOf(design),
      design.kind === 'cabinet' ? cutList(design.design) : hallwayCutList(design.design),
      textures,
    )
  }
  const designById = async (id: string): Promise<Design | undefined> => {
    const row = await db
      .selectFrom('model_design')
      .select(['kind', 'textured', 'design'])
      .where('id', '=', id)
      .executeTakeFirst()
    // The row was written by our own render after validation: its JSON is a design of its kind.
    return row
      ? ({ kind: row.kind, design: JSON.parse(row.design), textured: row.textured === 1 } as Design)
      : undefined
  }
  // Two requests for the same new file build it once; a built file is kept in memory and on disk.
  const once = (key: string, file: string, make: () => Promise<Uint8Array>) => {
    let pending = building.get(key)
    if (!pending) {
      pending = (async () => {
        const bytes = await make()
        const tmp = `${file}.${process.pid}.tmp`
        writeFileSync(tmp, bytes)
        renameSync(tmp, file)
        remember(key, bytes)
        return bytes
      })()
      building.set(key, pending)
      void pending.finally(() => building.delete(key)).catch(() => {})
    }
    return pending
  }
  // Recorded before the id is answered, so any other server can rebuild what it names.
  const record = (id: string, design: Design) =>
    db
      .insertInto('model_design')
      .values({
        id,
        kind: design.kind,
        textured: design.textured ? 1 : 0,
        design: JSON.stringify(design.design),
        created_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  const build = (id: string, design: Design, after?: () => Promise<unknown>) =>
    once(id, fileOf(id), async () => {
      await after?.()
      return buildOf(design)
    })
  // One source: the geometry GLB the viewer gets, coloured with the design's decors.
  const buildUsdz = (id: string, design: Design) =>
    once(`${id}.usdz`, fileOf(id, 'usdz'), async () =>
      glbToUsdz(await buildOf({ ...design, textured: false }), slotColors(modelOf(design))),
    )
  // The id is answered once the design is recorded, while its model builds: the GLB's request,
  // which follows at once, waits for that same build (`once`), so the client's round trip and the
  // build overlap. The build starts after this answer is written (setImmediate), not before it.
  const renderDesign = async (design: Design) => {
    const id = modelId(design.design, design.textured)
    if (building.has(id) || memory.has(id) || existsSync(fileOf(id))) return id
    await record(id, design)
    // A failed build is the GLB request's to report (it builds again from the recorded design).
    build(id, design, () => new Promise((resolve) => setImmediate(resolve))).catch(() => {})
    return id
  }
  return {
    render: (cabinet) => renderDesign(designOf(cabinet, false)),
    renderHallway: (hallway) => renderDesign(designOf(hallway, false)),
    renderTextured: (design) => renderDesign(designOf(design, true)),
    async get(id) {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined
      const kept = building.get(id) ?? recall(id, fileOf(id))
      if (kept) return kept
      const design = await designById(id)
      return design ? build(id, design) : undefined
    },
    async getUsdz(id) {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined
      const kept = recall(`${id}.usdz`, fileOf(id, 'usdz'))
      if (kept) return kept
      // Only a textured model's id names the decors; a geometry id has none to colour with.
      const design = await designById(id)
      return design?.textured ? buildUsdz(id, design) : undefined
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
