import { z } from 'zod'

/**
 * The schema.org shapes search engines read, as the site writes them (Google's structured data
 * requirements for each type): the unit tests check the builders, the end-to-end tests the pages.
 */
const url = z.url()
const Context = z.literal('https://schema.org')
export const BreadcrumbList = z.object({
  '@context': Context,
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.object({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: z.string().min(1),
        item: url,
      }),
    )
    .min(1),
})
export const Organization = z.object({
  '@context': Context,
  '@type': z.literal('Organization'),
  name: z.string().min(1),
  url,
  logo: url,
  contactPoint: z
    .array(
      z.object({
        '@type': z.literal('ContactPoint'),
        contactType: z.string(),
        telephone: z.string().regex(/^\+[\d ]+$/),
        email: z.email(),
        areaServed: z.array(z.string().length(2)),
        availableLanguage: z.array(z.string()),
      }),
    )
    .min(1),
})
export const BlogPosting = z.object({
  '@context': Context,
  '@type': z.literal('BlogPosting'),
  headline: z.string().min(1).max(110),
  description: z.string().optional(),
  image: z.array(url).min(1),
  datePublished: z.iso.date(),
  author: z.object({ '@type': z.literal('Person'), name: z.string().min(1) }),
  inLanguage: z.string().regex(/^[a-z]{2}-[A-Z]{2}$/),
  mainEntityOfPage: url,
  publisher: z.object({ '@type': z.literal('Organization'), name: z.string().min(1) }),
})
export const Product = z.object({
  '@context': Context,
  '@type': z.literal('Product'),
  name: z.string().min(1),
  url,
  description: z.string().optional(),
  image: z.array(url).min(1),
  brand: z.object({ '@type': z.literal('Brand'), name: z.string().min(1) }),
  color: z.string().optional(),
})
export const FAQPage = z.object({
  '@context': Context,
  '@type': z.literal('FAQPage'),
  url,
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: z.string().min(1),
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text: z.string().min(1) }),
      }),
    )
    .min(1),
})
