/**
 * The gallery: designs made in our own configurators, each pictured from its own cut list and
 * linking back to itself in the configurator. The blog's pictures come from the same designs.
 */
import { cabinetToQuery } from '#domain/cabinet/query.ts'
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { type Hallway } from '#domain/hallway/layout.ts'
import type { BlogSlug } from './pages'
import { GALLERY_COVER_ID } from './galleryCover'

export interface GalleryItem {
  id: string
  title: { sk: string; cz: string }
  design: { kind: 'cabinet'; cabinet: Cabinet } | { kind: 'hallway'; hallway: Hallway }
}

const cabinet = (id: string, sk: string, cz: string, design: Parameters<typeof settle>[0]): GalleryItem => ({
  id,
  title: { sk, cz },
  design: { kind: 'cabinet', cabinet: settle(design) },
})
const hallway = (id: string, sk: string, cz: string, preset: string): GalleryItem => ({
  id,
  title: { sk, cz },
  design: { kind: 'hallway', hallway: hallwayOfPreset(HALLWAY_PRESETS.find((p) => p.id === preset)!) },
})

let gallery: readonly GalleryItem[] | undefined

/**
 * The gallery's designs, made on first use: settling the cabinets and laying out the hallways took
 * milliseconds of every page's start, since the route table holds this module (issue 16).
 */
export function galleryItems(): readonly GalleryItem[] {
  return (gallery ??= [
    cabinet(
      GALLERY_COVER_ID,
      'Nízka skrinka pod televízor s dvoma dvierkami',
      'Nízká skříňka pod televizi se dvěma dvířky',
      {
        variant: 'L2D',
        designation: 'obyvacka',
        mounting: 'snozkami',
        width: 100,
        height: 50,
        doorColor: 'U727ST9',
      },
    ),
    cabinet('kuchyna-zasuvky', 'Kuchynská skrinka so štyrmi zásuvkami', 'Kuchyňská skříňka se čtyřmi zásuvkami', {
      variant: 'L4D',
      designation: 'kuchyna',
      mounting: 'snozkami',
      width: 60,
    }),
    cabinet('kuchyna-vyklop', 'Horná kuchynská skrinka s výklopom', 'Horní kuchyňská skříňka s výklopem', {
      variant: 'TC1DH',
      designation: 'kuchyna',
      width: 80,
      height: 40,
    }),
    cabinet('kupelna-zavesna', 'Závesná kúpeľňová skrinka', 'Závěsná koupelnová skříňka', {
      variant: 'L1D',
      designation: 'kupelna',
      mounting: 'zavesna',
      width: 40,
      height: 70,
      depth: 30,
    }),
    cabinet('satnik', 'Šatníková skriňa s dlhým vešaním', 'Šatní skříň s dlouhým věšením', {
      variant: 'PDV2D',
      designation: 'obyvacka',
      width: 100,
    }),
    cabinet('policova-stena', 'Vysoká otvorená polica', 'Vysoký otevřený regál', {
      variant: 'polica',
      designation: 'obyvacka',
    }),
    hallway('chodba-klasik', 'Chodba s lavicou v nike', 'Chodba s lavicí ve výklenku', 'klasik'),
    hallway('chodba-satnik', 'Šatníková stena do chodby', 'Šatní stěna do chodby', 'satnik'),
  ])
}

/** The configurator address of a gallery design (without the language prefix). */
export function galleryLink(item: GalleryItem): string {
  if (item.design.kind === 'hallway')
    return `/chodby?${new URLSearchParams(hallwayQuery(item.design.hallway)).toString()}`
  const query = Object.fromEntries(
    Object.entries(cabinetToQuery(item.design.cabinet)).filter(([key, value]) => key !== 'productId' && value !== ''),
  )
  return `/detail/${item.design.cabinet.variant}?${new URLSearchParams(query).toString()}`
}

/** Which gallery design pictures each blog article. */
export const BLOG_PICTURES: Record<BlogSlug, string> = {
  'skrinky-na-mieru-preco-sa-oplati-investovat-do-nabytku-na-mieru': 'tv-zostava',
  'kvalitne-kovanie-zaklad-dlhodobej-funkcnosti-skriniek-na-mieru': 'kuchyna-vyklop',
  'maximalizacia-ulozneho-priestoru-v-skrini-na-mieru': 'kuchyna-zasuvky',
  'ako-si-vybrat-idealnu-skrinu-na-mieru-pre-vas-priestor': 'policova-stena',
  'riesenia-pre-male-priestory-ako-navrhnut-skrinu-na-mieru': 'kupelna-zavesna',
  'zavesne-skrinky-na-mieru-skrinky-s-nozickami-a-bez-nozickiek-na-mieru-ako-si-vybrat-spravne': 'kupelna-zavesna',
  'dorucenie-skriniek-na-mieru-uz-v-zmontovanom-stave': 'satnik',
  'satnikove-skrine-na-mieru-v-zmontovanom-stave': 'satnik',
  'skrinky-na-mieru-pre-obyvaciu-izbu': 'tv-zostava',
  'skrinky-na-mieru-pre-spalnu-preco-si-zvolit-idealnu-skrinu-na-mieru': 'satnik',
  'skrinky-do-detskej-izby-skrine-na-mieru-v-zmontovanom-stave': 'policova-stena',
  'skrinky-do-predsiene-skrine-na-mieru-v-zmontovanom-stave': 'chodba-klasik',
}
