/**
 * The board plans' answer (GET staffBoardsJson, issue 38.3) as the endpoint table declares it. Apart from
 * ./boards.ts so the browser's endpoint table does not pull in the cut list and the nesting.
 */
import * as v from 'valibot'

const Rect = { x: v.number(), y: v.number(), w: v.number(), h: v.number() }
const Board = v.object({ length: v.number(), width: v.number(), trim: v.number(), kerf: v.number() })

export const BoardsPlanSchema = v.object({
  /** The orders planned, by number (a cancelled one is left out). */
  orders: v.array(v.string()),
  /** One plan per decor and thickness: its boards with the parts placed, the parts too large for a board. */
  plans: v.array(
    v.object({
      decor: v.string(),
      thickness: v.number(),
      board: Board,
      boards: v.array(
        v.object({
          placements: v.array(v.object({ id: v.string(), ...Rect, rotated: v.boolean() })),
          yield: v.number(),
          offcuts: v.array(v.object(Rect)),
        }),
      ),
      unplaced: v.array(v.string()),
      lowerBound: v.number(),
      yield: v.number(),
    }),
  ),
  materials: v.object({
    boards: v.array(v.object({ decor: v.string(), thickness: v.number(), count: v.number(), board: Board })),
    band: v.array(v.object({ decor: v.string(), thickness: v.number(), net: v.number(), order: v.number() })),
    hardware: v.array(v.object({ kind: v.string(), count: v.number(), lengthMm: v.optional(v.number()) })),
  }),
})
export type BoardsPlanResponse = v.InferOutput<typeof BoardsPlanSchema>
