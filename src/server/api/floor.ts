/**
 * The shop floor's calls (issue 38.2 and 38.4): a part's card, a step done on it, an order's progress and the labels
 * PDF. The workshop account may make these (and only these, with its own settings); the desk's staff too. A
 * step on an order's first part moves it to production, the last part packed makes it ready, both through the
 * desk's status move (history, audit, the customer's e-mail where the status has one).
 */
import { Hono, type Context } from 'hono'
import { API } from '#domain/endpoints.ts'
import { canCancel, cancellableUntil, type FulfilmentStatus } from '#domain/fulfilment.ts'
import type { Country } from '#domain/locale.ts'
import { localeOfLanguage } from '#domain/locale.ts'
import { parsePartId, productionParts, type ProductionPart } from '#domain/production/parts.ts'
import {
  allPacked,
  orderProgress,
  SCANNABLE_STATUSES,
  type OrderProgress,
  type PartCard,
  type PartStep,
} from '#domain/production/steps.ts'
import type { StaffMe } from '#domain/schemas.ts'
import { changeStatus, fulfilmentOf } from '../db/fulfilment'
import { stepsOfOrder, recordStep } from '../db/partSteps'
import { orderIdOf, sheetOrders, type SheetOrder } from '../db/sheets'
import type { HeavyPool } from '../pool'
import { currentSettings, type SettingsCache } from '../config/settings'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { statusMoveMail } from './fulfilment'
import { apiError, readJson } from './json'
import { productionBatch } from './productionBatch'

export interface FloorRouteDeps extends StaffAuthDeps {
  pool: HeavyPool
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send (the ready e-mail). */
  onMail: () => void
}

/** An order with its parts and the steps done on them. */
interface FloorOrder {
  id: number
  order: SheetOrder
  parts: ProductionPart[]
  steps: Awaited<ReturnType<typeof stepsOfOrder>>
}

/** The order's progress over its parts as they are now (steps of a part an order edit removed are not counted). */
const progressOf = (floor: FloorOrder): OrderProgress =>
  orderProgress(
    floor.order.number,
    floor.parts.length,
    floor.parts.flatMap((part) => floor.steps.get(part.id) ?? []),
  )

/** Why a scan is refused for the order's status, for the floor's screen (which says it in its language by `error`). */
const NOT_SCANNABLE = (status: string) =>
  status === 'cancelled'
    ? 'This order was cancelled: its parts are not made.'
    : `The order is ${status}: parts are scanned from its confirmation until it is ready.`

