import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ErrorResponse } from 'react-router'
import { expect } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import type { NotFoundData } from '#app/shared/not-found'
import { ErrorScreen } from './error-screen'
import { SiteShell } from './site-shell'
import { cmsDownRootData } from './site-shell.fixture'

/** What React Router hands the error boundary for a response a loader threw (`notFound()`...). */
function thrownResponse(status: number, statusText: string, data: NotFoundData) {
  return { status, statusText, data, internal: false } satisfies ErrorResponse & {
    internal: boolean
  }
}

/** The error screen as visitors meet it: in the site's shell, from the root error boundary. */
function ErrorPage({ error }: { error: unknown }) {
  return (
    <SiteShell>
      <ErrorScreen error={error} />
    </SiteShell>
  )
}

const meta = {
  title: 'Site/Error screens',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktopTall' } },
} satisfies Meta<typeof ErrorPage>

export default meta
type Story = StoryObj<typeof meta>

/** A path that has the shape of a page but none: the CMS's 404 texts and the path. */
export const NotFound: Story = {
  args: {
    error: thrownResponse(404, 'Not Found', { reason: 'page', path: '/en/pool-covers' }),
  },
  parameters: { site: { path: '/en/pool-covers' } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
    await expect(canvas.getByTestId('error-message')).toHaveTextContent('/en/pool-covers')
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en')
  },
}

/** A path no page of the site could have (an unmatched route): the same texts, worded for it. */
export const NotFoundRoute: Story = {
  args: {
    error: thrownResponse(404, 'Not Found', { reason: 'route', path: '/wp-admin/setup.php' }),
  },
  parameters: { site: { path: '/wp-admin/setup.php' } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found')
    await expect(canvas.getByTestId('error-message')).toHaveTextContent(
      'Page not found: /wp-admin/setup.php',
    )
  },
}

export const NotFoundPhone: Story = {
  ...NotFound,
  globals: { viewport: { value: 'phoneTall' } },
}

/** An unexpected error (500): the same screen, with the catalogue's generic message. */
export const ServerError: Story = {
  args: { error: new Error('The page failed to render') },
  parameters: { site: { path: '/en/covers' } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByTestId('error-message')).toHaveTextContent(
      'An unexpected error occurred.',
    )
  },
}

/** The CMS down and nothing cached (503): no chrome from the CMS, the catalogue's own texts. */
export const CmsDown: Story = {
  args: {
    error: thrownResponse(503, 'Service Unavailable', { reason: 'unavailable', path: '/en/blog' }),
  },
  parameters: { site: { root: cmsDownRootData(), path: '/en/blog' } satisfies SiteStory },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Temporarily unavailable',
    )
    await expect(canvas.getByText('503')).toBeVisible()
  },
}
