import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DESIGNATIONS } from '../domain/cabinet/catalogue'
import { salesPageSlug } from '../site/pages'
import { categoryTitles, madeToMeasureTitle } from '../i18n/labels'
import { SITE_NAME } from '../site/shop'
import { CartLink } from './CartLink'
import { ContactCard } from './ContactCard'
import { LanguageSwitch } from './LanguageSwitch'

/** The page frame around every route: header with categories, cart and language, footer with contact and legal pages. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="frame">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className="main">
        {children}
      </main>
      <Footer />
    </div>
  )
}

function Header() {
  const { t, i18n } = useLingui()
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t`Skrinka – home page`}>
        {SITE_NAME}
      </Link>
      <nav className="nav" aria-label={t`Categories`} data-testid="main-nav">
        {DESIGNATIONS.map((designation) => (
          <Link key={designation} to="/predaj/$category" params={{ category: salesPageSlug(designation) }}>
            {i18n._(categoryTitles[designation])}
          </Link>
        ))}
        <Link to="/predaj/$category" params={{ category: salesPageSlug() }}>
          {i18n._(madeToMeasureTitle)}
        </Link>
        <Link to="/chodby">
          <Trans>Hallway configurator</Trans>
        </Link>
        <Link to="/blog">
          <Trans>Blog</Trans>
        </Link>
      </nav>
      <div className="header-tools">
        <CartLink />
        <LanguageSwitch />
      </div>
    </header>
  )
}

function Footer() {
  const { t } = useLingui()
  return (
    <footer className="footer">
      <section aria-label={t`Contact`}>
        <h2>
          <Trans>Contact</Trans>
        </h2>
        <ContactCard />
        <p>
          <Trans>Cash on delivery. Delivered assembled by our own vehicles.</Trans>
        </p>
      </section>
      <nav aria-label={t`Shop information`} className="footer-links">
        <Link to="/kontakt">
          <Trans>Contact</Trans>
        </Link>
        <Link to="/conditions">
          <Trans>Terms and conditions</Trans>
        </Link>
        <Link to="/conditions" hash="reklamacie">
          <Trans>Complaints</Trans>
        </Link>
        <Link to="/privacy">
          <Trans>Privacy notice</Trans>
        </Link>
        <Link to="/videonavody">
          <Trans>Video guides</Trans>
        </Link>
        <Link to="/gallery">
          <Trans>Gallery</Trans>
        </Link>
        <Link to="/udrzba">
          <Trans>Care and maintenance</Trans>
        </Link>
      </nav>
      <p className="copyright">© {SITE_NAME}</p>
    </footer>
  )
}
