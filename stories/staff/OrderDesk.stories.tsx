import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { createActor, fromPromise } from 'xstate'
import { fulfilmentMachine } from '#machines/fulfilment.ts'
import { OrderDetail, OrderMissing, OrderPending } from '#components/staff/OrderDetail.tsx'
import { OrderList, OrderListPending, type OrderListSearch } from '#components/staff/OrderList.tsx'
import type { FulfilmentOrder, StatusChange } from '#domain/fulfilment.ts'
import type { CustomerForm } from '#domain/checkout.ts'
import type { StaffOrderDetail, StaffOrderRow } from '#domain/staffOrders.ts'
import { cartLine, orderBody } from '#scripts/harness/fixtures/order.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/** Orders of both markets a few hours apart, newest first, as GET /api/staff/orders answers them. */
const ROWS: StaffOrderRow[] = (
  [
    ['2026-000125', '2026-11-24T14:05:00.000Z', 'Tereza Nováková', 'CZ', 18_450, 'received', null, null],
    ['2026-000124', '2026-11-24T09:40:00.000Z', 'Jana Kováčová', 'SK', 612.3, 'confirmed', '2026-12-22', null],
    ['2026-000123', '2026-11-23T16:12:00.000Z', 'Šimon Šťastný', 'SK', 1_240.5, 'inProduction', '2026-11-20', null],
    [
      '2026-000122',
      '2026-11-22T11:00:00.000Z',
      'Marek Dvořák',
      'CZ',
      9_990,
      'ready',
      '2026-11-21',
      'Nábytek Dvořák s.r.o.',
    ],
    ['2026-000121', '2026-11-20T08:30:00.000Z', 'Eva Horváthová', 'SK', 320, 'delivered', '2026-11-18', null],
    ['2026-000120', '2026-11-19T13:20:00.000Z', 'Petr Svoboda', 'CZ', 7_450, 'cancelled', null, null],
  ] as const
).map(([number, createdAt, name, country, totalGross, status, due, company], index) => ({
  number,
  createdAt,
  name,
  company,
  ico: company ? '12345679' : null,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.${country.toLowerCase()}`,
  phone: country === 'SK' ? '911222333' : '602111222',
  city: country === 'SK' ? 'Trnava' : 'Brno',
  country,
  currency: country === 'SK' ? 'EUR' : 'CZK',
  delivery: index % 3 === 1 ? 'pickup' : 'courier',
  due,
  // Šimon's cabinet was due on 20 November and is still in the workshop.
  late: status === 'inProduction',
  totalNet: Math.round((totalGross / (country === 'SK' ? 1.23 : 1.21)) * 100) / 100,
  totalGross,
  status,
}))

function DeskList({
  orders,
  search,
  nextCursor,
}: {
  orders: StaffOrderRow[]
  search: OrderListSearch
  nextCursor: string | null
}) {
  return <OrderList orders={orders} search={search} nextCursor={nextCursor} onSearch={() => {}} />
}

/** The orders desk (/admin/objednavky, cz /cz/admin/objednavky): filters, search, a page of orders. */
const meta = {
  title: 'Staff/Orders desk',
  component: DeskList,
  args: { orders: ROWS, search: {}, nextCursor: null },
  parameters: { path: '/admin/objednavky' },
} satisfies Meta<typeof DeskList>
export default meta

type Story = StoryObj<typeof meta>

/** The newest orders of both markets in every status, with a next page. */
export const List: Story = { args: { nextCursor: '120' } }

/** A shop without orders yet. */
export const Empty: Story = { args: { orders: [] } }

/** Filtered to Czech orders, a later page (the newest page and the next one linked). */
export const Filtered: Story = {
  args: {
    orders: ROWS.filter((row) => row.country === 'CZ'),
    search: { country: 'CZ', cursor: '130' },
    nextCursor: '110',
  },
}

/** Late orders sorted by due date, due first: the badge says late beside the date. */
export const LateByDue: Story = {
  args: {
    orders: ROWS.filter((row) => row.late),
    search: { due: 'late', sort: 'due', dir: 'asc' },
  },
}

/** Created in one week of November, searched by a city, sorted by total, largest first. */
export const DateRangeAndSearch: Story = {
  args: {
    orders: ROWS.filter((row) => row.city === 'Brno'),
    search: { from: '2026-11-18', to: '2026-11-24', q: 'brno', sort: 'total', dir: 'desc' },
  },
}

/** At phone width (390 px): each order a card of labelled fields, no horizontal scroll. */
export const OnPhone: Story = {
  parameters: { ...PHONE_PARAMETERS, path: '/admin/objednavky' },
  globals: ON_PHONE,
}

/** A status, a country and a search that no order matches. */
export const NothingMatches: Story = {
  args: { orders: [], search: { status: 'ready', country: 'SK', q: 'nikto@example.sk' } },
}

/** The desk while its page of orders is on its way. */
export const Loading: Story = { render: () => <OrderListPending /> }

/** A Slovak person's order: two cabinets, e-mails sent, no change of status yet. */
const PERSON: StaffOrderDetail = detailOf('SK', {}, [])

/** A Czech company's order with IČO, DIČ, IČ DPH, a delivery address, notes, a price changed since and a history. */
const COMPANY: StaffOrderDetail = (() => {
  const order = detailOf(
    'CZ',
    {
      isCompany: true,
      companyName: 'Nábytek Nováková s.r.o.',
      companyId: '12345679',
      taxId: 'CZ12345679',
      vatId: 'CZ12345679',
      notes: 'Volejte prosím před doručením, zvonek nefunguje.',
      separateDeliveryAddress: true,
      deliveryAddress: { address: 'Krátká 7', city: 'Olomouc', zip: '779 00', country: 'CZ' },
    },
    [
      { at: '2026-11-24T10:00:00.000Z', by: 'Jana', from: 'received', to: 'confirmed', note: null },
      { at: '2026-11-25T07:30:00.000Z', by: null, from: 'confirmed', to: 'inProduction', note: 'Dávka 48' },
    ],
  )
  const [first, ...rest] = order.lines
  const today = { net: first!.snapshot.net + 100, gross: first!.snapshot.gross + 121 }
  return { ...order, status: 'inProduction', version: 2, lines: [{ ...first!, today }, ...rest] }
})()

/** A detail as GET /api/staff/orders/:number answers it, made from the shop's own order body. */
function detailOf(
  country: 'SK' | 'CZ',
  customer: Partial<CustomerForm>,
  history: StaffOrderDetail['history'],
): StaffOrderDetail {
  const lines = [cartLine({}, country, 2), cartLine({ variant: 'L2D', width: 80 }, country)]
  const { order: body } = orderBody({ country, lines, customer })
  const unit = (line: (typeof lines)[number]) => ({
    net: line.cabinet.price.price,
    gross: line.cabinet.price.priceGross,
  })
  const sum = (key: 'net' | 'gross') => lines.reduce((total, line) => total + unit(line)[key] * line.count, 0)
  return {
    number: country === 'SK' ? '2026-000124' : '2026-000125',
    createdAt: '2026-11-24T09:40:00.000Z',
    country,
    currency: country === 'SK' ? 'EUR' : 'CZK',
    status: 'received',
    version: 0,
    confirmedAt: history.length ? history[0]!.at : null,
    customer: body.customer,
    shipping: { net: 0, gross: 0 },
    total: { net: sum('net'), gross: sum('gross') },
    lines: lines.map((line, index) => ({
      position: index + 1,
      title: line.title,
      count: line.count,
      item: line,
      // The first line's model link as the shop gives it; the second could not be made.
      model: index === 0 ? '/api/model/0123456789abcdef0123456789abcdef.glb' : null,
      snapshot: unit(line),
      today: unit(line),
    })),
    mails: [
      { kind: 'customer', to: body.customer.email, status: 'sent', sentAt: '2026-11-24T09:40:30.000Z' },
      { kind: 'shop', to: 'objednavky@skrinka.sk', status: 'pending', sentAt: null },
    ],
    history,
    notes: [],
    edits: [],
  }
}

/** The detail with its status panel on a fulfilment actor whose change never answers (no server here). */
function Detail({ order }: { order: StaffOrderDetail }) {
  const actor = useMemo(() => {
    const changeStatus = fromPromise<FulfilmentOrder, StatusChange>(() => new Promise(() => {}))
    const started = createActor(fulfilmentMachine.provide({ actors: { changeStatus } })).start()
    const { number, country, status, version, confirmedAt, customer } = order
    started.send({
      type: 'fulfilment.load',
      order: { number, country, status, version, confirmedAt, courier: customer.dorucenie },
    })
    return started
  }, [order])
  return <OrderDetail order={order} fulfilment={actor} now={new Date('2026-11-25T08:00:00.000Z')} />
}

/** One order (/admin/objednavky/2026-000124): customer, addresses, lines with drawings, prices then and today, e-mails. */
export const OrderOfAPerson: Story = {
  parameters: { path: '/admin/objednavky/2026-000124' },
  render: () => <Detail order={PERSON} />,
}

/** A company's order with its notes, a delivery address, a price changed since and a status history. */
export const OrderOfACompany: Story = {
  parameters: { path: '/admin/objednavky/2026-000125' },
  render: () => <Detail order={COMPANY} />,
}

/** The company's order with internal notes between its status moves (staff only, never e-mailed). */
export const OrderWithInternalNotes: Story = {
  parameters: { path: '/admin/objednavky/2026-000125' },
  render: () => (
    <Detail
      order={{
        ...COMPANY,
        notes: [
          { at: '2026-11-24T08:15:00.000Z', by: 'Jana', text: 'Zákaznice volala, chce dodání v pátek.' },
          { at: '2026-11-24T12:00:00.000Z', by: null, text: 'Dekor objednán u dodavatele.' },
        ],
      }}
    />
  ),
}
/** An order edited before production: the history names who changed what, old → new. */
export const OrderWithAnEdit: Story = {
  parameters: { path: '/admin/objednavky/2026-000125' },
  render: () => (
    <Detail
      order={{
        ...COMPANY,
        edits: [
          {
            at: '2026-11-24T09:05:00.000Z',
            by: 'Jana',
            changes: [
              { kind: 'field', field: 'phone', from: '905 123 456', to: '905 654 321' },
              { kind: 'total', from: { net: 100000, gross: 123000 }, to: { net: 110000, gross: 135300 } },
            ],
          },
        ],
      }}
    />
  ),
}

/** An order whose confirmation was undone within 10 s: the history shows the move and its undo, no e-mail left. */
export const OrderWithAnUndoneMove: Story = {
  parameters: { path: '/admin/objednavky/2026-000124' },
  render: () => (
    <Detail
      order={{
        ...detailOf('SK', { delivery: 'pickup' }, [
          { at: '2026-11-24T10:02:00.000Z', by: 'Eva Nováková', from: 'received', to: 'confirmed', note: '' },
          {
            at: '2026-11-24T10:02:06.000Z',
            by: 'Eva Nováková',
            from: 'confirmed',
            to: 'received',
            note: '',
            undo: true,
          },
        ]),
        version: 2,
        confirmedAt: null,
      }}
    />
  ),
}

/** The detail while the order is on its way. */
export const OrderLoading: Story = { render: () => <OrderPending /> }

/** A number no order has (the API's 404). */
export const OrderNotFound: Story = { render: () => <OrderMissing number="2026-999999" /> }
