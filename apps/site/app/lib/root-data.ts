import { useRouteLoaderData } from 'react-router'
import type { loader } from '../root'

export type RootData = Awaited<ReturnType<typeof loader>>

/** The app shell's data (language, global settings, 404 texts); undefined if the root loader failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>('root')
}
