import type { Meta, StoryObj } from '@storybook/react-vite'
import { Layout } from '../src/components/Layout'
import { Page } from '../src/components/Page'
import { ContactCard } from '../src/components/ContactCard'
import { LanguageSwitch } from '../src/components/LanguageSwitch'

const meta = {
  title: 'Frame/Layout',
  component: Layout,
  args: { children: null },
} satisfies Meta<typeof Layout>
export default meta

type Story = StoryObj<typeof meta>

/** The frame every page sits in: categories, cart, language switch, footer with contact and legal pages. */
export const WithPage: Story = {
  render: () => (
    <Layout>
      <Page title="Kontakt">
        <ContactCard company />
      </Page>
    </Layout>
  ),
  parameters: { path: '/kontakt' },
}

/** The language switch keeps the page and its query. */
export const Switch: Story = {
  render: () => <LanguageSwitch />,
  parameters: { path: '/predaj/skrinky-do-kuchyne?width=600' },
}
