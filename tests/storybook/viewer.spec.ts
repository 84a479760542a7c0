import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

/** How many pixels of two same-sized PNGs differ, and by how many levels at most. */
async function pixelDifference(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([
    sharp(a).raw().toBuffer({ resolveWithObject: true }),
    sharp(b).raw().toBuffer({ resolveWithObject: true }),
  ])
  expect([y.info.width, y.info.height]).toEqual([x.info.width, x.info.height])
  let pixels = 0
  let maxLevel = 0
  for (let i = 0; i < x.data.length; i += x.info.channels) {
    let level = 0
    for (let k = 0; k < 3; k++) level = Math.max(level, Math.abs(x.data[i + k]! - y.data[i + k]!))
    if (level > 0) pixels += 1
    maxLevel = Math.max(maxLevel, level)
  }
  return { pixels, maxLevel }
}

/** Opens a story on its own (Storybook's iframe) in a language and waits for the 3D model to be drawn. */
async function openStill(page: Page, id: string, locale: 'sk' | 'cz') {
  const ready = page.waitForEvent('console', { predicate: (m) => m.text() === 'story model ready', timeout: 30_000 })
  await page.addInitScript(() =>
    window.addEventListener('skrinka:model-ready', () => console.info('story model ready')),
  )
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale}`)
  await ready
  return page.getByTestId('viewer-canvas').locator('canvas')
}

test('the 3D viewer story is deterministic: frame loop stopped, ready event, the same picture every time', async ({
  page,
  browser,
}) => {
  const canvas = await openStill(page, 'configurator-3d-model--viewer-3-d', 'sk')
  const first = await canvas.screenshot()
  // A picture, not an empty canvas: many colours (wood, grey fronts, shadow, background).
  const colours = await page.evaluate(async (png) => {
    const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob())
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data
    const seen = new Set<number>()
    for (let i = 0; i < data.length; i += 16)
      seen.add((data[i]! >> 4) * 256 + (data[i + 1]! >> 4) * 16 + (data[i + 2]! >> 4))
    return seen.size
  }, first.toString('base64'))
  expect(colours).toBeGreaterThan(20)
  // The dimension labels sit beside the model.
  await expect(page.locator('.dimension-label').filter({ hasText: '80 cm' })).toBeVisible()

  const again = await browser.newPage({ viewport: { width: 900, height: 700 } })
  const second = await (await openStill(again, 'configurator-3d-model--viewer-3-d', 'cz')).screenshot()
  // The same picture: the model's pixels are identical; the compositor may shade a stray pixel of the
  // box's rounded corner one level apart, so a few pixels within 2 levels are allowed.
  const difference = await pixelDifference(first, second)
  expect(difference.pixels).toBeLessThanOrEqual(4)
  expect(difference.maxLevel).toBeLessThanOrEqual(2)
  await again.close()
})

test('the 2D drawing story shows the dimensioned front drawing instead of a canvas', async ({ page }) => {
  await page.goto('/iframe.html?id=configurator-3d-model--drawing-2-d&viewMode=story&globals=locale:cz')
  await expect(page.getByTestId('drawing-2d').locator('svg')).toBeVisible()
  await expect(page.getByTestId('viewer-canvas')).toHaveCount(0)
})
