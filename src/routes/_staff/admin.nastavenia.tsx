import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { settingsMachine } from '#machines/settings.ts'
import type { StaffPublishSettingsRequest } from '#domain/settings.ts'
import { SettingsEditor } from '#components/staff/SettingsEditor.tsx'
import { FeedLinks } from '#components/staff/FeedLinks.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import { publishSettings, shopSettingsQueryOptions, staffSettingsQueryOptions } from '#queries/settings.ts'
import { pageHead } from '../-lib/head'

const title = msg`Shop settings`

export const Route = createFileRoute('/_staff/admin/nastavenia')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop owner edits and publishes the shop's settings.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: SettingsPage,
})

/**
 * Reading the version in force is one of the editor's states (loading, a failed read, a retry, the history
 * after a publish), so the machine reads it itself, through the query cache (docs/decisions/0028): no
 * loader, which would read it twice.
 */
function SettingsPage() {
  // The staff layout renders this page only once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  const siteUrl = Route.useRouteContext({ select: (context) => context.env.siteUrl })
  const queryClient = useQueryClient()
  const actor = useHostedActor(settingsMachine, {
    input: { canPublish: staff.role === 'owner' },
    provide: {
      actors: {
        loadSettings: fromPromise(() => queryClient.fetchQuery(staffSettingsQueryOptions())),
        publishSettings: fromPromise<{ version: number }, StaffPublishSettingsRequest>(({ input }) =>
          publishSettings(input),
        ),
      },
    },
    on: {
      // A published version is this tab's at once: the banner, footer and pages read it again.
      'settings.published': () => void queryClient.invalidateQueries({ queryKey: shopSettingsQueryOptions().queryKey }),
    },
  })
  return (
    <>
      <SettingsEditor actor={actor} />
      <FeedLinks siteUrl={siteUrl} />
    </>
  )
}
