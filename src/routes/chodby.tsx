import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { HallwayConfigurator } from '../components/hallway/HallwayConfigurator'
import { isDecorCode } from '../domain/decors'
import { hallwayFromQuery } from '../domain/hallway/query'
import { pageHead } from './-lib/head'

const text = v.optional(v.pipe(v.string(), v.maxLength(400)))
/** The hallway configurator's address: a preset, or totals, plan, decors and modules (all optional). */
export const HallwaySearchSchema = v.object({
  preset: text,
  podorys: text,
  width: text,
  height: text,
  depth: text,
  corpusColor: text,
  doorColor: text,
  backColor: text,
  moduly: text,
})

export const Route = createFileRoute('/chodby')({
  validateSearch: (search: Record<string, unknown>) => v.parse(HallwaySearchSchema, Object.fromEntries(Object.entries(search).map(([k, value]) => [k, value === undefined ? undefined : String(value)]))),
  head: (input) => pageHead(input, msg`Hallway configurator`, msg`Design a whole hallway wall of modules to the centimetre, with a 3D view and price.`),
  component: HallwayPage,
})

function HallwayPage() {
  const search = Route.useSearch()
  // The address opens the design; from then on the hallway machine owns it and writes it back.
  const [initial] = useState(() => hallwayFromQuery(search, isDecorCode))
  return <HallwayConfigurator initial={initial} />
}
