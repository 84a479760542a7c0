import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef } from '@xstate/react'
import { settingsMachine } from '#machines/settings.ts'
import { SettingsEditor } from '#components/staff/SettingsEditor.tsx'
import { shopSettingsQueryOptions } from '#queries/settings.ts'
import { settingsActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

const staffSettingsMachine = settingsMachine.provide({ actors: settingsActors })

const title = msg`Shop settings`

export const Route = createFileRoute('/_staff/admin/nastavenia')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop owner edits and publishes the shop's settings.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: SettingsPage,
})

function SettingsPage() {
  // The staff layout renders this page only once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  const queryClient = useQueryClient()
  const actor = useActorRef(staffSettingsMachine, { input: { canPublish: staff.role === 'owner' } })
  // A published version is this tab's at once: the banner, footer and pages read it again.
  useEffect(() => {
    const subscription = actor.on('settings.published', () => {
      void queryClient.invalidateQueries({ queryKey: shopSettingsQueryOptions().queryKey })
    })
    return () => subscription.unsubscribe()
  }, [actor, queryClient])
  return <SettingsEditor actor={actor} />
}
