/** Editing an order before production (src/domain/orderEdit.ts): the checkout's rules, prices kept or today's, the changes. */
import { describe, expect, it } from 'vitest'
import { customerPayload } from '#domain/checkout.ts'
import { priceOrder, type PricedOrder } from '#domain/order.ts'
import { applyOrderEdit, contactValues, editRefusalOf, type EditableOrder } from '#domain/orderEdit.ts'
import { PRICE_LISTS } from '#domain/priceList.ts'
import { customerForm, orderBody } from '#scripts/harness/fixtures/order.ts'

/** An order as stored, priced by the shop's function, with line 0 ordered 10.00 € cheaper than today. */
function storedOrder(status: EditableOrder['status'] = 'received'): { order: EditableOrder; today: PricedOrder } {
  const body = orderBody()
  const priced = priceOrder(body.order, PRICE_LISTS.SK)
  if (!priced.ok) throw new Error('the fixture order cannot be priced')
  const today = priced.value
  const lines = today.lines.map((line, position) => ({
    position,
    title: line.item.title,
    count: line.count,
    item: line.item,
    unit:
      position === 0
        ? { net: line.price.net - 813, gross: line.price.gross - 1000 }
        : { net: line.price.net, gross: line.price.gross },
    price: line.price,
  }))
  const shipping = today.shipping
  const total = {
    net: lines.reduce((sum, line) => sum + line.unit.net * line.count, shipping.net),
    gross: lines.reduce((sum, line) => sum + line.unit.gross * line.count, shipping.gross),
  }
  return { order: { country: 'SK', status, customer: body.order.customer, lines, shipping, total }, today }
}

const keepAll = (order: EditableOrder) =>
  order.lines.map((line) => ({ position: line.position, count: line.count, price: 'keep' as const }))

