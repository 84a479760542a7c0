import { Suspense } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { API } from '#domain/endpoints.ts'
import { PART_STEPS, type OrderProgress, type PartStep } from '#domain/production/steps.ts'
import { staffOrderProgressQueryOptions } from '#queries/floor.ts'

export const STEP_NAMES: Record<PartStep, MessageDescriptor> = {
  cut: msg({ message: 'Cut', context: 'step' }),
  banded: msg({ message: 'Banded', context: 'step' }),
  drilled: msg({ message: 'Drilled', context: 'step' }),
  assembled: msg({ message: 'Assembled', context: 'step' }),
  packed: msg({ message: 'Packed', context: 'step' }),
}

/** Per step, how many of the order's boards are done (the shop floor's card and the desk's order detail). */
export function ProgressTable({ progress }: { progress: OrderProgress }) {
  const { i18n } = useLingui()
  return (
    <dl className="order-progress" data-testid="order-progress">
      {PART_STEPS.map((step) => (
        <div key={step} data-step={step}>
          <dt>{i18n._(STEP_NAMES[step])}</dt>
          <dd>
            <meter min={0} max={progress.total} value={progress.steps[step]} aria-hidden="true" />{' '}
            <span>
              {progress.steps[step]} / {progress.total}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** The statuses in which the workshop makes (or made) the order: its progress and labels are shown. */
const MADE = ['confirmed', 'inProduction', 'ready', 'delivered', 'refused']

/**
 * The order's progress on the shop floor on the desk's order detail (issue 38.4), with its labels to print; read
 * again whenever the order's status changes (the last packed part makes it ready).
 */
export function OrderProgressPanel({ number, status }: { number: string; status: string }) {
  if (!MADE.includes(status)) return null
  return (
    <Suspense fallback={null}>
      <OrderProgressLoaded number={number} status={status} />
    </Suspense>
  )
}

function OrderProgressLoaded({ number, status }: { number: string; status: string }) {
  const { data } = useSuspenseQuery({
    ...staffOrderProgressQueryOptions(number),
    queryKey: [...staffOrderProgressQueryOptions(number).queryKey, status],
  })
  const labels = `${API.staffLabelsPdf.path}?orders=${encodeURIComponent(number)}`
  return (
    <section className="order-progress-panel" aria-labelledby="order-progress-title">
      <h3 id="order-progress-title">
        <Trans>Shop floor</Trans>
      </h3>
      <ProgressTable progress={data} />
      <ul>
        <li>
          <a href={`${labels}&format=a4`} download>
            <Trans>Part labels (A4 sheet, 3 × 8)</Trans>
          </a>
        </li>
        <li>
          <a href={`${labels}&format=roll`} download>
            <Trans>Part labels (62 mm roll)</Trans>
          </a>
        </li>
      </ul>
    </section>
  )
}
