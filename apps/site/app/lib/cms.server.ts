import { createCmsClient, type CmsClient } from '@lamella/cms'

let client: CmsClient | undefined

/** The server's CMS client: the reader token stays on the server, never in a browser bundle. */
export function cms(): CmsClient {
  if (!client) {
    const url = process.env.DIRECTUS_URL ?? 'http://127.0.0.1:8055'
    const token = process.env.DIRECTUS_TOKEN
    if (!token) throw new Error('DIRECTUS_TOKEN is not set: start the site with `npm start`.')
    client = createCmsClient({ url, token })
  }
  return client
}
