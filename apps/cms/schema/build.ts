/**
 * Turns the schema description into the payloads of the Directus REST API: one entry per
 * collection (with all of its fields, ready for `POST /collections`) and one per relation.
 * Junctions for translations, m2m and m2a are generated here, named as the contract says.
 */
import { collections, folders, systemCollectionFields } from './collections.ts'
import type { CollectionSpec, FieldSpec, FolderSpec } from '@lamella/cms/directus-schema'
import {
  baseMeta,
  blockPreview,
  idField,
  junction,
  keyField,
  oneLanguage,
  scalarField,
  statusField,
  throughRelation,
  titleField,
  translationOptions,
  userTemplate,
} from './payloads.ts'
import { inStudioLanguages } from './studio-language.ts'
import type {
  BuiltSchema,
  CollectionPayload,
  FieldPayload,
  RelationPayload,
  StudioString,
  SystemFieldsPayload,
} from './payloads.ts'

export { blockPreview }
export type {
  BuiltSchema,
  CollectionPayload,
  FieldPayload,
  RelationPayload,
  StudioString,
  SystemFieldsPayload,
}

class SchemaBuilder {
  readonly collections: CollectionPayload[] = []
  readonly relations = new Map<string, RelationPayload>()
  readonly templates: Map<string, string>
  readonly sortable: Set<string>

  /** how a collection's template is shown: in one language, or as written (upgrades.ts) */
  readonly shown: (template: string) => string

  constructor(specs: CollectionSpec[], shown: (template: string) => string) {
    this.shown = shown
    this.templates = new Map(specs.map((spec) => [spec.name, shown(spec.template ?? '{{id}}')]))
    this.sortable = new Set(specs.filter((spec) => spec.sort).map((spec) => spec.name))
  }

  template(collection: string): string {
    const template = this.templates.get(collection)
    if (!template) throw new Error(`Unknown related collection "${collection}"`)
    return template
  }

  /**
   * Both sides of an o2m describe the same relation: their parts are merged, nulls never win,
   * and an o2m whose items are its own decides what a delete does (its m2o side does not know).
   */
  relation(relation: RelationPayload): void {
    const key = `${relation.collection}.${relation.field}`
    const existing = this.relations.get(key)
    if (!existing) {
      this.relations.set(key, relation)
      return
    }
    const set = Object.entries(relation.meta).filter(([, value]) => value !== null)
    const merged = { ...existing, meta: { ...existing.meta, ...Object.fromEntries(set) } }
    const owner = [relation, existing].find((side) => side.meta.one_deselect_action === 'delete')
    if (owner) {
      merged.meta.one_deselect_action = 'delete'
      merged.schema = owner.schema
    }
    this.relations.set(key, merged)
  }

  folder(spec: FolderSpec, sort: number): void {
    this.collections.push({
      collection: spec.name,
      meta: {
        icon: spec.icon,
        sort,
        collapse: 'closed',
        translations: [{ language: 'en-US', translation: spec.label }],
      },
      schema: null,
      fields: [],
    })
  }

  collection(spec: CollectionSpec, sort: number): void {
    const fields: FieldPayload[] = []
    if (spec.stringKey) {
      fields.push({
        field: spec.stringKey,
        type: 'string',
        meta: { interface: 'input', width: 'half', required: true },
        schema: { is_primary_key: true, has_auto_increment: false },
      })
    } else {
      fields.push(idField())
    }
    if (spec.status) fields.push(statusField())
    if (spec.sort)
      fields.push({ field: 'sort', type: 'integer', meta: { interface: 'input', hidden: true } })
    if (spec.group === 'blocks') fields.push(blockPreview(spec.name))
    if (spec.translations)
      fields.push(
        this.translations(
          spec.name,
          spec.translations,
          this.shown === oneLanguage ? titleField(spec.template) : undefined,
        ),
      )
    for (const field of spec.fields) fields.push(this.field(spec.name, field))

    this.collections.push({
      collection: spec.name,
      meta: {
        icon: spec.icon,
        note: spec.note ?? null,
        display_template: spec.template ? this.shown(spec.template) : null,
        singleton: spec.singleton ?? false,
        group: spec.group ?? null,
        sort,
        sort_field: spec.sort ? 'sort' : null,
        archive_field: spec.status ? 'status' : null,
        archive_value: spec.status ? 'archived' : null,
        unarchive_value: spec.status ? 'draft' : null,
        archive_app_filter: true,
        accountability: spec.accountability ?? 'all',
      },
      schema: {},
      fields: fields.map((field, index) => ({
        ...field,
        meta: { ...field.meta, sort: index + 1 },
      })),
    })
  }

