import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { pageHead, type HeadInput } from '../i18n/head'
import { ContentPending, Page } from './Page'

/**
 * Route options for a page whose content a later issue writes: its own localized head and
 * heading, inside the shop frame, saying the content is being prepared.
 */
export function placeholderPage(title: MessageDescriptor, description: MessageDescriptor) {
  function PlaceholderPage() {
    const { i18n } = useLingui()
    return (
      <Page title={i18n._(title)}>
        <ContentPending />
      </Page>
    )
  }
  return {
    head: (input: HeadInput) => pageHead(input, title, description),
    component: PlaceholderPage,
  }
}
