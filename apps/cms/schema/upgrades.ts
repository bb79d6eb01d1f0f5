/**
 * Definitions that an earlier version of this setup created and this one describes differently.
 * `apply.ts` never changes what exists, except here: a setting of a field or collection is put
 * right only while it still reads exactly as that earlier version left it, so an editor's own
 * change survives and the next run finds nothing to do. Fields that are new are not upgrades:
 * `apply.ts` creates them.
 */
import { isDeepStrictEqual } from 'node:util'
import type { Api } from './api.ts'
import type { BuiltSchema } from './build.ts'
import { buildSchema } from './build.ts'
import { collections } from './collections.ts'
import { acceptBy, type PromiseSettings } from './lead-deadline.ts'
import type { CollectionSpec, FieldSpec } from '@lamella/cms/directus-schema'

type Json = Record<string, unknown>

const linkCollections = new Set(['nav_links', 'main_nav_group_items', 'footer_links'])

const withNote = (fields: FieldSpec[] | undefined, notes: Record<string, string>) =>
  fields?.map((field) => (field.name in notes ? { ...field, note: notes[field.name] } : field))

/**
 * The schema as it was before every picture's words were written in the visitor's language: a
 * gallery picture without a caption and a slide's picture fell back to the file's title, and the
 * slides had no alternative text of their own. Only what was described differently is put back.
 */
function beforeAltTexts(spec: CollectionSpec): CollectionSpec {
  const caption = {
    caption: 'Shown under the picture and in the lightbox; a short sentence.',
  }
  switch (spec.name) {
    case 'block_vertical_slider_slides':
      return {
        ...spec,
        fields: withNote(spec.fields, {
          image: 'Landscape, at least 1600 px wide; its title is the alternative text.',
        })!,
        translations: spec.translations?.filter((field) => field.name !== 'image_alt'),
      }
    case 'block_hero':
      return {
        ...spec,
        fields: withNote(spec.fields, {
          image:
            'A wide photo, at least 1600 pixels wide. With a video, it is the still shown before the video plays and to visitors who prefer less motion.',
        })!,
      }
    case 'block_image_collection':
      return {
        ...spec,
        note: 'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. Each picture has a caption per language; without one, the file’s title is shown.',
        fields: spec.fields.map((field) =>
          field.name === 'images' && field.kind === 'files'
            ? {
                ...field,
                note: 'In the order they appear. Open a picture to write its caption in each language, below the file’s details: it names the picture for screen readers too. Without a caption the file’s title is used.',
                translations: withNote(field.translations, caption),
              }
            : field,
        ),
      }
    case 'projects':
      return {
        ...spec,
        fields: spec.fields.map((field) =>
          field.name === 'gallery' && field.kind === 'files'
            ? {
                ...field,
                note: 'More pictures of the project, in the order they appear below its story; a click opens each one large. Open a picture to write its caption in each language, below the file’s details; without one, the file’s title is used. Leave empty for no gallery.',
                translations: withNote(field.translations, caption),
              }
            : field,
        ),
      }
    default:
      return spec
  }
}

/**
 * The schema as it was before menu entries could point at pages: `url` was required, filled the
 * whole row and showed in every list of links. Only what was described differently is put back.
 */
