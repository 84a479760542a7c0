import { useState } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { defaultHallway } from '../../domain/hallway/presets'
import { ApiRequestError } from '../../queries/api'
import { chodbaByIdQueryOptions, saveChodbaMutationOptions } from '../../queries/hallway'
import { HallwayConfigurator } from './HallwayConfigurator'
import { STAFF_KEY } from '../../site/storage'

interface Staff {
  name: string
  token: string
}

function readStaff(): Staff | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STAFF_KEY) ?? 'null') as Staff | null
    return stored && typeof stored.token === 'string' ? stored : null
  } catch {
    return null
  }
}

/**
 * Consultation mode (spec §6): staff sign in once (name and the staff token, kept in this tab
 * only, never in the bundle), load a saved hallway by product and order id, change it and save.
 */
export function Consultation({ productId, orderId }: { productId: string; orderId: string }) {
  const [staff, setStaff] = useState<Staff | null>(readStaff)
  if (!staff) return <StaffSignIn onSignIn={setStaff} />
  return <ConsultationFor staff={staff} productId={productId} orderId={orderId} onSignOut={() => setStaff(null)} />
}

function StaffSignIn({ onSignIn }: { onSignIn: (staff: Staff) => void }) {
  const [name, setName] = useState('')
  const [token, setToken] = useState('')
  return (
    <form
      className="staff-sign-in"
      data-testid="staff-sign-in"
      onSubmit={(event) => {
        event.preventDefault()
        if (!token.trim()) return
        const staff = { name: name.trim(), token: token.trim() }
        window.sessionStorage.setItem(STAFF_KEY, JSON.stringify(staff))
        onSignIn(staff)
      }}
    >
      <p>
        <Trans>Consultation mode is for the shop's staff. Sign in with your name and the staff token.</Trans>
      </p>
      <label className="field">
        <Trans>Your name</Trans>
        <input name="staffName" value={name} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </label>
      <label className="field">
        <Trans>Staff token</Trans>
        <input name="staffToken" type="password" value={token} autoComplete="current-password" required onChange={(event) => setToken(event.target.value)} />
      </label>
      <button type="submit" className="primary">
        <Trans>Sign in</Trans>
      </button>
    </form>
  )
}

function ConsultationFor({ staff, productId: initialProduct, orderId: initialOrder, onSignOut }: { staff: Staff; productId: string; orderId: string; onSignOut: () => void }) {
  const [ids, setIds] = useState({ productId: initialProduct, orderId: initialOrder })
  const [draft, setDraft] = useState(ids)
  const saved = useQuery(chodbaByIdQueryOptions(ids.productId, ids.orderId))
  const save = useMutation(saveChodbaMutationOptions(staff))
  const unauthorized = save.error instanceof ApiRequestError && save.error.status === 401
  return (
    <div className="consultation">
      <form
        className="consultation-ids"
        onSubmit={(event) => {
          event.preventDefault()
          setIds({ productId: draft.productId.trim(), orderId: draft.orderId.trim() })
          save.reset()
        }}
      >
        <label className="field">
          <Trans>Product id</Trans>
          <input name="productId" value={draft.productId} required onChange={(event) => setDraft({ ...draft, productId: event.target.value })} />
        </label>
        <label className="field">
          <Trans>Order id</Trans>
          <input name="orderId" value={draft.orderId} required onChange={(event) => setDraft({ ...draft, orderId: event.target.value })} />
        </label>
        <button type="submit" data-testid="load-consultation">
          <Trans>Load</Trans>
        </button>
        <button type="button" className="link-button" onClick={() => { window.sessionStorage.removeItem(STAFF_KEY); onSignOut() }}>
          <Trans>Sign out</Trans>
        </button>
      </form>
      {ids.productId && ids.orderId ? (
        saved.isPending ? (
          <p className="pending">
            <Trans>Loading the saved hallway…</Trans>
          </p>
        ) : saved.isError ? (
          <p role="alert">
            <Trans>The saved hallway could not be loaded. Please try again.</Trans>
          </p>
        ) : (
          <>
            {saved.data ? null : (
              <p data-testid="consultation-new">
                <Trans>Nothing is saved for this product and order yet: you start from the default hallway.</Trans>
              </p>
            )}
            <HallwayConfigurator key={`${ids.productId}/${ids.orderId}/${saved.dataUpdatedAt}`} initial={saved.data ?? defaultHallway()} syncAddress={false}>
              {(hallwayRef) => (
                <div className="consultation-save">
                  <button
                    type="button"
                    className="primary"
                    data-testid="save-consultation"
                    disabled={save.isPending}
                    onClick={() => save.mutate({ ...ids, chodba: hallwayRef.getSnapshot().context.hallway })}
                  >
                    <Trans>Save for this order</Trans>
                  </button>
                  {save.isSuccess ? (
                    <p role="alert" data-testid="consultation-saved">
                      <SavedWord />
                    </p>
                  ) : null}
                  {unauthorized ? (
                    <p role="alert" className="field-error">
                      <Trans>The staff token was not accepted. Please sign out and sign in again.</Trans>
                    </p>
                  ) : save.isError ? (
                    <p role="alert" className="field-error">
                      <Trans>The hallway could not be saved. Please try again.</Trans>
                    </p>
                  ) : null}
                </div>
              )}
            </HallwayConfigurator>
          </>
        )
      ) : null}
    </div>
  )
}

/** Spec §7: success says 'uložené' (cz 'uloženo'). */
function SavedWord() {
  const { t } = useLingui()
  return <>{t`Saved`}</>
}
