import { useSyncExternalStore } from 'react'
import { Link, useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { readConsent, subscribeConsent, writeConsent } from '#site/browser/consent.ts'
import { focusPageHeading } from '#site/browser/focus.ts'
import type { ConsentChoice } from '#site/consent.ts'

const NOT_ASKED = 'not-asked'
const read = () => readConsent() ?? NOT_ASKED

/** The cookie banner: accept and refuse are the same kind of button, side by side; nothing is pre-ticked. */
export function ConsentBanner() {
  const { t } = useLingui()
  const initial = useRouter().options.context.consent ?? NOT_ASKED
  // The server renders it when the request's cookie holds no choice (so it paints with the HTML, often the
  // page's largest text); hydration starts from that same cookie, later choices come from the browser.
  const choice = useSyncExternalStore(subscribeConsent, read, () => initial)
  if (choice !== NOT_ASKED) return null
  // The banner goes away with the button that had the focus: the focus moves to the page's heading, not to <body>.
  const choose = (consent: ConsentChoice) => {
    writeConsent(consent)
    focusPageHeading()
  }
  return (
    <section className="consent-banner" data-testid="consent-banner" role="region" aria-label={t`Cookies`}>
      <p>
        <Trans>
          We use cookies needed for the shop to work. With your consent we also measure visits and send conversion data
          to our advertising partners; without it nothing like that leaves your browser.{' '}
          <Link to="/privacy">Privacy notice</Link>
        </Trans>
      </p>
      <div className="consent-buttons">
        <button type="button" data-testid="consent-reject" onClick={() => choose('denied')}>
          <Trans>Refuse</Trans>
        </button>
        <button type="button" data-testid="consent-accept" onClick={() => choose('granted')}>
          <Trans>Accept</Trans>
        </button>
      </div>
    </section>
  )
}
