/**
 * The hallway's request bodies (docs/product.md#calls) and their inverses: getPriceChodba's body of a hallway
 * and the hallway it describes, and the hallway of a saved or sent one (the back takes the corpus
 * decor when it has none of its own).
 */
import { API } from '../endpoints'
import type { Country } from '../locale'
import type { GetPriceChodbaRequest } from '../schemas'
import { hallwayTop } from './elevation'
import { HALLWAY_LIMITS, realWidthOf, type Hallway, type HallwayModule } from './layout'
import { hallwayQuery } from './query'

/** The getPriceChodba body of a hallway (or of a cart's hallway line). */
export function priceRequestOfHallway(
  hallway: Pick<Hallway, 'cabinets' | 'podorys' | 'realHeight' | 'depth' | 'corpusColor' | 'doorColor'>,
  country: Country,
): GetPriceChodbaRequest {
  return {
    country,
    furniture: hallway.cabinets,
    podorys: hallway.podorys,
    realHeight: hallway.realHeight,
    depth: hallway.depth,
    corpusColor: hallway.corpusColor,
    doorColor: hallway.doorColor,
  }
}

/** The address of a hallway's dimensioned front drawing (GET chodbaPhoto, renderChodbaPhoto's drawing): the design in its query. */
export function hallwayPhotoUrl(hallway: Hallway): string {
  return `${API.chodbaPhoto.path}?${new URLSearchParams(hallwayQuery(hallway)).toString()}`
}

/** The hallway a getPriceChodba body describes: its modules are `furniture`, the back takes the corpus decor. */
export function hallwayOfPriceRequest({
  furniture,
  podorys,
  realHeight,
  depth,
  corpusColor,
  doorColor,
}: Omit<Hallway, 'cabinets' | 'realWidth' | 'backColor'> & { furniture: HallwayModule[] }): Hallway {
  return {
    podorys,
    realHeight,
    depth,
    corpusColor,
    doorColor,
    backColor: corpusColor,
    cabinets: furniture,
    realWidth: realWidthOf(furniture, podorys),
  }
}

/** A hallway as sent (renderChodba, saveChodbaConsultation), saved (getChodbaById) or in the cart: the back defaults to the corpus decor. */
export function hallwayOf({
  cabinets,
  podorys,
  realWidth,
  realHeight,
  depth,
  doorColor,
  corpusColor,
  backColor,
}: Omit<Hallway, 'backColor'> & { backColor?: string | undefined }): Hallway {
  return {
    cabinets,
    podorys,
    realWidth,
    realHeight,
    depth,
    doorColor,
    corpusColor,
    backColor: backColor ?? corpusColor,
  }
}

/**
 * The hallway a renderChodbaPhoto body draws (it sends modules only): a wall as wide as the modules,
 * as high as they reach and as deep as they are. Any plan's modules fit plan B's wall, 1 cm narrower
 * than plan A's; the narrowest plan-A wall (60 cm) stays on plan A so as to stay within the limits.
 */
export function hallwayOfPhotoRequest({
  cabinets,
  corpusColor,
  doorColor,
}: Pick<Hallway, 'cabinets' | 'corpusColor' | 'doorColor'>): Hallway {
  const podorys = realWidthOf(cabinets, 'B') < HALLWAY_LIMITS.width.min ? 'A' : 'B'
  return {
    podorys,
    realWidth: realWidthOf(cabinets, podorys),
    realHeight: Math.round(hallwayTop(cabinets) / 10),
    depth: Math.round((cabinets[0]?.depth ?? 0) * 100),
    corpusColor,
    doorColor,
    backColor: corpusColor,
    cabinets,
  }
}
