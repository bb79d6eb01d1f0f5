import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { SiteStory } from '../../.storybook/site-decorator'
import type { Head } from '../lib/head'
import { LanguageSwitcher } from './language-switcher'

/** The about page of the demo content, in the languages it has a slug in. */
const aboutPaths = {
  nl: '/nl/over-ons',
  en: '/en/about',
  fr: '/fr/a-propos',
  de: '/de/ueber-uns',
  es: '/es/sobre-nosotros',
} satisfies Head['paths']

// Each story names its own page: Storybook merges parameters deeply, so a page's paths given in
// the meta would be merged into every story's.
const onPage = (path: string, paths: Head['paths']): SiteStory => ({
  path,
  loaderData: { head: { title: 'About us', paths } satisfies Head },
})

const meta = {
  title: 'Site/Language switcher',
  component: LanguageSwitcher,
  args: { locale: 'en' },
} satisfies Meta<typeof LanguageSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** In the header's top bar: the current language marked, each link to this page in its language. */
export const TopBar: Story = {
  parameters: { site: onPage('/en/about', aboutPaths) },
  decorators: [
    (Story) => (
      <div className="inline-flex bg-muted px-4 py-2 text-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'en' })).toHaveAttribute('aria-current', 'true')
    await expect(canvas.getByRole('link', { name: 'fr' })).toHaveAttribute('href', '/fr/a-propos')
  },
}

/** In the mobile menu: full-size touch targets. */
export const MobileMenu: Story = {
  args: { size: 'lg' },
  parameters: { site: onPage('/en/about', aboutPaths) },
}

/** A page only some languages have: the others are left out. */
export const SomeLanguages: Story = {
  parameters: { site: onPage('/en/about', { nl: '/nl/over-ons', en: '/en/about' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2)
  },
}

/** The query goes along: a configuration or filters mean the same in every language. */
export const KeepsTheQuery: Story = {
  parameters: {
    site: onPage('/en/projects?color=white', {
      nl: '/nl/projects',
      en: '/en/projects',
      fr: '/fr/projects',
      de: '/de/projects',
      es: '/es/projects',
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'nl' })).toHaveAttribute(
      'href',
      '/nl/projects?color=white',
    )
  },
}
