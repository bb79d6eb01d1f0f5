/**
 * A database seeded before every picture had its words in each language showed the files'
 * English titles instead (docs/decisions/029). When the schema upgrade adds the slides'
 * alternative text, this writes what the seed now writes, once: the captions of the demo's
 * gallery pictures and the slides' alternative texts. It fills only what is empty (a language a
 * picture has no caption row in, a slide's empty alternative text) and only on the seed's own
 * files, so nothing an editor wrote is changed.
 */
import type { Api } from '../schema/api.ts'
import { languages } from '../schema/collections.ts'
import type { Lang, Localized } from './content/types.ts'
import { seedFileName, type SeedContent } from './seed.ts'

type Texts = Localized<Record<string, unknown>>

/** The files junctions of galleries, and the seeded captions of their pictures by file name. */
type GalleryTexts = Record<'projects_gallery' | 'block_image_collection_images', Map<string, Texts>>

interface Row {
  directus_files_id: { name: string }
  t: Texts
}

const blocksOf = (content: SeedContent, collection: string) =>
  content.pages.flatMap((page) => page.blocks.filter((block) => block.collection === collection))

/** What the seed writes about each of its pictures where a gallery or a slide shows it. */
export function seededPictureTexts(content: SeedContent) {
  const byFile = (rows: Row[]) => new Map(rows.map((row) => [row.directus_files_id.name, row.t]))
  const galleries: GalleryTexts = {
    projects_gallery: byFile(content.projects.flatMap((project) => project.gallery)),
    block_image_collection_images: byFile(
      blocksOf(content, 'block_image_collection').flatMap((block) => block.images as Row[]),
    ),
  }
  const slides = new Map(
    blocksOf(content, 'block_vertical_slider')
      .flatMap((block) => block.slides as Array<{ image: { name: string }; t: Texts }>)
      .map((slide) => [slide.image.name, slide.t]),
  )
  return { galleries, slides }
}

const text = (t: Texts | undefined, code: string, field: string) => {
  const value = t?.[code as Lang]?.[field]
  return typeof value === 'string' && value !== '' ? value : null
}

/** Writes the seed's captions and alternative texts where they are missing; answers how many. */
export async function fillPictureTexts(api: Api, content: SeedContent): Promise<number> {
  const { galleries, slides } = seededPictureTexts(content)
  const names = [
    ...Object.values(galleries).flatMap((texts) => [...texts.keys()]),
    ...slides.keys(),
  ]
  const files = await api.get<Array<{ id: string; filename_download: string }>>('/files', {
    filter: { filename_download: { _in: names.map(seedFileName) } },
    fields: 'id,filename_download',
    limit: -1,
  })
  const nameOf = new Map(
    files.map((file) => [file.id, file.filename_download.replace(/\.jpg$/, '')]),
  )
  if (nameOf.size === 0) return 0
  const ids = [...nameOf.keys()]
  let written = 0

  for (const [junction, texts] of Object.entries(galleries)) {
    const rows = await api.get<
      Array<{
        id: number
        directus_files_id: string | null
        translations: Array<{ languages_code: string }>
      }>
    >(`/items/${junction}`, {
      fields: 'id,directus_files_id,translations.languages_code',
      filter: { directus_files_id: { _in: ids } },
      limit: -1,
    })
    const created = rows.flatMap((row) => {
      const t = texts.get(nameOf.get(row.directus_files_id ?? '') ?? '')
      const present = new Set(row.translations.map((translation) => translation.languages_code))
      return languages.flatMap(({ code }) => {
        const caption = text(t, code, 'caption')
        return caption && !present.has(code)
          ? [{ [`${junction}_id`]: row.id, languages_code: code, caption }]
          : []
      })
    })
    if (created.length > 0) await api.post(`/items/${junction}_translations`, created)
    written += created.length
  }

  const slideRows = await api.get<
    Array<{
      id: number
      image: string | null
      translations: Array<{ id: number; languages_code: string; image_alt: string | null }>
    }>
  >('/items/block_vertical_slider_slides', {
    fields: 'id,image,translations.id,translations.languages_code,translations.image_alt',
    filter: { image: { _in: ids } },
    limit: -1,
  })
  const described = slideRows.flatMap((slide) => {
    const t = slides.get(nameOf.get(slide.image ?? '') ?? '')
    return slide.translations.flatMap((translation) => {
      const alt = text(t, translation.languages_code, 'image_alt')
      return alt && !translation.image_alt ? [{ id: translation.id, image_alt: alt }] : []
    })
  })
  if (described.length > 0) {
    await api.patch('/items/block_vertical_slider_slides_translations', described)
  }
  return written + described.length
}
