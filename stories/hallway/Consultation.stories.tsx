import type { ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClientProvider } from '@tanstack/react-query'
import { useRouteContext } from '@tanstack/react-router'
import { Consultation } from '#components/hallway/Consultation.tsx'

/** The app gives its pages the router's query client (router.tsx Wrap); the story frame does the same. */
function RouterQueries({ children }: { children: ReactNode }) {
  const queryClient = useRouteContext({ from: '__root__', select: (context) => context.queryClient })
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/**
 * The staff consultation (/chodby/konzultacia?productId=…&orderId=…) for a signed-in staff member
 * (the staff layout route sends anyone else to Staff/Sign in): the route passes the address's productId
 * and orderId; the saved hallway comes from getChodbaById (msw).
 */
const meta = {
  title: 'Hallway/Consultation',
  component: Consultation,
  args: {
    productId: 'story-1',
    orderId: '2026-000123',
  },
  parameters: { path: '/chodby/konzultacia?productId=story-1&orderId=2026-000123' },
  decorators: [
    (Story) => (
      <RouterQueries>
        <Story />
      </RouterQueries>
    ),
  ],
} satisfies Meta<typeof Consultation>
export default meta

type Story = StoryObj<typeof meta>

/** Signed in: the ids of product story-1 and order 2026-000123, and their saved hallway open in the editor with the save button. */
export const SignedIn: Story = {}
/** Signed in, nothing saved for this product and order yet (404): the editor starts from the default hallway. */
export const SignedInNothingSaved: Story = {
  args: { productId: 'story-2' },
  parameters: { path: '/chodby/konzultacia?productId=story-2&orderId=2026-000123' },
}
