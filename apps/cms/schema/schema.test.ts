import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { coverColors } from '@lamella/i18n/products'
import type { CollectionPayload, FieldPayload } from './build.ts'
import { buildSchema } from './build.ts'
import { blockSpecs, collections } from './collections.ts'
import { readIn } from './studio-language.ts'
import {
  dealerPermissions,
  readerPermissions,
  visitorFields,
  writerPermissions,
} from './permissions.ts'

const schema = buildSchema()
/** notes and labels as an English-speaking editor reads them */
const english = readIn('en-US', schema)
const byName = new Map(english.collections.map((collection) => [collection.collection, collection]))
const collection = (name: string): CollectionPayload => {
  const found = byName.get(name)
  if (!found) throw new Error(`missing collection ${name}`)
  return found
}
const fieldNames = (name: string) => collection(name).fields.map((field) => field.field)
const field = (name: string, fieldName: string) => {
  const found = collection(name).fields.find((item) => item.field === fieldName)
  if (!found) throw new Error(`missing field ${name}.${fieldName}`)
  return found
}

/** Splits a table cell at the commas that are not inside parentheses. */
function topLevelParts(cell: string): string[] {
  const parts = ['']
  let depth = 0
  for (const char of cell) {
    if (char === '(') depth += 1
    if (char === ')') depth -= 1
    if (char === ',' && depth === 0) parts.push('')
    else parts[parts.length - 1] += char
  }
  return parts
}

/** The first `name` of each part of a cell: the field names of the contract. */
const namesIn = (cell: string) =>
  topLevelParts(cell).flatMap((part) => /^\s*`([a-z_]+)`/.exec(part)?.[1] ?? [])

/** The tables of docs/cms-schema.md: collection, its fields, its translated fields. */
const contract = readFileSync(new URL('../../../docs/cms-schema.md', import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line) => {
    // Cells may be padded (prettier aligns markdown tables).
    const match = /^\|\s*`([a-z_]+)`\s*\|(.*)\|(.*)\|\s*$/.exec(line)
    if (!match?.[1]) return []
    return [
      { name: match[1], fields: namesIn(match[2] ?? ''), translated: namesIn(match[3] ?? '') },
    ]
  })

const junctions = {
  global_settings_top_nav_left: ['id', 'global_settings_id', 'nav_links_id', 'sort'],
  global_settings_top_nav_right: ['id', 'global_settings_id', 'nav_links_id', 'sort'],
  global_settings_main_nav_left: ['id', 'global_settings_id', 'item', 'collection', 'sort'],
  global_settings_main_nav_right: ['id', 'global_settings_id', 'item', 'collection', 'sort'],
  global_settings_mobile_nav: ['id', 'global_settings_id', 'item', 'collection', 'sort'],
  mobile_nav_groups_nav_links: ['id', 'mobile_nav_groups_id', 'nav_links_id', 'sort'],
  pages_blocks: ['id', 'pages_id', 'item', 'collection', 'sort'],
  projects_gallery: ['id', 'projects_id', 'directus_files_id', 'sort', 'translations'],
  block_image_collection_images: [
    'id',
    'block_image_collection_id',
    'directus_files_id',
    'sort',
    'translations',
  ],
}

/** A lead's statuses, in the order the Data Studio offers them. */
const workflow = [
  'new',
  'accepted',
  'declined',
  'contacted',
  'appointment_set',
  'quote_sent',
  'won',
  'lost',
]

