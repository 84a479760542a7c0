import { describe, expect, it } from 'vitest'
import { QR_QUIET_ZONE, qrSvg } from '#server/qrSvg.ts'

/** The dark modules of a qrcode SVG: each run `M{x} {y}h{n}` or `m{dx} {dy}h{n}` of its stroked path, as cells. */
function darkCells(svg: string): { size: number; cells: [number, number][] } {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)![1])
  const path = /<path stroke="#000000" d="([^"]+)"/.exec(svg)![1]!
  const cells: [number, number][] = []
  let x = 0
  let y = 0
  for (const [, move, dx, dy, run] of path.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)h(\d+)/g)) {
    if (move === 'M') [x, y] = [Number(dx), Number(dy)]
    else [x, y] = [x + Number(dx), y + Number(dy)]
    for (let i = 0; i < Number(run); i++) cells.push([x + i, Math.floor(y)])
    x += Number(run)
  }
  return { size, cells }
}

describe('QR codes the shop draws (issue 39: the share QR had a 1-module quiet zone)', () => {
  it('leave four light modules on every side, on a white field', async () => {
    expect(QR_QUIET_ZONE).toBe(4)
    for (const text of [
      'https://skrinka.sk/n/Ab3dE9',
      'otpauth://totp/Skrinka:eva@skrinka.sk?secret=JBSWY3DPEHPK3PXP',
    ]) {
      const svg = await qrSvg(text)
      const { size, cells } = darkCells(svg)
      expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${size}v${size}H0z"/>`)
      const xs = cells.map(([x]) => x)
      const ys = cells.map(([, y]) => y)
      // The finder patterns touch the symbol's edges: its first and last dark modules are 4 modules from the border.
      expect([Math.min(...xs), Math.min(...ys)]).toEqual([4, 4])
      expect([size - 1 - Math.max(...xs), size - 1 - Math.max(...ys)]).toEqual([4, 4])
    }
  })
})
