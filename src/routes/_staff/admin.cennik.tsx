import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { priceEditorMachine } from '#machines/priceEditor.ts'
import { PriceListEditor } from '#components/staff/PriceListEditor.tsx'
import { inspector } from '#debug/machineTraces.ts'
import { staffPricesQueryOptions } from '#queries/staff.ts'
import { priceListQueryOptions } from '#queries/prices.ts'
import { priceEditorActors } from '#queries/actors.ts'
import { pageHead } from '../-lib/head'

const staffPriceEditorMachine = priceEditorMachine.provide({ actors: priceEditorActors })

const title = msg`Price lists`

/** The price lists and decors (issue 15): staff read them, the owner publishes new versions. The Czech address is the same slug. */
export const Route = createFileRoute('/_staff/admin/cennik')({
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The shop's price lists and decors, and their versions.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: PriceListPage,
})

function PriceListPage() {
  // The staff layout renders this page only in the browser, once someone has signed in.
  const staff = Route.useRouteContext({ select: (context) => context.staff })!
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(staffPricesQueryOptions())
  const editorRef = useActorRef(staffPriceEditorMachine, { input: { prices: data }, inspect: inspector() })
  const state = useSelector(editorRef, (s) => String(s.value))
  const editingVersion = useSelector(editorRef, (s) => s.context.base.version)
  // After a publish the new version and its history are read back; the shop's own pages get it too.
  useEffect(() => {
    if (state !== 'published') return
    void queryClient.invalidateQueries({ queryKey: priceListQueryOptions().queryKey })
    void queryClient.invalidateQueries({ queryKey: staffPricesQueryOptions().queryKey })
  }, [state, queryClient])
  useEffect(() => {
    if (state === 'published' && data.version !== editingVersion)
      editorRef.send({ type: 'prices.loaded', prices: data })
  }, [state, data, editingVersion, editorRef])
  const reload = () =>
    void queryClient
      .fetchQuery({ ...staffPricesQueryOptions(), staleTime: 0 })
      .then((prices) => editorRef.send({ type: 'prices.loaded', prices }))
  return <PriceListEditor editorRef={editorRef} canPublish={staff.role === 'owner'} onReload={reload} />
}
