// Relative imports carry their extension: the CMS setup (apps/cms) runs this file with Node, to
// build each block's Directus collections from the same definition the site reads it with.
import {
  file,
  files,
  float,
  html,
  integer,
  m2m,
  m2o,
  o2m,
  pictureCaption,
  select,
  string,
  text,
  type Choice,
  type CollectionSpec,
  type FieldOptions,
  type FieldSpec,
} from '@lamella/cms/directus-schema'
import { safeHref, sanitizeRichText } from '@lamella/cms/sanitize'
import { z } from 'zod'

/**
 * A block's fields are defined once, here: each builder gives the zod type the site reads the
 * field with and records how Directus stores it. Whether the field is required in Directus is
 * read from the zod type (a field the block cannot do without is one an editor must fill), so
 * the two can never disagree; the block's query and its Directus collections are derived from the
 * same shape (`blockCollection`).
 *
 * Links and rich text are also marked in `fieldKinds`, so loading finds them in any block's schema
 * and resolves their internal links to the visitor's language without each block listing them.
 */
export const fieldKinds = z.registry<{ kind: 'link' | 'richText' }>()

/** How Directus stores a field: its spec without name and `required`, which the shape gives. */
type Stored = (name: string, options: FieldOptions) => FieldSpec
const stored = new WeakMap<z.ZodType, { spec: Stored; query: (path: string) => string[] }>()

/** What one field asks the page query for, below `path`. */
const itself = (path: string) => [path]

function define<T extends z.ZodType>(
  type: T,
  spec: Stored,
  query: (path: string) => string[] = itself,
): T {
  stored.set(type, { spec, query })
  return type
}

const isRequired = (type: z.ZodType) => !type.safeParse(undefined).success

export const blockId = z.union([z.number(), z.string()])

/**
 * A Directus file as the page query expands it. Not its title: that is the file library's name,
 * in one language; a picture's caption or alternative text is a translated field of the block
 * that shows it (docs/decisions/029).
 */
export const image = z.object({
  id: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
})

/** The Directus fields of a file relation, e.g. `imageFields('image')`. */
export function imageFields(path: string): string[] {
  return ['id', 'width', 'height'].map((field) => `${path}.${field}`)
}

/** A translated text the block cannot do without: also required in its Directus collection. */
export const requiredText = () => z.string().trim().min(1)

/** A translated or plain text the block can do without. */
export const optionalText = () => z.string().nullish()

type Text<Required> = Required extends true
  ? ReturnType<typeof requiredText>
  : ReturnType<typeof optionalText>

/** Options of a field the editor may be made to fill. */
type Options<Required extends boolean> = Omit<FieldOptions, 'required'> & { required?: Required }

function textOf<Required extends boolean>(required: Required | undefined): Text<Required> {
  return (required ? requiredText() : optionalText()) as Text<Required>
}

/** One line of text (a title, a label, a name). */
export function line<Required extends boolean = false>(
  options: Options<Required> = {},
): Text<Required> {
  const { required, ...rest } = options
  return define(textOf(required), (name, own) =>
    string(name, { ...rest, ...own }),
  ) as Text<Required>
}

/** Some sentences of plain text. */
export function paragraph<Required extends boolean = false>(
  options: Options<Required> = {},
): Text<Required> {
  const { required, ...rest } = options
  return define(textOf(required), (name, own) => text(name, { ...rest, ...own })) as Text<Required>
}

/** A CMS link: javascript:, data:, blob: and other unsafe URLs become null, never a navigation. */
export function link(options: Omit<FieldOptions, 'required'> = {}) {
  return define(
    z
      .string()
      .nullish()
      .transform((url) => safeHref(url))
      .register(fieldKinds, { kind: 'link' }),
    (name, own) => string(name, { ...options, ...own }),
  )
}

/** CMS rich text, sanitised to the tags the site styles. */
export function richText(options: Omit<FieldOptions, 'required'> = {}) {
  return define(
    z
      .string()
      .nullish()
      .transform((html) => sanitizeRichText(html))
      .register(fieldKinds, { kind: 'richText' }),
    (name, own) => html(name, { ...options, ...own }),
  )
}

/** A picture (a Directus file), as the page query expands it. */
type Picture<Required> = Required extends true ? typeof image : ReturnType<typeof image.nullish>

