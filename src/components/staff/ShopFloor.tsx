import type { FormEvent } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { SnapshotFrom } from 'xstate'
import type { PartRole } from '#domain/cabinet/cutList.ts'
import { decorName } from '#domain/decors.ts'
import { PART_STEPS, type PartCard, type PartStep } from '#domain/production/steps.ts'
import type { shopFloorMachine, ShopFloorError, ShopFloorEvent } from '#machines/shopFloor.ts'
import { partLabels } from '#i18n/labels.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ProgressTable, STEP_NAMES } from './OrderProgress'

/** The shop floor machine's snapshot and its sender, as the route hosts it. */
export interface ShopFloorProps {
  snapshot: SnapshotFrom<typeof shopFloorMachine>
  send: (event: ShopFloorEvent) => void
  /** The browser can show a camera (a secure page with mediaDevices); else only typing. */
  camera: boolean
}

const ERRORS: Record<ShopFloorError, MessageDescriptor> = {
  notAPart: msg`This is not a part label: type the ID printed under the QR code, e.g. 2026-000042.1.1.door-1.`,
  missing: msg`No order has this part. Check the ID on the label.`,
  cancelled: msg`This order was cancelled: its parts are not made.`,
  notInProduction: msg`This order is not confirmed for production (or is already further on).`,
  depositUnpaid: msg`The deposit of this order has not been received yet: production starts once it is paid.`,
  cancellationWindow: msg`The customer may still cancel this order free of charge (until 10:00 on the working day after the confirmation): do not start it yet.`,
  forbidden: msg`You are signed out or have no access. Sign in again.`,
  server: msg`The server could not answer. Try again in a moment.`,
  network: msg`No connection to the shop. Check the Wi-Fi and try again.`,
  camera: msg`The camera cannot be used here: allow it for this page, or type the ID.`,
}

/** A small drawing of the part at its cut size: banded edges thick, holes as circles (the label's view). */
export function PartDrawing({ card }: { card: PartCard }) {
  const { t } = useLingui()
  const { length, width } = card.cut
  const scale = 280 / Math.max(length, width * 2)
  const w = length * scale
  const h = width * scale
  const pad = 8
  const band = (mm: number) => (mm > 0 ? 5 : 1)
  const { length1, length2, width1, width2 } = card.edges
  return (
    <svg
      className="part-drawing"
      viewBox={`0 0 ${w + 2 * pad} ${h + 2 * pad}`}
      role="img"
      aria-label={t`Drawing of the part: ${length} × ${width} mm, banded edges drawn thick`}
    >
      <rect x={pad} y={pad} width={w} height={h} fill="#f3ece1" stroke="none" />
      <line x1={pad} y1={pad + h} x2={pad + w} y2={pad + h} stroke="currentColor" strokeWidth={band(length1)} />
      <line x1={pad} y1={pad} x2={pad + w} y2={pad} stroke="currentColor" strokeWidth={band(length2)} />
      <line x1={pad} y1={pad} x2={pad} y2={pad + h} stroke="currentColor" strokeWidth={band(width1)} />
      <line x1={pad + w} y1={pad} x2={pad + w} y2={pad + h} stroke="currentColor" strokeWidth={band(width2)} />
      {/* An edge hole sits on the outline where it enters the edge: a small mark there. */}
      {card.holes.map((hole, index) => (
        <circle
          key={index}
          cx={pad + hole.x * scale}
          cy={pad + h - hole.y * scale}
          r={Math.max(1.5, (hole.diameter / 2) * scale)}
          fill="none"
          stroke="currentColor"
        />
      ))}
    </svg>
  )
}

