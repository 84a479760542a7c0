import type { Meta, StoryObj } from '@storybook/react-vite'
import { Layout } from '../../src/components/Layout'
import { Page } from '../../src/components/Page'
import { ContactCard } from '../../src/components/ContactCard'
import { AsShopper } from '../configurator/asShopper'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

const meta = {
  title: 'Frame/Phone',
  component: Layout,
  args: { children: null },
  parameters: { ...PHONE_PARAMETERS, path: '/kontakt' },
  globals: ON_PHONE,
} satisfies Meta<typeof Layout>
export default meta

type Story = StoryObj<typeof meta>

/** Under 48 rem: the compact header with the logo, the cart and its count, and the menu button. */
export const CompactHeader: Story = {
  render: () => (
    <Layout>
      <Page title="Kontakt">
        <ContactCard company />
      </Page>
    </Layout>
  ),
}

/** The menu open: the categories, the hallway configurator, the blog and the language switch in a modal dialog. */
export const MenuOpen: Story = {
  render: () => (
    <AsShopper steps={(root) => root.querySelector<HTMLButtonElement>('[data-testid="menu-button"]')?.click()}>
      <Layout>
        <Page title="Kontakt">
          <ContactCard company />
        </Page>
      </Layout>
    </AsShopper>
  ),
}
