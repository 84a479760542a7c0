/**
 * The shop's rules (src/domain: catalogue, decors, schemas, price lists), evaluated ahead of the rest of the
 * app, then a task boundary: at module level they were two thirds of the first-load chunk's one long evaluation
 * (issue 16). hydrate.tsx imports this module first, so the bundle runs these modules first and the rest of
 * the app (routes, views) in the next task.
 */
import '#domain/endpoints.ts'
import '#domain/cabinet/requests.ts'
import '#domain/hallway/requests.ts'
import '#domain/priceList.ts'
import { nextTask } from './tasks'

await nextTask()
