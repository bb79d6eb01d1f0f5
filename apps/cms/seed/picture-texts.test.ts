import { describe, expect, it } from 'vitest'
import type { Api } from '../schema/api.ts'
import * as content from './content/index.ts'
import { fillPictureTexts, seededPictureTexts } from './picture-texts.ts'

const [project] = content.projects.filter((item) => item.gallery.length >= 2)
const [first, second] = project!.gallery
const { slides } = seededPictureTexts(content)
const [slideFile] = [...slides.keys()]

/**
 * A Directus seeded before pictures had their words in every language, with an editor's edits:
 * a gallery row of a seeded file without translations, one where the editor wrote the Dutch
 * caption, a row of a file the editor uploaded, and a slide with one alternative text written.
 */
function seededEarlier() {
  const writes: Array<{ method: string; path: string; body: unknown }> = []
  const answers: Record<string, unknown> = {
    '/files': [
      { id: 'f1', filename_download: `${first!.directus_files_id.name}.jpg` },
      { id: 'f2', filename_download: `${second!.directus_files_id.name}.jpg` },
      { id: 'f3', filename_download: `${slideFile}.jpg` },
    ],
    '/items/projects_gallery': [
      { id: 11, directus_files_id: 'f1', translations: [] },
      { id: 12, directus_files_id: 'f2', translations: [{ languages_code: 'nl-BE' }] },
      { id: 13, directus_files_id: 'editors-own', translations: [] },
    ],
    '/items/block_image_collection_images': [],
    '/items/block_vertical_slider_slides': [
      {
        id: 21,
        image: 'f3',
        translations: [
          { id: 31, languages_code: 'nl-BE', image_alt: null },
          { id: 32, languages_code: 'en-US', image_alt: 'Written by an editor' },
          { id: 33, languages_code: 'fr-FR', image_alt: '' },
        ],
      },
    ],
  }
  const record = (method: string) => (path: string, body: unknown) => {
    writes.push({ method, path, body })
    return Promise.resolve(undefined as never)
  }
  const api = {
    url: 'http://cms.test',
    get: (path: string) => Promise.resolve(answers[path] as never),
    post: record('POST'),
    patch: record('PATCH'),
  } as unknown as Api
  return { api, writes }
}

describe('fillPictureTexts', () => {
  it('writes the seed’s captions and alternative texts where none is written, and nothing else', async () => {
    const { api, writes } = seededEarlier()
    const written = await fillPictureTexts(api, content)
    const caption = (row: typeof first, code: 'nl-BE' | 'en-US' | 'fr-FR' | 'de-DE' | 'es-ES') =>
      row!.t[code].caption
    expect(writes).toEqual([
      {
        method: 'POST',
        path: '/items/projects_gallery_translations',
        body: [
          ...(['nl-BE', 'en-US', 'fr-FR', 'de-DE', 'es-ES'] as const).map((code) => ({
            projects_gallery_id: 11,
            languages_code: code,
            caption: caption(first, code),
          })),
          // the editor's Dutch caption stays
          ...(['en-US', 'fr-FR', 'de-DE', 'es-ES'] as const).map((code) => ({
            projects_gallery_id: 12,
            languages_code: code,
            caption: caption(second, code),
          })),
        ],
      },
      {
        method: 'PATCH',
        path: '/items/block_vertical_slider_slides_translations',
        body: [
          { id: 31, image_alt: slides.get(slideFile!)!['nl-BE'].image_alt },
          { id: 33, image_alt: slides.get(slideFile!)!['fr-FR'].image_alt },
        ],
      },
    ])
    expect(written).toBe(11)
  })

  it('knows every gallery picture and slide of the seed by its file', () => {
    const { galleries } = seededPictureTexts(content)
    const pictures = content.projects.flatMap((item) => item.gallery)
    expect(galleries.projects_gallery.size).toBe(pictures.length)
    expect(galleries.block_image_collection_images.size).toBeGreaterThan(2)
    expect(slides.size).toBeGreaterThan(2)
  })
})