describe('the schema description', () => {
  it('reads the contract tables', () => {
    expect(contract.length).toBeGreaterThanOrEqual(22)
  })

  it.each(contract)('has $name with the fields of the contract', ({ name, fields }) => {
    expect(fieldNames(name)).toEqual(expect.arrayContaining(fields))
  })

  it.each(contract.filter((item) => item.translated.length > 0))(
    'stores the translated fields of $name in ${name}_translations',
    ({ name, translated }) => {
      expect(fieldNames(name)).toContain('translations')
      const table = `${name}_translations`
      expect(fieldNames(table)).toEqual(
        expect.arrayContaining(['id', `${name}_id`, 'languages_code', ...translated]),
      )
      expect(schema.relations).toContainEqual(
        expect.objectContaining({
          collection: table,
          field: 'languages_code',
          related_collection: 'languages',
        }),
      )
      expect(schema.relations).toContainEqual(
        expect.objectContaining({
          collection: table,
          field: `${name}_id`,
          related_collection: name,
          meta: expect.objectContaining({
            one_field: 'translations',
            junction_field: 'languages_code',
          }),
        }),
      )
    },
  )

  it.each(Object.entries(junctions))('has the junction %s', (name, fields) => {
    expect(fieldNames(name)).toEqual(fields)
    expect(collection(name).meta.hidden).toBe(true)
  })

  it('keys languages by their code', () => {
    expect(field('languages', 'code').schema).toMatchObject({
      is_primary_key: true,
      has_auto_increment: false,
    })
  })

  it('marks the singletons', () => {
    const singletons = schema.collections
      .filter((item) => item.meta.singleton)
      .map((item) => item.collection)
    expect(singletons.sort()).toEqual(['global_settings', 'page_not_found'])
  })

  it('offers exactly the ten cover colours wherever a colour is chosen', () => {
    for (const name of ['covers', 'projects', 'quote_requests']) {
      const choices = (field(name, 'color').meta.options as { choices: Array<{ value: string }> })
        .choices
      expect(choices.map((choice) => choice.value).sort()).toEqual([...coverColors].sort())
    }
    expect(coverColors).toHaveLength(10)
  })

  it('stores a quote request once per submission id, whatever the site retries', () => {
    expect(field('quote_requests', 'submission_id').schema).toEqual({ is_unique: true })
    expect(field('quote_requests', 'name').schema).toBeUndefined()
    const answers = (
      field('quote_requests', 'pool_built').meta.options as {
        choices: Array<{ value: string }>
      }
    ).choices
    expect(answers.map((choice) => choice.value)).toEqual(['yes', 'no'])
  })

  it('gives every content status the three states, draft first, and makes it the archive field', () => {
    const published = new Set(collections.filter((spec) => spec.status).map((spec) => spec.name))
    for (const item of schema.collections.filter((entry) => published.has(entry.collection))) {
      const status = field(item.collection, 'status')
      expect(status.schema).toMatchObject({ default_value: 'draft' })
      const choices = (status.meta.options as { choices: Array<{ value: string }> }).choices
      expect(choices.map((choice) => choice.value)).toEqual(['published', 'draft', 'archived'])
      expect(item.meta).toMatchObject({ archive_field: 'status', archive_value: 'archived' })
    }
  })

  it('only declares relations between fields that exist', () => {
    const system = ['directus_files', 'directus_users']
    const isKnown = (name: string | null) =>
      name === null || system.includes(name) || byName.has(name)
    const namesOf = (name: string) =>
      schema.systemFields
        .find((item) => item.collection === name)
        ?.fields.map((item) => item.field) ?? fieldNames(name)
    for (const relation of schema.relations) {
      expect(namesOf(relation.collection)).toContain(relation.field)
      expect(isKnown(relation.related_collection)).toBe(true)
      const { one_field: oneField, junction_field: junctionField } = relation.meta as Record<
        string,
        string | null
      >
      if (oneField && relation.related_collection) {
        expect(field(relation.related_collection, oneField).type).toBe('alias')
      }
      if (junctionField) expect(fieldNames(relation.collection)).toContain(junctionField)
    }
  })

  it('backs every relational alias field by a relation', () => {
    // a presentation field (`no-data`) holds no data and has no relation
    const relational = (entry: FieldPayload) =>
      entry.type === 'alias' && !(entry.meta.special as string[]).includes('no-data')
    for (const item of schema.collections) {
      for (const alias of item.fields.filter(relational)) {
        expect(schema.relations).toContainEqual(
          expect.objectContaining({
            related_collection: item.collection,
            meta: expect.objectContaining({ one_field: alias.field }),
          }),
        )
      }
    }
  })

  it.each(['nav_links', 'main_nav_group_items', 'footer_links'])(
    'lets an entry of %s lead to a page by relation, or to a URL',
    (name) => {
      expect(schema.relations).toContainEqual(
        expect.objectContaining({ collection: name, field: 'page', related_collection: 'pages' }),
      )
      expect(field(name, 'page').meta).toMatchObject({
        special: ['m2o'],
        required: false,
        options: { template: '{{translations}}' },
      })
      expect(field(name, 'url').meta).toMatchObject({
        required: false,
        note: expect.stringContaining('leave empty when a page is chosen'),
      })
      // lists of links read well when the url is empty
      expect(collection(name).meta.display_template).toBe('{{translations}}')
      expect(field(name, 'translations').meta.display_options).toMatchObject({
        template: '{{label}}',
      })
    },
  )

  it('shows no url in the lists of links of the menus', () => {
    const templates = [
      field('global_settings', 'top_nav_left'),
      field('global_settings', 'top_nav_right'),
      field('main_nav_groups', 'items'),
      field('mobile_nav_groups', 'items'),
      field('footer_link_groups', 'links'),
    ].map((item) => JSON.stringify(item.meta.options))
    for (const template of templates) expect(template).not.toContain('url')
  })

  it('gives the global settings a contact point and a promo banner', () => {
    expect(field('global_settings', 'phone').type).toBe('string')
    expect(field('global_settings', 'email').type).toBe('string')
    expect(field('global_settings', 'banner_active')).toMatchObject({
      type: 'boolean',
      schema: { default_value: false },
    })
    expect(field('global_settings', 'banner_url').type).toBe('string')
    expect(fieldNames('global_settings_translations')).toContain('banner_text')
    expect(field('global_settings_translations', 'banner_text').type).toBe('text')
    expect(schema.relations).toContainEqual(
      expect.objectContaining({
        collection: 'global_settings',
        field: 'banner_page',
        related_collection: 'pages',
      }),
    )
  })

  it('gives every SEO record an optional share image', () => {
    expect(field('seo', 'image')).toMatchObject({
      type: 'uuid',
      meta: expect.objectContaining({ special: ['file'], required: false }),
    })
    expect(schema.relations).toContainEqual(
      expect.objectContaining({
        collection: 'seo',
        field: 'image',
        related_collection: 'directus_files',
      }),
    )
  })

  it.each(blockSpecs.filter((spec) => spec.group === 'blocks').map((spec) => spec.name))(
    'begins the form of %s with the picture of the block on the site',
    (name) => {
      const [first] = collection(name).fields.filter((entry) => !entry.meta.hidden)
      expect(first).toMatchObject({
        field: 'block_preview',
        type: 'alias',
        meta: { special: ['alias', 'no-data'], interface: 'presentation-notice' },
      })
      const text = String((first?.meta.options as { text?: unknown } | undefined)?.text)
      expect(text).toMatch(new RegExp(`^<img src="/block-previews/${name}\\.png" alt="[^"]+"`))
    },
  )

  it('shows no block picture in the forms of other collections', () => {
    const withPreview = schema.collections.filter((item) =>
      item.fields.some((entry) => entry.field === 'block_preview'),
    )
    expect(withPreview.map((item) => item.collection).sort()).toEqual(
      blockSpecs
        .filter((spec) => spec.group === 'blocks')
        .map((spec) => spec.name)
        .sort(),
    )
  })

  it('hides the key fields of junctions from editors, and shows a picture’s captions', () => {
    for (const name of Object.keys(junctions)) {
      const keys = collection(name).fields.filter(
        (entry) => entry.field !== 'id' && entry.field !== 'translations',
      )
      for (const key of keys) expect(key.meta.hidden).toBe(true)
    }
    for (const name of ['block_image_collection_images', 'projects_gallery']) {
      expect(field(name, 'translations').meta).toMatchObject({
        special: ['translations'],
        interface: 'translations',
      })
      expect(field(name, 'translations').meta.hidden).toBeFalsy()
      expect(fieldNames(`${name}_translations`)).toEqual([
        'id',
        `${name}_id`,
        'languages_code',
        'caption',
      ])
    }
  })
})

