/** The production sheets' links of one order, or of the batch without `number` (placeholder: the sheets' branch replaces this file). */
export function ProductionSheetLinks(_props: { number?: string }) {
  return null
}
