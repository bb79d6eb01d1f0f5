/**
 * What editors get besides the data model: Live Preview on every collection with a page on the
 * site, and the Visual Editor module pointed at the site. Both go through the preview endpoint
 * (extensions/site-preview), so no URL carries a token. See docs/decisions/017-editor-preview.md.
 */
import type { Api } from './api.ts'

/** Collections whose items have a page on the site (the site maps an item to its path). */
export const previewCollections = ['pages', 'posts', 'covers', 'projects', 'pools'] as const

/** `{{id}}` is filled in by the Data Studio with the item's key. */
export const previewUrl = (cmsUrl: string, collection: string) =>
  `${cmsUrl}/site-preview/${collection}/{{id}}`

/** The site starts the preview itself (it sends the editor through the CMS endpoint). */
export const visualEditorUrl = (siteUrl: string) => `${siteUrl}/api/preview/start`

const ours = (url: unknown) => typeof url === 'string' && url.includes('/site-preview/')

/** Directus' module bar as a fresh project has it, with the Visual Editor switched on. */
const moduleBar = [
  { type: 'module', id: 'content', enabled: true },
  { type: 'module', id: 'visual', enabled: true },
  { type: 'module', id: 'users', enabled: true },
  { type: 'module', id: 'files', enabled: true },
  { type: 'module', id: 'insights', enabled: true },
  { type: 'module', id: 'deployments', enabled: false },
  {
    type: 'link',
    id: 'docs',
    enabled: true,
    name: '$t:documentation',
    icon: 'help',
    url: 'https://docs.directus.io',
  },
  { type: 'module', id: 'settings', enabled: true, locked: true },
]

interface Settings {
  visual_editor_urls: Array<{ url: string }> | null
  module_bar: unknown[] | null
}

/**
 * Idempotent, and keeps what admins chose: a preview URL is set where there is none or where it is
 * still ours (the CMS's address may have changed since); the site's Visual Editor URL is added
 * when missing; the module bar is only set while it is Directus' default (null).
 */
export async function applyEditorSettings(
  api: Api,
  { cmsUrl, siteUrl }: { cmsUrl: string; siteUrl: string },
): Promise<void> {
  for (const collection of previewCollections) {
    const current = await api.get<{ meta: { preview_url: string | null } | null }>(
      `/collections/${collection}`,
    )
    const wanted = previewUrl(cmsUrl, collection)
    const now = current.meta?.preview_url
    if (now !== wanted && (!now || ours(now))) {
      await api.patch(`/collections/${collection}`, { meta: { preview_url: wanted } })
    }
  }

  const settings = await api.get<Settings>('/settings', {
    fields: 'visual_editor_urls,module_bar',
  })
  const urls = settings.visual_editor_urls ?? []
  const patch: Partial<Settings> = {}
  if (!urls.some((entry) => entry.url === visualEditorUrl(siteUrl))) {
    patch.visual_editor_urls = [...urls, { url: visualEditorUrl(siteUrl) }]
  }
  if (settings.module_bar === null) patch.module_bar = moduleBar
  if (Object.keys(patch).length > 0) await api.patch('/settings', patch)
}
