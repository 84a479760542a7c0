import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { DECORS, decor, type DecorType } from '#domain/decors.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { isDecorAvailable } from '#domain/priceList.ts'
import { usePriceList } from '#queries/prices.ts'

/** Props: the query name it sets, its label, the chosen code, and why it is disabled if it is. */
export interface DecorPickerProps {
  name: 'baseColor' | 'doorColor' | 'backColor'
  label: string
  value: string
  disabledReason?: string | undefined
  onChange: (code: string) => void
}

const GROUPS: DecorType[] = ['uni', 'drevodekor', 'lux']

/** Decors in their three groups with swatches and codes, searchable by name or code. */
export function DecorPicker({ name, label, value, disabledReason, onChange }: DecorPickerProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const prices = usePriceList()
  const [query, setQuery] = useState('')
  // The 120 swatches are put on the page only when the shopper opens the list.
  const [open, setOpen] = useState(false)
  const titleOf = (d: (typeof DECORS)[number]) => (locale === 'cz' ? d.titleCZ : d.title)
  const current = decor(value)
  const needle = query.trim().toLowerCase()
  const groupTitle: Record<DecorType, string> = {
    uni: t`Plain colours`,
    drevodekor: t`Wood decors`,
    lux: t`Luxury materials`,
  }
  return (
    <fieldset className="decor-picker" disabled={Boolean(disabledReason)} data-testid={`decor-${name}`}>
      <legend>{label}</legend>
      <p className="decor-current">
        {current ? <img src={current.swatch} alt="" width={32} height={32} /> : null}{' '}
        {current ? titleOf(current) : value} <code>{value}</code>
      </p>
      {isDecorAvailable(prices, value) ? null : (
        <p className="option-reason" role="alert" data-testid="decor-unavailable">
          <Trans>This decor is no longer sold. Please choose another one.</Trans>
        </p>
      )}
      {disabledReason ? (
        <p className="option-reason">{disabledReason}</p>
      ) : (
        <details onToggle={(event) => setOpen(event.currentTarget.open)}>
          <summary>
            <Trans>Choose another decor</Trans>
          </summary>
          <input
            type="search"
            className="decor-search"
            placeholder={t`Search by name or code`}
            aria-label={t`Search decors`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          {open &&
            GROUPS.map((group) => {
              const decors = DECORS.filter(
                // Decors the shop no longer sells are not offered.
                (d) =>
                  d.type === group &&
                  isDecorAvailable(prices, d.subtitle) &&
                  (!needle || titleOf(d).toLowerCase().includes(needle) || d.subtitle.toLowerCase().includes(needle)),
              )
              if (decors.length === 0) return null
              return (
                <div key={group} role="radiogroup" aria-label={groupTitle[group]} className="decor-group">
                  <h4>{groupTitle[group]}</h4>
                  <ul className="decor-grid">
                    {decors.map((d) => (
                      <li key={d.subtitle}>
                        <label className="decor-option" title={`${titleOf(d)} ${d.subtitle}`}>
                          <input
                            type="radio"
                            name={name}
                            value={d.subtitle}
                            checked={d.subtitle === value}
                            onChange={() => onChange(d.subtitle)}
                          />
                          <img src={d.swatch} alt="" width={48} height={48} loading="lazy" />
                          <span>{titleOf(d)}</span>
                          <code>{d.subtitle}</code>
                        </label>
                      </li>
                    ))}
                  </ul>
                </div>
              )
            })}
        </details>
      )}
    </fieldset>
  )
}
