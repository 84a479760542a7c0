/**
 * Which pages the shop has beyond its fixed routes (docs/product.md#pages). Route files validate their
 * parameters against these lists, and the sitemap expands them: one list for both.
 */
import {
  DESIGNATIONS,
  MOUNTING_TYPES,
  VARIANT_IDS,
  type Designation,
  type MountingType,
  type VariantId,
} from '#domain/cabinet/catalogue.ts'

/** Blog slugs (docs/product.md#content); `{product}` is "skrinky". */
export const BLOG_SLUGS = [
  'skrinky-na-mieru-preco-sa-oplati-investovat-do-nabytku-na-mieru',
  'kvalitne-kovanie-zaklad-dlhodobej-funkcnosti-skriniek-na-mieru',
  'maximalizacia-ulozneho-priestoru-v-skrini-na-mieru',
  'ako-si-vybrat-idealnu-skrinu-na-mieru-pre-vas-priestor',
  'riesenia-pre-male-priestory-ako-navrhnut-skrinu-na-mieru',
  'zavesne-skrinky-na-mieru-skrinky-s-nozickami-a-bez-nozickiek-na-mieru-ako-si-vybrat-spravne',
  'dorucenie-skriniek-na-mieru-uz-v-zmontovanom-stave',
  'satnikove-skrine-na-mieru-v-zmontovanom-stave',
  'skrinky-na-mieru-pre-obyvaciu-izbu',
  'skrinky-na-mieru-pre-spalnu-preco-si-zvolit-idealnu-skrinu-na-mieru',
  'skrinky-do-detskej-izby-skrine-na-mieru-v-zmontovanom-stave',
  'skrinky-do-predsiene-skrine-na-mieru-v-zmontovanom-stave',
] as const
export type BlogSlug = (typeof BLOG_SLUGS)[number]

/** Single video guides (docs/product.md#content): door, two lift-up fittings (HF, HK), drawer. */
export const VIDEO_GUIDES = ['dvierka', 'HF', 'HK', 'suflik'] as const
export type VideoGuide = (typeof VIDEO_GUIDES)[number]

/** The cabinet each video guide shows in 3D: its fitting is the one the guide adjusts. */
export const GUIDE_ILLUSTRATION: Record<VideoGuide, VariantId> = {
  dvierka: 'L1D',
  HF: 'TC2DHDouble',
  HK: 'TC1DH',
  suflik: 'L3D',
}

/** The URL word of each designation's sales category. */
const CATEGORY_WORD: Record<Designation, string> = {
  obyvacka: 'obyvacky',
  kuchyna: 'kuchyne',
  chodba: 'chodby',
  kupelna: 'kupelne',
}

/** The suffix of each mounting type's sub-page. */
const MOUNTING_SLUG_SUFFIX: Record<MountingType, string> = {
  zavesna: 'zavesne',
  beznoziek: 'bez-noziek',
  snozkami: 's-nozkami',
}

/**
 * A page under /predaj: all made-to-measure cabinets, a designation, or either narrowed to a mounting type
 * (docs/product.md#pages: each category's sub-pages; the made-to-measure ones list that mounting type in every room).
 */
export interface SalesPage {
  slug: string
  designation?: Designation
  mounting?: MountingType
}

/** A category page and its three mounting sub-pages (`{base}-zavesne`, `-bez-noziek`, `-s-nozkami`). */
function withSubPages(base: string, designation?: Designation): SalesPage[] {
  const room = designation ? { designation } : {}
  return [
    { slug: base, ...room },
    ...MOUNTING_TYPES.map((mounting) => ({ slug: `${base}-${MOUNTING_SLUG_SUFFIX[mounting]}`, ...room, mounting })),
  ]
}

export const SALES_PAGES: readonly SalesPage[] = [
  ...withSubPages('skrinky-na-mieru'),
  ...DESIGNATIONS.flatMap((designation) => withSubPages(`skrinky-do-${CATEGORY_WORD[designation]}`, designation)),
]

export function salesPage(slug: string): SalesPage | undefined {
  return SALES_PAGES.find((page) => page.slug === slug)
}

/** The page a sales page sits under: a mounting's page under its room's (or all cabinets'), a room's under all cabinets'. */
export function parentSalesPage(page: SalesPage): SalesPage | undefined {
  if (!page.designation && !page.mounting) return undefined
  return SALES_PAGES.find((p) => !p.mounting && p.designation === (page.mounting ? page.designation : undefined))
}

export function salesPageSlug(designation?: Designation, mounting?: MountingType): string {
  const page = SALES_PAGES.find((p) => p.designation === designation && p.mounting === mounting)
  if (!page) throw new Error(`No sales page for ${designation ?? '-'} / ${mounting ?? '-'}`)
  return page.slug
}

/**
 * Values of each dynamic route parameter, by parameter name. The sitemap expands `$slug`, `$id`,
 * `$guide` and `$category` with these, and the routes accept nothing else.
 */
export const ROUTE_PARAM_VALUES: Record<string, readonly string[]> = {
  slug: BLOG_SLUGS,
  id: VARIANT_IDS,
  guide: VIDEO_GUIDES,
  category: SALES_PAGES.map((page) => page.slug),
}

/**
 * Concrete paths of route patterns: each `$param` segment is replaced by every value the shop
 * has for it; a pattern with a parameter nobody lists is left out (it has no public pages).
 */
export function expandRoutePatterns(
  patterns: readonly string[],
  values: Record<string, readonly string[]> = ROUTE_PARAM_VALUES,
): string[] {
  const out: string[] = []
  for (const pattern of patterns) {
    let paths = ['']
    const segments = pattern.split('/').filter(Boolean)
    for (const segment of segments) {
      if (segment.startsWith('$')) {
        const options = values[segment.slice(1)] ?? []
        paths = paths.flatMap((p) => options.map((value) => `${p}/${value}`))
      } else {
        paths = paths.map((p) => `${p}/${segment}`)
      }
    }
    out.push(...paths.map((p) => p || '/'))
  }
  return [...new Set(out)].sort()
}
