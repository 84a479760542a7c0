import { decorName } from '#domain/decors.ts'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CabinetType, Interior, MountingType } from '#domain/cabinet/catalogue.ts'
import type { LegsType } from '#domain/cabinet/model.ts'
import type { Doors, ModuleVariant, Podorys } from '#domain/hallway/layout.ts'
import type { LocaleCode } from '#domain/locale.ts'
import {
  productNameOf,
  type ModuleOption,
  type WorkshopOption,
  type WorkshopOptionKey,
} from '#domain/workshopOptions.ts'
import { formatDimensions, formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

/** What each entry of the workshop's list is called on the desk. */
const LABELS: Record<WorkshopOptionKey, MessageDescriptor> = {
  product: msg`Product`,
  hallway: msg`Product`,
  outerSize: msg`Outer size (w × h × d)`,
  corpusDecor: msg`Corpus decor`,
  doorDecor: msg`Door decor`,
  backDecor: msg`Back decor`,
  shelves: msg`Shelves`,
  fronts: msg`Fronts`,
  drawers: msg`Drawers`,
  tipOn: msg`Tip-on`,
  openingSide: msg`Opening side`,
  handles: msg`Handles`,
  topBoard: msg`Top board`,
  mounting: msg`Placement`,
  legs: msg`Legs`,
  assembly: msg`Delivered`,
  modules: msg`Modules`,
  count: msg`Count`,
}

const CABINET_TYPES: Record<CabinetType, MessageDescriptor> = {
  upperCabinet: msg`upper cabinet`,
  lowerCabinet: msg`lower cabinet`,
  highCabinet: msg`tall cabinet`,
}

const PLANS: Record<Podorys, MessageDescriptor> = {
  A: msg`Hallway, plan A (a niche between two walls)`,
  B: msg`Hallway, plan B (a wall on the left)`,
  C: msg`Hallway, plan C (a wall on the right)`,
  D: msg`Hallway, plan D (free-standing)`,
}

const FRONTS: Record<Exclude<Interior['front'], 'doors'>, MessageDescriptor> = {
  flap: msg`a lift-up flap`,
  biFold: msg`a bi-fold flap`,
  drawers: msg`drawers`,
  none: msg`none (open)`,
}

const MOUNTINGS: Record<MountingType, MessageDescriptor> = {
  zavesna: msg`wall-hung`,
  beznoziek: msg`standing on the floor`,
  snozkami: msg`standing on legs`,
}

const LEGS: Record<LegsType | 'hallway', MessageDescriptor> = {
  plastic: msg`plastic`,
  aluminium: msg`aluminium`,
  hallway: msg`the hallway's own`,
}

const MODULES: Record<ModuleVariant, MessageDescriptor> = {
  '1': msg`short hanging over shelves`,
  '2': msg`shelves`,
  '3': msg`two short hangings`,
  '4': msg`long hanging`,
  '5': msg`seat`,
  '6': msg`shelves over a short hanging`,
  hornaSkrinka: msg`upper cabinet`,
}

const DOORS: Record<Doors, MessageDescriptor> = {
  '1L': msg`one door, hinges left`,
  '1R': msg`one door, hinges right`,
  '2': msg`two doors`,
}

/**
 * Every option the workshop needs of one ordered line (src/domain/workshopOptions.ts), said in the screen's
 * language: product and decor names from their codes, sizes in the screen's number format.
 */
export function LineSummary({ options }: { options: WorkshopOption[] }) {
  const { i18n } = useLingui()
  return (
    <dl className="line-summary" data-testid="order-line-summary">
      {options.map((option) => (
        <div key={option.key} data-option={option.key}>
          <dt>{i18n._(LABELS[option.key])}</dt>
          <dd>
            <OptionValue option={option} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

function YesNo({ on }: { on: boolean }) {
  return on ? <Trans>yes</Trans> : <Trans>no</Trans>
}

function Decor({ code, locale }: { code: string; locale: LocaleCode }) {
  return (
    <>
      {decorName(code, locale)} <span className="line-summary-code">({code})</span>
    </>
  )
}

function OptionValue({ option }: { option: WorkshopOption }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 })
  switch (option.key) {
    case 'product': {
      const name = productNameOf(option.variant, locale)
      const type = i18n._(CABINET_TYPES[option.cabinetType])
      return (
        <>
          {name} ({type}, {option.variant})
        </>
      )
    }
    case 'hallway':
      return <>{i18n._(PLANS[option.plan])}</>
    case 'outerSize':
      return <>{formatDimensions(option.cm, locale)}</>
    case 'corpusDecor':
    case 'doorDecor':
    case 'backDecor':
      return <Decor code={option.code} locale={locale} />
    case 'shelves': {
      const count = option.count
      const thickness = option.thicknessMm
      return (
        <Trans>
          {count}, {thickness} mm thick
        </Trans>
      )
    }
    case 'fronts': {
      if (option.front !== 'doors') return <>{i18n._(FRONTS[option.front])}</>
      return option.doors === 1 ? <Trans>one door</Trans> : <Trans>two doors</Trans>
    }
    case 'drawers':
    case 'count': {
      const count = option.count
      return <Trans>{count} pcs</Trans>
    }
    case 'tipOn':
    case 'topBoard':
      return <YesNo on={option.on} />
    case 'openingSide':
      return option.side === 'left' ? <Trans>hinges on the left</Trans> : <Trans>hinges on the right</Trans>
    case 'handles':
      return option.handles === 'none' ? <Trans>none (tip-on)</Trans> : <Trans>bought separately by the customer</Trans>
    case 'mounting':
      return <>{i18n._(MOUNTINGS[option.mounting])}</>
    case 'legs': {
      const kind = i18n._(LEGS[option.legs])
      const height = number(option.heightCm)
      return (
        <Trans>
          {kind}, {height} cm
        </Trans>
      )
    }
    case 'assembly':
      return option.assembled ? <Trans>assembled</Trans> : <Trans>disassembled</Trans>
    case 'modules':
      return (
        <ol className="line-summary-modules">
          {option.modules.map((module) => (
            <ModuleItem key={module.position} module={module} locale={locale} />
          ))}
        </ol>
      )
  }
}

function ModuleItem({ module, locale }: { module: ModuleOption; locale: LocaleCode }) {
  const { i18n } = useLingui()
  const kind = i18n._(MODULES[module.variant])
  const size = formatDimensions(module.cm, locale)
  const doors = i18n._(DOORS[module.doors])
  const shelves = module.shelves
  const rails = module.rails
  return (
    <li data-row={module.row}>
      {module.row === 'lower' ? <Trans>lower row</Trans> : <Trans>upper row</Trans>}: {kind}, {size}, {doors},{' '}
      <Trans>
        shelves {shelves}, hanging rails {rails}
      </Trans>
    </li>
  )
}
