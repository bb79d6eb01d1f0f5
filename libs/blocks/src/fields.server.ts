import { safeHref, sanitizeRichText } from '@lamella/cms'
import { z } from 'zod'

/**
 * Zod types for the kinds of CMS field a block can have. Links and rich text are marked in a
 * registry, so loading finds them in any block's schema and resolves their internal links to the
 * visitor's language without each block listing them again.
 */
export const fieldKinds = z.registry<{ kind: 'link' | 'richText' }>()

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

/** A CMS link: javascript:, data:, blob: and other unsafe URLs become null, never a navigation. */
export const link = () =>
  z
    .string()
    .nullish()
    .transform((url) => safeHref(url))
    .register(fieldKinds, { kind: 'link' })

/** CMS rich text, sanitised to the tags the site styles. */
export const richText = () =>
  z
    .string()
    .nullish()
    .transform((html) => sanitizeRichText(html))
    .register(fieldKinds, { kind: 'richText' })

/** A translated text the block cannot do without: also required in its Directus collection. */
export const requiredText = () => z.string().trim().min(1)

/** A translated or plain text the block can do without. */
export const optionalText = () => z.string().nullish()

/** The Directus fields of a file relation, e.g. `imageFields('image')`. */
export function imageFields(path: string): string[] {
  return ['id', 'width', 'height'].map((field) => `${path}.${field}`)
}
