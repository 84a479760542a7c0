/** The hallway configurator's address: every choice a query parameter, read back into the same hallway. */
import {
  DOORS,
  LOWER_VARIANTS,
  MAX_LOWER_MODULES,
  PODORYS,
  SEATING,
  balance,
  change,
  clampSize,
  defaultModule,
  type Hallway,
  type LowerVariant,
} from './layout'
import { HALLWAY_PRESETS, hallwayOfPreset } from './presets'
import { isOneOf, sameQuery } from '../helpers'

/**
 * The configurator's address of a hallway (as docs/product.md#configurator-address: every choice a query parameter).
 */
export interface HallwayQuery {
  podorys?: string | undefined
  width?: string | undefined
  height?: string | undefined
  depth?: string | undefined
  corpusColor?: string | undefined
  doorColor?: string | undefined
  backColor?: string | undefined
  /** Lower modules left to right: variant and doors, e.g. `4:2,2:1L,5,1:1R`. */
  moduly?: string | undefined
  /** Upper modules' doors left to right, e.g. `1L,2,1R` (the row follows the lower one; only its doors are chosen). */
  horne?: string | undefined
  preset?: string | undefined
}

/** A hallway from its address: a preset, or the totals, plan, decors and modules; anything missing from the defaults. */
export function hallwayFromQuery(query: HallwayQuery, isDecor: (code: string) => boolean): Hallway {
  // The upper row is laid out from the lower one; the address names only its doors.
  return (query.horne ?? '').split(',', MAX_LOWER_MODULES).reduce<Hallway>(
    (hallway, entry, index) => {
      const chosen = DOORS.find((d) => d === entry)
      if (!chosen) return hallway
      const changed = change(hallway, { kind: 'doors', index, z: 2, doors: chosen })
      return changed.ok ? changed.hallway : hallway
    },
    lowerHallwayFromQuery(query, isDecor),
  )
}

/** The hallway of an address's totals, plan, decors and lower modules (the upper row with its default doors). */
function lowerHallwayFromQuery(query: HallwayQuery, isDecor: (code: string) => boolean): Hallway {
  const base = hallwayOfPreset(HALLWAY_PRESETS.find((p) => p.id === query.preset) ?? HALLWAY_PRESETS[0]!)
  const number = (value: string | undefined, fallback: number) =>
    value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback
  const colour = (value: string | undefined, fallback: string) => (value && isDecor(value) ? value : fallback)
  // Never more than any wall takes: an address naming thousands would otherwise be laid out whole.
  const modules = (query.moduly ?? '')
    .split(',', MAX_LOWER_MODULES)
    .map((entry) => entry.split(':'))
    .filter(([variant]) => isOneOf(LOWER_VARIANTS, variant ?? ''))
    .map(([variant, doors]) => ({
      ...defaultModule(variant as LowerVariant),
      dvere: DOORS.find((d) => d === doors) ?? '1L',
    }))
  const podorys = query.podorys ?? ''
  const size = clampSize({
    realWidth: number(query.width, base.realWidth),
    realHeight: number(query.height, base.realHeight),
    depth: number(query.depth, base.depth),
  })
  return balance({
    ...base,
    ...size,
    podorys: isOneOf(PODORYS, podorys) ? podorys : base.podorys,
    corpusColor: colour(query.corpusColor, base.corpusColor),
    doorColor: colour(query.doorColor, base.doorColor),
    backColor: colour(query.backColor, base.backColor),
    cabinets: modules.length > 0 ? modules : base.cabinets,
  })
}

/** The address of a hallway: read back by hallwayFromQuery into the same hallway (`horne` only with an upper row). */
export function hallwayQuery(hallway: Hallway): Required<Omit<HallwayQuery, 'preset' | 'horne'>> & { horne?: string } {
  const upper = hallway.cabinets.filter((m) => m.z === 2).map((m) => m.dvere)
  return {
    podorys: hallway.podorys,
    width: String(hallway.realWidth),
    height: String(hallway.realHeight),
    depth: String(hallway.depth),
    corpusColor: hallway.corpusColor,
    doorColor: hallway.doorColor,
    backColor: hallway.backColor,
    moduly: hallway.cabinets
      .filter((m) => m.z === 0)
      .map((m) => (m.moduleVariant === SEATING ? m.moduleVariant : `${m.moduleVariant}:${m.dvere}`))
      .join(','),
    ...(upper.length > 0 ? { horne: upper.join(',') } : {}),
  }
}

/**
 * The hallway a configurator address describes, and the canonical query when the address must be
 * rewritten (a preset, missing or invalid parameters: the design's own parameters instead).
 */
export function hallwayFromSearch(search: HallwayQuery, isDecor: (code: string) => boolean) {
  const hallway = hallwayFromQuery(search, isDecor)
  const canonical = hallwayQuery(hallway)
  return { hallway, canonical: sameQuery(search, canonical) ? null : canonical }
}
