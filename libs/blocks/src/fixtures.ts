/// <reference types="vite/client" />
import type { BlockData, BlockType } from './registry'

/** `block_quote_carousel` → `quoteCarousel`: the name of its fixture is `quoteCarouselFixture`. */
const camel = (folder: string) =>
  folder.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const modules = import.meta.glob<Record<string, unknown>>('./*/*.fixture.ts', { eager: true })

/**
 * One valid fixture per block, found in its folder (`<folder>/<folder>.fixture.ts`, exporting
 * `<name>Fixture`), so that a new block needs no line here; registry.test.tsx fails for a block
 * without one.
 */
export const fixtures = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => {
    const folder = path.split('/')[1]!
    return [`block_${folder.replaceAll('-', '_')}`, module[`${camel(folder)}Fixture`]]
  }),
) as { [K in BlockType]: BlockData<K> }
