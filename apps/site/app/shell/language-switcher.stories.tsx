import type { Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/messages'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import type { SiteStory } from '#storybook/site-decorator'
import type { Head, LanguageFallback } from '#app/shared/seo/head'
import { LanguageSwitcher } from './language-switcher'
import { rootDataFixture } from './site-shell.fixture'

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
const onPage = (path: string, paths: Head['paths'], fallbacks?: Head['fallbacks']): SiteStory => ({
  path,
  loaderData: { head: { title: 'About us', paths, ...(fallbacks ? { fallbacks } : {}) } },
})

/** What the server writes for a language the page is not in: the page above it, in that language. */
function fallbackTo(code: Locale, path: string, title: string): LanguageFallback {
  const t = translatorFor(code)
  return {
    path,
    note: t('languageSwitcher.notTranslated'),
    description: t('languageSwitcher.leadsTo', { page: title }),
  }
}

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

/**
 * The open days page, in Dutch and French only: the other languages lead to the about page above
 * it, marked as not translated, in their own language.
 */
export const NotTranslated: Story = {
  args: { locale: 'nl' },
  parameters: {
    site: {
      ...onPage(
        '/nl/over-ons/opendeurdagen',
        { nl: '/nl/over-ons/opendeurdagen', fr: '/fr/a-propos/portes-ouvertes' },
        {
          en: fallbackTo('en', '/en/about', 'About us'),
          de: fallbackTo('de', '/de/ueber-uns', 'Über uns'),
          es: fallbackTo('es', '/es/sobre-nosotros', 'Sobre nosotros'),
        },
      ),
      root: rootDataFixture('nl'),
    } satisfies SiteStory,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(5)
    const english = canvas.getByRole('link', { name: /^en/ })
    await expect(english).toHaveAttribute('href', '/en/about')
    await expect(english).toHaveAttribute('data-translated', 'false')
    await expect(english).toHaveTextContent('(not translated)')
  },
}