describe('the access rules', () => {
  const reader = readerPermissions(schema, { publicFolder: 'public-folder' })
  const previewer = readerPermissions(schema, { drafts: true, publicFolder: 'public-folder' })

  it('let the reader read every content table but not the quote requests, their history and the dealers’ figures', () => {
    const tables = schema.collections
      .filter((item) => item.schema !== null)
      .map((item) => item.collection)
    const readable = reader.map((permission) => permission.collection)
    expect(readable.sort()).toEqual(
      [
        ...tables.filter(
          (name) => !['quote_requests', 'lead_events', 'dealer_scores'].includes(name),
        ),
        'directus_files',
      ].sort(),
    )
    expect(reader.every((permission) => permission.action === 'read')).toBe(true)
  })

  it('show the reader only published items where there is a status', () => {
    for (const permission of reader) {
      const hasStatus = byName
        .get(permission.collection)
        ?.fields.some((item) => item.field === 'status')
      if (hasStatus) expect(permission.permissions).toEqual({ status: { _eq: 'published' } })
    }
    expect(reader.find((permission) => permission.collection === 'pages')?.permissions).toEqual({
      status: { _eq: 'published' },
    })
  })

  it('let the previewer read every row of the same tables, and only the files content points at', () => {
    expect(previewer.map((permission) => permission.collection)).toEqual(
      reader.map((permission) => permission.collection),
    )
    for (const permission of previewer) {
      if (permission.collection === 'directus_files')
        expect(permission.permissions).toMatchObject({ _or: expect.any(Array) })
      else expect(permission.permissions).toEqual({})
    }
  })

  it('let the reader read every field, the new ones and relations included, but a dealer’s lead e-mail', () => {
    for (const permission of reader.filter((item) => item.collection !== 'dealers'))
      expect(permission.fields).toEqual(['*'])
    const dealers = reader.find((item) => item.collection === 'dealers')?.fields
    expect(dealers).not.toContain('lead_email')
    expect(dealers).toEqual(expect.arrayContaining(['name', 'email', 'phone', 'opening_hours']))
  })

  it('let the form writer only create quote requests, with what a visitor sends', () => {
    expect(writerPermissions()).toEqual([
      expect.objectContaining({
        collection: 'quote_requests',
        action: 'create',
        fields: [...visitorFields, 'accept_by'],
      }),
    ])
    const followUp = [
      'accepted_at',
      'accept_hours',
      'appointment_at',
      'decline_reason',
      'history',
      'status',
      'status_changed_at',
      'status_changed_by',
      'reminded_at',
      'dealer_note',
      'anonymised_at',
      'accept_by',
      'rerouted_at',
      'offered_dealers',
    ]
    expect(visitorFields).toEqual(expect.arrayContaining(['country', 'region', 'municipality']))
    for (const name of visitorFields) expect(fieldNames('quote_requests')).toContain(name)
    for (const name of fieldNames('quote_requests'))
      expect(visitorFields.includes(name)).toBe(!['id', 'date_created', ...followUp].includes(name))
  })

  describe('of a dealer', () => {
    const dealer = dealerPermissions()
    const find = (collection: string, action: string) =>
      dealer.find((item) => item.collection === collection && item.action === action)
    const own = {
      _and: [{ dealer: { _eq: '$CURRENT_USER.dealer' } }, { dealer: { _nnull: true } }],
    }

    it('read and update only the requests of the user’s own dealer, never the ones without one', () => {
      expect(find('quote_requests', 'read')).toMatchObject({ fields: ['*'], permissions: own })
      expect(find('quote_requests', 'update')).toMatchObject({ permissions: own })
      expect(find('quote_requests', 'create')).toBeUndefined()
      expect(find('quote_requests', 'delete')).toBeUndefined()
    })

    it('update the status, their notes, a decline’s reason and the appointment, and a status only to one of the workflow', () => {
      expect(find('quote_requests', 'update')).toMatchObject({
        fields: [
          'status',
          'dealer_note',
          'decline_reason',
          'appointment_at',
          'status_changed_at',
          'status_changed_by',
          'accepted_at',
          'accept_hours',
        ],
        validation: { status: { _in: workflow } },
      })
    })

    it('read the history of their own requests and the names of their own dealer’s staff only', () => {
      expect(find('lead_events', 'read')).toMatchObject({
        fields: ['id', 'lead', 'date_created', 'user', 'action', 'status', 'detail'],
        permissions: {
          _and: [
            { lead: { dealer: { _eq: '$CURRENT_USER.dealer' } } },
            { lead: { dealer: { _nnull: true } } },
          ],
        },
      })
      expect(find('directus_users', 'read')).toMatchObject({
        fields: ['id', 'first_name', 'last_name'],
        permissions: own,
      })
    })

    it('read their own dealer and the published pools, and nothing else', () => {
      expect(find('dealers', 'read')?.permissions).toEqual({ id: { _eq: '$CURRENT_USER.dealer' } })
      expect(find('pools', 'read')?.permissions).toEqual({ status: { _eq: 'published' } })
      expect(dealer.map((item) => `${item.action} ${item.collection}`).sort()).toEqual([
        'read dealers',
        'read directus_users',
        'read languages',
        'read lead_events',
        'read pools',
        'read pools_translations',
        'read quote_requests',
        'update dealers',
        'update quote_requests',
      ])
      expect(find('dealers', 'update')).toMatchObject({
        fields: ['phone', 'paused_until', 'lead_email', 'languages_spoken', 'opening_hours'],
        permissions: { _and: [{ id: { _eq: '$CURRENT_USER.dealer' } }, { id: { _nnull: true } }] },
      })
    })
  })
})

