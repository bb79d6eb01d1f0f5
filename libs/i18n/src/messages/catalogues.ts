/**
 * Every catalogue, importable by code that Node runs without a bundler (the CMS setup compiles
 * the e-mail texts into a Directus flow): relative imports carry their file extension.
 */
import type { Locale } from '../locales.ts'
import { de } from './de.ts'
import { en, type Messages } from './en.ts'
import { es } from './es.ts'
import { fr } from './fr.ts'
import { nl } from './nl.ts'

export const catalogues = { nl, en, fr, de, es } as const satisfies Record<Locale, Messages>

export { defaultLocale, locales } from '../locales.ts'
export type { Locale, Messages }
