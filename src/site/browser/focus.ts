/**
 * Moves the keyboard focus to the page's heading (its first h1 in `#main`, else `#main` itself), so a screen
 * reader announces the new page and the next Tab starts from there instead of from `<body>` or a stale link.
 */
export function focusPageHeading(): void {
  const main = document.getElementById('main')
  const heading = main?.querySelector<HTMLElement>('h1') ?? main
  focusElement(heading)
}

/** Focuses an element that is not a control itself (a heading): it becomes focusable by script only. */
export function focusElement(element: HTMLElement | null | undefined): void {
  if (!element) return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus()
}
