import { describe, expect, it } from 'vitest'
import {
  isIban,
  isShopPhone,
  SETTING_KEYS,
  settingsFormOf,
  settingsIssueOf,
  settingsIssues,
  settingsOfForm,
  SETTINGS_PROBLEMS,
  type SettingKey,
  type SettingsProblem,
} from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { settingGroups } from '#components/staff/settingsLabels.ts'
import { formatWeekdays } from '#domain/notation.ts'

/** The seed's form with some settings typed over. */
const formWith = (changes: Partial<Record<SettingKey, string>>) => ({ ...settingsFormOf(SEED_SETTINGS), ...changes })
/** The problems of the seed with some settings typed over, as the editor sees them. */
const problemsOf = (changes: Partial<Record<SettingKey, string>>) => settingsIssues(settingsOfForm(formWith(changes)))

describe('shop settings schema (src/domain/settings.ts)', () => {
  it('turns the seed into a form and back unchanged', () => {
    const form = settingsFormOf(SEED_SETTINGS)
    expect(Object.keys(form)).toEqual(SETTING_KEYS)
    expect(form['leadTimes.homeDelivery']).toBe('14')
    expect(form['company.ico']).toBe('12345679')
    expect(settingsOfForm(form)).toEqual(SEED_SETTINGS)
  })

  it.each<[string, string, SettingsProblem | null]>([
    ['a valid IČO (check digit 9)', '12345679', null],
    ['a valid IČO written with spaces', '123 456 79', null],
    ['remainder 1: check digit 0', '00000060', null],
    ['remainder 0: check digit 1', '00000311', null],
    ['remainder 0 with check digit 0', '00000310', 'ico'],
    ['a wrong check digit', '12345678', 'ico'],
    ['seven digits', '1234567', 'ico'],
    ['letters', 'ABCDEFGH', 'ico'],
    ['nothing', '', 'required'],
  ])('IČO: %s', (_name, ico, problem) => {
    expect(problemsOf({ 'company.ico': ico })).toEqual(problem ? [{ key: 'company.ico', problem }] : [])
  })

  it.each<[string, Partial<Record<SettingKey, string>>, Array<[SettingKey, SettingsProblem]>]>([
    ['a Slovak DIČ and IČ DPH', { 'company.dic': '2021234567', 'company.icdph': 'SK2021234567' }, []],
    ['a Czech DIČ on a Slovak company', { 'company.dic': 'CZ12345678' }, [['company.dic', 'dic']]],
    ['an IČ DPH without its SK', { 'company.icdph': '2120000000' }, [['company.icdph', 'icdph']]],
    [
      'a Czech company: CZ DIČ, CZ IČ DPH and a Czech postcode',
      { 'company.country': 'CZ', 'company.dic': 'CZ12345679', 'company.icdph': 'CZ12345679', 'company.zip': '110 00' },
      [],
    ],
    [
      'a Czech company keeping the Slovak formats',
      { 'company.country': 'CZ' },
      [
        ['company.zip', 'zip'],
        ['company.dic', 'dic'],
        ['company.icdph', 'icdph'],
      ],
    ],
    ['a country the shop does not serve', { 'company.country': 'AT' }, [['company.country', 'country']]],
    ['an empty register entry', { 'company.register': '   ' }, [['company.register', 'required']]],
    ['a name too long', { 'company.name': 'x'.repeat(201) }, [['company.name', 'tooLong']]],
  ])('company: %s', (_name, changes, expected) => {
    expect(problemsOf(changes)).toEqual(expected.map(([key, problem]) => ({ key, problem })))
  })

  it.each<[string, boolean]>([
    ['+421 41 500 60 70', true],
    ['+421 900 123 456', true],
    ['+420 222 333 444', true],
    ['+420222333444', true],
    ['0905 123 456', false],
    ['+43 1 234 5678', false],
    ['+421 12 34', false],
    ['', false],
  ])('phone %j is one customers of either market can dial: %s', (phone, ok) => {
    expect(isShopPhone(phone)).toBe(ok)
    expect(problemsOf({ 'contact.cz.phone': phone })).toEqual(
      ok ? [] : [{ key: 'contact.cz.phone', problem: phone === '' ? 'required' : 'phone' }],
    )
  })

  it.each<[string, SettingsProblem | null]>([
    ['obchod@skrinka.sk', null],
    ['info@nabytok-horak.cz', null],
    ['info@skrinka', 'email'],
    ['skrinka.sk', 'email'],
    ['', 'required'],
  ])('e-mail %j', (email, problem) => {
    expect(problemsOf({ 'contact.sk.email': email })).toEqual(problem ? [{ key: 'contact.sk.email', problem }] : [])
  })

  it.each<[string, Partial<Record<SettingKey, string>>, Array<[SettingKey, SettingsProblem]>]>([
    ['14 ≤ 20 ≤ 30 (the seed)', {}, []],
    ['all equal', { 'leadTimes.homeDelivery': '20', 'leadTimes.faqProduction': '20' }, []],
    ['zero days', { 'leadTimes.homeDelivery': '0' }, [['leadTimes.homeDelivery', 'leadTime']]],
    ['a fraction', { 'leadTimes.termsProduction': '20.5' }, [['leadTimes.termsProduction', 'leadTime']]],
    ['negative', { 'leadTimes.faqProduction': '-3' }, [['leadTimes.faqProduction', 'leadTime']]],
    ['empty', { 'leadTimes.faqProduction': '' }, [['leadTimes.faqProduction', 'leadTime']]],
    ['over a year', { 'leadTimes.faqProduction': '366' }, [['leadTimes.faqProduction', 'leadTime']]],
    [
      'home delivery promised later than the terms produce',
      { 'leadTimes.homeDelivery': '21' },
      [['leadTimes.termsProduction', 'leadTimeOrder']],
    ],
    [
      'the FAQ shorter than the terms',
      { 'leadTimes.faqProduction': '19' },
      [['leadTimes.faqProduction', 'leadTimeOrder']],
    ],
  ])('lead times: %s', (_name, changes, expected) => {
    expect(problemsOf(changes)).toEqual(expected.map(([key, problem]) => ({ key, problem })))
  })

  it.each<[string, Partial<Record<SettingKey, string>>, Array<[SettingKey, SettingsProblem]>]>([
    ['Monday to Saturday, 7:30 to 18:00', { 'hours.toDay': '6', 'hours.opens': '7:30', 'hours.closes': '18:00' }, []],
    ['one day', { 'hours.fromDay': '3', 'hours.toDay': '3' }, []],
    ['Friday to Monday', { 'hours.fromDay': '5', 'hours.toDay': '1' }, [['hours.toDay', 'dayOrder']]],
    ['day 8', { 'hours.toDay': '8' }, [['hours.toDay', 'day']]],
    ['closing before opening', { 'hours.closes': '7:00' }, [['hours.closes', 'timeOrder']]],
    ['25:00', { 'hours.closes': '25:00' }, [['hours.closes', 'time']]],
    ['8 without minutes', { 'hours.opens': '8' }, [['hours.opens', 'time']]],
  ])('office hours: %s', (_name, changes, expected) => {
    expect(problemsOf(changes)).toEqual(expected.map(([key, problem]) => ({ key, problem })))
  })

  it('reports one problem per setting, for every wrong setting at once', () => {
    const issues = problemsOf({ 'company.ico': '1', 'contact.sk.email': 'x', 'leadTimes.homeDelivery': 'x' })
    expect(issues.map((issue) => issue.key).sort()).toEqual([
      'company.ico',
      'contact.sk.email',
      'leadTimes.homeDelivery',
    ])
  })

  it("reads the API's 422 issues back into settings and problems", () => {
    expect(settingsIssueOf({ path: 'data.company.ico', message: SETTINGS_PROBLEMS.ico })).toEqual({
      key: 'company.ico',
      problem: 'ico',
    })
    expect(settingsIssueOf({ path: 'data.unknown', message: 'x' })).toBeUndefined()
  })
})

