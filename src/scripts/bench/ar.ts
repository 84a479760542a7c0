/**
 * The AR model's figures (decision 0024), for `npm run bench`: the size of the USDZ iOS Quick Look
 * downloads and how long the server takes to make it (geometry GLB, then three's USDZExporter), for
 * a small and big cabinets and a hallway. Run directly: `tsx src/scripts/bench/ar.ts`.
 */
import { settle, type Cabinet } from '#domain/cabinet/model.ts'
import { cutList, type CutList } from '#domain/cabinet/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { buildGlb, cabinetModel, hallwayModel, type ModelDesign } from '#server/model/glb.ts'
import { glbToUsdz, slotColors } from '#server/model/usdz.ts'

const cabinet = (c: Cabinet): [ModelDesign, CutList] => [cabinetModel(c), cutList(c)]
const hallway = defaultHallway()

/** The designs measured: the standard L1D, big cabinets, and the default hallway wall. */
const DESIGNS: Array<[string, [ModelDesign, CutList]]> = [
  ['L1D 45×50×40', cabinet(settle({ variant: 'L1D' }))],
  ['L4D', cabinet(settle({ variant: 'L4D' }))],
  ['PDV2D 90×240×60', cabinet(settle({ variant: 'PDV2D', width: 90, height: 240, depth: 60 }))],
  ['hallway 400×250×45', [hallwayModel(hallway), hallwayCutList(hallway)]],
]

/** Prints each cabinet's USDZ size and the mean time to make it (GLB + USDZ) over `runs` runs. */
export async function arBench(runs = 20) {
  console.log('USDZ for iOS Quick Look (in process: geometry GLB, then USDZ)')
  for (const [label, [model, list]] of DESIGNS) {
    const make = async () => glbToUsdz(await buildGlb(model, list, null), slotColors(model))
    let usdz = await make()
    const t0 = performance.now()
    for (let i = 0; i < runs; i++) usdz = await make()
    const ms = (performance.now() - t0) / runs
    console.log(`  ${label.padEnd(18)} ${(usdz.byteLength / 1024).toFixed(1)} KB, made in ${ms.toFixed(1)} ms`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await arBench()
