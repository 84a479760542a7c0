import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { COUNTRIES, type Country } from '#domain/locale.ts'
import { countryNames } from './labels'

/**
 * One labelled text input with its problem under it: the markup the checkout's customer fields and the decor
 * samples' form share (the same labels, asterisk and error link for screen readers). Each form binds it to its own
 * machine.
 */
export function TextField({
  id,
  name,
  label,
  required,
  value,
  problem,
  type = 'text',
  autoComplete,
  inputMode,
  placeholder,
  onChange,
  children,
}: {
  id: string
  name: string
  label: string
  required: boolean
  value: string
  /** The problem's text, already translated. */
  problem?: string
  type?: 'text' | 'email' | 'tel'
  autoComplete: string
  inputMode?: 'numeric' | 'text'
  placeholder?: string
  onChange: (value: string) => void
  /** What stands before the input (the phone's country prefix). */
  children?: ReactNode
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="field-input">
        {children}
        <input
          id={id}
          name={name}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          placeholder={placeholder}
          value={value}
          required={required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {problem ? (
        <span className="field-error" id={`${id}-error`}>
          {problem}
        </span>
      ) : null}
    </div>
  )
}

/** A labelled choice of the countries the shop delivers to, in the page's language (checkout and decor samples). */
export function CountryField({
  id,
  name,
  label,
  autoComplete,
  value,
  onChange,
}: {
  id: string
  name: string
  label: string
  autoComplete: string
  value: Country
  onChange: (country: Country) => void
}) {
  const { i18n } = useLingui()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-input">
        <select
          id={id}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value as Country)}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {i18n._(countryNames[code])}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** The consent to the terms and the privacy notice, with its problem under it (checkout and decor samples). */
export function TermsConsent({
  id,
  name,
  className = 'field',
  checked,
  problem,
  onChange,
}: {
  id?: string
  name: string
  className?: string
  checked: boolean
  /** The problem's text, already translated. */
  problem?: string
  onChange: (checked: boolean) => void
}) {
  return (
    <div className={className}>
      <label className="switch">
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={problem ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>
          <Trans>
            I have read the <Link to="/conditions">terms and conditions</Link> and the{' '}
            <Link to="/privacy">privacy notice</Link> and agree to them.
          </Trans>
        </span>
      </label>
      {problem ? <span className="field-error">{problem}</span> : null}
    </div>
  )
}
