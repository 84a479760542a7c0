/**
 * Cabinet variants (docs/product.md#catalogue) with every field of the product definition. Limits the product page
 * fixes are kept as they are; the others are this shop's choices, listed in docs/catalogue.md.
 * Sizes are centimetres.
 */
import { clamp, isOneOf } from '../helpers'

/** Designations (docs/product.md#configurator-address): the room a cabinet is for. */
export const DESIGNATIONS = ['obyvacka', 'kuchyna', 'chodba', 'kupelna'] as const
export type Designation = (typeof DESIGNATIONS)[number]

/** Mounting types (typ, docs/product.md#configurator-address): wall-hung, standing without legs, standing on legs. */
export const MOUNTING_TYPES = ['zavesna', 'beznoziek', 'snozkami'] as const
export type MountingType = (typeof MOUNTING_TYPES)[number]

/** Cabinet type (docs/product.md#catalogue; the payload's and the product definition's `type`). */
export const CABINET_TYPES = ['upperCabinet', 'lowerCabinet', 'highCabinet'] as const
export type CabinetType = (typeof CABINET_TYPES)[number]

/** Variant ids by cabinet type, in the catalogue's order. */
export const VARIANTS_BY_TYPE = {
  upperCabinet: ['TC1DH', 'TC2DHDouble'],
  lowerCabinet: ['L1D', 'L2D', 'L1S', 'x151', 'L3D', 'L4D', 'LTO', 'LTOM', 'LTOM2'],
  highCabinet: [
    'HCH',
    'HCOO',
    'polica',
    'polica2',
    'stojka',
    'stojka2',
    'PDV1D',
    'PDV2D',
    'KVP1D',
    'KVP2D',
    'KVP1DR',
    'KVP2DR',
    '2V1D',
    '2V2D',
    '1VD1Z',
    '2VD1Z',
  ],
} as const satisfies Record<CabinetType, readonly string[]>

export type VariantId = (typeof VARIANTS_BY_TYPE)[CabinetType][number]
export const VARIANT_IDS: readonly VariantId[] = Object.values(VARIANTS_BY_TYPE).flat()

export function isVariantId(value: string): value is VariantId {
  return isOneOf(VARIANT_IDS, value)
}

/** What the cabinet is, by kind (docs/product.md#catalogue). */
export type CabinetKind =
  | 'singleDoor'
  | 'doubleDoor'
  | 'drawers1'
  | 'drawers2'
  | 'drawers3'
  | 'drawers4'
  | 'open'
  | 'tallHalfOpen'
  | 'tallSingleDoor'
  | 'tallDoubleDoor'
  | 'tallOpen'
  | 'flap'
  | 'doubleFlap'
  | 'wardrobeLong1D'
  | 'wardrobeLong2D'
  | 'wardrobeShort1D'
  | 'wardrobeShort2D'
  | 'tallDoorDrawer'

/** How the inside is fitted, which the cut list builds. */
export interface Interior {
  /** Fronts: doors side by side, a lift-up flap, a bi-fold flap, drawers stacked, or none (open). */
  front: 'doors' | 'flap' | 'biFold' | 'drawers' | 'none'
  doors: 0 | 1 | 2
  drawers: 0 | 1 | 2 | 3 | 4
  /** Doors cover only the lower part up to this share of the height (tall half-open). */
  doorShare?: number
  /** Vertical dividers inside the carcass. */
  uprights: 0 | 1 | 2
  /** Shelves the customer chooses (docs/product.md#shelves); otherwise fixed by the cut list's rule. */
  shelvesChosen: boolean
  /** Hanging rails: a long one, a short one over shelves (R: shelves over the rail), or two short ones. */
  hanging?: 'long' | 'short' | 'shortReversed' | 'twoShort'
  /** A drawer under the doors (1VD1Z, 2VD1Z). */
  bottomDrawer?: boolean
}

/** Min and max of one dimension in cm. */
export interface Range {
  min: number
  max: number
}

/** Default width, height and depth in cm. */
export interface Size {
  width: number
  height: number
  depth: number
}

