/**
 * Room fit for assembled delivery (docs/product.md#delivery: cabinets arrive assembled). A cabinet must pass the
 * flat's narrowest door and then be stood up under the ceiling. All sizes in cm.
 */
import * as v from 'valibot'
import { roundTo } from './helpers'

/** The outer size of the cabinet as delivered (width, overall height with legs, depth). */
export interface OuterSize {
  width: number
  height: number
  depth: number
}

/** The shopper's flat: the narrowest door's free opening and the ceiling height, in cm. */
export const RoomSchema = v.object({
  doorWidth: v.pipe(v.number(), v.finite(), v.minValue(30), v.maxValue(400)),
  doorHeight: v.pipe(v.number(), v.finite(), v.minValue(100), v.maxValue(400)),
  ceiling: v.pipe(v.number(), v.finite(), v.minValue(150), v.maxValue(600)),
})
export type Room = v.InferOutput<typeof RoomSchema>

/** What the shopper is told: each check with its numbers, and the largest size that would pass. */
export interface RoomFit {
  fits: boolean
  door: {
    passes: boolean
    /** The two smallest outer sizes, carried through the door on its side if need be. */
    crossSection: [number, number]
    /** The largest cross-section the door lets through (its width and height, smaller first). */
    opening: [number, number]
  }
  standUp: {
    passes: boolean
    /** Diagonal of depth × height: what the cabinet needs under the ceiling while it is tipped upright. */
    diagonal: number
    /** The tallest cabinet of this depth that can be stood up under this ceiling (0 when none can). */
    maxHeight: number
  }
}

/** Rounded down to 0.1 cm, so an advised size really fits. */
const floorMm = (cm: number) => Math.floor(cm * 10 + 1e-9) / 10

/**
 * Whether an assembled cabinet reaches its place. Through the door: its two smallest outer sizes
 * against the door's width and height (the cabinet may be tilted onto its side or back to be carried
 * through). Standing up: it is carried in lying on its back and tipped upright, so the diagonal of
 * depth × height must stay under the ceiling (and the height itself, for a cabinet with no depth).
 */
export function roomFit(size: OuterSize, room: Room): RoomFit {
  const [smallest, middle] = [size.width, size.height, size.depth].sort((a, b) => a - b) as [number, number, number]
  const opening = [Math.min(room.doorWidth, room.doorHeight), Math.max(room.doorWidth, room.doorHeight)] as [
    number,
    number,
  ]
  const door = smallest <= opening[0] && middle <= opening[1]
  const diagonal = Math.hypot(size.depth, size.height)
  // Within a thousandth of a millimetre counts as touching, not as too tall (floating-point hypot).
  const standUp = diagonal <= room.ceiling + 1e-6
  const maxHeight = room.ceiling > size.depth ? floorMm(Math.sqrt(room.ceiling ** 2 - size.depth ** 2)) : 0
  return {
    fits: door && standUp,
    door: { passes: door, crossSection: [smallest, middle], opening },
    standUp: { passes: standUp, diagonal: roundTo(diagonal, 1), maxHeight },
  }
}
