import { describe, expect, it } from 'vitest'
import { languages } from '../schema/collections.ts'
import type { Lang, Localized } from './content/types.ts'
import * as content from './content/index.ts'
import { imageSpecs } from './seed.ts'

const codes = languages.map((language) => language.code).sort()

/** Every object in the content that is keyed by language. */
function localizedValues(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return []
  const own = Object.keys(value).some((key) => codes.includes(key as Lang)) ? [value] : []
  return [...own, ...Object.values(value).flatMap(localizedValues)]
}

const slugs = (items: Array<{ t: Localized<{ slug: string }> }>) =>
  codes.map((code) => items.map((item) => item.t[code].slug))

describe('the demo content, as the seeder needs it', () => {
  it('has all five languages wherever it is translated', () => {
    const localized = localizedValues(content)
    expect(localized.length).toBeGreaterThan(0)
    for (const value of localized) expect(Object.keys(value).sort()).toEqual(codes)
  })

  it('has a home page and a terms page', () => {
    expect(content.pages.map((page) => page.key)).toEqual(expect.arrayContaining(['home', 'terms']))
    expect(new Set(content.pages.map((page) => page.key)).size).toBe(content.pages.length)
  })

  it('links projects to pools that exist', () => {
    const pools = new Set(content.pools.map((pool) => pool.key))
    for (const project of content.projects) expect(pools).toContain(project.pool)
  })

  it.each([
    ['posts', content.posts],
    ['covers', content.covers],
    ['pools', content.pools],
    ['projects', content.projects],
    ['faq categories', content.faqCategories],
    ['pages', content.pages],
  ] as const)('has slugs of %s that are unique per language', (_, items) => {
    for (const perLanguage of slugs(items))
      expect(new Set(perLanguage).size).toBe(perLanguage.length)
  })

  it('draws each named picture once, from one description', () => {
    const specs = imageSpecs(content)
    expect(new Set(specs.map((spec) => spec.name)).size).toBe(specs.length)
    const all = [...content.posts, ...content.covers, ...content.pools, ...content.projects].map(
      (item) => item.image,
    )
    for (const image of all) {
      expect(specs.find((spec) => spec.name === image.name)).toEqual(image)
    }
  })
})
