import { Trans, useLingui } from '@lingui/react/macro'
import { galleryLink, type GalleryItem } from '#site/gallery.ts'
import { localizePath } from '#domain/locale.ts'
import { galleryTitle } from '#i18n/labels.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { Page } from '../Page'

/** The gallery: each design with its picture and name, opening it in its configurator. */
export function Gallery({ items }: { items: readonly GalleryItem[] }) {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Page title={i18n._(galleryTitle)}>
      <p className="lead">
        <Trans>
          Designs made in our configurators, drawn from their own cut lists. Open one to change it to your size.
        </Trans>
      </p>
      <ul className="gallery" data-testid="gallery">
        {items.map((item) => (
          <li key={item.id} className="product-card">
            {/* A plain link: the configurator reads the whole design from the address. */}
            <a
              href={localizePath(galleryLink(item).split('?')[0]!, locale) + '?' + galleryLink(item).split('?')[1]}
              data-testid="gallery-item"
            >
              <img src={`/gallery/${item.id}.webp`} alt={item.title[locale]} width={400} height={300} loading="lazy" />
              <span className="product-title">{item.title[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Page>
  )
}