export function picture<Required extends boolean = false>(
  options: Options<Required> = {},
): Picture<Required> {
  const { required, ...rest } = options
  const type = (required ? image : image.nullish()) as Picture<Required>
  return define(
    type,
    (name, own) => file(name, { ...rest, ...own }),
    imageFields,
  ) as Picture<Required>
}

/** A short video (a Directus file): its id and type, for the player's source. */
export function video(options: Omit<FieldOptions, 'required'> = {}) {
  return define(
    z.object({ id: z.string(), type: z.string().nullish() }).nullish(),
    (name, own) => file(name, { ...options, ...own, accept: 'video' }),
    (path) => [`${path}.id`, `${path}.type`],
  )
}

/**
 * One of `choices`. A required choice is read as it is; an optional one with a `fallback` reads as
 * that when empty (items saved before the field existed), which is also a new item's default.
 */
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  options: Omit<FieldOptions, 'required'> & {
    required: true
    labels?: Partial<Record<Values[number], string>>
    default?: Values[number]
  },
): z.ZodEnum<{ [K in Values[number]]: K }>
export function choice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  options: Omit<FieldOptions, 'required'> & {
    labels?: Partial<Record<Values[number], string>>
    fallback: Values[number]
  },
): z.ZodType<Values[number], Values[number] | null | undefined>
export function choice(
  values: readonly [string, ...string[]],
  options: Omit<FieldOptions, 'required'> & {
    required?: true
    labels?: Partial<Record<string, string>>
    default?: string
    fallback?: string
  },
): z.ZodType {
  const { required, labels = {}, fallback, default: initial, ...rest } = options
  const choices: Choice[] = values.map((value) => {
    const label = labels[value]
    return label ? { value, label } : value
  })
  const type = required
    ? z.enum(values)
    : z
        .enum(values)
        .nullish()
        .transform((value) => value ?? fallback!)
  return define(type, (name, own) =>
    select(name, choices, { ...rest, ...own, default: initial ?? fallback }),
  )
}

/** A whole number; `read` brings what editors typed within what the block can show. */
export function wholeNumber<Out>(
  read: (value: number | null | undefined) => Out,
  options: Omit<FieldOptions, 'required'> = {},
) {
  return define(z.number().int().nullish().transform(read), (name, own) =>
    integer(name, { ...options, ...own }),
  )
}

/** A number the block cannot do without (a figure). */
export function figure(options: Omit<FieldOptions, 'required'> = {}) {
  return define(z.number().finite(), (name, own) => float(name, { ...options, ...own }))
}

/**
 * Items picked from another collection (m2m): the ids of those picked, in the editor's order;
 * none picked reads as an empty list.
 */
export function picked(related: string, options: Omit<FieldOptions, 'required'> = {}) {
  const column = `${related}_id`
  return define(
    z
      .array(z.object({ [column]: z.number().nullish() }))
      .nullish()
      .transform((rows) => (rows ?? []).flatMap((row) => row[column] ?? [])),
    (name, own) => m2m(name, related, { ...options, ...own }),
    (path) => [`${path}.${column}`],
  )
}

/**
 * A picture's caption in a gallery, described as every gallery of the site describes it: also the
 * picture's accessible name (pictureCaption).
 */
export function caption() {
  const [spec] = pictureCaption()
  return define(optionalText(), (name, own) => ({ ...spec!, name, ...own }))
}

/** Fields of a collection: the zod type of each, built with the builders above. */
type Shape = Record<string, z.ZodType>

/**
 * Pictures in order (a gallery): rows of the files junction, each with the picture and what the
 * `translations` shape gives it per language (its caption). A picture deleted since is null.
 */
export function gallery<const Translations extends Shape>(
  translations: Translations,
  options: Omit<FieldOptions, 'required'> = {},
) {
  const row = z.object({ directus_files_id: image.nullish(), ...translations })
  const names = Object.keys(translations)
  return define(
    z.array(row).min(1),
    (name, own) => files(name, { ...options, ...own, translations: fieldSpecs(translations) }),
    (path) => [
      ...imageFields(`${path}.directus_files_id`),
      ...(names.length > 0 ? [`${path}.translations.languages_code`] : []),
      ...names.map((key) => `${path}.translations.${key}`),
    ],
  )
}

