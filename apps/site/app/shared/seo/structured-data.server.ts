import { toTag, type Locale } from '@lamella/i18n'

/**
 * schema.org objects for JSON-LD, built from what the page already shows. Every URL is absolute,
 * from the configured public origin.
 */

export interface Crumb {
  name: string
  /** a site path (`/en/blog`) */
  path: string
}

interface OrganizationInput {
  origin: string
  brand: string
  phone?: string
  email?: string
}

/** The company and the contact of its dealer network. */
export function organization({ origin, brand, phone, email }: OrganizationInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: brand,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    ...(phone || email
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer service',
              ...(phone ? { telephone: phone } : {}),
              ...(email ? { email } : {}),
              areaServed: ['BE', 'NL', 'LU', 'FR', 'DE'],
              availableLanguage: ['nl', 'fr', 'de', 'en', 'es'],
            },
          ],
        }
      : {}),
  }
}

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: origin + crumb.path,
    })),
  }
}

interface ArticleInput {
  origin: string
  locale: Locale
  url: string
  headline: string
  description?: string | null
  image?: string
  datePublished?: string | null
  author?: string | null
  brand: string
}

export function blogPosting(input: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.headline,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.author ? { author: { '@type': 'Person', name: input.author } } : {}),
    inLanguage: toTag(input.locale),
    mainEntityOfPage: input.url,
    publisher: {
      '@id': `${input.origin}/#organization`,
      '@type': 'Organization',
      name: input.brand,
    },
  }
}

interface ProductInput {
  url: string
  name: string
  description?: string | null
  image?: string
  brand: string
  color?: string | null
}

export function product(input: ProductInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    url: input.url,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: [input.image] } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.color ? { color: input.color } : {}),
  }
}

/** Sanitised HTML as the plain text search engines show in a rich result. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

interface FaqPageInput {
  url: string
  questions: readonly { question: string; answer: string }[]
}

/** The questions a FAQ page shows, each with its answer as text (HTML tags removed). */
export function faqPage({ url, questions }: FaqPageInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(answer) },
    })),
  }
}
