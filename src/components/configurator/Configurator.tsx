import { Trans } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { API } from '#domain/endpoints.ts'
import { PRODUCTS } from '#domain/cabinet/catalogue.ts'
import { designPdfPath } from '#domain/cabinet/designPdf.ts'
import { localizePath } from '#domain/locale.ts'
import type { Cabinet } from '#domain/cabinet/model.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { AddToCart } from './AddToCart'
import { ArButton } from './ArButton'
import { BuyBox } from './BuyBox'
import { StageDeliveryEstimate } from '../cart/DeliveryEstimate'
import { ModelView } from './ModelView'
import { OptionsPanel } from './OptionsPanel'
import { CabinetPriceBreakdown, PriceBox } from './PriceBox'
import { RoomFitPanel } from './RoomFitPanel'
import { ShareButton } from '../share/ShareDialog'
import { canonicalQuery, changedDesign } from '#domain/cabinet/query.ts'
import { useConfiguratorActors } from './useConfigurator'

/** Props: the design (read from the URL) and where a change goes (back into the URL). */
export interface ConfiguratorProps {
  cabinet: Cabinet
  onChange: (change: Partial<Cabinet>) => void
}

/** The configurator: title, price and cart first, then the 3D model (the stage) and the options. */
export function Configurator({ cabinet, onChange }: ConfiguratorProps) {
  const locale = useLocale()
  const { priceRef, modelRef, ask } = useConfiguratorActors(cabinet)
  // The price and model are asked for on the change itself; the address follows.
  const change = (next: Partial<Cabinet>) => {
    ask(changedDesign(cabinet, next))
    onChange(next)
  }
  // Read when the cabinet goes in the cart: subscribed, every address change (the rewrite after hydration
  // included) re-rendered the whole configurator.
  const router = useRouter()
  const link = () => localizePath(router.state.location.pathname, locale) + router.state.location.searchStr
  const definition = PRODUCTS[cabinet.variant]
  return (
    <article className="configurator">
      <header className="configurator-head">
        <h1>{definition.title[locale]}</h1>
        <p className="configurator-lead">
          <Trans>Made to measure from 18 mm laminated chipboard, 1 mm edge band, delivered assembled.</Trans>
        </p>
      </header>
      {/* Price and cart first, then the 3D: together they stay beside the options on wide screens. */}
      <div className="configurator-stage">
        <BuyBox>
          <PriceBox cabinet={cabinet} priceRef={priceRef} />
          <div className="buy-box-actions">
            <AddToCart cabinet={cabinet} priceRef={priceRef} link={link} />
            <StageDeliveryEstimate pieces={1} place="buyBox" />
          </div>
        </BuyBox>
        <div className="configurator-tools">
          {/* On phones only (wide screens: under the cart button). A cabinet is one piece of the workshop's day. */}
          <StageDeliveryEstimate pieces={1} place="tools" />
          <ShareButton design={{ kind: 'cabinet', query: canonicalQuery(cabinet, true) as Record<string, string> }} />
          <p className="design-pdf">
            {/* A plain download: the server draws the PDF of the design the address describes. */}
            <a href={designPdfPath(API.designPdf.path, cabinet, locale)} download data-testid="design-pdf">
              <Trans>Download the drawing (PDF)</Trans>
            </a>
          </p>
          <CabinetPriceBreakdown cabinet={cabinet} priceRef={priceRef} />
        </div>
        <ModelView
          cabinet={cabinet}
          modelRef={modelRef}
          overlay={<ArButton design={{ cabinet }} title={definition.title[locale]} />}
        />
      </div>
      <OptionsPanel cabinet={cabinet} onChange={change} />
      <RoomFitPanel cabinet={cabinet} />
    </article>
  )
}
