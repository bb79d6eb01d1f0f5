/**
 * The Data Studio in each editor's language, on a real Directus that serve.ts boots from the seed:
 * an editor whose language is French (or German) reads the collections' names, the fields' names
 * and the Translation Strings of the notes and labels in it, as the Studio asks for them; a fresh
 * database reads the office's language by default; and a database that an earlier version set up
 * in English only gets all of it when the setup runs again, an editor's own note kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as content from '../seed/content/index.ts'
import type { Api } from '../schema/api.ts'
import { login } from '../schema/api.ts'
import { buildSchema } from '../schema/build.ts'
import { keyPrefix } from '../schema/studio-language.ts'
import { englishOnlyCollections, schemaUpgrades } from '../schema/upgrades.ts'
import { prepare } from './directus.ts'
import { setup } from './setup.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

type Json = Record<string, unknown>

let cms: TestCms
let admin: Api
const editors: Partial<Record<'fr-FR' | 'de-DE', Api>> = {}
const password = 'studio-language-test-1'

/** An editor of the Data Studio with no rights on content: what every Studio user may read. */
async function editorIn(language: 'fr-FR' | 'de-DE', role: string): Promise<Api> {
  const email = `editor-${language.toLowerCase()}@lamella.example.com`
  await admin.post('/users', { email, password, role, language })
  return login(cms.url, email, password)
}

beforeAll(async () => {
  cms = await startTestCms('studio-language')
  admin = cms.admin
  const policy = await admin.post<{ id: string }>('/policies', {
    name: 'Studio language test',
    admin_access: false,
    app_access: true,
  })
  const role = await admin.post<{ id: string }>('/roles', { name: 'Studio language test' })
  await admin.post('/access', { role: role.id, policy: policy.id })
  // the Studio lists the collections and fields a user may read
  await admin.post(
    '/permissions',
    ['pages', 'quote_requests'].map((collection) => ({
      policy: policy.id,
      collection,
      action: 'read',
      fields: ['*'],
    })),
  )
  editors['fr-FR'] = await editorIn('fr-FR', role.id)
  editors['de-DE'] = await editorIn('de-DE', role.id)
}, 240_000)

afterAll(async () => {
  await cms?.stop()
}, 30_000)

const translationIn = (meta: Json | null, language: string) =>
  (meta?.translations as Array<Json & { language: string }> | null)?.find(
    (item) => item.language === language,
  )

/** The Translation Strings of one language, as the Studio loads them for its user. */
const stringsFor = async (api: Api, language: string) =>
  new Map(
    (
      await api.get<Array<{ key: string; value: string }>>('/translations', {
        filter: { language: { _eq: language } },
        fields: 'key,value',
        limit: -1,
      })
    ).map((item) => [item.key, item.value]),
  )

describe('the Data Studio of a fresh database', () => {
  it.each([
    ['fr-FR', 'Demandes de devis', 'Demande de devis', 'Publier le', 'Publie cette page'],
    ['de-DE', 'Angebotsanfragen', 'Angebotsanfrage', 'Veröffentlichen am', 'Veröffentlicht diese'],
  ] as const)(
    'speaks %s to an editor who chose it',
    async (language, plural, singular, field, note) => {
      const api = editors[language]!
      const me = await api.get<{ language: string }>('/users/me', { fields: 'language' })
      expect(me.language).toBe(language)

      const collections =
        await api.get<Array<{ collection: string; meta: Json | null }>>('/collections')
      const requests = collections.find((item) => item.collection === 'quote_requests')
      expect(translationIn(requests?.meta ?? null, language)).toEqual({
        language,
        translation: plural,
        singular,
        plural,
      })

      const fields = await api.get<Array<{ collection: string; field: string; meta: Json | null }>>(
        '/fields',
        { limit: -1 },
      )
      const publishAt = fields.find(
        (item) => item.collection === 'pages' && item.field === 'publish_at',
      )
      expect(translationIn(publishAt?.meta ?? null, language)?.translation).toBe(field)
      expect(publishAt?.meta?.note).toBe(`$t:${keyPrefix}note_pages__publish_at`)
      const status = fields.find(
        (item) => item.collection === 'quote_requests' && item.field === 'status',
      )
      const choices = (status?.meta?.options as { choices: Array<{ text: string }> }).choices

      const strings = await stringsFor(api, language)
      expect(strings.get(`${keyPrefix}note_pages__publish_at`)).toContain(note)
      // every key the schema writes has its text in the editor's language
      for (const key of [publishAt?.meta?.note, ...choices.map((choice) => choice.text)])
        expect(strings.get(String(key).replace('$t:', '')), String(key)).toMatch(/\S/)
    },
  )

  it('shows users who chose no language the office’s (Dutch, the seed’s)', async () => {
    const settings = await admin.get<{ default_language: string }>('/settings', {
      fields: 'default_language',
    })
    expect(settings.default_language).toBe('nl-NL')
  })
})

