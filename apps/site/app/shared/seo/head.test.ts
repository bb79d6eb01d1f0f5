// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { headToMeta, robotsDirective, type Head } from './head'
import { buildHead } from './head.server'
import {
  blogPosting,
  breadcrumbList,
  faqPage,
  organization,
  product,
} from './structured-data.server'
import {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  Organization,
  Product,
} from './structured-data.schema'
import { resetEnv } from '#app/env.server'

beforeEach(() => {
  process.env.SITE_URL = 'https://www.lamella.example'
  resetEnv()
})
afterEach(() => {
  delete process.env.SITE_URL
  resetEnv()
})

describe('robotsDirective', () => {
  it.each([
    [{ noIndex: false, noFollow: false }, undefined],
    [{ noIndex: true, noFollow: false }, 'noindex'],
    [{ noIndex: false, noFollow: true }, 'nofollow'],
    [{ noIndex: true, noFollow: true }, 'noindex, nofollow'],
    [null, undefined],
  ])('applies the directives that are set: %o -> %s', (seo, expected) => {
    expect(robotsDirective(seo)).toBe(expected)
  })
})

const paths = { nl: '/nl/over-ons', en: '/en/about', fr: '/fr/a-propos' }

describe('buildHead', () => {
  it('links the languages that have the page, x-default and the canonical, on the configured origin', () => {
    const head = buildHead({ locale: 'en', brand: 'Lamella', title: 'About us', paths })
    expect(head.title).toBe('About us - Lamella')
    expect(head.canonical).toBe('https://www.lamella.example/en/about')
    expect(head.alternates).toEqual([
      { hrefLang: 'nl-BE', href: 'https://www.lamella.example/nl/over-ons' },
      { hrefLang: 'en-US', href: 'https://www.lamella.example/en/about' },
      { hrefLang: 'fr-FR', href: 'https://www.lamella.example/fr/a-propos' },
      { hrefLang: 'x-default', href: 'https://www.lamella.example/nl/over-ons' },
    ])
    expect(head.paths).toEqual(paths)
  })

  it('points x-default of the home page at the negotiating /', () => {
    const head = buildHead({
      locale: 'de',
      brand: 'Lamella',
      title: 'Start',
      paths: { de: '/de', nl: '/nl' },
      xDefault: '/',
    })
    expect(head.alternates?.at(-1)).toEqual({
      hrefLang: 'x-default',
      href: 'https://www.lamella.example/',
    })
  })

  it('shares the page image, or the site card without one', () => {
    const withImage = buildHead({
      locale: 'en',
      brand: 'Lamella',
      title: 'White',
      paths,
      image: { image: { id: 'f1', width: 1600, height: 1000 }, alt: 'A white cover' },
      type: 'product',
    })
    expect(withImage.openGraph).toEqual({
      type: 'product',
      siteName: 'Lamella',
      locale: 'en_US',
      localeAlternates: ['nl_BE', 'fr_FR'],
      image: {
        url: 'https://www.lamella.example/media/f1?w=1280&f=jpg',
        width: 1280,
        height: 800,
        alt: 'A white cover',
      },
    })
    const card = buildHead({ locale: 'en', brand: 'Lamella', title: 'x', paths }).openGraph?.image
    expect(card).toEqual({
      url: 'https://www.lamella.example/og-image.png',
      width: 1200,
      height: 630,
      alt: 'Lamella',
    })
  })

  it('adds the breadcrumb trail of inner pages to the JSON-LD', () => {
    const head = buildHead({
      locale: 'en',
      brand: 'Lamella',
      title: 'Blog',
      paths,
      crumbs: [
        { name: 'Home', path: '/en' },
        { name: 'Blog', path: '/en/blog' },
      ],
    })
    expect(BreadcrumbList.parse(head.jsonLd?.[0]).itemListElement).toHaveLength(2)
  })
})

