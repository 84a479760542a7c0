/** Small helpers every rule uses: written once here. */

/** The value is one of the list's (and typed so). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}
