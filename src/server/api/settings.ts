/**
 * The shop settings (issue 15, docs/decisions/0014): getShopSettings for every page, and the owner's
 * settings screen — the version in force with its history and the delivery prices it shows
 * read-only, and publishing a new version (owner only; 409 when someone else published since the
 * edit began, 422 naming each bad setting).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { shippingPrice } from '#domain/cabinet/price.ts'
import { COUNTRIES, type Country } from '#domain/locale.ts'
import { priceListOf, type PriceConfig } from '#domain/priceList.ts'
import type { PriceCache } from '../config/prices'
import { SETTINGS_PROBLEMS, ShopSettingsSchema, settingsCrossIssues, type DeliveryPrice } from '#domain/settings.ts'
import type { Config } from '../env'
import { configHistory } from '../config/versions'
import { SETTINGS, type SettingsCache } from '../config/settings'
import { findStaffUser } from '../staff/accounts'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, describe, issuesOf, readJson } from './json'

export interface SettingsRouteDeps extends StaffAuthDeps {
  settings: SettingsCache
  /** The published prices: their delivery rates are shown (read-only) beside the settings. */
  prices: PriceCache
  config: StaffAuthDeps['config'] & Pick<Config, 'vatRates'>
}

/**
 * The delivery prices the shop charges, per market and destination: rates of the price lists
 * (their `shipping`) of the version in force, edited on /admin/cennik and only shown on the settings screen.
 */
export function deliveryPrices(prices: PriceConfig, vatRates: Partial<Record<Country, number>>): DeliveryPrice[] {
  return COUNTRIES.flatMap((market) => {
    const list = priceListOf(prices, market, vatRates)
    return COUNTRIES.map((to) => ({ market, to, ...shippingPrice(list, to, list.vatRate) }))
  })
}

export function settingsRoutes(deps: SettingsRouteDeps) {
  const { db, settings, config } = deps
  const { getShopSettings, staffSettings, staffPublishSettings } = API

  return new Hono()
    .on(getShopSettings.method, getShopSettings.path, async (c) => {
      const { version, data } = await settings.get()
      // The same for everyone; asked again each time (a 304 by the ETag), so the owner's tab sees a publish at once.
      const etag = `"settings-${version}"`
      c.header('Cache-Control', 'no-cache')
      c.header('ETag', etag)
      if (c.req.header('if-none-match') === etag) return c.body(null, 304)
      return c.json({ version, settings: data })
    })
    .on(staffSettings.method, staffSettings.path, requireStaffSession(deps), async (c) => {
      c.header('Cache-Control', 'no-store')
      // Straight from the database: the editor must start from the latest version, not a cached one.
      settings.invalidate()
      const { version, data } = await settings.get()
      return c.json({
        version,
        data,
        history: await configHistory(db, SETTINGS.name),
        delivery: deliveryPrices((await deps.prices.get()).data, config.vatRates),
      })
    })
    .on(
      staffPublishSettings.method,
      staffPublishSettings.path,
      requireStaffSession(deps, { role: 'owner' }),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const body = await readJson(c, staffPublishSettings.request)
        if (!body.ok) return body.response
        const checked = v.safeParse(ShopSettingsSchema, body.value.data)
        if (!checked.success) {
          const issues = issuesOf(checked.issues).map((issue) => ({ ...issue, path: `data.${issue.path}` }))
          return apiError(c, 422, 'invalid_settings', describe(issues), issues)
        }
        const cross = settingsCrossIssues(checked.output).map((issue) => ({
          path: `data.${issue.key}`,
          message: SETTINGS_PROBLEMS[issue.problem],
        }))
        if (cross.length > 0) return apiError(c, 422, 'invalid_settings', describe(cross), cross)
        const staff = c.get('staff')
        // A script (the bearer) has no account: its version is published by nobody in particular.
        const by = staff.email ? ((await findStaffUser(db, staff.email))?.id ?? null) : null
        const result = await settings.publish(checked.output, {
          by,
          baseVersion: body.value.baseVersion,
          note: body.value.note,
        })
        if (!result.ok)
          return c.json(
            {
              error: 'version_conflict',
              message: `Version ${result.latest} was published meanwhile; reload to see it.`,
              latest: result.latest,
            },
            409,
          )
        return c.json({ version: result.version })
      },
    )
}
