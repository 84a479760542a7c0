import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  isShopFloorPage,
  newNonce,
  PERMISSIONS_POLICY,
  SHOP_FLOOR_PERMISSIONS_POLICY,
} from '#server/csp.ts'
import { scriptJson } from '#routes/-lib/head.ts'

const sources = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

describe('Content Security Policy (src/server/csp.ts)', () => {
  it('lets the browser fetch models and their images from the model hosts, and videos from their host', () => {
    const policy = contentSecurityPolicy('n0nce', {
      modelHosts: ['https://m1.skrinka.sk', 'https://m2.skrinka.sk/'],
      videoBase: 'https://video.skrinka.sk/navody',
    })
    expect(sources(policy, 'connect-src')).toEqual([
      "'self'",
      'blob:',
      'https://m1.skrinka.sk',
      'https://m2.skrinka.sk',
    ])
    expect(sources(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://m1.skrinka.sk',
      'https://m2.skrinka.sk',
    ])
    expect(sources(policy, 'media-src')).toEqual(["'self'", 'https://video.skrinka.sk'])
    expect(sources(policy, 'script-src')).toEqual(["'self'", "'nonce-n0nce'"])
  })
  it('keeps a video path on this server and allows inline styles only under `npm run dev`', () => {
    const built = contentSecurityPolicy('n0nce', { modelHosts: [], videoBase: '/videa' })
    expect(sources(built, 'media-src')).toEqual(["'self'"])
    expect(sources(built, 'style-src')).toEqual(["'self'", "'nonce-n0nce'"])
    const dev = contentSecurityPolicy('n0nce', { modelHosts: [], dev: true })
    expect(sources(dev, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(sources(dev, 'script-src')).toEqual(["'self'", "'nonce-n0nce'"])
  })
  it("lets only the shop floor's page compile WebAssembly and use the camera (issue 38.4)", () => {
    const floor = contentSecurityPolicy('n0nce', { modelHosts: [], wasm: true })
    expect(sources(floor, 'script-src')).toEqual(["'self'", "'nonce-n0nce'", "'wasm-unsafe-eval'"])
    expect(sources(floor, 'script-src')).not.toContain("'unsafe-eval'")
    expect(SHOP_FLOOR_PERMISSIONS_POLICY).toContain('camera=(self)')
    expect(PERMISSIONS_POLICY).toContain('camera=()')
    expect(SHOP_FLOOR_PERMISSIONS_POLICY.replace('camera=(self)', 'camera=()')).toBe(PERMISSIONS_POLICY)
    for (const path of ['/admin/dielna', '/cz/admin/dielna', '/admin/dielna/']) expect(isShopFloorPage(path)).toBe(true)
    for (const path of ['/admin/objednavky', '/admin/dielnax', '/x/admin/dielna'])
      expect(isShopFloorPage(path)).toBe(false)
  })
  it('makes a new nonce every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce))
    expect(nonces.size).toBe(100)
  })
})

describe('scriptJson', () => {
  it('cannot close its <script> element and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script> & \u2028' }
    const json = scriptJson(value)
    expect(json).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(json)).toEqual(value)
  })
})
