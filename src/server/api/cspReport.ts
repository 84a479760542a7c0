/**
 * POST /api/csp-report (issue 17): browsers report what the Content Security Policy blocked. Each
 * violation is counted (per process); each report is logged in one line, however many violations it
 * holds, without the page's query, personal data or control characters (issue 34: a report's line break
 * forged a log line); the e2e teardown fails the run on any such line. The endpoint table limits the
 * reports per client (`limit: 'report'`).
 */
import { Hono } from 'hono'
import { API } from '#domain/endpoints.ts'
import { redactPersonalData } from '../log'
import { apiError, readBody } from './json'

/** Largest report we read: a real one is about 1 KiB. */
export const MAX_CSP_REPORT_BYTES = 16 * 1024

/** The log line's start: the e2e teardown looks for it. */
export const CSP_VIOLATION_LOG = 'CSP violation'

/** The two shapes browsers send: report-uri's `{ "csp-report": {…} }` and the Reporting API's list. */
const REPORT_TYPE = /^application\/(csp-report|reports\+json)\b/i

/** One violation, whichever shape it came in. */
interface Violation {
  directive: string
  blocked: string
  document: string
  source: string
}

/** Longest text of one field in the log line: a real directive or address is far shorter. */
const MAX_FIELD_LENGTH = 200

/**
 * What could start a line of its own or hide what a line says: C0 and C1 controls (line breaks, escape
 * sequences), the Unicode line and paragraph separators, and the zero-width and bidirectional marks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g

/** A report's field as loggable text: a string or number, unprintable characters as spaces, at most 200 characters. */
const text = (value: unknown) =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    .replace(UNPRINTABLE, ' ')
    .slice(0, MAX_FIELD_LENGTH)

/** A URL cut down to what says where, not who: its origin and path, no query or fragment; keywords ('inline', 'eval') stay. */
function place(value: unknown): string {
  const raw = text(value)
  if (!/^[a-z][\w+.-]*:/i.test(raw)) return raw || '-'
  try {
    const url = new URL(raw)
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : url.protocol
  } catch {
    return '-'
  }
}

/** The violations a report body holds; none when it is not JSON or not a report. */
function violationsOf(body: string): Violation[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return []
  }
  const entries = Array.isArray(parsed) ? parsed : [parsed]
  return entries.flatMap((entry): Violation[] => {
    if (entry === null || typeof entry !== 'object') return []
    const legacy = (entry as { 'csp-report'?: Record<string, unknown> })['csp-report']
    if (legacy && typeof legacy === 'object')
      return [
        {
          directive: text(legacy['effective-directive'] ?? legacy['violated-directive']),
          blocked: place(legacy['blocked-uri']),
          document: place(legacy['document-uri']),
          source: `${place(legacy['source-file'])}:${text(legacy['line-number'])}`,
        },
      ]
    const { type, body: report } = entry as { type?: unknown; body?: Record<string, unknown> }
    if (type !== 'csp-violation' || !report || typeof report !== 'object') return []
    return [
      {
        directive: text(report.effectiveDirective),
        blocked: place(report.blockedURL),
        document: place(report.documentURL),
        source: `${place(report.sourceFile)}:${text(report.lineNumber)}`,
      },
    ]
  })
}

/** The report endpoint, with its own counter of the violations this process was told of. */
export function cspReportRoutes() {
  let count = 0
  const { cspReport } = API
  return new Hono().on(cspReport.method, cspReport.path, async (c) => {
    if (!REPORT_TYPE.test(c.req.header('content-type') ?? ''))
      return apiError(
        c,
        415,
        'unsupported_media_type',
        'Send a report as application/csp-report or application/reports+json.',
      )
    if (Number(c.req.header('content-length') ?? '0') > MAX_CSP_REPORT_BYTES) return tooLarge(c)
    const body = await readBody(c, MAX_CSP_REPORT_BYTES)
    if (body === undefined) return tooLarge(c)
    const [v, ...others] = violationsOf(new TextDecoder().decode(body))
    if (v) {
      const first = count + 1
      count += 1 + others.length
      const more = others.length > 0 ? ` and ${others.length} more in the same report` : ''
      // warn, not error: a page's report is news for the operator, not a failure of this server.
      console.warn(
        redactPersonalData(
          `${CSP_VIOLATION_LOG} #${first}: ${v.directive || '?'} blocked ${v.blocked} on ${v.document} (from ${v.source})${more}`,
        ),
      )
    }
    return c.body(null, 204)
  })
}

function tooLarge(c: Parameters<typeof apiError>[0]) {
  return apiError(c, 413, 'body_too_large', `A report may be at most ${MAX_CSP_REPORT_BYTES / 1024} KiB.`)
}