/** A cabinet product definition (docs/product.md#catalogue). */
export interface ProductDefinition {
  variant: VariantId
  /**
   * Cabinet type (docs/product.md#catalogue); the definition goes out as it is (GET /api/catalogue), so the wire's name
   * stays.
   */
  type: CabinetType
  kind: CabinetKind
  title: { sk: string; cz: string }
  /** Key of the title in front-end texts. */
  titleFrontEnd: string
  img: string
  imgNozky: string
  /** Video guide slug (/video/{slug}) for this cabinet's fittings, if any. */
  video: string | null
  tiponVideo: string | null
  /** 'left' where the cabinet has one hinged door (the default side), else null. */
  openingSide: 'left' | null
  /** Default shelf count. */
  shelvesCount: number
  realHeight: number
  realWidth: number
  depth: number
  canHaveVrchnaDoska: boolean
  canHaveNozky: boolean
  doorOpeningAnimation: boolean
  canChangeSize: boolean
  cabinetSizeRules: { width: Range; height: Range; depth: Range }
  defaultSizeByType: Record<Designation, Size>
  interior: Interior
}

type Spec = {
  kind: CabinetKind
  sk: string
  cz: string
  width: Range
  height: Range
  depth: Range
  interior: Interior
  shelves?: number
  defaults?: Partial<Record<Designation, Partial<Size>>>
  defaultWidth?: number
}

const r = (min: number, max: number): Range => ({ min, max })
const doors = (n: 1 | 2, extra: Partial<Interior> = {}): Interior => ({
  front: 'doors',
  doors: n,
  drawers: 0,
  uprights: 0,
  shelvesChosen: false,
  ...extra,
})
const drawers = (n: 1 | 2 | 3 | 4): Interior => ({
  front: 'drawers',
  doors: 0,
  drawers: n,
  uprights: 0,
  shelvesChosen: false,
})
const open = (uprights: 0 | 1 | 2, shelvesChosen: boolean): Interior => ({
  front: 'none',
  doors: 0,
  drawers: 0,
  uprights,
  shelvesChosen,
})

/** The same default size in every room. */
const inEveryRoom = (size: Partial<Size>) =>
  Object.fromEntries(DESIGNATIONS.map((d) => [d, size])) as Record<Designation, Partial<Size>>
/** Wardrobes are 58 cm deep wherever they stand: room for hangers and the doors. */
const WARDROBE = inEveryRoom({ depth: 58 })

// Standard depths per room (cm): kitchens take 56 cm worktop-depth units, halls and bathrooms shallow ones.
const DEPTH: Record<CabinetType, Record<Designation, number>> = {
  lowerCabinet: { obyvacka: 40, kuchyna: 56, chodba: 35, kupelna: 35 },
  upperCabinet: { obyvacka: 30, kuchyna: 33, chodba: 30, kupelna: 25 },
  highCabinet: { obyvacka: 40, kuchyna: 56, chodba: 40, kupelna: 35 },
}
const HEIGHT: Record<CabinetType, Record<Designation, number>> = {
  lowerCabinet: { obyvacka: 50, kuchyna: 72, chodba: 50, kupelna: 60 },
  upperCabinet: { obyvacka: 36, kuchyna: 36, chodba: 36, kupelna: 36 },
  // docs/product.md#catalogue: high cabinets default to 206 cm.
  highCabinet: { obyvacka: 206, kuchyna: 206, chodba: 206, kupelna: 206 },
}
/** docs/product.md#catalogue: width 45 unless the variant says otherwise. */
export const DEFAULT_WIDTH = 45

