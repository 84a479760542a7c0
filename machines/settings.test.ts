import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { settingsMachine } from './settings'
import type { StaffPublishSettingsRequest, StaffSettings } from '#domain/settings.ts'
import { SETTINGS_PROBLEMS } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { ApiRequestError } from '#queries/client.ts'

const loadedAt = (version: number, phone = SEED_SETTINGS.contact.sk.phone): StaffSettings => ({
  version,
  data: { ...SEED_SETTINGS, contact: { ...SEED_SETTINGS.contact, sk: { ...SEED_SETTINGS.contact.sk, phone } } },
  history: version ? [{ version, publishedAt: '2026-11-28T09:00:00.000Z', publishedBy: 'Olga', note: null }] : [],
  delivery: [{ market: 'SK', to: 'SK', net: 3900, gross: 4797 }],
})

/** A settings actor whose server answers as the test says: loads `version` 3, publishes as `publish` answers. */
function settingsActor(
  options: {
    canPublish?: boolean
    load?: () => Promise<StaffSettings>
    publish?: (request: StaffPublishSettingsRequest) => Promise<{ version: number }>
  } = {},
) {
  const sent: StaffPublishSettingsRequest[] = []
  let loads = 0
  const actor = createActor(
    settingsMachine.provide({
      actors: {
        loadSettings: fromPromise<StaffSettings>(() => {
          loads += 1
          return options.load ? options.load() : Promise.resolve(loadedAt(loads === 1 ? 3 : 4))
        }),
        publishSettings: fromPromise<{ version: number }, StaffPublishSettingsRequest>(({ input }) => {
          sent.push(input)
          return options.publish ? options.publish(input) : Promise.resolve({ version: input.baseVersion + 1 })
        }),
      },
    }),
    { input: { canPublish: options.canPublish ?? true } },
  ).start()
  return { actor, sent, loads: () => loads }
}

const editing = async (actor: ReturnType<typeof settingsActor>['actor']) => waitFor(actor, (s) => s.matches('editing'))

