/**
 * The design PDF's figures (issue 18.3): file size and server build time of GET designPdf for a
 * small, a standard and a large cabinet in Slovak and Czech. bench.ts calls it on its server;
 * `tsx src/scripts/bench/designPdf.ts http://127.0.0.1:PORT` measures a running server alone.
 */
import { fileURLToPath } from 'node:url'
import { API } from '#domain/endpoints.ts'
import { designPdfPath } from '#domain/cabinet/designPdf.ts'
import { settle } from '#domain/cabinet/model.ts'

const DESIGNS = [
  settle({ variant: 'L1D', width: 45, height: 72, depth: 32 }),
  settle({ variant: 'L2D', width: 80, height: 200, depth: 40 }),
  settle({ variant: 'PDV2D', width: 90, height: 240, depth: 60, mounting: 'beznoziek' }),
]

/** Prints each design's PDF size and the median and p95 time of `n` requests (after one cold request). */
export async function benchDesignPdf(url: string, n = 20): Promise<void> {
  console.log(`Design PDF (GET ${API.designPdf.path}, sequential, ${n} requests each after one cold)`)
  for (const cabinet of DESIGNS)
    for (const locale of ['sk', 'cz'] as const) {
      const address = url + designPdfPath(API.designPdf.path, cabinet, locale)
      const get = async () => {
        const t0 = performance.now()
        const response = await fetch(address)
        const bytes = (await response.arrayBuffer()).byteLength
        if (!response.ok) throw new Error(`${address}: ${response.status}`)
        return { bytes, ms: performance.now() - t0 }
      }
      const cold = await get()
      const times: number[] = []
      for (let i = 0; i < n; i++) times.push((await get()).ms)
      times.sort((a, b) => a - b)
      const name = `${cabinet.variant} ${cabinet.width}×${cabinet.height}×${cabinet.depth} cm, ${locale}`
      console.log(
        `  ${name.padEnd(32)} ${(cold.bytes / 1024).toFixed(1)} KB, cold ${cold.ms.toFixed(0)} ms, median ${times[Math.floor(n / 2)]!.toFixed(0)} ms, p95 ${times[Math.floor(n * 0.95)]!.toFixed(0)} ms`,
      )
    }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.argv[2]
  if (!url) throw new Error('Give the address of a running server, e.g. http://127.0.0.1:4950')
  await benchDesignPdf(url)
}
