/**
 * `npm run textures`: draws every decor's texture and swatch into public/textures from its seed
 * (colour, look, accent): wood grain, fine noise for plain colours, stone, concrete, marble, metal,
 * textile and gloss looks. Seeded by the decor code, so the same code always draws the same picture.
 * The pictures are committed; run this again after changing src/domain/decors.data.ts.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { DECOR_SEEDS, type DecorSeed } from '#domain/decors.data.ts'
import { clamp } from '#domain/helpers.ts'

const SIZE = 256
const SWATCH = 64
const OUT = join(import.meta.dirname, '../../public/textures')

function hashSeed(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return h >>> 0
}

/** mulberry32: small, fast, seeded. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Value noise on a lattice that wraps, so the texture tiles without seams. */
function tileNoise(rand: () => number, cellsX: number, cellsY: number) {
  const grid = Array.from({ length: cellsX * cellsY }, rand)
  const at = (i: number, j: number) =>
    grid[(((j % cellsY) + cellsY) % cellsY) * cellsX + (((i % cellsX) + cellsX) % cellsX)]!
  const smooth = (t: number) => t * t * (3 - 2 * t)
  return (u: number, v: number) => {
    const x = u * cellsX
    const y = v * cellsY
    const i = Math.floor(x)
    const j = Math.floor(y)
    const fx = smooth(x - i)
    const fy = smooth(y - j)
    const a = at(i, j) + (at(i + 1, j) - at(i, j)) * fx
    const b = at(i, j + 1) + (at(i + 1, j + 1) - at(i, j + 1)) * fx
    return a + (b - a) * fy
  }
}

function fbm(rand: () => number, base: [number, number], octaves: number) {
  const layers = Array.from({ length: octaves }, (_, o) => tileNoise(rand, base[0] << o, base[1] << o))
  return (u: number, v: number) => {
    let sum = 0
    let amp = 0.5
    let norm = 0
    for (const layer of layers) {
      sum += layer(u, v) * amp
      norm += amp
      amp /= 2
    }
    return sum / norm
  }
}

const rgb = (hex: string): [number, number, number] =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]
const mix = (a: number, b: number, t: number) => a + (b - a) * t

/** The shade (0 = base colour, 1 = accent) and a brightness jitter at a point, by look. */
function painter(seed: DecorSeed): (u: number, v: number) => [number, number] {
  const rand = random(hashSeed(seed.subtitle))
  const fine = tileNoise(rand, 128, 128)
  switch (seed.look) {
    case 'wood': {
      // Grain runs along v; ring lines wander with low-frequency noise.
      const warp = fbm(rand, [3, 1], 4)
      const rings = 5 + Math.floor(rand() * 5)
      const fibres = tileNoise(rand, 256, 8)
      return (u, v) => {
        const w = u + (warp(u, v) - 0.5) * 0.14
        const ring = Math.abs(Math.sin(w * Math.PI * rings * 2))
        const line = Math.pow(1 - ring, 6)
        return [Math.min(1, line * 0.85 + (fibres(u, v) - 0.5) * 0.4 + 0.15), (fine(u, v) - 0.5) * 0.06]
      }
    }
    case 'stone':
    case 'concrete': {
      const cloud = fbm(rand, [3, 3], 5)
      const pores = tileNoise(rand, 96, 96)
      const porous = seed.look === 'concrete'
      return (u, v) => {
        const c = cloud(u, v)
        const pore = porous && pores(u, v) > 0.9 ? 0.5 : 0
        return [Math.min(1, Math.max(0, (c - 0.35) * 1.6) + pore), (fine(u, v) - 0.5) * 0.1]
      }
    }
    case 'marble': {
      const warp = fbm(rand, [2, 2], 5)
      return (u, v) => {
        const vein = Math.abs(Math.sin((u + v + warp(u, v) * 1.6) * Math.PI * 3))
        return [Math.pow(1 - vein, 12), (fine(u, v) - 0.5) * 0.03]
      }
    }
    case 'metal': {
      const brush = tileNoise(rand, 4, 256)
      return (u, v) => [brush(u, v) * 0.6, (fine(u, v) - 0.5) * 0.04]
    }
    case 'textile': {
      const slub = tileNoise(rand, 32, 32)
      return (u, v) => {
        const weave = (Math.sin(u * Math.PI * 48) * Math.sin(v * Math.PI * 48) + 1) / 2
        return [weave * 0.55 + (slub(u, v) - 0.5) * 0.3, (fine(u, v) - 0.5) * 0.05]
      }
    }
    case 'gloss':
      return (u, v) => [0, (fine(u, v) - 0.5) * 0.015]
    case 'plain':
    default:
      return (u, v) => [0, (fine(u, v) - 0.5) * 0.035]
  }
}

function draw(seed: DecorSeed, size: number): Buffer {
  const base = rgb(seed.color)
  const accent = rgb(seed.accent ?? seed.color)
  const paint = painter(seed)
  const pixels = Buffer.alloc(size * size * 3)
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const [shade, jitter] = paint(x / size, y / size)
      for (let c = 0; c < 3; c++) {
        const value = mix(base[c]!, accent[c]!, clamp(shade, { min: 0, max: 1 })) * (1 + jitter)
        pixels[(y * size + x) * 3 + c] = clamp(Math.round(value), { min: 0, max: 255 })
      }
    }
  return pixels
}

mkdirSync(OUT, { recursive: true })
let bytes = 0
for (const seed of DECOR_SEEDS) {
  const raw = draw(seed, SIZE)
  const image = sharp(raw, { raw: { width: SIZE, height: SIZE, channels: 3 } })
  const texture = await image
    .clone()
    .webp({ quality: 72, effort: 6 })
    .toFile(join(OUT, `${seed.subtitle}.webp`))
  const swatch = await image
    .clone()
    .resize(SWATCH, SWATCH)
    .webp({ quality: 80 })
    .toFile(join(OUT, `${seed.subtitle}-swatch.webp`))
  bytes += texture.size + swatch.size
}
console.log(`${DECOR_SEEDS.length} textures and swatches, ${(bytes / 1024).toFixed(0)} KB in ${OUT}`)
