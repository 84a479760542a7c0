import { describe, expect, it } from 'vitest'
import { memoPer } from '#domain/memo.ts'

describe('memoPer', () => {
  it('keeps a value per owner and key, and a new owner starts afresh', () => {
    const memo = memoPer<object, number>()
    const first = {}
    const second = {}
    let made = 0
    const valueOf = (owner: object, key: string) => memo.get(owner, key) ?? memo.set(owner, key, ++made)
    expect(valueOf(first, 'a')).toBe(1)
    expect(valueOf(first, 'a')).toBe(1)
    expect(valueOf(first, 'b')).toBe(2)
    expect(valueOf(second, 'a')).toBe(3)
    expect(memo.get(first, 'a')).toBe(1)
    expect(memo.get(second, 'b')).toBeUndefined()
  })

  it('keeps at most its size per owner, dropping the oldest first', () => {
    const memo = memoPer<object, string>(2)
    const owner = {}
    memo.set(owner, 'a', 'A')
    memo.set(owner, 'b', 'B')
    memo.set(owner, 'c', 'C')
    expect([memo.get(owner, 'a'), memo.get(owner, 'b'), memo.get(owner, 'c')]).toEqual([undefined, 'B', 'C'])
  })
})
