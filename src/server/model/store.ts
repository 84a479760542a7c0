/**
 * Models by id. The id is a content hash of the normalised design and the model format, so a
 * model never changes once made: it is built once per server, kept in memory (most recent first)
 * and on disk in DATA_DIR/models, and served as immutable. The shop's viewer asks for the geometry
 * only, whose id leaves the decors out: a decor change keeps the model and its address (0018).
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Cabinet } from '#domain/cabinet/model.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { Kysely } from 'kysely'
import type { Schema } from '../db/schema'
import { byteLru, MB, type CacheStats } from '../lru'
import { inProcessPool, PoolBusyError, type HeavyPool } from '../pool'
import { MODEL_FORMAT } from './glb'
import type { Design } from './build'

export { textureReader } from './build'

/** Models kept in memory: the hottest few dozen (a hallway's AR model is ~3 MB); the folder is the next tier. */
export const MODEL_MEMORY_BYTES = 64 * MB

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
  /** The bytes kept in memory and in DATA_DIR/models, for metrics and tests. */
  stats(): { memory: CacheStats; disk: CacheStats }
}

export interface ModelStoreOptions {
  /** Where models are built; in this process without one. */
  pool?: HeavyPool | undefined
  /** Folder with textures/{code}.webp for textured models (the built client or public/). */
  textureRoot?: string | undefined
  /** The byte limit of DATA_DIR/models (MODEL_CACHE_MB); the least recently used files go first. */
  diskBytes?: number | undefined
  memoryBytes?: number | undefined
}

const designOf = (design: Cabinet | Hallway, textured: boolean): Design =>
  'cabinets' in design ? { kind: 'hallway', design, textured } : { kind: 'cabinet', design, textured }

/**
 * Models in memory and DATA_DIR/models, each new design also written to the database under its id:
 * behind a load balancer the GLB may be asked from a server that did not build it, which then builds
 * it from that row (same design, same model). Both tiers are byte-bounded LRUs: a model dropped from
 * the folder is built again from its row when asked for, so the folder never outgrows MODEL_CACHE_MB.
 */
export function createModelStore(dataDir: string, db: Kysely<Schema>, options: ModelStoreOptions = {}): ModelStore {
  const dir = join(dataDir, 'models')
  mkdirSync(dir, { recursive: true })
  const pool = options.pool ?? inProcessPool()
  const memory = byteLru<Uint8Array>(options.memoryBytes ?? MODEL_MEMORY_BYTES)
  // Files by name ({id}.glb, {id}.usdz); dropping one removes it from the folder.
  const disk = byteLru<string>(options.diskBytes ?? 512 * MB, (name) => rmSync(join(dir, name), { force: true }))
  // What an earlier run left, oldest first, so the limit holds from the start; unfinished writes go.
  const found = readdirSync(dir).flatMap((name) => {
    const file = join(dir, name)
    if (name.endsWith('.tmp')) {
      rmSync(file, { force: true })
      return []
    }
    const stat = statSync(file, { throwIfNoEntry: false })
    return stat?.isFile() ? [{ name, bytes: stat.size, at: stat.mtimeMs }] : []
  })
  for (const { name, bytes } of found.sort((a, b) => a.at - b.at)) disk.set(name, name, bytes)
  const building = new Map<string, Promise<Uint8Array>>()
  // A model file this server already has: from memory, else from DATA_DIR/models.
  const recall = (name: string) => {
    const kept = memory.get(name)
    if (kept) {
      disk.get(name)
      return kept
    }
    if (!disk.get(name)) return undefined
    const file = join(dir, name)
    try {
      const bytes = new Uint8Array(readFileSync(file))
      memory.set(name, bytes, bytes.byteLength)
      return bytes
    } catch {
      // Removed behind our back: built again from its row.
      disk.delete(name)
      return undefined
    }
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
  const once = (name: string, make: () => Promise<Uint8Array>) => {
    let pending = building.get(name)
    if (!pending) {
      pending = (async () => {
        const bytes = await make()
        const file = join(dir, name)
        const tmp = `${file}.${process.pid}.tmp`
        writeFileSync(tmp, bytes)
        renameSync(tmp, file)
        disk.set(name, name, bytes.byteLength)
        memory.set(name, bytes, bytes.byteLength)
        return bytes
      })()
      building.set(name, pending)
      void pending.finally(() => building.delete(name)).catch(() => {})
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
    once(`${id}.glb`, async () => {
      await after?.()
      return pool.run({
        kind: 'glb',
        design,
        textureRoot: design.textured ? options.textureRoot : undefined,
      })
    })
  // One source: the geometry GLB the viewer gets, coloured with the design's decors (in the worker).
  const buildUsdz = (id: string, design: Design) => once(`${id}.usdz`, () => pool.run({ kind: 'usdz', design }))
  // The id is answered once the design is recorded, while its model builds: the GLB's request,
  // which follows at once, waits for that same build (`once`), so the client's round trip and the
  // build overlap. The build starts after this answer is written (setImmediate), not before it.
  const renderDesign = async (design: Design) => {
    const id = modelId(design.design, design.textured)
    const name = `${id}.glb`
    if (building.has(name) || memory.has(name) || disk.has(name)) return id
    // A full pool refuses before anything is written (answered 503 with Retry-After).
    if (pool.full()) throw new PoolBusyError()
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
      const kept = building.get(`${id}.glb`) ?? recall(`${id}.glb`)
      if (kept) return kept
      const design = await designById(id)
      return design ? build(id, design) : undefined
    },
    async getUsdz(id) {
      if (!/^[0-9a-f]{32}$/.test(id)) return undefined
      const kept = building.get(`${id}.usdz`) ?? recall(`${id}.usdz`)
      if (kept) return kept
      // Only a textured model's id names the decors; a geometry id has none to colour with.
      const design = await designById(id)
      return design?.textured ? buildUsdz(id, design) : undefined
    },
    stats: () => ({ memory: memory.stats(), disk: disk.stats() }),
  }
}