function previousSpec(spec: CollectionSpec): CollectionSpec {
  if (linkCollections.has(spec.name)) {
    const url = (field: FieldSpec): FieldSpec => ({
      ...field,
      required: true,
      half: false,
      note:
        spec.name === 'nav_links'
          ? 'Internal path without language prefix (e.g. /covers) or an absolute https:// URL.'
          : undefined,
    })
    return {
      ...spec,
      template: '{{translations.label}} ({{url}})',
      fields: spec.fields.map((field) => (field.name === 'url' ? url(field) : field)),
    }
  }
  // Before the blocks' contract test, a hero's headline and a call to action's title were optional
  // in Directus although the site drops a block without them.
  const requiredSince: Record<string, string> = { block_hero: 'headline', block_cta: 'title' }
  if (spec.name in requiredSince) {
    // Before it had variants and a video, the hero had no notes for editors.
    const hero = spec.name === 'block_hero'
    const bare = (field: FieldSpec): FieldSpec => (hero ? { ...field, note: undefined } : field)
    return {
      ...spec,
      note: hero ? undefined : spec.note,
      fields: spec.fields
        .filter((field) => !hero || !['variant', 'video'].includes(field.name))
        .map(bare),
      translations: spec.translations?.map((field) =>
        bare(field.name === requiredSince[spec.name] ? { ...field, required: false } : field),
      ),
    }
  }
  // Before galleries had captions per language, the file's title was the caption.
  const galleries: Record<string, { collection?: string; field: string; note: string }> = {
    block_image_collection: {
      collection:
        'A heading and a grid of pictures; a click opens each one large in a lightbox with its caption and previous/next buttons. The caption is the file’s title.',
      field: 'images',
      note: 'In the order they appear. Give each file a title: it is the caption and the alternative text.',
    },
    projects: {
      field: 'gallery',
      note: 'More pictures of the project, in the order they appear below its story; a click opens each one large. Give each file a title: it is the caption and the alternative text. Leave empty for no gallery.',
    },
  }
  const gallery = galleries[spec.name]
  if (gallery) {
    return {
      ...spec,
      note: gallery.collection ?? spec.note,
      fields: spec.fields.map((field) =>
        field.name === gallery.field && field.kind === 'files'
          ? { name: field.name, kind: 'files', required: field.required, note: gallery.note }
          : field,
      ),
    }
  }
  // Before dealers followed up requests in the Data Studio, the list showed a postal code only.
  if (spec.name === 'quote_requests') {
    return {
      ...spec,
      template: '{{name}} ({{postal_code}})',
      note: 'Written by the site with the Form Writer token.',
    }
  }
  if (spec.name === 'global_settings') {
    return {
      ...spec,
      fields: spec.fields.map((field) =>
        field.name === 'seo' ? { ...field, note: 'Default title and description.' } : field,
      ),
    }
  }
  return spec
}

/** Before a block's own items (slides, quotes, ...) went with it, a delete left them behind. */
const withoutOwnedItems = (spec: CollectionSpec): CollectionSpec => ({
  ...spec,
  fields: spec.fields.map((field) =>
    field.kind === 'o2m' && field.owned ? { ...field, owned: undefined } : field,
  ),
})

/**
 * Before personal data had a retention period, every change of a request kept a revision. Every
 * earlier version did; the upgrade from the most recent one covers the older ones too.
 */
const withRevisions = (spec: CollectionSpec): CollectionSpec => {
  if (spec.name !== 'quote_requests') return spec
  const { accountability: _kept, ...rest } = spec
  return rest
}

/** What the dealers' workspace on the site added to the requests: new fields, no upgrades. */
const workspaceFields = new Set(['accepted_at', 'appointment_at', 'decline_reason', 'history'])

/**
 * Before dealers accepted or declined a request in the site's workspace, a lead had five
 * statuses, and neither the fields nor the history (`lead_events`) of that workflow. Every
 * earlier version was so.
 */
const beforeWorkspace = (specs: CollectionSpec[]): CollectionSpec[] =>
  specs.filter((spec) => spec.name !== 'lead_events').map(withEarlierStatuses)

const withEarlierStatuses = (spec: CollectionSpec): CollectionSpec => {
  if (spec.name !== 'quote_requests') return spec
  const choices = [
    { value: 'new', label: 'New', tone: 'warning' },
    { value: 'contacted', label: 'Contacted', tone: 'blue' },
    { value: 'quote_sent', label: 'Quote sent', tone: 'purple' },
    { value: 'won', label: 'Won', tone: 'success' },
    { value: 'lost', label: 'Lost', tone: 'danger' },
  ] as const
  return {
    ...spec,
    fields: spec.fields
      .filter((field) => !workspaceFields.has(field.name))
      .map((field) =>
        field.name === 'status' && field.kind === 'select' ? { ...field, choices } : field,
      ),
  }
}

