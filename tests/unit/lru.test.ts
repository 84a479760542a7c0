import { describe, expect, it } from 'vitest'
import { byteLru } from '#server/lru.ts'
import { poolSize } from '#server/pool.ts'

describe('byte-bounded LRU (issue 34)', () => {
  it('keeps at most its bytes, dropping the entry used longest ago, and says which it dropped', () => {
    const dropped: string[] = []
    const cache = byteLru<string>(100, (key) => dropped.push(key))
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    expect(cache.get('a')).toBe('A') // a is now the most recent
    cache.set('c', 'C', 40) // b goes
    expect(dropped).toEqual(['b'])
    expect(cache.has('b')).toBe(false)
    expect(cache.stats()).toEqual({ entries: 2, bytes: 80, maxBytes: 100, evictions: 1 })
  })

  it('counts a key set again at its new size, and keeps nothing larger than the whole limit', () => {
    const dropped: string[] = []
    const cache = byteLru<string>(100, (key) => dropped.push(key))
    cache.set('a', 'A', 10)
    cache.set('a', 'A', 60)
    expect(cache.stats().bytes).toBe(60)
    cache.set('huge', 'H', 101)
    expect(cache.has('huge')).toBe(false)
    expect(dropped).toEqual(['huge'])
    expect(cache.get('a')).toBe('A')
  })
})

describe('worker pool size', () => {
  it('leaves a core to the event loop, at least one thread, four waiting tasks per thread', () => {
    expect(poolSize(1)).toEqual({ threads: 1, maxQueue: 4 })
    expect(poolSize(2)).toEqual({ threads: 1, maxQueue: 4 })
    expect(poolSize(8)).toEqual({ threads: 7, maxQueue: 28 })
    expect(poolSize(8, { threads: 2, maxQueue: 0 })).toEqual({ threads: 2, maxQueue: 0 })
  })
})