const SPECS: Record<VariantId, Spec> = {
  // Upper cabinets hang on the wall; docs/product.md#catalogue fixes TC1DH's limits.
  TC1DH: {
    kind: 'flap',
    sk: 'Horná skrinka s výklopnými dvierkami',
    cz: 'Horní skříňka s výklopnými dvířky',
    width: r(30, 100),
    height: r(21, 60),
    depth: r(20, 80),
    interior: { front: 'flap', doors: 1, drawers: 0, uprights: 0, shelvesChosen: true },
    shelves: 1,
  },
  TC2DHDouble: {
    kind: 'doubleFlap',
    sk: 'Horná skrinka s dvojitým výklopom',
    cz: 'Horní skříňka s dvojitým výklopem',
    width: r(60, 120),
    height: r(48, 104),
    depth: r(20, 80),
    defaultWidth: 80,
    defaults: inEveryRoom({ height: 72 }),
    interior: { front: 'biFold', doors: 2, drawers: 0, uprights: 0, shelvesChosen: true },
    shelves: 1,
  },
  // Lower cabinets: docs/product.md#catalogue fixes L1D, L2D, L1S, L3D and LTO.
  L1D: {
    kind: 'singleDoor',
    sk: 'Skrinka s jednými dvierkami',
    cz: 'Skříňka s jedněmi dvířky',
    width: r(15, 60),
    height: r(20, 275),
    depth: r(12, 80),
    interior: doors(1, { shelvesChosen: true }),
    shelves: 1,
  },
  L2D: {
    kind: 'doubleDoor',
    sk: 'Skrinka s dvojitými dvierkami',
    cz: 'Skříňka s dvojitými dvířky',
    width: r(30, 100),
    height: r(20, 275),
    depth: r(12, 80),
    defaultWidth: 80,
    interior: doors(2, { shelvesChosen: true }),
    shelves: 1,
  },
  L1S: {
    kind: 'drawers1',
    sk: 'Skrinka s jedným šuflíkom',
    cz: 'Skříňka s jedním šuplíkem',
    width: r(30, 120),
    height: r(12, 40),
    depth: r(30, 80),
    interior: drawers(1),
    defaults: inEveryRoom({ height: 25 }),
  },
  x151: {
    kind: 'drawers2',
    sk: 'Skrinka s dvoma šuflíkmi',
    cz: 'Skříňka se dvěma šuplíky',
    width: r(30, 120),
    height: r(25, 80),
    depth: r(30, 80),
    interior: drawers(2),
  },
  L3D: {
    kind: 'drawers3',
    sk: 'Skrinka s tromi šuflíkmi',
    cz: 'Skříňka se třemi šuplíky',
    width: r(30, 120),
    height: r(40, 110),
    depth: r(30, 80),
    interior: drawers(3),
    defaults: { obyvacka: { height: 60 }, chodba: { height: 60 }, kupelna: { height: 60 } },
  },
  L4D: {
    kind: 'drawers4',
    sk: 'Skrinka so štyrmi šuflíkmi',
    cz: 'Skříňka se čtyřmi šuplíky',
    width: r(30, 120),
    height: r(50, 120),
    depth: r(30, 80),
    interior: drawers(4),
    defaults: inEveryRoom({ height: 80 }),
  },
  LTO: {
    kind: 'open',
    sk: 'Otvorená skrinka',
    cz: 'Otevřená skříňka',
    width: r(15, 100),
    height: r(20, 275),
    depth: r(12, 80),
    interior: open(0, true),
    shelves: 1,
  },
  LTOM: {
    kind: 'open',
    sk: 'Otvorená skrinka s priečkou',
    cz: 'Otevřená skříňka s příčkou',
    width: r(40, 160),
    height: r(20, 275),
    depth: r(12, 80),
    defaultWidth: 80,
    interior: open(1, false),
  },
  LTOM2: {
    kind: 'open',
    sk: 'Otvorená skrinka s dvoma priečkami',
    cz: 'Otevřená skříňka se dvěma příčkami',
    width: r(60, 200),
    height: r(20, 275),
    depth: r(12, 80),
    defaultWidth: 120,
    interior: open(2, false),
  },
  // High cabinets stand on the floor (with or without legs).
  HCH: {
    kind: 'tallHalfOpen',
    sk: 'Vysoká polootvorená skrinka',
    cz: 'Vysoká polootevřená skříňka',
    width: r(30, 60),
    height: r(120, 275),
    depth: r(25, 80),
    interior: doors(1, { doorShare: 0.5, shelvesChosen: true }),
    shelves: 4,
  },
  HCOO: {
    kind: 'tallOpen',
    sk: 'Vysoká otvorená skrinka',
    cz: 'Vysoká otevřená skříňka',
    width: r(30, 100),
    height: r(120, 275),
    depth: r(20, 80),
    interior: open(0, true),
    shelves: 4,
  },
  polica: {
    kind: 'tallOpen',
    sk: 'Otvorený regál',
    cz: 'Otevřený regál',
    width: r(15, 60),
    height: r(60, 275),
    depth: r(15, 60),
    defaultWidth: 40,
    interior: open(0, false),
  },
  polica2: {
    kind: 'tallOpen',
    sk: 'Otvorený regál s priečkou',
    cz: 'Otevřený regál s příčkou',
    width: r(40, 120),
    height: r(60, 275),
    depth: r(15, 60),
    defaultWidth: 80,
    interior: open(1, false),
  },
  stojka: {
    kind: 'tallSingleDoor',
    sk: 'Vysoká skrinka s jednými dvierkami',
    cz: 'Vysoká skříňka s jedněmi dvířky',
    width: r(30, 60),
    height: r(120, 275),
    depth: r(25, 80),
    interior: doors(1),
  },
  stojka2: {
    kind: 'tallDoubleDoor',
    sk: 'Vysoká skrinka s dvojitými dvierkami',
    cz: 'Vysoká skříňka s dvojitými dvířky',
    width: r(60, 120),
    height: r(120, 275),
    depth: r(25, 80),
    defaultWidth: 80,
    interior: doors(2),
  },
  PDV1D: {
    kind: 'wardrobeLong1D',
    sk: 'Šatník s dlhým vešaním, jednodverový',
    cz: 'Šatní skříň s dlouhým věšením, jednodveřová',
    width: r(40, 60),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 50,
    interior: doors(1, { hanging: 'long' }),
    defaults: WARDROBE,
  },
  PDV2D: {
    kind: 'wardrobeLong2D',
    sk: 'Šatník s dlhým vešaním, dvojdverový',
    cz: 'Šatní skříň s dlouhým věšením, dvoudveřová',
    width: r(60, 120),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 90,
    interior: doors(2, { hanging: 'long' }),
    defaults: WARDROBE,
  },
  KVP1D: {
    kind: 'wardrobeShort1D',
    sk: 'Šatník s krátkym vešaním a policami, jednodverový',
    cz: 'Šatní skříň s krátkým věšením a policemi, jednodveřová',
    width: r(40, 60),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 50,
    interior: doors(1, { hanging: 'short' }),
    defaults: WARDROBE,
  },
  KVP2D: {
    kind: 'wardrobeShort2D',
    sk: 'Šatník s krátkym vešaním a policami, dvojdverový',
    cz: 'Šatní skříň s krátkým věšením a policemi, dvoudveřová',
    width: r(60, 120),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 90,
    interior: doors(2, { hanging: 'short' }),
    defaults: WARDROBE,
  },
  KVP1DR: {
    kind: 'wardrobeShort1D',
    sk: 'Šatník s policami a krátkym vešaním dole, jednodverový',
    cz: 'Šatní skříň s policemi a krátkým věšením dole, jednodveřová',
    width: r(40, 60),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 50,
    interior: doors(1, { hanging: 'shortReversed' }),
    defaults: WARDROBE,
  },
  KVP2DR: {
    kind: 'wardrobeShort2D',
    sk: 'Šatník s policami a krátkym vešaním dole, dvojdverový',
    cz: 'Šatní skříň s policemi a krátkým věšením dole, dvoudveřová',
    width: r(60, 120),
    height: r(150, 275),
    depth: r(50, 80),
    defaultWidth: 90,
    interior: doors(2, { hanging: 'shortReversed' }),
    defaults: WARDROBE,
  },
  '2V1D': {
    kind: 'wardrobeShort1D',
    sk: 'Šatník s dvoma krátkymi vešaniami, jednodverový',
    cz: 'Šatní skříň se dvěma krátkými věšeními, jednodveřová',
    width: r(40, 60),
    height: r(180, 275),
    depth: r(50, 80),
    defaultWidth: 50,
    interior: doors(1, { hanging: 'twoShort' }),
    defaults: WARDROBE,
  },
  '2V2D': {
    kind: 'wardrobeShort2D',
    sk: 'Šatník s dvoma krátkymi vešaniami, dvojdverový',
    cz: 'Šatní skříň se dvěma krátkými věšeními, dvoudveřová',
    width: r(60, 120),
    height: r(180, 275),
    depth: r(50, 80),
    defaultWidth: 90,
    interior: doors(2, { hanging: 'twoShort' }),
    defaults: WARDROBE,
  },
  '1VD1Z': {
    kind: 'tallDoorDrawer',
    sk: 'Vysoká skrinka s dvierkami a šuflíkom',
    cz: 'Vysoká skříňka s dvířky a šuplíkem',
    width: r(30, 60),
    height: r(150, 275),
    depth: r(35, 80),
    interior: doors(1, { bottomDrawer: true, shelvesChosen: true }),
    shelves: 3,
  },
  '2VD1Z': {
    kind: 'tallDoorDrawer',
    sk: 'Vysoká skrinka s dvojitými dvierkami a šuflíkom',
    cz: 'Vysoká skříňka s dvojitými dvířky a šuplíkem',
    width: r(60, 120),
    height: r(150, 275),
    depth: r(35, 80),
    defaultWidth: 80,
    interior: doors(2, { bottomDrawer: true, shelvesChosen: true }),
    shelves: 3,
  },
}