describe('settings editor machine', () => {
  it('loads the version in force into the form', async () => {
    const { actor } = settingsActor()
    expect(actor.getSnapshot().value).toBe('loading')
    const snapshot = await editing(actor)
    expect(snapshot.context.loaded?.version).toBe(3)
    expect(snapshot.context.form?.['contact.sk.phone']).toBe(SEED_SETTINGS.contact.sk.phone)
  })

  it('publishes the typed settings on the version it started from, tells the app, and reads the history again', async () => {
    const { actor, sent, loads } = settingsActor()
    const published: number[] = []
    actor.on('settings.published', (event) => published.push(event.version))
    await editing(actor)
    actor.send({ type: 'settings.change', key: 'contact.sk.phone', value: '+421 41 500 60 70' })
    actor.send({ type: 'settings.note', value: ' real phone ' })
    actor.send({ type: 'settings.publish' })
    expect(actor.getSnapshot().value).toBe('publishing')
    const snapshot = await waitFor(actor, (s) => s.matches('published') && s.context.loaded?.version === 4)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ baseVersion: 3, note: 'real phone' })
    expect(sent[0]!.data).toMatchObject({ contact: { sk: { phone: '+421 41 500 60 70' } } })
    expect(published).toEqual([4])
    expect(snapshot.context.version).toBe(4)
    expect(snapshot.context.note).toBe('')
    expect(loads()).toBe(2)
    // Editing goes on from the published version.
    actor.send({ type: 'settings.change', key: 'company.name', value: 'Skrinka a.s.' })
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('refuses to send wrong settings: invalid with each problem, every typed value kept', async () => {
    const { actor, sent } = settingsActor()
    await editing(actor)
    actor.send({ type: 'settings.change', key: 'company.ico', value: '12345678' })
    actor.send({ type: 'settings.change', key: 'leadTimes.homeDelivery', value: '40' })
    actor.send({ type: 'settings.publish' })
    const snapshot = actor.getSnapshot()
    expect(snapshot.value).toBe('invalid')
    expect(snapshot.context.issues).toEqual([
      { key: 'company.ico', problem: 'ico' },
      { key: 'leadTimes.termsProduction', problem: 'leadTimeOrder' },
    ])
    expect(snapshot.context.form?.['company.ico']).toBe('12345678')
    expect(snapshot.context.form?.['leadTimes.homeDelivery']).toBe('40')
    expect(sent).toEqual([])
    // Fixing one drops its message and goes on editing; the other stays until the next check.
    actor.send({ type: 'settings.change', key: 'company.ico', value: '12345679' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.issues).toEqual([{ key: 'leadTimes.termsProduction', problem: 'leadTimeOrder' }])
  })

  it("takes the server's 422 as field problems", async () => {
    const refusal = new ApiRequestError(422, {
      error: 'invalid_settings',
      message: 'data.company.ico: …',
      issues: [{ path: 'data.company.ico', message: SETTINGS_PROBLEMS.ico }],
    })
    const { actor } = settingsActor({ publish: () => Promise.reject(refusal) })
    await editing(actor)
    actor.send({ type: 'settings.publish' })
    const snapshot = await waitFor(actor, (s) => s.matches('invalid'))
    expect(snapshot.context.issues).toEqual([{ key: 'company.ico', problem: 'ico' }])
  })

  it('meets a version published meanwhile (409): nothing written, typed values kept, a reload takes the new version', async () => {
    const conflict = new ApiRequestError(409, { error: 'version_conflict', message: 'Version 4…', latest: 4 } as never)
    const { actor } = settingsActor({ publish: () => Promise.reject(conflict) })
    await editing(actor)
    actor.send({ type: 'settings.change', key: 'contact.cz.phone', value: '+420 222 333 444' })
    actor.send({ type: 'settings.publish' })
    const snapshot = await waitFor(actor, (s) => s.matches('conflict'))
    expect(snapshot.context.version).toBe(4)
    expect(snapshot.context.form?.['contact.cz.phone']).toBe('+420 222 333 444')
    expect(snapshot.can({ type: 'settings.publish' })).toBe(false)
    actor.send({ type: 'settings.reload' })
    const reloaded = await editing(actor)
    expect(reloaded.context.loaded?.version).toBe(4)
    expect(reloaded.context.form?.['contact.cz.phone']).toBe(SEED_SETTINGS.contact.cz.phone)
  })

  it.each([
    ['a lost connection', new TypeError('Failed to fetch'), 'network'],
    ['a server error', new ApiRequestError(500, undefined), 'server'],
    ['the staff role (403)', new ApiRequestError(403, undefined), 'forbidden'],
  ] as const)('fails on %s, and tries the same again', async (_name, error, expected) => {
    let attempts = 0
    const { actor, sent } = settingsActor({
      publish: (request) =>
        ++attempts === 1 ? Promise.reject(error) : Promise.resolve({ version: request.baseVersion + 1 }),
    })
    await editing(actor)
    actor.send({ type: 'settings.publish' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe(expected)
    actor.send({ type: 'settings.retry' })
    await waitFor(actor, (s) => s.matches('published'))
    expect(sent).toHaveLength(2)
    expect(sent[1]).toEqual(sent[0])
  })

  it('stays published with the old history when reading it again fails', async () => {
    let loads = 0
    const { actor } = settingsActor({
      load: () => (++loads === 1 ? Promise.resolve(loadedAt(3)) : Promise.reject(new TypeError('Failed to fetch'))),
    })
    await editing(actor)
    actor.send({ type: 'settings.publish' })
    await waitFor(actor, (s) => s.matches('published'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().value).toBe('published')
    // The old history, but the next publish starts from the version just published.
    expect(actor.getSnapshot().context.loaded?.history).toEqual(loadedAt(3).history)
    expect(actor.getSnapshot().context.loaded?.version).toBe(4)
  })

  it('lets staff without the owner role read, never publish', async () => {
    const { actor, sent } = settingsActor({ canPublish: false })
    await editing(actor)
    expect(actor.getSnapshot().can({ type: 'settings.publish' })).toBe(false)
    actor.send({ type: 'settings.publish' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sent).toEqual([])
  })

  it('shows a load that failed and loads again on retry', async () => {
    let attempts = 0
    const { actor } = settingsActor({
      load: () => (++attempts === 1 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(loadedAt(3))),
    })
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(failed.context.error).toBe('network')
    actor.send({ type: 'settings.retry' })
    expect((await editing(actor)).context.error).toBeNull()
  })
})