/**
 * Before the Data Studio spoke the editor's language, the privacy page's note named its address
 * with `{language}`, which Directus would read as a placeholder of a Translation String. The
 * versions before it had no privacy page.
 */
const withBracedPrivacyNote = (spec: CollectionSpec): CollectionSpec =>
  spec.name === 'global_settings'
    ? {
        ...spec,
        fields: withNote(spec.fields, {
          privacy_page:
            'The privacy notice: always at /{language}/privacy, linked from the footer and the quote form.',
        })!,
      }
    : spec

/** The version before links could point at pages and pictures had captions (the oldest). */
export const previousCollections: CollectionSpec[] = beforeWorkspace(collections).map((spec) =>
  previousSpec(beforeAltTexts(withoutOwnedItems(spec))),
)

/**
 * The version before alternative texts: captions existed, with the file's title as fallback, and
 * a delete left a block's own items behind.
 */
export const captionFallbackCollections: CollectionSpec[] = beforeWorkspace(collections).map(
  (spec) => beforeAltTexts(withoutOwnedItems(withRevisions(spec))),
)

/**
 * The version before the Data Studio spoke the editor's language: today's schema, with every
 * name, note and label in English (built with `englishOnly`).
 */
export const englishOnlyCollections: CollectionSpec[] = collections.map(withBracedPrivacyNote)

/** How an earlier version is built: its texts in English, as every earlier version wrote them. */
const earlier = { englishOnly: true }

export interface Upgrade {
  collection: string
  /** absent for a setting of the collection itself */
  field?: string
  /** the meta settings that changed, as the earlier version wrote them */
  from: Json
  to: Json
}

/** `sort` is left out: a field added later takes its place in the form, not the ones before it. */
function changed(before: Json, after: Json): { from: Json; to: Json } | null {
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => key !== 'sort' && !isDeepStrictEqual(before[key], after[key]),
  )
  if (keys.length === 0) return null
  return {
    from: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    to: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  }
}

/**
 * What differs between two built schemas in the settings of what both have, the fields this
 * project adds to Directus' own collections included.
 */
export function schemaUpgrades(
  previous: BuiltSchema = buildSchema(previousCollections, undefined, {
    ...earlier,
    allLanguages: true,
  }),
  current: BuiltSchema = buildSchema(),
): Upgrade[] {
  const upgrades: Upgrade[] = []
  const systemFields = (schema: BuiltSchema) =>
    schema.systemFields.map((item) => ({ ...item, meta: null }))
  for (const now of [...current.collections, ...systemFields(current)]) {
    const before = [...previous.collections, ...systemFields(previous)].find(
      (item) => item.collection === now.collection,
    )
    if (!before) continue
    const own = before.meta && now.meta && changed(before.meta, now.meta)
    if (own) upgrades.push({ collection: now.collection, ...own })
    for (const field of now.fields) {
      const old = before.fields.find((item) => item.field === field.field)
      const diff = old && changed(old.meta, field.meta)
      if (diff) upgrades.push({ collection: now.collection, field: field.field, ...diff })
    }
  }
  return upgrades
}

/**
 * The upgrades from every earlier version this setup knows, oldest first: a database set up by
 * any of them gets what changed since. A setting changed twice has an upgrade from each version;
 * only the one whose `from` the database still holds applies.
 */
export function allSchemaUpgrades(current: BuiltSchema = buildSchema()): Upgrade[] {
  const upgrades: Upgrade[] = []
  // The oldest version still showed item titles in all five languages joined.
  const versions = [
    buildSchema(previousCollections, undefined, { ...earlier, allLanguages: true }),
    buildSchema(captionFallbackCollections, undefined, earlier),
    buildSchema(englishOnlyCollections, undefined, earlier),
  ]
  for (const earlier of versions) {
    for (const upgrade of schemaUpgrades(earlier, current)) {
      if (!upgrades.some((known) => isDeepStrictEqual(known, upgrade))) upgrades.push(upgrade)
    }
  }
  return upgrades
}

interface Existing {
  collection: string
  field?: string
  meta: Json | null
}

