/**
 * What a render costs the rest of the shop (issue 34): `tsx src/scripts/bench/renderBlock.ts [--renders 12]`
 * starts the built server, asks /api/health every 10 ms, and meanwhile makes distinct hallways' AR models
 * one after another (renderChodbaAr, then its GLB and USDZ). Prints each render's time and the health
 * answers' p50/p99/max before and during: a render on the event loop shows as health's worst answer.
 * Run `npm run build` first.
 */
import { parseArgs } from 'node:util'
import { API, modelUrl } from '#domain/endpoints.ts'
import { HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { requireServerBuild, startBuiltServer } from '../harness/builtServer'
import { loadAverages } from './load'

const { values } = parseArgs({ options: { renders: { type: 'string', default: '12' } } })
const renders = Number(values.renders)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} answers)`
}

requireServerBuild()
const server = await startBuiltServer()
try {
  let watching = true
  let health: number[] = []
  const watcher = (async () => {
    while (watching) {
      const t0 = performance.now()
      await (await fetch(`${server.url}${API.health.path}`)).arrayBuffer()
      health.push(performance.now() - t0)
      await sleep(10)
    }
  })()
  await sleep(2000)
  const idle = health
  health = []
  console.log(`Load ${loadAverages()}`)
  const took: number[] = []
  for (let i = 0; i < renders; i++) {
    const preset = HALLWAY_PRESETS[i % HALLWAY_PRESETS.length]!
    const hallway = { ...hallwayOfPreset(preset), realHeight: 251 + i }
    const t0 = performance.now()
    const answer = await fetch(`${server.url}${API.renderChodbaAr.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chodba: hallway }),
    })
    const { id } = (await answer.json()) as { id: string }
    const glb = await fetch(`${server.url}${modelUrl(id)}`)
    const usdz = await fetch(`${server.url}${modelUrl(id, '', 'usdz')}`)
    const sizes = [(await glb.arrayBuffer()).byteLength, (await usdz.arrayBuffer()).byteLength]
    took.push(performance.now() - t0)
    if (i === 0)
      console.log(`  ${preset.id}: GLB ${(sizes[0]! / 1024).toFixed(0)} KB, USDZ ${(sizes[1]! / 1024).toFixed(0)} KB`)
  }
  watching = false
  await watcher
  console.log(`AR render (renderChodbaAr + GLB + USDZ, ${renders} distinct walls): ${figures(took)}`)
  console.log(`Health while idle:      ${figures(idle)}`)
  console.log(`Health during renders:  ${figures(health)}`)
  console.log(`Load ${loadAverages()}`)
} finally {
  await server.stop()
}
