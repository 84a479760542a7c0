import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '#site/storage.ts'
import { readStored, readStoredStrings, removeStored, writeStored } from '#site/browser/storedJson.ts'

/** A session storage kept in a Map, or one that refuses every call (private mode, full quota). */
function fakeSessionStorage(broken = false) {
  const items = new Map<string, string>()
  const refuse = () => {
    throw new Error('QuotaExceededError')
  }
  const storage = {
    items,
    getItem: (key: string) => (broken ? refuse() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (broken ? refuse() : void items.set(key, value)),
    removeItem: (key: string) => (broken ? refuse() : void items.delete(key)),
  }
  vi.stubGlobal('window', { sessionStorage: storage })
  return storage
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the shop keys in session storage', () => {
  it('keeps the strings shoppers already have data under, each once', () => {
    expect(STORAGE_KEYS).toEqual([
      'skrinka.cart',
      'skrinka.checkout',
      'skrinka.lastOrder',
      'skrinka.routeHistory',
      'skrinka.events',
      'skrinka.reloadedAt',
    ])
    expect(new Set(STORAGE_KEYS).size).toBe(STORAGE_KEYS.length)
  })
})

describe('stored JSON', () => {
  it('writes JSON and reads it back; removes several keys at once', () => {
    const storage = fakeSessionStorage()
    writeStored('skrinka.cart', [{ count: 2 }])
    writeStored('skrinka.reloadedAt', 1700000000000)
    // The same strings the shop wrote before the helper: a number as its digits, a list as JSON.
    expect(storage.items.get('skrinka.reloadedAt')).toBe('1700000000000')
    expect(readStored('skrinka.cart')).toEqual([{ count: 2 }])
    expect(readStored('skrinka.reloadedAt')).toBe(1700000000000)
    removeStored('skrinka.cart', 'skrinka.reloadedAt')
    expect(storage.items.size).toBe(0)
  })
  it('counts a missing or unreadable value as absent', () => {
    const storage = fakeSessionStorage()
    expect(readStored('skrinka.checkout')).toBeNull()
    storage.items.set('skrinka.checkout', '{not json')
    expect(readStored('skrinka.checkout')).toBeNull()
  })
  it('reads a list of strings, dropping anything else', () => {
    const storage = fakeSessionStorage()
    expect(readStoredStrings('skrinka.routeHistory')).toEqual([])
    storage.items.set('skrinka.routeHistory', JSON.stringify(['/', 7, '/cart']))
    expect(readStoredStrings('skrinka.routeHistory')).toEqual(['/', '/cart'])
    storage.items.set('skrinka.events', '{"a":1}')
    expect(readStoredStrings('skrinka.events')).toEqual([])
  })
  it('never throws where storage is unavailable; a lost write is logged', () => {
    fakeSessionStorage(true)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(readStored('skrinka.checkout')).toBeNull()
    expect(() => removeStored('skrinka.checkout')).not.toThrow()
    writeStored('skrinka.checkout', { name: 'Jana' })
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })
})

describe('a checkout kept by a tab before the form took English names', () => {
  it('reads back with the names the code uses now, nothing typed lost', async () => {
    const storage = fakeSessionStorage()
    const { customerForm } = await import('#scripts/harness/fixtures/order.ts')
    const { readStoredCheckout } = await import('#components/cart/storage.ts')
    const form = customerForm('SK', {
      separateDeliveryAddress: true,
      deliveryAddress: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' },
      isCompany: true,
      companyName: 'Kováč s.r.o.',
      companyId: '12345679',
      taxId: '2020123456',
      vatId: 'SK2020123456',
    })
    const { billingAddress, deliveryAddress, separateDeliveryAddress, isCompany, companyId, taxId, vatId, ...same } =
      form
    const before = {
      ...same,
      fakturacnaAdresa: billingAddress,
      dodaciaAdresa: deliveryAddress,
      adresaDodaniaModel: separateDeliveryAddress,
      companyModel: isCompany,
      ico: companyId,
      dic: taxId,
      icdph: vatId,
    }
    storage.items.set('skrinka.checkout', JSON.stringify({ customer: before, attempt: null }))
    expect(readStoredCheckout()).toEqual({ customer: form, attempt: null })
    storage.items.set('skrinka.checkout', JSON.stringify({ customer: form, attempt: null }))
    expect(readStoredCheckout()).toEqual({ customer: form, attempt: null })
  })
})
