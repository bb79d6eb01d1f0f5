import type { Preview } from '@storybook/react-vite'
import './storybook.css'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    options: { storySort: { order: ['Foundations', 'Components'] } },
    chromatic: { pauseAnimationAtEnd: true },
  },
  tags: ['autodocs'],
}

export default preview
