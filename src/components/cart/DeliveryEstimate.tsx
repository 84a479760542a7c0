import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { formatDay } from '#i18n/format.ts'
import { useMarket } from '#i18n/useMarket.ts'
import { deliveryEstimateQueryOptions } from '#queries/deliveryEstimate.ts'
import { isWideScreen, useBrowserValue } from '../hydration'

const always = () => true

/** Props: the pieces the plan counts (`orderPieces`), pickup instead of the courier, and whether to warn when late. */
export interface DeliveryEstimateProps {
  pieces: number
  pickup?: boolean
  /** The checkout says before the order button when the plan would pass the terms' limit (issue 39.1). */
  warnLate?: boolean
}

/**
 * The date the shop would deliver (or have ready for pickup) an order of `pieces` placed now, from the production
 * calendar with the workshop's load (issue 39.1). Asked in the browser after hydration only: the load changes
 * through the day, while the server's HTML of a page is cached. Nothing when the call fails (the terms still bind).
 */
export function DeliveryEstimateLine({ pieces, pickup = false, warnLate = false }: DeliveryEstimateProps) {
  const { country, locale } = useMarket()
  const asked = useBrowserValue(always, false)
  const { data } = useQuery({ ...deliveryEstimateQueryOptions(country, pieces, pickup), enabled: asked })
  if (!data) return <p className="delivery-estimate" aria-hidden="true" />
  const termsDue = formatDay(data.termsDue, locale)
  return (
    <>
      <DeliveryPromise date={data.delivery} pickup={pickup} />
      {warnLate && data.late ? (
        <p className="delivery-late">
          {/* It opens on the date shown just above: the terms' day is a production limit, not that date. */}
          <Trans>
            This date is later than our terms promise: our workshop is fully booked and would not finish your order by{' '}
            {termsDue}, the last day of production the terms allow. You may still place the order; we will agree the
            delivery date with you.
          </Trans>
        </p>
      ) : null}
    </>
  )
}

/**
 * The configurator's estimate in one of two places: on wide screens under the cart button, where the buy box has
 * the room (in the tools' row it would wrap the row and push the 3D view's buttons under the cookie banner), on
 * phones in the tools' row (the buy box is then the fixed bar), a line of its own kept from the first paint.
 */
export function StageDeliveryEstimate({ pieces, place }: { pieces: number; place: 'buyBox' | 'tools' }) {
  const wide = useBrowserValue<boolean | null>(isWideScreen, null)
  // The tools' row keeps the line from the first paint (hidden by CSS on wide screens), so the date moves nothing.
  if (place === 'tools' ? wide === true : wide !== true) return null
  return <DeliveryEstimateLine pieces={pieces} />
}

/** "Delivered by …" (or ready for pickup by …) for a known day: the estimate's, or the one stored with an order. */
export function DeliveryPromise({ date, pickup }: { date: string; pickup: boolean }) {
  const { locale } = useMarket()
  const day = formatDay(date, locale)
  return (
    <p className="delivery-estimate" data-testid="delivery-estimate" data-date={date}>
      {pickup ? (
        <Trans>
          Ready for pickup by <strong>{day}</strong>
        </Trans>
      ) : (
        <Trans>
          Delivered by <strong>{day}</strong>
        </Trans>
      )}
    </p>
  )
}
