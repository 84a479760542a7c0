import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { heightRange, legsChange, optionAvailability, type Cabinet } from '#domain/cabinet/model.ts'
import { optionSurcharges } from '#domain/offers.ts'
import { usePriceList } from '#queries/prices.ts'
import { bodyHeight } from '#domain/cabinet/model.ts'
import { shelfOptions } from '#domain/cabinet/shelves.ts'
import { DESIGNATIONS, MOUNTING_TYPES } from '#domain/cabinet/catalogue.ts'
import { designationLabels, mountingLabels } from '#i18n/labels.ts'
import { formatMoney, formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { DecorPicker } from './DecorPicker'
import { SampleOrderPanel } from './SampleOrder'
import { SizeInput } from './SizeInput'

/** Props: the design and where a change goes (the route writes it to the URL). */
export interface OptionsPanelProps {
  cabinet: Cabinet
  onChange: (change: Partial<Cabinet>) => void
}

function Surcharge({ cents }: { cents: number }) {
  const locale = useLocale()
  if (cents <= 0) return null
  const amount = formatMoney(cents, locale)
  return (
    <span className="surcharge">
      <Trans>+{amount} incl. VAT</Trans>
    </span>
  )
}

function Reason({ children }: { children: ReactNode }) {
  return <span className="option-reason">{children}</span>
}

/** The corpus and door decor pickers; the door picker says why it follows the corpus where it does (LTO, open cabinets). */
export function DecorPickers({ cabinet, onChange }: OptionsPanelProps) {
  const { t } = useLingui()
  const available = optionAvailability(cabinet)
  const hasFronts = PRODUCTS[cabinet.variant].interior.front !== 'none'
  return (
    <>
      <DecorPicker
        name="baseColor"
        label={t`Corpus decor`}
        value={cabinet.corpusColor}
        onChange={(corpusColor) => onChange({ corpusColor })}
      />
      <DecorPicker
        name="doorColor"
        label={t`Door decor`}
        value={cabinet.doorColor}
        disabledReason={
          available.doorColor
            ? undefined
            : hasFronts
              ? t`This cabinet's fronts are in the corpus decor.`
              : t`An open cabinet has no doors; it is all in the corpus decor.`
        }
        onChange={(doorColor) => onChange({ doorColor })}
      />
      <SampleOrderPanel decors={[cabinet.corpusColor, cabinet.doorColor]} />
    </>
  )
}

/** Every option of docs/product.md#options; a disabled option says why, a paid one what it adds. */
export function OptionsPanel({ cabinet, onChange }: OptionsPanelProps) {
  const { t } = useLingui()
  const { i18n } = useLinguiRuntime()
  const { locale } = useMarket()
  const definition = PRODUCTS[cabinet.variant]
  const available = optionAvailability(cabinet)
  const surcharge = optionSurcharges(cabinet, usePriceList())
  const shelves = shelfOptions(cabinet.variant, bodyHeight(cabinet))
  const rules = definition.cabinetSizeRules
  const hasFronts = definition.interior.front !== 'none'
  const legsHeight = cabinet.legsHeight
  const [thin, thick] = [formatNumber(1.8, locale), formatNumber(3.6, locale)]
  return (
    <form className="options" onSubmit={(event) => event.preventDefault()} aria-label={t`Cabinet options`}>
      <fieldset className="option-sizes">
        <legend>
          <Trans>Size</Trans>
        </legend>
        <SizeInput
          name="width"
          label={t`Width`}
          value={cabinet.width}
          range={rules.width}
          onCommit={(width) => onChange({ width })}
        />
        <SizeInput
          name="height"
          label={t`Height`}
          value={cabinet.height}
          range={heightRange(definition, cabinet.mounting)}
          onCommit={(height) => onChange({ height })}
        />
        <SizeInput
          name="depth"
          label={t`Depth`}
          value={cabinet.depth}
          range={rules.depth}
          onCommit={(depth) => onChange({ depth })}
        />
      </fieldset>

      <DecorPickers cabinet={cabinet} onChange={onChange} />

      <fieldset>
        <legend>
          <Trans>Placement</Trans>
        </legend>
        {MOUNTING_TYPES.map((mounting) => (
          <label key={mounting} className="option">
            <input
              type="radio"
              name="typ"
              value={mounting}
              checked={cabinet.mounting === mounting}
              disabled={!available.mountingTypes.includes(mounting)}
              onChange={() => onChange({ mounting })}
            />
            {i18n._(mountingLabels[mounting])}
          </label>
        ))}
        {definition.type === 'upperCabinet' ? (
          <Reason>
            <Trans>Upper cabinets hang on the wall. Wall fittings are not included.</Trans>
          </Reason>
        ) : definition.type === 'highCabinet' ? (
          <Reason>
            <Trans>Tall cabinets stand on the floor.</Trans>
          </Reason>
        ) : null}
        <label className="option">
          <input
            type="checkbox"
            name="nozky"
            data-testid="legs"
            checked={cabinet.legs}
            disabled={!available.legs}
            onChange={(event) => onChange(legsChange(cabinet, event.target.checked))}
          />
          <Trans>On legs</Trans>
          {cabinet.mounting === 'zavesna' ? (
            <Reason>
              <Trans>A wall-hung cabinet has no legs.</Trans>
            </Reason>
          ) : cabinet.mounting === 'beznoziek' ? (
            <Reason>
              <Trans>Choose the placement "With legs" to stand the cabinet on legs.</Trans>
            </Reason>
          ) : null}
        </label>
        <label className="option">
          <Trans>Legs</Trans>{' '}
          <select
            name="nozkyType"
            value={cabinet.legsType === 'aluminium' ? 'Hlinikove' : 'Umele'}
            disabled={!available.legs}
            onChange={(event) => onChange({ legsType: event.target.value === 'Hlinikove' ? 'aluminium' : 'plastic' })}
          >
            <option value="Umele">{t`Plastic, ${legsHeight} cm`}</option>
            <option value="Hlinikove">{t`Aluminium, ${legsHeight} cm`}</option>
          </select>
          {available.legs ? <Surcharge cents={surcharge.aluminiumLegs} /> : null}
        </label>
      </fieldset>

      <fieldset>
        <legend>
          <Trans>Interior</Trans>
        </legend>
        <label className="option">
          <Trans>Shelves</Trans>{' '}
          <select
            name="shelvesCount"
            data-testid="shelves"
            value={cabinet.shelvesCount}
            disabled={shelves.length === 0}
            onChange={(event) => onChange({ shelvesCount: Number(event.target.value) })}
          >
            {shelves.length === 0 ? <option value={cabinet.shelvesCount}>{cabinet.shelvesCount}</option> : null}
            {shelves.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          {shelves.length === 0 ? (
            <Reason>
              {definition.interior.shelvesChosen
                ? t`The cabinet is too low for shelves.`
                : t`This cabinet's inside is fixed.`}
            </Reason>
          ) : null}
        </label>
        <span className="option">
          <Trans>Shelf thickness</Trans>
          <label>
            <input
              type="radio"
              name="hrubkaPolice"
              value="18"
              checked={cabinet.shelfThickness === 18}
              onChange={() => onChange({ shelfThickness: 18 })}
            />{' '}
            {thin} cm
          </label>
          <label>
            <input
              type="radio"
              name="hrubkaPolice"
              value="36"
              checked={cabinet.shelfThickness === 36}
              onChange={() => onChange({ shelfThickness: 36 })}
            />{' '}
            {thick} cm
          </label>
          <Surcharge cents={surcharge.thickShelves} />
        </span>
      </fieldset>

      <fieldset>
        <legend>
          <Trans>Fronts and top</Trans>
        </legend>
        <label className="option">
          <input
            type="checkbox"
            name="tipon"
            checked={cabinet.tipon}
            disabled={!hasFronts}
            onChange={(event) => onChange({ tipon: event.target.checked })}
          />
          <Trans>Tip-on (push to open, no handle)</Trans>
          {hasFronts ? <Surcharge cents={surcharge.tipon} /> : <Reason>{t`An open cabinet has no fronts.`}</Reason>}
        </label>
        {hasFronts && !cabinet.tipon ? (
          <Reason>
            <Trans>Without tip-on the fronts close softly; a handle is bought separately.</Trans>
          </Reason>
        ) : null}
        <span className="option">
          <Trans>Door opens to the</Trans>
          <label>
            <input
              type="radio"
              name="openingSide"
              value="left"
              checked={cabinet.openingSide === 'left'}
              disabled={!available.openingSide}
              onChange={() => onChange({ openingSide: 'left' })}
            />{' '}
            {t`left`}
          </label>
          <label>
            <input
              type="radio"
              name="openingSide"
              value="right"
              checked={cabinet.openingSide === 'right'}
              disabled={!available.openingSide}
              onChange={() => onChange({ openingSide: 'right' })}
            />{' '}
            {t`right`}
          </label>
          {available.openingSide ? null : <Reason>{t`Only single doors have a side to choose.`}</Reason>}
        </span>
        <label className="option">
          <input
            type="checkbox"
            name="vrchnaDoska"
            checked={cabinet.topBoard}
            disabled={!available.topBoard}
            onChange={(event) => onChange({ topBoard: event.target.checked })}
          />
          <Trans>Top board</Trans>
          {available.topBoard ? (
            <Surcharge cents={surcharge.topBoard} />
          ) : (
            <Reason>{t`Only low cabinets take a top board.`}</Reason>
          )}
        </label>
      </fieldset>

      <fieldset>
        <legend>
          <Trans>Room and delivery</Trans>
        </legend>
        <label className="option">
          <Trans>Room</Trans>{' '}
          <select
            name="designation"
            value={cabinet.designation}
            onChange={(event) => onChange({ designation: event.target.value as Cabinet['designation'] })}
          >
            {DESIGNATIONS.map((d) => (
              <option key={d} value={d}>
                {i18n._(designationLabels[d])}
              </option>
            ))}
          </select>
        </label>
        <span className="option">
          <label>
            <input
              type="radio"
              name="zmontovane"
              value="true"
              checked={cabinet.assembled}
              disabled={!available.assembly}
              onChange={() => onChange({ assembled: true })}
            />{' '}
            {t`Assembled`}
          </label>
          <label>
            <input
              type="radio"
              name="zmontovane"
              value="false"
              checked={!cabinet.assembled}
              disabled={!available.assembly}
              onChange={() => onChange({ assembled: false })}
            />{' '}
            {t`Disassembled`}
          </label>
          {available.assembly ? (
            <Surcharge cents={surcharge.assembly} />
          ) : (
            <Reason>{t`Cabinets up to 170 cm are delivered assembled.`}</Reason>
          )}
        </span>
      </fieldset>
    </form>
  )
}