describe('buildHead: the switcher for languages the page is not in', () => {
  const twoLanguages = { nl: '/nl/over-ons/opendeurdagen', fr: '/fr/a-propos/portes-ouvertes' }

  it('leads each missing language to the nearest translated page, named and explained in that language', () => {
    const above = { en: '/en/about', de: '/de/ueber-uns' } as const
    const head = buildHead({
      locale: 'nl',
      brand: 'Lamella',
      title: 'Opendeurdagen',
      paths: twoLanguages,
      nearest: (code) =>
        code === 'en' || code === 'de'
          ? { path: above[code], title: code === 'en' ? 'About us' : 'Über uns' }
          : undefined,
    })
    expect(head.fallbacks).toEqual({
      en: {
        path: '/en/about',
        note: '(not translated)',
        description: 'This page is not available in English: this link leads to “About us”.',
      },
      de: {
        path: '/de/ueber-uns',
        note: '(nicht übersetzt)',
        description: 'Diese Seite gibt es nicht auf Deutsch: Dieser Link führt zu „Über uns“.',
      },
      // No translated page above it in Spanish: the Spanish home page.
      es: {
        path: '/es',
        note: '(no traducida)',
        description: 'Esta página no está disponible en español: este enlace lleva a «Inicio».',
      },
    })
  })

  it('leads to the home page of each missing language when nothing above the page is known', () => {
    const head = buildHead({
      locale: 'fr',
      brand: 'Lamella',
      title: 'Portes ouvertes',
      paths: twoLanguages,
    })
    expect(
      Object.fromEntries(Object.entries(head.fallbacks ?? {}).map(([code, to]) => [code, to.path])),
    ).toEqual({
      en: '/en',
      de: '/de',
      es: '/es',
    })
  })

  it('keeps hreflang to the real translations, and has no fallbacks for a page in every language', () => {
    const partial = buildHead({
      locale: 'nl',
      brand: 'Lamella',
      title: 'Opendeurdagen',
      paths: twoLanguages,
      nearest: () => ({ path: '/en/about', title: 'About us' }),
    })
    expect(partial.paths).toEqual(twoLanguages)
    expect(partial.alternates?.map((alternate) => alternate.hrefLang)).toEqual([
      'nl-BE',
      'fr-FR',
      'x-default',
    ])
    const everywhere = buildHead({
      locale: 'en',
      brand: 'Lamella',
      title: 'About us',
      paths: { ...paths, de: '/de/ueber-uns', es: '/es/sobre-nosotros' },
    })
    expect(everywhere.fallbacks).toBeUndefined()
  })
})

describe('headToMeta', () => {
  const head: Head = {
    title: 'Blog - Lamella',
    description: 'News',
    robots: 'noindex',
    canonical: 'https://lamella.example/en/blog',
    alternates: [{ hrefLang: 'nl-BE', href: 'https://lamella.example/nl/blog' }],
    openGraph: {
      type: 'website',
      siteName: 'Lamella',
      locale: 'en_US',
      localeAlternates: ['nl_BE'],
      image: { url: 'https://lamella.example/og-image.png', width: 1200, height: 630, alt: 'L' },
    },
    jsonLd: [{ '@type': 'Thing' }],
  }

  it('renders title, description, robots, links, Open Graph, Twitter and JSON-LD', () => {
    const meta = headToMeta(head)
    expect(meta).toContainEqual({ title: 'Blog - Lamella' })
    expect(meta).toContainEqual({ name: 'description', content: 'News' })
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://lamella.example/en/blog',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'nl-BE',
      href: 'https://lamella.example/nl/blog',
    })
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://lamella.example/en/blog' })
    expect(meta).toContainEqual({ property: 'og:locale:alternate', content: 'nl_BE' })
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
    expect(meta).toContainEqual({ name: 'twitter:description', content: 'News' })
    expect(meta).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } })
  })

  it('renders no robots tag when nothing is restricted', () => {
    const { robots: _robots, ...open } = head
    expect(headToMeta(open).some((m) => 'name' in m && m.name === 'robots')).toBe(false)
  })
})

describe('structured data', () => {
  const origin = 'https://www.lamella.example'

  it('describes the company with the dealer network contact', () => {
    const data = organization({
      origin,
      brand: 'Lamella',
      phone: '+32 50 44 18 20',
      email: 'info@lamella.example.com',
    })
    expect(Organization.parse(data).contactPoint[0]?.telephone).toBe('+32 50 44 18 20')
  })

  it('lists the breadcrumb trail with absolute URLs in order', () => {
    const data = breadcrumbList(origin, [
      { name: 'Home', path: '/en' },
      { name: 'About us', path: '/en/about' },
      { name: 'Our story', path: '/en/about/our-story' },
    ])
    expect(BreadcrumbList.parse(data).itemListElement.map((item) => item.position)).toEqual([
      1, 2, 3,
    ])
  })

  it('describes an article', () => {
    const data = blogPosting({
      origin,
      locale: 'fr',
      url: `${origin}/fr/blog/x`,
      headline: 'Hiverner sa piscine',
      description: 'Comment',
      image: `${origin}/media/f1?w=1280&f=jpg`,
      datePublished: '2025-10-21',
      author: 'Sofie Claes',
      brand: 'Lamella',
    })
    expect(BlogPosting.parse(data).inLanguage).toBe('fr-FR')
  })

  it('describes a cover as a product', () => {
    const data = product({
      url: `${origin}/en/covers/white`,
      name: 'White',
      image: `${origin}/media/f1?w=1280&f=jpg`,
      brand: 'Lamella',
      color: 'White',
    })
    expect(Product.parse(data).brand.name).toBe('Lamella')
  })

  it('lists the questions of a FAQ page with their answers as plain text', () => {
    const data = FAQPage.parse(
      faqPage({
        url: `${origin}/en/faq`,
        questions: [
          {
            question: 'Can you walk on it?',
            answer:
              '<p>No: it is <strong>not</strong> a floor.</p><p>Ask a <a href="/en/x">dealer</a> &amp; see.</p>',
          },
        ],
      }),
    )
    expect(data.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Can you walk on it?',
        acceptedAnswer: {
          '@type': 'Answer',
          text: 'No: it is not a floor. Ask a dealer & see.',
        },
      },
    ])
  })
})
