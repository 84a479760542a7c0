import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Designation, MountingType } from '#domain/cabinet/catalogue.ts'
import type { BreakdownPart } from '#domain/priceBreakdown.ts'
import type { PartRole } from '#domain/cabinet/cutList.ts'
import type { SalesPage } from '#site/pages.ts'

/** Names of the room a cabinet is for (designation, docs/product.md#configurator-address). */
export const designationLabels: Record<Designation, MessageDescriptor> = {
  obyvacka: msg`Living room`,
  kuchyna: msg`Kitchen`,
  chodba: msg`Hallway`,
  kupelna: msg`Bathroom`,
}

/** Category titles as the navigation and the sales pages name them. */
export const categoryTitles: Record<Designation, MessageDescriptor> = {
  obyvacka: msg`Living room cabinets`,
  kuchyna: msg`Kitchen cabinets`,
  chodba: msg`Hallway cabinets`,
  kupelna: msg`Bathroom cabinets`,
}

/** Mounting types (`typ`, docs/product.md#configurator-address). */
export const mountingLabels: Record<MountingType, MessageDescriptor> = {
  zavesna: msg`Wall-hung`,
  beznoziek: msg`Without legs`,
  snozkami: msg`With legs`,
}

/** The parts of the price explained (issue 39.3), alike on the configurator and in the design PDF. */
export const breakdownLabels: Record<BreakdownPart, MessageDescriptor> = {
  carcass: msg`Carcass`,
  fronts: msg`Fronts`,
  boards: msg`Boards`,
  hardware: msg`Hardware`,
  edging: msg`Edge banding`,
  legsAndTop: msg`Legs and top board`,
  assembly: msg`Assembly`,
  minimum: msg`Top-up to the lowest price`,
}

/** What the workshop calls a cabinet's boards: on its PDFs and on the shop floor's part card (issue 38). */
export const partLabels: Record<PartRole, MessageDescriptor> = {
  side: msg`Side`,
  top: msg`Top`,
  bottom: msg`Bottom`,
  back: msg`Back panel`,
  shelf: msg`Shelf`,
  upright: msg`Upright`,
  door: msg`Door`,
  flap: msg`Flap`,
  drawerFront: msg`Drawer front`,
  drawerSide: msg`Drawer side`,
  drawerBack: msg`Drawer back`,
  drawerBottom: msg`Drawer bottom`,
  topBoard: msg`Top board`,
  leg: msg`Leg`,
  rail: msg`Hanging rail`,
}

export const madeToMeasureTitle = msg`Made-to-measure cabinets`

/** The home page as a breadcrumb's first item. */
export const homeTitle = msg`Home`

/** Titles of pages that are not written content: the page's heading and its head say the same. */
export const blogTitle = msg`Blog`
export const galleryTitle = msg`Gallery`

/** The title of a sales page: the category (or all made-to-measure cabinets), narrowed by mounting type where the page has one. */
export function salesPageTitle(page: SalesPage, t: (d: MessageDescriptor) => string): string {
  const category = t(page.designation ? categoryTitles[page.designation] : madeToMeasureTitle)
  return page.mounting ? `${category} – ${t(mountingLabels[page.mounting]).toLowerCase()}` : category
}