describe('the Data Studio of a database set up in English only', () => {
  it('gets the names, notes and labels in each language when the setup runs again', async () => {
    const upgrades = schemaUpgrades(
      buildSchema(englishOnlyCollections, undefined, { englishOnly: true }),
      buildSchema(),
    )
    // what the earlier version left: English names, notes and labels, no Translation Strings
    // (a collection's fields in one request: each change makes Directus reload its schema)
    for (const collection of new Set(upgrades.map((upgrade) => upgrade.collection))) {
      const items = upgrades.filter((upgrade) => upgrade.collection === collection)
      const own = items.find((upgrade) => upgrade.field === undefined)
      if (own) await admin.patch(`/collections/${collection}`, { meta: own.from })
      const fields = items.filter((upgrade) => upgrade.field !== undefined)
      if (fields.length > 0)
        await admin.patch(
          `/fields/${collection}`,
          fields.map((upgrade) => ({ field: upgrade.field, meta: upgrade.from })),
        )
    }
    const ours = await admin.get<Array<{ id: string }>>('/translations', {
      filter: { key: { _starts_with: keyPrefix } },
      fields: 'id',
      limit: -1,
    })
    await admin.delete(
      '/translations',
      ours.map((item) => item.id),
    )
    // an editor wrote a note of their own meanwhile
    await admin.patch('/fields/pages/publish_at', { meta: { note: 'Our own note' } })
    const before = await admin.get<{ meta: Json }>('/collections/quote_requests')
    expect(before.meta.translations).toBeNull()

    const config = prepare({
      ...process.env,
      CMS_DATA_DIR: cms.dataDir,
      CMS_HOST: '127.0.0.1',
      CMS_PORT: new URL(cms.url).port,
    })
    await setup(config, content)

    const requests = await editors['fr-FR']!.get<{ meta: Json }>('/collections/quote_requests')
    expect(translationIn(requests.meta, 'fr-FR')?.translation).toBe('Demandes de devis')
    const navigation = await admin.get<{ meta: Json }>('/collections/navigation')
    expect(translationIn(navigation.meta, 'de-DE')?.translation).toBe('Navigation & SEO')
    const status = await admin.get<{ meta: Json }>('/fields/quote_requests/status')
    expect(status.meta.note).toBe(`$t:${keyPrefix}note_quote_requests__status`)
    expect(translationIn(status.meta, 'de-DE')?.translation).toBe('Status')
    const publishAt = await admin.get<{ meta: Json }>('/fields/pages/publish_at')
    expect(publishAt.meta.note).toBe('Our own note')
    expect(translationIn(publishAt.meta, 'fr-FR')?.translation).toBe('Publier le')
    const german = await stringsFor(editors['de-DE']!, 'de-DE')
    expect(german.get(`${keyPrefix}note_quote_requests__status`)).toBe(
      'Wie weit der Händler oder das Büro ist. Jede Änderung hält fest, wer sie wann vorgenommen hat.',
    )
    expect(german.size).toBe(buildSchema().studioStrings.length)
    // an existing database keeps its default language
    const settings = await admin.get<{ default_language: string }>('/settings', {
      fields: 'default_language',
    })
    expect(settings.default_language).toBe('nl-NL')
    // the setup patches a few hundred settings, each a reload of Directus' schema
  }, 900_000)
})
