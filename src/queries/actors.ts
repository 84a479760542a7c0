/**
 * The machines' effects over the shop's API, as the actors each machine names (machines/effects.ts).
 * Whoever starts a machine in the app provides them: `priceMachine.provide({ actors: priceActors })`;
 * tests and stories provide stubs instead. Machines import no client (docs/decisions/0027-layers.md).
 */
import { fromCallback, fromPromise } from 'xstate'
import { API, modelUrl, withParams } from '#domain/endpoints.ts'
import { isHallwayLine, type CartItem } from '#domain/cart.ts'
import { priceRequestOfLine } from '#domain/cabinet/requests.ts'
import { priceRequestOfHallway } from '#domain/hallway/requests.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { Country } from '#domain/locale.ts'
import type {
  GetPriceChodbaResponse,
  GetPriceRequest,
  GetPriceResponse,
  SaveOrderRequest,
  SaveOrderResponse,
  ShownPrice,
} from '#domain/schemas.ts'
import type { FulfilmentOrder, StatusChange } from '#domain/fulfilment.ts'
import type { StatusUndo } from '#machines/fulfilment.ts'
import type { ModelEvent, RenderRequest } from '#machines/model.ts'
import type { PublishInput } from '#machines/priceEditor.ts'
import type { OrderNote } from '#domain/orderNotes.ts'
import type { OrderPageLinkResponse } from '#domain/orderPageLinkResend.ts'
import type { OrderTrack } from '#domain/orderTrackSchemas.ts'
import type { StaffOrderDocuments } from '#domain/invoice.ts'
import type { SaveEditInput } from '#machines/orderEdit.ts'
import type { OrderEditResponse } from '#domain/orderEditSchemas.ts'
import type { CustomerEraseInput } from '#machines/customerErase.ts'
import type { CustomerErasure } from '#domain/customers.ts'
import type { DeliveryAction, DeliveryActionOutput } from '#machines/deliveryDesk.ts'
import type { CashRecord } from '#machines/cashCollect.ts'
import type { OrderDeposit, StatementImportRequest, StatementImportResponse } from '#domain/deposit.ts'
import type { SampleOrderRequest, SampleOrderResponse, StaffSamplesResponse } from '#domain/samples.ts'
import { api, download } from './client'

/** The cabinet configurator's price (getPriceSkrinka). */
export const priceActors = {
  fetchPrice: fromPromise<GetPriceResponse, { request: GetPriceRequest }>(({ input, signal }) =>
    api(API.getPriceSkrinka, { body: input.request, signal }),
  ),
}

/** The 3D model: rendered on one of the model hosts, then downloaded with its progress. */
export const modelActors = {
  renderModel: fromPromise<{ url: string }, { request: RenderRequest; host: string }>(async ({ input, signal }) => {
    const { id } = await api(API.renderSkrinka, { body: input.request, signal, base: input.host })
    return { url: modelUrl(id, input.host) }
  }),
  downloadModel: fromCallback<ModelEvent, { url: string }>(({ input, sendBack }) => {
    const controller = new AbortController()
    download(input.url, (progress) => sendBack({ type: 'model.progress', progress }), controller.signal).then(
      (glb) => sendBack({ type: 'model.loaded', glb }),
      (error: unknown) => {
        if (!controller.signal.aborted) sendBack({ type: 'model.failed', error })
      },
    )
    return () => controller.abort()
  }),
}

/** The hallway's model and price (renderChodba, getPriceChodba). */
export const hallwayActors = {
  renderHallway: fromPromise<{ url: string }, { hallway: Hallway }>(async ({ input, signal }) => {
    const { id } = await api(API.renderChodba, { body: { chodba: input.hallway }, signal })
    return { url: modelUrl(id) }
  }),
  priceHallway: fromPromise<GetPriceChodbaResponse, { hallway: Hallway; country: Country }>(({ input, signal }) =>
    api(API.getPriceChodba, { body: priceRequestOfHallway(input.hallway, input.country), signal }),
  ),
}

