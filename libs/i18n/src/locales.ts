/**
 * The five site languages. One row per language links the three names a language has:
 * the URL segment (`nl`, also the i18next language), the Directus `languages_code` (`nl-BE`) and
 * the BCP 47 tag used for `<html lang>` and Intl formatting (identical to the Directus code).
 */
export const locales = [
  { code: 'nl', tag: 'nl-BE', name: 'Nederlands' },
  { code: 'en', tag: 'en-US', name: 'English' },
  { code: 'fr', tag: 'fr-FR', name: 'Français' },
  { code: 'de', tag: 'de-DE', name: 'Deutsch' },
  { code: 'es', tag: 'es-ES', name: 'Español' },
] as const

export type Locale = (typeof locales)[number]['code']
export type LocaleTag = (typeof locales)[number]['tag']

export const defaultLocale: Locale = 'nl'
export const localeCodes: readonly Locale[] = locales.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as readonly string[]).includes(value)
}

export function toTag(locale: Locale): LocaleTag {
  return locales.find((l) => l.code === locale)!.tag
}

export function fromTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase()
  return locales.find((l) => l.tag.toLowerCase() === lower || l.code === lower)?.code
}
