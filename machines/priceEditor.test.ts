import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { priceEditorMachine, type PublishInput } from './priceEditor'
import { SEED_PRICES } from '#domain/priceList.ts'
import { RATE_BOUND_MESSAGES, type StaffPrices } from '#domain/priceConfig.ts'
import { ApiRequestError } from '#queries/client.ts'
import { shopInstant, shopLocalInput } from '#domain/priceSchedule.ts'

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
    // Under the factor but above the hinge's ceiling (100 € = 2 500 Kč), then under it but more than 50 % up.
    actor.send({ type: 'prices.rate', key: 'SK.topBoard', text: '8' })
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '8999,99' })
    expect(actor.getSnapshot().context.issues).toEqual([{ key: 'CZ.hardware.hinge', problem: 'ceiling' }])
    actor.send({ type: 'prices.rate', key: 'CZ.hardware.hinge', text: '2000' })
    expect(actor.getSnapshot().context.issues).toEqual([{ key: 'CZ.hardware.hinge', problem: 'confirm' }])
    actor.send({ type: 'prices.publish' })
    expect(sent).toHaveLength(0)
    // The explicit confirmation (issue 36.7) lets it through, and the server is told so.
    actor.send({ type: 'prices.confirm', confirmed: true })
    expect(actor.getSnapshot().value).toBe('editing')
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.confirmLargeChanges).toBe(true)
    expect(sent[0]!.effectiveAt).toBeUndefined()
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

describe('price-list editor machine: publishing at a chosen time (issue 36.7)', () => {
  const scheduledAt = (daysAhead: number) => {
    const at = new Date(Date.now() + daysAhead * 86_400_000)
    return { at, local: shopLocalInput(at) }
  }

  it('publishes from a time on the shop clock, sending the instant; the answer says when it takes effect', async () => {
    const { local } = scheduledAt(3)
    const { actor, sent } = editor((input) =>
      Promise.resolve({ version: input.baseVersion + 1, effectiveAt: input.effectiveAt ?? null }),
    )
    actor.send({ type: 'prices.schedule', schedule: { mode: 'later', at: local } })
    actor.send({ type: 'prices.publish' })
    const done = await waitFor(actor, (s) => s.matches('published'))
    expect(sent[0]!.effectiveAt).toBe(shopInstant(local)!.toISOString())
    expect(done.context.publishedEffectiveAt).toBe(sent[0]!.effectiveAt)
  })

  it('refuses a time in the past, an empty one and one more than a year ahead, at the time field', () => {
    const { actor, sent } = editor()
    for (const [at, problem] of [
      ['2020-01-01T10:00', 'past'],
      ['', 'past'],
      [scheduledAt(400).local, 'far'],
    ] as const) {
      actor.send({ type: 'prices.schedule', schedule: { mode: 'later', at } })
      actor.send({ type: 'prices.publish' })
      expect(actor.getSnapshot().value).toBe('invalid')
      expect(actor.getSnapshot().context.issues).toEqual([{ key: 'effectiveAt', problem }])
    }
    // "Now" again: nothing left to fix.
    actor.send({ type: 'prices.schedule', schedule: { mode: 'now', at: '' } })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toHaveLength(0)
  })

  it('publishes nothing while a version waits, cancels it, and takes the history read back', async () => {
    const waiting: StaffPrices = {
      ...prices(),
      scheduled: { version: 4, effectiveAt: scheduledAt(2).at.toISOString(), data: SEED_PRICES },
    }
    const cancelled: number[] = []
    const sent: PublishInput[] = []
    const actor = createActor(
      priceEditorMachine.provide({
        actors: {
          publishPrices: fromPromise<{ version: number }, PublishInput>(({ input }) => {
            sent.push(input)
            return Promise.resolve({ version: 5 })
          }),
          cancelScheduled: fromPromise<{ version: number }, { version: number }>(({ input }) => {
            cancelled.push(input.version)
            return Promise.resolve({ version: input.version })
          }),
        },
      }),
      { input: { prices: waiting } },
    ).start()
    const heard: number[] = []
    actor.on('prices.cancelled', (event) => heard.push(event.version))
    actor.send({ type: 'prices.publish' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toHaveLength(0)
    actor.send({ type: 'prices.cancelScheduled' })
    expect(actor.getSnapshot().value).toBe('cancelling')
    const done = await waitFor(actor, (s) => s.matches('cancelled'))
    expect(cancelled).toEqual([4])
    expect(heard).toEqual([4])
    expect(done.context.base.scheduled).toBeNull()
    // The page's query reads the history again: the same version in force, no version waiting.
    const readBack: StaffPrices = { ...prices(), scheduled: null }
    actor.send({ type: 'prices.served', prices: readBack })
    expect(actor.getSnapshot().context.base).toBe(readBack)
    actor.send({ type: 'prices.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent).toHaveLength(1)
  })

  it('goes to conflict when the scheduled version took effect before the cancel', async () => {
    const waiting: StaffPrices = {
      ...prices(),
      scheduled: { version: 4, effectiveAt: scheduledAt(1).at.toISOString(), data: SEED_PRICES },
    }
    const actor = createActor(
      priceEditorMachine.provide({
        actors: {
          cancelScheduled: fromPromise<{ version: number }, { version: number }>(() =>
            Promise.reject(new ApiRequestError(409, { error: 'in_force', message: 'in force' })),
          ),
        },
      }),
      { input: { prices: waiting } },
    ).start()
    actor.send({ type: 'prices.cancelScheduled' })
    const conflict = await waitFor(actor, (s) => s.matches('conflict'))
    expect(conflict.context.conflictVersion).toBe(4)
  })
})
