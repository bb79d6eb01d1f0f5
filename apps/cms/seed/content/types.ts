/**
 * Shapes of the demo content. The seeder (apps/cms/seed/seed.ts) maps these onto the collections of
 * docs/cms-schema.md. Every `Localized` value has all five languages; only the pages of
 * `PartialPageSeed` have fewer, on purpose.
 */
// The product enumerations have one owner, @lamella/i18n (the CMS schema and the site read it too).
import type { CoverColor, CoverType, PoolConstruction, StairType } from '@lamella/i18n/products'
import type { Market, StaffLanguage } from '../../schema/markets.ts'

export type Lang = 'nl-BE' | 'en-US' | 'fr-FR' | 'de-DE' | 'es-ES'
export type Localized<T> = Record<Lang, T>
/** Fewer than five languages: content not translated (yet) into the others. */
export type SomeLanguages<T> = Partial<Localized<T>>

/** Describes a picture the seeder draws in code (no downloads): a palette and a motif. */
export interface ImageSpec {
  /** a stable file name without extension, e.g. `cover-blue` */
  name: string
  /** alt/title text for the Directus file */
  title: string
  motif: 'pool' | 'cover' | 'garden' | 'article' | 'hero'
  /** two or three hex colours used by the drawing */
  colors: string[]
}

export interface TextDoc {
  slug: string
  title: string
  summary: string
  /**
   * HTML: <p>, <h2>, <ul><li>, <strong>, <a href="/...">; no scripts, no inline styles. A link
   * to a page may use its slug of any language (`/about` in every language).
   */
  body: string
}

export interface PostSeed {
  key: string
  date_published: string // YYYY-MM-DD
  author: string
  image: ImageSpec
  t: Localized<TextDoc>
}
export interface CoverSeed {
  key: string
  color: CoverColor
  image: ImageSpec
  t: Localized<TextDoc>
}
export interface PoolSeed {
  key: string
  construction: PoolConstruction
  depth: number
  length: number
  width: number
  volume: number
  cover_integration: boolean
  safety_rim: boolean
  stairs: StairType
  standing_ledge: boolean
  /** the configurator's ranges, in metres */
  min_length: number
  max_length: number
  min_width: number
  max_width: number
  /** the stairs the configurator offers besides `stairs` */
  available_stairs: StairType[]
  image: ImageSpec
  t: Localized<TextDoc>
}
export interface ProjectSeed {
  key: string
  date_completed: string
  color: CoverColor
  cover_type: CoverType
  /** key of a PoolSeed */
  pool: string
  stair: StairType
  municipality: string
  image: ImageSpec
  /** pictures below the story, in order; empty for no gallery */
  gallery: ImageSpec[]
  t: Localized<TextDoc>
}
export interface FaqCategorySeed {
  key: string
  t: Localized<{ slug: string; title: string }>
  /** may be empty: one category is deliberately empty */
  items: Array<{ t: Localized<{ question: string; answer: string }> }>
}
export interface DealerSeed {
  name: string
  address: string
  postal_code: string
  municipality: string
  latitude: number
  longitude: number
  phone: string
  email: string
  website: string
  /** the language of the mails the dealer receives */
  language: StaffLanguage
  country: Market
}
/**
 * A block on a seeded page: its Directus collection, its own fields as Directus takes them, and
 * its translated fields in `t`. A picture (an `ImageSpec`) becomes an uploaded file; a list of
 * pictures becomes the rows of a files relation, a list of `BlockRowSeed`s the rows of a child
 * collection. `seed.test.ts` parses every seeded block, in
 * every language, with its block's schema from libs/blocks.
 */
export interface BlockSeed {
  collection: `block_${string}`
  t?: Localized<Record<string, unknown>>
  [field: string]: unknown
}

/**
 * A row of a block's list kept in a child collection (a quote of a quote carousel): its own
 * fields, and its translated ones in `t`. The seeder numbers the rows' `sort` in list order.
 */
export interface BlockRowSeed {
  t?: Localized<Record<string, unknown>>
  [field: string]: unknown
}

export interface PageSeed {
  key: 'home' | 'terms' | string
  status: 'published' | 'draft'
  seo: {
    no_index: boolean
    no_follow: boolean
    /** the Open Graph picture; one the seed uploads anyway */
    image?: ImageSpec
    t: Localized<{ title: string; description: string }>
  }
  t: Localized<{ slug: string; title: string }>
  blocks: BlockSeed[]
}

/**
 * A page written in some languages only, as editors publish a page before (or without) its
 * translations: the site serves it in those languages, and its language switcher leads the others
 * to the nearest page above it that they have. Its translated values all name the same languages.
 */
export interface PartialPageSeed {
  key: string
  status: 'published'
  seo: {
    no_index: boolean
    no_follow: boolean
    t: SomeLanguages<{ title: string; description: string }>
  }
  t: SomeLanguages<{ slug: string; title: string }>
  blocks: Array<{
    collection: `block_${string}`
    t?: SomeLanguages<Record<string, unknown>>
    [field: string]: unknown
  }>
}

/**
 * Where a link leads: a seeded page by its key (the link follows the page's slug in every
 * language), or a URL for a section of the site (`/covers`), another site, `tel:` or `mailto:`.
 */
export type LinkTarget = { url: string; page?: undefined } | { page: string; url?: undefined }

export type LinkSeed = LinkTarget & {
  external?: boolean
  t: Localized<{ label: string }>
}
export interface GlobalSeed {
  brand: string
  /** the contact point of the dealer network */
  phone: string
  email: string
  /** where the quote request e-mails go (the office) */
  quote_email: string
  seo: {
    /** the default Open Graph picture; one the seed uploads anyway */
    image?: ImageSpec
    t: Localized<{ title: string; description: string }>
  }
  t: Localized<{ tagline: string; copyright: string }>
  /** the promo banner; `page` or `url` is where its "more information" leads */
  banner: LinkTarget & { active: boolean; t: Localized<{ text: string }> }
  top_nav_left: LinkSeed[]
  top_nav_right: LinkSeed[]
  main_nav_left: Array<
    | ({ kind: 'link' } & LinkSeed)
    | {
        kind: 'group'
        t: Localized<{ label: string }>
        items: Array<LinkTarget & { t: Localized<{ label: string; description: string }> }>
      }
  >
  main_nav_right: GlobalSeed['main_nav_left']
  footer_links: Array<{ t: Localized<{ title: string }>; links: LinkSeed[] }>
  mobile_nav: Array<
    | ({ kind: 'link' } & LinkSeed)
    | { kind: 'group'; t: Localized<{ label: string }>; items: LinkSeed[] }
  >
  page_not_found: Localized<{ title: string; description: string; home_cta: string }>
}
