import { readFile } from 'node:fs/promises'
import { inflatedPdf, pdfTexts } from '../fixtures/pdfText'
import { expect, hydrated, test } from './fixtures'

/** The link's words and the PDF's in each language. */
const LANGUAGES = [
  {
    prefix: '',
    link: 'Stiahnuť výkres (PDF)',
    front: 'Pohľad spredu',
    size: 'Šírka × výška × hĺbka: 500 × 720 × 320 mm',
  },
  {
    prefix: '/cz',
    link: 'Stáhnout výkres (PDF)',
    front: 'Pohled zepředu',
    size: 'Šířka × výška × hloubka: 500 × 720 × 320 mm',
  },
]

test.describe('download the drawing (design PDF)', () => {
  for (const { prefix, link, front, size } of LANGUAGES) {
    test(`${prefix || 'sk'}: the link downloads the PDF of the design on screen`, async ({ page }) => {
      await page.goto(`${prefix}/detail/L1D?width=450&height=720&depth=320`)
      await hydrated(page)
      // The link follows the design: a new width is in the file.
      const width = page.getByRole('spinbutton', { name: /^(Šírka|Šířka)$/ })
      await width.fill('50')
      await width.press('Enter')
      await expect(page).toHaveURL(/width=500/)
      const anchor = page.getByTestId('design-pdf')
      await expect(anchor).toHaveText(link)
      await expect(anchor).toHaveAttribute('href', /width=500/)
      const [download] = await Promise.all([page.waitForEvent('download'), anchor.click()])
      expect(download.suggestedFilename()).toBe('skrinka-L1D-500x720x320.pdf')
      const pdf = await readFile(await download.path())
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF')
      const text = pdfTexts(inflatedPdf(pdf)).join('\n')
      expect(text).toContain(front)
      expect(text).toContain(size)
    })
  }
})
