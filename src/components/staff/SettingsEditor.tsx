import { useId } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { settingsMachine } from '#machines/settings.ts'
import { SHOP_TIME_ZONE } from '#domain/fulfilment.ts'
import { LANGUAGES, localeOfCountry, localizePath, marketOf } from '#domain/locale.ts'
import { INVOICE_MOMENTS, SETTING_FIELDS, type SettingKey, type StaffSettings } from '#domain/settings.ts'
import { formatMoney } from '#i18n/format.ts'
import { formatWeekday } from '#domain/notation.ts'
import { useLocale } from '#i18n/useLocale.ts'
import {
  countryLabels,
  invoiceMomentLabels,
  languageLabels,
  settingGroups,
  settingLabels,
  settingsProblemTexts,
  yesNoLabels,
} from './settingsLabels'

type SettingsActor = ActorRefFrom<typeof settingsMachine>

const INPUT_OF = Object.fromEntries(SETTING_FIELDS.map((field) => [field.key, field.input])) as Record<
  SettingKey,
  (typeof SETTING_FIELDS)[number]['input']
>

/**
 * The shop settings screen (issue 15): every setting an input, grouped; the owner publishes them as
 * a new version, staff only read. Wrong settings say what is wrong under each and keep what was
 * typed; a version published meanwhile is reported, not overwritten. The delivery prices are rates
 * of the price lists and only shown here; the history lists every version with who published it.
 */
export function SettingsEditor({ actor }: { actor: SettingsActor }) {
  const state = useSelector(actor, (s) => s.value)
  const loaded = useSelector(actor, (s) => s.context.loaded)
  const canPublish = useSelector(actor, (s) => s.context.canPublish)
  const error = useSelector(actor, (s) => s.context.error)
  const version = useSelector(actor, (s) => s.context.version)
  const note = useSelector(actor, (s) => s.context.note)
  const mayPublish = useSelector(actor, (s) => s.can({ type: 'settings.publish' }))

  if (state === 'loading' && !loaded)
    return (
      <p className="pending" data-testid="settings-state" data-state="loading">
        <Trans>Loading the settings…</Trans>
      </p>
    )
  if (state === 'loadFailed')
    return (
      <div role="alert" data-testid="settings-state" data-state="loadFailed">
        <p>
          <Trans>The settings could not be loaded. Check the connection and try again.</Trans>
        </p>
        <button type="button" onClick={() => actor.send({ type: 'settings.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  const loadedVersion = loaded?.version ?? 0
  return (
    <form
      className="settings-editor"
      data-testid="settings-state"
      data-state={String(state)}
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'settings.publish' })
      }}
    >
      <p className="hint">
        {loadedVersion === 0 ? (
          <Trans>No version published yet: the shop shows the settings it was built with.</Trans>
        ) : (
          <Trans>Version {loadedVersion} is in force.</Trans>
        )}{' '}
        {canPublish ? (
          <Trans>Changes take effect on every page and e-mail within 10 seconds of publishing.</Trans>
        ) : (
          <Trans>Only the shop owner can change the settings.</Trans>
        )}
      </p>
      {settingGroups.map((group) => (
        <SettingGroup
          key={group.keys[0]}
          actor={actor}
          title={group.title}
          hint={group.hint}
          keys={group.keys}
          readOnly={!canPublish}
        />
      ))}
      {canPublish && (
        <label className="field">
          <Trans>Note for the history (optional)</Trans>
          <input
            name="note"
            value={note}
            maxLength={500}
            onChange={(event) => actor.send({ type: 'settings.note', value: event.target.value })}
          />
        </label>
      )}
      <StatusMessage actor={actor} state={String(state)} error={error} version={version} />
      <button type="submit" className="primary" data-testid="settings-publish" disabled={!mayPublish}>
        <Trans>Publish</Trans>
      </button>
      {loaded && <DeliveryPrices delivery={loaded.delivery} />}
      {loaded && <History history={loaded.history} />}
    </form>
  )
}

function SettingGroup({
  actor,
  title,
  hint,
  keys,
  readOnly,
}: {
  actor: SettingsActor
  title: (typeof settingGroups)[number]['title']
  hint?: (typeof settingGroups)[number]['hint']
  keys: SettingKey[]
  readOnly: boolean
}) {
  const { i18n } = useLingui()
  return (
    <fieldset className="settings-group">
      <legend>{i18n._(title)}</legend>
      {hint ? <p className="hint">{i18n._(hint)}</p> : null}
      {keys.map((key) => (
        <SettingField key={key} actor={actor} settingKey={key} readOnly={readOnly} />
      ))}
    </fieldset>
  )
}

