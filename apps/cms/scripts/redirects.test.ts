/**
 * The editors' redirects on a real Directus (extensions/redirect-keeper): a slug changed in the
 * Data Studio's way (a nested update of the page's translations) leaves a redirect in that
 * language only; chains collapse; a path taken again is live; a loop is refused in words; a page
 * unpublished leaves a 410 and comes back without one; the site's hits are counted by the form
 * writer's token only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import { createApi, DirectusError } from '../schema/api.ts'
import { loopMessage } from '../schema/redirects.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let admin: Api

interface Redirect {
  id: number
  source: string
  target: string | null
  code: string
  origin: string
  hits: number | null
  last_hit: string | null
}

const redirects = () =>
  admin.get<Redirect[]>('/items/redirects', {
    fields: 'id,source,target,code,origin,hits,last_hit',
    sort: 'id',
    limit: -1,
  })
const bySource = async () =>
  Object.fromEntries((await redirects()).map((row) => [row.source, [row.target, row.code]]))

async function page(slugs: Record<string, string>, status = 'published') {
  const { id } = await admin.post<{ id: number }>('/items/pages', {
    status,
    translations: Object.entries(slugs).map(([languages_code, slug]) => ({
      languages_code,
      slug,
      title: slug,
    })),
  })
  return id
}

/** Changes a page's slug in one language as the Data Studio does: through the page. */
async function rename(id: number, language: string, slug: string) {
  const [translation] = await admin.get<Array<{ id: number }>>('/items/pages_translations', {
    filter: { pages_id: { _eq: id }, languages_code: { _eq: language } },
    fields: 'id',
  })
  await admin.patch(`/items/pages/${id}`, {
    translations: { create: [], update: [{ id: translation!.id, slug }], delete: [] },
  })
}

beforeAll(async () => {
  cms = await startTestCms('redirects-test')
  admin = cms.admin
}, 240_000)

afterAll(async () => {
  await cms?.stop()
}, 30_000)

describe('a slug changed in one language', () => {
  it('answers from the old path in that language only, and chains collapse', async () => {
    const id = await page({ 'fr-FR': 'volets-ete', 'de-DE': 'sommer-abdeckung' })
    await rename(id, 'fr-FR', 'volets-de-saison')
    expect(await bySource()).toMatchObject({ '/fr/volets-ete': ['/fr/volets-de-saison', '301'] })
    expect(Object.keys(await bySource()).filter((path) => path.startsWith('/de/'))).toEqual([])

    await rename(id, 'fr-FR', 'volets-toute-saison')
    expect(await bySource()).toMatchObject({
      '/fr/volets-ete': ['/fr/volets-toute-saison', '301'],
      '/fr/volets-de-saison': ['/fr/volets-toute-saison', '301'],
    })

    // back to the first slug: that path is live again, and everything leads there
    await rename(id, 'fr-FR', 'volets-ete')
    const now = await bySource()
    expect(now['/fr/volets-ete']).toBeUndefined()
    expect(now).toMatchObject({
      '/fr/volets-de-saison': ['/fr/volets-ete', '301'],
      '/fr/volets-toute-saison': ['/fr/volets-ete', '301'],
    })
    expect((await redirects()).every((row) => row.origin === 'auto')).toBe(true)
  })

  it('leaves nothing behind for a draft, which had no address yet', async () => {
    const id = await page({ 'fr-FR': 'brouillon' }, 'draft')
    await rename(id, 'fr-FR', 'brouillon-2')
    expect((await bySource())['/fr/brouillon']).toBeUndefined()
  })
})

describe('an editor’s redirect', () => {
  it('is written as a path, leads to where a chain ends, and never loops', async () => {
    await admin.post('/items/redirects', {
      source: 'en/old-offer/',
      target: '/en/offer',
      code: '301',
    })
    await admin.post('/items/redirects', { source: '/en/offer', target: '/en/spring', code: '302' })
    const rows = await bySource()
    expect(rows['/en/old-offer']).toEqual(['/en/spring', '301'])

    const loop = await admin
      .post('/items/redirects', { source: '/en/spring', target: '/en/old-offer', code: '301' })
      .catch((error: unknown) => error)
    expect(loop).toBeInstanceOf(DirectusError)
    expect((loop as DirectusError).status).toBe(400)
    expect((loop as Error).message).toContain(loopMessage('/en/spring', '/en/old-offer'))
    expect((await bySource())['/en/spring']).toBeUndefined()
  })
})

describe('a page that goes', () => {
  it('leaves a 410 for each of its paths, gone again once it is back', async () => {
    const id = await page({ 'nl-BE': 'winteractie', 'en-US': 'winter-offer' })
    await admin.patch(`/items/pages/${id}`, { status: 'archived' })
    expect(await bySource()).toMatchObject({
      '/nl/winteractie': [null, '410'],
      '/en/winter-offer': [null, '410'],
    })
    await admin.patch(`/items/pages/${id}`, { status: 'published' })
    const back = await bySource()
    expect(back['/nl/winteractie']).toBeUndefined()
    expect(back['/en/winter-offer']).toBeUndefined()

    await admin.delete(`/items/pages/${id}`)
    expect((await bySource())['/nl/winteractie']).toEqual([null, '410'])
  })
})

describe('the site’s hits', () => {
  it('are counted for the form writer’s token, and refused to the reader’s', async () => {
    const [row] = await redirects()
    const body = { hits: [{ id: row!.id, count: 3, last: '2026-11-29T10:00:00.000Z' }] }
    const writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)
    const reader = createApi(cms.url, cms.tokens.DIRECTUS_TOKEN)
    expect(await reader.status('POST', '/redirect-keeper/hits', body)).toBe(403)
    expect(await writer.status('POST', '/redirect-keeper/hits', body)).toBe(204)
    expect(await writer.status('POST', '/redirect-keeper/hits', body)).toBe(204)
    const counted = (await redirects()).find((item) => item.id === row!.id)
    expect(counted?.hits).toBe((row!.hits ?? 0) + 6)
    expect(Date.parse(counted?.last_hit ?? '')).toBe(Date.parse('2026-11-29T10:00:00.000Z'))
  })
})
