import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { DESIGNATIONS } from '#domain/cabinet/catalogue.ts'
import { salesPageSlug } from '#site/pages.ts'
import { categoryTitles, madeToMeasureTitle } from '#i18n/labels.ts'
import { SITE_NAME } from '#site/shop.ts'
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
      <main id="main" className="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  )
}

function Header() {
  const { t } = useLingui()
  return (
    <header className="header">
      <Link to="/" className="logo" aria-label={t`Skrinka – home page`}>
        {SITE_NAME}
      </Link>
      <nav className="nav" aria-label={t`Categories`} data-testid="main-nav">
        <NavLinks />
      </nav>
      <div className="header-tools">
        <CartLink />
        <LanguageSwitch />
        <MobileMenu />
      </div>
    </header>
  )
}

/** The categories, the hallway configurator and the blog: the header's links (inline, or in the phone's menu). */
function NavLinks({ onFollow }: { onFollow?: () => void }) {
  const { i18n } = useLingui()
  return (
    <>
      {DESIGNATIONS.map((designation) => (
        <Link
          key={designation}
          to="/predaj/$category"
          params={{ category: salesPageSlug(designation) }}
          onClick={onFollow}
        >
          {i18n._(categoryTitles[designation])}
        </Link>
      ))}
      <Link to="/predaj/$category" params={{ category: salesPageSlug() }} onClick={onFollow}>
        {i18n._(madeToMeasureTitle)}
      </Link>
      <Link to="/chodby" onClick={onFollow}>
        <Trans>Hallway configurator</Trans>
      </Link>
      <Link to="/blog" onClick={onFollow}>
        <Trans>Blog</Trans>
      </Link>
    </>
  )
}

/**
 * Under 48 rem the inline links and language switch give way (CSS only, so the server's HTML is already right) to
 * a menu button opening them in a modal dialog: the focus stays inside, Esc closes it, the focus returns to the
 * button. Its content exists only while open, so the page never holds the links twice.
 */
function MobileMenu() {
  const { t } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = dialog.current
    if (open && element && !element.open) element.showModal()
  }, [open])
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-haspopup="dialog"
        data-testid="menu-button"
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span> <Trans>Menu</Trans>
      </button>
      <dialog
        ref={dialog}
        id="mobile-menu"
        className="dialog mobile-menu"
        data-testid="mobile-menu"
        aria-label={t`Menu`}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <>
            <nav className="mobile-nav" aria-label={t`Categories`}>
              <NavLinks onFollow={close} />
            </nav>
            <LanguageSwitch />
            <button type="button" className="menu-close" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </>
        ) : null}
      </dialog>
    </>
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
