import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { boundedList, boundedRecord } from '#domain/bounded.ts'
import {
  GetPriceChodbaRequestSchema,
  RenderChodbaPhotoRequestSchema,
  RenderChodbaRequestSchema,
  SaveOrderRequestSchema,
} from '#domain/schemas.ts'
import { ShareRequestSchema } from '#domain/share.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { describe as describeIssues, errorBody, MAX_ERROR_BYTES, MAX_ISSUES, parseJsonText } from '#server/api/json.ts'

/** An item schema that counts how often it is asked. */
function counted() {
  const seen = { calls: 0 }
  const schema = v.pipe(
    v.strictObject({ width: v.number() }),
    v.check(() => ++seen.calls > 0),
  )
  return { seen, schema }
}

const emptyObjects = (n: number) => Array.from({ length: n }, () => ({}))

describe('boundedList', () => {
  it('refuses a list that is too long by its length alone, without looking at an element', () => {
    const { seen, schema } = counted()
    const result = v.safeParse(boundedList(schema, { max: 40 }), emptyObjects(100_000))
    expect(result.success).toBe(false)
    expect(result.issues).toHaveLength(1)
    expect(result.issues![0]!.message).toBe('Invalid length: Expected <=40 but received 100000')
    expect(v.getDotPath(result.issues![0]!)).toBeNull()
    expect(seen.calls).toBe(0)
  })

  it('refuses a list that is too short, and a value that is not a list, as valibot words it', () => {
    const list = boundedList(v.number(), { min: 1, max: 3 })
    expect(v.safeParse(list, []).issues?.map((issue) => issue.message)).toEqual([
      'Invalid length: Expected >=1 but received 0',
    ])
    expect(v.safeParse(list, { 0: 1 }).issues?.map((issue) => issue.message)).toEqual([
      'Invalid type: Expected Array but received Object',
    ])
  })

  it('stops at the first faulty element of a list of the right length', () => {
    const list = boundedList(v.strictObject({ width: v.number(), height: v.number() }), { max: 40 })
    const items = [{ width: 1, height: 1 }, { width: 1, height: 1 }, {}, {}, { width: 'x', height: 'y' }]
    const result = v.safeParse(list, items)
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toEqual(['2.width'])
  })

  it('accepts a list within its bounds, typed as the plain array schema', () => {
    const list = boundedList(v.pipe(v.number(), v.minValue(0)), { min: 1, max: 3 })
    const output: number[] = v.parse(list, [1, 2, 3])
    expect(output).toEqual([1, 2, 3])
    expect(list['~standard'].validate([1])).not.toHaveProperty('issues')
    expect(list['~standard'].validate([1, 2, 3, 4])).toMatchObject({ issues: [{ message: /Invalid length/ }] })
  })

  it('keeps valibot’s shape, which the fuzz engine and v.omit read', () => {
    const item = v.number()
    const list = boundedList(item, { min: 1, max: 12 })
    expect(list.type).toBe('array')
    expect(list.item).toBe(item)
    expect(list.pipe.map((action) => [action.type, 'requirement' in action ? action.requirement : undefined])).toEqual([
      ['array', undefined],
      ['min_length', 1],
      ['max_length', 12],
    ])
  })
})

describe('boundedRecord', () => {
  it('refuses too many entries by their count, without checking one', () => {
    const { seen, schema } = counted()
    const record = boundedRecord(v.string(), schema, { max: 30 })
    const input = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, {}]))
    const result = v.safeParse(record, input)
    expect(result.issues?.map((issue) => issue.message)).toEqual(['Invalid entries: Expected <=30 but received 40000'])
    expect(seen.calls).toBe(0)
  })

  it('stops at the first faulty entry', () => {
    const record = boundedRecord(v.pipe(v.string(), v.maxLength(3)), v.string(), { max: 30 })
    const result = v.safeParse(record, { a: 'x', toolong: 'y', b: 1, c: 2 })
    expect(result.issues).toHaveLength(1)
    expect(v.safeParse(record, { a: 'x', b: 'y' }).output).toEqual({ a: 'x', b: 'y' })
  })
})

