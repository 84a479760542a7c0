import { useId, useState } from 'react'
import * as v from 'valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { canChooseAssembly, type Cabinet } from '#domain/cabinet/model.ts'
import { roomFit, RoomSchema, type Room, type RoomFit } from '#domain/roomFit.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

/** Props: the design whose assembled size is checked against the shopper's flat. */
export interface RoomFitPanelProps {
  cabinet: Pick<Cabinet, 'width' | 'height' | 'depth' | 'assembled'>
}

type RoomField = keyof Room
const FIELDS: readonly RoomField[] = ['doorWidth', 'doorHeight', 'ceiling']
const TEST_IDS: Record<RoomField, string> = {
  doorWidth: 'fit-door-width',
  doorHeight: 'fit-door-height',
  ceiling: 'fit-ceiling',
}

/** What the shopper typed, as numbers (a decimal comma is a point). */
const parse = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')))

/**
 * "Will it fit?": the narrowest door and the ceiling of the shopper's flat against the assembled
 * cabinet (the rule is the domain's roomFit). Optional and folded away; the typed sizes stay as typed.
 */
export function RoomFitPanel({ cabinet }: RoomFitPanelProps) {
  const { t } = useLingui()
  const id = useId()
  const [typed, setTyped] = useState<Record<RoomField, string>>({ doorWidth: '', doorHeight: '', ceiling: '' })
  const labels: Record<RoomField, string> = {
    doorWidth: t`Narrowest door: width`,
    doorHeight: t`Narrowest door: height`,
    ceiling: t`Ceiling height`,
  }
  const complete = FIELDS.every((field) => typed[field].trim() !== '')
  const parsed = v.safeParse(RoomSchema, {
    doorWidth: parse(typed.doorWidth),
    doorHeight: parse(typed.doorHeight),
    ceiling: parse(typed.ceiling),
  })
  const wrong = new Set(
    complete && !parsed.success ? parsed.issues.map((issue) => issue.path?.[0]?.key as RoomField) : [],
  )
  const room = parsed.success ? parsed.output : undefined
  const fit = room && roomFit(cabinet, room)
  return (
    <details className="room-fit">
      <summary>
        <Trans>Will it fit?</Trans>
      </summary>
      <p className="room-fit-lead">
        <Trans>
          The cabinet arrives assembled. Give the narrowest door on its way and the ceiling height of the room, in cm.
        </Trans>
      </p>
      <div className="room-fit-fields">
        {FIELDS.map((field) => (
          <label key={field} className="size-input">
            <span className="size-label">{labels[field]}</span>
            <span className="size-field">
              <input
                type="number"
                inputMode="decimal"
                name={field}
                data-testid={TEST_IDS[field]}
                step={1}
                value={typed[field]}
                aria-invalid={wrong.has(field) || undefined}
                aria-describedby={wrong.has(field) ? `${id}-error` : undefined}
                onChange={(event) => setTyped({ ...typed, [field]: event.target.value })}
              />{' '}
              cm
            </span>
          </label>
        ))}
      </div>
      {wrong.size > 0 && (
        <p className="form-error" id={`${id}-error`} role="alert">
          <Trans>Check the sizes: the door at least 30 cm wide and 100 cm high, the ceiling at least 150 cm.</Trans>
        </p>
      )}
      {fit && room && <FitResult fit={fit} ceiling={room.ceiling} cabinet={cabinet} />}
    </details>
  )
}

/** The answer: yes or no first, then each check with its numbers and what to change. */
function FitResult({ fit, ceiling, cabinet }: { fit: RoomFit; ceiling: number } & RoomFitPanelProps) {
  const locale = useLocale()
  const cm = (value: number) => formatNumber(value, locale)
  const [smallest, middle] = fit.door.crossSection.map(cm)
  const [doorNarrow, doorWide] = fit.door.opening.map(cm)
  const diagonal = cm(fit.standUp.diagonal)
  const ceilingCm = cm(ceiling)
  const maxHeight = cm(fit.standUp.maxHeight)
  return (
    <div className="room-fit-result" data-testid="fit-result" data-fits={String(fit.fits)} role="status">
      <p>
        <strong>{fit.fits ? <Trans>It fits.</Trans> : <Trans>It does not fit assembled.</Trans>}</strong>
      </p>
      <ul>
        <li>
          {fit.door.passes ? (
            <Trans>
              Through the door: its two smallest sizes, {smallest} × {middle} cm, pass the door's {doorNarrow} ×{' '}
              {doorWide} cm (carried on its side if need be).
            </Trans>
          ) : (
            <Trans>
              Through the door: its two smallest sizes, {smallest} × {middle} cm, do not pass the door's {doorNarrow} ×{' '}
              {doorWide} cm. Make the cabinet at most {doorNarrow} cm in its smallest size.
            </Trans>
          )}
        </li>
        <li>
          {fit.standUp.passes ? (
            <Trans>
              Standing it up: the diagonal of depth × height, {diagonal} cm, stays under the {ceilingCm} cm ceiling.
            </Trans>
          ) : (
            <Trans>
              Standing it up: the diagonal of depth × height, {diagonal} cm, is more than the {ceilingCm} cm ceiling. At
              this depth it can be at most {maxHeight} cm tall.
            </Trans>
          )}
        </li>
      </ul>
      {!fit.fits && cabinet.assembled && canChooseAssembly(cabinet.height) && (
        <p>
          <Trans>Over 170 cm you may also take it disassembled (in the options) and assemble it in the room.</Trans>
        </p>
      )}
      {!cabinet.assembled && (
        <p>
          <Trans>You chose delivery disassembled: the parts pass any door and you assemble it in the room.</Trans>
        </p>
      )}
    </div>
  )
}
