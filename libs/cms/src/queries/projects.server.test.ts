import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import projectDetail from '../__fixtures__/project-detail.json'
import projectsList from '../__fixtures__/projects-list.json'
import { createCmsClient } from '../client.server.ts'
import type { CmsClient } from '../client.server.ts'
import type { InvalidRecord } from '../parse.server.ts'
import { directusQuery, startStubServer } from '../testing/stub-server.ts'
import type { StubServer } from '../testing/stub-server.ts'
import { getProjectBySlug, listAllProjects, listProjects } from './projects.server.ts'

let server: StubServer
let client: CmsClient

beforeAll(async () => {
  server = await startStubServer()
  client = createCmsClient({ url: server.url, token: 't', cacheTtlMs: 0 })
})
afterAll(() => server.close())
beforeEach(() => {
  server.requests.length = 0
  server.setHandler((request) =>
    request.url.searchParams.has('aggregate')
      ? { body: { data: [{ count: 2 }] } }
      : { body: projectsList },
  )
})

describe('listProjects', () => {
  it('maps projects with their pool, null when the pool lacks the locale', async () => {
    const { items, total } = await listProjects(client, 'nl')
    expect(total).toBe(2)
    expect(items).toEqual([
      {
        id: 21,
        slug: 'villa-schaarbeek',
        title: 'Villa in Schaarbeek',
        summary: 'Een ingebouwd zwembad met trap.',
        image: {
          id: '9d1e2b3c-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
          width: 1200,
          height: 800,
        },
        dateCompleted: '2026-06-30',
        color: 'volcano_grey',
        coverType: 'submerged',
        stair: 'stair_lounge',
        municipality: 'Schaarbeek',
        pool: { id: 2, title: 'Ingebouwd 8 x 4', slug: 'ingebouwd-8x4' },
      },
      expect.objectContaining({ id: 20, pool: null, stair: null }),
    ])
  })

  it('turns the index filters into _in rules and limits pool translations too', async () => {
    await listProjects(client, 'fr', {
      limit: 9,
      filter: { colors: ['white', 'blue'], coverTypes: ['bench'], pools: [2], stairs: [] },
    })
    const query = directusQuery(server.requests.find((r) => !r.url.searchParams.has('aggregate'))!)
    expect(query.filter).toEqual({
      color: { _in: ['white', 'blue'] },
      cover_type: { _in: ['bench'] },
      pool: { _in: [2] },
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'fr-FR' } },
    })
    expect(query.deep).toEqual({
      translations: { _filter: { languages_code: { _eq: 'fr-FR' } } },
      pool: { translations: { _filter: { languages_code: { _eq: 'fr-FR' } } } },
    })
    expect(query.limit).toBe('9')
  })
})

describe('listAllProjects', () => {
  it('reads every published project of the language in one request, newest first', async () => {
    const items = await listAllProjects(client, 'nl')
    expect(items.map((item) => item.id)).toEqual([21, 20])
    expect(server.requests).toHaveLength(1)
    const query = directusQuery(server.requests[0]!)
    expect(query.limit).toBe('-1')
    expect(query.sort).toBe('-date_completed,-id')
    expect(query.filter).toEqual({
      status: { _eq: 'published' },
      translations: { languages_code: { _eq: 'nl-BE' } },
    })
  })
})

// Recorded from the seeded CMS (the Keerbergen project, read with the site's reader token).
const recorded = projectDetail.data[0]!
/** A recorded picture as the site gets it: the file's key and size, no title, and its caption. */
const picture = (
  { directus_files_id: { id, width, height } }: (typeof recorded.gallery)[number],
  caption: string | null = null,
) => ({ id, width, height, caption })
const recordedGallery = recorded.gallery.map((row) => picture(row))

describe('getProjectBySlug', () => {
  it('reads the gallery with the detail only, through the image fields', async () => {
    server.setHandler(() => ({ body: projectDetail }))
    const project = await getProjectBySlug(client, 'nl', 'zwemmen-tussen-dennen-keerbergen')
    expect(project?.gallery).toEqual(recordedGallery)
    expect(project?.gallery).toHaveLength(5)
    const fields = String(directusQuery(server.requests[0]!).fields).split(',')
    expect(fields).toEqual(
      expect.arrayContaining([
        'gallery.sort',
        'gallery.directus_files_id.id',
        'gallery.directus_files_id.width',
        'gallery.directus_files_id.height',
      ]),
    )
    // the file's own title (the library's name, in one language) is never read
    expect(fields.filter((field) => field.startsWith('gallery.directus_files_id'))).toHaveLength(3)

    server.requests.length = 0
    server.setHandler((request) =>
      request.url.searchParams.has('aggregate')
        ? { body: { data: [{ count: 2 }] } }
        : { body: projectsList },
    )
    await listProjects(client, 'nl')
    const list = server.requests.find((request) => !request.url.searchParams.has('aggregate'))!
    expect(String(directusQuery(list).fields)).not.toContain('gallery')
  })

  it('puts the pictures in the editors’ order and drops only a broken or deleted one', async () => {
    const [first, second, third, fourth, fifth] = recorded.gallery
    const gallery = [
      fifth,
      { ...third, directus_files_id: { id: 42, width: 'wide' } },
      first,
      'not a row',
      { ...fourth, directus_files_id: null },
      second,
    ]
    server.setHandler(() => ({ body: { data: [{ ...recorded, gallery }] } }))
    const reports: InvalidRecord[] = []
    const cms = createCmsClient({
      url: server.url,
      token: 't',
      cacheTtlMs: 0,
      reportInvalid: (invalid) => reports.push(invalid),
    })
    const project = await getProjectBySlug(cms, 'nl', 'zwemmen-tussen-dennen-keerbergen')
    expect(project?.title).toBe('Zwemmen tussen de dennen in Keerbergen')
    expect(project?.gallery).toEqual([picture(first!), picture(second!), picture(fifth!)])
    expect(reports.map((report) => report.collection).sort()).toEqual([
      'directus_files',
      'projects_gallery',
    ])
  })

  it('captions each picture in the language of the read, and leaves one without a caption there uncaptioned', async () => {
    const [first, second, third] = recorded.gallery
    const captions = [
      { languages_code: 'en-US', caption: 'The pool between the pines' },
      { languages_code: 'nl-BE', caption: 'Het zwembad tussen de dennen' },
    ]
    const gallery = [
      { ...first, translations: captions },
      { ...second, translations: [captions[0]] },
      { ...third, translations: [{ languages_code: 'nl-BE', caption: '' }] },
    ]
    server.setHandler(() => ({ body: { data: [{ ...recorded, gallery }] } }))
    const project = await getProjectBySlug(client, 'nl', 'zwemmen-tussen-dennen-keerbergen')
    // the English caption and the file's title stay out of the Dutch page
    expect(project?.gallery).toEqual([
      picture(first!, 'Het zwembad tussen de dennen'),
      picture(second!),
      picture(third!),
    ])
    const fields = String(directusQuery(server.requests.at(-1)!).fields).split(',')
    expect(fields).toEqual(
      expect.arrayContaining([
        'gallery.translations.languages_code',
        'gallery.translations.caption',
      ]),
    )
  })

  it('gives a project without pictures an empty gallery', async () => {
    server.setHandler(() => ({ body: { data: [{ ...recorded, gallery: [] }] } }))
    const project = await getProjectBySlug(client, 'nl', 'zwemmen-tussen-dennen-keerbergen')
    expect(project?.gallery).toEqual([])
  })
})
