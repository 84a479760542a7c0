/**
 * Brings a story's component into a state a shopper reaches by hand (a list opened, a value typed)
 * once it is on the page, with the DOM events a shopper's clicks and keys cause. Not a `play`
 * function: the story test runs each story inside React's `act`, where nothing renders until
 * `play` has finished, so a `play` could not find what it should click.
 */
import { useEffect, useRef, type ReactNode } from 'react'

/** Clicks the summary of the first <details> in `root` (it opens, and says so with a toggle event). */
export function openDetails(root: Element) {
  root.querySelector<HTMLElement>('details:not([open]) > summary')?.click()
}

/** Types `text` into an input the way React sees typing: the value changes and an input event follows. */
export function typeInto(input: HTMLInputElement | null | undefined, text: string) {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Renders `children` and, once they are on the page, does `steps` on them (once, also in strict mode). */
export function AsShopper({ steps, children }: { steps: (root: HTMLElement) => void; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null)
  const done = useRef(false)
  useEffect(() => {
    if (done.current || !root.current) return
    done.current = true
    steps(root.current)
  }, [steps])
  return (
    <div ref={root} style={{ display: 'contents' }}>
      {children}
    </div>
  )
}