/** The shop floor's routes (see the file's comment). */
export function floorRoutes(deps: FloorRouteDeps) {
  const { db } = deps
  const { staffPart, staffPartSteps, staffOrderProgress, staffLabelsPdf } = API
  const floor = requireStaffSession(deps, { workshop: true })
  // Labels are printed at the desk: the workshop account may only scan (issue 38.4).
  const desk = requireStaffSession(deps)

  const floorOrder = async (number: string): Promise<FloorOrder | undefined> => {
    const id = await orderIdOf(db, number)
    if (id === undefined) return undefined
    const [order] = await sheetOrders(db, [id])
    if (!order) return undefined
    return { id, order, parts: productionParts(order), steps: await stepsOfOrder(db, id) }
  }

  /** The order and the part of the path's ID, or a 404 answer. */
  const partOf = async (c: Context) => {
    const id = c.req.param('id') ?? ''
    const parsed = parsePartId(id)
    const found = parsed ? await floorOrder(parsed.order) : undefined
    const part = found?.parts.find((candidate) => candidate.id === id)
    if (!found || !part) return apiError(c, 404, 'not_found', `No part ${id} in any order.`)
    return { found, part }
  }

  const cardOf = (found: FloorOrder, part: ProductionPart): PartCard => ({
    id: part.id,
    order: found.order.number,
    status: found.order.status,
    surname: found.order.customer.surname,
    lineTitle: found.order.lines.find((line) => line.position + 1 === part.line)?.title ?? '',
    line: part.line,
    piece: part.piece,
    key: part.key,
    ...(part.module ? { module: part.module } : {}),
    role: part.role,
    decor: part.decor,
    thickness: part.thickness,
    finished: part.finished,
    cut: part.cut,
    edges: part.edges,
    grain: part.grain,
    ...(part.hinge ? { hinge: part.hinge } : {}),
    holes: part.holes,
    position: part.source.position,
    steps: found.steps.get(part.id) ?? [],
    progress: progressOf(found),
  })

  /** Moves the order on from `from` to `to` as the desk would; another move first is no error (re-read after). */
  const move = async (number: string, orderId: number, to: FulfilmentStatus, staff: StaffMe) => {
    const settings = await currentSettings(deps.settings)
    const { status, version } = await fulfilmentOf(db, orderId)
    const result = await changeStatus(db, {
      number,
      from: status,
      to,
      version,
      note: '',
      staff,
      now: new Date(),
      ...statusMoveMail(settings, deps.config),
    })
    if (result.kind === 'changed' && result.mailed)
      setTimeout(deps.onMail, Date.parse(result.undoUntil) - Date.now() + 50).unref()
    return result
  }

  return new Hono()
    .on(staffPart.method, staffPart.path, floor, async (c) => {
      c.header('Cache-Control', 'no-store')
      const found = await partOf(c)
      if (found instanceof Response) return found
      return c.json(cardOf(found.found, found.part))
    })
    .on(staffPartSteps.method, staffPartSteps.path, floor, async (c) => {
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, staffPartSteps.request)
      if (!body.ok) return body.response
      const found = await partOf(c)
      if (found instanceof Response) return found
      const { found: order, part } = found
      const number = order.order.number
      const step: PartStep = body.value.step
      const staff = c.get('staff')
      const status = order.order.status
      if (!(SCANNABLE_STATUSES as readonly string[]).includes(status))
        return apiError(c, 409, status === 'cancelled' ? 'order_cancelled' : 'not_in_production', NOT_SCANNABLE(status))
      // Nothing is cut that the customer may still cancel free of charge (the terms' window, docs/product.md#terms):
      // the plan starts production after it, and a scan before it is a label taken too early.
      const confirmedAt = order.order.confirmedAt === null ? null : new Date(order.order.confirmedAt)
      const country = order.order.country as Country
      if (status === 'confirmed' && canCancel(status, confirmedAt, new Date(), country))
        return apiError(
          c,
          409,
          'cancellation_window',
          `The customer may cancel this order free of charge until ${cancellableUntil(confirmedAt!, country)}: production starts after that.`,
        )
      // The first step starts production: moved before the step is kept, so a refusal (the deposit not yet paid)
      // leaves no step behind.
      if (status === 'confirmed') {
        const moved = await move(number, order.id, 'inProduction', staff)
        if (moved.kind === 'refused')
          return apiError(
            c,
            409,
            moved.reason,
            moved.reason === 'deposit_unpaid'
              ? 'The deposit asked of this order has not been received yet: production starts once it is paid.'
              : 'The order cannot move to production now.',
          )
      }
      await recordStep(db, { orderId: order.id, partId: part.id, step, staff, now: new Date() })
      const after = (await floorOrder(number))!
      const progress = progressOf(after)
      if (step === 'packed' && allPacked(progress) && after.order.status === 'inProduction')
        await move(number, order.id, 'ready', staff)
      const { status: now } = await fulfilmentOf(db, order.id)
      return c.json({ id: part.id, status: now, steps: after.steps.get(part.id) ?? [], progress })
    })
    .on(staffOrderProgress.method, staffOrderProgress.path, floor, async (c) => {
      c.header('Cache-Control', 'no-store')
      const number = c.req.param('number') ?? ''
      const found = await floorOrder(number)
      if (!found) return apiError(c, 404, 'not_found', `No order ${number}.`)
      return c.json(progressOf(found))
    })
    .on(staffLabelsPdf.method, staffLabelsPdf.path, desk, async (c) => {
      c.header('Cache-Control', 'no-store')
      const format = c.req.query('format') ?? 'a4'
      if (format !== 'a4' && format !== 'roll')
        return apiError(c, 400, 'bad_format', 'format is a4 (a sheet of 3 × 8 labels of 70 × 37 mm) or roll (62 mm).')
      const batch = await productionBatch(c, db)
      if (batch instanceof Response) return batch
      const { orders } = batch
      const { workshopLanguage } = await currentSettings(deps.settings)
      const pdf = await deps.pool.run(
        {
          kind: 'labelsPdf',
          input: { orders, locale: localeOfLanguage(workshopLanguage), siteUrl: deps.config.siteUrl, format },
        },
        { always: true },
      )
      const day = c.req.query('day')
      const named = c.req.query('orders') ?? ''
      const name = day ?? (named.includes(',') ? 'zakazky' : named)
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="stitky-${name}-${format}.pdf"`,
        'Cache-Control': 'no-store',
      })
    })
}
