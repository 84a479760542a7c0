/**
 * Stands for the link to the order's page in a customer e-mail (issue 39.2): the outbox mints the link's token when
 * it sends the e-mail and puts the link in its place (src/server/db/orderTrack.ts), so no token is ever stored. Its
 * own module: the outbox is loaded by scripts that run without the Lingui macros the templates need.
 */
export const ORDER_PAGE_LINK = '{{order-page-link}}'
