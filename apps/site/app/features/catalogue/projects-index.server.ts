import { listAllProjects } from '@lamella/cms'
import { withCms } from '#app/shared/cms/cms-unavailable.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { pathOf } from '#app/shared/paths'
import { facetsOf, matches, parseSelection } from './project-facets'
import { siteContext, type LoaderArgs } from '#app/shared/route-helpers.server'
import { servicesOf } from '#app/shared/request.server'

export const PROJECTS_PAGE_SIZE = 9
const MAX_PAGES = 50

/**
 * The projects index: every published project of the language comes in one read (cached by the
 * CMS client like any read), and filtering, facet counts and paging happen here (ADR 016). The
 * URL holds the whole state (`?color=white&stair=stair_classic&page=2`), so the back button,
 * links and the form without JavaScript all land on the same page.
 */
export async function loadProjectsIndex({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const services = servicesOf(context)
  const url = new URL(request.url)
  // `?page=n` shows the first n pages, so 'load more' also works without JavaScript.
  const pages = Math.min(
    Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1),
    MAX_PAGES,
  )
  const [site, all] = await Promise.all([
    siteContext(request, locale, services),
    withCms(request, () => listAllProjects(services.cms, locale)),
  ])
  const selection = parseSelection(url.searchParams, all)
  const found = all.filter((project) => matches(project, selection))
  const items = found.slice(0, PROJECTS_PAGE_SIZE * pages).map((project) => ({
    ...project,
    path: pathOf(locale, { kind: 'item', collection: 'projects', slug: project.slug }),
  }))
  // Filtered and paged states keep the index's canonical (the head points it at the bare path):
  // they are views of one page, not pages of their own.
  const head = site.sectionHead('projects')
  return {
    section: 'projects' as const,
    locale,
    items,
    total: found.length,
    pages,
    selection,
    facets: facetsOf(all, selection),
    head,
  }
}
