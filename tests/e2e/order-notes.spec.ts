import AxeBuilder from '@axe-core/playwright'
import { E2E_STAFF } from '../../playwright.config'
import { cartLine, hallwayLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { defaultHallway } from '#domain/hallway/presets.ts'
import { API } from '#domain/endpoints.ts'
import { decor } from '#domain/decors.ts'
import { test, expect, hydrated, submitStaffSignIn } from './fixtures'

// Signed out, the staff layout's GET /api/staff/me answers 401 before the sign-in.
test.use({ expectedStatuses: [401] })

/** The desk's words in each language. */
const WORDS = {
  sk: {
    prefix: '',
    opening: 'Strana otvárania',
    right: 'pánty vpravo',
    placement: 'Umiestnenie',
    legs: /^hliníkové, 15 cm$/,
    size: '49,3 × 87 × 56 cm',
    show3d: 'Zobraziť v 3D',
    note: /^Interná poznámka/,
    add: 'Pridať poznámku',
    empty: 'Najprv napíšte poznámku.',
    internal: 'interná poznámka',
  },
  cz: {
    prefix: '/cz',
    opening: 'Strana otevírání',
    right: 'panty vpravo',
    placement: 'Umístění',
    legs: /^hliníkové, 15 cm$/,
    size: '49,3 × 87 × 56 cm',
    show3d: 'Zobrazit ve 3D',
    note: /^Interní poznámka/,
    add: 'Přidat poznámku',
    empty: 'Nejprve napište poznámku.',
    internal: 'interní poznámka',
  },
} as const

for (const locale of ['sk', 'cz'] as const) {
  test(`${locale}: the line lists every workshop option, opens in 3D, and staff keep an internal note in the history`, async ({
    page,
  }) => {
    const words = WORDS[locale]
    // An order of the OTHER market: its stored decor names are in the other language; the desk says them in its own.
    const country = locale === 'sk' ? 'CZ' : 'SK'
    const line = cartLine(
      {
        variant: 'L1D',
        mounting: 'snozkami',
        legsType: 'aluminium',
        designation: 'kuchyna',
        width: 49.3,
        height: 87,
        depth: 56,
        openingSide: 'right',
        topBoard: true,
        corpusColor: 'H1303ST12',
        doorColor: 'U727ST9',
      },
      country,
    )
    const response = await page.request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `order-notes-${locale}-${Date.now()}` },
      data: orderBody({ country, lines: [line] }),
    })
    expect(response.status()).toBe(201)
    const { orderNumber: number } = (await response.json()) as { orderNumber: string }

    await page.goto(`${words.prefix}/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    await expect(page.getByTestId('order-detail')).toHaveAttribute('data-order-number', number)

    // The workshop's options, in the desk's language and number format.
    const summary = page.getByTestId('order-line-summary')
    const option = (key: string) => summary.locator(`[data-option="${key}"]`)
    await expect(option('openingSide').getByRole('term')).toHaveText(words.opening)
    await expect(option('openingSide').getByRole('definition')).toHaveText(words.right)
    await expect(option('mounting').getByRole('term')).toHaveText(words.placement)
    await expect(option('legs').getByRole('definition')).toHaveText(words.legs)
    await expect(option('outerSize').getByRole('definition')).toHaveText(words.size)
    const names = decor('H1303ST12')!
    await expect(option('corpusDecor').getByRole('definition')).toHaveText(
      `${locale === 'sk' ? names.title : names.titleCZ} (H1303ST12)`,
    )
    for (const key of ['shelves', 'tipOn', 'handles', 'topBoard', 'assembly', 'count'])
      await expect(option(key)).toBeVisible()

    // The line in the shop's own viewer, loaded when asked for; the GLB download stays.
    await expect(page.getByTestId('order-line-model')).toBeVisible()
    const show = page.getByTestId('order-line-3d')
    await expect(show).toHaveAccessibleName(words.show3d)
    await show.click()
    await expect(show).toHaveAttribute('aria-expanded', 'true')
    const view = page.getByTestId('order-line-3d-view')
    await expect(view.getByTestId('viewer-canvas').or(view.getByTestId('no-3d'))).toBeVisible()
    await expect(view.getByTestId('model-progress').or(view.getByTestId('no-3d'))).toBeVisible()
    // Where WebGL draws, the line's model arrives and is shown (progress full, the viewer visible).
    if ((await view.getByTestId('no-3d').count()) === 0) {
      await expect(view.getByTestId('model-progress')).toHaveAttribute('value', '100')
      await expect(view.locator('.viewer')).toHaveAttribute('data-visible', 'true')
    }

    // An empty note is refused here; a note goes into the history, marked internal, and stays after a reload.
    const form = page.getByTestId('order-note')
    await form.getByRole('button', { name: words.add }).click()
    await expect(form.getByRole('alert')).toHaveText(words.empty)
    const text = `Zákazník volal ${Date.now()}: dodať v piatok po 14:00.`
    await form.getByLabel(words.note).fill(text)
    await form.getByRole('button', { name: words.add }).click()
    const history = page.getByTestId('order-history')
    const entry = history.getByTestId('order-history-note')
    await expect(entry).toContainText(text)
    await expect(entry).toContainText(`${words.internal} (${E2E_STAFF.name})`)
    await expect(form.getByLabel(words.note)).toHaveValue('')
    // The summary, the open 3D view and the notes hold no serious or critical accessibility fault (issue 18.1's bar).
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="order-detail"]').analyze()
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    ).toEqual([])
    await page.reload()
    await hydrated(page)
    await expect(page.getByTestId('order-history').getByTestId('order-history-note')).toContainText(text)
  })
}

test.describe('at phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('sk: a hallway line lists its modules, the 3D view and the note form fit, and nothing scrolls sideways', async ({
    page,
  }) => {
    const response = await page.request.post(API.saveOrderSkrinka.path, {
      headers: { 'idempotency-key': `order-notes-phone-${Date.now()}` },
      data: orderBody({ country: 'SK', lines: [hallwayLine()] }),
    })
    expect(response.status()).toBe(201)
    const { orderNumber: number } = (await response.json()) as { orderNumber: string }
    await page.goto(`/admin/objednavky/${number}`)
    await hydrated(page)
    await submitStaffSignIn(page, E2E_STAFF.email, E2E_STAFF.password)
    const modules = page.getByTestId('order-line-summary').locator('[data-option="modules"]').getByRole('listitem')
    await expect(modules).toHaveCount(defaultHallway().cabinets.length)
    await expect(modules.first()).toContainText('dolný rad')
    // Asked for once, the 3D view comes without a second question on a phone.
    await page.getByTestId('order-line-3d').click()
    const view = page.getByTestId('order-line-3d-view')
    await expect(view.getByTestId('viewer-canvas').or(view.getByTestId('no-3d'))).toBeVisible()
    await expect(view.getByTestId('show-3d')).toHaveCount(0)
    await expect(page.getByTestId('order-note').getByLabel(/^Interná poznámka/)).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
