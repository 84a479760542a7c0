import { Trans } from '@lingui/react/macro'
import { formatPhone } from '#domain/checkout.ts'
import { COUNTRY_OFFICIAL_NAMES } from '#domain/settings.ts'
import { formatWeekdays } from '#domain/notation.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { useShopSettings } from '#queries/settings.ts'

/** Props of the contact card: with `company`, it also names the seller and its address (the contact page). */
export interface ContactCardProps {
  company?: boolean
}

/** How to reach the shop: hours, phone and e-mail of the page's market, from the published shop settings. */
export function ContactCard({ company = false }: ContactCardProps) {
  const locale = useLocale()
  const settings = useShopSettings()
  const contact = settings.contact[locale]
  const phone = formatPhone(contact.phone)
  const { opens, closes } = settings.hours
  const days = formatWeekdays(settings.hours, locale)
  const seller = settings.company
  const { ico, dic, icdph } = seller
  return (
    <div className="contact-card" data-testid="contact-card">
      <p>
        <Trans>
          Call us {days}, {opens}–{closes}
        </Trans>
        <br />
        <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      {company ? (
        <address>
          {seller.name}
          <br />
          {seller.street}, {seller.zip} {seller.city}, {COUNTRY_OFFICIAL_NAMES[seller.country]}
          <br />
          <Trans>
            Company ID (IČO) {ico}, tax ID (DIČ) {dic}, VAT ID {icdph}
          </Trans>
          <br />
          {seller.register}
        </address>
      ) : null}
    </div>
  )
}
