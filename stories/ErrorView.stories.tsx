import type { Meta, StoryObj } from '@storybook/react-vite'
import { ErrorView, NotFoundView } from '#components/ErrorView.tsx'

const meta = {
  title: 'Frame/Error page',
  component: ErrorView,
  args: { status: 500, title: 'Interná chyba servera', description: 'Na našej strane sa niečo pokazilo.' },
} satisfies Meta<typeof ErrorView>
export default meta

type Story = StoryObj<typeof meta>

/** The root error page with its status, message and description (docs/product.md#errors). */
export const InternalError: Story = {}

/** The 404 page names the path the visitor asked for. */
export const NotFound: Story = {
  parameters: { path: '/neexistujuca-stranka?x=1' },
  render: () => <NotFoundView />,
}
