import { describe, expect, it } from 'vitest'
import { cutList } from '#domain/cabinet/cutList.ts'
import { cabinetFromQuery } from '#domain/cabinet/query.ts'
import { hallwayCutList } from '#domain/hallway/cutList.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { lineBoards } from '#domain/production/parts.ts'
import type { Direction, Part } from '#domain/cabinet/cutList.ts'
import {
  cabinetLine,
  csvField,
  CSV_HEADER,
  cutListCsv,
  hallwayLine,
  ordersCutListCsv,
  panelRows,
  type CutListLine,
  type PanelRow,
} from '#domain/cutListCsv.ts'

const wardrobe = cabinetFromQuery({ productId: 'L2D', width: '800', height: '2000', depth: '500' })
const doubled = cabinetFromQuery({ productId: 'L1D', hrubkaPolice: '36' })
const hallway = defaultHallway()

const panels = (rows: PanelRow[]) => rows.reduce((sum, row) => sum + row.count, 0)
/** Band length of the rows: long sides × length and short sides × width, times the count. */
const banding = (rows: PanelRow[]) =>
  rows.reduce(
    (sum, row) =>
      sum +
      row.count *
        ([row.edgeLength1, row.edgeLength2].filter(Boolean).length * row.length +
          [row.edgeWidth1, row.edgeWidth2].filter(Boolean).length * row.width),
    0,
  )

describe('the cut list as rows for the panel saw', () => {
  it('has every board of the cabinet, a row each by its label key, times the ordered count', () => {
    const boards = cutList(wardrobe).parts.filter((part) => part.layers > 0)
    expect(boards.every((part) => part.layers === 1)).toBe(true)
    const rows = panelRows('2026-000123', cabinetLine(1, 2, wardrobe))
    expect(panels(rows)).toBe(boards.length * 2)
    expect(rows.map((row) => row.key)).toEqual(boards.map((part) => part.id))
    // The same boards the labels and the work order read.
    const same = lineBoards('2026-000123', cabinetLine(1, 2, wardrobe))
    expect(rows.map((row) => row.key)).toEqual(same.map((part) => part.key))
    expect(banding(rows)).toBeCloseTo(boards.reduce((sum, part) => sum + part.edgeLength, 0) * 2, 6)
    // Legs and rails are bought, not cut.
    expect(rows.some((row) => ['leg', 'rail'].includes(row.part))).toBe(false)
  })

  it('cuts each part from its decor, with the grain of wood decors along the length', () => {
    const rows = panelRows('2026-000123', cabinetLine(1, 1, wardrobe))
    const decorOf = (part: string) => new Set(rows.filter((row) => row.part === part).map((row) => row.material))
    expect(decorOf('door')).toEqual(new Set([wardrobe.doorColor]))
    expect(decorOf('side')).toEqual(new Set([wardrobe.corpusColor]))
    expect(decorOf('back')).toEqual(new Set([wardrobe.corpusColor]))
    const oak = panelRows('1', cabinetLine(1, 1, { ...wardrobe, doorColor: 'H1145ST10' }))
    expect(oak.filter((row) => row.part === 'door').map((row) => row.grain)).toEqual(['length', 'length'])
    expect(rows.filter((row) => row.part === 'door').map((row) => row.grain)).toEqual(['none', 'none'])
    expect(rows.every((row) => row.length >= row.width)).toBe(true)
  })

  it('cuts a doubled 36 mm shelf as two 18 mm boards', () => {
    const shelves = cutList(doubled).parts.filter((part) => part.layers === 2)
    expect(shelves.length).toBeGreaterThan(0)
    const rows = panelRows('1', cabinetLine(1, 1, doubled))
    expect(rows.every((row) => row.thickness === 18)).toBe(true)
    const boards = cutList(doubled).parts.reduce((sum, part) => sum + part.layers, 0)
    expect(panels(rows)).toBe(boards)
  })

  it('takes a hallway line with its own back decor', () => {
    const boards = hallwayCutList(hallway).parts.filter((part) => part.layers > 0)
    const rows = panelRows('2026-000124', hallwayLine(2, 1, { ...hallway, backColor: 'U104ST9' }))
    expect(panels(rows)).toBe(boards.reduce((sum, part) => sum + part.layers, 0))
    expect(rows.every((row) => row.line === 2 && row.order === '2026-000124')).toBe(true)
    expect(new Set(rows.filter((row) => row.part === 'back').map((row) => row.material))).toEqual(new Set(['U104ST9']))
  })
})

