import { useEffect, useId, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Range } from '#domain/cabinet/catalogue.ts'
import { stepWithin } from '#domain/helpers.ts'
import { formatNumber } from '#i18n/format.ts'
import { useLocale } from '#i18n/useLocale.ts'

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
 * pause; then the design takes it (clamped to the range shown beside it). The −/+ buttons commit
 * 1 cm less or more at once, and are disabled at the range's edge.
 */
export function SizeInput({ name, label, value, range, onCommit }: SizeInputProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
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
  // A step goes through onCommit like a typed value; the domain's clamp says where it stops.
  const stepper = (step: -1 | 1) => {
    const next = stepWithin(value, step, range)
    return (
      <button
        type="button"
        className="size-step"
        data-testid={`${name}-${step < 0 ? 'less' : 'more'}`}
        disabled={next === value}
        onClick={() => {
          clearTimeout(timer.current)
          setDraft(null)
          onCommit(next)
        }}
      >
        <span aria-hidden="true">{step < 0 ? '−' : '+'}</span>
        <span className="visually-hidden">{step < 0 ? t`${label} −1 cm` : t`${label} +1 cm`}</span>
      </button>
    )
  }
  return (
    <div className="size-input">
      <label className="size-label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <span className="size-field">
        {stepper(-1)}
        <input
          id={`${id}-input`}
          type="number"
          inputMode="decimal"
          name={name}
          data-testid={name}
          min={range.min}
          max={range.max}
          step={0.1}
          value={draft ?? String(value)}
          aria-invalid={outside || undefined}
          aria-describedby={`${id}-range`}
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
        />
        {stepper(1)}
        <span aria-hidden="true">cm</span>
      </span>
      <span id={`${id}-range`} className={outside ? 'size-range size-range-out' : 'size-range'}>
        <Trans>
          {min} to {max} cm
        </Trans>
      </span>
    </div>
  )
}
