/**
 * What a priced cabinet may be: the call's cabinet (docs/product.md#calls, sizes in cm) becomes a valid Cabinet,
 * or the list of fields that make it impossible. The server never prices an impossible cabinet.
 */
import { PRODUCTS, type Range, type VariantId } from './catalogue'
import {
  allowedMountingTypes,
  bodyHeight,
  canChooseAssembly,
  heightRange,
  legsHeightFor,
  roundCm,
  settle,
  type Cabinet,
} from './model'
import { isDecorCode } from '../decors'
import { roundTo } from '../helpers'
import { shelfOptions } from './shelves'
import type { PriceCabinetInput, RenderCabinetInput } from '../schemas'

/** One reason a value is refused, with the path of the field. */
export interface Issue {
  path: string
  message: string
}

export type Checked<T> = { ok: true; value: T } | { ok: false; issues: Issue[] }

const within = (value: number, range: Range) => value >= range.min - 1e-9 && value <= range.max + 1e-9

/** Checks a getPrice cabinet against the catalogue and returns the cabinet it describes. */
export function validateCabinetInput(input: PriceCabinetInput, path = 'cabinet'): Checked<Cabinet> {
  const issues: Issue[] = []
  const at = (field: string, message: string) => issues.push({ path: `${path}.${field}`, message })
  const variant = input.variant as VariantId
  const definition = PRODUCTS[variant]
  const rules = definition.cabinetSizeRules

  if (input.type !== undefined && input.type !== definition.type)
    at('type', `must be ${definition.type} for ${variant}`)
  if (!allowedMountingTypes(definition).includes(input.typ))
    at('typ', `must be one of ${allowedMountingTypes(definition).join(', ')} for ${variant}`)
  const legs = input.typ === 'snozkami'
  if (legs && input.nozkyType === 'Nejdu') at('nozkyType', 'must be Umele or Hlinikove when typ is snozkami')
  if (input.zavesnaSkrinka !== undefined && (input.zavesnaSkrinka === 'ANO') !== (input.typ === 'zavesna'))
    at('zavesnaSkrinka', `must be ${input.typ === 'zavesna' ? 'ANO' : 'NIE'} when typ is ${input.typ}`)

  if (!within(input.realWidth, rules.width))
    at('realWidth', `must be from ${rules.width.min} to ${rules.width.max} cm for ${variant}`)
  const hRange = heightRange(definition, input.typ)
  if (!within(input.realHeight, hRange))
    at('realHeight', `must be from ${hRange.min} to ${hRange.max} cm for ${variant}`)
  if (!within(input.depth, rules.depth))
    at('depth', `must be from ${rules.depth.min} to ${rules.depth.max} cm for ${variant}`)

  if (!isDecorCode(input.corpusColor)) at('corpusColor', `is not a decor of the catalogue: ${input.corpusColor}`)
  if (!isDecorCode(input.doorColor)) at('doorColor', `is not a decor of the catalogue: ${input.doorColor}`)
  if (input.vrchnaDoska && !definition.canHaveVrchnaDoska) at('vrchnaDoska', `${variant} cannot have a top board`)
  if (input.openingSide === 'right' && definition.openingSide === null)
    at('openingSide', `${variant} has no door side to choose`)
  if (input.zmontovane === false && !canChooseAssembly(input.realHeight))
    at('zmontovane', `cabinets up to 170 cm are delivered assembled`)

  // Shelves depend on the height: check them only for a height that is itself possible.
  if (!issues.some((issue) => issue.path.endsWith('.realHeight'))) {
    const body = bodyHeight({ height: input.realHeight, legs, legsHeight: legsHeightFor(input.designation) })
    const options = shelfOptions(variant, body)
    if (
      options.length > 0
        ? !options.includes(input.shelvesCount)
        : input.shelvesCount !== 0 && input.shelvesCount !== definition.shelvesCount
    )
      at(
        'shelvesCount',
        options.length > 0 ? `must be from 1 to ${options.length} at this height` : `${variant} has no shelf choice`,
      )
  }

  if (issues.length > 0) return { ok: false, issues }
  const cabinet = settle({
    variant,
    designation: input.designation,
    mounting: input.typ,
    width: roundCm(input.realWidth),
    height: roundCm(input.realHeight),
    depth: roundCm(input.depth),
    shelvesCount: input.shelvesCount,
    shelfThickness: input.hrubkaPolice === 3.6 ? 36 : 18,
    legsType: input.nozkyType === 'Hlinikove' ? 'aluminium' : 'plastic',
    topBoard: input.vrchnaDoska,
    tipon: input.tipon,
    openingSide: input.openingSide === 'right' ? 'right' : 'left',
    corpusColor: input.corpusColor,
    doorColor: input.doorColor,
    assembled: input.zmontovane,
  })
  return { ok: true, value: cabinet }
}

/** The cabinet of a renderSkrinka call (docs/product.md#calls: sizes in metres, zavesna 'macka' yes / 'pes' no). */
export function validateRenderInput(input: RenderCabinetInput): Checked<Cabinet> {
  const cm = (m: number) => roundTo(m, 1, 2)
  const mounting = input.zavesna === 'macka' ? 'zavesna' : input.legs ? 'snozkami' : 'beznoziek'
  return validateCabinetInput({
    realWidth: cm(input.width),
    realHeight: cm(input.height),
    depth: cm(input.depth),
    variant: input.variant,
    openingSide: input.openingSide ?? input.stranaOtvarania ?? null,
    nozkyType: input.legs ? (input.legsType === 'Nejdu' ? 'Umele' : input.legsType) : 'Nejdu',
    vrchnaDoska: input.vrchnaDoska,
    shelvesCount: input.shelvesCount,
    corpusColor: input.corpusColor,
    doorColor: input.doorColor,
    designation: input.designation ?? 'obyvacka',
    tipon: input.tipon ?? false,
    typ: mounting,
    ...(input.hrubkaPolice ? { hrubkaPolice: input.hrubkaPolice } : {}),
  })
}
