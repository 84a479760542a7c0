/**
 * Golden cut lists: the output of cutList() for every catalogue variant in a few settled cabinets,
 * and of hallwayCutList() for the six presets, compared exactly with tests/fixtures/cutlist-golden.json.
 * The fixture was recorded from the code before the cut list was split into named steps, so any
 * change to a part, a size or a fitting shows here. Re-record (only for an intended change) with
 * UPDATE_GOLDEN=1 npx vitest run --project unit tests/unit/cutlist-golden.test.ts
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { VARIANT_IDS, type VariantId } from '#domain/cabinet/catalogue.ts'
import { bodyHeight, type Cabinet } from '#domain/cabinet/model.ts'
import { cabinetFromQuery, cabinetToQuery, type CabinetQuery } from '#domain/cabinet/query.ts'
import { shelfOptions } from '#domain/cabinet/shelves.ts'
import { cutList } from '#domain/cabinet/cutList.ts'
import { HALLWAY_PRESETS, hallwayOfPreset } from '#domain/hallway/presets.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'

const FIXTURE = new URL('../fixtures/cutlist-golden.json', import.meta.url)

/**
 * The settled cabinets each variant is recorded in, read from configurator queries (the wire
 * names, which stay put whatever the model's fields are called). Sizes in mm; out-of-range ones clamp.
 */
function cabinetsOf(variant: VariantId): Record<string, Cabinet> {
  const of = (query: Record<string, string> = {}) => cabinetFromQuery({ productId: variant, ...query })
  const largestQuery = { typ: 'beznoziek', width: '99999', height: '99999', depth: '99999' }
  const largest = of(largestQuery)
  const mostShelves = String(shelfOptions(variant, bodyHeight(largest)).at(-1) ?? 0)
  return {
    default: of(),
    smallest: of({ width: '0', height: '0', depth: '0' }),
    largest,
    mostShelves: of({ ...largestQuery, shelvesCount: mostShelves }),
    withLegs: of({ typ: 'snozkami' }),
    kitchenAluminiumLegs: of({ typ: 'snozkami', designation: 'kuchyna', nozkyType: 'Hlinikove' }),
    topBoard: of({ vrchnaDoska: 'true' }),
    tipOn: of({ tipon: 'true' }),
    tallTipOn: of({ typ: 'beznoziek', height: '2500', tipon: 'true' }),
    shelfThickness36: of({ hrubkaPolice: '36' }),
    openingRight: of({ openingSide: 'right' }),
  }
}

/** Everything the fixture holds, as plain JSON: each cabinet as its canonical query, and its cut list. */
function record() {
  const cabinets = Object.fromEntries(
    VARIANT_IDS.map((variant) => [
      variant,
      Object.fromEntries(
        Object.entries(cabinetsOf(variant)).map(([name, cabinet]) => [
          name,
          { query: cabinetToQuery(cabinet), cutList: cutList(cabinet) },
        ]),
      ),
    ]),
  )
  const hallways = Object.fromEntries(
    HALLWAY_PRESETS.map((preset) => [preset.id, hallwayCutList(hallwayOfPreset(preset))]),
  )
  return JSON.parse(JSON.stringify({ cabinets, hallways })) as {
    cabinets: Record<string, Record<string, { query: CabinetQuery; cutList: unknown }>>
    hallways: Record<string, unknown>
  }
}

/** Indented JSON with one part per line, so a changed part shows as one changed line in a diff. */
function format(value: unknown, indent = ''): string {
  const inner = indent + ' '
  if (Array.isArray(value) && value.some((item) => typeof item === 'object' && item !== null)) {
    return `[\n${value.map((item) => inner + JSON.stringify(item)).join(',\n')}\n${indent}]`
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value) && !('id' in value)) {
    const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${format(item, inner)}`)
    return `{\n${entries.join(',\n')}\n${indent}}`
  }
  return JSON.stringify(value)
}

if (process.env.UPDATE_GOLDEN === '1') writeFileSync(FIXTURE, format(record()) + '\n')
const golden = JSON.parse(readFileSync(FIXTURE, 'utf8')) as ReturnType<typeof record>
const current = record()

describe('golden cut lists', () => {
  it('records every variant and every preset', () => {
    expect(Object.keys(golden.cabinets)).toEqual([...VARIANT_IDS])
    expect(Object.keys(golden.hallways)).toEqual(HALLWAY_PRESETS.map((preset) => preset.id))
  })
  for (const variant of VARIANT_IDS) {
    it(`${variant}: every settled cabinet cuts exactly as recorded`, () => {
      for (const [name, entry] of Object.entries(golden.cabinets[variant]!)) {
        // The same cabinet settles as before, and its cut list is identical part for part.
        expect(current.cabinets[variant]![name]!.query, name).toStrictEqual(entry.query)
        expect(current.cabinets[variant]![name]!.cutList, name).toStrictEqual(entry.cutList)
      }
    })
  }
  for (const preset of HALLWAY_PRESETS) {
    it(`hallway preset ${preset.id} cuts exactly as recorded`, () => {
      expect(current.hallways[preset.id]).toStrictEqual(golden.hallways[preset.id])
    })
  }
})
