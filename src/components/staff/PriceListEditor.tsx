import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { priceEditorMachine } from '#machines/priceEditor.ts'
import { DECORS, type PriceGroup } from '#domain/decors.ts'
import { COUNTRIES, type Country, type Currency } from '#domain/locale.ts'
import { useMemo } from 'react'
import {
  groupText,
  MARKET_FIXED,
  priceConfigOfForm,
  RATE_MAX_FACTOR,
  RATE_PATHS,
  RATE_WARN_CHANGE,
  rateWarnings,
  unitsText,
  type PriceProblem,
  type RatePath,
} from '#domain/priceConfig.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { pricePreview } from '#domain/pricePreview.ts'
import { SHOP_TIME_ZONE } from '#domain/fulfilment.ts'
import { priceConfigIssues } from '#domain/priceConfig.ts'
import { PricePreview } from './PricePreview'

export type PriceEditorRef = ActorRefFrom<typeof priceEditorMachine>

/** Each rate as the owner reads it. */
const rateLabels: Record<RatePath, MessageDescriptor> = {
  'boardPerM2.1': msg`Board, price group 1 (per m²)`,
  'boardPerM2.2': msg`Board, price group 2 (per m²)`,
  'boardPerM2.3': msg`Board, price group 3 (per m²)`,
  edgePerM: msg`Edge banding (per m)`,
  'hardware.hinge': msg`Hinge`,
  'hardware.softClose': msg`Soft close`,
  'hardware.tipOn': msg`Tip-on opener`,
  'hardware.drawerRunner': msg`Drawer runners (pair)`,
  'hardware.drawerRunnerPer100mm': msg`Drawer runners, per extra 100 mm`,
  'hardware.liftUp': msg`Lift-up flap fitting`,
  'hardware.biFold': msg`Bi-fold flap fitting`,
  'hardware.railPerM': msg`Hanging rail (per m)`,
  'hardware.railHolder': msg`Rail holder`,
  'legs.plastic': msg`Plastic leg`,
  'legs.aluminium': msg`Aluminium leg`,
  topBoard: msg`Top board (cutting and finishing)`,
  'assembly.perCabinet': msg`Assembly per cabinet`,
  'assembly.perPart': msg`Assembly per part`,
  minimum: msg`Lowest price of a cabinet`,
  'shipping.SK': msg`Courier delivery to Slovakia`,
  'shipping.CZ': msg`Courier delivery to Czechia`,
}

const RATE_CONFIRM_SHARE = Math.round(RATE_WARN_CHANGE * 100)

const problemText: Record<PriceProblem, MessageDescriptor> = {
  amount: msg`Enter an amount above 0, with at most two decimals.`,
  jump: msg`This is ${RATE_MAX_FACTOR} times the price in force or more; check the amount.`,
  vat: msg`Enter a VAT rate from 0 to 99 %.`,
  fixed: msg`This cannot be changed.`,
  decor: msg`Choose price group 1, 2, 3 or none.`,
  ceiling: msg`This is above the highest sensible price of this item; check the amount.`,
  confirm: msg`Changed by more than ${RATE_CONFIRM_SHARE} %: confirm the large changes below to publish it.`,
  past: msg`Choose a date and time at least a minute from now.`,
  far: msg`Choose a date and time within a year.`,
}

/** How the inputs show their currency (the symbol people write after an amount). */
const CURRENCY_SIGNS: Record<Currency, string> = { EUR: '€', CZK: 'Kč' }

const marketNames: Record<Country, MessageDescriptor> = { SK: msg`Slovakia`, CZ: msg`Czechia` }

/**
 * The price-list screen (/admin/cennik): every rate of the SK and CZ price lists in currency units,
 * each decor's price group and availability, the preview of what a change does to sample designs,
 * Publish now or from a time (the owner only; staff may try changes and see the preview), a scheduled
 * version with its cancel, problems beside their fields, what happened to the last publish, and the history.
 */
