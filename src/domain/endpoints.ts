/**
 * Every call of the shop's API (docs/product.md#calls), listed once: its address, method, what it takes and
 * what it answers. The server mounts its routes from this table, the browser's api() checks the
 * answers against it, and the story handlers and API tests take their addresses from it.
 */
import * as v from 'valibot'
import { StaffOrderDocumentsSchema } from './invoice'
import {
  ShopSettingsResponseSchema,
  StaffPublishSettingsRequestSchema,
  StaffPublishSettingsResponseSchema,
  StaffSettingsResponseSchema,
} from './settings'
import {
  AddEventRequestSchema,
  GetChodbaByIdRequestSchema,
  GetChodbaByIdResponseSchema,
  GetPriceChodbaRequestSchema,
  GetPriceChodbaResponseSchema,
  GetPriceRequestSchema,
  GetPriceResponseSchema,
  OrderConfirmationRequestSchema,
  OrderSummarySchema,
  RenderChodbaPhotoRequestSchema,
  RenderChodbaRequestSchema,
  RenderRequestSchema,
  RenderResponseSchema,
  SaveChodbaConsultationRequestSchema,
  SaveChodbaConsultationResponseSchema,
  SaveOrderRequestSchema,
  SaveOrderResponseSchema,
  StaffLanguageRequestSchema,
  StaffMeSchema,
  StaffSignInRequestSchema,
  VariantSchema,
} from './schemas'
import {
  StatusChangeRequestSchema,
  StatusChangeResponseSchema,
  StatusUndoRequestSchema,
  StatusUndoResponseSchema,
} from './fulfilmentSchemas'
import { StaffOrderDetailSchema, StaffOrdersResponseSchema } from './staffOrders'
import {
  DepositReceivedRequestSchema,
  DepositReceivedResponseSchema,
  StatementImportRequestSchema,
  StatementImportResponseSchema,
} from './deposit'
import { OrderProgressSchema, PartCardSchema, PartStepRequestSchema, PartStepResponseSchema } from './production/steps'
import { OrderNoteRequestSchema, OrderNoteResponseSchema } from './orderNotes'
import { OrderPageLinkResponseSchema } from './orderPageLinkResend'
import {
  OrderTrackCancelRequestSchema,
  OrderTrackMessageRequestSchema,
  OrderTrackRequestSchema,
  OrderTrackSchema,
} from './orderTrackSchemas'
import { OrderEditRequestSchema, OrderEditResponseSchema } from './orderEditSchemas'
import { StaffDashboardSchema } from './dashboard'
import { BoardsPlanSchema } from './production/boardsSchema'
import { DeliveryEstimateSchema, StaffOrderPlanSchema, StaffProductionWeekSchema } from './production/plan'
import { CashCollectRequestSchema, StaffCashMissingSchema, StaffCashReportSchema, StaffOrderCashSchema } from './cash'
import { StaffInvoicesSchema } from './taxExport'
import { CustomerDetailSchema, CustomerErasureSchema, CustomersResponseSchema } from './customers'
import {
  StaffAccountSchema,
  StaffAccountsResponseSchema,
  StaffAuditResponseSchema,
  StaffInviteRequestSchema,
  StaffSetPasswordRequestSchema,
  StaffTotpConfirmRequestSchema,
  StaffTotpSetupResponseSchema,
  StaffUserChangeRequestSchema,
} from './staffAccounts'
import {
  PriceListResponseSchema,
  StaffPricesResponseSchema,
  StaffPublishPricesRequestSchema,
  StaffPublishPricesResponseSchema,
  StaffCancelScheduledPricesSchema,
} from './priceConfig'
import {
  SampleOrderRequestSchema,
  SampleOrderResponseSchema,
  SampleStatusRequestSchema,
  StaffSamplesResponseSchema,
} from './samples'
import { ShareMailRequestSchema, ShareMailResponseSchema, ShareRequestSchema, ShareResponseSchema } from './share'
import {
  DeliveryNotifyRequestSchema,
  DeliveryNotifyResponseSchema,
  DeliveryPlanRequestSchema,
  ParcelRequestSchema,
  StaffDeliveryDaySchema,
  StaffOrderDeliverySchema,
} from './delivery'

/** A call's body: a schema of its JSON, or 'none' (a GET). */
type RequestKind = v.GenericSchema | 'none'
/** A call's answer: a schema of its JSON, 'none' (204), 'binary' (the GLB, CSV and PDF files, the metrics' text) or 'image' (SVG or PNG). */
type ResponseKind = v.GenericSchema | 'none' | 'binary' | 'image'

/**
 * The per-client limits of the calls anyone may make that cost the shop work or rows (issue 34): renders and
 * drawings, design PDFs, shared designs, page events, CSP reports, decor sample requests, the customer's order page.
 * Each kind is one budget per client address for all its calls; the server's configuration sizes them
 * (src/server/env.ts, `callRateLimits`).
 */
export const RATE_LIMIT_KINDS = ['render', 'pdf', 'share', 'event', 'report', 'sample', 'track'] as const
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number]

