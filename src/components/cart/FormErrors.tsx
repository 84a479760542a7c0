import { useEffect, useRef } from 'react'
import { useSelector } from '@xstate/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { fieldId, type OrderRef } from './CustomerFields'
import { fieldLabels, problemTexts } from './labels'

/**
 * docs/product.md#checkout: 'Please fill in the following data', each field named with what is wrong; nothing is sent
 * meanwhile.
 */
export function FormErrors({ orderRef }: { orderRef: OrderRef }) {
  const { i18n } = useLingui()
  const errors = useSelector(orderRef, (s) => s.context.errors)
  const box = useRef<HTMLDivElement>(null)
  const shown = errors.length > 0
  // The list takes the focus when it appears, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (shown) box.current?.focus()
  }, [shown])
  if (!shown) return null
  return (
    <div className="form-errors" data-testid="form-errors" role="alert" tabIndex={-1} ref={box}>
      <p>
        <strong>
          <Trans>Please fill in the following data:</Trans>
        </strong>
      </p>
      <ul>
        {errors.map((error) => (
          <li key={error.path} data-field={error.path}>
            <a href={`#${fieldId(error.path)}`}>{i18n._(fieldLabels[error.path])}</a>:{' '}
            {i18n._(problemTexts[error.problem])}
          </li>
        ))}
      </ul>
    </div>
  )
}
