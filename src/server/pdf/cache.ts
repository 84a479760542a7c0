/**
 * Design PDFs, built once per (design, language, price, day) and kept (issue 34): the configurator's
 * download (GET designPdf) and the order confirmation's attachments share one cache per server, so a
 * burst of orders for the same designs is sent without building each PDF again, and a visitor asking
 * the same PDF again is answered from memory. Built in the worker pool; two asks at once build once.
 */
import { createHash } from 'node:crypto'
import { byteLru, MB, type CacheStats } from '../lru'
import { inProcessPool, type HeavyPool, type RunOptions } from '../pool'
import type { DesignPdfInput } from './designPdf'

/** About 200–500 design PDFs (60–150 KB each): a day's orders and downloads of the popular sizes. */
export const DESIGN_PDF_CACHE_BYTES = 32 * MB

export interface DesignPdfs {
  /** The PDF of this input: from the cache, or built in the pool (PoolBusyError when its queue is full). */
  get(input: DesignPdfInput, options?: RunOptions): Promise<Buffer>
  stats(): CacheStats
}

/** The day a PDF prints (its date is a day in Bratislava time): one key for the whole day. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' })
const dayOf = (date: Date) => DAY.format(date)

/**
 * The key is everything the page shows: the design, its price (so a new price version is a new PDF),
 * the language, the day, the link, the title and the delivery beside the price. `swatchRoot` is where the decor pictures are.
 */
export function designPdfCache(
  options: { pool?: HeavyPool | undefined; swatchRoot?: string | undefined; maxBytes?: number } = {},
): DesignPdfs {
  const pool = options.pool ?? inProcessPool()
  const kept = byteLru<Buffer>(options.maxBytes ?? DESIGN_PDF_CACHE_BYTES)
  const building = new Map<string, Promise<Buffer>>()
  return {
    get(input, runOptions) {
      const key = createHash('sha256')
        .update(
          JSON.stringify([
            input.design,
            input.price,
            input.locale,
            dayOf(input.date),
            input.link,
            input.title ?? null,
            input.shipping ?? null,
          ]),
        )
        .digest('base64url')
      const found = kept.get(key) ?? building.get(key)
      if (found) return Promise.resolve(found)
      const made = pool
        .run({ kind: 'designPdf', input, swatchRoot: options.swatchRoot }, runOptions)
        .then((bytes) => {
          const pdf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
          kept.set(key, pdf, pdf.byteLength)
          return pdf
        })
        .finally(() => building.delete(key))
      building.set(key, made)
      return made
    },
    stats: () => kept.stats(),
  }
}
