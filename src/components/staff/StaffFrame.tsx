import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { StaffMe, StaffRole } from '#domain/schemas.ts'
import { SITE_NAME } from '#site/shop.ts'
import { LANGUAGE_NAMES, LANGUAGES, marketOf, type Language } from '#domain/locale.ts'
import { useLocale } from '#i18n/useLocale.ts'

/** The back office's places, in the menu's order; `owner`: owners only; `workshop`: the workshop account's too. */
const PLACES = [
  { to: '/admin', label: msg`Dashboard`, exact: true },
  { to: '/admin/objednavky', label: msg`Orders` },
  { to: '/admin/zakaznici', label: msg`Customers` },
  { to: '/admin/vyroba', label: msg`Production` },
  { to: '/admin/rozvoz', label: msg`Deliveries` },
  { to: '/admin/dielna', label: msg`Shop floor`, workshop: true },
  { to: '/admin/faktury', label: msg`Invoices` },
  { to: '/admin/vzorky', label: msg`Decor samples` },
  { to: '/admin/cennik', label: msg`Price lists` },
  { to: '/admin/nastavenia', label: msg`Shop settings` },
  { to: '/chodby/konzultacia', label: msg`Hallway consultation` },
  { to: '/admin/personal', label: msg`Staff`, owner: true },
  { to: '/admin/audit', label: msg`Audit log`, owner: true },
] as const satisfies ReadonlyArray<{
  to: string
  label: MessageDescriptor
  exact?: true
  owner?: true
  workshop?: true
}>

/** The places a role sees: the workshop account only the shop floor (issue 38.4), staff all but the owner's. */
const placesOf = (role: StaffRole) =>
  PLACES.filter((place) => (role === 'workshop' ? 'workshop' in place : !('owner' in place) || role === 'owner'))

// A context: "Staff" as one person's role, not the staff as a whole (the menu place).
/** Each role's name as the back office says it. */
export const roleLabels: Record<StaffRole, MessageDescriptor> = {
  owner: msg({ message: 'Owner', context: 'role' }),
  staff: msg({ message: 'Staff', context: 'role' }),
  workshop: msg({ message: 'Workshop', context: 'role' }),
}

/**
 * The back office's own frame (docs/product.md#staff), in place of the shop's header, footer, cart and cookie
 * banner: the back office's menu, who is signed in and sign-out. Without `staff` (the sign-in page) it is the bare
 * frame. At phone width the menu wraps onto lines of its own: no horizontal scrolling, no script needed.
 */
export function StaffFrame({
  staff,
  onSignOut,
  onLanguage,
  children,
}: {
  staff?: StaffMe | undefined
  onSignOut?: (() => void) | undefined
  /** The person chose the back office's language (kept with their account). */
  onLanguage?: ((language: Language) => void) | undefined
  children: ReactNode
}) {
  const { i18n, t } = useLingui()
  return (
    <div className="frame staff-frame">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="staff-header">
        <span className="staff-brand">
          {SITE_NAME} <span className="staff-brand-part">{t`Back office`}</span>
        </span>
        {staff ? (
          <>
            <nav className="staff-nav" aria-label={t`Back office`} data-testid="admin-nav">
              {placesOf(staff.role).map((place) => (
                <Link key={place.to} to={place.to} {...('exact' in place ? { activeOptions: { exact: true } } : {})}>
                  {i18n._(place.label)}
                </Link>
              ))}
            </nav>
            <div className="staff-person">
              <span>
                <SignedIn name={staff.name} />
              </span>
              <span className="staff-role">({i18n._(roleLabels[staff.role])})</span>
              {onLanguage ? <StaffLanguage chosen={staff.language} onLanguage={onLanguage} /> : null}
              <button type="button" className="link-button" data-testid="sign-out" onClick={onSignOut}>
                <Trans>Sign out</Trans>
              </button>
            </div>
          </>
        ) : null}
        <Link to="/" className="staff-shop-link">
          <Trans>Back to the shop</Trans>
        </Link>
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  )
}

/**
 * The back office's language for the signed-in person (data-testid="staff-language"): the one they chose, else the
 * page's. Choosing one keeps it with the account; sign-in and every staff page then open in it.
 */
function StaffLanguage({
  chosen,
  onLanguage,
}: {
  chosen: Language | null | undefined
  onLanguage: (language: Language) => void
}) {
  const { t } = useLingui()
  const page = marketOf(useLocale()).lang
  const shown = chosen ?? page
  return (
    <select
      className="staff-language"
      aria-label={t`Language of the back office`}
      data-testid="staff-language"
      value={shown}
      onChange={(event) => onLanguage(event.target.value as Language)}
    >
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  )
}

/** Who is signed in (the same words the consultation used to say it with). */
function SignedIn({ name }: { name: string }) {
  return <Trans>Signed in: {name}</Trans>
}
