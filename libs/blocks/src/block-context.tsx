import { createContext, useContext, type ComponentType, type ReactNode } from 'react'
import type { BlockImage } from './shared.schema'

/**
 * What blocks need from the app without importing it: how to draw a CMS image and how to render
 * a link in the visitor's language (the site passes router links and its media proxy).
 */
export interface BlockEnvironment {
  Image: ComponentType<{ image: BlockImage; alt: string; sizes: string; priority?: boolean; className?: string }>
  Link: ComponentType<{ url: string; className?: string; children: ReactNode }>
}

const BlockContext = createContext<BlockEnvironment | null>(null)

export function BlockProvider({ value, children }: { value: BlockEnvironment; children: ReactNode }) {
  return <BlockContext value={value}>{children}</BlockContext>
}

export function useBlockEnvironment() {
  const environment = useContext(BlockContext)
  if (!environment) throw new Error('Blocks must be rendered inside <BlockProvider>.')
  return environment
}
