import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { isHallwayPriceLoading } from '#machines/hallway.ts'
import { hallwayCartItem } from '#domain/cart.ts'
import { frontElevationSvg } from '#domain/drawing.ts'
import { HALLWAY, HALLWAY_LIMITS, type Hallway } from '#domain/hallway/layout.ts'
import { hallwayQuery } from '#domain/hallway/query.ts'
import { hallwayPath } from '#domain/hallway/designPdf.ts'
import { priceHallway } from '#domain/hallway/cutList.ts'
import { hallwayElevation } from '#domain/hallway/elevation.ts'
import { usePriceList } from '#queries/prices.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useCartRef } from '../cart/CartProvider'
import { AddToCartButton } from '../configurator/AddToCart'
import { ArButton } from '../configurator/ArButton'
import { BuyBox } from '../configurator/BuyBox'
import { StageDeliveryEstimate } from '../cart/DeliveryEstimate'
import { orderPieces } from '#domain/production/plan.ts'
import { ShareButton } from '../share/ShareDialog'
import { DecorPicker } from '../configurator/DecorPicker'
import { SampleOrderPanel } from '../configurator/SampleOrder'
import { PriceShown } from '../configurator/PriceBox'
import { PriceBreakdown, priceLinesOf } from '../configurator/PriceBreakdown'
import { Drawing, ModelStage } from '../configurator/ModelView'
import { SizeInput } from '../configurator/SizeInput'
import { FloorPlans } from './FloorPlans'
import { ModuleRow } from './ModuleRow'
import { useHallwayActors, type HallwayActors } from './useHallway'

/** Props: the design from the page (its address), where edits go, and extra header content (the consultation's save button). */
export interface HallwayConfiguratorProps {
  hallway: Hallway
  /** Takes each edit (the /chodby route writes it to the address); without it the machine keeps the edits (the consultation). */
  onChange?: (hallway: Hallway) => void
  children?: (hallwayRef: HallwayActors['hallwayRef']) => React.ReactNode
}

function drawHallway(hallway: Hallway, title: string) {
  const { list, segments } = hallwayElevation(hallway)
  return frontElevationSvg(hallway, list, { dimensions: true, title, segments })
}

/**
 * The hallway configurator (/chodby, docs/product.md#hallway): totals, floor plan, module row, decors, 3D, price, cart.
 */