describe('the follow-up of a quote request', () => {
  const choices = (name: string, fieldName: string) =>
    (field(name, fieldName).meta.options as { choices: Array<{ value: string }> }).choices.map(
      (choice) => choice.value,
    )

  it('has a status of the workflow, new by default, shown as coloured labels', () => {
    const status = field('quote_requests', 'status')
    expect(choices('quote_requests', 'status')).toEqual(workflow)
    expect(status.schema).toEqual({ default_value: 'new', is_nullable: false })
    expect(status.meta).toMatchObject({
      required: true,
      interface: 'select-dropdown',
      display: 'labels',
    })
    const labels = (status.meta.display_options as { choices: Array<Record<string, string>> })
      .choices
    for (const label of labels) {
      expect(label.foreground).toMatch(/^var\(--/)
      expect(label.background).toMatch(/^var\(--/)
    }
  })

  it('records who changed the status and when, read-only in the Data Studio', () => {
    expect(field('quote_requests', 'status_changed_at')).toMatchObject({
      type: 'timestamp',
      meta: { readonly: true },
    })
    expect(field('quote_requests', 'status_changed_by')).toMatchObject({
      type: 'uuid',
      meta: { readonly: true, special: ['m2o'], display: 'user' },
    })
    expect(schema.relations).toContainEqual(
      expect.objectContaining({
        collection: 'quote_requests',
        field: 'status_changed_by',
        related_collection: 'directus_users',
      }),
    )
    expect(field('quote_requests', 'reminded_at').type).toBe('timestamp')
    expect(field('quote_requests', 'dealer_note').type).toBe('text')
  })

  it('knows the country and region of a request, and the language and country of a dealer', () => {
    const markets = ['BE', 'NL', 'LU', 'FR', 'DE']
    expect(choices('quote_requests', 'country')).toEqual(markets)
    expect(field('quote_requests', 'region').type).toBe('string')
    expect(choices('dealers', 'language')).toEqual(['nl', 'fr', 'de', 'en'])
    expect(field('dealers', 'language').schema).toMatchObject({ default_value: 'nl' })
    expect(choices('dealers', 'country')).toEqual(markets)
    expect(field('dealers', 'country').schema).toMatchObject({ default_value: 'BE' })
  })

  it('gives the office a language and the working days of its promises', () => {
    expect(choices('global_settings', 'office_language')).toEqual(['nl', 'fr', 'de', 'en'])
    for (const [name, days] of [
      ['accept_working_days', 1],
      ['office_answer_working_days', 2],
    ] as const)
      expect(field('global_settings', name)).toMatchObject({
        type: 'integer',
        schema: { default_value: days, is_nullable: false },
      })
  })

  it('links Directus users to a dealer by a field of directus_users', () => {
    const users = schema.systemFields.find((item) => item.collection === 'directus_users')
    expect(users?.fields).toEqual([
      expect.objectContaining({
        field: 'dealer',
        type: 'integer',
        meta: expect.objectContaining({ special: ['m2o'] }),
      }),
    ])
    expect(schema.relations).toContainEqual(
      expect.objectContaining({
        collection: 'directus_users',
        field: 'dealer',
        related_collection: 'dealers',
        schema: { on_delete: 'SET NULL' },
      }),
    )
  })
})

describe('what a delete takes along', () => {
  const relation = (collection: string, field: string) =>
    schema.relations.find((item) => item.collection === collection && item.field === field)!

  it('takes a page’s, post’s and project’s translations and junction rows with it', () => {
    for (const [collection, field] of [
      ['pages_translations', 'pages_id'],
      ['posts_translations', 'posts_id'],
      ['projects_translations', 'projects_id'],
      ['pages_blocks', 'pages_id'],
      ['projects_gallery', 'projects_id'],
      ['projects_gallery_translations', 'projects_gallery_id'],
      ['block_hero_translations', 'block_hero_id'],
      ['block_faq_categories', 'block_faq_id'],
    ] as const) {
      expect(relation(collection, field), `${collection}.${field}`).toMatchObject({
        schema: { on_delete: 'CASCADE' },
        meta: { one_deselect_action: 'delete' },
      })
    }
  })

  it('takes a block’s own items with it, and an item taken off its list', () => {
    for (const collection of [
      'block_vertical_slider_slides',
      'block_pool_navigation_entries',
      'block_quote_carousel_quotes',
      'block_project_stats_figures',
    ]) {
      expect(relation(collection, 'block'), collection).toMatchObject({
        schema: { on_delete: 'CASCADE' },
        meta: { one_deselect_action: 'delete', one_field: expect.any(String) },
      })
    }
  })

  it('leaves what others share: a menu’s links, a FAQ category’s questions, a file', () => {
    expect(relation('footer_links', 'group').schema).toEqual({ on_delete: 'SET NULL' })
    expect(relation('faq_items', 'category').schema).toEqual({ on_delete: 'SET NULL' })
    expect(relation('block_hero', 'image').schema).toEqual({ on_delete: 'SET NULL' })
  })
})

describe('what editors see of the collections', () => {
  const content = ['pages', 'posts', 'covers', 'pools', 'projects', 'faq_categories', 'faq_items']
  const blocks = blockSpecs.map((spec) => spec.name)

  it.each([...blocks, ...content])('%s has a note and a display template', (name) => {
    expect(collection(name).meta.note).toMatch(/\w{3,}/)
    expect(collection(name).meta.display_template).toMatch(/{{.+}}/)
  })

  // Collections whose title shows a translated field (a quote's title is its customer's name).
  const translatedTitles = [...blocks, ...content].filter((name) =>
    [...blockSpecs, ...collections].some(
      (spec) => spec.name === name && spec.template?.includes('translations'),
    ),
  )

  it.each(translatedTitles)(
    '%s titles its items in one language: the translations display, with the title field',
    (name) => {
      expect(collection(name).meta.display_template).toContain('{{translations}}')
      expect(collection(name).meta.display_template).not.toMatch(/translations\./)
      expect(field(name, 'translations').meta).toMatchObject({
        display: 'translations',
        display_options: { template: expect.not.stringMatching(/slug/), userLanguage: true },
      })
    },
  )

  it('lets the block builder of pages tell blocks apart: each block by its own title', () => {
    expect(field('block_hero', 'translations').meta.display_options).toMatchObject({
      template: '{{headline}}',
    })
    expect(field('pages', 'translations').meta.display_options).toMatchObject({
      template: '{{title}}',
    })
  })
})
