import { toTag, type Locale } from '@lamella/i18n'
import { serializedMessages } from '@lamella/i18n/messages'
import { pathOf } from '#app/shared/paths'
import type { RootData } from '#app/shared/root-data'

type Shell = NonNullable<RootData['shell']>

/**
 * The English chrome of the demo site, as the root loader gives it to the browser: the seeded
 * global settings (apps/cms/seed/content/global.ts) with every link resolved to a path of the
 * site. For stories and tests; nothing here reaches the CMS.
 */
export const shellFixture: Shell = {
  brand: 'Lamella',
  tagline: 'Slatted pool covers, made in Belgium',
  copyright: '© 2026 Lamella. All rights reserved.',
  topNavLeft: [
    { label: 'Find a dealer', href: '/en/dealers', external: false },
    { label: '+32 50 44 18 20', href: 'tel:+3250441820', external: true },
  ],
  topNavRight: [
    { label: 'Blog', href: '/en/blog', external: false },
    { label: 'FAQ', href: '/en/faq', external: false },
  ],
  mainNavLeft: [
    {
      kind: 'group',
      label: 'Discover',
      items: [
        {
          label: 'Covers',
          href: '/en/covers',
          external: false,
          description: 'Slatted covers in ten colours and four installation types',
        },
        {
          label: 'Pools',
          href: '/en/pools',
          external: false,
          description: 'Built-in and above-ground pools, ready for a cover',
        },
        {
          label: 'Projects',
          href: '/en/projects',
          external: false,
          description: 'Pools and covers in gardens across Belgium and beyond',
        },
        {
          label: 'Colours',
          href: '/en/covers#colours',
          external: false,
          description: 'From crystal clear to volcano grey: the colour that suits your garden',
        },
      ],
    },
    { kind: 'link', label: 'Configure your pool', href: '/en/configure', external: false },
  ],
  mainNavRight: [
    { kind: 'link', label: 'Request a quote', href: '/en/quote', external: false },
    { kind: 'link', label: 'About us', href: '/en/about', external: false },
  ],
  footerGroups: [
    {
      title: 'Products',
      links: [
        { label: 'Covers', href: '/en/covers', external: false },
        { label: 'Pools', href: '/en/pools', external: false },
        { label: 'Colours', href: '/en/covers#colours', external: false },
        { label: 'Configure your pool', href: '/en/configure', external: false },
        { label: 'Pool guide', href: '/en/pool-guide', external: false },
      ],
    },
    {
      title: 'Company',
      links: [
        { label: 'About us', href: '/en/about', external: false },
        { label: 'Projects', href: '/en/projects', external: false },
        { label: 'Blog', href: '/en/blog', external: false },
        { label: 'Find a dealer', href: '/en/dealers', external: false },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'FAQ', href: '/en/faq', external: false },
        { label: 'Request a quote', href: '/en/quote', external: false },
        { label: 'Terms and conditions', href: '/en/terms-and-conditions', external: false },
      ],
    },
  ],
  mobileNav: [
    {
      kind: 'group',
      label: 'Discover',
      items: [
        { label: 'Covers', href: '/en/covers', external: false },
        { label: 'Pools', href: '/en/pools', external: false },
        { label: 'Projects', href: '/en/projects', external: false },
        { label: 'Colours', href: '/en/covers#colours', external: false },
      ],
    },
    { kind: 'link', label: 'Configure your pool', href: '/en/configure', external: false },
    { kind: 'link', label: 'Find a dealer', href: '/en/dealers', external: false },
    { kind: 'link', label: 'Request a quote', href: '/en/quote', external: false },
    { kind: 'link', label: 'Blog', href: '/en/blog', external: false },
    { kind: 'link', label: 'FAQ', href: '/en/faq', external: false },
    { kind: 'link', label: 'About us', href: '/en/about', external: false },
  ],
  banner: {
    id: 'spring2026',
    text: 'Spring offer: order your slatted cover this spring and the solar slats are on us.',
    href: '/en/spring-offer',
  },
}

/** The page_not_found texts of the demo content, in English. */
export const notFoundFixture: NonNullable<RootData['notFound']> = {
  title: 'Page not found',
  description:
    'The page you are looking for does not exist or has been moved. The home page is a good place to start again.',
  homeCta: 'Back to home',
}

/**
 * The root loader's answer for one language: its messages, the chrome above, the 404 texts and
 * no optional services (no tag manager, map or error reporting).
 */
export function rootDataFixture(
  locale: Locale = 'en',
  overrides: Partial<RootData> = {},
): RootData {
  return {
    locale,
    tag: toTag(locale),
    messages: serializedMessages(locale),
    shell: shellFixture,
    notFound: notFoundFixture,
    pageSlugs: ['about', 'about/our-story', 'spring-offer', 'pool-guide'],
    homePath: pathOf(locale, { kind: 'home' }),
    termsPath: pathOf(locale, { kind: 'terms' }),
    errorTitle: '404 - Lamella',
    config: {
      siteOrigin: 'https://www.lamella.example',
      tagManager: null,
      map: null,
      errorReporting: null,
    },
    preview: null,
    ...overrides,
  }
}

/** The root loader's answer while the CMS is down and nothing is cached: no chrome, no 404 texts. */
export function cmsDownRootData(locale: Locale = 'en'): RootData {
  return rootDataFixture(locale, { shell: null, notFound: null, pageSlugs: [] })
}