/** The settings of one upgrade that still read as the earlier version wrote them. */
export function pending(upgrade: Upgrade, existing: Existing | undefined): Json | null {
  if (!existing?.meta) return null
  const meta = existing.meta
  const keys = Object.keys(upgrade.to).filter((key) =>
    isDeepStrictEqual(meta[key] ?? null, upgrade.from[key]),
  )
  return keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, upgrade.to[key]])) : null
}

/**
 * A collection's fields go in one request: Directus reloads its schema after each, and the run
 * that gives a database the Data Studio's languages changes a few hundred of them.
 */
export async function applyUpgrades(api: Api, upgrades = allSchemaUpgrades()): Promise<void> {
  const collectionMeta = await api.get<Existing[]>('/collections')
  const fieldMeta = await api.get<Existing[]>('/fields')
  const fields = new Map<string, Map<string, Json>>()
  for (const upgrade of upgrades) {
    if (upgrade.field === undefined) {
      const existing = collectionMeta.find((item) => item.collection === upgrade.collection)
      const meta = pending(upgrade, existing)
      if (meta) await api.patch(`/collections/${upgrade.collection}`, { meta })
    } else {
      const existing = fieldMeta.find(
        (item) => item.collection === upgrade.collection && item.field === upgrade.field,
      )
      const meta = pending(upgrade, existing)
      if (!meta) continue
      const own = fields.get(upgrade.collection) ?? new Map<string, Json>()
      // two earlier versions may both upgrade a field: their settings together
      own.set(upgrade.field, { ...own.get(upgrade.field), ...meta })
      fields.set(upgrade.collection, own)
    }
  }
  for (const [collection, metas] of fields)
    await api.patch(
      `/fields/${collection}`,
      [...metas].map(([field, meta]) => ({ field, meta })),
    )
}

interface ExistingRelation {
  collection: string
  field: string
  meta: Json | null
}

/**
 * The many-to-any relations whose list of allowed collections lacks some that this setup
 * describes (a new block that pages may hold): the missing ones are added, and collections an
 * editor allowed stay allowed. Relations are otherwise never changed once they exist.
 */
export function allowedCollectionUpgrades(
  existing: readonly ExistingRelation[],
  schema: BuiltSchema = buildSchema(),
): Array<{ collection: string; field: string; meta: Json }> {
  const upgrades = []
  for (const relation of schema.relations) {
    const wanted = relation.meta.one_allowed_collections
    if (!Array.isArray(wanted)) continue
    const found = existing.find(
      (item) => item.collection === relation.collection && item.field === relation.field,
    )
    const allowed = found?.meta?.one_allowed_collections
    if (!found || !Array.isArray(allowed)) continue
    const missing = wanted.filter((name: unknown) => !allowed.includes(name))
    if (missing.length > 0) {
      upgrades.push({
        collection: relation.collection,
        field: relation.field,
        meta: { one_allowed_collections: [...allowed, ...missing] },
      })
    }
  }
  return upgrades
}

interface ExistingForeignKey {
  collection: string
  field: string
  related_collection: string | null
  meta: Json | null
  schema: { on_delete?: string | null } | null
}

export interface RelationUpgrade {
  collection: string
  field: string
  /** the whole relation as PATCH /relations wants it (Directus re-creates the foreign key) */
  payload: {
    collection: string
    field: string
    related_collection: string
    schema: { on_delete: string }
    meta?: Json
  }
}

/**
 * What a delete does, brought up to date on relations an earlier version created otherwise: the
 * database's ON DELETE and the Data Studio's action on an item taken off a list (a block's slides
 * were set loose, now they go with it). Each of the two is changed only while it reads as that
 * version left it. Directus drops and re-creates the foreign key on any change of a relation
 * with a related collection, so the payload always names its ON DELETE.
 */