export function PriceListEditor({
  editorRef,
  canPublish,
  onReload,
}: {
  editorRef: PriceEditorRef
  canPublish: boolean
  /** Reads the version in force again (after a conflict). */
  onReload?: () => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const state = useSelector(editorRef, (s) => String(s.value))
  const form = useSelector(editorRef, (s) => s.context.form)
  const note = useSelector(editorRef, (s) => s.context.note)
  const issues = useSelector(editorRef, (s) => s.context.issues)
  const base = useSelector(editorRef, (s) => s.context.base)
  const published = useSelector(editorRef, (s) => s.context.published)
  const publishedEffectiveAt = useSelector(editorRef, (s) => s.context.publishedEffectiveAt)
  const confirmed = useSelector(editorRef, (s) => s.context.confirmed)
  const schedule = useSelector(editorRef, (s) => s.context.schedule)
  const inForce = base.version
  const scheduled = base.scheduled ?? null
  const problemOf = (key: string) => issues.find((issue) => issue.key === key)?.problem
  // Changes above ±30 % are pointed out before publishing (issue 34.8): a slip is caught, a real change goes through.
  const warnings = useMemo(() => rateWarnings(priceConfigOfForm(form, base.data), base.data), [form, base])
  const warningOf = (key: string) => warnings.find((warning) => warning.key === key)
  const warned = warnings.length
  const share = RATE_CONFIRM_SHARE
  // Staff may type a draft to see its preview; only the owner publishes it.
  const readOnly = state === 'publishing' || state === 'conflict' || state === 'cancelling'
  // The preview compares the draft with the version in force once it differs (and is complete), else a
  // scheduled version waiting to take effect.
  const preview = useMemo(() => {
    const draft = priceConfigOfForm(form, base.data)
    const edited = JSON.stringify(draft) !== JSON.stringify(base.data)
    if (edited)
      return priceConfigIssues(draft).length === 0
        ? { what: 'draft' as const, markets: pricePreview(draft, base.data) }
        : { what: 'draft' as const, markets: null }
    return base.scheduled ? { what: 'scheduled' as const, markets: pricePreview(base.scheduled.data, base.data) } : null
  }, [form, base])
  const scheduleIssue = problemOf('effectiveAt')
  const titleOf = (d: (typeof DECORS)[number]) => (locale === 'cz' ? d.titleCZ : d.title)
  const when = (iso: string) =>
    // On the shop's wall clock, whatever the browser's: a scheduled time is Bratislava's.
    new Intl.DateTimeFormat(locale === 'cz' ? 'cs-CZ' : 'sk-SK', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: SHOP_TIME_ZONE,
    }).format(new Date(iso))
  const scheduledVersion = scheduled?.version
  const scheduledWhen = scheduled ? when(scheduled.effectiveAt) : ''
  const publishedWhen = publishedEffectiveAt ? when(publishedEffectiveAt) : ''

  const field = (key: string, label: string, value: string, unit: string, onChange: (text: string) => void) => {
    const problem = problemOf(key)
    const warning = problem ? undefined : warningOf(key)
    const id = `price-${key.replaceAll('.', '-')}`
    const before = warning ? unitsText(warning.before) : ''
    const described = problem ? `${id}-error` : warning ? `${id}-warning` : undefined
    return (
      <tr key={key}>
        <th scope="row">
          <label htmlFor={id}>{label}</label>
        </th>
        <td>
          <input
            id={id}
            data-testid={key.endsWith('.vatRate') ? 'price-vat' : 'price-rate'}
            data-rate-key={key}
            inputMode="decimal"
            value={value}
            readOnly={readOnly}
            aria-invalid={problem ? true : undefined}
            aria-describedby={described}
            onChange={(event) => onChange(event.target.value)}
          />{' '}
          <span className="price-unit">{unit}</span>
          {problem ? (
            <p className="field-error" id={`${id}-error`} data-testid="price-error">
              {i18n._(problemText[problem])}
            </p>
          ) : null}
          {warning ? (
            <p className="field-warning" id={`${id}-warning`} data-testid="price-warning">
              <Trans>
                More than {share} % away from the price in force ({before} {unit}): check it before publishing.
              </Trans>
            </p>
          ) : null}
        </td>
      </tr>
    )
  }

  return (
    <form
      className="price-editor"
      data-state={state}
      data-version={base.version}
      onSubmit={(event) => {
        event.preventDefault()
        if (canPublish) editorRef.send({ type: 'prices.publish' })
      }}
      noValidate
    >
      <p>
        <Trans>
          Version {inForce} is in force. Prices are net of VAT, in each market&apos;s own currency; a published version
          is used by the configurator, the cart and new orders at once.
        </Trans>
      </p>
      {canPublish ? null : (
        <p className="notice" data-testid="price-read-only">
          <Trans>
            Only the owner can change the price lists. You may try changes here to see their preview; nothing is saved.
          </Trans>
        </p>
      )}
      {scheduled ? (
        <div className="notice price-scheduled" data-testid="price-scheduled" data-version={scheduled.version}>
          <p>
            <Trans>
              Version {scheduledVersion} is scheduled: it takes effect on {scheduledWhen} (Bratislava time). Until then
              version {inForce} is in force.
            </Trans>
          </p>
          {canPublish ? (
            <button
              type="button"
              data-testid="price-cancel-scheduled"
              disabled={readOnly}
              onClick={() => editorRef.send({ type: 'prices.cancelScheduled' })}
            >
              <Trans>Cancel the scheduled version</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {COUNTRIES.map((country) => {
        const { currency } = MARKET_FIXED[country]
        const unit = CURRENCY_SIGNS[currency]
        return (
          <fieldset key={country} className="price-market" data-country={country}>
            <legend>
              {i18n._(marketNames[country])} — <Trans>currency</Trans> <strong>{currency}</strong>{' '}
              <span className="hint">
                <Trans>(fixed)</Trans>
              </span>
            </legend>
            <table>
              <tbody>
                {RATE_PATHS.map((path) => {
                  const key = `${country}.${path}` as const
                  return field(key, i18n._(rateLabels[path]), form.rates[key], unit, (text) =>
                    editorRef.send({ type: 'prices.rate', key, text }),
                  )
                })}
                {field(`${country}.vatRate`, t`VAT rate`, form.vat[country], '%', (text) =>
                  editorRef.send({ type: 'prices.vat', country, text }),
                )}
              </tbody>
            </table>
          </fieldset>
        )
      })}
      <fieldset className="price-decors">
        <legend>
          <Trans>Decors</Trans>
        </legend>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Decor</Trans>
              </th>
              <th scope="col">
                <Trans>Price group</Trans>
              </th>
              <th scope="col">
                <Trans>Sold</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {DECORS.map((d) => {
              const code = d.subtitle
              const pricing = form.decors[d.subtitle] ?? { group: null, available: false }
              return (
                <tr key={d.subtitle} data-testid="price-decor" data-decor={d.subtitle}>
                  <th scope="row">
                    {titleOf(d)} <code>{d.subtitle}</code>
                  </th>
                  <td>
                    <select
                      aria-label={t`Price group of ${code}`}
                      value={groupText(pricing.group)}
                      disabled={readOnly}
                      onChange={(event) =>
                        editorRef.send({
                          type: 'prices.decor',
                          code: d.subtitle,
                          change: { group: event.target.value ? (Number(event.target.value) as PriceGroup) : null },
                        })
                      }
                    >
                      <option value="">{t`none (priced as group 2)`}</option>
                      <option value="1">1</option>
                      <option value="2">2</option>
                      <option value="3">3</option>
                    </select>
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t`${code} is sold`}
                      checked={pricing.available}
                      disabled={readOnly}
                      onChange={(event) =>
                        editorRef.send({
                          type: 'prices.decor',
                          code: d.subtitle,
                          change: { available: event.target.checked },
                        })
                      }
                    />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </fieldset>
      {preview ? (
        preview.markets ? (
          <PricePreview markets={preview.markets} what={preview.what} />
        ) : (
          <section className="price-preview" data-testid="price-preview" data-what="draft">
            <p>
              <Trans>Fix the marked fields to see the preview.</Trans>
            </p>
          </section>
        )
      ) : null}
      {canPublish ? (
        <div className="price-publish">
          <label>
            <Trans>Note (what changed and why)</Trans>{' '}
            <input
              data-testid="price-note"
              value={note}
              maxLength={500}
              readOnly={readOnly}
              onChange={(event) => editorRef.send({ type: 'prices.note', text: event.target.value })}
            />
          </label>{' '}
          <fieldset className="price-when" data-testid="price-when">
            <legend>
              <Trans>Takes effect</Trans>
            </legend>
            <label>
              <input
                type="radio"
                name="price-when"
                checked={schedule.mode === 'now'}
                disabled={readOnly}
                onChange={() => editorRef.send({ type: 'prices.schedule', schedule: { ...schedule, mode: 'now' } })}
              />{' '}
              <Trans>Now</Trans>
            </label>{' '}
            <label>
              <input
                type="radio"
                name="price-when"
                checked={schedule.mode === 'later'}
                disabled={readOnly}
                onChange={() => editorRef.send({ type: 'prices.schedule', schedule: { ...schedule, mode: 'later' } })}
              />{' '}
              <Trans>From a date and time</Trans>
            </label>{' '}
            {schedule.mode === 'later' ? (
              <label>
                <Trans>Date and time (Bratislava)</Trans>{' '}
                <input
                  type="datetime-local"
                  data-testid="price-effective-at"
                  value={schedule.at}
                  readOnly={readOnly}
                  aria-invalid={scheduleIssue ? true : undefined}
                  aria-describedby={scheduleIssue ? 'price-effective-at-error' : undefined}
                  onChange={(event) =>
                    editorRef.send({ type: 'prices.schedule', schedule: { mode: 'later', at: event.target.value } })
                  }
                />
              </label>
            ) : null}
            {scheduleIssue ? (
              <p className="field-error" id="price-effective-at-error" data-testid="price-error">
                {i18n._(problemText[scheduleIssue])}
              </p>
            ) : null}
          </fieldset>
          {warnings.length > 0 && !readOnly ? (
            <div className="field-warning" data-testid="price-warnings">
              <p>
                <Trans>
                  Prices more than {share} % away from those in force: {warned}. Check the marked fields before
                  publishing.
                </Trans>
              </p>
              <label>
                <input
                  type="checkbox"
                  data-testid="price-confirm"
                  checked={confirmed}
                  onChange={(event) => editorRef.send({ type: 'prices.confirm', confirmed: event.target.checked })}
                />{' '}
                <Trans>I have checked the large changes and want to publish them</Trans>
              </label>
            </div>
          ) : null}
          {scheduled ? (
            <p className="hint">
              <Trans>Cancel the scheduled version before publishing another one.</Trans>
            </p>
          ) : null}
          <button
            type="submit"
            className="primary"
            data-testid="price-publish"
            disabled={readOnly || Boolean(scheduled)}
          >
            <Trans>Publish a new version</Trans>
          </button>
        </div>
      ) : null}
      <div role="status" data-testid="price-status">
        {state === 'publishing' ? <Trans>Publishing…</Trans> : null}
        {state === 'published' && published !== null && publishedEffectiveAt === null ? (
          <Trans>Version {published} is published and in force.</Trans>
        ) : null}
        {state === 'published' && published !== null && publishedEffectiveAt !== null ? (
          <Trans>
            Version {published} is published and takes effect on {publishedWhen} (Bratislava time).
          </Trans>
        ) : null}
        {state === 'cancelling' ? <Trans>Cancelling the scheduled version…</Trans> : null}
        {state === 'cancelled' ? <Trans>The scheduled version is cancelled; the prices in force stay.</Trans> : null}
        {state === 'invalid' ? <Trans>Some values are not right; see the marked fields.</Trans> : null}
        {state === 'failed' ? (
          <Trans>The prices could not be published. Check the connection and publish again.</Trans>
        ) : null}
      </div>
      {state === 'conflict' ? (
        <p className="field-error" role="alert" data-testid="price-conflict">
          <Trans>
            Someone else published a new version while you were editing. Nothing of yours was published; reload the page
            to see their prices, then make your changes again.
          </Trans>{' '}
          {onReload ? (
            <button type="button" className="link-button" data-testid="price-reload" onClick={onReload}>
              <Trans>Show their version</Trans>
            </button>
          ) : null}
        </p>
      ) : null}
      <section className="price-history">
        <h2>
          <Trans>Version history</Trans>
        </h2>
        <table>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Version</Trans>
              </th>
              <th scope="col">
                <Trans>Published</Trans>
              </th>
              <th scope="col">
                <Trans>Takes effect</Trans>
              </th>
              <th scope="col">
                <Trans>By</Trans>
              </th>
              <th scope="col">
                <Trans>Note</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {base.history.map((entry) => (
              <tr key={entry.version} data-testid="price-version">
                <td>{entry.version}</td>
                <td>{when(entry.publishedAt)}</td>
                <td>
                  {entry.cancelledAt ? (
                    <Trans>cancelled</Trans>
                  ) : entry.effectiveAt ? (
                    when(entry.effectiveAt)
                  ) : (
                    <Trans>at once</Trans>
                  )}
                </td>
                <td>{entry.publishedBy ?? t`the shop's initial prices`}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </form>
  )
}