describe('editing an order', () => {
  it('is allowed before production only', () => {
    expect(editRefusalOf('received')).toBeNull()
    expect(editRefusalOf('confirmed')).toBeNull()
    expect(editRefusalOf('inProduction')).toBe('after_production')
    expect(editRefusalOf('ready')).toBe('after_production')
    expect(editRefusalOf('delivered')).toBe('after_production')
    expect(editRefusalOf('cancelled')).toBe('cancelled')
    const { order, today } = storedOrder('inProduction')
    expect(applyOrderEdit(order, { customer: order.customer, lines: keepAll(order) }, today)).toEqual({
      kind: 'refused',
      reason: 'after_production',
    })
  })

  it('changes nothing when nothing is changed', () => {
    const { order, today } = storedOrder()
    const outcome = applyOrderEdit(order, { customer: order.customer, lines: keepAll(order) }, today)
    expect(outcome.kind).toBe('edited')
    if (outcome.kind === 'edited') expect(outcome.changes).toEqual([])
  })

  it('names each changed part of the contact old → new, in the checkout normal form', () => {
    const { order, today } = storedOrder()
    const customer = customerPayload(
      customerForm('SK', {
        phone: '+421 911 222 333',
        billingAddress: { address: 'Nová 3', city: 'Nitra', zip: '94901' },
      }),
    )
    const outcome = applyOrderEdit(order, { customer, lines: keepAll(order) }, today)
    expect(outcome.kind).toBe('edited')
    if (outcome.kind !== 'edited') return
    expect(outcome.customer.phone).toBe('911222333')
    expect(outcome.changes).toEqual([
      { kind: 'field', field: 'phone', from: '+421 905 123 456', to: '+421 911 222 333' },
      { kind: 'field', field: 'billingAddress', from: 'Hlavná 12, 917 01 Trnava', to: 'Nová 3, 949 01 Nitra' },
    ])
    expect(contactValues(outcome.customer).billingAddress).toBe('Nová 3, 949 01 Nitra')
  })

  it('refuses a customer the checkout would refuse, by the same rules', () => {
    const { order, today } = storedOrder()
    const customer = {
      ...order.customer,
      email: 'not an address',
      fakturacnaAdresa: { ...order.customer.fakturacnaAdresa, zip: '12345' },
    }
    expect(applyOrderEdit(order, { customer, lines: keepAll(order) }, today)).toEqual({
      kind: 'invalid',
      problems: [
        { path: 'email', problem: 'email' },
        { path: 'billingAddress.zip', problem: 'zip' },
      ],
    })
  })

  it('keeps the delivery method and refuses another delivery country', () => {
    const { order, today } = storedOrder()
    const pickup = { ...order.customer, dorucenie: false, osobnyOdber: true }
    const kept = applyOrderEdit(order, { customer: pickup, lines: keepAll(order) }, today)
    expect(kept.kind === 'edited' && kept.customer.dorucenie).toBe(true)
    const abroad = {
      ...order.customer,
      adresaDodaniaModel: true,
      dodaciaAdresa: { address: 'Dlouhá 5', city: 'Brno', zip: '602 00', country: 'CZ' as const },
    }
    expect(applyOrderEdit(order, { customer: abroad, lines: keepAll(order) }, today)).toEqual({
      kind: 'refused',
      reason: 'destination_changed',
    })
  })

  it('keeps the snapshot price or takes today’s, and adds the total up again', () => {
    const { order, today } = storedOrder()
    const [first, second] = order.lines
    const kept = applyOrderEdit(
      order,
      {
        customer: order.customer,
        lines: [
          { position: 0, count: 3, price: 'keep' },
          { position: 1, count: 1, price: 'keep' },
        ],
      },
      today,
    )
    expect(kept.kind).toBe('edited')
    if (kept.kind !== 'edited') return
    expect(kept.lines[0]!.unit).toEqual(first!.unit)
    expect(kept.lines[0]!.item.count).toBe(3)
    expect(kept.total.gross).toBe(first!.unit.gross * 3 + second!.unit.gross + order.shipping.gross)
    expect(kept.changes[0]).toEqual({
      kind: 'line',
      position: 0,
      title: first!.title,
      count: { from: 2, to: 3 },
      unit: { from: first!.unit, to: first!.unit },
      repriced: false,
    })

    const repriced = applyOrderEdit(
      order,
      {
        customer: order.customer,
        lines: [
          { position: 0, count: 2, price: 'today' },
          { position: 1, count: 1, price: 'today' },
        ],
      },
      today,
    )
    expect(repriced.kind).toBe('edited')
    if (repriced.kind !== 'edited') return
    const todayUnit = { net: today.lines[0]!.price.net, gross: today.lines[0]!.price.gross }
    expect(repriced.lines[0]!.unit).toEqual(todayUnit)
    expect(repriced.total).toEqual(today.total)
    // The second line's price today is the one it was ordered at: no change to name.
    expect(repriced.changes).toEqual([
      {
        kind: 'line',
        position: 0,
        title: first!.title,
        count: { from: 2, to: 2 },
        unit: { from: first!.unit, to: todayUnit },
        repriced: true,
      },
      { kind: 'total', from: order.total, to: { net: today.total.net, gross: today.total.gross } },
    ])
  })

  it('refuses today’s price for a line that cannot be priced today, and lines that are not the order’s', () => {
    const { order } = storedOrder()
    expect(
      applyOrderEdit(
        order,
        {
          customer: order.customer,
          lines: [
            { position: 0, count: 2, price: 'today' },
            { position: 1, count: 1, price: 'keep' },
          ],
        },
        null,
      ),
    ).toEqual({ kind: 'refused', reason: 'cannot_reprice' })
    expect(
      applyOrderEdit(order, { customer: order.customer, lines: [{ position: 0, count: 2, price: 'keep' }] }, null),
    ).toEqual({
      kind: 'refused',
      reason: 'lines_mismatch',
    })
  })
})
