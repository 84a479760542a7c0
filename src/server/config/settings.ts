/**
 * The shop settings versions (config kind 'settings', docs/decisions/0014): the schema, and the
 * cache every page, e-mail and work order reads. Until the owner publishes, the seed is the code's
 * constants (src/site/shop.ts) as version 0: no seed row is needed.
 */
import type { Kysely } from 'kysely'
import { SETTINGS_KIND, ShopSettingsSchema, type ShopSettings } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import type { Schema } from '../db/schema'
import { createConfigCache, type ConfigCache } from './cache'
import type { ConfigKind } from './versions'

/** Settings versions as the config tables store them. */
export const SETTINGS: ConfigKind<ShopSettings> = { name: SETTINGS_KIND, schema: ShopSettingsSchema }

export type SettingsCache = ConfigCache<ShopSettings>

/** The server's cache of the published settings; the code's seed while none is published. */
export function createSettingsCache(db: Kysely<Schema>, options: { maxAgeMs?: number } = {}): SettingsCache {
  return createConfigCache(db, SETTINGS, SEED_SETTINGS, options)
}

/** The shop settings in force (company, contacts, hours, lead times): what e-mails and work orders name. */
export async function currentSettings(cache: SettingsCache): Promise<ShopSettings> {
  return (await cache.get()).data
}
