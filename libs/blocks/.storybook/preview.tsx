import { I18nProvider } from '@lamella/i18n/react'
import type { Preview } from '@storybook/react-vite'
import { BlockProvider } from '../src/block-context'
import { testEnvironment } from '../src/test-environment'
import { storyCatalogue } from '../src/test/catalogue'
import './storybook.css'

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Any axe violation fails the story's test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Blocks'] } },
    chromatic: { pauseAnimationAtEnd: true },
  },
  // Blocks render inside the site's providers: its messages and its image and link components.
  decorators: [
    (Story) => (
      <I18nProvider locale="en" catalogue={storyCatalogue}>
        <BlockProvider value={testEnvironment}>{Story()}</BlockProvider>
      </I18nProvider>
    ),
  ],
  tags: ['autodocs'],
}

export default preview
