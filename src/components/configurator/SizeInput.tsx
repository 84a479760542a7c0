import { useEffect, useRef, useState } from 'react'
import { Trans } from '@lingui/react/macro'
import type { Range } from '../../domain/cabinet/catalogue'
import { formatNumber } from '../../i18n/format'
import { useLocale } from '../../i18n/useLocale'

/** Props: the dimension's query name, label, value and allowed range in cm, and where a committed value goes. */
export interface SizeInputProps {
  name: 'width' | 'height' | 'depth'
  label: string
  value: number
  range: Range
  onCommit: (cm: number) => void
}

/**
 * A size in cm. What the shopper types stays as typed until they leave the field, press Enter or
 * pause; then the design takes it (clamped to the range shown beside it).
 */
export function SizeInput({ name, label, value, range, onCommit }: SizeInputProps) {
  const locale = useLocale()
  const [draft, setDraft] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const commit = (text: string | null) => {
    clearTimeout(timer.current)
    setDraft(null)
    const cm = Number((text ?? '').replace(',', '.'))
    if (text !== null && text.trim() !== '' && Number.isFinite(cm) && cm !== value) onCommit(cm)
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  const min = formatNumber(range.min, locale)
  const max = formatNumber(range.max, locale)
  const outside =
    draft !== null &&
    draft.trim() !== '' &&
    (Number(draft.replace(',', '.')) < range.min || Number(draft.replace(',', '.')) > range.max)
  return (
    <label className="size-input">
      <span className="size-label">{label}</span>
      <span className="size-field">
        <input
          type="number"
          inputMode="decimal"
          name={name}
          data-testid={name}
          min={range.min}
          max={range.max}
          step={0.1}
          value={draft ?? String(value)}
          aria-invalid={outside || undefined}
          onChange={(event) => {
            const text = event.target.value
            setDraft(text)
            clearTimeout(timer.current)
            timer.current = setTimeout(() => commit(text), 900)
          }}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft)
          }}
        />{' '}
        cm
      </span>
      <span className={outside ? 'size-range size-range-out' : 'size-range'}>
        <Trans>
          {min} to {max} cm
        </Trans>
      </span>
    </label>
  )
}
