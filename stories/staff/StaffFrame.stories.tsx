import type { Meta, StoryObj } from '@storybook/react-vite'
import { StaffFrame } from '#components/staff/StaffFrame.tsx'
import { Page } from '#components/Page.tsx'
import { ON_PHONE, PHONE_PARAMETERS } from '../support/viewports'

/**
 * The back office's own frame (src/routes/_staff.tsx puts every staff screen in it): the menu, who is signed in
 * and sign-out, and none of the shop's header, footer, cart or cookie banner.
 */
const meta = {
  title: 'Staff/Frame',
  component: StaffFrame,
  args: {
    staff: { name: 'Olga Majiteľová', email: 'olga@skrinka.sk', role: 'owner', language: null },
    onSignOut: () => {},
    onLanguage: () => {},
    children: (
      <Page title="Objednávky">
        <p>…</p>
      </Page>
    ),
  },
  parameters: { path: '/admin/objednavky' },
} satisfies Meta<typeof StaffFrame>
export default meta

type Story = StoryObj<typeof meta>

/** The owner on the orders: the menu with Orders as the current place, the name and role, sign-out. */
export const Owner: Story = {}

/** A staff member (the role says so) in the hallway consultation. */
export const StaffMember: Story = {
  args: { staff: { name: 'Eva Nováková', email: 'eva@skrinka.sk', role: 'staff' } },
  parameters: { path: '/chodby/konzultacia' },
}

/**
 * A staff member who chose Czech for the back office: the language menu says Čeština (on a Slovak address the server
 * would have sent them to the Czech one; the story shows the menu alone).
 */
export const CzechChosen: Story = {
  args: { staff: { name: 'Jana Jazyková', email: 'jana@skrinka.sk', role: 'staff', language: 'cs' } },
}

/** At 390 px: the brand and the person on top, the menu's links wrapping on lines of their own below. */
export const OnPhone: Story = {
  parameters: { ...PHONE_PARAMETERS, path: '/admin/objednavky' },
  globals: ON_PHONE,
}

/** Nobody signed in (the sign-in page): the bare frame, with no menu and no person. */
export const SignedOut: Story = {
  args: { staff: undefined, onSignOut: undefined, onLanguage: undefined },
  parameters: { path: '/admin/prihlasenie' },
}
