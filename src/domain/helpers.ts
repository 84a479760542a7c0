/** Small helpers every rule uses: written once here. */

/** The value is one of the list's (and typed so). */
export function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value)
}

/** Whether two queries say the same thing (order aside; a missing value equals an empty one). */
export function sameQuery(a: object, b: object): boolean {
  const value = (query: object, key: string) => (query as Partial<Record<string, string>>)[key] ?? ''
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  for (const key of keys) if (value(a, key) !== value(b, key)) return false
  return true
}
