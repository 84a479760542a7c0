/**
 * Issue 17: the Content Security Policy every server-rendered page carries, and the other headers
 * that limit what a page may do. See docs/decisions/0015-csp.md for why each source is there.
 */
import { randomBytes } from 'node:crypto'
import { API } from '#domain/endpoints.ts'

/** The Reporting API's name for our report endpoint (`report-to csp`, `Reporting-Endpoints: csp=…`). */
export const CSP_REPORT_GROUP = 'csp'

/** Features no page uses are switched off for the page and anything it embeds; WebXR stays for a later AR view. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), xr-spatial-tracking=(self)'

/**
 * The shop floor's page (issue 38.4) reads labels with the back camera: the camera is allowed there, for this origin
 * only; everywhere else it stays off.
 */
export const SHOP_FLOOR_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

/** The shop floor's page in either language (/admin/dielna, /cz/admin/dielna). */
export const isShopFloorPage = (pathname: string) => /^(\/cz)?\/admin\/dielna\/?$/.test(pathname)

/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64')
}

/** What the policy depends on besides the nonce. */
export interface CspOptions {
  /** Origins the browser loads 3D models from (MODEL_HOSTS); empty: this server. */
  modelHosts: readonly string[]
  /** VIDEO_BASE_URL: a URL on another host adds its origin to media-src; a path is this server. */
  videoBase?: string | undefined
  /** `npm run dev`: Vite's client injects <style> elements, so styles may be inline there (never in a build). */
  dev?: boolean
  /**
   * The page may compile WebAssembly (`'wasm-unsafe-eval'`, not eval): the shop floor's QR reader where the browser
   * has no BarcodeDetector runs ZXing's WebAssembly, served by this server.
   */
  wasm?: boolean
}

/** The origin of an absolute URL, or undefined for a path (this server). */
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined
  return new URL(url).origin
}

/**
 * The Content-Security-Policy header of one page. Scripts only from this origin or inline with the
 * response's nonce (the router's dehydration scripts and the JSON-LD carry it); no eval; no plugins;
 * no <base> elsewhere; framed only by our own pages; fetches only to us and the model hosts.
 */
export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  const modelHosts = options.modelHosts.map((host) => new URL(host).origin)
  const video = originOf(options.videoBase)
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", `'nonce-${nonce}'`, ...(options.wasm ? ["'wasm-unsafe-eval'"] : [])],
    // Styles come from our CSS files; React sets style attributes through the CSSOM, which CSP does not limit.
    ['style-src', "'self'", ...(options.dev ? ["'unsafe-inline'"] : [`'nonce-${nonce}'`])],
    // three's GLTFLoader turns a GLB's embedded textures into blob: URLs; data: for small inline images.
    ['img-src', "'self'", 'data:', 'blob:', ...modelHosts],
    ['media-src', "'self'", ...(video ? [video] : [])],
    ['font-src', "'self'"],
    // The GLBs come from a model host (or us), and GLTFLoader fetches the textures it unpacked as blob: URLs;
    // the conversions API is called by the server, never by the browser.
    ['connect-src', "'self'", 'blob:', ...modelHosts],
    // three and drei may decode in a worker built from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
    // report-uri for browsers without the Reporting API; report-to wins where both are understood.
    ['report-uri', API.cspReport.path],
    ['report-to', CSP_REPORT_GROUP],
  ]
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ')
}

/** The Reporting-Endpoints header that names our report endpoint for `report-to`. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${API.cspReport.path}"`
