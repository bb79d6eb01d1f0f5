/**
 * The vocabulary of the schema description: one builder per kind of field. A builder only records
 * intent; apps/cms/schema/build.ts turns it into the Directus payloads (fields, relations, junction collections)
 * and takes the display template of a relation from the related collection. Each block of libs/blocks
 * describes its own collections with it (its fields read as its zod schema reads them).
 */

export interface FieldOptions {
  note?: string
  required?: boolean
  /** hidden in the editor form: foreign keys that an o2m, m2m or translations interface edits */
  hidden?: boolean
  /** half-width fields sit two to a row in the Data Studio form */
  half?: boolean
  /** a unique index: the database refuses a second row with the same value */
  unique?: boolean
  /** shown but never edited in the Data Studio: values the system writes */
  readonly?: boolean
}

type ScalarKind =
  | 'string'
  | 'text'
  | 'html'
  | 'boolean'
  | 'float'
  | 'date'
  | 'date_created'
  | 'date_updated'
  | 'timestamp'

/** The colours a label can have in the Data Studio's lists (its theme's own, light and dark). */
export type Tone = 'warning' | 'blue' | 'purple' | 'success' | 'danger'

/**
 * A choice of a select: its stored value, the label editors see when the value says too little,
 * and the colour of its label where a list shows it.
 */
export type Choice = string | { value: string; label: string; tone?: Tone }

export type FieldSpec = FieldOptions & { name: string } & (
    | { kind: ScalarKind }
    | { kind: 'integer'; default?: number }
    | { kind: 'select'; choices: readonly Choice[]; default?: string }
    | { kind: 'multiselect'; choices: readonly Choice[] }
    | { kind: 'file'; accept?: 'image' | 'video' }
    | { kind: 'm2o'; related: string }
    | { kind: 'user' }
    | {
        kind: 'o2m'
        related: string
        relatedField: string
        /** the related items are this item's own: deleted with it, and when taken off its list */
        owned?: boolean
      }
    | { kind: 'm2m'; related: string; junction?: string }
    | { kind: 'files'; junction?: string; translations?: FieldSpec[] }
    | { kind: 'm2a'; allowed: readonly string[]; junction?: string }
  )

export interface CollectionSpec {
  name: string
  icon: string
  note?: string
  /** how items appear in lists and relational interfaces */
  template?: string
  /**
   * What Directus keeps of each change: `all` (the default) an activity row and a revision with
   * the saved values, `activity` only who did what and when
   */
  accountability?: 'all' | 'activity'
  singleton?: boolean
  /** adds the contract's `status` field and makes it the archive field */
  status?: boolean
  /** adds a hidden `sort` field for manual drag-and-drop ordering */
  sort?: boolean
  /** a folder (or parent collection) in the Data Studio navigation */
  group?: string
  /** primary key other than an auto-increment `id`; only `languages` uses it */
  stringKey?: string
  fields: FieldSpec[]
  /** the translated fields, stored in `<name>_translations` */
  translations?: FieldSpec[]
}

/** A navigation folder: a collection without a table. */
export interface FolderSpec {
  name: string
  icon: string
  label: string
}

type Scalar = (name: string, options?: FieldOptions) => FieldSpec
const scalar =
  (kind: ScalarKind): Scalar =>
  (name, options) => ({ name, kind, ...options })

export const string = scalar('string')
export const text = scalar('text')
export const html = scalar('html')
export const boolean = scalar('boolean')
/** A whole number; `default` is the value a new item starts with. */
export const integer = (
  name: string,
  options?: FieldOptions & { default?: number },
): FieldSpec => ({ name, kind: 'integer', ...options })
export const float = scalar('float')
export const date = scalar('date')
export const dateCreated = scalar('date_created')
/** When the item was last saved (its creation until then), written by Directus. */
export const dateUpdated = scalar('date_updated')
/** A moment, date and time: when something happened. */
export const timestamp = scalar('timestamp')

/** A dropdown; `default` is the value a new item starts with. */
export const select = (
  name: string,
  choices: readonly Choice[],
  options?: FieldOptions & { default?: string },
): FieldSpec => ({
  name,
  kind: 'select',
  choices,
  ...options,
})

/** Several values of one list, ticked as checkboxes; stored as a JSON array of the values. */
export const multiselect = (
  name: string,
  choices: readonly Choice[],
  options?: FieldOptions,
): FieldSpec => ({ name, kind: 'multiselect', choices, ...options })

/** A Directus file: a picture unless `accept` says a video. */
export const file = (
  name: string,
  options?: FieldOptions & { accept?: 'image' | 'video' },
): FieldSpec => ({
  name,
  kind: 'file',
  ...options,
})

export const m2o = (name: string, related: string, options?: FieldOptions): FieldSpec => ({
  name,
  kind: 'm2o',
  related,
  ...options,
})

/** A Data Studio user (directus_users), shown with their avatar and name. */
export const user = (name: string, options?: FieldOptions): FieldSpec => ({
  name,
  kind: 'user',
  ...options,
})

/** The other side of an m2o: `related.relatedField` points back at this collection. */
export const o2m = (
  name: string,
  related: string,
  relatedField: string,
  options?: FieldOptions & { owned?: boolean },
): FieldSpec => ({ name, kind: 'o2m', related, relatedField, ...options })

/** Junction `<collection>_<field>` unless given, with `<collection>_id`, `<related>_id`, `sort`. */
export const m2m = (
  name: string,
  related: string,
  options?: FieldOptions & { junction?: string },
): FieldSpec => ({ name, kind: 'm2m', related, ...options })

/** Junction `<collection>_<field>` unless given, with `<collection>_id`, `item`, `collection`, `sort`. */
export const m2a = (
  name: string,
  allowed: readonly string[],
  options?: FieldOptions & { junction?: string },
): FieldSpec => ({ name, kind: 'm2a', allowed, ...options })

/**
 * Several Directus files in order (a gallery): junction `<collection>_<field>` with
 * `<collection>_id`, `directus_files_id`, `sort`, edited with the files interface. `translations`
 * go on the junction (`<junction>_translations`): what belongs to one picture in one gallery,
 * such as its caption, typed per language in the gallery's own form.
 */
export const files = (
  name: string,
  options?: FieldOptions & { junction?: string; translations?: FieldSpec[] },
): FieldSpec => ({
  name,
  kind: 'files',
  ...options,
})

/**
 * The translated fields of a picture in a gallery. The caption is also its accessible name: the
 * site draws gallery pictures inside a button or dialog named by it, so a separate alternative
 * text would be read twice. A picture without a caption in a language has none there, and is
 * named by its place in the gallery (docs/decisions/029).
 */
export const pictureCaption = () => [
  string('caption', {
    note: 'Shown under the picture and in the lightbox, and read out by screen readers; a short sentence saying what the picture shows.',
  }),
]