  translations(collection: string, specs: FieldSpec[], shown?: string): FieldPayload {
    const table = `${collection}_translations`
    const parentKey = `${collection}_id`
    this.collections.push(
      junction(table, [
        keyField(parentKey),
        keyField('languages_code', 'string'),
        ...specs.map(scalarField),
      ]),
    )
    this.relation({
      collection: table,
      field: 'languages_code',
      related_collection: 'languages',
      meta: { one_field: null, junction_field: parentKey, one_deselect_action: 'nullify' },
      schema: { on_delete: 'SET NULL' },
    })
    this.relation({
      collection: table,
      field: parentKey,
      related_collection: collection,
      meta: {
        one_field: 'translations',
        junction_field: 'languages_code',
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    })
    const first = shown ?? specs[0]?.name ?? 'id'
    return {
      field: 'translations',
      type: 'alias',
      meta: {
        special: ['translations'],
        interface: 'translations',
        options: translationOptions,
        display: 'translations',
        display_options: { ...translationOptions, template: `{{${first}}}` },
      },
    }
  }

  /**
   * The junction table of a many-to-many, files or many-to-any field: a row per link, sorted, that
   * goes with its parent item and with its removal from the list. `other` is the link's other
   * side: its key field(s) and its relation, which names the parent's key as its junction field;
   * `more` are fields of the link itself (a picture's caption).
   */
  junction(
    collection: string,
    spec: { name: string; junction?: string },
    other: Omit<RelationPayload, 'collection'> & { keys: FieldPayload[]; more?: FieldPayload[] },
  ): void {
    const table = spec.junction ?? `${collection}_${spec.name}`
    const parentKey = `${collection}_id`
    const { keys, more = [], ...relation } = other
    this.collections.push(
      junction(table, [keyField(parentKey), ...keys, keyField('sort'), ...more]),
    )
    this.relation({
      ...relation,
      collection: table,
      meta: { ...relation.meta, junction_field: parentKey },
    })
    this.relation({
      collection: table,
      field: parentKey,
      related_collection: collection,
      meta: {
        one_field: spec.name,
        junction_field: other.field,
        sort_field: 'sort',
        one_deselect_action: 'delete',
      },
      schema: { on_delete: 'CASCADE' },
    })
  }

  field(collection: string, spec: FieldSpec): FieldPayload {
    const meta = baseMeta(spec)
    switch (spec.kind) {
      case 'file':
        this.relation({
          collection,
          field: spec.name,
          related_collection: 'directus_files',
          meta: { one_field: null, one_deselect_action: 'nullify' },
          schema: { on_delete: 'SET NULL' },
        })
        return {
          field: spec.name,
          type: 'uuid',
          meta:
            spec.accept === 'video'
              ? {
                  ...meta,
                  special: ['file'],
                  interface: 'file',
                  options: { filter: { type: { _starts_with: 'video/' } } },
                  display: 'file',
                }
              : { ...meta, special: ['file'], interface: 'file-image', display: 'image' },
        }
      case 'm2o': {
        const template = this.template(spec.related)
        this.relation({
          collection,
          field: spec.name,
          related_collection: spec.related,
          meta: { one_field: null, one_deselect_action: 'nullify' },
          schema: { on_delete: 'SET NULL' },
        })
        return {
          field: spec.name,
          type: 'integer',
          meta: {
            ...meta,
            special: ['m2o'],
            interface: 'select-dropdown-m2o',
            options: { template },
            display: 'related-values',
            display_options: { template },
          },
        }
      }
      case 'user':
        this.relation({
          collection,
          field: spec.name,
          related_collection: 'directus_users',
          meta: { one_field: null, one_deselect_action: 'nullify' },
          schema: { on_delete: 'SET NULL' },
        })
        return {
          field: spec.name,
          type: 'uuid',
          meta: {
            ...meta,
            special: ['m2o'],
            interface: 'select-dropdown-m2o',
            options: { template: userTemplate },
            display: 'user',
          },
        }
      case 'o2m': {
        const template = this.template(spec.related)
        // the m2o side (spec.related.relatedField) declares the relation itself; items that are
        // this item's own go with it (CASCADE), and with their removal from its list
        this.relation({
          collection: spec.related,
          field: spec.relatedField,
          related_collection: collection,
          meta: {
            one_field: spec.name,
            sort_field: this.sortable.has(spec.related) ? 'sort' : null,
            ...(spec.owned && { one_deselect_action: 'delete' }),
          },
          schema: { on_delete: spec.owned ? 'CASCADE' : 'SET NULL' },
        })
        return {
          field: spec.name,
          type: 'alias',
          meta: {
            ...meta,
            special: ['o2m'],
            interface: 'list-o2m',
            options: { template },
            display: 'related-values',
            display_options: { template },
          },
        }
      }
      case 'm2m': {
        const relatedKey = `${spec.related}_id`
        const template = throughRelation(this.template(spec.related), relatedKey)
        this.junction(collection, spec, {
          field: relatedKey,
          keys: [keyField(relatedKey)],
          related_collection: spec.related,
          meta: { one_field: null, one_deselect_action: 'nullify' },
          schema: { on_delete: 'CASCADE' },
        })
        return {
          field: spec.name,
          type: 'alias',
          meta: {
            ...meta,
            special: ['m2m'],
            interface: 'list-m2m',
            options: { template },
            display: 'related-values',
            display_options: { template },
          },
        }
      }
      case 'files': {
        const table = spec.junction ?? `${collection}_${spec.name}`
        this.junction(collection, spec, {
          field: 'directus_files_id',
          keys: [keyField('directus_files_id', 'uuid')],
          more: spec.translations ? [this.translations(table, spec.translations)] : [],
          related_collection: 'directus_files',
          meta: { one_field: null, one_deselect_action: 'nullify' },
          schema: { on_delete: 'CASCADE' },
        })
        return {
          field: spec.name,
          type: 'alias',
          meta: {
            ...meta,
            special: ['files'],
            interface: 'files',
            options: { template: '{{directus_files_id.$thumbnail}} {{directus_files_id.title}}' },
            display: 'related-values',
            display_options: { template: '{{directus_files_id.title}}' },
          },
        }
      }
      case 'm2a': {
        this.junction(collection, spec, {
          field: 'item',
          keys: [keyField('item', 'string'), keyField('collection', 'string')],
          related_collection: null,
          meta: {
            one_field: null,
            one_collection_field: 'collection',
            one_allowed_collections: [...spec.allowed],
            one_deselect_action: 'nullify',
          },
          schema: null,
        })
        return {
          field: spec.name,
          type: 'alias',
          meta: { ...meta, special: ['m2a'], interface: 'list-m2a' },
        }
      }
      default:
        return scalarField(spec)
    }
  }
}

/**
 * `allLanguages` builds templates as versions before one-language titles did (for upgrades.ts):
 * `{{translations.title}}` as written, and the translations display showing its first field.
 * `englishOnly` builds the Data Studio's texts as versions before it spoke the editor's
 * language wrote them (upgrades.ts): names left to Directus, notes and labels in English.
 */
export function buildSchema(
  specs: CollectionSpec[] = collections,
  folderSpecs: FolderSpec[] = folders,
  {
    allLanguages = false,
    englishOnly = false,
  }: { allLanguages?: boolean; englishOnly?: boolean } = {},
): BuiltSchema {
  const builder = new SchemaBuilder(specs, allLanguages ? (template) => template : oneLanguage)
  folderSpecs.forEach((folder, index) => builder.folder(folder, specs.length + index + 1))
  specs.forEach((spec, index) => builder.collection(spec, index + 1))
  // Directus sorts a field added to its own collections after its own fields
  const systemFields = systemCollectionFields.map(({ collection, fields }) => ({
    collection,
    fields: fields.map((field) => builder.field(collection, field)),
  }))
  const english: BuiltSchema = {
    collections: builder.collections,
    systemFields,
    relations: [...builder.relations.values()],
    studioStrings: [],
  }
  return englishOnly ? english : inStudioLanguages(english)
}