export function HallwayConfigurator({ hallway: given, onChange, children }: HallwayConfiguratorProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const { hallwayRef, modelRef } = useHallwayActors(given, onChange)
  // The machine's design: the page's, with the edit just made (upper doors are not in the address).
  const hallway = useSelector(hallwayRef, (s) => s.context.hallway)
  const cm = (value: number) => `${formatNumber(value, locale)} cm`
  const labels = { width: cm(hallway.realWidth), height: cm(hallway.realHeight), depth: cm(hallway.depth) }
  const { width, height } = labels
  const depthCm = labels.depth
  // Legs in cm as the workshop cuts them (1.8), in the language's number format.
  const legsCm = cm(Math.round(HALLWAY.legHeight * 1000) / 10)
  const title = t`Front view of the hallway, ${width} wide and ${height} high`
  const size = (change: { realWidth?: number; realHeight?: number; depth?: number }) =>
    hallwayRef.send({ type: 'hallway.size', ...change })
  // The workshop counts each module as a piece (as the order's plan will).
  const pieces = orderPieces([{ count: 1, design: hallway }])
  return (
    <article className="configurator hallway-configurator">
      <header className="configurator-head">
        <h1>
          <Trans>Hallway configurator</Trans>
        </h1>
        <p className="configurator-lead">
          <Trans>
            A whole wall of modules made to measure: set the size and the floor plan, choose each module, and the row
            balances itself.
          </Trans>
        </p>
      </header>
      {/* Price and cart first, then the 3D: together they stay beside the options on wide screens. */}
      <div className="configurator-stage">
        <BuyBox>
          <HallwayPrice hallwayRef={hallwayRef} />
          <div className="buy-box-actions">
            <AddHallwayToCart hallwayRef={hallwayRef} />
            <StageDeliveryEstimate pieces={pieces} place="buyBox" />
          </div>
        </BuyBox>
        <div className="configurator-tools">
          <StageDeliveryEstimate pieces={pieces} place="tools" />
          <ShareButton design={{ kind: 'hallway', query: hallwayQuery(hallway) }} />
          {children?.(hallwayRef)}
          <HallwayPriceBreakdown hallwayRef={hallwayRef} />
        </div>
        <ModelStage
          modelRef={modelRef}
          drawing={<Drawing design={hallway} title={title} draw={drawHallway} />}
          decors={{ corpus: hallway.corpusColor, door: hallway.doorColor, back: hallway.backColor }}
          labels={labels}
          openable={false}
          overlay={<ArButton design={{ hallway }} title={t`Hallway`} />}
        />
      </div>
      <section className="options">
        <fieldset>
          <legend>
            <Trans>Size of the wall</Trans>
          </legend>
          <SizeInput
            name="width"
            label={t`Width`}
            value={hallway.realWidth}
            range={HALLWAY_LIMITS.width}
            onCommit={(realWidth) => size({ realWidth })}
          />
          <SizeInput
            name="height"
            label={t`Height`}
            value={hallway.realHeight}
            range={HALLWAY_LIMITS.height}
            onCommit={(realHeight) => size({ realHeight })}
          />
          <SizeInput
            name="depth"
            label={t`Depth`}
            value={hallway.depth}
            range={HALLWAY_LIMITS.depth}
            onCommit={(depth) => size({ depth })}
          />
          {/* The numbers the layout builds with (decision 0053): modules as deep as the wall, legs inside the height. */}
          <p className="notice" data-testid="hallway-size-note">
            <Trans>
              Every module is as deep as the wall ({depthCm}). The height includes the {legsCm} legs under the lower
              modules.
            </Trans>
          </p>
        </fieldset>
        <FloorPlans
          value={hallway.podorys}
          onChange={(podorys) => hallwayRef.send({ type: 'hallway.podorys', podorys })}
        />
        <ModuleRow hallwayRef={hallwayRef} />
        <DecorPicker
          name="doorColor"
          label={t`Door decor`}
          value={hallway.doorColor}
          onChange={(doorColor) => hallwayRef.send({ type: 'hallway.colors', doorColor })}
        />
        <DecorPicker
          name="baseColor"
          label={t`Corpus decor`}
          value={hallway.corpusColor}
          onChange={(corpusColor) => hallwayRef.send({ type: 'hallway.colors', corpusColor })}
        />
        <DecorPicker
          name="backColor"
          label={t`Back panel decor`}
          value={hallway.backColor}
          onChange={(backColor) => hallwayRef.send({ type: 'hallway.colors', backColor })}
        />
        <SampleOrderPanel decors={[hallway.doorColor, hallway.corpusColor, hallway.backColor]} />
      </section>
    </article>
  )
}

/** The hallway's price with and without VAT; the same domain price (dimmed) until the server's arrives. */
export function HallwayPrice({ hallwayRef }: { hallwayRef: HallwayActors['hallwayRef'] }) {
  const prices = usePriceList()
  const state = useSelector(hallwayRef, (s) => String(s.value))
  const loading = useSelector(hallwayRef, isHallwayPriceLoading)
  const answer = useSelector(hallwayRef, (s) => s.context.priceData)
  const hallway = useSelector(hallwayRef, (s) => s.context.hallway)
  const local = answer || state === 'failed' ? null : priceHallway(hallway, prices)
  return <PriceShown state={state} loading={loading} answer={answer} local={local} />
}

/** The hallway's price explained (issue 39.3), of the same price HallwayPrice shows. */
export function HallwayPriceBreakdown({ hallwayRef }: { hallwayRef: HallwayActors['hallwayRef'] }) {
  const prices = usePriceList()
  const state = useSelector(hallwayRef, (s) => String(s.value))
  const answer = useSelector(hallwayRef, (s) => s.context.priceData)
  const hallway = useSelector(hallwayRef, (s) => s.context.hallway)
  const local = answer || state === 'failed' ? null : priceHallway(hallway, prices)
  return <PriceBreakdown price={priceLinesOf(answer, local)} />
}

/** Puts the whole hallway in the cart as one line (docs/product.md#hallway), at the confirmed price. */
export function AddHallwayToCart({ hallwayRef }: { hallwayRef: HallwayActors['hallwayRef'] }) {
  const locale = useLocale()
  const cartRef = useCartRef()
  const priced = useSelector(hallwayRef, (s) => s.matches('priced'))
  return (
    <AddToCartButton
      disabled={!priced || !cartRef}
      added={<Trans>The hallway is in your cart.</Trans>}
      onAdd={() => {
        const { hallway, priceData } = hallwayRef.getSnapshot().context
        if (!priceData || !cartRef) return false
        cartRef.send({
          type: 'cart.add',
          item: hallwayCartItem(hallway, priceData, locale, hallwayPath(hallway, locale)),
        })
        return true
      }}
    />
  )
}
