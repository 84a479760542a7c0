import type { Meta, StoryObj } from '@storybook/react-vite'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Home } from '#components/Home.tsx'
import { faqQueryOptions } from '#queries/content.ts'
import { SEED_SETTINGS } from '#site/shop.ts'
import { contentLang } from './contentLang'
import { storyQueryClient } from '../support/withShop'

const meta = {
  title: 'Content/Home',
  component: Home,
  // What the root's and the route's loaders do: the settings and the FAQ of the toolbar's language are cached before the page renders.
  loaders: [
    async ({ globals }) => {
      const queryClient = storyQueryClient()
      await queryClient.ensureQueryData(faqQueryOptions(contentLang(globals), SEED_SETTINGS))
      return { queryClient }
    },
  ],
  // The app's router wraps its pages in the query client its loaders filled; this one is the story's.
  decorators: [
    (Story, { loaded }) => (
      <QueryClientProvider client={loaded.queryClient as QueryClient}>
        <Story />
      </QueryClientProvider>
    ),
  ],
} satisfies Meta<typeof Home>
export default meta

type Story = StoryObj<typeof meta>

/** The home page: headline, delivery time, counts, the showcase cabinet in 3D with its price, categories, catalogue and FAQ. */
export const HomePage: Story = {}
