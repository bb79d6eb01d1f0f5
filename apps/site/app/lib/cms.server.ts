import { AsyncLocalStorage } from 'node:async_hooks'
import { createCmsClient, type CmsClient } from '@lamella/cms'

let client: CmsClient | undefined
let previewClient: CmsClient | undefined

const cmsUrl = () => process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055'

/** The published site's client: the reader token stays on the server, never in a browser bundle. */
function publishedCms(): CmsClient {
  if (!client) {
    const token = process.env.DIRECTUS_TOKEN
    if (!token) throw new Error('DIRECTUS_TOKEN is not set: start the site with `npm start`.')
    client = createCmsClient({ url: cmsUrl(), token })
  }
  return client
}

/** The editors' preview client: the previewer token reads drafts, and nothing is cached. */
function draftsCms(): CmsClient {
  if (!previewClient) {
    const token = process.env.DIRECTUS_PREVIEW_TOKEN
    if (!token)
      throw new Error('DIRECTUS_PREVIEW_TOKEN is not set: start the site with `npm start`.')
    previewClient = createCmsClient({ url: cmsUrl(), token, drafts: true })
  }
  return previewClient
}

/**
 * Whether the request being handled is an editor's draft preview: set around the whole request
 * (loaders and render) by the server once the preview cookie checks out, so that no loader needs
 * to pass it on.
 */
const previewScope = new AsyncLocalStorage<true>()

export function runInPreview<T>(run: () => T): T {
  return previewScope.run(true, run)
}

export function inPreview(): boolean {
  return previewScope.getStore() === true
}

/** The CMS client of the current request: drafts in an editor's preview, else published only. */
export function cms(): CmsClient {
  return inPreview() ? draftsCms() : publishedCms()
}
