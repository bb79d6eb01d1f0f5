import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import { sanitizeRichText } from '../sanitize.ts'
import type { CoverColor, CoverType, StairType } from '../schema.ts'
import { flattenTranslations } from '../translations.ts'
import type { Alternates } from '../translations.ts'
import {
  SUMMARY_TRANSLATION_FIELDS,
  compact,
  countItems,
  imageFields,
  isRecord,
  num,
  onlyTranslation,
  published,
  slugFilterValue,
  str,
  strOrNull,
  toArticleSummary,
  toImage,
  toWindow,
  translatedIn,
  withSlug,
} from './shared.server.ts'
import type { ArticleSummary, CmsImage, PageWindow, Rec } from './shared.server.ts'

export interface PoolRef {
  id: number
  title: string
  slug: string
}

export interface ProjectSummary extends ArticleSummary {
  image: CmsImage | null
  dateCompleted: string | null
  color: CoverColor | null
  coverType: CoverType | null
  stair: StairType | null
  municipality: string | null
  /** null when the project has no pool or the pool has no translation in this language. */
  pool: PoolRef | null
}

export interface Project extends ProjectSummary {
  /** Sanitised HTML. */
  body: string
  alternates: Alternates
}

/** The projects index filters; each list is "any of", empty lists are ignored. */
export interface ProjectFilter {
  colors?: CoverColor[]
  coverTypes?: CoverType[]
  pools?: number[]
  stairs?: StairType[]
}

const BASE_FIELDS = [
  'id',
  'date_completed',
  'color',
  'cover_type',
  'stair',
  'municipality',
  ...imageFields('image'),
  'pool.id',
  'pool.translations.languages_code',
  'pool.translations.slug',
  'pool.translations.title',
]

function toPoolRef(value: unknown): PoolRef | null {
  if (!isRecord(value)) return null
  const id = num(value.id)
  const title = str(value.title)
  const slug = str(value.slug)
  return id !== null && title && slug ? { id, title, slug } : null
}

function toProjectSummary(flat: Rec): ProjectSummary | null {
  const summary = toArticleSummary(flat)
  if (!summary) return null
  return {
    ...summary,
    image: toImage(flat.image),
    dateCompleted: strOrNull(flat.date_completed),
    color: strOrNull(flat.color) as CoverColor | null,
    coverType: strOrNull(flat.cover_type) as CoverType | null,
    stair: strOrNull(flat.stair) as StairType | null,
    municipality: strOrNull(flat.municipality),
    pool: toPoolRef(flat.pool),
  }
}

function projectFilter({ colors, coverTypes, pools, stairs }: ProjectFilter): Rec {
  const filter: Rec = {}
  if (colors?.length) filter.color = { _in: colors }
  if (coverTypes?.length) filter.cover_type = { _in: coverTypes }
  if (pools?.length) filter.pool = { _in: pools }
  if (stairs?.length) filter.stair = { _in: stairs }
  return filter
}

/** Published projects with a translation in `locale`, most recently completed first. */
export async function listProjects(
  client: CmsClient,
  locale: Locale,
  { filter: wanted = {}, ...window }: PageWindow & { filter?: ProjectFilter } = {},
): Promise<{ items: ProjectSummary[]; total: number }> {
  const tag = toTag(locale)
  const filter = { ...projectFilter(wanted), ...published, ...translatedIn(tag) }
  const [rows, total] = await Promise.all([
    client.readItems<Rec>('projects', {
      fields: [...BASE_FIELDS, ...SUMMARY_TRANSLATION_FIELDS],
      filter,
      deep: { ...onlyTranslation(tag), pool: onlyTranslation(tag) },
      sort: ['-date_completed', '-id'],
      ...toWindow(window),
    }),
    countItems(client, 'projects', filter),
  ])
  const items = compact(rows.map((row) => flattenTranslations(row, tag))).map(toProjectSummary)
  return { items: compact(items), total }
}

export async function getProjectBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Project | null> {
  const tag = toTag(locale)
  const wanted = slugFilterValue(slug)
  if (!wanted) return null
  const [row] = await client.readItems<Rec>('projects', {
    fields: [...BASE_FIELDS, 'translations.*'],
    filter: { ...published, ...withSlug(tag, wanted) },
    limit: 1,
  })
  const flat = row ? flattenTranslations(row, tag) : null
  const summary = flat ? toProjectSummary(flat) : null
  if (!flat || !summary) return null
  return {
    ...summary,
    body: sanitizeRichText(strOrNull(flat.body)),
    alternates: flat.alternates ?? {},
  }
}
