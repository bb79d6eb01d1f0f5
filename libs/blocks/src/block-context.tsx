import {
  createContext,
  useContext,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react'
import type { ImageProps } from '@lamella/ui'

/** A CMS image as blocks receive it (a Directus file; width and height when Directus knows them). */
export interface BlockImage {
  id: string
  width?: number | null
  height?: number | null
}

/** A picture of a gallery with its caption in the page's language, when it has one there. */
export interface GalleryPicture extends BlockImage {
  caption?: string | null
}

/** Props of the app's link: a CMS url plus whatever a ui component (`Button asChild`) puts on an anchor. */
export type BlockLinkProps = Omit<ComponentProps<'a'>, 'href'> & { url: string }

/**
 * What blocks need from the app without importing it: how to draw a CMS image and how to render
 * a link in the visitor's language (the site passes router links and its media proxy).
 */
export interface BlockEnvironment {
  Image: ComponentType<{
    image: BlockImage
    alt: string
    sizes: string
    priority?: boolean
    /**
     * `cover` and `contain` fill the box the caller gives the image (cropped or letterboxed);
     * by default it keeps its own proportions at the width it gets. Not as classes: the image's
     * own height class would win over them.
     */
    fit?: ImageProps['fit']
    className?: string
  }>
  /** Must pass every prop on to the anchor it renders: `Button asChild` styles it through them. */
  Link: ComponentType<BlockLinkProps>
  /** Where the browser fetches a CMS video (a Directus file), played as it is. */
  videoUrl: (video: { id: string }) => string
}

const BlockContext = createContext<BlockEnvironment | null>(null)

export function BlockProvider({
  value,
  children,
}: {
  value: BlockEnvironment
  children: ReactNode
}) {
  return <BlockContext value={value}>{children}</BlockContext>
}

export function useBlockEnvironment() {
  const environment = useContext(BlockContext)
  if (!environment) throw new Error('Blocks must be rendered inside <BlockProvider>.')
  return environment
}

/** The block's place on the page, counted from 0 (RenderBlocks sets it; a block alone is first). */
export const BlockIndexContext = createContext(0)

/**
 * Whether the block opens the page. Only the first block's pictures are the page's likely largest
 * paint, loaded eagerly with high priority: a hero further down must not compete with it.
 */
export function useIsFirstBlock() {
  return useContext(BlockIndexContext) === 0
}
