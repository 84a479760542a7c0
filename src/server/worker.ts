/**
 * The worker pool's entry (issue 34, src/server/pool.ts): what blocks the event loop for tens of
 * milliseconds to seconds is built here, in a worker thread. Each task is plain data in and bytes (or
 * text) out, made by the same pure builders as before; the server build writes it as
 * dist/server/worker.js (vite.config.ts), `npm run dev` runs this file through tsx.
 */
import type { I18n } from '@lingui/core'
import { frontElevationSvg } from '#domain/drawing.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import type { LocaleCode } from '#domain/locale.ts'
import type { BoardsPlan } from '#domain/production/boards.ts'
import type { SampleLabel } from '#domain/samples.ts'
import type { SheetOrder } from './db/sheets'
import { elevationPng } from './drawingPng'
import { buildModelGlb, buildModelUsdz, textureReader, type Design } from './model/build'
import type { ReadTexture } from './model/glb'
import type { DesignPdfInput } from './pdf/designPdf'
import type { ReadSwatch } from './pdf/pdf'
import type { RouteSheetInput } from './pdf/routeSheet'
import type { LabelsInput } from './pdf/labels'

// The PDF builders (pdfkit, fonts, the catalogs) load on a thread's first PDF: a thread that only builds
// models never pays for them.
const pdfModules = () =>
  Promise.all([
    import('./pdf/designPdf'),
    import('./pdf/workOrder'),
    import('./pdf/pdf'),
    import('#i18n/i18n.ts'),
    import('./pdf/routeSheet'),
    import('./pdf/labels'),
  ])

/** One piece of heavy work; its answer's type is in HeavyResults under the same kind. */
export type HeavyTask =
  | { kind: 'glb'; design: Design; textureRoot?: string | undefined }
  | { kind: 'usdz'; design: Design; textureRoot?: string | undefined }
  /** The dimensioned front elevation of a hallway, as SVG text or, with `png`, a PNG of that width. */
  | { kind: 'hallwayDrawing'; hallway: Hallway; png?: { width: number } | undefined }
  | { kind: 'designPdf'; input: DesignPdfInput; swatchRoot?: string | undefined }
  | { kind: 'workOrderPdf'; orders: SheetOrder[]; locale: LocaleCode; termsProduction?: number }
  /** The day's route sheet for the van (issue 36). */
  | { kind: 'routeSheetPdf'; input: RouteSheetInput }
  /** A batch's board plans and materials order (issue 38.3); `subject` names the day or the orders. */
  | { kind: 'boardsPdf'; plan: BoardsPlan; subject: string; locale: LocaleCode }
  /** The part labels of orders: an A4 sticker sheet or a 62 mm roll (issue 38.2). */
  | { kind: 'labelsPdf'; input: LabelsInput }
  /** An order's assembly instructions in its own language (issue 38.6). */
  | { kind: 'assemblyPdf'; order: SheetOrder; locale: LocaleCode }
  /** A decor sample request's A6 address label (issue 39.4). */
  | { kind: 'sampleLabelPdf'; label: SampleLabel }

export interface HeavyResults {
  glb: Uint8Array
  usdz: Uint8Array
  hallwayDrawing: string | Uint8Array
  designPdf: Uint8Array
  workOrderPdf: Uint8Array
  routeSheetPdf: Uint8Array
  boardsPdf: Uint8Array
  labelsPdf: Uint8Array
  assemblyPdf: Uint8Array
  sampleLabelPdf: Uint8Array
}

/** Readers and catalogs live as long as the thread: made once per folder or language. */
const textures = new Map<string, ReadTexture>()
const swatches = new Map<string, ReadSwatch>()
const catalogs = new Map<LocaleCode, Promise<I18n>>()
const noTexture: ReadTexture = () => undefined
const textureOf = (root: string | undefined) => {
  if (!root) return noTexture
  if (!textures.has(root)) textures.set(root, textureReader(root))
  return textures.get(root)!
}
const swatchOf = async (root: string | undefined) => {
  if (!root) return undefined
  const [, , { swatchReader }] = await pdfModules()
  if (!swatches.has(root)) swatches.set(root, swatchReader(root))
  return swatches.get(root)
}
const catalogOf = async (locale: LocaleCode) => {
  const [, , , { createI18n }] = await pdfModules()
  if (!catalogs.has(locale)) catalogs.set(locale, createI18n(locale, { server: true }))
  return catalogs.get(locale)!
}

/** A hallway's dimensioned front elevation (renderChodbaPhoto, chodbaPhoto). */
async function hallwayDrawing(hallway: Hallway, png: { width: number } | undefined): Promise<string | Uint8Array> {
  const { list, segments } = hallwayElevation(hallway)
  const svg = frontElevationSvg(hallway, list, { dimensions: true, segments, title: 'Chodba' })
  if (!png) return svg
  const bytes = await elevationPng(svg, png.width)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength)
}

/** Runs one task (in a worker, or in the process itself where no pool is given); piscina calls the default export. */
export default async function runTask(task: HeavyTask): Promise<HeavyResults[HeavyTask['kind']]> {
  switch (task.kind) {
    case 'glb':
      return buildModelGlb(task.design, textureOf(task.textureRoot))
    case 'usdz':
      return buildModelUsdz(task.design, textureOf(task.textureRoot))
    case 'hallwayDrawing':
      return hallwayDrawing(task.hallway, task.png)
    case 'designPdf': {
      const [{ designPdf }] = await pdfModules()
      const pdf = await designPdf(task.input, await catalogOf(task.input.locale), {
        swatch: await swatchOf(task.swatchRoot),
      })
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'workOrderPdf': {
      const [, { workOrderPdf }] = await pdfModules()
      const pdf = await workOrderPdf(task.orders, await catalogOf(task.locale), task.locale, {
        termsProduction: task.termsProduction,
      })
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'boardsPdf': {
      const { boardsPdf } = await import('./pdf/boards')
      const pdf = await boardsPdf(task.plan, task.subject, await catalogOf(task.locale), task.locale)
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'routeSheetPdf': {
      const [, , , , { routeSheetPdf }] = await pdfModules()
      const pdf = await routeSheetPdf(task.input, await catalogOf(task.input.locale))
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'labelsPdf': {
      const [, , , , , { labelsPdf }] = await pdfModules()
      const pdf = await labelsPdf(task.input, await catalogOf(task.input.locale))
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'assemblyPdf': {
      // Its own import, not a slot in pdfModules: the PDF builders added beside it in issue 38 need not share indices.
      const { assemblyPdf } = await import('./pdf/assembly')
      const pdf = await assemblyPdf(task.order, await catalogOf(task.locale), task.locale)
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
    case 'sampleLabelPdf': {
      const { sampleLabelPdf } = await import('./pdf/sampleLabel')
      const pdf = await sampleLabelPdf(task.label, await catalogOf(task.label.locale))
      return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength)
    }
  }
}
