/**
 * `npm run stories:models`: the GLBs Storybook shows without a server (the shared msw handlers
 * answer /api/model/*.glb with them), built by the server's own model builder from the stories'
 * designs: the standard L2D cabinet and the default hallway, as geometry (the viewer lays the decors on).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { settle } from '#domain/cabinet/model.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { buildGlb, cabinetModel, hallwayModel } from '#server/model/glb.ts'

/** The design of the stories' cabinet (the price box and configurator stories use the same). */
export const STORY_CABINET = settle({ variant: 'L2D', mounting: 'snozkami', width: 80 })

export async function storyModels() {
  const hallway = defaultHallway()
  return {
    cabinet: await buildGlb(cabinetModel(STORY_CABINET), cutList(STORY_CABINET), null),
    hallway: await buildGlb(hallwayModel(hallway), hallwayCutList(hallway), null),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const models = await storyModels()
  mkdirSync('stories/public/models', { recursive: true })
  for (const [name, bytes] of Object.entries(models)) {
    writeFileSync(`stories/public/models/${name}.glb`, bytes)
    console.log(`stories/public/models/${name}.glb ${(bytes.length / 1024).toFixed(1)} KB`)
  }
}
