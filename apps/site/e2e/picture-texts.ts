import * as content from '@lamella/cms-server/content'
import type { Lang } from '@lamella/cms-server/content'
import { locales, type Locale } from '@lamella/i18n'

/**
 * What the seed says about its pictures: the caption or alternative text of each place a picture
 * is used, in five languages, and the files' own titles (English, for the Data Studio's file
 * library, never meant for visitors). The language crawl holds every page's picture texts
 * against them.
 */
const textFields = ['caption', 'image_alt'] as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function walk(value: unknown, found: { localized: Localized[]; titles: Set<string> }) {
  if (Array.isArray(value)) return value.forEach((entry) => walk(entry, found))
  if (!isRecord(value)) return
  if ('motif' in value && typeof value.title === 'string') found.titles.add(value.title)
  const t = value.t
  if (isRecord(t) && isRecord(t['en-US'])) {
    for (const field of textFields) {
      if (typeof t['en-US'][field] !== 'string') continue
      found.localized.push(
        Object.fromEntries(
          locales.map(({ tag }) => [tag, String((t[tag] as Record<string, unknown>)[field])]),
        ) as Localized,
      )
    }
  }
  for (const entry of Object.values(value)) walk(entry, found)
}

type Localized = Record<Lang, string>

const seeded = { localized: [] as Localized[], titles: new Set<string>() }
walk(content, seeded)

/** A caption, alt or name on a page, as read from its HTML. */
export interface PictureText {
  kind: string
  value: string
}

/**
 * The texts that must not appear in `locale`'s picture texts: every other language's seeded
 * caption or alternative text and every file title, unless the same words are also this
 * language's own (a place name reads the same everywhere).
 */
export function pictureTextsOf(locale: Locale) {
  const tag = locales.find((l) => l.code === locale)!.tag as Lang
  const own = seeded.localized.map((texts) => texts[tag])
  const candidates = new Set([
    ...seeded.localized.flatMap((texts) => Object.values(texts)),
    ...seeded.titles,
  ])
  const foreign = [...candidates].filter((text) => !own.some((mine) => mine.includes(text)))
  return { own, foreign }
}

const decode = (value: string) =>
  value
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim()

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/**
 * Every text of a page that names or describes a picture: `alt`s, `aria-label`s (a gallery's
 * buttons), figure captions and the shared picture's `og:image:alt`/`twitter:image:alt`.
 */
export function pictureTexts(html: string): PictureText[] {
  const texts: PictureText[] = []
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    const alt = attribute(tag, 'alt')
    if (alt) texts.push({ kind: 'alt', value: decode(alt) })
  }
  for (const [, label] of html.matchAll(/<[a-z][^>]*\saria-label="([^"]*)"/gi)) {
    texts.push({ kind: 'aria-label', value: decode(label!) })
  }
  for (const [, caption] of html.matchAll(/<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/gi)) {
    texts.push({ kind: 'figcaption', value: decode(caption!) })
  }
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = attribute(tag, 'property') ?? attribute(tag, 'name')
    const value = attribute(tag, 'content')
    if (name?.endsWith('image:alt') && value) texts.push({ kind: name, value: decode(value) })
  }
  return texts.filter((text) => text.value !== '')
}
