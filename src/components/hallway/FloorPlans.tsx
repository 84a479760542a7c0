import { Trans, useLingui } from '@lingui/react/macro'
import { PODORYS, type Podorys } from '#domain/hallway/layout.ts'

/** Props: the chosen plan and where a choice goes. */
export interface FloorPlansProps {
  value: Podorys
  onChange: (podorys: Podorys) => void
}

/** A small plan drawing: the wall of modules (brown) and the walls around it (grey). */
function PlanDrawing({ podorys }: { podorys: Podorys }) {
  const left = podorys === 'A' || podorys === 'B'
  const right = podorys === 'A' || podorys === 'C'
  const back = podorys !== 'D'
  return (
    <svg viewBox="0 0 80 50" width={80} height={50} aria-hidden="true" className="plan-drawing">
      {back ? <rect x="4" y="6" width="72" height="4" fill="#9a948c" /> : null}
      {left ? <rect x="4" y="6" width="4" height="40" fill="#9a948c" /> : null}
      {right ? <rect x="72" y="6" width="4" height="40" fill="#9a948c" /> : null}
      <rect x="9" y="11" width="62" height="14" fill="#8a5a2b" />
      {[0, 1, 2, 3].map((i) => (
        <line
          key={i}
          x1={9 + (62 / 4) * (i + 1)}
          y1="11"
          x2={9 + (62 / 4) * (i + 1)}
          y2="25"
          stroke="#fff"
          strokeWidth="1"
        />
      ))}
    </svg>
  )
}

/** Floor plans A–D (docs/product.md#hallway, default A), each with its small plan drawing. */
export function FloorPlans({ value, onChange }: FloorPlansProps) {
  const { t } = useLingui()
  const names: Record<Podorys, string> = {
    A: t`A – between two walls`,
    B: t`B – wall on the left`,
    C: t`C – wall on the right`,
    D: t`D – free-standing`,
  }
  return (
    <fieldset className="floor-plans" data-testid="floor-plan">
      <legend>
        <Trans>Floor plan</Trans>
      </legend>
      {PODORYS.map((podorys) => (
        <label key={podorys} className="floor-plan-option">
          <input
            type="radio"
            name="podorys"
            value={podorys}
            checked={value === podorys}
            onChange={() => onChange(podorys)}
          />
          <PlanDrawing podorys={podorys} />
          <span>{names[podorys]}</span>
        </label>
      ))}
    </fieldset>
  )
}