describe('the CSV file', () => {
  it.each([
    ['plain', 'H1303ST12', 'H1303ST12'],
    ['a number', 563.5, '563.5'],
    ['the separator', 'a;b', '"a;b"'],
    ['a quote', 'say "oak"', '"say ""oak"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['edge spaces', ' a', '" a"'],
    ['diacritics', 'Dub Lancelot prírodný', 'Dub Lancelot prírodný'],
    ['a formula', '=HYPERLINK("http://x.test";"klik")', '"\'=HYPERLINK(""http://x.test"";""klik"")"'],
    ['a formula by plus', '+421 905 123 456', "'+421 905 123 456"],
    ['a formula by at', '@SUM(A1)', "'@SUM(A1)"],
    ['a formula by a tab', '\t=1+1', "'\t=1+1"],
    ['a negative amount', '-12.50', '-12.50'],
    ['a negative number', -3, '-3'],
  ] as const)('writes a field with %s', (_name, value, written) => {
    expect(csvField(value)).toBe(written)
  })

  it('starts with a BOM and the header, ends each record with CRLF, one record per row', () => {
    const lines = [cabinetLine(1, 2, wardrobe), hallwayLine(2, 1, hallway)]
    const csv = cutListCsv('2026-000123', lines)
    // The old thirteen columns first, so an optimiser's mapping still works; the production data after them.
    expect(
      csv.startsWith(
        '\uFEFFOrder;Line;Part;Material;Length;Width;Thickness;Grain;Edge L1;Edge L2;Edge W1;Edge W2;Count;' +
          'Part ID;Module;Cut length;Cut width;Band L1 mm;Band L2 mm;Band W1 mm;Band W2 mm;Hinge side;Hinges;Holes;' +
          'Runner;Grain sequence\r\n',
      ),
    ).toBe(true)
    expect(csv.endsWith('\r\n')).toBe(true)
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    const records = csv.slice(1).split('\r\n').slice(1, -1)
    const rows = lines.flatMap((line) => panelRows('2026-000123', line))
    expect(records).toHaveLength(rows.length)
    expect(records.every((record) => record.split(';').length === CSV_HEADER.length)).toBe(true)
    const counts = records.map((record) => Number(record.split(';')[CSV_HEADER.indexOf('Count')]))
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(panels(rows))
    const first = rows[0]!
    expect(records[0]).toBe(
      [first.order, 1, first.part, first.material, first.length, first.width, 18, first.grain]
        .concat([first.edgeLength1, first.edgeLength2, first.edgeWidth1, first.edgeWidth2, first.count])
        .concat([first.key, '', first.cutLength, first.cutWidth, 1, 0, 0, 0, '', '', first.holes, '', ''])
        .join(';'),
    )
    // A right-hinged door's row: its side, its hinges, its cups.
    const door = records.find((record) => record.split(';')[13] === 'door-2')!.split(';')
    const column = (name: (typeof CSV_HEADER)[number]) => door[CSV_HEADER.indexOf(name)]
    expect(column('Hinge side')).toBe('right')
    expect(column('Hinges')).toBe('4')
    expect(column('Holes')).toBe('hingeCup 4×Ø35')
    const bands = [column('Band L1 mm'), column('Band L2 mm'), column('Band W1 mm'), column('Band W2 mm')]
    expect(bands).toEqual(['1', '1', '1', '1'])
    expect(Number(column('Cut length'))).toBe(Number(column('Length')) - 2)
    // The hallway's rows name their module.
    const modules = records.filter((record) => record.split(';')[1] === '2').map((record) => record.split(';')[14])
    expect(modules.length).toBeGreaterThan(0)
    expect(modules.every((module) => /^m\d+u?$/.test(module!))).toBe(true)
  })
})

/** A board standing in the cabinet: size along x, y, z (mm); its cut length and width are the two larger sides. */
function board(
  role: Part['role'],
  material: Part['material'],
  size: [number, number, number],
  edges: Direction[] = [],
  layers: 1 | 2 = 1,
): Part {
  const [x, y, z] = size
  const thickness = Math.min(x, y, z)
  const [width, length] = [x, y, z].sort((a, b) => a - b).slice(1) as [number, number]
  return {
    id: `${role}-${x}-${y}-${z}`,
    role,
    material,
    length,
    width,
    thickness,
    layers,
    position: { x: 0, y: 0, z: 0 },
    size: { x, y, z },
    edges,
    edgeLength: 0,
  }
}
const decors = { corpus: 'W1000ST9', door: 'H1145ST10', back: 'U727ST9' }
const handMade = (parts: Part[], count = 1): CutListLine => ({ line: 3, count, parts, decors })

describe('a row for each kind of panel', () => {
  // Columns after order and line: part, material, length, width, thickness, grain, L1, L2, W1, W2, count.
  it.each([
    [
      'a side banded on its front edge only',
      board('side', 'corpus', [18, 2000, 560], ['front']),
      1,
      ['side', 'W1000ST9', 2000, 560, 18, 'none', 'W1000ST9', '', '', '', 1],
    ],
    [
      'a shelf banded at the front, times the count',
      board('shelf', 'corpus', [764, 18, 550], ['front']),
      3,
      ['shelf', 'W1000ST9', 764, 550, 18, 'none', 'W1000ST9', '', '', '', 3],
    ],
    [
      'a door banded all round, wood grain along its length',
      board('door', 'door', [396, 1996, 18], ['left', 'right', 'top', 'bottom']),
      1,
      ['door', 'H1145ST10', 1996, 396, 18, 'length', 'H1145ST10', 'H1145ST10', 'H1145ST10', 'H1145ST10', 1],
    ],
    [
      'a top banded on its short front edge',
      board('top', 'corpus', [300, 18, 560], ['front']),
      1,
      ['top', 'W1000ST9', 560, 300, 18, 'none', '', '', 'W1000ST9', '', 1],
    ],
    [
      'a back without bands, from the back decor',
      board('back', 'back', [764, 1964, 18]),
      2,
      ['back', 'U727ST9', 1964, 764, 18, 'none', '', '', '', '', 2],
    ],
  ] as const)('writes %s', (_name, part, count, columns) => {
    const rows = panelRows('2026-000007', handMade([part], count))
    expect(rows).toHaveLength(1)
    const row = rows[0]!
    expect([row.order, row.line]).toEqual(['2026-000007', 3])
    expect([
      row.part,
      row.material,
      row.length,
      row.width,
      row.thickness,
      row.grain,
      row.edgeLength1,
      row.edgeLength2,
      row.edgeWidth1,
      row.edgeWidth2,
      row.count,
    ]).toEqual(columns)
    const csv = cutListCsv('2026-000007', [handMade([part], count)])
    expect(csv.split('\r\n')[1]!.startsWith(`${['2026-000007', 3, ...columns].join(';')};${part.id};`)).toBe(true)
  })

  it('writes a row per board with its label key (a doubled shelf is two), and leaves legs and rails out', () => {
    const side = board('side', 'corpus', [18, 2000, 560], ['front'])
    const leg: Part = { ...board('leg', 'plastic', [30, 100, 30]), layers: 0 }
    const rail: Part = { ...board('rail', 'aluminium', [760, 25, 25]), layers: 0 }
    const rows = panelRows('1', handMade([side, { ...side, id: 'side-2' }, leg, rail], 2))
    expect(rows.map((row) => [row.part, row.key, row.count])).toEqual([
      ['side', side.id, 2],
      ['side', 'side-2', 2],
    ])
    const shelf = board('shelf', 'corpus', [764, 36, 550], ['front'], 2)
    const doubled = panelRows('1', handMade([shelf]))
    expect(doubled.map((row) => [row.key, row.thickness, row.edgeLength1, row.count])).toEqual([
      [shelf.id, 18, 'W1000ST9', 1],
      [`${shelf.id}~2`, 18, 'W1000ST9', 1],
    ])
  })

  it('quotes an order or decor name holding the separator or a quote', () => {
    const named = {
      ...handMade([board('back', 'back', [764, 1964, 18])]),
      decors: { ...decors, back: 'Dub "Lancelot";1' },
    }
    const [, record] = cutListCsv('SK;2026 "A"', [named]).split('\r\n')
    expect(record).toBe(
      '"SK;2026 ""A""";3;back;"Dub ""Lancelot"";1";1964;764;18;none;;;;;1;back-764-1964-18;;1964;764;0;0;0;0;;;;;',
    )
  })
})

describe('a production batch as one file', () => {
  it("has one header and each order's rows in turn; the header alone for no order", () => {
    const one = handMade([board('side', 'corpus', [18, 2000, 560], ['front'])])
    const two = handMade([board('door', 'door', [396, 1996, 18], ['left', 'right', 'top', 'bottom'])])
    const batch = ordersCutListCsv([
      { order: '2026-000001', lines: [one] },
      { order: '2026-000002', lines: [two] },
    ])
    const records = batch.slice(1).split('\r\n')
    expect(records[0]).toBe(CSV_HEADER.join(';'))
    expect(records.slice(1, -1).map((record) => record.split(';').slice(0, 3).join(';'))).toEqual([
      '2026-000001;3;side',
      '2026-000002;3;door',
    ])
    expect(batch).toBe(
      `\uFEFF${CSV_HEADER.join(';')}\r\n${cutListCsv('2026-000001', [one]).split('\r\n')[1]}\r\n${cutListCsv('2026-000002', [two]).split('\r\n')[1]}\r\n`,
    )
    expect(ordersCutListCsv([])).toBe(`\uFEFF${CSV_HEADER.join(';')}\r\n`)
  })
})
