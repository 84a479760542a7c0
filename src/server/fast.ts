/**
 * The fast path (docs/decisions/0020-server-speed.md): the few hot JSON calls are answered straight
 * on node's request, before Hono builds a web Request, routes and composes its middleware. Each
 * call keeps its one definition: the body rules of parseJsonBody, the handler its Hono route uses,
 * the SECURITY_HEADERS list and the API's error shapes. Anything else, and every request while
 * the server is stopping, goes on to Hono unchanged.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type * as v from 'valibot'
import { API } from '../domain/api'
import type { Country } from '../domain/locale'
import { INTERNAL_ERROR, SECURITY_HEADERS, logRequestError } from './app'
import type { PriceCache } from './config/prices'
import { parseJsonBody, type JsonAnswer } from './api/json'
import { priceAnswer } from './api/price'

/** A JSON call the fast path answers: its body schema and the handler Hono's route calls too. */
interface FastCall<S extends v.GenericSchema = v.GenericSchema> {
  request: S
  answer: (body: v.InferOutput<S>) => Promise<JsonAnswer>
}

const call = <S extends v.GenericSchema>(request: S, answer: (body: v.InferOutput<S>) => Promise<JsonAnswer>) =>
  ({ request, answer }) as FastCall

/** The hot calls, by path (POST only): getPrice runs on every change in the configurator. */
export function fastCalls(prices: PriceCache, vatRates: Partial<Record<Country, number>>): Map<string, FastCall> {
  const { getPriceSkrinka } = API
  return new Map([[getPriceSkrinka.path, call(getPriceSkrinka.request, (body) => priceAnswer(prices, vatRates, body))]])
}

// Written once: the same headers Hono's middleware and c.json put on an API answer, as node's flat
// [name, value, …] list, which writeHead takes without copying an object per answer.
const JSON_HEADERS = [...SECURITY_HEADERS.flat(), 'Content-Type', 'application/json']

function send(res: ServerResponse, answer: JsonAnswer, closing: boolean) {
  const text = JSON.stringify(answer.body)
  const length = String(Buffer.byteLength(text))
  // As app.ts's draining rule: a server that began stopping meanwhile lets the connection go.
  res.writeHead(
    answer.status,
    closing
      ? [...JSON_HEADERS, 'Content-Length', length, 'Connection', 'close']
      : [...JSON_HEADERS, 'Content-Length', length],
  )
  res.end(text)
}

async function answerFast(found: FastCall, req: IncomingMessage, res: ServerResponse, draining: () => boolean) {
  try {
    const parsed = await parseJsonBody(found.request, req.headers['content-type'], req.headers['content-length'], req)
    send(res, parsed.ok ? await found.answer(parsed.value) : parsed.answer, draining())
  } catch (error) {
    logRequestError(req.method ?? 'POST', req.url ?? '', error)
    if (res.headersSent) res.destroy()
    else send(res, { status: 500, body: INTERNAL_ERROR }, draining())
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
