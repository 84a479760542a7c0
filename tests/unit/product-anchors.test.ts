import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

// Code, tests and docs cite product rules as docs/product.md#anchor (docs/ pages as product.md#anchor or
// ../product.md#anchor); each anchor must be a heading of that page, or the citation points nowhere.
const ROOT = join(import.meta.dirname, '../..')
const PAGE = 'docs/product.md'
const SCANNED = ['src', 'machines', 'tests', 'stories', 'docs', 'README.md', 'eslint.config.js', 'vite.config.ts']
const TEXT = /\.(ts|tsx|js|mjs|md|json|css)$/
const CITATION = /product\.md#([\w-]+)/g
// The retired form of a citation ("spec" and a section sign with its number), spelled so as not to match itself.
const OLD_CITATION = new RegExp(`spec ${String.fromCharCode(0xa7)}\\d`, 'i')

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>()
  for (const [, heading] of markdown.matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-')
    let anchor = base
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`
    anchors.add(anchor)
  }
  return anchors
}

/** Every `product.md#anchor` in `text` whose anchor is not in `anchors`. */
function brokenCitations(text: string, anchors: Set<string>): string[] {
  return [...text.matchAll(CITATION)].map(([, anchor]) => anchor!).filter((anchor) => !anchors.has(anchor))
}

function filesUnder(entry: string): string[] {
  const path = join(ROOT, entry)
  if (TEXT.test(entry)) return [path]
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => TEXT.test(name) && !name.includes('node_modules'))
    .map((name) => join(path, name))
}

// This file plants broken citations on purpose.
const files = SCANNED.flatMap(filesUnder).filter((file) => file !== import.meta.filename)
const page = readFileSync(join(ROOT, PAGE), 'utf8')
const anchors = headingAnchors(page)

describe('citations of docs/product.md', () => {
  it('finds the anchors of the headings, as GitHub writes them', () => {
    const planted = headingAnchors('# Title\n## Orders and e-mails\n## 3D model\n## Cart\n### Cart\n')
    expect([...planted]).toEqual(['title', 'orders-and-e-mails', '3d-model', 'cart', 'cart-1'])
    expect(anchors).toContain('delivery')
  })

  it('reports a citation of an anchor the page does not have', () => {
    const planted = '/** Shipping (docs/product.md#delivery), fittings (docs/product.md#no-such-topic). */'
    expect(brokenCitations(planted, anchors)).toEqual(['no-such-topic'])
  })

  it('cites only anchors the page has, everywhere', () => {
    const broken = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const own = file.endsWith(PAGE) ? text.replace(/\]\(#/g, '](product.md#') : text
      return brokenCitations(own, anchors).map((anchor) => `${relative(ROOT, file)}: #${anchor}`)
    })
    expect(files.length).toBeGreaterThan(100)
    expect(broken).toEqual([])
  })

  it('leaves no citation of the old spec sections in code and tests', () => {
    const code = files.filter((file) => !relative(ROOT, file).startsWith('docs') && !file.endsWith('README.md'))
    expect(code.filter((file) => OLD_CITATION.test(readFileSync(file, 'utf8'))).map((f) => relative(ROOT, f))).toEqual(
      [],
    )
  })
})
