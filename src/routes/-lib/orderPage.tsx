/** Route-only: the frame of a shopper's own order pages (the order confirmation, the order page). */
import type { ReactNode } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '#components/Page.tsx'

/** What the page shows until the order is read. */
export function OrderLoading() {
  return (
    <p className="pending">
      <Trans>Loading your order…</Trans>
    </p>
  )
}

/**
 * The page with its title, the order read in the browser only: the server never renders a shopper's order into
 * HTML (it is personal, and the page is kept by no cache).
 */
export function ClientOrderPage({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const { i18n } = useLingui()
  return (
    <Page title={i18n._(title)}>
      <ClientOnly fallback={<OrderLoading />}>{children}</ClientOnly>
    </Page>
  )
}