/** The price of every cart line in a market's currency (getPriceSkrinka, getPriceChodba for a hallway). */
export const cartActors = {
  priceItems: fromPromise<ShownPrice[], { items: CartItem[]; country: Country }>(({ input, signal }) =>
    Promise.all(
      input.items.map(async (item) => {
        const line = item.cabinet
        const answer = isHallwayLine(line)
          ? await api(API.getPriceChodba, { body: priceRequestOfHallway(line, input.country), signal })
          : await api(API.getPriceSkrinka, { body: priceRequestOfLine(line, input.country), signal })
        const { price, priceGross, currency, vatRate } = answer.priceData
        return { price, priceGross, currency, vatRate }
      }),
    ),
  ),
}

/** The shopper's order, sent once under its idempotency key (saveOrderSkrinka). */
export const orderActors = {
  saveOrder: fromPromise<SaveOrderResponse, { request: SaveOrderRequest; key: string }>(({ input, signal }) =>
    api(API.saveOrderSkrinka, { body: input.request, headers: { 'Idempotency-Key': input.key }, signal }),
  ),
}

/** The orders desk's status change (staffOrderStatus). */
export const fulfilmentActors = {
  changeStatus: fromPromise<FulfilmentOrder, StatusChange>(async ({ input, signal }) => {
    const { number, from, to, version, note } = input
    const entry = withParams(API.staffOrderStatus, { number })
    return (await api(entry, { body: { from, to, version, note }, signal })).order
  }),
  /** The 10 s undo of the move just made (staffOrderStatusUndo). */
  undoStatus: fromPromise<FulfilmentOrder, StatusUndo>(async ({ input, signal }) => {
    const entry = withParams(API.staffOrderStatusUndo, { number: input.number })
    return (await api(entry, { body: { version: input.version }, signal })).order
  }),
}

/** The desk's edit of an order before production (staffOrderEdit). */
export const orderEditActors = {
  saveEdit: fromPromise<OrderEditResponse, SaveEditInput>(({ input, signal }) =>
    api(withParams(API.staffOrderEdit, { number: input.number }), { body: input.request, signal }),
  ),
}

/** A customer's erasure (staffCustomerErase, owner only). */
export const customerEraseActors = {
  eraseCustomer: fromPromise<CustomerErasure, CustomerEraseInput>(({ input, signal }) =>
    api(withParams(API.staffCustomerErase, { id: input.id }), { signal }),
  ),
}

/** The owner's price list, published over the version the edit started from (staffPublishPrices), or a scheduled one cancelled. */
export const priceEditorActors = {
  publishPrices: fromPromise<{ version: number; effectiveAt?: string | null }, PublishInput>(({ input, signal }) =>
    api(API.staffPublishPrices, {
      body: {
        baseVersion: input.baseVersion,
        data: input.data,
        ...(input.note ? { note: input.note } : {}),
        ...(input.effectiveAt ? { effectiveAt: input.effectiveAt } : {}),
        confirmLargeChanges: input.confirmLargeChanges,
      },
      signal,
    }),
  ),
  /** A scheduled version cancelled before its time (staffCancelScheduledPrices). */
  cancelScheduled: fromPromise<{ version: number }, { version: number }>(({ input, signal }) =>
    api(API.staffCancelScheduledPrices, { body: { version: input.version }, signal }),
  ),
}

/** The desk's internal note on an order (staffOrderNote): the order's notes as they are now. */
export const orderNoteActors = {
  saveNote: fromPromise<OrderNote[], { number: string; text: string }>(async ({ input, signal }) => {
    const entry = withParams(API.staffOrderNote, { number: input.number })
    return (await api(entry, { body: { text: input.text }, signal })).notes
  }),
}

