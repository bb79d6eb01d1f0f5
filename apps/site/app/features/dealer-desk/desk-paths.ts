import type { Locale } from '@lamella/i18n'

/** The dealer desk's pages: the same segments in every language, like the site's other tools. */
export type DeskPlace =
  'inbox' | 'closed' | 'sign-in' | 'verify' | 'sign-out' | 'export' | 'profile'

export function deskPath(locale: Locale, place: DeskPlace): string {
  const base = `/${locale}/dealer`
  switch (place) {
    case 'inbox':
      return base
    case 'closed':
      return `${base}?list=closed`
    case 'export':
      return `${base}/leads.csv`
    default:
      return `${base}/${place}`
  }
}

export function leadPath(locale: Locale, id: number): string {
  return `/${locale}/dealer/leads/${id}`
}

export function calendarPath(locale: Locale, id: number): string {
  return `${leadPath(locale, id)}/appointment.ics`
}

/**
 * Whether a request target (path and query, `.data` included) is the desk's: signed-in pages the
 * page cache passes on whole, cookies and all, and never keeps.
 */
export function isDeskTarget(target: string | undefined): boolean {
  return /^\/[a-z]{2}\/dealer(?:[/?.]|$)/.test(target ?? '')
}
