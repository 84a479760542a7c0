import type { Generated } from 'kysely'

/** Page and conversion events (addEvent, docs/product.md#events); written from issue 7 on. */
export interface EventTable {
  id: Generated<number>
  name: string
  country: string
  created_at: string
}

/**
 * One order. Money is in minor units (cents, haléře). `number` (2026-000123) is made from the
 * database's own id in the same transaction; `idempotency_key` is unique, so one checkout
 * attempt makes at most one order, and `response` is what every repeat of it is answered.
 */
export interface OrderTable {
  id: Generated<number>
  number: string | null
  idempotency_key: string
  /** SHA-256 of the request body: the same key with another body is refused. */
  request_hash: string
  country: string
  currency: string
  customer: string
  email: string
  courier: number
  shipping_net: number | string
  shipping_gross: number | string
  total_net: number | string
  total_gross: number | string
  response: string | null
  created_at: string
  /** SHA-256 of the confirmation page's one-time token (null for orders made before it existed). */
  confirmation_token_hash: string | null
  /** When the token was used; a used token opens nothing more. */
  confirmation_read_at: string | null
  /** The fulfilment status (src/domain/fulfilment.ts); 'received' when placed. */
  status: Generated<string>
  /** Rises with every status change: a change decided on an older version is refused (409). */
  status_version: Generated<number>
  /** When staff confirmed the order (the cancellation window starts here); null before. */
  confirmed_at: string | null
  /** The price version (config_version 'prices') the order was priced with; null for orders made before versions. */
  price_version: number | null
  /** How it was taxed (src/domain/tax.ts VatTreatment, JSON); null before issue 37: its market's rate. */
  vat_treatment?: string | null
  /** The delivery day (YYYY-MM-DD) promised when it was placed (issue 39.1); null for orders placed before. */
  delivery_date?: string | null
}

/** One line of an order: the design, its cut list and the price as the shop computed it then. */
export interface OrderLineTable {
  id: Generated<number>
  order_id: number
  position: number
  title: string
  count: number
  design: string
  cut_list: string
  price: string
  unit_net: number | string
  unit_gross: number | string
}

/** E-mails to send (transactional outbox): written with the order, sent by the worker. */
export interface OutboxTable {
  id: Generated<number>
  /** The order the e-mail belongs to; null for a shared design's e-mail (issue 18.2). */
  order_id: number | null
  kind: string
  recipient: string
  subject: string
  body_text: string
  body_html: string
  message_id: string
  status: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  sent_at: string | null
  last_error: string | null
  created_at: string
}

/** A hallway staff saved for a product and an order (consultation, docs/product.md#staff). */
export interface ChodbaConsultationTable {
  id: Generated<number>
  product_id: string
  order_id: string
  chodba: string
  created_at: string
  updated_at: string
  updated_by: string
}

/** Every consultation save: who, when, what. */
export interface ChodbaAuditTable {
  id: Generated<number>
  product_id: string
  order_id: string
  staff: string
  action: string
  at: string
  chodba: string
}

/**
 * A staff account (the back office): e-mail lower-cased, role owner, staff or workshop, scrypt hash ('' while
 * invited), and since issue 36.6 disabled and one-time codes.
 */
export interface StaffUserTable {
  id: Generated<number>
  email: string
  name: string
  role: string
  password_hash: string
  created_at: string
  updated_at: string
  /** The back office's language for this person ('sk', 'cs'); null: the address's language. */
  language: string | null
  /** When the owner disabled it; null while it may sign in. */
  disabled_at?: string | null
  /** The TOTP secret (base32) in force; null: no one-time codes. */
  totp_secret?: string | null
  /** A secret being set up, in force once a code confirms it. */
  totp_pending?: string | null
  /** The time step of the last code used (a code is never taken twice). */
  totp_step?: number | null
}

/** A one-time link to set a password (invitation or reset): the token's SHA-256, whose, until when. */
export interface StaffTokenTable {
  token_hash: string
  user_id: number
  purpose: 'invite' | 'reset'
  expires_at: string
  created_at: string
}