/** One setting: its input (data-testid="setting", data-setting-key) and, when wrong, what is wrong. */
function SettingField({
  actor,
  settingKey,
  readOnly,
}: {
  actor: SettingsActor
  settingKey: SettingKey
  readOnly: boolean
}) {
  const { i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const value = useSelector(actor, (s) => s.context.form?.[settingKey] ?? '')
  const problem = useSelector(actor, (s) => s.context.issues.find((issue) => issue.key === settingKey)?.problem)
  const input = INPUT_OF[settingKey]
  const change = (text: string) => actor.send({ type: 'settings.change', key: settingKey, value: text })
  const common = {
    id,
    name: settingKey,
    'data-testid': 'setting',
    'data-setting-key': settingKey,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-error` : undefined,
  }
  return (
    <div className="field">
      <label htmlFor={id}>{i18n._(settingLabels[settingKey])}</label>
      {input === 'weekday' ||
      input === 'country' ||
      input === 'language' ||
      input === 'yesNo' ||
      input === 'invoiceAt' ? (
        <select {...common} value={value} disabled={readOnly} onChange={(event) => change(event.target.value)}>
          {input === 'yesNo'
            ? (['true', 'false'] as const).map((answer) => (
                <option key={answer} value={answer}>
                  {i18n._(yesNoLabels[answer])}
                </option>
              ))
            : input === 'invoiceAt'
              ? INVOICE_MOMENTS.map((moment) => (
                  <option key={moment} value={moment}>
                    {i18n._(invoiceMomentLabels[moment])}
                  </option>
                ))
              : input === 'weekday'
                ? [1, 2, 3, 4, 5, 6, 7].map((day) => (
                    <option key={day} value={String(day)}>
                      {formatWeekday(day, locale)}
                    </option>
                  ))
                : input === 'language'
                  ? LANGUAGES.map((language) => (
                      <option key={language} value={language}>
                        {i18n._(languageLabels[language])}
                      </option>
                    ))
                  : (['SK', 'CZ'] as const).map((country) => (
                      <option key={country} value={country}>
                        {i18n._(countryLabels[country])}
                      </option>
                    ))}
        </select>
      ) : (
        <input
          {...common}
          value={value}
          readOnly={readOnly}
          inputMode={
            input === 'days' || input === 'percent' || input === 'pieces'
              ? 'numeric'
              : input === 'amount' || input === 'rate'
                ? 'decimal'
                : undefined
          }
          onChange={(event) => change(event.target.value)}
        />
      )}
      {problem && (
        <span className="field-error" id={`${id}-error`}>
          {i18n._(settingsProblemTexts[problem])}
        </span>
      )}
    </div>
  )
}

function StatusMessage({
  actor,
  state,
  error,
  version,
}: {
  actor: SettingsActor
  state: string
  error: string | null
  version: number | null
}) {
  if (state === 'publishing')
    return (
      <p aria-live="polite">
        <Trans>Publishing…</Trans>
      </p>
    )
  if (state === 'published')
    return (
      <p aria-live="polite" data-testid="settings-published">
        <Trans>Version {version} is published and in force.</Trans>
      </p>
    )
  if (state === 'invalid')
    return (
      <p role="alert">
        <Trans>Some settings are not right; nothing was published. Correct the marked fields.</Trans>
      </p>
    )
  if (state === 'conflict')
    return (
      <div role="alert" data-testid="settings-conflict">
        <p>
          <Trans>
            Someone else published version {version} meanwhile; nothing was published. Reload to see it (your changes
            here will be lost).
          </Trans>
        </p>
        <button type="button" onClick={() => actor.send({ type: 'settings.reload' })}>
          <Trans>Reload the settings</Trans>
        </button>
      </div>
    )
  if (state === 'failed')
    return (
      <div role="alert">
        <p>
          {error === 'forbidden' ? (
            <Trans>Only the shop owner can publish the settings.</Trans>
          ) : (
            <Trans>The settings were not published. Check the connection and try again.</Trans>
          )}
        </p>
        <button type="button" onClick={() => actor.send({ type: 'settings.retry' })}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  return null
}

/** The delivery prices, read-only: they are rates of the price lists, changed on the price list screen. */
function DeliveryPrices({ delivery }: { delivery: StaffSettings['delivery'] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <section className="settings-delivery" data-testid="settings-delivery">
      <h2>
        <Trans>Delivery prices</Trans>
      </h2>
      <p className="hint">
        <Trans>
          Delivery prices are part of the price lists; change them on the{' '}
          <a href={localizePath('/admin/cennik', locale)}>price list</a> screen.
        </Trans>
      </p>
      <table>
        <thead>
          <tr>
            <th>
              <Trans>Shop</Trans>
            </th>
            <th>
              <Trans>Delivery to</Trans>
            </th>
            <th>
              <Trans>Excl. VAT</Trans>
            </th>
            <th>
              <Trans>Incl. VAT</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {delivery.map((price) => (
            <tr key={`${price.market}-${price.to}`}>
              <td>{i18n._(countryLabels[price.market])}</td>
              <td>{i18n._(countryLabels[price.to])}</td>
              <td>{formatMoney(price.net, locale, marketOf(localeOfCountry(price.market)).currency)}</td>
              <td>{formatMoney(price.gross, locale, marketOf(localeOfCountry(price.market)).currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** Every published version, newest first: when, who, why. */
function History({ history }: { history: StaffSettings['history'] }) {
  const locale = useLocale()
  const when = new Intl.DateTimeFormat(marketOf(locale).intl, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SHOP_TIME_ZONE,
  })
  return (
    <section className="settings-history" data-testid="settings-history">
      <h2>
        <Trans>Versions</Trans>
      </h2>
      {history.length === 0 ? (
        <p className="hint">
          <Trans>None published yet.</Trans>
        </p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>
                <Trans>Version</Trans>
              </th>
              <th>
                <Trans>Published</Trans>
              </th>
              <th>
                <Trans>By</Trans>
              </th>
              <th>
                <Trans>Note</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.version} data-testid="settings-version" data-version={entry.version}>
                <td>{entry.version}</td>
                <td>{when.format(new Date(entry.publishedAt))}</td>
                <td>{entry.publishedBy ?? <Trans>a script or a removed account</Trans>}</td>
                <td>{entry.note ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
