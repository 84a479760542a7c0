import type { Meta, StoryObj } from '@storybook/react-vite'
import { ShareView } from '#components/share/ShareDialog.tsx'
import type { ShareResponse } from '#domain/share.ts'

/** A stand-in for the server's QR code (the real one comes from the qrcode library on the server). */
const QR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 7 7" shape-rendering="crispEdges"><path fill="#fff" d="M0 0h7v7H0z"/><path stroke="#000" d="M0 .5h3m1 0h3M0 1.5h1m1 0h1m1 0h1m1 0h1M0 2.5h3m1 0h3M3 3.5h1M0 4.5h1m2 0h3M1 5.5h2m2 0h2M0 6.5h3m1 0h1m1 0h1"/></svg>`

const SHARE: ShareResponse = {
  code: 'Ab3dE-9_xY',
  url: 'https://skrinka.sk/n/Ab3dE-9_xY',
  path: '/detail/PDV2D?width=900&height=2000',
  qrSvg: QR_SVG,
}

/**
 * The share dialog of a configurator (issue 18.2): the short link, Copy, an e-mail link, the QR code
 * and "Send me this design", in each of its states.
 */
const meta = {
  title: 'Share/ShareDialog',
  component: ShareView,
  args: { share: SHARE, failed: false, onClose: () => {} },
} satisfies Meta<typeof ShareView>
export default meta

type Story = StoryObj<typeof meta>

/** Just opened: the link, its QR code and the empty form. */
export const Open: Story = {}

/** While the shop makes the link. */
export const Loading: Story = { args: { share: undefined } }

/** After Copy: the button says the link is copied. */
export const Copied: Story = { args: { initial: { copied: true } } }

/** "Send me this design" went out: the confirmation under the form. */
export const Sent: Story = { args: { initial: { send: 'sent', email: 'jana@example.sk' } } }

/** A mistyped address: the checkout's e-mail rule says what is wrong. */
export const InvalidEmail: Story = { args: { initial: { send: 'invalid', email: 'jana@example' } } }

/** Over the limit of e-mails (429). */
export const TooManyEmails: Story = { args: { initial: { send: 'tooMany', email: 'jana@example.sk' } } }

/** The link could not be made (the shop did not answer). */
export const LinkFailed: Story = { args: { share: undefined, failed: true } }