/** A signed-in browser: the SHA-256 of its cookie's id, whose it is, and when it was last used. */
export interface StaffSessionTable {
  id_hash: string
  user_id: number
  created_at: string
  last_seen_at: string
}

/** Every status change of an order: from, to, who, the note, when (written in the change's transaction). */
export interface OrderStatusAuditTable {
  id: Generated<number>
  order_id: number
  from_status: string
  to_status: string
  /** The staff account; null for a script with the bearer token (or an account deleted since). */
  staff_user_id: number | null
  /** The account's name at the time, or the script's X-Staff-Name. */
  staff_name: string
  note: string
  at: string
  /** 1 when the row takes back the move before it (the desk's 10 s undo), else 0. */
  undo: Generated<number>
}

/** An internal note on an order (issue 36): staff only, never e-mailed. */
export interface OrderNoteTable {
  id: Generated<number>
  order_id: number
  /** The staff account; null for a script with the bearer token (or an account deleted since). */
  staff_user_id: number | null
  /** The account's name at the time, or the script's X-Staff-Name. */
  staff_name: string
  text: string
  at: string
}

/** How a ready courier order leaves (issue 36, src/domain/delivery.ts): a van on a day, or a parcel. */
export interface OrderDeliveryTable {
  id: Generated<number>
  order_id: number
  /** 'van' or 'parcel'. */
  method: string
  /** The van's day (YYYY-MM-DD) and window ("8:00"–"10:00"); null for a parcel. */
  day: string | null
  window_from: string | null
  window_to: string | null
  /** The parcel's carrier code, its name and tracking number; null for a van. */
  carrier: string | null
  carrier_name: string | null
  tracking: string | null
  /** Rises with each new plan: the plan's e-mail has the outbox kind `onway-{plan}` or `parcel-{plan}`. */
  plan: number
  /** When this plan's e-mail was written to the outbox; null before. */
  notified_at: string | null
  updated_at: string
}

/**
 * One thing a staff member did in the back office (src/server/db/audit.ts): who, when, what (`action`, e.g.
 * `order.note`), to what (`subject`, e.g. `order:2026000123`) and the action's details as JSON.
 */
export interface StaffAuditTable {
  id: Generated<number>
  at: string
  /** The staff account; null for a script with the bearer token (or an account deleted since). */
  staff_user_id: number | null
  /** The account's name at the time, or the script's X-Staff-Name. */
  staff_name: string
  action: string
  subject: string
  detail: string
}

/**
 * One published version of a back-office configuration (issue 15: kind 'prices', 'settings'): the
 * whole data as JSON, immutable; the highest version of a kind is in force.
 */
export interface ConfigVersionTable {
  kind: string
  version: number
  data: string
  /** The staff account that published it; null for the migration's seed (or a script). */
  published_by: number | null
  published_at: string
  note: string | null
  /** When the version takes effect (ISO); null: at once, when published (issue 36.7). */
  effective_at: string | null
  /** A scheduled version cancelled before its time never takes effect; the account that cancelled it. */
  cancelled_at: string | null
  cancelled_by: number | null
}

/** A shared design (issue 18.2): its code, kind and canonical address without the language prefix. */
export interface SharedDesignTable {
  code: string
  kind: string
  path: string
  search: string
  created_at: string
}

/** The design of each model built, under its content-hash id (src/server/model/store.ts). */
export interface ModelDesignTable {
  id: string
  kind: 'cabinet' | 'hallway'
  /** 1 for a model with its decor textures embedded (the workshop's download), 0 for the viewer's geometry. */
  textured: number
  /** The design as JSON, exactly as the id was made from it. */
  design: string
  created_at: string
}

/** The last number taken per document series and year (gap-free numbering, issue 37.3). */
export interface DocumentCounterTable {
  series: string
  year: number
  last: number
}

/**
 * A tax document as issued (issue 37): `kind` 'invoice', 'creditNote' or 'deposit'; `document` is the whole
 * src/domain/invoice.ts TaxDocument as JSON, never changed once written; the totals beside it for lists and sums.
 */