/**
 * Who may make a call: anyone when unset; `workshop` any signed-in staff account, the workshop's too (the shop
 * floor's calls, issue 38.4); `staff` a signed-in staff member (not the workshop) or a script with the bearer token;
 * `owner` the owner's session or a script; `script` the bearer token alone. The server's guards enforce it
 * (tests/unit/api-table.test.ts holds them to it) and docs/api.md states it.
 */
type Access = 'workshop' | 'staff' | 'owner' | 'script'

/** One entry of the table. `path` is the route pattern (Hono's and msw's `:name` for a parameter). */
export interface Endpoint<Req extends RequestKind = RequestKind, Res extends ResponseKind = ResponseKind> {
  readonly path: string
  readonly method: 'GET' | 'POST'
  readonly request: Req
  readonly response: Res
  /** The answer carries a customer's or a staff member's data: the server sends it with `Cache-Control: no-store`. */
  readonly personal?: true
  /** The budget each client's calls draw on: over it the server answers 429 with Retry-After, before any work. */
  readonly limit?: RateLimitKind
  /** Who may call it (see Access); unset, anyone. */
  readonly access?: Access
}

/** The health answer: the database answers, which one, the running version, and whether it takes requests (not stopping). */
const HealthResponseSchema = v.object({
  ok: v.boolean(),
  db: v.picklist(['sqlite', 'postgres']),
  version: v.string(),
  ready: v.boolean(),
})

/** The catalogue: every product definition and decor (their fields are the catalogue's, docs/product.md#catalogue). */
const CatalogueResponseSchema = v.object({
  products: v.array(v.looseObject({ variant: VariantSchema })),
  decors: v.array(v.looseObject({ subtitle: v.string() })),
})

