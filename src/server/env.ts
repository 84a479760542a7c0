import * as v from 'valibot'
import { CONFIG_MAX_AGE_MS } from './config/cache'
import type { RateLimitKind } from '#domain/endpoints.ts'

const port = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number from 0 to 65535'),
  v.transform(Number),
  v.maxValue(65535, 'must be a whole number from 0 to 65535'),
)

const parsesAsUrl = (value: string) => {
  try {
    return new URL(value).hostname !== ''
  } catch {
    return false
  }
}

const vat = v.pipe(v.string(), v.regex(/^0(\.\d+)?$/, 'must be a rate from 0 to 1, e.g. 0.23'), v.transform(Number))

/** A whole number of `unit` (at most `digits` digits), within `min` and `max` when given. */
const wholeNumber = (digits: number, unit: string, { min, max }: { min?: number; max?: number } = {}) =>
  v.pipe(
    v.string(),
    v.regex(new RegExp(`^\\d{1,${digits}}$`), `must be a whole number of ${unit}`),
    v.transform(Number),
    v.minValue(min ?? 0, `must be at least ${min}`),
    v.maxValue(max ?? Infinity, `must be at most ${max}`),
  )

/** A `points/seconds` limit variable, e.g. 3/3600. */
const rateLimitVar = (format: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}\/\d{1,6}$/, `must be ${format}`),
    v.transform((value) => {
      const [points, seconds] = value.split('/').map(Number) as [number, number]
      return { points, seconds }
    }),
    // A window of 0 s would never end (the limiter keeps such a count forever).
    v.check(({ points, seconds }) => points >= 1 && seconds >= 1, 'must be at least one per at least one second'),
  )