/** The desk marks an order's deposit received (staffDepositReceived): the deposit with its tax document. */
export const depositReceivedActors = {
  markReceived: fromPromise<OrderDeposit, { number: string; amount: number; receivedOn: string }>(
    async ({ input, signal }) => {
      const { number, amount, receivedOn } = input
      return (await api(API.staffDepositReceived, { params: { number }, body: { amount, receivedOn }, signal })).deposit
    },
  ),
}

/** The desk imports a bank statement (staffDepositImport): each credit with what it matched. */
export const statementImportActors = {
  importStatement: fromPromise<StatementImportResponse, StatementImportRequest>(({ input, signal }) =>
    api(API.staffDepositImport, { body: input, signal }),
  ),
}

/** The deliveries desk's writes: plan a van stop, the day's "on the way" e-mails, a parcel (issue 36). */
export const deliveryDeskActors = {
  deliveryAction: fromPromise<DeliveryActionOutput, DeliveryAction>(async ({ input, signal }) => {
    switch (input.kind) {
      case 'plan': {
        const { date, number, from, to } = input
        await api(API.staffDeliveryPlan, { params: { date }, body: { number, from, to }, signal })
        return {}
      }
      case 'notify':
        return api(API.staffDeliveryNotify, { params: { date: input.date }, body: {}, signal })
      case 'parcel': {
        const { number, carrier, carrierName, tracking } = input
        const body = { carrier, tracking, ...(carrier === 'other' ? { carrierName } : {}) }
        await api(API.staffOrderParcel, { params: { number }, body, signal })
        return {}
      }
    }
  }),
}

/** Recording an order's cash (issue 37.5): the difference confirmed only when the desk confirmed it. */
export const cashCollectActors = {
  cashCollect: fromPromise<unknown, CashRecord>(({ input, signal }) => {
    const { number, collectedBy, amount, collectedOn, confirmDifference } = input
    const body = { collectedBy, amount, collectedOn, ...(confirmDifference ? { confirmDifference } : {}) }
    return api(API.staffCashCollect, { params: { number }, body, signal })
  }),
}

/** The desk's invoice button (staffOrderInvoice): the order's documents once issued. */
export const invoiceDeskActors = {
  issueInvoice: fromPromise<StaffOrderDocuments, { number: string }>(async ({ input, signal }) =>
    api(API.staffOrderInvoice, { params: { number: input.number }, signal }),
  ),
}

/** Free decor samples (sampleOrder): the request's number. */
export const sampleOrderActors = {
  sendSamples: fromPromise<SampleOrderResponse, { request: SampleOrderRequest }>(({ input, signal }) =>
    api(API.sampleOrder, { body: input.request, signal }),
  ),
}

/** The desk marks a sample request sent or cancelled (staffSampleStatus): the list as it is now. */
export const sampleDeskActors = {
  moveSample: fromPromise<StaffSamplesResponse, { number: string; status: 'sent' | 'cancelled' }>(({ input, signal }) =>
    api(withParams(API.staffSampleStatus, { number: input.number }), { body: { status: input.status }, signal }),
  ),
}

/** The customer's order page (issue 39.2): the cancellation and the message, each answering the order as it is now. */
export const orderTrackActors = {
  cancelOrder: fromPromise<OrderTrack, { token: string; version: number }>(async ({ input, signal }) =>
    api(API.cancelOrderTrack, { body: input, signal }),
  ),
  sendMessage: fromPromise<OrderTrack, { token: string; text: string }>(async ({ input, signal }) =>
    api(API.sendOrderTrackMessage, { body: input, signal }),
  ),
}

/** The desk sends the customer the order page's link again (staffOrderPageLink): where it went and when. */
export const orderPageLinkActors = {
  sendPageLink: fromPromise<OrderPageLinkResponse, { number: string }>(({ input, signal }) =>
    api(withParams(API.staffOrderPageLink, { number: input.number }), { signal }),
  ),
}