describe('the request schemas’ lists', () => {
  const hostile = emptyObjects(87_000)
  it.each([
    ['getPriceChodba furniture', GetPriceChodbaRequestSchema, { furniture: hostile }, 'furniture'],
    ['renderChodba cabinets', RenderChodbaRequestSchema, { chodba: { cabinets: hostile } }, 'chodba.cabinets'],
    ['renderChodbaPhoto cabinets', RenderChodbaPhotoRequestSchema, { cabinets: hostile }, 'cabinets'],
    ['saveOrder furniture', SaveOrderRequestSchema, { order: { furniture: hostile } }, 'order.furniture'],
    [
      'a hallway module’s shelves',
      GetPriceChodbaRequestSchema,
      { furniture: [{ ...defaultHallway().cabinets[0], policky: Array(10_000).fill('x') }] },
      'furniture.0.policky',
    ],
    [
      'share query',
      ShareRequestSchema,
      { query: Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`${'k'.repeat(50)}${i}`, 1])) },
      'query',
    ],
  ])('%s: a hostile list gives a few issues, the list’s own among them', (_, schema, body, path) => {
    const result = v.safeParse(schema, body)
    expect(result.success).toBe(false)
    // The other fields' issues (each missing field once) and one for the list: tens, not 87,000.
    expect(result.issues!.length).toBeLessThan(20)
    expect(result.issues!.map((issue) => v.getDotPath(issue))).toContain(path)
  })
})

describe('error answers', () => {
  // Every kind of character that costs more than one byte as JSON: control characters, quotes, emoji, lone surrogates.
  const nasty = '\u0001"\\😀\ud800é'.repeat(2_000)
  const issues = Array.from({ length: 100_000 }, (_, i) => ({ path: `${nasty}${i}`, message: nasty }))

  it(`keep at most ${MAX_ISSUES} issues and ${MAX_ERROR_BYTES} bytes whatever came in`, () => {
    const body = errorBody(nasty, describeIssues(issues), issues)
    expect(Buffer.byteLength(JSON.stringify(body))).toBeLessThanOrEqual(MAX_ERROR_BYTES)
    expect(body.issues).toHaveLength(MAX_ISSUES)
    expect(JSON.stringify(body)).not.toMatch(/\\u00|\\ud8/)
  })

  it('still name the first fields at fault, and how many more there are', () => {
    const plain = Array.from({ length: 25 }, (_, i) => ({ path: `furniture.${i}.width`, message: 'Invalid type' }))
    const body = errorBody('invalid_body', describeIssues(plain), plain)
    expect(body.message).toMatch(/^furniture\.0\.width: Invalid type; furniture\.1\.width: Invalid type; /)
    expect(body.message).toMatch(/; and 15 more$/)
    expect(body.issues!.map((issue) => issue.path).slice(0, 2)).toEqual(['furniture.0.width', 'furniture.1.width'])
  })

  it('are small for the hostile 255 KiB body, naming the list', () => {
    const text = JSON.stringify({ furniture: emptyObjects(87_000), podorys: 'rovna' })
    const parsed = parseJsonText(GetPriceChodbaRequestSchema, text)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.answer.status).toBe(400)
    expect(Buffer.byteLength(JSON.stringify(parsed.answer.body))).toBeLessThanOrEqual(MAX_ERROR_BYTES)
    expect((parsed.answer.body as { message: string }).message).toContain('furniture: Invalid length')
  })

  it('clip a NUL found deep in a body to a short path', () => {
    const deep = `${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`
    const parsed = parseJsonText(GetPriceChodbaRequestSchema, deep)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(Buffer.byteLength(JSON.stringify(parsed.answer.body))).toBeLessThanOrEqual(MAX_ERROR_BYTES)
  })
})
