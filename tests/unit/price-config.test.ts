import { describe, expect, it } from 'vitest'
import {
  parseUnits,
  priceIssueOf,
  publishIssues,
  RATE_BOUND_MESSAGES,
  RATE_MAX_FACTOR,
  rateBoundIssues,
  rateWarnings,
  priceConfigIssues,
  priceConfigOfForm,
  priceFormOf,
  RATE_KEYS,
  type PriceIssue,
} from '#domain/priceConfig.ts'
import { SEED_PRICES } from '#domain/priceList.ts'

const form = () => priceFormOf(SEED_PRICES)
const issuesOfForm = (change: (f: ReturnType<typeof form>) => void): PriceIssue[] => {
  const edited = form()
  change(edited)
  return priceConfigIssues(priceConfigOfForm(edited, SEED_PRICES))
}

describe('price version schema (what the owner may publish)', () => {
  it('accepts the seed and its own form unchanged', () => {
    expect(priceConfigIssues(SEED_PRICES)).toEqual([])
    expect(priceConfigOfForm(form(), SEED_PRICES)).toEqual(SEED_PRICES)
  })
  it('has one input per rate of both markets, keyed like SK.boardPerM2.1', () => {
    expect(RATE_KEYS).toHaveLength(42)
    expect(RATE_KEYS).toContain('SK.boardPerM2.1')
    expect(RATE_KEYS).toContain('CZ.hardware.hinge')
    expect(RATE_KEYS).toContain('SK.shipping.CZ')
    expect(form().rates['SK.boardPerM2.1']).toBe('24,00')
    expect(form().vat).toEqual({ SK: '23', CZ: '21' })
  })
  it.each([
    ['24', 2400],
    ['24,5', 2450],
    ['24.50', 2450],
    [' 1 234,10 ', 123410],
    ['0', 0],
    ['24.1', 2410],
  ])('reads %j as %i minor units', (text, minor) => {
    expect(parseUnits(text)).toBe(minor)
  })
  it.each(['', ' ', 'abc', '1.2.3', '12 €'])('reads %j as no amount', (text) => {
    expect(parseUnits(text)).toBeNaN()
  })
  it.each<[string, (f: ReturnType<typeof form>) => void, PriceIssue[]]>([
    ['an empty rate', (f) => (f.rates['SK.minimum'] = ''), [{ key: 'SK.minimum', problem: 'amount' }]],
    [
      'a negative rate',
      (f) => (f.rates['CZ.hardware.hinge'] = '-1'),
      [{ key: 'CZ.hardware.hinge', problem: 'amount' }],
    ],
    ['a fraction of a cent', (f) => (f.rates['SK.edgePerM'] = '0.905'), [{ key: 'SK.edgePerM', problem: 'amount' }]],
    ['text', (f) => (f.rates['SK.shipping.CZ'] = 'veľa'), [{ key: 'SK.shipping.CZ', problem: 'amount' }]],
    ['VAT of 100 %', (f) => (f.vat.SK = '100'), [{ key: 'SK.vatRate', problem: 'vat' }]],
    ['a negative VAT', (f) => (f.vat.CZ = '-5'), [{ key: 'CZ.vatRate', problem: 'vat' }]],
    ['an empty VAT', (f) => (f.vat.CZ = ''), [{ key: 'CZ.vatRate', problem: 'vat' }]],
    [
      'two bad rates at once',
      (f) => {
        f.rates['SK.boardPerM2.2'] = '-3'
        f.rates['CZ.legs.plastic'] = ''
      },
      [
        { key: 'SK.boardPerM2.2', problem: 'amount' },
        { key: 'CZ.legs.plastic', problem: 'amount' },
      ],
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(issuesOfForm(change)).toEqual(expected)
  })
  it('accepts a new VAT rate, no price group and an unavailable decor', () => {
    expect(
      issuesOfForm((f) => {
        f.vat.SK = '20'
        f.decors.U727ST9 = { group: null, available: false }
      }),
    ).toEqual([])
  })
  it.each<[string, unknown, PriceIssue]>([
    [
      'a changed currency',
      { lists: { ...SEED_PRICES.lists, SK: { ...SEED_PRICES.lists.SK, currency: 'CZK' } } },
      { key: 'SK.currency', problem: 'fixed' },
    ],
    [
      'a changed rounding',
      { lists: { ...SEED_PRICES.lists, CZ: { ...SEED_PRICES.lists.CZ, roundTo: 1 } } },
      { key: 'CZ.roundTo', problem: 'fixed' },
    ],
    [
      'a price group 4',
      { decors: { ...SEED_PRICES.decors, U727ST9: { group: 4, available: true } } },
      { key: 'decors.U727ST9', problem: 'decor' },
    ],
    [
      'an unknown decor',
      { decors: { ...SEED_PRICES.decors, NOPE: { group: 1, available: true } } },
      { key: 'decors.NOPE', problem: 'decor' },
    ],
  ])('refuses %s', (_name, change, expected) => {
    expect(priceConfigIssues({ ...SEED_PRICES, ...(change as object) })).toEqual([expected])
  })
})

describe('price bounds over the version in force (issue 34.8)', () => {
  /** The seed with SK's group-1 board (24.00 €/m²) set to `board` minor units. */
  const withBoard = (board: number) => ({
    ...SEED_PRICES,
    lists: { ...SEED_PRICES.lists, SK: { ...SEED_PRICES.lists.SK, boardPerM2: { 1: board, 2: 3000, 3: 4200 } } },
  })
  it.each([
    ['0', 0, 'amount'],
    ['1e300 €/m²', 1e300, 'jump'],
    [`${RATE_MAX_FACTOR} times the rate in force`, 2400 * RATE_MAX_FACTOR, 'jump'],
  ])('refuses %s, naming the field', (_name, board, problem) => {
    const issues = rateBoundIssues(withBoard(board), SEED_PRICES, { confirmed: true })
    expect(issues).toEqual([
      {
        key: 'SK.boardPerM2.1',
        path: 'lists.SK.boardPerM2.1',
        problem,
        message: problem === 'jump' ? RATE_BOUND_MESSAGES.jump : RATE_BOUND_MESSAGES.zero,
      },
    ])
    // The API's 422 names the same field and problem for the editor.
    expect(priceIssueOf(`data.${issues[0]!.path}`, issues[0]!.message)).toEqual({ key: 'SK.boardPerM2.1', problem })
  })
  it('accepts a cent, and just under the factor when under the ceiling; a rate of 0 in force is measured against the seed', () => {
    const confirmed = { confirmed: true }
    expect(rateBoundIssues(withBoard(1), SEED_PRICES, confirmed)).toEqual([])
    const low = withBoard(100)
    expect(rateBoundIssues(withBoard(100 * RATE_MAX_FACTOR - 1), low, confirmed)).toEqual([])
    expect(rateBoundIssues(withBoard(2400 * 20), withBoard(0), confirmed)).toEqual([])
    expect(rateBoundIssues(withBoard(2400 * RATE_MAX_FACTOR), withBoard(0), confirmed)).toHaveLength(1)
  })
  it("lists the form's problems for publishing: the schema's first, then the bounds, one per field", () => {
    const edited = priceFormOf(SEED_PRICES)
    edited.rates['SK.minimum'] = ''
    edited.rates['SK.topBoard'] = '0'
    edited.rates['CZ.edgePerM'] = '100000'
    expect(publishIssues(priceConfigOfForm(edited, SEED_PRICES), SEED_PRICES, { confirmed: true })).toEqual([
      { key: 'SK.minimum', problem: 'amount' },
      { key: 'SK.topBoard', problem: 'amount' },
      { key: 'CZ.edgePerM', problem: 'jump' },
    ])
  })
  it('warns of changes above 50 % either way, with the rate in force (issue 36.7)', () => {
    expect(rateWarnings(withBoard(3600), SEED_PRICES)).toEqual([])
    expect(rateWarnings(withBoard(1200), SEED_PRICES)).toEqual([])
    expect(rateWarnings(withBoard(3601), SEED_PRICES)).toEqual([{ key: 'SK.boardPerM2.1', before: 2400 }])
    expect(rateWarnings(withBoard(1199), SEED_PRICES)).toEqual([{ key: 'SK.boardPerM2.1', before: 2400 }])
  })
})
