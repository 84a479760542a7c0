/**
 * Free decor samples (issue 39.4): POST sampleOrder keeps a request and e-mails its confirmation (per decor a short
 * link and its QR that reopen the configurator in that decor); the desk lists the requests and marks them sent or
 * cancelled. The form's rules are the browser's (checkSampleForm); the per-client budget is the table's `sample`
 * limit, and one mailbox asks at most SAMPLES_PER_MAILBOX times a month.
 */
import { Hono } from 'hono'
import type { Kysely } from 'kysely'
import QRCode from 'qrcode'
import { API } from '#domain/endpoints.ts'
import { formatPostcode } from '#domain/checkout.ts'
import { decorName, isDecorCode } from '#domain/decors.ts'
import { checkSampleForm, formOfSampleRequest, sampleDesignQuery, sampleLabel } from '#domain/samples.ts'
import { shareAddress, sharePath } from '#domain/share.ts'
import type { Config } from '../env'
import type { SettingsCache } from '../config/settings'
import type { Schema } from '../db/schema'
import { findSample, listSamples, moveSample, samplesSince, saveSampleOrder } from '../db/samples'
import type { HeavyPool } from '../pool'
import { saveShare } from '../db/shares'
import { mailI18n } from '../mail/i18n'
import { sampleMail } from '../mail/templates'
import { requireStaffSession } from '../staff/requireStaffSession'
import { apiError, describe, readJson } from './json'
import { foreignOrigin } from './origin'
import { shareCode } from '../db/shares'
import { mailboxOf } from './share'

/** Requests one mailbox may make in SAMPLE_WINDOW_DAYS (a household, a second try after a typo, a colleague). */
export const SAMPLES_PER_MAILBOX = 3
const SAMPLE_WINDOW_DAYS = 30

export interface SampleRouteDeps {
  db: Kysely<Schema>
  config: Pick<Config, 'siteUrl' | 'staffToken' | 'trustProxy'>
  settings: SettingsCache
  /** Tells the outbox worker there is mail to send. */
  onMail: () => void
  /** Builds the address labels' PDFs off the event loop. */
  pool: HeavyPool
}

/** A decor's short link (a shared design: the default cabinet in it) and the link's QR as a PNG data: URI. */
async function decorLink(db: Kysely<Schema>, siteUrl: string, code: string, locale: 'sk' | 'cz') {
  const canonical = shareAddress('cabinet', sampleDesignQuery(code))
  // The query is the domain's own canonical one; a refusal here is a bug, not the shopper's input.
  if (!canonical.ok) throw new Error(`The sample design of ${code} is not canonical.`)
  const share = shareCode(canonical.address)
  await saveShare(db, share, canonical.address)
  const url = siteUrl + sharePath(share, locale)
  // Four modules of quiet zone, as the QR standard asks (ISO/IEC 18004).
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 4, width: 240 })
  return { code, name: decorName(code, locale), url, qr }
}

export function sampleRoutes(deps: SampleRouteDeps) {
  const { db, config } = deps
  const { sampleOrder, staffSamples, staffSampleStatus, staffSampleLabel } = API
  return new Hono()
    .on(sampleOrder.method, sampleOrder.path, async (c) => {
      const foreign = foreignOrigin(c, config)
      if (foreign) return apiError(c, 403, 'forbidden_origin', `Not accepted from ${foreign}.`)
      const body = await readJson(c, sampleOrder.request)
      if (!body.ok) return body.response
      // Kept as the posts print it, whatever a client sent (`60200` or `602 00`).
      const request = { ...body.value, zip: formatPostcode(body.value.zip) }
      const issues = [
        ...checkSampleForm(formOfSampleRequest(request)).map((issue) => ({ path: issue.path, message: issue.problem })),
        ...request.decors
          .filter((code) => !isDecorCode(code))
          .map((code) => ({ path: 'decors', message: `unknown decor ${code.slice(0, 20)}` })),
      ]
      if (issues.length > 0) return apiError(c, 422, 'invalid_sample_order', describe(issues), issues)
      const mailbox = mailboxOf(request.email)
      const since = new Date(Date.now() - SAMPLE_WINDOW_DAYS * 86_400_000)
      if ((await samplesSince(db, mailbox, since)) >= SAMPLES_PER_MAILBOX) {
        c.header('Retry-After', String(SAMPLE_WINDOW_DAYS * 86_400))
        return apiError(c, 429, 'too_many_samples', 'This address has asked for samples often enough this month.')
      }
      const { siteUrl } = config
      const decors = await Promise.all(request.decors.map((code) => decorLink(db, siteUrl, code, request.locale)))
      const i18n = await mailI18n(request.locale)
      const settings = (await deps.settings.get()).data
      const saved = await saveSampleOrder(db, {
        request,
        mailbox,
        mailDomain: new URL(siteUrl).hostname,
        mail: (number) =>
          sampleMail(
            {
              number,
              to: request.email,
              locale: request.locale,
              recipient: {
                name: `${request.name} ${request.surname}`,
                address: request.address,
                zip: request.zip,
                city: request.city,
                country: request.country,
              },
              decors,
            },
            i18n,
            settings,
          ),
      })
      if (saved.created) deps.onMail()
      return c.json({ number: saved.number }, saved.created ? 201 : 200)
    })
    .on(staffSamples.method, staffSamples.path, requireStaffSession(deps), async (c) =>
      c.json({ samples: await listSamples(db) }),
    )
    .on(staffSampleStatus.method, staffSampleStatus.path, requireStaffSession(deps), async (c) => {
      const body = await readJson(c, staffSampleStatus.request)
      if (!body.ok) return body.response
      const number = c.req.param('number') ?? ''
      const moved = await moveSample(db, { number, status: body.value.status, staff: c.get('staff'), now: new Date() })
      if (moved === 'missing') return apiError(c, 404, 'not_found', `No sample request ${number.slice(0, 20)}.`)
      if (moved === 'refused') return apiError(c, 409, 'not_received', 'The request was already sent or cancelled.')
      return c.json({ samples: moved })
    })
    .on(staffSampleLabel.method, staffSampleLabel.path, requireStaffSession(deps), async (c) => {
      c.header('Cache-Control', 'no-store')
      const number = c.req.param('number') ?? ''
      const sample = await findSample(db, number)
      if (!sample) return apiError(c, 404, 'not_found', `No sample request ${number.slice(0, 20)}.`)
      const { company } = (await deps.settings.get()).data
      const pdf = await deps.pool.run({ kind: 'sampleLabelPdf', label: sampleLabel(sample, company) })
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="stitok-${sample.number}.pdf"`,
        'Cache-Control': 'no-store',
      })
    })
}
