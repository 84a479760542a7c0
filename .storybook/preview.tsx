import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import '#components/styles.css'
import { withShop } from '#stories/support/withShop.tsx'
import { shopHandlers } from '#stories/support/handlers.ts'
import { startMsw } from '#stories/support/msw.ts'

// The 3D models the handlers serve: files of Storybook's static folder (Node reads them from disk).
const loadModel = async (name: 'cabinet' | 'hallway') => (await fetch(`/models/${name}.glb`)).arrayBuffer()

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Shop language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'sk', title: 'Slovensky (sk)' },
          { value: 'cz', title: 'Česky (cz)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'sk' },
  // Backend calls are answered by the shared handlers: Storybook runs without the server.
  parameters: { msw: shopHandlers(loadModel) },
  loaders: [mswLoader(startMsw as never)],
  decorators: [withShop],
}
export default preview
