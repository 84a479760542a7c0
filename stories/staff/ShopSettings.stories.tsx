import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { settingsMachine } from '#machines/settings.ts'
import { SettingsEditor } from '#components/staff/SettingsEditor.tsx'
import type { StaffPublishSettingsRequest, StaffSettings } from '#domain/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { ApiRequestError } from '#queries/client.ts'

/** Every state of the settings editor, and the screen as staff without the owner's role see it. */
type SettingsState =
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'readOnly'
  | 'invalid'
  | 'publishing'
  | 'published'
  | 'conflict'
  | 'failed'
  | 'workshopCzech'

const loaded = (version: number): StaffSettings => ({
  version,
  data: SEED_SETTINGS,
  history: Array.from({ length: version }, (_, i) => ({
    version: version - i,
    publishedAt: `2026-11-2${8 - i}T09:30:00.000Z`,
    publishedBy: i === 1 ? null : 'Olga Majiteľová',
    note: i === 0 ? 'Nové otváracie hodiny' : null,
  })),
  delivery: [
    { market: 'SK', to: 'SK', net: 3900, gross: 4797 },
    { market: 'SK', to: 'CZ', net: 3960, gross: 4871 },
    { market: 'CZ', to: 'CZ', net: 99000, gross: 119800 },
    { market: 'CZ', to: 'SK', net: 97500, gross: 118000 },
  ],
})

/**
 * A settings actor driven into `state`: its server never answers (loading, publishing), fails (the
 * connection), refuses (409 after someone else's version 3) or publishes version 3.
 */
function settingsIn(state: SettingsState) {
  let loads = 0
  const loadSettings = fromPromise<StaffSettings>(() => {
    if (state === 'loading') return new Promise(() => {})
    if (state === 'loadFailed') return Promise.reject(new TypeError('Failed to fetch'))
    // After a publish the history is read again: version 3 is then the latest.
    return Promise.resolve(loaded(++loads === 1 ? 2 : 3))
  })
  const publishSettings = fromPromise<{ version: number }, StaffPublishSettingsRequest>(() => {
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'conflict')
      return Promise.reject(new ApiRequestError(409, { error: 'version_conflict', message: 'v3', latest: 3 } as never))
    if (state === 'published') return Promise.resolve({ version: 3 })
    return new Promise(() => {})
  })
  const actor = createActor(settingsMachine.provide({ actors: { loadSettings, publishSettings } }), {
    input: { canPublish: state !== 'readOnly' },
  }).start()
  const whenEditing = actor.subscribe((snapshot) => {
    if (!snapshot.matches('editing')) return
    whenEditing.unsubscribe()
    if (state === 'invalid') {
      actor.send({ type: 'settings.change', key: 'company.ico', value: '12345678' })
      actor.send({ type: 'settings.change', key: 'leadTimes.faqProduction', value: '15' })
      actor.send({ type: 'settings.publish' })
    } else if (state === 'workshopCzech') {
      actor.send({ type: 'settings.change', key: 'workshopLanguage', value: 'cs' })
    } else if (['publishing', 'published', 'conflict', 'failed'].includes(state)) {
      actor.send({ type: 'settings.change', key: 'contact.sk.phone', value: '+421 41 500 60 70' })
      actor.send({ type: 'settings.publish' })
    }
  })
  return actor
}

function SettingsIn({ state }: { state: SettingsState }) {
  const actor = useMemo(() => settingsIn(state), [state])
  return <SettingsEditor actor={actor} />
}

/** The owner's shop settings screen (/admin/nastavenia): company, contacts, hours, lead times, delivery prices, versions. */
const meta = {
  title: 'Staff/Shop settings',
  component: SettingsIn,
  args: { state: 'editing' },
  parameters: { path: '/admin/nastavenia' },
} satisfies Meta<typeof SettingsIn>
export default meta

type Story = StoryObj<typeof meta>

/** loading: the version in force is on its way. */
export const Loading: Story = { args: { state: 'loading' } }
/** loadFailed: it did not arrive; try again. */
export const LoadFailed: Story = { args: { state: 'loadFailed' } }
/** editing: the owner's form of version 2, with the delivery prices (read-only) and the history. */
export const Editing: Story = { args: { state: 'editing' } }
/** Staff without the owner's role: every setting read-only, publishing off. */
export const ReadOnly: Story = { args: { state: 'readOnly' } }
/** invalid: a wrong IČO check digit and a FAQ lead time shorter than the terms; the typed values stay. */
export const Invalid: Story = { args: { state: 'invalid' } }
/** publishing: the version on its way. */
export const Publishing: Story = { args: { state: 'publishing' } }
/** published: version 3 is in force. */
export const Published: Story = { args: { state: 'published' } }
/** conflict: someone else published version 3 first; nothing was written. */
export const Conflict: Story = { args: { state: 'conflict' } }
/** failed: the publish did not arrive; try again. */
export const Failed: Story = { args: { state: 'failed' } }

/** editing, the workshop's sheets switched to Czech (a Czech workshop): every work order and batch then in Czech. */
export const WorkshopCzech: Story = { args: { state: 'workshopCzech' } }
