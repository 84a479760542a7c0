import { useLingui } from '@lingui/react/macro'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { frontElevationSvg } from '#domain/drawing.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import type { Hallway } from '#domain/hallway/layout.ts'
import { isHallway } from '#domain/productionSheet.ts'
import { modelMachine } from '#machines/model.ts'
import { modelActors } from '#queries/actors.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { Drawing, ModelStage } from '../configurator/ModelView'
import { useHostedActor } from '../useHostedActor'

/** The front drawing of either kind of design (a module function: the drawing keeps its identity). */
function drawDesign(design: Cabinet | Hallway, title: string): string {
  if (isHallway(design)) {
    const { list, segments } = hallwayElevation(design)
    return frontElevationSvg(design, list, { dimensions: true, title, segments })
  }
  return frontElevationSvg(design, cutList(design), { dimensions: true, title })
}

/**
 * The line's model as the desk already has it (the server made it with the order's decors): the model machine
 * downloads it and the shop's viewer shows it; the drawing stands in while it loads and where WebGL is missing.
 */
export default function LineModelStage({ url, design }: { url: string; design: Cabinet | Hallway }) {
  const { t } = useLingui()
  const locale = useLocale()
  const modelRef = useHostedActor(modelMachine, {
    input: { hosts: [] },
    provide: { actors: modelActors },
    follow: { key: url, event: () => ({ type: 'model.show' as const, url }), start: true },
  })
  const hallway = isHallway(design)
  const [width, height, depth] = hallway
    ? [design.realWidth, design.realHeight, design.depth]
    : [design.width, design.height, design.depth]
  const cm = (value: number) => `${formatNumber(value, locale, { maximumFractionDigits: 1 })} cm`
  const labels = { width: cm(width), height: cm(height), depth: cm(depth) }
  const shownWidth = labels.width
  const shownHeight = labels.height
  const title = t`Front view, ${shownWidth} wide and ${shownHeight} high`
  return (
    <ModelStage
      modelRef={modelRef}
      drawing={<Drawing design={design} title={title} draw={drawDesign} />}
      decors={{
        corpus: design.corpusColor,
        door: design.doorColor,
        back: hallway ? design.backColor : design.corpusColor,
      }}
      labels={labels}
      openable={!hallway && PRODUCTS[design.variant].doorOpeningAnimation}
      asked
    />
  )
}
