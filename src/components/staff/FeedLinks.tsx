import { Trans } from '@lingui/react/macro'
import { FEEDS, feedPath } from '#domain/feeds.ts'

/**
 * The product feeds' addresses (issue 39.5), for the owner to give to Heureka, Zboží.cz and Google Merchant Center:
 * the server writes them from the published prices and the workshop's plan, so there is nothing to set here.
 */
export function FeedLinks({ siteUrl }: { siteUrl: string }) {
  return (
    <section aria-labelledby="feed-links-title">
      <h2 id="feed-links-title">
        <Trans>Product feeds</Trans>
      </h2>
      <p>
        <Trans>
          Give these addresses to the comparison sites. Each feed lists the 27 cabinets at their lowest price under the
          published prices, with the delivery time of the production calendar.
        </Trans>
      </p>
      <ul>
        {FEEDS.map((feed) => {
          const url = siteUrl + feedPath(feed)
          return (
            <li key={feed.id}>
              {feed.site}: <a href={url}>{url}</a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
