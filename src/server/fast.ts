/**
 * The fast path (docs/decisions/0020-server-speed.md): the few hot JSON calls are answered straight
 * on node's request, before Hono builds a web Request, routes and composes its middleware. Each
 * call keeps its one definition: the body rules of parseJsonBody, the handler its Hono route uses,
 * the SECURITY_HEADERS list and the API's error shapes. Anything else, and every request while
 * the server is stopping, goes on to Hono unchanged. A call's 200 answers are remembered by body
 * text while what they follow from (the published prices) stays the same.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type * as v from 'valibot'
import { API } from '../domain/api'
import type { Country } from '../domain/locale'
import { INTERNAL_ERROR, SECURITY_HEADERS, logRequestError } from './app'
import type { PriceCache } from './config/prices'
import { memoPer } from '../domain/memo'
import { parseJsonText, readJsonText, type JsonAnswer } from './api/json'
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

/** The hot calls, by path (POST only): getPrice runs on every change in the configurator. */
export function fastCalls(prices: PriceCache, vatRates: Partial<Record<Country, number>>): Map<string, FastCall> {
  const { getPriceSkrinka } = API
  return new Map([
    [
      getPriceSkrinka.path,
      // This server's VAT rates are fixed, so the price version in force is all an answer follows from besides its body.
      call(
        getPriceSkrinka.request,
        (body) => priceAnswer(prices, vatRates, body),
        () => prices.get(),
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
    if (!read.ok) return send(res, read.answer.status, JSON.stringify(read.answer.body), draining())
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
    logRequestError(req.method ?? 'POST', req.url ?? '', error)
    if (res.headersSent) res.destroy()
    else send(res, 500, JSON.stringify(INTERNAL_ERROR), draining())
  }
}

/** Node's request listener: the hot calls answered here, everything else by `next` (Hono's listener). */
export function withFastPath(
  next: RequestListener,
  options: { calls: Map<string, FastCall>; draining: () => boolean },
): RequestListener {
  const { calls, draining } = options
  return (req, res) => {
    // Only the exact address: a query string, another method or a stopping server take Hono's way.
    const found = req.method === 'POST' && req.url ? calls.get(req.url) : undefined
    if (!found || draining()) return next(req, res)
    void answerFast(found, req, res, draining)
  }
}
