import { useRouterState } from '@tanstack/react-router'
import { focusPageHeading } from '#site/browser/focus.ts'
import { useOnChange } from './useOnChange'

/**
 * After a route change, puts the focus on the new page's h1 (announced by screen readers, and the next Tab starts
 * there). Not on the first load, not when only the query changes (the configurators rewrite it on every edit) and
 * not for a link to an anchor, where the browser scrolls to the anchor. Renders nothing.
 */
export function RouteFocus() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname })
  const hash = useRouterState({ select: (state) => state.resolvedLocation?.hash ?? '' })
  // No path before: the first load resolving, where the page's own order leads.
  useOnChange(pathname, (path, before) => {
    if (path !== undefined && before !== undefined && !hash) focusPageHeading()
  })
  return null
}
