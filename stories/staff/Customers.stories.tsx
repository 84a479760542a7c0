import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise } from 'xstate'
import { customerEraseMachine, type CustomerEraseInput } from '#machines/customerErase.ts'
import { CustomerList, CustomerListPending, type CustomerListSearch } from '#components/staff/CustomerList.tsx'
import { CustomerDetail, CustomerMissing, CustomerPending } from '#components/staff/CustomerDetail.tsx'
import type { CustomerDetail as Customer, CustomerErasure, CustomerRow } from '#domain/customers.ts'
import { ApiRequestError } from '#queries/client.ts'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/** Customers of both markets, the last order first, as GET /api/staff/customers answers them. */
const ROWS: CustomerRow[] = [
  {
    id: '3f2a9c1e7b5d4a60',
    name: 'Tereza Nováková',
    company: 'Nábytek Nováková s.r.o.',
    email: 'tereza@example.cz',
    phone: '602111222',
    city: 'Brno',
    orderCount: 3,
    sampleCount: 0,
    spent: [{ currency: 'CZK', gross: 54_890 }],
    lastOrderAt: '2026-11-24T14:05:00.000Z',
    lastSampleAt: null,
  },
  {
    id: '9b0e4d2c6a8f1e37',
    name: 'Jana Kováčová',
    company: null,
    email: 'jana.kovacova@example.sk',
    phone: '905123456',
    city: 'Trnava',
    orderCount: 2,
    sampleCount: 1,
    spent: [
      { currency: 'EUR', gross: 1_852.8 },
      { currency: 'CZK', gross: 12_400 },
    ],
    lastOrderAt: '2026-11-24T09:40:00.000Z',
    lastSampleAt: '2026-08-30T17:10:00.000Z',
  },
  {
    id: '51c7e8a0d3b94f26',
    name: 'Petr Svoboda',
    company: null,
    email: 'petr@example.cz',
    phone: '777888999',
    city: 'Ostrava',
    orderCount: 1,
    sampleCount: 0,
    // His only order was cancelled: no sale.
    spent: [],
    lastOrderAt: '2026-11-19T13:20:00.000Z',
    lastSampleAt: null,
  },
  {
    id: 'c4d19e0b7a2f6583',
    name: 'Martina Horváthová',
    company: null,
    email: 'martina.h@example.sk',
    phone: '',
    city: 'Žilina',
    // She only asked for decor samples: a customer with no order (GDPR: found, exported, erased like the rest).
    orderCount: 0,
    sampleCount: 2,
    spent: [],
    lastOrderAt: null,
    lastSampleAt: '2026-11-12T08:30:00.000Z',
  },
]

function List({
  customers,
  search,
  nextOffset,
}: {
  customers: CustomerRow[]
  search: CustomerListSearch
  nextOffset: number | null
}) {
  return (
    <CustomerList
      customers={customers}
      total={customers.length + (nextOffset ?? 0)}
      nextOffset={nextOffset}
      search={search}
      onSearch={() => {}}
    />
  )
}

/** The customers (/admin/zakaznici, cz /cz/admin/zakaznici): search, sort, a page of customers. */
const meta = {
  title: 'Staff/Customers',
  component: List,
  args: { customers: ROWS, search: {}, nextOffset: null },
  parameters: { path: '/admin/zakaznici' },
} satisfies Meta<typeof List>
export default meta

type Story = StoryObj<typeof meta>

/**
 * Customers of both markets, one who bought in both currencies and asked for samples, one who bought nothing (a
 * cancelled order), one who only asked for decor samples.
 */
export const Customers: Story = {}

/** Sorted by money spent, most first, with a next page. */
export const SortedBySpent: Story = { args: { search: { sort: 'spent', dir: 'desc' }, nextOffset: 50 } }

/** A search nobody matches. */
export const NothingMatches: Story = { args: { customers: [], search: { q: 'Horváth' } } }

/** A shop without orders has no customers. */
export const Empty: Story = { args: { customers: [] } }

/** At phone width each customer is a card of labelled fields. */
export const OnPhone: Story = {
  parameters: { ...PHONE_PARAMETERS, path: '/admin/zakaznici' },
  globals: ON_PHONE,
}

/** The list on its way. */
export const Loading: Story = { render: () => <CustomerListPending /> }

/** Jana with three orders: one delivered, one cancelled, one still in the workshop. */
const JANA: Customer = {
  ...ROWS[1]!,
  company: 'Stolárstvo Kováčová',
  ico: '12345679',
  billingAddress: { address: 'Hlavná 12', city: 'Trnava', zip: '917 01' },
  deliveryAddress: { address: 'Záhradná 7', city: 'Pezinok', zip: '902 01' },
  orderCount: 3,
  orders: [
    {
      number: '2026-000131',
      createdAt: '2026-11-24T09:40:00.000Z',
      country: 'SK',
      currency: 'EUR',
      totalGross: 612.3,
      status: 'inProduction',
      delivery: 'courier',
    },
    {
      number: '2026-000117',
      createdAt: '2026-10-02T12:00:00.000Z',
      country: 'CZ',
      currency: 'CZK',
      totalGross: 12_400,
      status: 'delivered',
      delivery: 'pickup',
    },
    {
      number: '2026-000101',
      createdAt: '2026-09-12T08:15:00.000Z',
      country: 'SK',
      currency: 'EUR',
      totalGross: 1_240.5,
      status: 'delivered',
      delivery: 'courier',
    },
  ],
  samples: [
    {
      number: 'V000042',
      createdAt: '2026-08-30T17:10:00.000Z',
      status: 'sent',
      decors: ['U708ST9', 'H1303ST12'],
      address: { address: 'Záhradná 7', city: 'Pezinok', zip: '902 01' },
      country: 'SK',
    },
  ],
  inProgress: ['2026-000131'],
}
/** Jana once her order in the workshop was delivered: she may be erased. */
const JANA_DONE: Customer = {
  ...JANA,
  orders: JANA.orders.map((order) => ({ ...order, status: 'delivered' })),
  inProgress: [],
}

