import { lazy, type ComponentType } from 'react'

/**
 * A component whose code is its own chunk: the browser loads it only on pages that show it (the
 * server renders it in full all the same). Every block but the three that nearly every page
 * shows (hero, rich text, call to action) is lazy, or it would ride in the chunk all pages load;
 * blocks that mostly sit further down a page wait until they come near the screen instead
 * (near-island.tsx). Each block says which in its folder's `component.ts`.
 */
export function lazyBlock<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await load() }))
}