export function relationUpgrades(
  existing: readonly ExistingForeignKey[],
  previous: BuiltSchema = buildSchema(previousCollections, undefined, {
    ...earlier,
    allLanguages: true,
  }),
  current: BuiltSchema = buildSchema(),
): RelationUpgrade[] {
  const upgrades: RelationUpgrade[] = []
  for (const now of current.relations) {
    const before = previous.relations.find(
      (item) => item.collection === now.collection && item.field === now.field,
    )
    const found = existing.find(
      (item) => item.collection === now.collection && item.field === now.field,
    )
    if (!before || !found?.related_collection || !now.schema) continue
    const onDelete = { before: before.schema?.on_delete, now: now.schema.on_delete }
    // Directus' default, for a relation created without one
    const deselect = {
      before: before.meta.one_deselect_action ?? 'nullify',
      now: now.meta.one_deselect_action ?? 'nullify',
    }
    const current = {
      onDelete: found.schema?.on_delete ?? null,
      deselect: found.meta?.one_deselect_action ?? 'nullify',
    }
    const newOnDelete = onDelete.before !== onDelete.now && current.onDelete === onDelete.before
    const newDeselect = deselect.before !== deselect.now && current.deselect === deselect.before
    if (!newOnDelete && !newDeselect) continue
    const wantedOnDelete = newOnDelete ? onDelete.now : current.onDelete
    if (typeof wantedOnDelete !== 'string') continue
    upgrades.push({
      collection: now.collection,
      field: now.field,
      payload: {
        collection: now.collection,
        field: now.field,
        related_collection: found.related_collection,
        schema: { on_delete: wantedOnDelete },
        ...(newDeselect && { meta: { one_deselect_action: deselect.now } }),
      },
    })
  }
  return upgrades
}

/**
 * The sign-in provider of the site's accounts (reader, writer, previewer), which sign in by static
 * token only. Directus refuses a password sign-in of a user whose provider is not the one signed
 * in with before it counts the failure, and no sign-in endpoint serves this one, so nobody can
 * suspend these accounts with wrong passwords. A static token is looked up by the token and an
 * active status alone, whatever the provider.
 */
export const tokenOnlyProvider = 'token-only'

export interface ExistingAccount {
  provider: string | null
  /** Directus answers a set password masked, never its hash */
  password: string | null
}

/**
 * What an account of the site needs to become token-only: earlier versions made them local
 * accounts (`default`), which a stranger could suspend by signing in wrongly 25 times. `null`
 * when it is already.
 */
export function tokenOnlyUpgrade(
  account: ExistingAccount,
): { provider: string; password: null } | null {
  if (account.provider === tokenOnlyProvider && account.password === null) return null
  return { provider: tokenOnlyProvider, password: null }
}

/**
 * The dealers' weekday reminder an earlier setup created, retired: its flows (`names`) and the
 * office's setting of how long it waited are removed, and the requests still new that were
 * stored before the CMS gave each one a promise get one from now, so that the lead routing
 * reminds their dealer and passes them on like any other. What it changed, for the setup's log.
 */
export async function retireWeekdayReminder(
  api: Api,
  names: readonly string[],
  now = Date.now(),
): Promise<{ flows: number; promised: number }> {
  const flows = await api.get<{ id: string }[]>('/flows', {
    filter: { name: { _in: [...names] } },
    fields: 'id',
    limit: -1,
  })
  if (flows.length > 0)
    await api.delete(
      '/flows',
      flows.map((flow) => flow.id),
    )
  const settingFields = await api.get<{ field: string }[]>('/fields/global_settings')
  if (settingFields.some((item) => item.field === 'reminder_working_days'))
    await api.delete('/fields/global_settings/reminder_working_days')

  const settings = await api.get<PromiseSettings>('/items/global_settings', {
    fields: 'accept_working_days,office_answer_working_days',
  })
  const waiting = await api.get<{ id: number; kind: unknown; dealer: unknown }[]>(
    '/items/quote_requests',
    {
      filter: { status: { _eq: 'new' }, accept_by: { _null: true } },
      fields: 'id,kind,dealer',
      limit: -1,
    },
  )
  for (const lead of waiting)
    await api.patch(`/items/quote_requests/${lead.id}`, {
      accept_by: new Date(acceptBy(lead, settings, now)).toISOString(),
    })
  return { flows: flows.length, promised: waiting.length }
}