/** The levels LOG_LEVEL takes (pino's); `silent` writes no structured line. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Environment variables the server reads, validated once at start. Empty values count as unset. */
export const EnvSchema = v.object({
  PORT: v.optional(port, '3000'),
  HOST: v.optional(v.pipe(v.string(), v.regex(/^[\w.:-]+$/, 'must be a host name or IP address')), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL'),
      v.check(parsesAsUrl, 'must be a postgres:// or postgresql:// URL (this one cannot be parsed)'),
    ),
  ),
  STAFF_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters long'))),
  MODEL_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^https?:\/\/[^/\s,]+(,https?:\/\/[^/\s,]+)?$/,
        'must be one or two origins separated by a comma, e.g. https://m1.skrinka.sk,https://m2.skrinka.sk',
      ),
      v.transform((value) => value.split(',')),
    ),
  ),
  VAT_SK: v.optional(vat),
  VAT_CZ: v.optional(vat),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.sk:465'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      v.regex(/@/, 'must contain an e-mail address, e.g. Skrinka <objednavky@skrinka.sk>'),
    ),
  ),
  SHOP_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
  ORDER_RATE_LIMIT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}\/\d{1,6}$/, 'must be orders/seconds per IP address, e.g. 10/600'),
      v.transform((value) => {
        const [points, seconds] = value.split('/').map(Number) as [number, number]
        return { points, seconds }
      }),
    ),
  ),
  SHARE_MAIL_RATE_LIMIT: v.optional(rateLimitVar('e-mails/seconds per IP address, e.g. 20/3600')),
  SHARE_MAIL_ADDRESS_RATE_LIMIT: v.optional(rateLimitVar('e-mails/seconds per recipient address, e.g. 3/3600')),
  RENDER_RATE_LIMIT: v.optional(rateLimitVar('renders/seconds per IP address, e.g. 120/60')),
  PDF_RATE_LIMIT: v.optional(rateLimitVar('design PDFs/seconds per IP address, e.g. 30/600')),
  OUTBOX_LEASE_SECONDS: v.optional(wholeNumber(5, 'seconds', { min: 1 })),
  SHUTDOWN_GRACE_MS: v.optional(wholeNumber(7, 'milliseconds')),
  REQUEST_TIMEOUT_MS: v.optional(wholeNumber(6, 'milliseconds', { min: 1000, max: 300_000 })),
  VIDEO_BASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(https?:\/\/\S+|\/\S*)$/,
        'must be a URL or a path where {guide}.mp4 files are, e.g. https://video.skrinka.sk/navody',
      ),
    ),
  ),
  CONVERSIONS_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, 'must be the URL of the ads conversions endpoint')),
  ),
  CONFIG_MAX_AGE_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a whole number of milliseconds'),
      v.transform(Number),
      v.maxValue(10_000, 'must be at most 10000 (a new price version reaches every server within 10 s)'),
    ),
  ),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(true|false|1|0)$/, 'must be true or false'),
      v.transform((value) => value === 'true' || value === '1'),
    ),
  ),
  MODEL_CACHE_MB: v.optional(wholeNumber(7, 'megabytes, e.g. 512', { min: 1 })),
  WORKER_THREADS: v.optional(wholeNumber(3, 'threads, e.g. 3', { min: 1 })),
  WORKER_QUEUE: v.optional(wholeNumber(4, 'tasks, e.g. 8')),
  SITE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://skrinka.sk (no path)')),
  ),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`)),
})

/** The server's configuration after validation. */
export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string | undefined
  staffToken?: string | undefined
  /**
   * The shop's public origin, the only source of absolute links (e-mails, PDFs and their QR codes,
   * Message-IDs, canonical, og:url, sitemaps, robots.txt, share links): SITE_URL, or unset
   * http://localhost:{PORT}. Never a request's Host or X-Forwarded-Host (issue 34.5).
   */
  siteUrl: string
  /** SITE_URL was unset and siteUrl is the localhost default: start-up warns (siteUrlWarning). */
  siteUrlDefaulted: boolean
  /** VAT rates overriding the price lists' defaults (SK 23 %, CZ 21 %). */
  vatRates: { SK?: number; CZ?: number }
  /** SMTP server for order e-mails; without it they are written as .eml files to DATA_DIR/outbox. */
  smtpUrl?: string | undefined
  mailFrom: string
  /** Where the shop's order notifications go; the market's own address when unset. */
  shopEmail?: string | undefined
  /** How long one sender holds an e-mail before another may send it (a crash mid-send). */
  outboxLeaseSeconds: number
  /** How long a stopping server (SIGTERM) lets requests in flight finish before it cuts them off. */
  shutdownGraceMs: number
  /** How long a client may take to send a whole request, headers and body (then 408 and the connection closes). */
  requestTimeoutMs: number
  /** Where the video guides' files are; unset, the guides show written steps and a 3D illustration. */
  videoBase?: string | undefined
  /** The ads API that receives conversion events with consent; unset (the default), nothing is forwarded. */
  conversionsUrl?: string | undefined
  /** Orders per IP address per window (abuse limits, docs/decisions/0026), 10 per 10 minutes unless configured. */
  orderRateLimit: { points: number; seconds: number }
  /** "Send me this design" e-mails per IP address and per recipient address per window (issue 18.2). */
  shareMailRateLimit: { ip: { points: number; seconds: number }; address: { points: number; seconds: number } }
  /** Each kind's calls per IP address per window (the table's `limit`, issue 34); render and pdf configurable. */
  callRateLimits: Record<RateLimitKind, { points: number; seconds: number }>
  /** Model hosts for the browser (docs/product.md#model: one of two at random); empty: this server. */
  modelHosts: string[]
  /** How often a server looks for a newer published price or settings version (default 5 s). */
  configMaxAgeMs: number
  /** A proxy in front adds the client to X-Forwarded-For (off: the socket's address is the client). */
  trustProxy: boolean
  /** The byte limit of the generated files in DATA_DIR/models (MODEL_CACHE_MB, default 512 MB). */
  modelCacheBytes: number
  /**
   * The worker pool building models, drawings and PDFs: threads (default: the cores but one, at least
   * one) and how many tasks may wait for them before a call is answered 503 (default 4 per thread).
   */
  workerThreads?: number | undefined
  workerQueue?: number | undefined
  /** The least level of the structured log's lines: `info` (the default) writes a line per request, `warn` only failures. */
  logLevel: LogLevel
}

/**
 * The calls' limits per IP address unless configured (issue 34). The configurator asks for one render per
 * change of the design (the hallway's after 100 ms of quiet): measured 1 per click, 4.7/s at a robot's
 * clicking speed. 120 a minute leaves a shopper changing a size every second twice the room, and a burst of
 * clicks at full speed 25 s, while one address can no longer write models at ~200/s. A shopper downloads
 * a PDF, shares a design or sends a page event a few times a visit; a browser reports a violation once per
 * blocked load. Refused calls still count, so a client that keeps hammering stays refused.
 */
export const DEFAULT_CALL_RATE_LIMITS: Config['callRateLimits'] = {
  render: { points: 120, seconds: 60 },
  pdf: { points: 30, seconds: 600 },
  share: { points: 60, seconds: 600 },
  event: { points: 120, seconds: 600 },
  report: { points: 60, seconds: 60 },
  // A household asks for samples once or twice; a few more per address for a shared office or a typo.
  sample: { points: 10, seconds: 3600 },
  // The order page (issue 39.2): a customer opens it, downloads a few documents, perhaps writes; a token guesser
  // (256-bit tokens) is slowed to 120 tries in 10 minutes per address.
  track: { points: 120, seconds: 600 },
}

/** Thrown for a bad configuration; its one-line message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the configuration from environment variables. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const input = Object.fromEntries(Object.keys(EnvSchema.entries).flatMap((key) => (env[key] ? [[key, env[key]]] : [])))
  const result = v.safeParse(EnvSchema, input)
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      const key = v.getDotPath(issue) ?? '?'
      const shown =
        key === 'DATABASE_URL' || key === 'STAFF_TOKEN' || key === 'SMTP_URL'
          ? ''
          : ` (got ${JSON.stringify(input[key])})`
      return `${key}: ${issue.message}${shown}`
    })
    // One line: an operator reading a service's log sees the whole reason at once.
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`)
  }
  const out = result.output
  return {
    port: out.PORT,
    host: out.HOST,
    dataDir: out.DATA_DIR,
    databaseUrl: out.DATABASE_URL,
    staffToken: out.STAFF_TOKEN,
    siteUrl: out.SITE_URL ?? `http://localhost:${out.PORT}`,
    siteUrlDefaulted: out.SITE_URL === undefined,
    modelHosts: out.MODEL_HOSTS ?? [],
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM ?? 'Skrinka <objednavky@skrinka.sk>',
    shopEmail: out.SHOP_EMAIL,
    orderRateLimit: out.ORDER_RATE_LIMIT ?? { points: 10, seconds: 600 },
    shareMailRateLimit: {
      ip: out.SHARE_MAIL_RATE_LIMIT ?? { points: 20, seconds: 3600 },
      address: out.SHARE_MAIL_ADDRESS_RATE_LIMIT ?? { points: 3, seconds: 3600 },
    },
    callRateLimits: {
      ...DEFAULT_CALL_RATE_LIMITS,
      render: out.RENDER_RATE_LIMIT ?? DEFAULT_CALL_RATE_LIMITS.render,
      pdf: out.PDF_RATE_LIMIT ?? DEFAULT_CALL_RATE_LIMITS.pdf,
    },
    outboxLeaseSeconds: out.OUTBOX_LEASE_SECONDS ?? 60,
    shutdownGraceMs: out.SHUTDOWN_GRACE_MS ?? 10_000,
    // The largest body (256 KiB) in 10 s is 26 KB/s, slower than any connection a shopper configures on.
    requestTimeoutMs: out.REQUEST_TIMEOUT_MS ?? 10_000,
    videoBase: out.VIDEO_BASE_URL,
    conversionsUrl: out.CONVERSIONS_URL,
    configMaxAgeMs: out.CONFIG_MAX_AGE_MS ?? CONFIG_MAX_AGE_MS,
    trustProxy: out.TRUST_PROXY ?? false,
    modelCacheBytes: (out.MODEL_CACHE_MB ?? 512) * 1024 * 1024,
    workerThreads: out.WORKER_THREADS,
    workerQueue: out.WORKER_QUEUE,
    logLevel: out.LOG_LEVEL ?? 'info',
    vatRates: {
      ...(out.VAT_SK !== undefined ? { SK: out.VAT_SK } : {}),
      ...(out.VAT_CZ !== undefined ? { CZ: out.VAT_CZ } : {}),
    },
  }
}

/** The one start-up line of a server whose links point at localhost (SITE_URL unset); undefined when it is set. */
export function siteUrlWarning(config: Pick<Config, 'siteUrl' | 'siteUrlDefaulted'>): string | undefined {
  if (!config.siteUrlDefaulted) return undefined
  return `Warning: SITE_URL is not set; links in e-mails, PDFs, sitemaps and pages point at ${config.siteUrl}. Set SITE_URL to the shop's public address, e.g. https://skrinka.sk.`
}
