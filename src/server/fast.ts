/**
 * The fast path (docs/decisions/0020-server-speed.md): the few hot JSON calls are answered straight
 * on node's request, before Hono builds a web Request, routes and composes its middleware. Each
 * call keeps its one definition: the body rules of parseJsonBody, the handler its Hono route uses,
 * the SECURITY_HEADERS list and the API's error shapes. Anything else, and every request while
 * the server is stopping, goes on to Hono unchanged. A call's 200 answers are remembered by body
 * text while what they follow from (the published prices) stays the same. The build's hashed files
 * (/assets/…) are sent from memory as the build wrote them, brotli- or gzip-compressed.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { getMimeType } from 'hono/utils/mime'
import type * as v from 'valibot'
import { API } from '#domain/endpoints.ts'
import type { Country } from '#domain/locale.ts'
import { INTERNAL_ERROR, logRequestError } from './app'
import { IMMUTABLE_CACHE, SECURITY_HEADERS } from './headers'
import type { PriceCache } from './config/prices'
import type { SettingsCache } from './config/settings'
import { memoPer } from '#domain/memo.ts'
import { isClientGone, parseJsonText, readJsonText, type JsonAnswer } from './api/json'
import { priceAnswer } from './api/price'

/** A JSON call the fast path answers: its body schema, the handler Hono's route calls too, and what its answers follow from. */
interface FastCall<S extends v.GenericSchema = v.GenericSchema> {
  request: S
  answer: (body: v.InferOutput<S>) => Promise<JsonAnswer>
  /** The object a 200 answer follows from besides the body (the published version in force). */
  basis: () => Promise<object>
  /** 200 answers already written, per basis and body text. */
  answered: ReturnType<typeof memoPer<object, string>>
}

// The same designs come again and again (a page's default, an option switched off and on again): their
// answers are kept as written. Bodies of a getPrice size only, and a bounded number per version.
const REMEMBERED_BODY_CHARS = 4096
const REMEMBERED_ANSWERS = 2000

const call = <S extends v.GenericSchema>(
  request: S,
  answer: (body: v.InferOutput<S>) => Promise<JsonAnswer>,
  basis: () => Promise<object>,
) => ({ request, answer, basis, answered: memoPer<object, string>(REMEMBERED_ANSWERS) }) as FastCall

// One object per pair of versions in force, so answers are remembered per pair (and forgotten with either).
const bases = new WeakMap<object, WeakMap<object, object>>()
function basisOf(prices: object, settings: object): object {
  let perSettings = bases.get(prices)
  if (!perSettings) bases.set(prices, (perSettings = new WeakMap()))
  let basis = perSettings.get(settings)
  if (!basis) perSettings.set(settings, (basis = {}))
  return basis
}

/** The hot calls, by path (POST only): getPrice runs on every change in the configurator. */
export function fastCalls(
  prices: PriceCache,
  settings: SettingsCache,
  vatRates: Partial<Record<Country, number>>,
): Map<string, FastCall> {
  const { getPriceSkrinka } = API
  return new Map([
    [
      getPriceSkrinka.path,
      // This server's VAT rates are fixed, so the price and settings versions in force (the seller's VAT status picks
      // the rate) are all an answer follows from besides its body.
      call(
        getPriceSkrinka.request,
        (body) => priceAnswer(prices, settings, vatRates, body),
        async () => basisOf(await prices.get(), await settings.get()),
      ),
    ],
  ])
}

// Written once: the same headers Hono's middleware and c.json put on an API answer, as node's flat
// [name, value, …] list, which writeHead takes without copying an object per answer.
const JSON_HEADERS = [...SECURITY_HEADERS.flat(), 'Content-Type', 'application/json']

function send(res: ServerResponse, status: number, text: string, closing: boolean) {
  const length = String(Buffer.byteLength(text))
  // As app.ts's draining rule: a server that began stopping meanwhile lets the connection go.
  res.writeHead(
    status,
    closing
      ? [...JSON_HEADERS, 'Content-Length', length, 'Connection', 'close']
      : [...JSON_HEADERS, 'Content-Length', length],
  )
  res.end(text)
}

