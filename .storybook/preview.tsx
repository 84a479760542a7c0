import type { Preview } from '@storybook/react-vite'
import '../src/components/styles.css'
import { withShop } from '../stories/support/withShop'

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
  decorators: [withShop],
}
export default preview
