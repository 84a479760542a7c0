import { Trans } from '@lingui/react/macro'
import { SHOP_COMPANY, SHOP_CONTACT, SHOP_HOURS } from '../site/shop'
import { useLocale } from '../i18n/useLocale'

/** Props of the contact card: with `company`, it also names the seller and its address (the contact page). */
export interface ContactCardProps {
  company?: boolean
}

/** How to reach the shop: hours, phone and e-mail of the page's market, from one table (src/site/shop.ts). */
export function ContactCard({ company = false }: ContactCardProps) {
  const locale = useLocale()
  const contact = SHOP_CONTACT[locale]
  const { opens, closes } = SHOP_HOURS
  const { ico, dic, icdph } = SHOP_COMPANY
  return (
    <div className="contact-card" data-testid="contact-card">
      <p>
        <Trans>
          Call us Monday to Friday, {opens}–{closes}
        </Trans>
        <br />
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
        <br />
        <a href={`mailto:${contact.email}`}>{contact.email}</a>
      </p>
      {company ? (
        <address>
          {SHOP_COMPANY.name}
          <br />
          {SHOP_COMPANY.street}, {SHOP_COMPANY.zip} {SHOP_COMPANY.city}
          <br />
          <Trans>
            Company ID (IČO) {ico}, tax ID (DIČ) {dic}, VAT ID {icdph}
          </Trans>
          <br />
          {SHOP_COMPANY.register}
        </address>
      ) : null}
    </div>
  )
}