/** The part's card: what it is, where it goes, its drawing, and a button per step. */
function PartCardView({
  card,
  marking,
  send,
}: {
  card: PartCard
  marking: PartStep | null
  send: ShopFloorProps['send']
}) {
  const { i18n, t } = useLingui()
  const locale = useLocale()
  const banded = (['length1', 'length2', 'width1', 'width2'] as const).filter((edge) => card.edges[edge] > 0)
  const { piece, order } = card
  const { x, y, z } = card.position
  const edgeNames = {
    length1: t`long edge 1`,
    length2: t`long edge 2`,
    width1: t`short edge 1`,
    width2: t`short edge 2`,
  }
  return (
    <article className="part-card" data-testid="part-card" aria-labelledby="part-card-title">
      <h2 id="part-card-title">
        {i18n._(partLabels[card.role as PartRole] ?? msg`Part`)} <code>{card.id}</code>
      </h2>
      <dl className="part-facts">
        <dt>
          <Trans>Order</Trans>
        </dt>
        <dd>
          {card.order} {card.surname}
        </dd>
        <dt>
          <Trans>Cabinet</Trans>
        </dt>
        <dd>
          {card.line}. {card.lineTitle}
          {card.module ? ` · ${card.module}` : ''} · <Trans>piece {piece}</Trans>
        </dd>
        <dt>
          <Trans>Finished size</Trans>
        </dt>
        <dd>
          {card.finished.length} × {card.finished.width} × {card.thickness} mm
        </dd>
        <dt>
          <Trans>Cut size</Trans>
        </dt>
        <dd>
          {card.cut.length} × {card.cut.width} mm
        </dd>
        <dt>
          <Trans>Decor</Trans>
        </dt>
        <dd>
          {card.decor} {decorName(card.decor, locale)}
        </dd>
        <dt>
          <Trans>Edge band</Trans>
        </dt>
        <dd>
          {banded.length === 0 ? t`none` : banded.map((edge) => `${edgeNames[edge]} ${card.edges[edge]} mm`).join(', ')}
        </dd>
        <dt>
          <Trans>Grain</Trans>
        </dt>
        <dd>{card.grain === 'none' ? t`none` : card.grain === 'length' ? t`along the length` : t`across`}</dd>
        {card.hinge ? (
          <>
            <dt>
              <Trans>Hinges</Trans>
            </dt>
            <dd>{card.hinge === 'left' ? t`left` : t`right`}</dd>
          </>
        ) : null}
        <dt>
          <Trans>Holes</Trans>
        </dt>
        <dd>{card.holes.length === 0 ? t`none` : card.holes.length}</dd>
        <dt>
          <Trans>Place in the cabinet</Trans>
        </dt>
        <dd>
          <Trans>
            {x} mm from the left, {y} mm up, {z} mm from the back (centre)
          </Trans>
        </dd>
      </dl>
      <PartDrawing card={card} />
      <div className="part-steps" role="group" aria-label={t`Steps done`}>
        {PART_STEPS.map((step) => {
          const done = card.steps.find((entry) => entry.step === step)
          const by = done?.by ?? ''
          return (
            <button
              key={step}
              type="button"
              className="part-step"
              data-testid="part-step"
              data-step={step}
              aria-pressed={done !== undefined}
              disabled={marking !== null}
              onClick={() => send({ type: 'step.mark', step })}
            >
              <span>{i18n._(STEP_NAMES[step])}</span>
              <small>{done ? t`done · ${by}` : marking === step ? t`Saving…` : t`not done`}</small>
            </button>
          )
        })}
      </div>
      <h3>
        <Trans>Order {order}: progress</Trans>
      </h3>
      <ProgressTable progress={card.progress} />
    </article>
  )
}

/**
 * The shop floor (issue 38.4, /admin/dielna), phone first: a field for the label's ID (or its address, as a
 * scanner types it), the camera for its QR code, and the scanned part's card with a big button per step.
 */
export function ShopFloor({ snapshot, send, camera }: ShopFloorProps) {
  const { i18n, t } = useLingui()
  const { text, card, error, marking } = snapshot.context
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'scan.submit' })
  }
  const inCamera = snapshot.matches('camera')
  return (
    <div className="shop-floor">
      <form className="shop-floor-scan" onSubmit={submit}>
        <label htmlFor="shop-floor-part">
          <Trans>Part ID or label address</Trans>
        </label>
        <div className="shop-floor-row">
          <input
            id="shop-floor-part"
            name="part"
            data-testid="scan-input"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            inputMode="url"
            value={text}
            aria-invalid={error === 'notAPart'}
            aria-describedby={error ? 'shop-floor-error' : undefined}
            onChange={(event) => send({ type: 'scan.change', text: event.target.value })}
          />
          <button type="submit">
            <Trans>Open</Trans>
          </button>
        </div>
        {camera ? (
          inCamera ? (
            <button type="button" onClick={() => send({ type: 'camera.close' })}>
              <Trans>Close the camera</Trans>
            </button>
          ) : (
            <button type="button" onClick={() => send({ type: 'camera.open' })}>
              <Trans>Scan with the camera</Trans>
            </button>
          )
        ) : null}
      </form>
      {inCamera ? <div id="shop-floor-camera" className="shop-floor-camera" aria-label={t`Camera`} /> : null}
      {error ? (
        <p id="shop-floor-error" role="alert" className="form-error">
          {i18n._(ERRORS[error])}
        </p>
      ) : null}
      {snapshot.matches('loading') ? (
        <p className="pending" role="status">
          <Trans>Loading the part…</Trans>
        </p>
      ) : null}
      {card && !snapshot.matches('loading') && !snapshot.matches('failed') ? (
        <PartCardView card={card} marking={marking} send={send} />
      ) : null}
    </div>
  )
}
