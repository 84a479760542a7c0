import type * as DataLayerModule from './dataLayer'

let loaded: Promise<typeof DataLayerModule> | undefined

/**
 * The data layer's code (its pushes and their event builders), loaded once it may be used: after consent, so no
 * page loads it before. One promise for every caller, so pushes keep the order of what caused them.
 */
export const loadDataLayer = () => (loaded ??= import('./dataLayer'))
