import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { LOWER_VARIANTS, SEATING, type Doors, type LowerVariant } from '#domain/hallway/layout.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import type { HallwayActors } from './useHallway'

/** The module variants (docs/product.md#hallway). */
export const variantLabels: Record<LowerVariant, MessageDescriptor> = {
  '1': msg`Short hanging over shelves`,
  '2': msg`Shelves`,
  '3': msg`Two short hangings`,
  '4': msg`Long hanging`,
  '5': msg`Seating`,
  '6': msg`Shelves over a short hanging`,
}

const doorLabels: Record<Doors, MessageDescriptor> = {
  '1L': msg`One door, hinges left`,
  '1R': msg`One door, hinges right`,
  '2': msg`Two doors`,
}

/** The row of modules left to right: each with its width, variant (hanging and shelves) and doors; add and remove. */
export function ModuleRow({ hallwayRef }: { hallwayRef: HallwayActors['hallwayRef'] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const cabinets = useSelector(hallwayRef, (s) => s.context.hallway.cabinets)
  const refused = useSelector(hallwayRef, (s) => s.context.refused)
  const removable = useSelector(hallwayRef, (s) => s.can({ type: 'hallway.module.remove' }))
  const lower = cabinets.filter((m) => m.z === 0)
  const upper = cabinets.filter((m) => m.z === 2)
  return (
    <fieldset className="module-row">
      <legend>
        <Trans>Modules, left to right</Trans>
      </legend>
      <ol className="modules">
        {lower.map((module, index) => {
          const number = index + 1
          const width = formatNumber(module.width * 100, locale, { maximumFractionDigits: 1 })
          const above = upper.find((u) => Math.abs(u.x - module.x) < 1e-9)
          const upperIndex = above ? upper.indexOf(above) : -1
          return (
            <li
              key={index}
              className="module"
              data-testid="hallway-module"
              data-variant={module.moduleVariant}
              data-doors={module.dvere}
            >
              <strong>
                <Trans>
                  Module {number}: {width} cm
                </Trans>
              </strong>
              <label>
                <span>
                  <Trans>Interior</Trans>
                </span>
                <select
                  name={`module-${number}-variant`}
                  value={module.moduleVariant}
                  onChange={(event) =>
                    hallwayRef.send({
                      type: 'hallway.module.variant',
                      index,
                      variant: event.target.value as LowerVariant,
                    })
                  }
                >
                  {LOWER_VARIANTS.map((variant) => (
                    <option key={variant} value={variant}>
                      {i18n._(variantLabels[variant])}
                    </option>
                  ))}
                </select>
              </label>
              {module.moduleVariant === SEATING ? null : (
                <DoorSelect
                  label={t`Doors`}
                  name={`module-${number}-doors`}
                  width={module.width}
                  value={module.dvere}
                  onChange={(doors) => hallwayRef.send({ type: 'hallway.module.doors', index, z: 0, doors })}
                />
              )}
              {above ? (
                <DoorSelect
                  label={t`Upper cabinet doors`}
                  name={`module-${number}-upper-doors`}
                  width={above.width}
                  value={above.dvere}
                  onChange={(doors) =>
                    hallwayRef.send({ type: 'hallway.module.doors', index: upperIndex, z: 2, doors })
                  }
                />
              ) : null}
            </li>
          )
        })}
      </ol>
      {refused === 'seating' ? (
        <p className="field-error" role="alert" data-testid="seating-refused">
          <Trans>Seating does not fit here: please remove or add modules to select seating.</Trans>
        </p>
      ) : null}
      <div className="step-buttons">
        <button type="button" data-testid="add-module" onClick={() => hallwayRef.send({ type: 'hallway.module.add' })}>
          <Trans>Add a module</Trans>
        </button>
        <button
          type="button"
          data-testid="remove-module"
          disabled={!removable}
          onClick={() => hallwayRef.send({ type: 'hallway.module.remove' })}
        >
          <Trans>Remove the last module</Trans>
        </button>
      </div>
    </fieldset>
  )
}

/**
 * Doors of a module: one (left or right hinges) below 0.6 m, two from 0.6 m (the door rule of docs/product.md#hallway).
 */
function DoorSelect({
  label,
  name,
  width,
  value,
  onChange,
}: {
  label: string
  name: string
  width: number
  value: Doors
  onChange: (doors: Doors) => void
}) {
  const { i18n } = useLingui()
  const options: Doors[] = width >= 0.6 ? ['2'] : ['1L', '1R']
  return (
    <label>
      <span>{label}</span>
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as Doors)}
        disabled={options.length === 1}
      >
        {options.map((doors) => (
          <option key={doors} value={doors}>
            {i18n._(doorLabels[doors])}
          </option>
        ))}
      </select>
    </label>
  )
}
