/**
 * The Directus REST payloads the schema is built of, and the payloads of single fields: scalar
 * fields, keys, ids, status and the block preview. `build.ts` assembles them into collections and
 * relations.
 */
import type { Choice, FieldSpec, Tone } from '@lamella/cms/directus-schema'

type Json = Record<string, unknown>

export interface FieldPayload {
  field: string
  type: string
  meta: Json
  schema?: Json
}

export interface CollectionPayload {
  collection: string
  meta: Json
  /** null for a navigation folder, which has no table */
  schema: Json | null
  fields: FieldPayload[]
}

export interface RelationPayload {
  collection: string
  field: string
  related_collection: string | null
  meta: Json
  schema: Json | null
}

/** Fields of one of Directus' own collections (`directus_users`), created like any other field. */
export interface SystemFieldsPayload {
  collection: string
  fields: FieldPayload[]
}

/** The languages the Data Studio is written in for editors (studio-language.ts). */
export const studioLanguages = ['en-US', 'nl-NL', 'fr-FR', 'de-DE'] as const
export type StudioLanguage = (typeof studioLanguages)[number]

/** A Translation String of Directus: what `$t:key` reads in each language. */
export interface StudioString {
  key: string
  values: Record<StudioLanguage, string>
}

export interface BuiltSchema {
  collections: CollectionPayload[]
  /** created after the collections, before the relations that point from them */
  systemFields: SystemFieldsPayload[]
  relations: RelationPayload[]
  /** the notes' and labels' texts in each language; none when built in English only */
  studioStrings: StudioString[]
}

export const translationOptions = {
  languageField: 'name',
  defaultLanguage: 'en-US',
  userLanguage: true,
}

const statusChoices = [
  { text: '$t:published', value: 'published', color: 'var(--theme--primary)' },
  { text: '$t:draft', value: 'draft', color: 'var(--theme--foreground)' },
  { text: '$t:archived', value: 'archived', color: 'var(--theme--warning)' },
]

const humanize = (value: string) => {
  const words = value.replaceAll('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Item titles in one language. `{{translations.title}}` makes Directus join the title of all five
 * languages; `{{translations}}` shows the translations field through its own display, which
 * picks one language (the editor's, else English) and renders its own template (`{{title}}`).
 */
export const oneLanguage = (template: string) =>
  template.replace(/{{\s*translations\.[^}]+?\s*}}/g, '{{translations}}')

/** The translated field a collection's template shows, e.g. `title` of `{{translations.title}}`. */
export const titleField = (template: string | undefined) =>
  /{{\s*translations\.([^}\s]+)\s*}}/.exec(template ?? '')?.[1]

/** Points every `{{field}}` of a template through a relation: `{{nav_links_id.field}}`. */
export const throughRelation = (template: string, prefix: string) =>
  template.replace(/{{\s*([^}]+?)\s*}}/g, (_, path: string) => `{{${prefix}.${path}}}`)

export const idField = (): FieldPayload => ({
  field: 'id',
  type: 'integer',
  meta: { interface: 'input', hidden: true, readonly: true },
  schema: { is_primary_key: true, has_auto_increment: true },
})

/**
 * The first field of a block's form: a notice with the picture of the block on the site, served
 * by extensions/block-previews. Directus' many-to-any "Create new" menu shows only each block's
 * icon and name, and takes no picture without a compiled app extension; a notice renders its
 * text as sanitised Markdown with HTML, images included, so the form can show one.
 */
export const blockPreview = (collection: string): FieldPayload => ({
  field: 'block_preview',
  type: 'alias',
  meta: {
    special: ['alias', 'no-data'],
    interface: 'presentation-notice',
    options: {
      icon: 'preview',
      color: 'normal',
      text: blockPreviewText(collection, blockPreviewWords),
    },
    width: 'full',
    hidden: false,
  },
})

/** The words of a block's preview notice, in English. */
export const blockPreviewWords = {
  alt: 'How this block looks on the site',
  caption: 'How this block looks on the site, with example content.',
}

/** The notice's text: the block's picture, and the words under it. */
export const blockPreviewText = (
  collection: string,
  words: { alt?: string; caption?: string },
): string =>
  `<img src="/block-previews/${collection}.png" alt="${words.alt ?? blockPreviewWords.alt}" width="480">\n\n${words.caption ?? blockPreviewWords.caption}`

/** An integer or string key column that a relational interface fills in. */
export const keyField = (field: string, type = 'integer'): FieldPayload => ({
  field,
  type,
  meta: { hidden: true },
  schema: {},
})

export const junction = (collection: string, fields: FieldPayload[]): CollectionPayload => ({
  collection,
  meta: { hidden: true, icon: 'import_export' },
  schema: {},
  fields: [idField(), ...fields],
})

export function baseMeta(spec: FieldSpec): Json {
  return {
    note: spec.note ?? null,
    required: spec.required ?? false,
    hidden: spec.hidden ?? false,
    width: spec.half ? 'half' : 'full',
    ...(spec.readonly && { readonly: true }),
  }
}