/** The table: keys are the calls' names on the wire (docs/product.md#calls). */
export const API = {
  /**
   * Whether the server takes requests: 503 when the database does not answer or the server is stopping
   * (`ready: false`).
   */
  health: { path: '/api/health', method: 'GET', request: 'none', response: HealthResponseSchema },
  /** Every variant with its limits and defaults, every decor with its texture. */
  catalogue: { path: '/api/catalogue', method: 'GET', request: 'none', response: CatalogueResponseSchema },
  /**
   * A cabinet's model (sizes in metres, `zavesna: macka | pes`): the id is a content hash of the design, answered once
   * the design is recorded; its GLB (geometry only, the viewer lays the decors) is built right after.
   */
  renderSkrinka: {
    path: '/api/renderSkrinka',
    method: 'POST',
    request: RenderRequestSchema,
    response: RenderResponseSchema,
    limit: 'render',
  },
  /**
   * "See in your room" (issue 18.5): the id of the design's textured model, whose GLB (Android Scene
   * Viewer) and USDZ (iOS Quick Look) the model call serves.
   */
  renderAr: {
    path: '/api/renderAr',
    method: 'POST',
    request: RenderRequestSchema,
    response: RenderResponseSchema,
    limit: 'render',
  },
  /**
   * A model file: `{id}.glb`, or `{id}.usdz` for a textured model's id (renderAr); cacheable forever (`immutable`),
   * 404 for an unknown id.
   */
  model: { path: '/api/model/:file', method: 'GET', request: 'none', response: 'binary' },
  /**
   * A cabinet's price (sizes in cm) from the published price list of the country's market, the snapshot echoed
   * unchanged; an impossible cabinet is a 422 naming the field.
   */
  getPriceSkrinka: {
    path: '/api/getPriceSkrinka',
    method: 'POST',
    request: GetPriceRequestSchema,
    response: GetPriceResponseSchema,
  },
  /**
   * A hallway's price (modules and sizes in metres; SK when no country), from the same cut list and price list
   * as cabinets.
   */
  getPriceChodba: {
    path: '/api/getPriceChodba',
    method: 'POST',
    request: GetPriceChodbaRequestSchema,
    response: GetPriceChodbaResponseSchema,
  },
  /**
   * A hallway's model: its id, the GLB at the model call; a hallway the layout rules refuse is a 422 naming the
   * field.
   */
  renderChodba: {
    path: '/api/renderChodba',
    method: 'POST',
    request: RenderChodbaRequestSchema,
    response: RenderResponseSchema,
    limit: 'render',
  },
  /** "See in your room" for a hallway (as renderAr): the id of its textured model, GLB and USDZ. */
  renderChodbaAr: {
    path: '/api/renderChodbaAr',
    method: 'POST',
    request: RenderChodbaRequestSchema,
    response: RenderResponseSchema,
    limit: 'render',
  },
  /** A hallway's dimensioned front drawing: SVG, or PNG `res` px wide (twice that with `highRes`). */
  renderChodbaPhoto: {
    path: '/api/renderChodbaPhoto',
    method: 'POST',
    request: RenderChodbaPhotoRequestSchema,
    response: 'image',
    limit: 'render',
  },
  /**
   * The GET variant of renderChodbaPhoto: the same drawing (SVG) of the hallway its query describes
   * (hallwayQuery: the configurator's own query, plus `horne` for the upper doors), an address an <img> can load;
   * the cart's hallway line shows it.
   */
  chodbaPhoto: { path: '/api/chodbaPhoto', method: 'GET', request: 'none', response: 'image', limit: 'render' },
  /**
   * Saves the hallway designed in a consultation (another site's Origin 403); every save audited (the account's
   * name, a script's X-Staff-Name, the time).
   */
  saveChodbaConsultation: {
    path: '/api/saveChodbaConsultation',
    method: 'POST',
    request: SaveChodbaConsultationRequestSchema,
    response: SaveChodbaConsultationResponseSchema,
    personal: true,
    access: 'staff',
  },
  /** A saved consultation's hallway (staff), 404 when none. */
  getChodbaById: {
    path: '/api/getChodbaById',
    method: 'POST',
    request: GetChodbaByIdRequestSchema,
    response: GetChodbaByIdResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Places an order (with an Idempotency-Key header): 201 after commit; 409 with the shop's prices when a line,
   * the shipping or the total differs; 422 a field the checkout refuses; 429 over ORDER_RATE_LIMIT (see
   * docs/api.md#orders).
   */
  saveOrderSkrinka: {
    path: '/api/saveOrderSkrinka',
    method: 'POST',
    request: SaveOrderRequestSchema,
    response: SaveOrderResponseSchema,
    personal: true,
  },
  /**
   * The confirmation page's summary (lines, totals, delivery; no personal data), once per token within 30 minutes
   * of the order; then 410, a wrong token or number 404 (see docs/decisions/0009-spec-differences.md).
   */
  getOrderConfirmation: {
    path: '/api/getOrderConfirmation',
    method: 'POST',
    request: OrderConfirmationRequestSchema,
    response: OrderSummarySchema,
    personal: true,
  },
  /**
   * The customer's order page (issue 39.2) by its link's token: timeline, lines, documents, messages. Any token that
   * opens nothing (unknown, malformed, erased) gets the same 404.
   */
  getOrderTrack: {
    path: '/api/orderPage',
    method: 'POST',
    request: OrderTrackRequestSchema,
    response: OrderTrackSchema,
    personal: true,
    limit: 'track',
  },
  /**
   * The customer cancels the order while the terms allow it (src/domain/fulfilment.ts canCancel): the desk's move
   * with its e-mail and history; 422 not_cancellable past the window, 409 when the order changed since it was read.
   */
  cancelOrderTrack: {
    path: '/api/orderPage/cancel',
    method: 'POST',
    request: OrderTrackCancelRequestSchema,
    response: OrderTrackSchema,
    personal: true,
    limit: 'track',
  },
  /** A message from the customer to the shop (1–2000 characters; at most 20 per order): stored, e-mailed to the shop. */
  sendOrderTrackMessage: {
    path: '/api/orderPage/message',
    method: 'POST',
    request: OrderTrackMessageRequestSchema,
    response: OrderTrackSchema,
    personal: true,
    limit: 'track',
  },
  /** One of the page's documents as PDF: `?token=…&doc=design-<line>|assembly|<tax document number>`. */
  orderTrackDocument: {
    path: '/api/orderPage/document',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    limit: 'track',
  },
  /**
   * A design's PDF (issue 18.3): `?{configurator's canonical query in mm}&lang=sk|cz`, an A4 drawing
   * with sizes, decors, options and the itemised price; 400 for a malformed query, 422 for no design.
   */
  designPdf: { path: '/api/designPdf', method: 'GET', request: 'none', response: 'binary', limit: 'pdf' },
  /**
   * The delivery date a shopper is promised now (issue 39.1): `?country=SK|CZ&pieces=1..1000&pickup=0|1`, from the
   * production calendar with the workshop's load; `Cache-Control: public, max-age=10`. 400 for another query.
   */
  getDeliveryEstimate: {
    path: '/api/delivery-estimate',
    method: 'GET',
    request: 'none',
    response: DeliveryEstimateSchema,
  },
  /** A page event, only after the shopper's consent and never from localhost. */
  addEvent: { path: '/api/addEvent', method: 'POST', request: AddEventRequestSchema, response: 'none', limit: 'event' },
  /** Staff sign in (issue 15): sets the session cookie; 401 wrong, 429 locked (Retry-After). */
  staffSignIn: {
    path: '/api/staff/signIn',
    method: 'POST',
    request: StaffSignInRequestSchema,
    response: StaffMeSchema,
    personal: true,
  },
  /** Ends this browser's staff session (its row is deleted, the cookie cleared). */
  staffSignOut: { path: '/api/staff/signOut', method: 'POST', request: 'none', response: 'none', personal: true },
  /** Who is signed in, or 401. */
  staffMe: {
    path: '/api/staff/me',
    method: 'GET',
    request: 'none',
    response: StaffMeSchema,
    personal: true,
    access: 'workshop',
  },
  /** Sets the signed-in person's back-office language (sk, cs; null: the address's); answers who is signed in. */
  staffSetLanguage: {
    path: '/api/staff/me/language',
    method: 'POST',
    request: StaffLanguageRequestSchema,
    response: StaffMeSchema,
    personal: true,
    access: 'workshop',
  },
  /**
   * The published prices (issue 15): the version in force, both markets' rates (with this server's
   * VAT) and the decors' groups and availability; `Cache-Control: public, max-age=5` and `ETag: "prices-{version}"`
   * (304 on a match).
   */
  getPriceList: { path: '/api/getPriceList', method: 'GET', request: 'none', response: PriceListResponseSchema },
  /** The price version in force with its data and the history of versions (staff). */
  staffPriceLists: {
    path: '/api/staff/prices',
    method: 'GET',
    request: 'none',
    response: StaffPricesResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Publishes a new price version (owner only), at once or from `effectiveAt`: 409 when `baseVersion` is no longer
   * the one in force or (`scheduled_pending`) a scheduled version still waits, 422 per field (bounds; a change over
   * 50 % without `confirmLargeChanges`) or for the time (`invalid_schedule`).
   */
  staffPublishPrices: {
    path: '/api/staff/prices',
    method: 'POST',
    request: StaffPublishPricesRequestSchema,
    response: StaffPublishPricesResponseSchema,
    personal: true,
    access: 'owner',
  },
  /**
   * Cancels the price version `{ version }` published for a later time, before that time (owner only, issue 36.7):
   * 404 unknown, 409 `in_force` once its time came or `already_cancelled`; an audit row `prices.cancel`.
   */
  staffCancelScheduledPrices: {
    path: '/api/staff/prices/cancel',
    method: 'POST',
    request: StaffCancelScheduledPricesSchema,
    response: StaffCancelScheduledPricesSchema,
    personal: true,
    access: 'owner',
  },
  /** Every staff account with its state (invited, active, disabled) and one-time codes (owner only: 403 for staff). */
  staffUsers: {
    path: '/api/staff/users',
    method: 'GET',
    request: 'none',
    response: StaffAccountsResponseSchema,
    personal: true,
    access: 'owner',
  },
  /**
   * Invites a staff member (owner, issue 36.6): 201 with the account (state `invited`) and an e-mail with a one-time
   * link to set the password (valid 72 h); 409 `email_taken`.
   */
  staffInvite: {
    path: '/api/staff/users',
    method: 'POST',
    request: StaffInviteRequestSchema,
    response: StaffAccountSchema,
    personal: true,
    access: 'owner',
  },
  /**
   * Changes an account (owner): its role, disable (its sessions end, sign-in refused), enable, or reset (a new
   * one-time link by e-mail, its sessions end). 404 unknown, 422 `last_owner` for the last active owner.
   */
  staffUserChange: {
    path: '/api/staff/users/:id',
    method: 'POST',
    request: StaffUserChangeRequestSchema,
    response: StaffAccountSchema,
    personal: true,
    access: 'owner',
  },
  /** Sets a password with an invitation's or a reset's one-time link: 204; 422 `invalid_link` used or expired. */
  staffSetPassword: {
    path: '/api/staff/password',
    method: 'POST',
    request: StaffSetPasswordRequestSchema,
    response: 'none',
    personal: true,
  },
  /** Starts one-time codes for the signed-in account: a new secret with its QR code, in force once confirmed. */
  staffTotpSetup: {
    path: '/api/staff/totp/setup',
    method: 'POST',
    request: 'none',
    response: StaffTotpSetupResponseSchema,
    personal: true,
    access: 'workshop',
  },
  /** Confirms the new secret with a code from the app (204); 422 `wrong_code`, 409 `no_setup` without a setup. */
  staffTotpConfirm: {
    path: '/api/staff/totp/confirm',
    method: 'POST',
    request: StaffTotpConfirmRequestSchema,
    response: 'none',
    personal: true,
    access: 'workshop',
  },
  /**
   * Who did what (owner): the staff audit log, status moves and published versions, newest first,
   * `?staff=&action=&subject=&from=&to=` (AuditFilterSchema, days inclusive).
   */
  staffAudit: {
    path: '/api/staff/audit',
    method: 'GET',
    request: 'none',
    response: StaffAuditResponseSchema,
    personal: true,
    access: 'owner',
  },
  /**
   * One order's cut list as CSV for the panel saw (src/domain/cutListCsv.ts), file `rezny-plan-{number}.csv`; 404
   * for an unknown order.
   */
  staffCutListCsv: {
    path: '/api/staff/orders/:number/cutlist.csv',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /** One order's work order (A4 PDF: header, drawings, hardware, cut list), `pracovny-prikaz-{number}.pdf`. */
  staffWorkOrderPdf: {
    path: '/api/staff/orders/:number/workorder.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * One order's assembly instructions (issue 38.6; A4 PDF in the order's language: per line its parts by label ID,
   * its hardware and a drawing per step), `montaz-{number}.pdf`; 404 for an unknown order.
   */
  staffAssemblyPdf: {
    path: '/api/staff/orders/:number/assembly.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * The batch of a production day (`?day=YYYY-MM-DD`, default today's production day; issue 38.5): the cut list of the
   * orders the calendar planned that day in one CSV (the header alone when none), `rezny-plan-vyroba-{day}.csv`; the
   * same day prints the same again. 400 for a day that is not YYYY-MM-DD.
   */
  staffBatchCutListCsv: {
    path: '/api/staff/production/cutlist.csv',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * The work orders of a production day's orders (`?day=`, as the cut list batch) in one PDF (each from a new page, a
   * bookmark per order; one page saying so when there is none), `pracovne-prikazy-{day}.pdf`.
   */
  staffBatchWorkOrderPdf: {
    path: '/api/staff/production/workorder.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * A batch's board plans (issue 38.3): `?day=YYYY-MM-DD` (the orders planned for that production day) or
   * `?orders=2026-000001,2026-000002`; each decor's parts nested onto its boards (guillotine cuts, kerf, trim, grain),
   * the offcuts and the materials order. Cancelled orders are left out; 400 without either, 404 an unknown number.
   */
  staffBoardsJson: {
    path: '/api/staff/production/boards.json',
    method: 'GET',
    request: 'none',
    response: BoardsPlanSchema,
    personal: true,
    access: 'staff',
  },
  /** The same as a PDF to print (`dosky-{day or first number}.pdf`): a cut plan per board to scale, offcuts, materials. */
  staffBoardsPdf: {
    path: '/api/staff/production/boards.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * The production calendar's week (issue 38.5, src/domain/production/plan.ts): `?from=YYYY-MM-DD` any day of it
   * (default this week), its days from Monday with the orders planned, pieces against the workshop's capacity,
   * holidays, and each order's planned ready day with a warning when it is past the terms' limit. Plans confirmed
   * orders without a day first. 400 for a malformed day; no-store.
   */
  staffProductionWeek: {
    path: '/api/staff/production/week',
    method: 'GET',
    request: 'none',
    response: StaffProductionWeekSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * One part as DXF for a CNC (issue 38.3): its outline at cut size (layer OUTLINE) and its holes as circles on a
   * layer per kind (HINGECUP, SHELFPIN, …); 404 for an ID that is not a part of an order.
   */
  staffPartDxf: {
    path: '/api/staff/parts/:id/part.dxf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * An order's place in the production calendar (issue 38.5): its production day, the day it is planned ready, the
   * terms' last day and whether the plan is past it; `plan: null` for an order without one (not confirmed, cancelled).
   * 404 for an unknown number; no-store.
   */
  staffOrderPlan: {
    path: '/api/staff/orders/:number/plan',
    method: 'GET',
    request: 'none',
    response: StaffOrderPlanSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * A part's card on the shop floor (issue 38.4): the board of the label's ID (src/domain/production/parts.ts), its
   * order's number, status and customer's surname, the line's title, where it sits, and the steps done on it with
   * the order's progress. 404 for an ID that is no part of an order. The workshop account may call it.
   */
  staffPart: {
    path: '/api/staff/parts/:id',
    method: 'GET',
    request: 'none',
    response: PartCardSchema,
    personal: true,
    access: 'workshop',
  },
  /**
   * Marks a step (cut, banded, drilled, assembled, packed) done on a part: 200 with its steps and the order's
   * progress; a step done before stays as it was. The order's first step moves it to production, the last part
   * packed to ready (the desk's status move: history, the ready e-mail). 404 unknown part, 409 for an order not
   * confirmed, in production or ready (`order_cancelled`, `not_in_production`, `deposit_unpaid`), or confirmed and
   * still inside the customer's free-cancellation window (`cancellation_window`: nothing is cut that may be cancelled).
   */
  staffPartSteps: {
    path: '/api/staff/parts/:id/steps',
    method: 'POST',
    request: PartStepRequestSchema,
    response: PartStepResponseSchema,
    personal: true,
    access: 'workshop',
  },
  /** An order's progress on the shop floor: per step how many of its boards are done, of how many. 404 unknown order. */
  staffOrderProgress: {
    path: '/api/staff/orders/:number/progress',
    method: 'GET',
    request: 'none',
    response: OrderProgressSchema,
    personal: true,
    access: 'workshop',
  },
  /**
   * The part labels of orders (issue 38.2) as PDF, `?orders=2026-000001,…` or `?day=YYYY-MM-DD` (the day's
   * production), `&format=a4` (a sheet of 3 × 8 stickers of 70 × 37 mm, the default) or `roll` (62 × 40 mm, one per
   * page): per board the order, surname, cabinet, part, finished size, decor, banded edges and a QR of the part's
   * shop-floor address. Cancelled orders are left out. 400 without orders or day, 404 for an unknown order.
   */
  staffLabelsPdf: {
    path: '/api/staff/production/labels.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * Moves an order to its next status, cancels it, or records a refusal at the door (staff): 200 with the order and
   * the end of its undo window, 409 StatusConflict (with who changed it last) when its version moved on, 422 when the
   * terms refuse the move (`not_next`, `after_production`, `note_required`), 404 for an unknown number. One
   * transaction with an audit row and, for confirmed, ready and cancelled, the customer's e-mail in the outbox once,
   * due when the 10 s undo window ends (docs/decisions/0011-fulfilment.md, 0031-status-undo.md).
   */
  staffOrderStatus: {
    path: '/api/staff/orders/:number/status',
    method: 'POST',
    request: StatusChangeRequestSchema,
    response: StatusChangeResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Edits an order before production (staff): the contact, the addresses, each line's count and price (kept or
   * today's). 200 with the new version and the changes; 400 `invalid_customer` (the checkout's rules), 409
   * `edit_conflict` when the order's version moved on, 422 (`after_production`, `cancelled`, `destination_changed`,
   * `cannot_reprice`, `lines_mismatch`), 404. One transaction with an audit row and the customer's e-mail naming the
   * change (docs/decisions/0030-order-edit.md).
   */
  staffOrderEdit: {
    path: '/api/staff/orders/:number/edit',
    method: 'POST',
    request: OrderEditRequestSchema,
    response: OrderEditResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Takes back the order's last move within 10 s of it (staff; body: the version the move left): 200 with the order
   * in its previous status and the move's e-mail deleted unsent, 409 StatusConflict when the order moved on, 422
   * `undo_expired` (the window has passed, the e-mail is leaving) or `nothing_to_undo`, 404 for an unknown number
   * (docs/decisions/0031-status-undo.md).
   */
  staffOrderStatusUndo: {
    path: '/api/staff/orders/:number/status/undo',
    method: 'POST',
    request: StatusUndoRequestSchema,
    response: StatusUndoResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The orders desk's list, newest first unless sorted: `?status=&due=&from=&to=&country=&q=&sort=&dir=&cursor=&limit=`
   * (StaffOrdersQuerySchema); the next page is `?cursor=` the answer's nextCursor. Session or bearer; no-store.
   */
  staffOrders: {
    path: '/api/staff/orders',
    method: 'GET',
    request: 'none',
    response: StaffOrdersResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The back office's dashboard (issue 36): orders to confirm, in production, due this week, late, cash to collect
   * and this month's sales per market (src/domain/dashboard.ts). Session or bearer; no-store.
   */
  staffDashboard: {
    path: '/api/staff/dashboard',
    method: 'GET',
    request: 'none',
    response: StaffDashboardSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Every order the list's filters, search and sort match as CSV (src/domain/staffOrders.ts `ordersCsv`: UTF-8 with
   * a BOM, `;`), file `objednavky-{date}.csv`; the same query as staffOrders without the cursor and limit.
   */
  staffOrdersCsv: {
    path: '/api/staff/orders.csv',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * The customers (issue 36.5), made from the orders (one e-mail address, one customer): `?q=&sort=&dir=&offset=&limit=`
   * (src/domain/customers.ts CustomersQuerySchema). Session or bearer; no-store.
   */
  staffCustomers: {
    path: '/api/staff/customers',
    method: 'GET',
    request: 'none',
    response: CustomersResponseSchema,
    personal: true,
    access: 'staff',
  },
  /** One customer with every order (404 for an unknown or erased id). Session or bearer; no-store. */
  staffCustomer: {
    path: '/api/staff/customers/:id',
    method: 'GET',
    request: 'none',
    response: CustomerDetailSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Everything the shop holds about a customer as a JSON download (`zakaznik-{id}.json`): orders with the customer's
   * data, lines, status history, e-mails, consultations; design e-mails. Recorded as `customer.export`. No-store.
   */
  staffCustomerExport: {
    path: '/api/staff/customers/:id/export.json',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * Erases a customer (owner only): personal data anonymised, a delivered order's invoice data kept; 422
   * `orders_in_progress` (with their numbers) while an order is open. Recorded as `customer.erase`. No-store.
   */
  staffCustomerErase: {
    path: '/api/staff/customers/:id/erase',
    method: 'POST',
    request: 'none',
    response: CustomerErasureSchema,
    personal: true,
    access: 'owner',
  },
  /** One order in full for the back office (404 when no order has the number). Session or bearer; no-store. */
  staffOrder: {
    path: '/api/staff/orders/:number',
    method: 'GET',
    request: 'none',
    response: StaffOrderDetailSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Writes an internal note on an order (issue 36): `{ text }` 1–2000 characters → the order's notes. Staff only,
   * never e-mailed; audited as `order.note`. 400 for a bad text, 404 for an unknown number.
   */
  staffOrderNote: {
    path: '/api/staff/orders/:number/notes',
    method: 'POST',
    request: OrderNoteRequestSchema,
    response: OrderNoteResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Sends the customer a short e-mail with a fresh link to the order's page (issue 39.2: they lost the e-mail), in
   * the order's language → `{ to, at }`. Audited as `order.page_link`. 429 `page_link_too_soon` (Retry-After)
   * within 10 minutes of the last one, 409 `order_anonymised` for an erased or purged order, 404 for an unknown
   * number. Session or bearer; no-store.
   */
  staffOrderPageLink: {
    path: '/api/staff/orders/:number/pagelink',
    method: 'POST',
    request: 'none',
    response: OrderPageLinkResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * An order's tax documents (issue 37.3): invoices and credit notes, oldest first, and whether its invoice may be
   * issued now (ready or delivered, none in force). 404 for an unknown number. Session or bearer; no-store.
   */
  staffOrderDocuments: {
    path: '/api/staff/orders/:number/documents',
    method: 'GET',
    request: 'none',
    response: StaffOrderDocumentsSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Issues the order's tax invoice now (the desk's button): numbered in the invoice series, e-mailed to the customer
   * with its PDF. 404 unknown order, 422 `not_invoiceable` before the order is ready, 409 `already_invoiced`.
   */
  staffOrderInvoice: {
    path: '/api/staff/orders/:number/invoice',
    method: 'POST',
    request: 'none',
    response: StaffOrderDocumentsSchema,
    personal: true,
    access: 'staff',
  },
  /** A tax document of the order as PDF (`:file` is `<number>.pdf`), in the document's language. 404 otherwise. */
  staffDocumentPdf: {
    path: '/api/staff/orders/:number/documents/:file',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * Marks an order's deposit received (issue 37.4): `{ amount, receivedOn }` (minor units, YYYY-MM-DD) → the deposit
   * with its tax document's number, issued in the same transaction. 404 unknown order, 422 `no_deposit` (none was
   * asked), `already_received` or `future_date` (a day after today). Audited as `deposit.received`.
   */
  staffDepositReceived: {
    path: '/api/staff/orders/:number/deposit',
    method: 'POST',
    request: DepositReceivedRequestSchema,
    response: DepositReceivedResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Imports a bank statement (issue 37.4): `{ format: 'camt' | 'csv', content }` (camt.053 XML, or CSV with the
   * columns date, amount, currency, variable symbol) → each credit with what it matched; matched deposits are
   * received (source camt/csv) with their tax documents. 400 for a statement that cannot be read.
   */
  staffDepositImport: {
    path: '/api/staff/deposits/import',
    method: 'POST',
    request: StatementImportRequestSchema,
    response: StatementImportResponseSchema,
    personal: true,
    access: 'staff',
  },
  /** The published shop settings (issue 15): company, contacts, hours, lead times; an ETag on the version. */
  getShopSettings: {
    path: '/api/getShopSettings',
    method: 'GET',
    request: 'none',
    response: ShopSettingsResponseSchema,
  },
  /** The settings version in force with its data, the history of versions and the delivery prices (staff). */
  staffSettings: {
    path: '/api/staff/settings',
    method: 'GET',
    request: 'none',
    response: StaffSettingsResponseSchema,
    personal: true,
    access: 'staff',
  },
  /** Publishes a new settings version (owner only): 409 when `baseVersion` is no longer the latest, 422 per setting. */
  staffPublishSettings: {
    path: '/api/staff/settings',
    method: 'POST',
    request: StaffPublishSettingsRequestSchema,
    response: StaffPublishSettingsResponseSchema,
    personal: true,
    access: 'owner',
  },
  /**
   * The deliveries of a day (issue 36, src/domain/delivery.ts): its van stops in route order (by postcode) and the
   * ready courier orders not yet planned. 400 for a day that is not YYYY-MM-DD. Session or bearer; no-store.
   */
  staffDeliveryDay: {
    path: '/api/staff/deliveries/:date',
    method: 'GET',
    request: 'none',
    response: StaffDeliveryDaySchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Puts a ready courier order on the day's van in a time window (again: moves it, and its "on the way" e-mail may
   * go again). 404 unknown order, 422 `not_ready` or `not_courier`. An audit row `delivery.plan`.
   */
  staffDeliveryPlan: {
    path: '/api/staff/deliveries/:date/plan',
    method: 'POST',
    request: DeliveryPlanRequestSchema,
    response: StaffOrderDeliverySchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The "on the way" e-mail with the time window to the day's stops not yet told (or to the numbers named), in each
   * order's language, through the outbox once per order and plan; answers the numbers written. Audit `delivery.notify`.
   */
  staffDeliveryNotify: {
    path: '/api/staff/deliveries/:date/notify',
    method: 'POST',
    request: DeliveryNotifyRequestSchema,
    response: DeliveryNotifyResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The day's route sheet (A4 PDF: the stops by postcode with name, address, phone, window, cash to collect and a
   * signature line each), `rozvoz-{date}.pdf`; `?locale=sk|cz` the desk's language, Slovak when absent.
   */
  staffRouteSheetPdf: {
    path: '/api/staff/deliveries/:date/routesheet.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /** One order's delivery (a van on a day, a parcel, or none) and whether it may be planned. 404 unknown order. */
  staffOrderDelivery: {
    path: '/api/staff/orders/:number/delivery',
    method: 'GET',
    request: 'none',
    response: StaffOrderDeliverySchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Sends a ready courier order by a parcel carrier: carrier and tracking number stored, the customer e-mailed them
   * (with the carrier's tracking link when known) in the order's language. 404, 422 as staffDeliveryPlan.
   */
  staffOrderParcel: {
    path: '/api/staff/orders/:number/parcel',
    method: 'POST',
    request: ParcelRequestSchema,
    response: StaffOrderDeliverySchema,
    personal: true,
    access: 'staff',
  },
  /**
   * An order's cash (issue 37.5): the amount to collect (total, cash rounding, due; src/domain/delivery.ts amountDue)
   * and the collection recorded, if any. 404 unknown order.
   */
  staffOrderCash: {
    path: '/api/staff/orders/:number/cash',
    method: 'GET',
    request: 'none',
    response: StaffOrderCashSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The accountant's export (issue 37.6): the tax documents issued `?from=&to=` (YYYY-MM-DD, both included, at most a
   * year) as `format=csv` (one row per document and rate, `doklady-{from}-{to}.csv`), `isdoc` (ISDOC 6.0.2) or `ubl`
   * (UBL 2.1, Peppol BIS Billing 3.0): one document's XML with `&number=`, else a ZIP of one file per document.
   * 400 for a bad query, 404 for a number not issued in the period. Owner and staff; no-store.
   */
  staffInvoicesExport: {
    path: '/api/staff/invoices',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * Records who collected how much on which day for a ready or delivered order (again: corrects it); audited as
   * `cash.collect`. 400 a nonsense amount or day, 404 unknown order, 422 `not_delivered`, `before_order`,
   * `in_future`, or `difference` (an amount other than the amount to collect without `confirmDifference`).
   */
  staffCashCollect: {
    path: '/api/staff/orders/:number/cash',
    method: 'POST',
    request: CashCollectRequestSchema,
    response: StaffOrderCashSchema,
    personal: true,
    access: 'staff',
  },
  /** The day's cash report: per driver the orders, amounts and the sum per currency. 400 a day not YYYY-MM-DD. */
  staffCashReport: {
    path: '/api/staff/cash/day/:date',
    method: 'GET',
    request: 'none',
    response: StaffCashReportSchema,
    personal: true,
    access: 'staff',
  },
  /** Delivered orders (all are paid in cash) with no cash recorded: the dashboard's list. */
  staffCashMissing: {
    path: '/api/staff/cash/missing',
    method: 'GET',
    request: 'none',
    response: StaffCashMissingSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * The desk's invoices page: the documents issued `?from=&to=`, the period's sales net, VAT and gross per country of
   * supply and rate, and the year's cross-border consumer sales against the EU's 10 000 € threshold. 400 bad period.
   */
  staffInvoices: {
    path: '/api/staff/invoices/overview',
    method: 'GET',
    request: 'none',
    response: StaffInvoicesSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Where browsers report Content Security Policy violations (application/csp-report or
   * application/reports+json, at most 16 KiB): counted and logged, answered 204. Browsers call it, api() never does.
   */
  cspReport: { path: '/api/csp-report', method: 'POST', request: 'none', response: 'none', limit: 'report' },
  /**
   * Saves a design for sharing (issue 18.2): `{ kind, query, locale }` → the short link `/n/{code}` in
   * the shopper's language with its QR code (SVG); the same design always gets the same code.
   */
  share: {
    path: '/api/share',
    method: 'POST',
    request: ShareRequestSchema,
    response: ShareResponseSchema,
    limit: 'share',
  },
  /** "Send me this design": e-mails a short link through the outbox; 404 unknown code, 422 bad e-mail, 429 too many. */
  shareMail: {
    path: '/api/shareMail',
    method: 'POST',
    request: ShareMailRequestSchema,
    response: ShareMailResponseSchema,
    limit: 'share',
  },
  /**
   * Free decor samples (issue 39.4): up to five decors posted to the address; 201 with the request's number (200 and
   * the same number for a request id sent before), 422 a field the form refuses, 403 from another site, 429 over the
   * per-client budget or the per-mailbox limit. The confirmation e-mail goes through the outbox.
   */
  sampleOrder: {
    path: '/api/samples',
    method: 'POST',
    request: SampleOrderRequestSchema,
    response: SampleOrderResponseSchema,
    limit: 'sample',
  },
  /** The desk's sample requests (issue 39.4): received first, oldest first. Session or bearer; no-store. */
  staffSamples: {
    path: '/api/staff/samples',
    method: 'GET',
    request: 'none',
    response: StaffSamplesResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * Moves a received sample request to sent or cancelled (audit `sample.sent`, `sample.cancelled`); answers the list.
   * 404 unknown number, 409 `not_received` when it was already sent or cancelled.
   */
  staffSampleStatus: {
    path: '/api/staff/samples/:number/status',
    method: 'POST',
    request: SampleStatusRequestSchema,
    response: StaffSamplesResponseSchema,
    personal: true,
    access: 'staff',
  },
  /**
   * A sample request's address label as PDF (issue 39.4): A6 landscape, the shop's company as the sender, the
   * request's name and address as the recipient, its number and decors. 404 unknown number. Staff only; no-store.
   */
  staffSampleLabel: {
    path: '/api/staff/samples/:number/label.pdf',
    method: 'GET',
    request: 'none',
    response: 'binary',
    personal: true,
    access: 'staff',
  },
  /**
   * The server's metrics in Prometheus text (issue 34): requests per call, event-loop delay, memory, queues,
   * caches, the outbox backlog and rate-limit refusals. Staff bearer token only (401 otherwise); no-store.
   */
  metrics: { path: '/api/metrics', method: 'GET', request: 'none', response: 'binary', access: 'script' },
} as const satisfies Record<string, Endpoint>

/** The address of a rendered model (GET model) as GLB or USDZ, on a model host or this server (''). */
export const modelUrl = (id: string, host = '', format: 'glb' | 'usdz' = 'glb') =>
  `${host}${API.model.path.replace(':file', `${id}.${format}`)}`

/** An entry at a concrete address: its `:name` parameters filled in (URI-encoded), for api(). */
export function withParams<E extends Endpoint>(entry: E, params: Record<string, string>): E {
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))
  return { ...entry, path }
}
