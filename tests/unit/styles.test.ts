import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Issue 35: one stylesheet per area, the tokens in one file, each rule once (no late override blocks).
const components = fileURLToPath(new URL('../../src/components/', import.meta.url))
const read = (file: string) => readFileSync(join(components, file), 'utf8')
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '')

/** The sheets styles.css imports, in its order (paths relative to src/components). */
const imported = () =>
  [...withoutComments(read('styles.css')).matchAll(/@import\s+'\.\/([^']+)';/g)].map((match) => match[1]!)

/** Every .css file under src/components. */
const sheets = (dir = components): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [relative(components, join(dir, entry.name))]
        : [],
  )

interface Rule {
  /** The @media (or other at-rule) conditions around it, outermost first. */
  context: string
  selectors: string[]
  body: string
}

/** The style rules of a sheet, with their at-rule context (the shop's sheets are plain CSS: no nesting). */
function rules(css: string): Rule[] {
  const out: Rule[] = []
  const text = withoutComments(css)
  const walk = (from: number, to: number, context: string) => {
    let at = from
    while (at < to) {
      const open = text.indexOf('{', at)
      const semicolon = text.indexOf(';', at)
      if (open === -1 || open >= to) return
      // A statement at-rule (@import …;) before the next block.
      if (semicolon !== -1 && semicolon < open && text.slice(at, semicolon).trim().startsWith('@')) {
        at = semicolon + 1
        continue
      }
      const prelude = text.slice(at, open).trim().replace(/\s+/g, ' ')
      let depth = 1
      let close = open + 1
      for (; close < to && depth > 0; close++) {
        if (text[close] === '{') depth++
        else if (text[close] === '}') depth--
      }
      const body = text.slice(open + 1, close - 1)
      if (prelude.startsWith('@')) walk(open + 1, close - 1, `${context}${prelude} `)
      else out.push({ context: context.trim(), selectors: splitSelectors(prelude), body })
      at = close
    }
  }
  walk(0, text.length, '')
  return out
}

/** A selector list split at its top-level commas (not those inside :has(…) or :is(…)). */
function splitSelectors(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++
    else if (list[i] === ')') depth--
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim())
      start = i + 1
    }
  }
  parts.push(list.slice(start).trim())
  return parts
}

/** Selectors that appear in more than one rule of the same context, across the sheets in import order. */
function repeatedSelectors(files: Record<string, string>): string[] {
  const seen = new Map<string, string>()
  const repeated: string[] = []
  for (const [file, css] of Object.entries(files))
    for (const rule of rules(css))
      for (const selector of rule.selectors) {
        const key = `${rule.context} ${selector}`.trim()
        const first = seen.get(key)
        if (first) repeated.push(`${key} (${first}, then ${file})`)
        else seen.set(key, file)
      }
  return repeated
}

/** Colour values written in a sheet's declarations (hex, rgb/rgba, hsl/hsla). */
const colourLiterals = (css: string) =>
  rules(css).flatMap((rule) => [...rule.body.matchAll(/#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\(/gi)].map((m) => m[0]))

describe('styles per area (src/components/**/*.css)', () => {
  it('styles.css only imports the sheets, and imports every sheet once', () => {
    const list = imported()
    expect(
      withoutComments(read('styles.css'))
        .replace(/@import\s+'[^']+';/g, '')
        .trim(),
    ).toBe('')
    expect(list[0]).toBe('tokens.css')
    expect(new Set(list).size).toBe(list.length)
    for (const file of list) expect(existsSync(join(components, file)), file).toBe(true)
    expect([...list].sort()).toEqual(
      sheets()
        .filter((file) => file !== 'styles.css')
        .sort(),
    )
    // Each component folder with a sheet has its own (e.g. cart/cart.css), the root's parts in shell.css.
    for (const file of list)
      expect(dirname(file) === '.' || file === `${dirname(file)}/${dirname(file)}.css`).toBe(true)
  })

  it('tokens.css only names values (custom properties on :root), and no other sheet writes a colour', () => {
    const tokens = rules(read('tokens.css'))
    expect(tokens.map((rule) => rule.selectors.join())).toEqual([':root'])
    const declarations = tokens[0]!.body
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
    expect(declarations.filter((d) => !d.startsWith('--'))).toEqual([])
    for (const file of imported().filter((f) => f !== 'tokens.css'))
      expect(colourLiterals(read(file)), file).toEqual([])
  })

  it('declares each selector once per media condition: no later block overrides an earlier one', () => {
    // tokens.css is left out: it only names values (above), and base.css styles :root itself.
    const files = Object.fromEntries(
      imported()
        .filter((f) => f !== 'tokens.css')
        .map((file) => [file, read(file)]),
    )
    expect(repeatedSelectors(files)).toEqual([])
  })

  it('finds a planted override and a planted colour', () => {
    const early = '.price { margin: 0; }\n@media (max-width: 48rem) { .price { margin: 1px; } }'
    const late = '/* issue 99 */\n.note, .price { color: var(--ink); }'
    expect(repeatedSelectors({ 'a.css': early, 'b.css': late })).toEqual(['.price (a.css, then b.css)'])
    expect(colourLiterals('.a:has(b, c) { border: 1px solid #b42318; background: rgba(0, 0, 0, 0.1); }')).toEqual([
      '#b42318',
      'rgba(',
    ])
  })
})