async function answerFast(found: FastCall, req: IncomingMessage, res: ServerResponse, draining: () => boolean) {
  try {
    const read = await readJsonText(req.headers['content-type'], req.headers['content-length'], req)
    if (!read.ok)
      return send(res, read.answer.status, JSON.stringify(read.answer.body), read.answer.close || draining())
    const text = read.value
    const basis = await found.basis()
    const known = found.answered.get(basis, text)
    if (known !== undefined) return send(res, 200, known, draining())
    const parsed = parseJsonText(found.request, text)
    const answer = parsed.ok ? await found.answer(parsed.value) : parsed.answer
    const written = JSON.stringify(answer.body)
    if (answer.status === 200 && text.length <= REMEMBERED_BODY_CHARS) found.answered.set(basis, text, written)
    send(res, answer.status, written, draining())
  } catch (error) {
    // A client that went away is nobody's error, and there is no one to answer.
    if (isClientGone(error)) return void res.destroy()
    logRequestError(req.method ?? 'POST', req.url ?? '', error)
    if (res.headersSent) res.destroy()
    else send(res, 500, JSON.stringify(INTERNAL_ERROR), draining())
  }
}

/** One build file as the build wrote it, beside its brotli and gzip copies, with the headers every answer of it carries. */
interface AssetFile {
  bodies: Partial<Record<'br' | 'gzip' | 'identity', Buffer>>
  headers: string[]
}

/** Encodings the build writes beside a file, in the order they are preferred (as Hono's serveStatic). */
const ASSET_ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

/**
 * The build's hashed files (dist/client/assets), read when first asked for and then sent from memory: through
 * Hono's static middleware each cost the server ~1 ms of CPU, on the same two cores that load the page
 * (issue 16). The answers are the ones serveStatic gave; a range request or a stopping server take Hono's way.
 */
export function assetFiles(clientDir: string): (path: string) => AssetFile | undefined {
  const dir = join(clientDir, 'assets')
  // Files only: a directory's name read as a file would throw inside the request listener.
  let names: Set<string>
  try {
    names = new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name),
    )
  } catch {
    names = new Set()
  }
  const files = new Map<string, AssetFile>()
  const read = (name: string): AssetFile => {
    const file = join(dir, name)
    const bodies: AssetFile['bodies'] = { identity: readFileSync(file) }
    for (const [encoding, suffix] of ASSET_ENCODINGS)
      if (names.has(name + suffix)) bodies[encoding] = readFileSync(file + suffix)
    const headers = [
      ...SECURITY_HEADERS.flat(),
      'Content-Type',
      getMimeType(name) ?? 'application/octet-stream',
      'Last-Modified',
      statSync(file).mtime.toUTCString(),
      'Cache-Control',
      IMMUTABLE_CACHE,
      ...(bodies.br || bodies.gzip ? ['Vary', 'Accept-Encoding'] : []),
    ]
    return { bodies, headers }
  }
  return (path) => {
    if (!path.startsWith('/assets/')) return undefined
    const name = path.slice('/assets/'.length)
    // Only a file the build wrote, by its exact name: a query string, a sub-directory or an escape is not one.
    if (!names.has(name)) return undefined
    let found = files.get(name)
    if (!found) files.set(name, (found = read(name)))
    return found
  }
}

/** The encodings a request's Accept-Encoding lists (q=0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.split(';').map((piece) => piece.trim())
    if (token && !params.some((param) => /^q=0(\.0*)?$/.test(param))) accepted.add(token.toLowerCase())
  }
  return accepted
}

function sendAsset(req: IncomingMessage, res: ServerResponse, file: AssetFile) {
  const accepted = acceptedEncodings(req.headers['accept-encoding'])
  const encoding = ASSET_ENCODINGS.find(([name]) => file.bodies[name] && accepted.has(name))?.[0]
  const body = file.bodies[encoding ?? 'identity']!
  res.writeHead(200, [
    ...file.headers,
    ...(encoding ? ['Content-Encoding', encoding] : []),
    'Content-Length',
    String(body.length),
  ])
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Node's request listener: the hot calls and the build's files answered here, everything else by `next` (Hono's listener). */
export function withFastPath(
  next: RequestListener,
  options: { calls: Map<string, FastCall>; draining: () => boolean; assets?: (path: string) => AssetFile | undefined },
): RequestListener {
  const { calls, draining, assets } = options
  return (req, res) => {
    if (draining() || !req.url) return next(req, res)
    if (req.method === 'GET' || req.method === 'HEAD') {
      const file = !req.headers.range ? assets?.(req.url) : undefined
      return file ? sendAsset(req, res, file) : next(req, res)
    }
    // Only the exact address: a query string, another method or a stopping server take Hono's way.
    const found = req.method === 'POST' ? calls.get(req.url) : undefined
    if (!found) return next(req, res)
    void answerFast(found, req, res, draining)
  }
}
