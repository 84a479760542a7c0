/**
 * A memory of values per owner object and string key. The owner is what the values follow from (a
 * published version, a price list): a new owner starts afresh and an old one's values go with it.
 * With a size, each owner keeps at most that many, the oldest dropped first (a Map keeps insertion
 * order), so what shoppers send cannot grow it without bound. `set` returns the value, so a value
 * made on a miss reads `memo.get(owner, key) ?? memo.set(owner, key, make())`.
 */
export function memoPer<O extends object, V>(size = Number.POSITIVE_INFINITY) {
  const memos = new WeakMap<O, Map<string, V>>()
  return {
    get: (owner: O, key: string): V | undefined => memos.get(owner)?.get(key),
    set(owner: O, key: string, value: V): V {
      let memo = memos.get(owner)
      if (!memo) memos.set(owner, (memo = new Map()))
      if (memo.size >= size) memo.delete(memo.keys().next().value!)
      memo.set(key, value)
      return value
    },
  }
}
