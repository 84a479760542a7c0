/**
 * Collections in request schemas whose size is checked before their elements (issue 34): valibot's
 * `v.pipe(v.array(item), v.maxLength(n))` checks every element first, so a 256 KiB body of
 * `[{},{},…]` cost 87,000 element checks and as many issues before its length was looked at. Here a
 * list or record of the wrong size is refused by its size alone, and one of the right size stops at
 * its first faulty element (abortEarly inside it): a hostile collection costs one element's check.
 * The schemas keep valibot's shape (type, item, pipe), so types, `v.omit` and the fuzz engine read them as before.
 */
import * as v from 'valibot'

type AnyDataset = { typed?: boolean; value: unknown; issues?: v.BaseIssue<unknown>[] }
type AnyConfig = v.Config<v.BaseIssue<unknown>>
type Runner = { '~run'(dataset: AnyDataset, config: AnyConfig): AnyDataset }

/** The configuration without language or message of its own, stopping at the first issue: shared, not made per request. */
const FIRST_FAULT: AnyConfig = { abortEarly: true }

/** The same configuration, stopping at the first issue. */
const firstFault = (config: AnyConfig): AnyConfig =>
  config.abortEarly
    ? config
    : config.lang === undefined && config.message === undefined
      ? FIRST_FAULT
      : { ...config, abortEarly: true }

/**
 * `piped` (a collection schema followed by its size actions) with its size checked first: `sizeOf`
 * gives the size of an input of the collection's kind (undefined for anything else, which the
 * collection schema refuses by type), `fits` says whether that size is allowed.
 */
function sizeFirst<S extends v.GenericSchema & { pipe: readonly unknown[] }>(
  piped: S,
  sizeOf: (input: unknown) => number | undefined,
  fits: (size: number) => boolean,
): S {
  const sizeActions = piped.pipe.slice(1) as unknown as Runner[]
  const run = (piped as unknown as Runner)['~run'].bind(piped)
  const bounded: Runner & { '~standard'?: object } = {
    ...(piped as object),
    '~run'(dataset: AnyDataset, config: AnyConfig): AnyDataset {
      const size = sizeOf(dataset.value)
      if (size === undefined || fits(size)) return run(dataset, firstFault(config))
      // The size actions word the issue as valibot would ("Invalid length: Expected <=40 but received 87381").
      dataset.typed = true
      for (const action of sizeActions) action['~run'](dataset, config)
      // Its elements were not checked: the value is not of the schema's type.
      dataset.typed = false
      return dataset
    },
  }
  // Standard Schema's validate runs this schema, not the one it was made from.
  bounded['~standard'] = {
    ...piped['~standard'],
    validate: (value: unknown) => bounded['~run']({ value }, v.getGlobalConfig()),
  }
  return bounded as unknown as S
}

/** A list of `min`–`max` items, its length checked before its items, which stop at the first faulty one. */
export function boundedList<const T extends v.GenericSchema>(item: T, { min = 0, max }: { min?: number; max: number }) {
  return sizeFirst(
    v.pipe(v.array(item), v.minLength(min), v.maxLength(max)),
    (input) => (Array.isArray(input) ? input.length : undefined),
    (size) => size >= min && size <= max,
  )
}

/** An object of at most `max` entries of `key` → `value`, counted before any entry is checked; entries stop at the first faulty one. */
export function boundedRecord<
  const K extends v.GenericSchema<string, string | number | symbol>,
  const V extends v.GenericSchema,
>(key: K, value: V, { max }: { max: number }) {
  return sizeFirst(
    v.pipe(v.record(key, value), v.maxEntries(max)),
    (input) => {
      if (!input || typeof input !== 'object') return undefined
      // Counted no further than one past the limit: a body of 40,000 keys costs 31 steps here.
      let count = 0
      for (const _ in input) if (++count > max) break
      return count
    },
    (size) => size <= max,
  )
}
