import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '../components/Page'
import { GALLERY, galleryLink } from '../domain/gallery'
import { localizePath } from '../domain/locale'
import { pageHead } from '../i18n/head'
import { useLocale } from '../i18n/useLocale'

const title = msg`Gallery`

export const Route = createFileRoute('/gallery')({
  head: (input) => pageHead(input, title, msg`Cabinets and hallways designed in our configurator: open any of them and make it yours.`, { image: `/gallery/${GALLERY[0]!.id}.webp` }),
  component: GalleryPage,
})

function GalleryPage() {
  const { i18n } = useLingui()
  const locale = useLocale()
  return (
    <Page title={i18n._(title)}>
      <p className="lead">
        <Trans>Designs made in our configurators, drawn from their own cut lists. Open one to change it to your size.</Trans>
      </p>
      <ul className="gallery" data-testid="gallery">
        {GALLERY.map((item) => (
          <li key={item.id} className="product-card">
            {/* A plain link: the configurator reads the whole design from the address. */}
            <a href={localizePath(galleryLink(item).split('?')[0]!, locale) + '?' + galleryLink(item).split('?')[1]} data-testid="gallery-item">
              <img src={`/gallery/${item.id}.webp`} alt={item.title[locale]} width={400} height={300} loading="lazy" />
              <span className="product-title">{item.title[locale]}</span>
            </a>
          </li>
        ))}
      </ul>
    </Page>
  )
}
