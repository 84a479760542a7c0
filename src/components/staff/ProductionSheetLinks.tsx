import { Trans } from '@lingui/react/macro'
import { API } from '#domain/endpoints.ts'

/** An order's address in a sheet call's path. */
const forOrder = (path: string, number: string) => path.replace(':number', encodeURIComponent(number))

/** A batch call's address for a production day; today's production day without one. */
const forDay = (path: string, day: string | undefined) => (day ? `${path}?day=${day}` : path)

/**
 * Downloads of the production sheets: with `number`, that order's cut list (CSV), work order
 * (PDF) and assembly instructions (PDF); without it, the batch of a production day (`day`, or today's production day: issue 38.5). Plain links: the
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
        {number ? (
          // The instructions go in the box with the cabinets (and with the ready e-mail), in the customer's language.
          <li>
            <a href={forOrder(API.staffAssemblyPdf.path, number)} download>
              <Trans>Assembly instructions (PDF for the box)</Trans>
            </a>
          </li>
        ) : null}
        {!number && day ? (
          // A day's labels and board plans (issue 38.2, 38.3): the calls need the day named.
          <>
            <li>
              <a href={`${API.staffLabelsPdf.path}?day=${day}&format=a4`} download>
                <Trans>Part labels (A4 sheet, 3 × 8)</Trans>
              </a>
            </li>
            <li>
              <a href={`${API.staffLabelsPdf.path}?day=${day}&format=roll`} download>
                <Trans>Part labels (62 mm roll)</Trans>
              </a>
            </li>
            <li>
              <a href={forDay(API.staffBoardsPdf.path, day)} download>
                <Trans>Board plans and materials order (PDF)</Trans>
              </a>
            </li>
          </>
        ) : null}
      </ul>
    </nav>
  )
}
