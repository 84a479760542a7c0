/**
 * The shop's own icons: inline SVG in the text's colour, so they show on every system (an emoji is an empty box where
 * no emoji font is installed, issue 39) and need no request. Each is decorative: the control beside it has the name.
 */

/** A shopping cart: basket, handle and two wheels (24 × 24, 2 px strokes). */
export function CartIcon() {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="1.25em"
      height="1.25em"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.3a2 2 0 0 0 2-1.5L21.5 7H6" />
      <circle cx="9.5" cy="20" r="1.5" />
      <circle cx="17.5" cy="20" r="1.5" />
    </svg>
  )
}
