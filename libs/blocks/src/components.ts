/// <reference types="vite/client" />
import type { ComponentType } from 'react'
import type { BlockComponent } from './block-component'
import type { BlockType } from './registry'

const modules = import.meta.glob<{ component: ComponentType<never> }>('./*/component.ts', {
  eager: true,
})

/**
 * The component of every block, for the browser: only components, no schema or loader. Found by
 * folder (`<folder>/component.ts`, which also says how the browser loads it), so that a new block
 * needs no line here; registry.test.tsx holds the folders to the registry.
 */
export const blockComponents = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [
    `block_${path.split('/')[1]!.replaceAll('-', '_')}`,
    module.component,
  ]),
) as { [K in BlockType]: BlockComponent<K> }
