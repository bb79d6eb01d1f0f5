import { toTag } from '@lamella/i18n'
import type { Locale } from '@lamella/i18n'
import type { CmsClient } from '../client.server.ts'
import type { CoverColor, CoverType, StairType } from '../schema.ts'
import type { Alternates } from '../translations.ts'
import {
  imageFields,
  isRecord,
  num,
  onlyTranslation,
  str,
  strOrNull,
  toArticleSummary,
  toImage,
} from './shared.server.ts'
import type { ArticleSummary, CmsImage, PageWindow, Rec } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'
import type { ArticleCollection } from './articles.server.ts'

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

/** Lists read only the pool's translation in the visitor's language. */
function projects(locale: Locale): ArticleCollection<ProjectSummary> {
  return {
    collection: 'projects',
    fields: BASE_FIELDS,
    toSummary: toProjectSummary,
    deep: { pool: onlyTranslation(toTag(locale)) },
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
export function listProjects(
  client: CmsClient,
  locale: Locale,
  { filter = {}, ...window }: PageWindow & { filter?: ProjectFilter } = {},
): Promise<{ items: ProjectSummary[]; total: number }> {
  return readArticles(client, locale, projects(locale), {
    sort: ['-date_completed', '-id'],
    filter: projectFilter(filter),
    window,
  })
}

/**
 * Every published project with a translation in `locale`, most recently completed first, in one
 * read: the projects index filters, counts and pages these in process (ADR 016).
 */
export async function listAllProjects(
  client: CmsClient,
  locale: Locale,
): Promise<ProjectSummary[]> {
  const { items } = await readArticles(client, locale, projects(locale), {
    sort: ['-date_completed', '-id'],
    window: 'all',
  })
  return items
}

export function getProjectBySlug(
  client: CmsClient,
  locale: Locale,
  slug: string,
): Promise<Project | null> {
  return readArticleBySlug(client, locale, projects(locale), slug)
}
