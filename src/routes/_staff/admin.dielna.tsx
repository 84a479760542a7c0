import { useEffect } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { ShopFloor } from '#components/staff/ShopFloor.tsx'
import { useHostedActor } from '#components/useHostedActor.ts'
import { shopFloorMachine } from '#machines/shopFloor.ts'
import { shopFloorActors } from '#queries/floor.ts'
import { pageHead } from '../-lib/head'

const title = msg`Shop floor`

/** `?part=<id>`: a label's QR code, opened by a phone's camera app, names the part to show. */
const ShopFloorSearchSchema = v.object({
  part: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(120))), undefined),
})

export const Route = createFileRoute('/_staff/admin/dielna')({
  validateSearch: ShopFloorSearchSchema,
  staticData: { title },
  head: (input) => {
    const head = pageHead(input, title, msg`The workshop's screen: scan a part, mark its steps.`)
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: ShopFloorPage,
})

function ShopFloorPage() {
  const { part } = Route.useSearch()
  const floor = useHostedActor(shopFloorMachine, { provide: { actors: shopFloorActors } })
  const snapshot = useSelector(floor, (s) => s)
  useEffect(() => {
    if (part) floor.send({ type: 'scan.open', id: part })
  }, [floor, part])
  // The camera needs a secure page (https or localhost) and a browser that offers one.
  const camera = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  return <ShopFloor snapshot={snapshot} send={floor.send} camera={camera} />
}
