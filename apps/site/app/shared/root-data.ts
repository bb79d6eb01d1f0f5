import { useRouteLoaderData } from 'react-router'
import type { loadShell } from '#app/shared/cms/shell.server'

/** What the root loader returns (it is `loadShell`): typed from the loader, not from root.tsx. */
export type RootData = Awaited<ReturnType<typeof loadShell>>

/** The app shell's data (language, global settings, 404 texts); undefined if the root loader failed. */
export function useRootData() {
  return useRouteLoaderData<typeof loadShell>('root')
}
