/**
 * A hallway line's design PDF (issue 18.3): its file name and the design link printed in it, as the
 * cabinet's are made in ../cabinet/designPdf.ts. The address carries what the configurator's does.
 */
import { localizePath, type LocaleCode } from '../locale'
import type { Hallway } from './layout'
import { hallwayQuery } from './query'

/** The hallway's configurator page on this site (the cart's and an order line's link), e.g. /chodby?podorys=A&…. */
export function hallwayPath(hallway: Hallway, locale: LocaleCode): string {
  return `${localizePath('/chodby', locale)}?${new URLSearchParams(hallwayQuery(hallway)).toString()}`
}

/** The hallway's configurator page as an absolute address (the PDF's link and QR). */
export function hallwayUrl(siteUrl: string, hallway: Hallway, locale: LocaleCode): string {
  return `${siteUrl.replace(/\/$/, '')}${hallwayPath(hallway, locale)}`
}

/** The PDF's file name: the wall's size in cm, e.g. chodba-400x250x45.pdf. */
export function hallwayPdfFileName(hallway: Hallway): string {
  return `chodba-${hallway.realWidth}x${hallway.realHeight}x${hallway.depth}.pdf`
}
