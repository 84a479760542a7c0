import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Issue 35.8: the e2e tests find what a shopper finds by its name (role, label, text) in at least two thirds of
// their locators; test ids stay where nothing has such a name (a price's state, a canvas, a trace row) and where
// an issue named the id as a contract.

const E2E = new URL('../e2e/', import.meta.url)
/** The least share of by-name locators among the by-name and by-test-id ones. */
const SHARE = 2 / 3

/** How a file's locators find their elements. */
interface Counts {
  /** getByRole, getByLabel, getByText, getByPlaceholder, getByAltText, getByTitle. */
  byName: number
  /** getByTestId, and CSS selectors on data-testid. */
  byTestId: number
  /** Other CSS selectors (the document's head, parts of a drawing or canvas); outside the share. */
  css: number
}

/** The code without its comments (a comment may mention a locator it does not use). */
const withoutComments = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

/** Counts the locator calls of one file's source. */
function countLocators(source: string): Counts {
  const code = withoutComments(source)
  const byName = code.match(/\bgetBy(Role|Label|Text|Placeholder|AltText|Title)\(/g)?.length ?? 0
  const testIds = code.match(/\bgetByTestId\(/g)?.length ?? 0
  const selectors = [...code.matchAll(/\.locator\(\s*(['"`])(.*?)\1/g)].map((match) => match[2] ?? '')
  const cssTestIds = selectors.filter((selector) => selector.includes('data-testid')).length
  return { byName, byTestId: testIds + cssTestIds, css: selectors.length - cssTestIds }
}

const sum = (all: Counts[]): Counts =>
  all.reduce((a, b) => ({ byName: a.byName + b.byName, byTestId: a.byTestId + b.byTestId, css: a.css + b.css }), {
    byName: 0,
    byTestId: 0,
    css: 0,
  })

/** The by-name share of the locators that find a page's element by name or by test id. */
const shareByName = ({ byName, byTestId }: Counts) => byName / (byName + byTestId)

describe('e2e locators', () => {
  it('find elements by role, label or text in at least two thirds of the cases', () => {
    const files = readdirSync(E2E).filter((name) => name.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(10)
    const total = sum(files.map((name) => countLocators(readFileSync(new URL(name, E2E), 'utf8'))))
    expect(total.byName + total.byTestId).toBeGreaterThan(100)
    expect(
      shareByName(total),
      `${total.byName} by name, ${total.byTestId} by test id (and ${total.css} other CSS selectors)`,
    ).toBeGreaterThanOrEqual(SHARE)
  })

  it('counts each kind of locator, comments left out, and a test-id-heavy file falls below the share', () => {
    const planted = [
      "await page.getByTestId('add-to-cart').click()",
      "await expect(page.getByTestId('cart-count')).toHaveText('1')",
      'const row = page.locator(\'[data-testid="order-row"][data-order-number="1"]\')',
      "await expect(page.getByRole('button', { name: 'Pridať do košíka' })).toBeVisible()",
      "await expect(page.locator('html')).toHaveAttribute('lang', 'sk')",
      "// page.getByLabel('Meno') is not counted: a comment",
    ].join('\n')
    const counts = countLocators(planted)
    expect(counts).toEqual({ byName: 1, byTestId: 3, css: 1 })
    expect(shareByName(counts)).toBeLessThan(SHARE)
  })
})
