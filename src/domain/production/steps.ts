/**
 * The shop floor's steps (issue 38.4): what the workshop does to every board, in order. Every board gets all five,
 * even one without holes: "drilled" then says it was checked at the drill (no holes to make), so an order's
 * progress counts the same number of boards at every step and never waits on a step a part lacks
 * (docs/decisions/0044-floor.md).
 */
import * as v from 'valibot'

export const PART_STEPS = ['cut', 'banded', 'drilled', 'assembled', 'packed'] as const
export type PartStep = (typeof PART_STEPS)[number]

/** A step done: when and by whom. */
export interface PartStepDone {
  step: PartStep
  doneAt: string
  by: string
}

/** The statuses an order's parts may be scanned in: confirmed (the first scan starts production) up to ready. */
export const SCANNABLE_STATUSES = ['confirmed', 'inProduction', 'ready'] as const

/** Per step, how many of the order's boards are done of how many. */
export interface OrderProgress {
  number: string
  total: number
  steps: Record<PartStep, number>
}

/** The progress of an order of `total` boards from the steps done (one entry per part and step). */
export function orderProgress(number: string, total: number, done: ReadonlyArray<{ step: PartStep }>): OrderProgress {
  const steps = Object.fromEntries(PART_STEPS.map((step) => [step, 0])) as Record<PartStep, number>
  for (const { step } of done) steps[step] += 1
  return { number, total, steps }
}

/** Every board of the order is packed: the order is ready. */
export const allPacked = (progress: OrderProgress) => progress.total > 0 && progress.steps.packed >= progress.total

export const PartStepSchema = v.picklist(PART_STEPS)
export const PartStepRequestSchema = v.object({ step: PartStepSchema })

const PartStepDoneSchema = v.object({ step: PartStepSchema, doneAt: v.string(), by: v.string() })

export const OrderProgressSchema = v.object({
  number: v.string(),
  total: v.number(),
  steps: v.object({
    cut: v.number(),
    banded: v.number(),
    drilled: v.number(),
    assembled: v.number(),
    packed: v.number(),
  }),
})

const HoleSchema = v.object({
  kind: v.string(),
  x: v.number(),
  y: v.number(),
  diameter: v.number(),
  depth: v.number(),
})

/** A part's card on the shop floor: the board as the label names it, where it goes, and its steps done. */
export const PartCardSchema = v.object({
  id: v.string(),
  order: v.string(),
  status: v.string(),
  surname: v.string(),
  lineTitle: v.string(),
  line: v.number(),
  piece: v.number(),
  key: v.string(),
  module: v.optional(v.string()),
  role: v.string(),
  decor: v.string(),
  thickness: v.number(),
  finished: v.object({ length: v.number(), width: v.number() }),
  cut: v.object({ length: v.number(), width: v.number() }),
  edges: v.object({ length1: v.number(), length2: v.number(), width1: v.number(), width2: v.number() }),
  grain: v.picklist(['length', 'width', 'none']),
  hinge: v.optional(v.picklist(['left', 'right'])),
  holes: v.array(HoleSchema),
  /** Where the part sits in the cabinet: its position (mm from the cabinet's left, bottom, back). */
  position: v.object({ x: v.number(), y: v.number(), z: v.number() }),
  steps: v.array(PartStepDoneSchema),
  progress: OrderProgressSchema,
})
export type PartCard = v.InferOutput<typeof PartCardSchema>

/** The answer to a step: the part's steps done and its order's status and progress after it. */
export const PartStepResponseSchema = v.object({
  id: v.string(),
  status: v.string(),
  steps: v.array(PartStepDoneSchema),
  progress: OrderProgressSchema,
})
export type PartStepResponse = v.InferOutput<typeof PartStepResponseSchema>
