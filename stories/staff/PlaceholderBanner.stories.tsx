import { useMemo } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PlaceholderBanner } from '#components/staff/PlaceholderBanner.tsx'
import type { ShopSettings } from '#domain/settings.ts'
import { shopSettingsQueryOptions } from '#queries/settings.ts'
import { SEED_SETTINGS } from '#site/shop.ts'

/** The published settings with both phones replaced: only the company's IDs and register entry are placeholders. */
const PHONES_REPLACED: ShopSettings = {
  ...SEED_SETTINGS,
  contact: {
    sk: { ...SEED_SETTINGS.contact.sk, phone: '+421 41 500 60 70' },
    cz: { ...SEED_SETTINGS.contact.cz, phone: '+420 222 333 444' },
  },
}

/** The banner over a staff screen, as the published settings (in the page's query cache) have it. */
function BannerWith({ settings }: { settings: ShopSettings }) {
  const queryClient = useMemo(() => {
    const client = new QueryClient()
    client.setQueryData(shopSettingsQueryOptions().queryKey, { version: 1, settings })
    return client
  }, [settings])
  return (
    <QueryClientProvider client={queryClient}>
      <PlaceholderBanner />
    </QueryClientProvider>
  )
}

/** Every staff screen (the orders desk, the price list, the settings) shows it while placeholders are published. */
const meta = {
  title: 'Staff/Placeholder banner',
  component: BannerWith,
  args: { settings: SEED_SETTINGS },
  parameters: { path: '/admin/objednavky' },
} satisfies Meta<typeof BannerWith>
export default meta

type Story = StoryObj<typeof meta>

/** The shop as built: IDs, register entry and both phones are made up. */
export const AllPlaceholders: Story = {}
/** The phones are real; the company's IDs and register entry are still made up. */
export const PhonesReplaced: Story = { args: { settings: PHONES_REPLACED } }
