import { describe, expect, it } from 'vitest'
import { DESIGNATIONS, PRODUCTS, VARIANT_IDS } from '#domain/cabinet/catalogue.ts'
import { allowedMountingTypes } from '#domain/cabinet/model.ts'
import { priceCabinet } from '#domain/cabinet/price.ts'
import { designFromSearch } from '#domain/cabinet/query.ts'
import { addDays, isWorkingDay } from '#domain/calendar.ts'
import {
  daysBetween,
  FEEDS,
  feedDelivery,
  feedOffers,
  feedOfFile,
  feedPath,
  feedTree,
  workingDaysBetween,
  type FeedInput,
} from '#domain/feeds.ts'
import { marketOf, type LocaleCode } from '#domain/locale.ts'
import { fromPrice } from '#domain/offers.ts'
import { priceListOf, SEED_PRICES, vatRatesOf } from '#domain/priceList.ts'
import { xmlOf } from '#server/export/xml.ts'
import { googleProblems, heurekaProblems, zboziProblems } from '../fixtures/feedSpecs'

const listOf = (locale: LocaleCode) => priceListOf(SEED_PRICES, marketOf(locale).country, vatRatesOf(SEED_PRICES))

describe('feed offers (issue 39.5)', () => {
  for (const locale of ['sk', 'cz'] as const) {
    const prices = listOf(locale)
    const offers = feedOffers(locale, prices)

    it(`lists the 27 catalogue cabinets at their lowest "from" price (${locale})`, () => {
      expect(offers.map((offer) => offer.id)).toEqual([...VARIANT_IDS])
      expect(offers).toHaveLength(27)
      for (const offer of offers) {
        // The lowest of the category pages' "from" prices over every room and mounting the cabinet allows.
        const each = DESIGNATIONS.flatMap((designation) =>
          allowedMountingTypes(PRODUCTS[offer.id]).map((mounting) =>
            fromPrice(offer.id, designation, mounting, prices),
          ),
        )
        expect(
          each.map((price) => price.gross),
          offer.id,
        ).toContain(offer.price.gross)
        expect(Math.min(...each.map((price) => price.gross)), offer.id).toBe(offer.price.gross)
        expect(offer.price.currency).toBe(marketOf(locale).currency)
        expect(offer.title).toBe(PRODUCTS[offer.id].title[locale])
      }
    })

    it(`links each offer to the configurator showing the same design at the same price (${locale})`, () => {
      for (const offer of offers) {
        const url = new URL(offer.path, 'https://skrinka.sk')
        expect(url.pathname).toBe(locale === 'cz' ? `/cz/detail/${offer.id}` : `/detail/${offer.id}`)
        // The page reads the very design back from its address, the defaults filling in what is left out.
        const { cabinet } = designFromSearch(Object.fromEntries(url.searchParams), offer.id)
        expect(cabinet, offer.id).toEqual(offer.cabinet)
        expect(priceCabinet(cabinet, prices).gross, offer.id).toBe(offer.price.gross)
        // Only what the page cannot fill in itself: Heureka takes 300 characters at most.
        expect(offer.path.length, offer.id).toBeLessThan(160)
      }
    })
  }

  it('names each feed by a file under /feeds', () => {
    expect(FEEDS.map(feedPath)).toEqual([
      '/feeds/heureka-sk.xml',
      '/feeds/heureka-cz.xml',
      '/feeds/zbozi.xml',
      '/feeds/google-sk.xml',
      '/feeds/google-cz.xml',
    ])
    for (const feed of FEEDS) expect(feedOfFile(`${feed.id}.xml`)).toBe(feed)
    expect(feedOfFile('heureka-sk')).toBeUndefined()
    expect(feedOfFile('../heureka-sk.xml')).toBeUndefined()
  })
})

describe('feed delivery times', () => {
  it('counts calendar days to the door and working days to readiness and on the way', () => {
    // Friday 2026-12-18 → ready Wednesday 23rd → at the door Tuesday 29th (24–26 December are holidays in SK).
    const delivery = feedDelivery(
      '2026-12-18',
      { production: '2026-12-22', ready: '2026-12-23', delivery: '2026-12-29', termsDue: '2027-01-08', late: false },
      'SK',
    )
    expect(delivery.days).toBe(daysBetween('2026-12-18', '2026-12-29'))
    expect(delivery.days).toBe(11)
    expect(delivery.date).toBe('2026-12-29')
    // Working days after the 18th up to the 23rd: 21, 22, 23.
    expect(delivery.handlingDays).toBe(3)
    // After the 23rd up to the 29th: 24, 25, 26 are holidays, 27 a Sunday: 28 and 29.
    expect(delivery.transitDays).toBe(2)
  })

  it('counts only working days between two days', () => {
    for (const [from, to] of [
      ['2026-11-02', '2026-11-30'],
      ['2026-12-20', '2027-01-10'],
    ] as const) {
      let expected = 0
      for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isWorkingDay(day, 'CZ')) expected++
      expect(workingDaysBetween(from, to, 'CZ')).toBe(expected)
    }
    expect(workingDaysBetween('2026-11-30', '2026-11-02', 'CZ')).toBe(0)
    expect(daysBetween('2026-11-30', '2026-11-02')).toBe(0)
  })
})

describe('the feeds hold to their documented required elements', () => {
  const inputOf = (locale: LocaleCode): FeedInput => {
    const prices = listOf(locale)
    return {
      siteUrl: 'https://skrinka.sk',
      items: feedOffers(locale, prices).map((offer) => ({
        ...offer,
        name: `${offer.title} & <na mieru>`,
        description: `Popis "${offer.title}"`,
      })),
      delivery: { days: 12, date: '2026-12-10', handlingDays: 6, transitDays: 2 },
      shipping: 3990,
      labels: { title: 'Skrinka', description: 'Skrinky na mieru', courier: 'Vlastný kuriér' },
    }
  }
  const problemsOf = { heureka: heurekaProblems, zbozi: zboziProblems, google: googleProblems }

  for (const feed of FEEDS)
    it(`${feed.id}: every item has each required element in its documented form`, () => {
      const input = inputOf(feed.locale)
      const xml = xmlOf(feedTree(feed, input))
      const { items, problems } = problemsOf[feed.format](xml)
      expect(problems).toEqual([])
      expect(items).toHaveLength(27)
      // Texts are escaped by the builder and read back as written.
      const first = items[0]!
      const name = feed.format === 'google' ? first['g:title'] : first.PRODUCTNAME
      expect(name).toBe(input.items[0]!.name)
      expect(xml).toContain('&amp; &lt;na mieru&gt;')
    })

  it('states prices in the market currency, whole crowns without decimals', () => {
    const heurekaCz = heurekaProblems(xmlOf(feedTree(FEEDS[1]!, inputOf('cz')))).items
    for (const item of heurekaCz) expect(item.PRICE_VAT).toMatch(/^\d+$/)
    const googleSk = googleProblems(xmlOf(feedTree(FEEDS[3]!, inputOf('sk')))).items
    for (const item of googleSk) expect(item['g:price']).toMatch(/^\d+\.\d{2} EUR$/)
    const googleCz = googleProblems(xmlOf(feedTree(FEEDS[4]!, inputOf('cz')))).items
    for (const item of googleCz) expect(item['g:price']).toMatch(/^\d+\.\d{2} CZK$/)
  })
})
