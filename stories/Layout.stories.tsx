import type { Meta, StoryObj } from '@storybook/react-vite'
import { Layout } from '#components/Layout.tsx'
import { Page } from '#components/Page.tsx'
import { ContactCard } from '#components/ContactCard.tsx'
import { LanguageSwitch } from '#components/LanguageSwitch.tsx'
import { AsShopper } from './configurator/asShopper'
import { ON_PHONE, PHONE_PARAMETERS } from './support/viewports'

const meta = {
  title: 'Frame/Layout',
  component: Layout,
  args: { children: null },
} satisfies Meta<typeof Layout>
export default meta

type Story = StoryObj<typeof meta>

/** The contact page in the frame: what every story of the frame shows. */
const contactPage = (
  <Layout>
    <Page title="Kontakt">
      <ContactCard company />
    </Page>
  </Layout>
)

/** The frame every page sits in: categories, cart, language switch, footer with contact and legal pages. */
export const WithPage: Story = {
  render: () => contactPage,
  parameters: { path: '/kontakt' },
}

/** Under 48 rem: the compact header with the logo, the cart and its count, and the menu button. */
export const CompactHeaderOnPhone: Story = {
  render: () => contactPage,
  parameters: { ...PHONE_PARAMETERS, path: '/kontakt' },
  globals: ON_PHONE,
}

/** The phone menu open: the categories, the hallway configurator, the blog and the language switch in a modal dialog. */
export const MenuOpenOnPhone: Story = {
  render: () => (
    <AsShopper steps={(root) => root.querySelector<HTMLButtonElement>('[data-testid="menu-button"]')?.click()}>
      {contactPage}
    </AsShopper>
  ),
  parameters: { ...PHONE_PARAMETERS, path: '/kontakt' },
  globals: ON_PHONE,
}

/** The language switch keeps the page and its query. */
export const Switch: Story = {
  render: () => <LanguageSwitch />,
  parameters: { path: '/predaj/skrinky-do-kuchyne?width=600' },
}