describe('settings screen tables', () => {
  it('shows every setting once, in the groups of the screen', () => {
    expect(settingGroups.flatMap((group) => group.keys).sort()).toEqual([...SETTING_KEYS].sort())
  })
  it.each([
    ['sk', { fromDay: 1, toDay: 5 }, 'pondelok – piatok'],
    ['cz', { fromDay: 1, toDay: 6 }, 'pondělí – sobota'],
    ['sk', { fromDay: 3, toDay: 3 }, 'streda'],
  ] as const)('names the office days in %s: %j', (locale, hours, text) => {
    expect(formatWeekdays(hours, locale)).toBe(text)
  })
})

describe('money and tax settings (issue 37)', () => {
  it.each<[string, boolean]>([
    ['SK31 1200 0000 1987 4263 7541', true],
    ['SK3112000000198742637541', true],
    ['CZ65 0800 0000 1920 0014 5399', true],
    ['SK31 1200 0000 1987 4263 7542', false],
    ['DE89370400440532013000', false],
    ['SK31', false],
  ])('IBAN %s is valid: %s', (iban, valid) => {
    expect(isIban(iban)).toBe(valid)
  })

  it.each<[string, Partial<Record<SettingKey, string>>, Array<[SettingKey, SettingsProblem]>]>([
    ['a VAT payer without IČ DPH', { 'company.icdph': '' }, [['company.icdph', 'required']]],
    ['a seller not registered for VAT without IČ DPH', { 'company.icdph': '', vatPayer: 'false' }, []],
    ['a deposit with no account to pay it to', { depositPercent: '30' }, [['iban.eur', 'required']]],
    ['a deposit with an account', { depositPercent: '30', 'iban.eur': 'SK3112000000198742637541' }, []],
    ['a percentage over 100', { depositPercent: '120' }, [['depositPercent', 'percent']]],
    ['an amount with a decimal comma', { 'depositAbove.cz': '25 000,50' }, []],
    ['an amount that is no number', { 'depositAbove.sk': 'lots' }, [['depositAbove.sk', 'amount']]],
    ['a prefix in lower case', { invoicePrefix: 'fa' }, [['invoicePrefix', 'prefix']]],
    ['a wrong IBAN', { 'iban.czk': 'CZ00' }, [['iban.czk', 'iban']]],
  ])('%s', (_, changes, expected) => {
    expect(problemsOf(changes).map((issue) => [issue.key, issue.problem])).toEqual(expected)
  })

  it('reads a version published before issue 37 as a VAT payer without OSS, deposits or accounts', () => {
    const {
      vatPayer,
      ossRegistered,
      invoicePrefix,
      creditNotePrefix,
      invoiceAt,
      depositPercent,
      depositAbove,
      iban,
      ...older
    } = SEED_SETTINGS
    expect(settingsIssues(older)).toEqual([])
    expect(settingsOfForm(settingsFormOf(SEED_SETTINGS))).toEqual(SEED_SETTINGS)
    expect([
      vatPayer,
      ossRegistered,
      invoicePrefix,
      creditNotePrefix,
      invoiceAt,
      depositPercent,
      depositAbove,
      iban,
    ]).toEqual([true, false, 'FA', 'DB', 'delivered', 0, { sk: 0, cz: 0 }, { eur: '', czk: '' }])
  })
})
