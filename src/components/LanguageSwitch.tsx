import { useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { LOCALES, LOCALE_CODES, localizePath, marketOf } from '#domain/locale.ts'
import { localeCookie } from '#i18n/cookie.ts'
import { writeCookie } from '#site/browser/cookies.ts'
import { useLocale } from '#i18n/useLocale.ts'

/**
 * Links to the same page and query in each language. Following one remembers the choice in the
 * redirect cookie and loads the other language's document (a plain link: it works before hydration).
 */
export function LanguageSwitch() {
  const { t } = useLingui()
  const current = useLocale()
  const location = useRouterState({ select: (state) => state.location })
  return (
    <nav className="language-switch" aria-label={t`Language`} data-testid="language-switch">
      {LOCALE_CODES.map((code) => (
        <a
          key={code}
          href={localizePath(location.pathname, code) + location.searchStr + location.hash}
          hrefLang={marketOf(code).lang}
          lang={marketOf(code).lang}
          aria-current={code === current ? 'true' : undefined}
          data-testid={`language-${code}`}
          onClick={() => {
            writeCookie(localeCookie(code))
          }}
        >
          {LOCALES[code].name}
        </a>
      ))}
    </nav>
  )
}