/** A collection's Directus description, besides its fields. */
interface CollectionMeta {
  icon: string
  note?: string
  template?: string
}

/** The items of a block's own list (slides, quotes, ...): a collection under the block. */
export interface ItemsDefinition<
  Fields extends Shape,
  Translations extends Shape,
> extends CollectionMeta {
  name: string
  fields: Fields
  translations?: Translations
}

const sortOf = (row: object) => ('sort' in row && typeof row.sort === 'number' ? row.sort : 0)
const itemsOf = new WeakMap<z.ZodType, ItemsDefinition<Shape, Shape>>()

/**
 * The block's own list of items (o2m to a collection of their own, owned by the block, in the
 * editors' order). The items are read in that order; an item without a translation in the page's
 * language is already left out.
 */
export function items<
  const Fields extends Shape,
  const Translations extends Shape = Record<never, never>,
>(definition: ItemsDefinition<Fields, Translations>, options: Omit<FieldOptions, 'required'> = {}) {
  const item = z.object({
    id: blockId,
    sort: z.number().nullish(),
    ...definition.fields,
    ...(definition.translations ?? ({} as Translations)),
  })
  const type = z
    .array(item)
    .min(1)
    .transform((rows) => [...rows].sort((a, b) => sortOf(a) - sortOf(b)))
  itemsOf.set(type, definition as unknown as ItemsDefinition<Shape, Shape>)
  return define(
    type,
    (name, own) => o2m(name, definition.name, 'block', { ...options, ...own, owned: true }),
    (path) => [
      `${path}.id`,
      `${path}.sort`,
      ...queryFields(definition.fields, path),
      ...(definition.translations ? [`${path}.translations.*`] : []),
    ],
  )
}

/** The Directus fields of a shape, in its order, each required as its zod type says. */
function fieldSpecs(shape: Shape): FieldSpec[] {
  return Object.entries(shape).map(([name, type]) => {
    const meta = stored.get(type)
    if (!meta) throw new Error(`${name} was not defined with a field builder of fields.server.ts`)
    return meta.spec(name, isRequired(type) ? { required: true } : {})
  })
}

/** What the page query asks for of a shape's fields, below `prefix`. */
function queryFields(shape: Shape, prefix?: string): string[] {
  return Object.entries(shape).flatMap(([name, type]) =>
    stored.get(type)!.query(prefix ? `${prefix}.${name}` : name),
  )
}

/** A block's collection: what Directus shows editors, and the fields of its items. */
export interface BlockCollectionDefinition<
  Collection extends string,
  Fields extends Shape,
  Translations extends Shape,
> extends CollectionMeta {
  collection: Collection
  fields: Fields
  translations?: Translations
}

/**
 * A block's whole definition from one description: the zod schema of its item (translations
 * flattened: what libs/cms returns), the fields its page query asks for, and the Directus
 * collections of the block and of its lists of items (apps/cms builds them from these).
 */
export function blockCollection<
  const Collection extends string,
  const Fields extends Shape,
  const Translations extends Shape = Record<never, never>,
>(definition: BlockCollectionDefinition<Collection, Fields, Translations>) {
  const { collection, fields, translations, icon, note, template } = definition
  const schema = z.object({
    collection: z.literal(collection),
    id: blockId,
    ...fields,
    ...(translations ?? ({} as Translations)),
  })
  const own: CollectionSpec = {
    name: collection,
    icon,
    ...(note ? { note } : {}),
    ...(template ? { template } : {}),
    group: 'blocks',
    fields: fieldSpecs(fields),
    ...(translations ? { translations: fieldSpecs(translations) } : {}),
  }
  const children: CollectionSpec[] = Object.values(fields).flatMap((type) => {
    const child = itemsOf.get(type)
    if (!child) return []
    return [
      {
        name: child.name,
        icon: child.icon,
        ...(child.template ? { template: child.template } : {}),
        ...(child.note ? { note: child.note } : {}),
        group: collection,
        sort: true,
        fields: [m2o('block', collection, { hidden: true }), ...fieldSpecs(child.fields)],
        ...(child.translations ? { translations: fieldSpecs(child.translations) } : {}),
      },
    ]
  })
  return {
    collection,
    schema,
    fields: ['id', ...queryFields(fields), ...(translations ? ['translations.*'] : [])],
    collections: [own, ...children],
  }
}
