/** The six hallway presets (docs/product.md#hallway) and the hallway the configurator opens with. */
import { balance, defaultModule, type Hallway, type LowerVariant, type Podorys } from './layout'

/** A preset (docs/product.md#hallway: six of them): totals, plan, colours and the lower modules' variants. */
export interface HallwayPreset {
  id: string
  podorys: Podorys
  realWidth: number
  realHeight: number
  depth: number
  corpusColor: string
  doorColor: string
  backColor: string
  variants: LowerVariant[]
}

export const HALLWAY_PRESETS: readonly HallwayPreset[] = [
  {
    id: 'klasik',
    podorys: 'A',
    realWidth: 400,
    realHeight: 250,
    depth: 45,
    corpusColor: 'W1000ST9',
    doorColor: 'H1303ST12',
    backColor: 'W1000ST9',
    variants: ['4', '2', '5', '1', '2'],
  },
  {
    id: 'rodina',
    podorys: 'A',
    realWidth: 500,
    realHeight: 260,
    depth: 45,
    corpusColor: 'W1000ST9',
    doorColor: 'U727ST9',
    backColor: 'W1000ST9',
    variants: ['4', '4', '2', '5', '1', '3'],
  },
  {
    id: 'uzka',
    podorys: 'B',
    realWidth: 220,
    realHeight: 240,
    depth: 35,
    corpusColor: 'H1303ST12',
    doorColor: 'H1303ST12',
    backColor: 'W1000ST9',
    variants: ['2', '5', '1'],
  },
  {
    id: 'satnik',
    podorys: 'A',
    realWidth: 300,
    realHeight: 275,
    depth: 60,
    corpusColor: 'U727ST9',
    doorColor: 'U727ST9',
    backColor: 'U727ST9',
    variants: ['4', '3', '2', '4'],
  },
  {
    id: 'lavica',
    podorys: 'C',
    realWidth: 260,
    realHeight: 220,
    depth: 40,
    corpusColor: 'W1000ST9',
    doorColor: 'H1303ST12',
    backColor: 'W1000ST9',
    variants: ['1', '5', '6'],
  },
  {
    id: 'police',
    podorys: 'D',
    realWidth: 350,
    realHeight: 210,
    depth: 35,
    corpusColor: 'W1000ST9',
    doorColor: 'W1000ST9',
    backColor: 'W1000ST9',
    variants: ['2', '2', '5', '2', '2'],
  },
]

/** The hallway of a preset, laid out and balanced. */
export function hallwayOfPreset(preset: HallwayPreset): Hallway {
  return balance({
    podorys: preset.podorys,
    realWidth: preset.realWidth,
    realHeight: preset.realHeight,
    depth: preset.depth,
    corpusColor: preset.corpusColor,
    doorColor: preset.doorColor,
    backColor: preset.backColor,
    cabinets: preset.variants.map((variant) => defaultModule(variant)),
  })
}

/**
 * The hallway the configurator opens with: the first preset at the default totals of docs/product.md#hallway (400 × 250
 * × 45).
 */
export const defaultHallway = (): Hallway => hallwayOfPreset(HALLWAY_PRESETS[0]!)
