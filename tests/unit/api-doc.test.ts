import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { API } from '#domain/endpoints.ts'
import { API_DOC, callComments, callTable, documentedTable, shape } from '#scripts/apiDoc.ts'

describe('docs/api.md (npm run docs:api)', () => {
  it('states the endpoint table as it is: run `npm run docs:api` after changing src/domain/endpoints.ts', () => {
    expect(documentedTable(readFileSync(API_DOC, 'utf8'))).toBe(callTable())
  })
  it('says what every call does: each entry of the table has its doc comment', () => {
    const comments = callComments()
    expect(Object.keys(comments)).toEqual(Object.keys(API))
    expect(Object.entries(comments).filter(([, text]) => text === '')).toEqual([])
  })
  it('writes a body in a line: keys, optional ones marked, a lone short object opened', () => {
    const body = v.object({ order: v.object({ lines: v.array(v.string()), note: v.optional(v.string()) }) })
    expect(shape(body)).toBe('{ order: { lines, note? } }')
    expect(shape(v.array(v.object({ a: v.number() })))).toBe('[{ a }]')
  })
})
