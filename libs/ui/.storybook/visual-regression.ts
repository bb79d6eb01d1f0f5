/*
 * Test-only preview annotations (added by main.ts when Vitest runs): freeze motion, then compare the
 * rendered story with its committed baseline. Stories whose content is portalled out of the canvas
 * (dialogs, sheets, toasts) set `parameters.screenshot.target = 'page'`; `disable: true` skips one.
 */
import type { ReactRenderer } from '@storybook/react-vite'
import type { AfterEach, BeforeEach } from 'storybook/internal/types'
import { expect } from 'vitest'
import { page } from 'vitest/browser'

type ScreenshotParameters = { disable?: boolean; target?: 'canvas' | 'page' }

// `none`, not a zero duration: Radix waits for `animationend` before unmounting a closing overlay,
// and a background test iframe may deliver that event late.
// The textarea's resize grip is drawn by the browser, not by us, and differs between Chromium
// builds (156 and 150 disagree by 20 pixels): it stays out of the compared pixels.
const FREEZE_MOTION = `
*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  scroll-behavior: auto !important;
  caret-color: transparent !important;
}
::-webkit-resizer {
  display: none;
}`

export const beforeEach: BeforeEach<ReactRenderer> = ({ canvasElement, parameters }) => {
  canvasElement.dataset.testid = 'story-canvas'
  // Storybook pads the canvas for layout 'padded'; do the same so focus rings and shadows fit.
  if (parameters.layout !== 'fullscreen') canvasElement.style.padding = '1rem'
  const style = document.createElement('style')
  style.dataset.testid = 'freeze-motion'
  style.textContent = FREEZE_MOTION
  document.head.append(style)
  return () => style.remove()
}

export const afterEach: AfterEach<ReactRenderer> = async ({ parameters }) => {
  const options = (parameters.screenshot ?? {}) as ScreenshotParameters
  if (options.disable) return
  await document.fonts.ready
  // Lazy images outside the viewport would never load; the baseline must show every image.
  await Promise.all(
    Array.from(document.images, (image) => {
      image.loading = 'eager'
      return image.decode().catch(() => undefined)
    }),
  )
  if (options.target === 'page') await expect(page).toMatchScreenshot()
  else await expect.element(page.getByTestId('story-canvas')).toMatchScreenshot()
}
