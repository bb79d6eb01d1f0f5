import { serializedMessages } from '@lamella/i18n/server'
import { I18nProvider } from '@lamella/i18n/react'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BlockProvider } from './block-context'
import { fixtures } from './fixtures'
import type { LoadedBlock } from './registry'
import { blockKey, RenderBlocks } from './render-blocks'
import { testEnvironment } from './test-environment'

const blocks = [fixtures.block_rich_text, fixtures.block_cta]

function renderBlocks(editAttributes?: Record<string, string>, list: LoadedBlock[] = blocks) {
  return render(
    <I18nProvider locale="en" catalogue={serializedMessages('en')}>
      <BlockProvider value={testEnvironment}>
        <RenderBlocks blocks={list} editAttributes={editAttributes} />
      </BlockProvider>
    </I18nProvider>,
  )
}

describe('RenderBlocks and the visual editor', () => {
  it('adds no element and no attribute outside the editors preview', () => {
    const { container } = renderBlocks()
    expect(container.querySelector('[data-directus]')).toBeNull()
  })

  it("wraps each block that has an attribute in an element carrying it, in the CMS's order", () => {
    const attribute = (block: (typeof blocks)[number]) =>
      `collection:${block.collection};item:${block.id};mode:drawer`
    const { container } = renderBlocks(
      Object.fromEntries(blocks.map((block) => [blockKey(block), attribute(block)])),
    )
    const wrapped = [...container.querySelectorAll('[data-directus]')]
    expect(wrapped.map((element) => element.getAttribute('data-directus'))).toEqual(
      blocks.map(attribute),
    )
    for (const element of wrapped) expect(element.firstElementChild).not.toBeNull()
  })
})

describe('RenderBlocks and the largest paint', () => {
  const heroPicture = (container: HTMLElement) =>
    container.querySelector(
      `[data-block="hero"] img[data-image-id="${fixtures.block_hero.image!.id}"]`,
    )

  it('loads the picture of a hero that opens the page with priority', () => {
    const { container } = renderBlocks(undefined, [fixtures.block_hero, fixtures.block_cta])
    expect(heroPicture(container)).toHaveAttribute('data-priority')
  })

  it('leaves a hero further down to load like any picture', () => {
    const { container } = renderBlocks(undefined, [fixtures.block_rich_text, fixtures.block_hero])
    expect(heroPicture(container)).not.toBeNull()
    expect(heroPicture(container)).not.toHaveAttribute('data-priority')
  })
})
