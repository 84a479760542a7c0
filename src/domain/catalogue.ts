/**
 * Cabinet variants of spec §3. Issue 3 completes each definition; the ids are already the law
 * for /detail/{id} (unknown ids are 404).
 */
export type CabinetType = 'upperCabinet' | 'lowerCabinet' | 'highCabinet'

/** Variant ids by cabinet type, in the spec's order. */
export const VARIANTS_BY_TYPE = {
  upperCabinet: ['TC1DH', 'TC2DHDouble'],
  lowerCabinet: ['L1D', 'L2D', 'L1S', 'x151', 'L3D', 'L4D', 'LTO', 'LTOM', 'LTOM2'],
  highCabinet: [
    'HCH', 'HCOO', 'polica', 'polica2', 'stojka', 'stojka2', 'PDV1D', 'PDV2D', 'KVP1D', 'KVP2D',
    'KVP1DR', 'KVP2DR', '2V1D', '2V2D', '1VD1Z', '2VD1Z',
  ],
} as const satisfies Record<CabinetType, readonly string[]>

export type VariantId = (typeof VARIANTS_BY_TYPE)[CabinetType][number]
export const VARIANT_IDS: readonly VariantId[] = Object.values(VARIANTS_BY_TYPE).flat()

export function isVariantId(value: string): value is VariantId {
  return (VARIANT_IDS as readonly string[]).includes(value)
}
