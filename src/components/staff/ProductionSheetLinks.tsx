import { Trans } from '@lingui/react/macro'
import { API } from '#domain/endpoints.ts'

/** An order's address in a sheet call's path. */
const forOrder = (path: string, number: string) => path.replace(':number', encodeURIComponent(number))

/** A batch call's address for a production day; today's production day without one. */
const forDay = (path: string, day: string | undefined) => (day ? `${path}?day=${day}` : path)

/**
 * Downloads of the production sheets: with `number`, that order's cut list (CSV) and work order
 * (PDF); without it, the batch of a production day (`day`, or today's production day: issue 38.5). Plain links: the
 * browser sends the session cookie and saves the file under the name the server gives.
 */
export function ProductionSheetLinks({
  number,
  day,
  title = true,
}: {
  number?: string
  day?: string
  title?: boolean
}) {
  const csv = number ? forOrder(API.staffCutListCsv.path, number) : forDay(API.staffBatchCutListCsv.path, day)
  const pdf = number ? forOrder(API.staffWorkOrderPdf.path, number) : forDay(API.staffBatchWorkOrderPdf.path, day)
  return (
    <nav className="production-sheets" data-order={number ?? ''} data-day={day ?? ''}>
      {title && (
        <h3>
          {number ? (
            <Trans>Production sheets</Trans>
          ) : day ? (
            <Trans>Production sheets of the day</Trans>
          ) : (
            <Trans>Production sheets of today's production day</Trans>
          )}
        </h3>
      )}
      <ul>
        <li>
          <a href={csv} download data-testid="cut-list-csv">
            <Trans>Cut list (CSV for the panel saw)</Trans>
          </a>
        </li>
        <li>
          <a href={pdf} download data-testid="work-order-pdf">
            <Trans>Work order (PDF to print)</Trans>
          </a>
        </li>
      </ul>
    </nav>
  )
}
