/**
 * The published prices (issue 15, docs/decisions/0012): getPriceList for every page, and the
 * owner's price-list screen — the version in force with its history, and publishing a new one
 * (owner only; 409 when someone else published since the edit began, 422 naming each bad field),
 * at once or from a later time, and cancelling a scheduled one before its time (issue 36.7, docs/decisions/0035).
 */
import { Hono } from 'hono'
import * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import { memoPer } from '#domain/memo.ts'
import { COUNTRIES, type Country } from '#domain/locale.ts'
import { PriceConfigSchema, rateBoundIssues, type PriceListResponse } from '#domain/priceConfig.ts'
import { priceListOf, type PriceConfig } from '#domain/priceList.ts'
import type { Config } from '../env'
import { scheduleProblem } from '#domain/priceSchedule.ts'
import { cancelScheduledConfig, configHistory, scheduledConfig, type ConfigSnapshot } from '../config/versions'
import { recordAudit, staffUserIdOf } from '../db/audit'
import { PRICES, type PriceCache } from '../config/prices'
import { requireStaffSession, type StaffAuthDeps } from '../staff/requireStaffSession'
import { apiError, describe, issuesOf, readJson } from './json'

export interface PriceListRouteDeps extends StaffAuthDeps {
  prices: PriceCache
  config: StaffAuthDeps['config'] & Pick<Config, 'vatRates'>
}

// Answers already made, per version in force (the cache's snapshot object) and VAT rates: every page
// and getPriceList call of one version shares one answer, made again only when a new version is read.
const answers = memoPer<ConfigSnapshot<PriceConfig>, PriceListResponse>()

/** The getPriceList answer of a version: both markets' rates with this server's VAT, and the decors (read-only). */
export function priceListAnswer(
  snapshot: ConfigSnapshot<PriceConfig>,
  vatRates: Partial<Record<Country, number>>,
): PriceListResponse {
  const key = COUNTRIES.map((country) => vatRates[country] ?? '').join(' ')
  return answers.get(snapshot, key) ?? answers.set(snapshot, key, makePriceListAnswer(snapshot, vatRates))
}

function makePriceListAnswer(
  { version, data }: ConfigSnapshot<PriceConfig>,
  vatRates: Partial<Record<Country, number>>,
): PriceListResponse {
  const lists = Object.fromEntries(
    COUNTRIES.map((country) => {
      const { decors: _decors, ...rates } = priceListOf(data, country, vatRates)
      return [country, rates]
    }),
  ) as PriceListResponse['lists']
  return { version, lists, decors: data.decors }
}

export function priceListRoutes(deps: PriceListRouteDeps) {
  const { db, prices, config } = deps
  const { getPriceList, staffPriceLists, staffPublishPrices, staffCancelScheduledPrices } = API

  return new Hono()
    .on(getPriceList.method, getPriceList.path, async (c) => {
      const published = await prices.get()
      const { version } = published
      // The same for everyone: browsers may keep it a few seconds, then ask again with the ETag.
      const etag = `"prices-${version}"`
      c.header('Cache-Control', 'public, max-age=5')
      c.header('ETag', etag)
      if (c.req.header('if-none-match') === etag) return c.body(null, 304)
      return c.json(priceListAnswer(published, config.vatRates))
    })
    .on(staffPriceLists.method, staffPriceLists.path, requireStaffSession(deps), async (c) => {
      c.header('Cache-Control', 'no-store')
      // Straight from the database: the editor must start from the latest version, not a cached one.
      prices.invalidate()
      const { version, data } = await prices.get()
      const scheduled = (await scheduledConfig(db, PRICES)) ?? null
      return c.json({ version, data, history: await configHistory(db, PRICES.name), scheduled })
    })
    .on(staffPublishPrices.method, staffPublishPrices.path, requireStaffSession(deps, { role: 'owner' }), async (c) => {
      c.header('Cache-Control', 'no-store')
      const body = await readJson(c, staffPublishPrices.request)
      if (!body.ok) return body.response
      const checked = v.safeParse(PriceConfigSchema, body.value.data)
      if (!checked.success) {
        const issues = issuesOf(checked.issues).map((issue) => ({ ...issue, path: `data.${issue.path}` }))
        return apiError(c, 422, 'invalid_prices', describe(issues), issues)
      }
      const now = new Date()
      const effectiveAt = body.value.effectiveAt === undefined ? undefined : new Date(body.value.effectiveAt)
      const late = effectiveAt && scheduleProblem(effectiveAt, now)
      if (late) {
        const message = late === 'past' ? 'must be at least a minute ahead' : 'must be within a year'
        return apiError(c, 422, 'invalid_schedule', `effectiveAt ${message}`, [{ path: 'effectiveAt', message }])
      }
      // Within bounds of the version in force, read afresh (issue 34.8: more than 0, less than 100 times it; issue
      // 36.7: at most the rate's ceiling, and a change over 50 % only when the owner confirmed it).
      prices.invalidate()
      const inForce = await prices.get()
      const bounds = rateBoundIssues(checked.output, inForce.data, {
        confirmed: body.value.confirmLargeChanges === true,
      }).map(({ path, message }) => ({ path: `data.${path}`, message }))
      if (bounds.length > 0) return apiError(c, 422, 'invalid_prices', describe(bounds), bounds)
      // A script (the bearer) has no account: its version is published by nobody in particular.
      const by = await staffUserIdOf(db, c.get('staff'))
      const result = await prices.publish(checked.output, {
        by,
        baseVersion: body.value.baseVersion,
        note: body.value.note,
        effectiveAt,
      })
      if (!result.ok && result.scheduled !== undefined)
        return c.json(
          {
            error: 'scheduled_pending',
            message: `Version ${result.scheduled} waits to take effect; cancel it before publishing another.`,
            latest: result.latest,
            scheduled: result.scheduled,
          },
          409,
        )
      if (!result.ok)
        return c.json(
          {
            error: 'version_conflict',
            message: `Version ${result.latest} was published meanwhile; reload to see it.`,
            latest: result.latest,
          },
          409,
        )
      return c.json({ version: result.version, effectiveAt: result.effectiveAt })
    })
    .on(
      staffCancelScheduledPrices.method,
      staffCancelScheduledPrices.path,
      requireStaffSession(deps, { role: 'owner' }),
      async (c) => {
        c.header('Cache-Control', 'no-store')
        const body = await readJson(c, staffCancelScheduledPrices.request)
        if (!body.ok) return body.response
        const { version } = body.value
        const staff = c.get('staff')
        const result = await db.transaction().execute(async (trx) => {
          const done = await cancelScheduledConfig(trx, PRICES.name, version, { by: await staffUserIdOf(trx, staff) })
          if (done === 'cancelled')
            await recordAudit(trx, { staff, action: 'prices.cancel', subject: `prices:${version}` })
          return done
        })
        if (result === 'not_found') return apiError(c, 404, 'not_found', 'No such scheduled price version.')
        if (result === 'in_force')
          return apiError(c, 409, 'in_force', `Version ${version} has taken effect; publish another version instead.`)
        if (result === 'already_cancelled')
          return apiError(c, 409, 'already_cancelled', `Version ${version} was cancelled already.`)
        return c.json({ version })
      },
    )
}
