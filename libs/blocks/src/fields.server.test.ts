import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  blockCollection,
  caption,
  choice,
  gallery,
  items,
  line,
  link,
  paragraph,
  picked,
  picture,
  wholeNumber,
} from './fields.server'

/** A block of every kind of field, defined once as a block folder defines one. */
const definition = blockCollection({
  collection: 'block_sample',
  icon: 'star',
  note: 'A sample.',
  template: '{{translations.title}}',
  fields: {
    variant: choice(['plain', 'bold'], { fallback: 'plain', labels: { bold: 'Bold type' } }),
    tone: choice(['light', 'dark'], { required: true, default: 'light', half: true }),
    image: picture({ note: 'A photo.' }),
    url: link(),
    count: wholeNumber((count) => Math.min(count ?? 3, 12)),
    categories: picked('faq_categories'),
    pictures: gallery({ caption: caption() }),
    cards: items(
      {
        name: 'block_sample_cards',
        icon: 'label',
        template: '{{translations.title}}',
        fields: { photo: picture({ required: true }), url: link() },
        translations: { title: line({ required: true }), text: paragraph() },
      },
      { note: 'Drag to reorder.' },
    ),
  },
  translations: { title: line({ required: true, note: 'Short.' }), text: paragraph() },
})

const item = {
  collection: 'block_sample',
  id: 1,
  title: 'Hello',
  tone: 'dark',
  url: 'javascript:alert(1)',
  categories: [{ faq_categories_id: 4 }, { faq_categories_id: null }, { faq_categories_id: 2 }],
  pictures: [{ directus_files_id: { id: 'f1' }, caption: 'A pool' }],
  cards: [
    { id: 2, sort: 2, photo: { id: 'b' }, title: 'Second', url: '/covers' },
    { id: 1, sort: 1, photo: { id: 'a' }, title: 'First' },
  ],
}

describe('a block defined once', () => {
  it('reads its item with the zod type of each field', () => {
    const block = definition.schema.parse(item)
    expect(block.variant).toBe('plain')
    expect(block.tone).toBe('dark')
    expect(block.url).toBeNull()
    expect(block.count).toBe(3)
    expect(block.categories).toEqual([4, 2])
    expect(block.cards.map((card) => card.title)).toEqual(['First', 'Second'])
    expect(definition.schema.safeParse({ ...item, title: ' ' }).success).toBe(false)
    expect(definition.schema.safeParse({ ...item, cards: [] }).success).toBe(false)
  })

  it('asks the page query for each field as its kind is stored', () => {
    expect(definition.fields).toEqual([
      'id',
      'variant',
      'tone',
      'image.id',
      'image.width',
      'image.height',
      'url',
      'count',
      'categories.faq_categories_id',
      'pictures.directus_files_id.id',
      'pictures.directus_files_id.width',
      'pictures.directus_files_id.height',
      'pictures.translations.languages_code',
      'pictures.translations.caption',
      'cards.id',
      'cards.sort',
      'cards.photo.id',
      'cards.photo.width',
      'cards.photo.height',
      'cards.url',
      'cards.translations.*',
      'translations.*',
    ])
  })

  it('gives Directus its collection, required where the block cannot do without a field', () => {
    const [own, cards] = definition.collections
    expect(own).toMatchObject({ name: 'block_sample', group: 'blocks', icon: 'star' })
    const byName = new Map(own!.fields.map((field) => [field.name, field]))
    expect(byName.get('variant')).toEqual({
      name: 'variant',
      kind: 'select',
      choices: ['plain', { value: 'bold', label: 'Bold type' }],
      default: 'plain',
    })
    expect(byName.get('tone')).toMatchObject({ kind: 'select', required: true, half: true })
    expect(byName.get('image')).toEqual({ name: 'image', kind: 'file', note: 'A photo.' })
    expect(byName.get('categories')).toMatchObject({ kind: 'm2m', related: 'faq_categories' })
    expect(byName.get('pictures')).toMatchObject({ kind: 'files', required: true })
    expect(byName.get('cards')).toEqual({
      name: 'cards',
      kind: 'o2m',
      related: 'block_sample_cards',
      relatedField: 'block',
      owned: true,
      required: true,
      note: 'Drag to reorder.',
    })
    expect(own!.translations).toEqual([
      { name: 'title', kind: 'string', required: true, note: 'Short.' },
      { name: 'text', kind: 'text' },
    ])
    expect(cards).toMatchObject({ name: 'block_sample_cards', group: 'block_sample', sort: true })
    expect(cards!.fields.map((field) => [field.name, field.required ?? false])).toEqual([
      ['block', false],
      ['photo', true],
      ['url', false],
    ])
    expect(cards!.fields[0]).toMatchObject({ kind: 'm2o', hidden: true })
  })

  it('refuses a field not made with a builder: Directus could not store it', () => {
    expect(() =>
      blockCollection({ collection: 'block_odd', icon: 'x', fields: { odd: z.string() } }),
    ).toThrow('odd was not defined with a field builder')
  })
})