export interface TaxDocumentTable {
  id: Generated<number>
  number: string
  kind: string
  order_id: number
  /** A credit note's invoice number; null otherwise. */
  refers_to: string | null
  issued_on: string
  currency: string
  total_net: number | string
  total_vat: number | string
  total_gross: number | string
  document: string
  created_at: string
  created_by: number | null
}

/** A deposit asked before production (issue 37.4), minor units; received_* null until paid. */
export interface OrderDepositTable {
  id: Generated<number>
  order_id: number
  percent: number
  amount: number | string
  requested_at: string
  received_on: string | null
  received_amount: number | string | null
  /** 'desk', 'camt' or 'csv': how the payment was matched. */
  source: string | null
  received_by: number | null
}

/** Cash collected on delivery (issue 37.5), minor units. */
export interface CashCollectionTable {
  id: Generated<number>
  order_id: number
  amount: number | string
  currency: string
  collected_on: string
  /** The driver's name as recorded. */
  collected_by: string
  recorded_at: string
  recorded_by: number | null
}

/** A shop-floor step done on one board (issue 38.4): unique per part and step. */
export interface PartStepTable {
  id: Generated<number>
  order_id: number
  /** The label's ID (src/domain/production/parts.ts `partId`). */
  part_id: string
  step: string
  done_at: string
  /** The staff account that scanned; null for a script or an account deleted since. */
  done_by: number | null
  done_by_name: string
}

/**
 * An order's planned production day (issue 38.5, docs/decisions/0045-calendar.md): planned once at the confirmation
 * (or on the first read of the plan for an order confirmed before it), never moved by later plans; removed when the
 * order is cancelled or its confirmation undone.
 */
export interface ProductionPlanTable {
  id: Generated<number>
  order_id: number
  /** The production day, YYYY-MM-DD (a workshop day). */
  day: string
  /** The day it is planned ready: the production day and the packing day after it. */
  due_on: string
  /** Cabinet pieces the order takes of the day's capacity (a hallway counts its modules). */
  pieces: number
  planned_at: string
}

/** A request for free decor samples (issue 39.4): who, where, which decors, and where the desk has it. */
export interface SampleOrderTable {
  id: Generated<number>
  request_id: string
  /** received, sent or cancelled (src/domain/samples.ts). */
  status: string
  locale: string
  /** Decor codes, comma-separated. */
  decors: string
  name: string
  surname: string
  email: string
  mailbox: string
  address: string
  city: string
  zip: string
  country: string
  created_at: string
  done_at: string | null
  done_by: number | null
}

/**
 * One link to the customer's order page (issue 39.2): the SHA-256 of its random token; every customer e-mail
 * mints its own when it is sent, so an order has as many rows as e-mails, and the token itself is never stored.
 */
export interface OrderTrackTokenTable {
  id: Generated<number>
  order_id: number
  token_hash: string
  created_at: string
}

/** A message the customer sent the shop from the order's page (issue 39.2), shown on the desk's order detail. */
export interface OrderMessageTable {
  id: Generated<number>
  order_id: number
  text: string
  at: string
}

/** The database as Kysely sees it, on SQLite and PostgreSQL alike. */
export interface Schema {
  event: EventTable
  orders: OrderTable
  order_line: OrderLineTable
  outbox: OutboxTable
  chodba_consultation: ChodbaConsultationTable
  chodba_audit: ChodbaAuditTable
  staff_user: StaffUserTable
  staff_session: StaffSessionTable
  staff_token: StaffTokenTable
  order_status_audit: OrderStatusAuditTable
  staff_audit: StaffAuditTable
  order_note: OrderNoteTable
  order_delivery: OrderDeliveryTable
  document_counter: DocumentCounterTable
  tax_document: TaxDocumentTable
  order_deposit: OrderDepositTable
  cash_collection: CashCollectionTable
  config_version: ConfigVersionTable
  model_design: ModelDesignTable
  shared_design: SharedDesignTable
  part_step: PartStepTable
  production_plan: ProductionPlanTable
  sample_order: SampleOrderTable
  order_track_token: OrderTrackTokenTable
  order_message: OrderMessageTable
}
