import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { fromPromise, type ActorRefFrom } from 'xstate'
import { consultationMachine, type ConsultationSave } from '#machines/consultation.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { ApiRequestError } from '#queries/client.ts'
import { chodbaByIdQueryOptions, saveChodba } from '#queries/hallway.ts'
import { useHostedActor } from '../useHostedActor'
import { HallwayConfigurator } from './HallwayConfigurator'

/**
 * Consultation mode (docs/product.md#staff) for a signed-in staff member (the staff layout route signs them in, and
 * its frame says who and signs out):
 * load a saved hallway by product and order id, change it and save it.
 */
export function Consultation({
  productId: initialProduct,
  orderId: initialOrder,
}: {
  productId: string
  orderId: string
}) {
  const [ids, setIds] = useState({ productId: initialProduct, orderId: initialOrder })
  const [draft, setDraft] = useState(ids)
  const saved = useQuery(chodbaByIdQueryOptions(ids.productId, ids.orderId))
  // The save goes through the consultation machine (decision 0028); the staff API is the view's to give.
  const saveRef = useHostedActor(consultationMachine, {
    provide: { actors: { saveHallway: fromPromise<unknown, ConsultationSave>(({ input }) => saveChodba(input)) } },
  })
  // A 401: the session ended (the consultation, saved or loaded, is for staff only).
  const expired = (error: unknown) => error instanceof ApiRequestError && error.status === 401
  return (
    <div className="consultation">
      <form
        className="consultation-ids"
        onSubmit={(event) => {
          event.preventDefault()
          setIds({ productId: draft.productId.trim(), orderId: draft.orderId.trim() })
          saveRef.send({ type: 'consultation.reset' })
        }}
      >
        <label className="field">
          <Trans>Product id</Trans>
          <input
            name="productId"
            value={draft.productId}
            required
            onChange={(event) => setDraft({ ...draft, productId: event.target.value })}
          />
        </label>
        <label className="field">
          <Trans>Order id</Trans>
          <input
            name="orderId"
            value={draft.orderId}
            required
            onChange={(event) => setDraft({ ...draft, orderId: event.target.value })}
          />
        </label>
        <button type="submit" data-testid="load-consultation">
          <Trans>Load</Trans>
        </button>
      </form>
      {ids.productId && ids.orderId ? (
        saved.isPending ? (
          <p className="pending">
            <Trans>Loading the saved hallway…</Trans>
          </p>
        ) : saved.isError ? (
          <p role="alert">
            {expired(saved.error) ? (
              <Trans>Your sign-in has expired. Please sign out and sign in again.</Trans>
            ) : (
              <Trans>The saved hallway could not be loaded. Please try again.</Trans>
            )}
          </p>
        ) : (
          <>
            {saved.data ? null : (
              <p data-testid="consultation-new">
                <Trans>Nothing is saved for this product and order yet: you start from the default hallway.</Trans>
              </p>
            )}
            <HallwayConfigurator
              key={`${ids.productId}/${ids.orderId}/${saved.dataUpdatedAt}`}
              hallway={saved.data ?? defaultHallway()}
            >
              {(hallwayRef) => (
                <ConsultationSaveBar
                  actor={saveRef}
                  onSave={() =>
                    saveRef.send({
                      type: 'consultation.save',
                      ...ids,
                      chodba: hallwayRef.getSnapshot().context.hallway,
                    })
                  }
                />
              )}
            </HallwayConfigurator>
          </>
        )
      ) : null}
    </div>
  )
}

/** The save button and what the last save came to, from the consultation machine. */
export function ConsultationSaveBar({
  actor,
  onSave,
}: {
  actor: ActorRefFrom<typeof consultationMachine>
  onSave: () => void
}) {
  const state = useSelector(actor, (s) => String(s.value))
  const error = useSelector(actor, (s) => s.context.error)
  return (
    <div className="consultation-save">
      <button
        type="button"
        className="primary"
        data-testid="save-consultation"
        disabled={state === 'saving'}
        onClick={onSave}
      >
        <Trans>Save for this order</Trans>
      </button>
      {state === 'saved' ? (
        <p role="alert" data-testid="consultation-saved">
          <SavedWord />
        </p>
      ) : null}
      {error === 'expired' ? (
        <p role="alert" className="field-error">
          <Trans>Your sign-in has expired. Please sign out and sign in again.</Trans>
        </p>
      ) : error === 'failed' ? (
        <p role="alert" className="field-error">
          <Trans>The hallway could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** docs/product.md#staff: success says 'uložené' (cz 'uloženo'). */
function SavedWord() {
  const { t } = useLingui()
  return <>{t`Saved`}</>
}
