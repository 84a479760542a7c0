/**
 * A memory of values per owner object and string key. The owner is what the values follow from (a
 * published version, a price list): a new owner starts afresh and an old one's values go with it.
 * With a size, each owner keeps at most that many, the oldest dropped first (a Map keeps insertion
 * order), so what shoppers send cannot grow it without bound.
 */
export function memoPer<O extends object, V>(size = Number.POSITIVE_INFINITY) {
  const memos = new WeakMap<O, Map<string, V>>()
  const memoOf = (owner: O) => {
    let memo = memos.get(owner)
    if (!memo) memos.set(owner, (memo = new Map()))
    return memo
  }
  const set = (owner: O, key: string, value: V) => {
    const memo = memoOf(owner)
    if (memo.size >= size) memo.delete(memo.keys().next().value!)
    memo.set(key, value)
    return value
  }
  return {
    get: (owner: O, key: string): V | undefined => memos.get(owner)?.get(key),
    set,
    /** The value remembered for the key, made (and remembered) the first time. */
    made(owner: O, key: string, make: () => V): V {
      const known = memos.get(owner)?.get(key)
      return known !== undefined ? known : set(owner, key, make())
    },
  }
}
