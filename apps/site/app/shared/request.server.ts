import type { CmsClient } from '@lamella/cms'
import { createContext, RouterContextProvider } from 'react-router'
import { draftsCms, publishedCms } from '#app/shared/cms/cms.server'

/**
 * What the server knows of a request that its loaders and its document need, handed to React
 * Router in the load context: by server.ts (`getLoadContext`) for every request it passes on, by a
 * render thread for every render. Without it (the dev server, a unit test) a request is an
 * unknown visitor's and no preview.
 */
export interface RequestFacts {
  /** the client's address (X-Forwarded-For only from the proxies TRUST_PROXY names), for limits */
  client: string
  /** an editor's draft preview: the request's preview cookie checked out */
  preview: boolean
}

const anonymous: RequestFacts = { client: 'unknown', preview: false }
const requestFacts = createContext<RequestFacts>(anonymous)

/** The load context of one request; without facts, an unknown visitor's (what the page cache renders). */
export function loadContext(facts: RequestFacts = anonymous): RouterContextProvider {
  const context = new RouterContextProvider()
  context.set(requestFacts, facts)
  return context
}

/** What a loader works with: the request's facts and the CMS client they call for. */
export interface RequestServices extends RequestFacts {
  /** drafts in an editor's preview (previewer token, nothing cached), else published only */
  cms: CmsClient
}

/** The services of the request whose load context this is. */
export function servicesOf(context: Readonly<RouterContextProvider> | undefined): RequestServices {
  const facts = context?.get(requestFacts) ?? anonymous
  return { ...facts, cms: facts.preview ? draftsCms() : publishedCms() }
}
