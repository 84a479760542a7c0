import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { priceEditorMachine, type PublishInput } from './priceEditor'
import { SEED_PRICES } from '#domain/priceList.ts'
import { RATE_BOUND_MESSAGES, type StaffPrices } from '#domain/priceConfig.ts'
import { ApiRequestError } from '#queries/client.ts'

const prices = (version = 3): StaffPrices => ({
  version,
  data: SEED_PRICES,
  history: [{ version, publishedAt: '2026-11-28T10:00:00.000Z', publishedBy: 'Peter', note: null }],
})

/** An editor whose publish answers as `answer` says; every publish's input is kept. */
function editor(
  answer: (input: PublishInput) => Promise<{ version: number }> = (input) =>
    Promise.resolve({ version: input.baseVersion + 1 }),
) {
  const sent: PublishInput[] = []
  const publishPrices = fromPromise<{ version: number }, PublishInput>(({ input }) => {
    sent.push(input)
    return answer(input)
  })
  const actor = createActor(priceEditorMachine.provide({ actors: { publishPrices } }), {
    input: { prices: prices() },
  }).start()
  return { actor, sent }
}

describe('price-list editor machine', () => {
  it('starts editing the version in force, its rates as texts in currency units', () => {
    const { actor } = editor()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form.rates['SK.hardware.hinge']).toBe('3,50')
    expect(actor.getSnapshot().context.form.rates['CZ.minimum']).toBe('1250,00')
  })

  it('publishes the edited data with the version it started from and the note', async () => {
    const { actor, sent } = editor()
    actor.send({ type: 'prices.rate', key: 'SK.hardware.hinge', text: '4,20' })
    actor.send({ type: 'prices.decor', code: 'U727ST9', change: { available: false } })
    actor.send({ type: 'prices.note', text: ' Drahšie pánty ' })
    actor.send({ type: 'prices.publish' })
    expect(actor.getSnapshot().value).toBe('publishing')
    const done = await waitFor(actor, (s) => s.matches('published'))
    expect(done.context.published).toBe(4)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.baseVersion).toBe(3)
    expect(sent[0]!.note).toBe('Drahšie pánty')
    expect(sent[0]!.data.lists.SK.hardware.hinge).toBe(420)
    expect(sent[0]!.data.decors.U727ST9).toEqual({ group: 1, available: false })
  })

  it('stays published when the new version is read back, and starts from it', async () => {
    const { actor } = editor()
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    actor.send({ type: 'prices.loaded', prices: prices(4) })
    expect(actor.getSnapshot().value).toBe('published')
    expect(actor.getSnapshot().context.base.version).toBe(4)
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '50' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('refuses to publish an empty or negative rate, keeps every typed value, and clears as they are fixed', () => {
    const { actor, sent } = editor()
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '' })
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '-5' })
    actor.send({ type: 'prices.rate', key: 'SK.topBoard', text: '9,99' })
    actor.send({ type: 'prices.publish' })
    const invalid = actor.getSnapshot()
    expect(invalid.value).toBe('invalid')
    expect(invalid.context.issues).toEqual([
      { key: 'SK.minimum', problem: 'amount' },
      { key: 'CZ.hardware.hinge', problem: 'amount' },
    ])
    expect(invalid.context.form.rates['CZ.hardware.hinge']).toBe('-5')
    expect(invalid.context.form.rates['SK.topBoard']).toBe('9,99')
    expect(sent).toHaveLength(0)
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '49' })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.issues).toEqual([{ key: 'CZ.hardware.hinge', problem: 'amount' }])
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '90' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.issues).toEqual([])
  })

  it('refuses a VAT rate of 100 %', () => {
    const { actor } = editor()
    actor.send({ type: 'prices.vat', country: 'SK', text: '100' })
    actor.send({ type: 'prices.publish' })
    expect(actor.getSnapshot().context.issues).toEqual([{ key: 'SK.vatRate', problem: 'vat' }])
  })

  it('tells the page its version went out, and takes the version read again only once it has published', async () => {
    const { actor } = editor()
    const told: number[] = []
    actor.on('prices.published', ({ version }) => told.push(version))
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '55' })
    // A refetch while editing (someone else's version) never replaces the edit: publishing tells of a conflict.
    actor.send({ type: 'prices.served', prices: prices(9) })
    expect(actor.getSnapshot().context).toMatchObject({ base: { version: 3 } })
    expect(actor.getSnapshot().context.form.rates['SK.minimum']).toBe('55')
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(told).toEqual([4])
    // The same version read again changes nothing; the new one is the history to start from.
    actor.send({ type: 'prices.served', prices: prices(3) })
    expect(actor.getSnapshot().context.form.rates['SK.minimum']).toBe('55')
    actor.send({ type: 'prices.served', prices: prices(4) })
    expect(actor.getSnapshot().value).toBe('published')
    expect(actor.getSnapshot().context.base.version).toBe(4)
  })

  it('goes to conflict when someone else published meanwhile, and reloading shows their version', async () => {
    const { actor } = editor(() =>
      Promise.reject(new ApiRequestError(409, { error: 'version_conflict', message: 'published meanwhile' })),
    )
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '55' })
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('conflict'))
    actor.send({ type: 'prices.rate', key: 'SK.minimum', text: '60' })
    expect(actor.getSnapshot().value).toBe('conflict')
    actor.send({ type: 'prices.loaded', prices: prices(4) })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.base.version).toBe(4)
    expect(actor.getSnapshot().context.form.rates['SK.minimum']).toBe('49,00')
  })

  it("shows the server's refusal (422) at its fields", async () => {
    const { actor } = editor(() =>
      Promise.reject(
        new ApiRequestError(422, {
          error: 'invalid_prices',
          message: 'bad',
          issues: [{ path: 'data.lists.CZ.currency', message: 'is fixed to CZK' }],
        }),
      ),
    )
    actor.send({ type: 'prices.publish' })
    const invalid = await waitFor(actor, (s) => s.matches('invalid'))
    expect(invalid.context.issues).toEqual([{ key: 'CZ.currency', problem: 'fixed' }])
  })

  it('refuses to publish a rate of 0 or of 100 times the one in force, as the server would (issue 34.8)', async () => {
    const { actor, sent } = editor()
    actor.send({ type: 'prices.rate', key: 'SK.topBoard', text: '0' })
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '9000' })
    actor.send({ type: 'prices.publish' })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(actor.getSnapshot().context.issues).toEqual([
      { key: 'SK.topBoard', problem: 'amount' },
      { key: 'CZ.hardware.hinge', problem: 'jump' },
    ])
    actor.send({ type: 'prices.rate', key: 'SK.topBoard', text: '8' })
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '8999,99' })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent).toHaveLength(1)
  })

  it("shows the server's refusal of a rate out of bounds at its field", async () => {
    const { actor } = editor(() =>
      Promise.reject(
        new ApiRequestError(422, {
          error: 'invalid_prices',
          message: 'bad',
          issues: [{ path: 'data.lists.SK.edgePerM', message: RATE_BOUND_MESSAGES.jump }],
        }),
      ),
    )
    actor.send({ type: 'prices.publish' })
    const invalid = await waitFor(actor, (s) => s.matches('invalid'))
    expect(invalid.context.issues).toEqual([{ key: 'SK.edgePerM', problem: 'jump' }])
  })

  it('keeps the form after a failed publish and publishes it again', async () => {
    let fail = true
    const { actor, sent } = editor((input) =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve({ version: input.baseVersion + 1 }),
    )
    actor.send({ type: 'prices.rate', key: 'SK.edgePerM', text: '1' })
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.form.rates['SK.edgePerM']).toBe('1')
    fail = false
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent.map((input) => input.data.lists.SK.edgePerM)).toEqual([100, 100])
  })
})
