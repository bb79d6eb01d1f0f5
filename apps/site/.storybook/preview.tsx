import type { Preview } from '@storybook/react-vite'
import { spyOn } from 'storybook/test'
import { withSite } from './site-decorator'
import '../app/app.css'

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story's test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    options: { storySort: { order: ['Site'] } },
    chromatic: { pauseAnimationAtEnd: true },
    viewport: {
      options: {
        // The phone of the end-to-end tests: below `md`, where the header shows its Menu button.
        phone: { name: 'Phone', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        // Test runs paint only what fits the viewport: long screens get a taller one.
        phoneTall: {
          name: 'Phone, tall',
          styles: { width: '390px', height: '1400px' },
          type: 'mobile',
        },
        desktopTall: {
          name: 'Desktop, tall',
          styles: { width: '1200px', height: '1600px' },
          type: 'desktop',
        },
      },
    },
  },
  decorators: [withSite],
  beforeEach: () => {
    // Every story starts as a first visit: a banner closed in another story would stay closed.
    localStorage.clear()
    // Screens show the year (the footer's fallback copyright): a baseline must not expire with it.
    const year = spyOn(Date.prototype, 'getFullYear').mockReturnValue(2026)
    return () => year.mockRestore()
  },
  tags: ['autodocs'],
}

export default preview
