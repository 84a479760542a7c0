import { Trans } from '@lingui/react/macro'
import { API } from '#domain/endpoints.ts'

/** An order's address in a sheet call's path. */
const forOrder = (path: string, number: string) => path.replace(':number', encodeURIComponent(number))

/**
 * Downloads of the production sheets: with `number`, that order's cut list (CSV), work order
 * (PDF) and assembly instructions (PDF); without it, the batch of every confirmed order. Plain links: the browser sends the
 * session cookie and saves the file under the name the server gives.
 */
export function ProductionSheetLinks({ number }: { number?: string }) {
  const csv = number ? forOrder(API.staffCutListCsv.path, number) : API.staffBatchCutListCsv.path
  const pdf = number ? forOrder(API.staffWorkOrderPdf.path, number) : API.staffBatchWorkOrderPdf.path
  return (
    <nav className="production-sheets" data-order={number ?? ''}>
      <h3>{number ? <Trans>Production sheets</Trans> : <Trans>Production sheets of all confirmed orders</Trans>}</h3>
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
      </ul>
    </nav>
  )
}