/** Martina only asked for decor samples: no order, no billing address, her requests with where they went. */
const MARTINA: Customer = {
  ...ROWS[3]!,
  ico: null,
  billingAddress: null,
  deliveryAddress: null,
  orders: [],
  samples: [
    {
      number: 'V000057',
      createdAt: '2026-11-12T08:30:00.000Z',
      status: 'received',
      decors: ['U999ST2', 'H3303ST10', 'W1000ST9'],
      address: { address: 'Národná 3', city: 'Žilina', zip: '010 01' },
      country: 'SK',
    },
    {
      number: 'V000031',
      createdAt: '2026-07-01T10:00:00.000Z',
      status: 'cancelled',
      decors: ['U708ST9'],
      address: { address: 'Národná 3', city: 'Žilina', zip: '010 01' },
      country: 'SK',
    },
  ],
  inProgress: [],
}

type EraseState = 'idle' | 'confirming' | 'erasing' | 'refused' | 'failed' | 'erased'
const ERASED: CustomerErasure = {
  anonymised: [],
  keptForAccounts: ['2026-000131', '2026-000117', '2026-000101'],
  mails: 9,
}

/** An erasure actor driven into `state`: its call never answers (erasing), is refused (422), fails, or succeeds. */
function erasureIn(state: EraseState) {
  const eraseCustomer = fromPromise<CustomerErasure, CustomerEraseInput>(() => {
    if (state === 'refused')
      return Promise.reject(
        new ApiRequestError(422, {
          error: 'orders_in_progress',
          message: 'in progress',
          orders: ['2026-000140'],
        } as never),
      )
    if (state === 'failed') return Promise.reject(new TypeError('Failed to fetch'))
    if (state === 'erased') return Promise.resolve(ERASED)
    return new Promise<CustomerErasure>(() => {})
  })
  const actor = createActor(customerEraseMachine.provide({ actors: { eraseCustomer } }), {
    input: { id: JANA.id },
  }).start()
  if (state !== 'idle') actor.send({ type: 'erase.ask' })
  if (state !== 'idle' && state !== 'confirming') actor.send({ type: 'erase.confirm' })
  return actor
}

/** The detail for the owner, with the erasure in a state; without `erase`, as staff see it. */
function Detail({ customer, erase }: { customer: Customer; erase?: EraseState }) {
  const actor = useMemo(() => (erase ? erasureIn(erase) : null), [erase])
  return actor ? <OwnerDetail customer={customer} actor={actor} /> : <CustomerDetail customer={customer} erase={null} />
}

function OwnerDetail({ customer, actor }: { customer: Customer; actor: ReturnType<typeof erasureIn> }) {
  const snapshot = useSelector(actor, (s) => s)
  return <CustomerDetail customer={customer} erase={{ snapshot, send: actor.send }} />
}

const detail = (customer: Customer, erase?: EraseState): Story => ({
  render: () => <Detail customer={customer} {...(erase ? { erase } : {})} />,
  parameters: { path: `/admin/zakaznici/${customer.id}` },
})

/** As staff see a customer: contact, addresses, money, every order, the export; no erasure. */
export const DetailForStaff: Story = detail(JANA)
/** The owner, while an order is in the workshop: the erasure says why it must wait. */
export const DetailInProgress: Story = detail(JANA, 'idle')
/** The owner, every order finished: the erasure can be asked for. */
export const DetailErasable: Story = detail(JANA_DONE, 'idle')
/** The confirmation: what is erased and what the accounts keep. */
export const EraseConfirming: Story = detail(JANA_DONE, 'confirming')
/** The erasure on its way. */
export const Erasing: Story = detail(JANA_DONE, 'erasing')
/** Refused by the server: an order placed meanwhile is in progress. */
export const EraseRefused: Story = detail(JANA_DONE, 'refused')
/** The erasure did not arrive; try again. */
export const EraseFailed: Story = detail(JANA_DONE, 'failed')
/** Erased: what was anonymised and what was kept for the accounts. */
export const Erased: Story = detail(JANA_DONE, 'erased')
/** Someone who only asked for decor samples, as the owner sees them: no order, the requests, the erasure. */
export const DetailSamplesOnly: Story = detail(MARTINA, 'idle')
/** An unknown or erased customer's address. */
export const Missing: Story = { render: () => <CustomerMissing /> }
/** The customer on the way. */
export const DetailLoading: Story = { render: () => <CustomerPending /> }