/** A label's text and background in each of the Data Studio's themes. */
const toneColors: Record<Tone, { foreground: string; background: string }> = {
  warning: { foreground: 'var(--theme--warning)', background: 'var(--warning-25)' },
  blue: { foreground: 'var(--blue)', background: 'var(--blue-25)' },
  purple: { foreground: 'var(--purple)', background: 'var(--purple-25)' },
  success: { foreground: 'var(--theme--success)', background: 'var(--success-25)' },
  danger: { foreground: 'var(--theme--danger)', background: 'var(--danger-25)' },
}

/** The template users are shown with, as Directus shows them itself. */
export const userTemplate = '{{avatar.$thumbnail}} {{first_name}} {{last_name}}'

/**
 * Fields that need no relation. A required field with a default is NOT NULL in the database too:
 * the API then refuses to empty it, as the Data Studio does.
 */
export function scalarField(spec: FieldSpec): FieldPayload {
  const meta = baseMeta(spec)
  switch (spec.kind) {
    case 'string':
      return {
        field: spec.name,
        type: 'string',
        meta: { ...meta, interface: 'input' },
        ...(spec.unique && { schema: { is_unique: true } }),
      }
    case 'text':
      return { field: spec.name, type: 'text', meta: { ...meta, interface: 'input-multiline' } }
    case 'html':
      return {
        field: spec.name,
        type: 'text',
        meta: { ...meta, interface: 'input-rich-text-html' },
      }
    case 'integer':
      return {
        field: spec.name,
        type: 'integer',
        meta: { ...meta, interface: 'input' },
        ...(spec.default !== undefined && {
          schema: { default_value: spec.default, ...(spec.required && { is_nullable: false }) },
        }),
      }
    case 'float':
      return { field: spec.name, type: 'float', meta: { ...meta, interface: 'input' } }
    case 'boolean':
      return {
        field: spec.name,
        type: 'boolean',
        // without cast-boolean SQLite answers 0 and 1
        meta: { ...meta, interface: 'boolean', special: ['cast-boolean'], display: 'boolean' },
        schema: { default_value: false },
      }
    case 'date':
      return {
        field: spec.name,
        type: 'date',
        meta: {
          ...meta,
          interface: 'datetime',
          display: 'datetime',
          display_options: { format: 'long' },
        },
      }
    case 'date_created':
      return {
        field: spec.name,
        type: 'timestamp',
        meta: {
          ...meta,
          special: ['date-created'],
          interface: 'datetime',
          readonly: true,
          display: 'datetime',
          display_options: { relative: true },
        },
      }
    case 'date_updated':
      return {
        field: spec.name,
        type: 'timestamp',
        meta: {
          ...meta,
          // both, as Directus' own "Date Updated" field: an item never saved since has its creation
          special: ['date-created', 'date-updated'],
          interface: 'datetime',
          readonly: true,
          display: 'datetime',
          display_options: { relative: true },
        },
      }
    case 'timestamp':
      return {
        field: spec.name,
        type: 'timestamp',
        meta: {
          ...meta,
          interface: 'datetime',
          display: 'datetime',
          display_options: { relative: true },
        },
      }
    case 'multiselect':
      return {
        field: spec.name,
        type: 'json',
        meta: {
          ...meta,
          special: ['cast-json'],
          interface: 'select-multiple-checkbox',
          options: { choices: choicesOf(spec.choices) },
          display: 'labels',
          display_options: { choices: choicesOf(spec.choices) },
        },
      }
    case 'select': {
      const choices = choicesOf(spec.choices)
      const tones = spec.choices.map((choice) =>
        typeof choice === 'object' && choice.tone ? toneColors[choice.tone] : null,
      )
      const labels = tones.some(Boolean)
        ? choices.map((choice, index) => ({ ...choice, ...tones[index] }))
        : choices
      return {
        field: spec.name,
        type: 'string',
        meta: {
          ...meta,
          interface: 'select-dropdown',
          options: { choices },
          display: 'labels',
          display_options: { choices: labels },
        },
        ...(spec.default !== undefined && {
          schema: { default_value: spec.default, ...(spec.required && { is_nullable: false }) },
        }),
      }
    }
    default:
      throw new Error(`${spec.name}: ${spec.kind} is not a scalar field`)
  }
}

function choicesOf(choices: readonly Choice[]) {
  return choices.map((choice) =>
    typeof choice === 'string'
      ? { text: humanize(choice), value: choice }
      : { text: choice.label, value: choice.value },
  )
}

export function statusField(): FieldPayload {
  return {
    field: 'status',
    type: 'string',
    meta: {
      interface: 'select-dropdown',
      options: { choices: statusChoices },
      display: 'labels',
      display_options: {
        showAsDot: true,
        choices: statusChoices.map((choice) => ({
          ...choice,
          foreground: choice.color,
          background: 'var(--theme--background-subdued)',
        })),
      },
      width: 'full',
    },
    schema: { default_value: 'draft', is_nullable: false },
  }
}
