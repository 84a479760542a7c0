import { createFileRoute, Link } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { DESIGNATIONS, salesPageSlug } from '../domain/site'
import { categoryTitles, madeToMeasureTitle } from '../i18n/labels'
import { pageHead } from '../i18n/head'
import { ContentPending } from '../components/Page'
import { Showcase } from '../components/configurator/Showcase'

export const Route = createFileRoute('/')({
  head: (input) =>
    pageHead(
      input,
      msg`Made-to-measure cabinets with a 3D configurator`,
      msg`Design a cabinet to the centimetre, see it in 3D with its price and order it. Delivered assembled within 14 working days.`,
    ),
  component: Home,
})

function Home() {
  const { i18n } = useLingui()
  return (
    <article className="page home">
      <h1>
        <Trans>Made-to-measure cabinets, delivered assembled</Trans>
      </h1>
      <p className="lead">
        <Trans>Size your cabinet to the centimetre, choose decors and options, and see it in 3D with its price.</Trans>
      </p>
      <p>
        <strong>
          <Trans>Delivery within 14 working days.</Trans>
        </strong>
      </p>
      <Showcase />
      <h2>
        <Trans>Categories</Trans>
      </h2>
      <ul className="tiles" data-testid="home-categories">
        {DESIGNATIONS.map((designation) => (
          <li key={designation}>
            <Link to="/predaj/$category" params={{ category: salesPageSlug(designation) }}>
              {i18n._(categoryTitles[designation])}
            </Link>
          </li>
        ))}
        <li>
          <Link to="/predaj/$category" params={{ category: salesPageSlug() }}>
            {i18n._(madeToMeasureTitle)}
          </Link>
        </li>
      </ul>
      <ContentPending />
    </article>
  )
}
