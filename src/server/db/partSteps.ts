/** The shop floor's steps done (issue 38.4): one row per board and step, in `part_step`. */
import type { Kysely } from 'kysely'
import type { StaffMe } from '#domain/schemas.ts'
import { PART_STEPS, type PartStep, type PartStepDone } from '#domain/production/steps.ts'
import type { Schema } from './schema'
import { staffUserIdOf } from './audit'

/** The steps done on an order's boards, by part ID, each part's in the steps' order. */
export async function stepsOfOrder(db: Kysely<Schema>, orderId: number): Promise<Map<string, PartStepDone[]>> {
  const rows = await db
    .selectFrom('part_step')
    .select(['part_id', 'step', 'done_at', 'done_by_name'])
    .where('order_id', '=', orderId)
    .execute()
  const byPart = new Map<string, PartStepDone[]>()
  for (const row of rows) {
    const steps = byPart.get(row.part_id) ?? []
    steps.push({ step: row.step as PartStep, doneAt: row.done_at, by: row.done_by_name })
    byPart.set(row.part_id, steps)
  }
  for (const steps of byPart.values()) steps.sort((a, b) => PART_STEPS.indexOf(a.step) - PART_STEPS.indexOf(b.step))
  return byPart
}

/** Records a step done on a board; a step already done keeps its first time and person (a scan twice is one). */
export async function recordStep(
  db: Kysely<Schema>,
  input: { orderId: number; partId: string; step: PartStep; staff: StaffMe; now: Date },
): Promise<void> {
  await db
    .insertInto('part_step')
    .values({
      order_id: input.orderId,
      part_id: input.partId,
      step: input.step,
      done_at: input.now.toISOString(),
      done_by: await staffUserIdOf(db, input.staff),
      done_by_name: input.staff.name.slice(0, 80),
    })
    .onConflict((conflict) => conflict.columns(['part_id', 'step']).doNothing())
    .execute()
}
