import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'

/** Props of a page body: its visible heading and content. */
export interface PageProps {
  title: string
  children?: ReactNode
}

/** The body of a page inside the frame: one h1 and its content. */
export function Page({ title, children }: PageProps) {
  return (
    <article className="page">
      <h1>{title}</h1>
      {children}
    </article>
  )
}

/** Said on pages whose content a later release brings. */
export function ContentPending() {
  return (
    <p className="pending" data-testid="content-pending">
      <Trans>We are preparing the content of this page. Thank you for your patience.</Trans>
    </p>
  )
}