function cabinetTypeOf(variant: VariantId): CabinetType {
  return (Object.keys(VARIANTS_BY_TYPE) as CabinetType[]).find((cabinetType) =>
    isOneOf(VARIANTS_BY_TYPE[cabinetType], variant),
  )!
}

function videoOf(interior: Interior): string | null {
  if (interior.front === 'flap') return 'HK'
  if (interior.front === 'biFold') return 'HF'
  if (interior.front === 'drawers') return 'suflik'
  if (interior.front === 'doors') return 'dvierka'
  return null
}

function define(variant: VariantId): ProductDefinition {
  const spec = SPECS[variant]
  const cabinetType = cabinetTypeOf(variant)
  const sizeFor = (designation: Designation): Size => {
    const own = spec.defaults?.[designation] ?? {}
    return {
      width: clamp(own.width ?? spec.defaultWidth ?? DEFAULT_WIDTH, spec.width),
      height: clamp(own.height ?? HEIGHT[cabinetType][designation], spec.height),
      depth: clamp(own.depth ?? DEPTH[cabinetType][designation], spec.depth),
    }
  }
  const defaultSizeByType = Object.fromEntries(DESIGNATIONS.map((d) => [d, sizeFor(d)])) as Record<Designation, Size>
  const base = defaultSizeByType.obyvacka
  const hasFront = spec.interior.front !== 'none'
  return {
    variant,
    type: cabinetType,
    kind: spec.kind,
    title: { sk: spec.sk, cz: spec.cz },
    titleFrontEnd: `product.${variant}`,
    img: `/products/${variant}.svg`,
    imgNozky: `/products/${variant}-nozky.svg`,
    video: videoOf(spec.interior),
    tiponVideo: hasFront ? videoOf(spec.interior) : null,
    openingSide: spec.interior.front === 'doors' && spec.interior.doors === 1 ? 'left' : null,
    shelvesCount: spec.shelves ?? 0,
    realHeight: base.height,
    realWidth: base.width,
    depth: base.depth,
    canHaveVrchnaDoska: cabinetType === 'lowerCabinet',
    canHaveNozky: cabinetType !== 'upperCabinet',
    doorOpeningAnimation: hasFront,
    canChangeSize: true,
    cabinetSizeRules: { width: spec.width, height: spec.height, depth: spec.depth },
    defaultSizeByType,
    interior: spec.interior,
  }
}

/** Every product definition, by variant. */
export const PRODUCTS: Record<VariantId, ProductDefinition> = Object.fromEntries(
  VARIANT_IDS.map((variant) => [variant, define(variant)]),
) as Record<VariantId, ProductDefinition>

/**
 * What the home page counts (docs/product.md#pages), computed from the catalogue rather than typed in: decors,
 * corpus × door colour combinations, cabinet types, and the sizes one can order to the centimetre.
 */
export function catalogueCounts(decorCount: number) {
  const span = (range: Range) => Math.floor(range.max - range.min) + 1
  const sizes = VARIANT_IDS.reduce((sum, id) => {
    const rules = PRODUCTS[id].cabinetSizeRules
    return sum + span(rules.width) * span(rules.height) * span(rules.depth)
  }, 0)
  return { decors: decorCount, colourCombinations: decorCount * decorCount, cabinetTypes: VARIANT_IDS.length, sizes }
}
