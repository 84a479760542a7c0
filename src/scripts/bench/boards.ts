/**
 * `npm run bench -- --only boards` (issue 38.3): the board plans of a fixed batch of 20 orders. Per decor and
 * thickness: boards used against the area's lower bound, and the yield; the whole plan's time (median of runs).
 * Goals: at most one board over the bound per decor, yield ≥ 80 % on the main decor, under 2 s.
 */
import { boardsPlan } from '#domain/production/boards.ts'
import { productionParts } from '#domain/production/parts.ts'
import { boardsBatch } from '../harness/fixtures/boardsBatch'

const percent = (x: number) => `${(x * 100).toFixed(1)} %`

export function boardsBench(runs = 7) {
  const orders = boardsBatch()
  const parts = orders.flatMap(productionParts)
  console.log(`Board plans of ${orders.length} orders, ${parts.length} parts (in process)`)
  const times: number[] = []
  let plan = boardsPlan(orders)
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    plan = boardsPlan(orders)
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  for (const group of plan.plans) {
    const placed = group.boards.reduce((n, b) => n + b.placements.length, 0)
    // The yield without the last board, whose rest goes back to the stock as an offcut.
    const full = group.boards.slice(0, -1)
    const fullYield = full.length ? full.reduce((s, b) => s + b.yield, 0) / full.length : group.yield
    console.log(
      `  ${`${group.decor} ${group.thickness} mm`.padEnd(20)} ${String(placed).padStart(4)} parts  ` +
        `${group.boards.length} boards (bound ${group.lowerBound}, +${group.boards.length - group.lowerBound})  ` +
        `yield ${percent(group.yield)} (without the last board ${percent(fullYield)})` +
        (group.unplaced.length ? `  ${group.unplaced.length} too large` : ''),
    )
  }
  console.log(
    `  whole plan ${times[Math.floor(runs / 2)]!.toFixed(0)} ms (median of ${runs}), max ${times.at(-1)!.toFixed(0)} ms`,
  )
  return plan
}
