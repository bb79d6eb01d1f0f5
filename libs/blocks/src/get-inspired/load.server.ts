import { listProjects } from '@lamella/cms'
import type { BlockLoadContext } from '../define-block'
import type { GetInspiredSettings, ProjectCard } from './get-inspired.schema'

/**
 * The latest published projects with a translation in the visitor's language. The projects are
 * an extra: when the CMS cannot give them, the block still shows its heading, text and link
 * (and the failure is logged) rather than taking the page down with it.
 */
export async function loadLatestProjects(
  block: GetInspiredSettings,
  { cms, locale, resolveHref }: BlockLoadContext,
): Promise<{ projects: ProjectCard[] }> {
  try {
    const { items } = await listProjects(cms, locale, { limit: block.count })
    return {
      projects: items.map((project) => ({
        id: project.id,
        title: project.title,
        place: project.municipality,
        href: resolveHref(`/projects/${project.slug}`),
        image: project.image,
      })),
    }
  } catch (error) {
    console.warn(`Get inspired block #${String(block.id)}: no projects to show.`, error)
    return { projects: [] }
  }
}
