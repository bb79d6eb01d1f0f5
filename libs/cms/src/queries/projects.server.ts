import { toTag } from '@lamella/i18n'
import type { CoverColor, CoverType, Locale, StairType } from '@lamella/i18n'
import { z } from 'zod'
import type { CmsClient } from '../client.server.ts'
import {
  articleDetail,
  articleFields,
  coverColor,
  coverType,
  gallery,
  galleryFields,
  image,
  imageFields,
  key,
  onlyTranslation,
  optionalText,
  requiredText,
  stairType,
} from './shared.server.ts'
import type { PageWindow } from './shared.server.ts'
import { readArticleBySlug, readArticles } from './articles.server.ts'

/** A project's pool, flattened: null when it has none or no translation in this language. */
const poolRef = z
  .object({ id: key, title: requiredText, slug: requiredText })
  .nullish()
  .transform((pool) => pool ?? null)

export type PoolRef = NonNullable<z.output<typeof poolRef>>

const projectSummary = z
  .object({
    ...articleFields,
    image,
    date_completed: optionalText,
    color: coverColor,
    cover_type: coverType,
    stair: stairType,
    municipality: optionalText,
    pool: poolRef,
  })
  .transform(({ date_completed, cover_type, ...project }) => ({
    ...project,
    dateCompleted: date_completed,
    coverType: cover_type,
  }))
/** The detail adds the pictures below the story: an empty list when there are none. */
const project = articleDetail(
  z.intersection(projectSummary, z.object({ gallery: gallery('projects_gallery') })),
)

export type ProjectSummary = z.output<typeof projectSummary>
export type Project = z.output<typeof project>

/** The projects index filters; each list is "any of", empty lists are ignored. */
export interface ProjectFilter {
  colors?: CoverColor[]
  coverTypes?: CoverType[]
  pools?: number[]
  stairs?: StairType[]
}

/**
 * The Directus field of each filter: the one table the filter rules (and, later, the counts per
 * filter value, an `aggregate[count]` grouped by the same field) are made from.
 */
const filterFields: readonly (readonly [keyof ProjectFilter, string])[] = [
  ['colors', 'color'],
  ['coverTypes', 'cover_type'],
  ['pools', 'pool'],
  ['stairs', 'stair'],
]

function projectFilter(filter: ProjectFilter): Record<string, unknown> {
  const rules: Record<string, unknown> = {}
  for (const [name, field] of filterFields) {
    const values = filter[name]
    if (values?.length) rules[field] = { _in: values }
  }
  return rules
}

/** Lists read only the pool's translation in the visitor's language. */
function projects(locale: Locale) {
  return {
    collection: 'projects',
    fields: [
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
    ],
    detailFields: galleryFields('gallery'),
    summary: projectSummary,
    detail: project,
    deep: { pool: onlyTranslation(toTag(locale)) },
  } as const
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
