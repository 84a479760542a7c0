import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { localizePath } from '#domain/locale.ts'
import { useLocale } from '#i18n/useLocale.ts'

/** Props of the error page: HTTP status, its message, and a line for the visitor (docs/product.md#errors). */
export interface ErrorViewProps {
  status: number
  title: string
  description: string
}

/** The root error page: status code, status message and description. */
export function ErrorView({ status, title, description }: ErrorViewProps) {
  const { t } = useLingui()
  return (
    <section className="error-page" data-testid="error-page" aria-labelledby="error-title">
      <p className="error-status" aria-label={t`Status code`}>
        {status}
      </p>
      <h1 id="error-title">{title}</h1>
      <p>{description}</p>
      <p>
        <a href={localizePath('/', useLocale())}>
          <Trans>Back to the home page</Trans>
        </a>
      </p>
    </section>
  )
}

/** 404: names the path the visitor asked for, as it stands in the address bar. */
export function NotFoundView() {
  const { t } = useLingui()
  const locale = useLocale()
  const location = useRouterState({ select: (state) => state.location })
  const path = localizePath(location.pathname, locale) + location.searchStr
  return (
    <ErrorView
      status={404}
      title={t`Page not found: ${path}`}
      description={t`The page you are looking for does not exist or has moved. Try the menu above.`}
    />
  )
}

/** 500: anything else that went wrong while loading or rendering a page. */
export function InternalErrorView({ error }: ErrorComponentProps) {
  const { t } = useLingui()
  // The visitor gets a plain message; the details go to the log, not the page.
  console.error(error)
  return (
    <ErrorView
      status={500}
      title={t`Internal server error`}
      description={t`Something went wrong on our side. Please try again in a moment.`}
    />
  )
}
