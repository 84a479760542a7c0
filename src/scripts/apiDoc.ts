/**
 * `npm run docs:api`: writes the call table of docs/api.md from the endpoint table (src/domain/endpoints.ts):
 * each call's method, address, who may call it, its limit, its body and answer, and its comment in the
 * table; a unit test fails when the page and the table disagree.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { generatedSection, writeGeneratedSection } from './generatedSection'
import ts from 'typescript'
import type * as v from 'valibot'
import { API, type Endpoint } from '#domain/endpoints.ts'
import { DEFAULT_CALL_RATE_LIMITS } from '#server/env.ts'

const API_SOURCE = fileURLToPath(new URL('../domain/endpoints.ts', import.meta.url))
export const API_DOC = fileURLToPath(new URL('../../docs/api.md', import.meta.url))

/** Each entry's doc comment, by call name, in one line (read from the source, so none of it ships to browsers). */
export function callComments(source = readFileSync(API_SOURCE, 'utf8')): Record<string, string> {
  const file = ts.createSourceFile(API_SOURCE, source, ts.ScriptTarget.Latest, true)
  const comments: Record<string, string> = {}
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.name.getText(file) === 'API') {
      let init = node.initializer
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init))) init = init.expression
      if (!init || !ts.isObjectLiteralExpression(init)) return
      for (const property of init.properties) {
        const docs = ts.getJSDocCommentsAndTags(property).filter(ts.isJSDoc)
        const text = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ')
        if (property.name) comments[property.name.getText(file)] = text.replace(/\s+/g, ' ').trim()
      }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return comments
}

type AnySchema = v.GenericSchema & {
  type: string
  entries?: Record<string, AnySchema>
  wrapped?: AnySchema
  item?: AnySchema
  options?: readonly (AnySchema | string)[]
}

/** The schema inside optional/nullable wrappers, and whether it may be left out. */
function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let inner = schema
  let optional = false
  while (inner.wrapped) {
    if (inner.type === 'optional' || inner.type === 'exact_optional' || inner.type === 'undefinedable') optional = true
    inner = inner.wrapped
  }
  return { inner, optional }
}

/** A body or answer in a line: an object's keys (`?` when optional); a lone key's object opened when it is short. */
export function shape(schema: AnySchema, depth = 0): string {
  const { inner } = unwrap(schema)
  if (inner.entries) {
    const keys = Object.entries(inner.entries)
    const opened = keys.length === 1 && depth < 2
    return `{ ${keys
      .map(([key, value]) => {
        const { inner: child, optional } = unwrap(value)
        const name = `${key}${optional ? '?' : ''}`
        const short = child.entries && Object.keys(child.entries).length <= 10
        return opened && short ? `${name}: ${shape(child, depth + 1)}` : name
      })
      .join(', ')} }`
  }
  if (inner.item) return `[${shape(inner.item, depth)}]`
  if (inner.options) return inner.options.map((o) => (typeof o === 'string' ? o : shape(o, depth))).join(' \\| ')
  return inner.type
}

const WHO: Record<NonNullable<Endpoint['access']> | 'shop', string> = {
  shop: 'anyone',
  workshop: 'staff incl. workshop',
  staff: 'staff',
  owner: 'owner',
  script: 'staff script (bearer)',
}

function body(entry: Endpoint): string {
  if (entry.request === 'none') return '–'
  return `\`${shape(entry.request as AnySchema)}\``
}

function answer(entry: Endpoint): string {
  if (entry.response === 'none') return '204'
  if (entry.response === 'binary') return 'a file'
  if (entry.response === 'image') return 'SVG or PNG'
  return `\`${shape(entry.response as AnySchema)}\``
}

function limit(entry: Endpoint): string {
  if (!entry.limit) return '–'
  const { points, seconds } = DEFAULT_CALL_RATE_LIMITS[entry.limit]
  return `${entry.limit}: ${points} / ${seconds} s`
}

/** A comment as a table cell: pipes escaped, and `<` outside code spans (`<img>` is text, not HTML). */
function markdownText(comment: string): string {
  return comment
    .replace(/\|/g, '\\|')
    .split('`')
    .map((part, i) => (i % 2 === 0 ? part.replace(/</g, '&lt;') : part))
    .join('`')
}

/** The markdown table of every call, in the endpoint table's order. */
export function callTable(comments = callComments()): string {
  const head = '| call | address | who | limit | body | answer | what it does |\n|---|---|---|---|---|---|---|'
  const rows = (Object.entries(API) as [string, Endpoint][]).map(([name, entry]) => {
    const who = WHO[entry.access ?? 'shop'] + (entry.personal ? ', no-store' : '')
    const what = markdownText(comments[name] ?? '')
    return `| \`${name}\` | \`${entry.method} ${entry.path}\` | ${who} | ${limit(entry)} | ${body(entry)} | ${answer(entry)} | ${what} |`
  })
  return [head, ...rows].join('\n')
}

/** The call table as it stands in the page. */
export const documentedTable = (markdown: string) => generatedSection(markdown, 'api-table')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeGeneratedSection(API_DOC, 'api-table', callTable())
  console.log(`Wrote the call table of ${API_DOC}`)
}
