/**
 * What the CMS's e-mails share: the message catalogues they are written from, and `mailKit`, the
 * helpers that write a quote request out in one reader's language.
 *
 * The mails are composed inside Directus, in Run Script operations (an isolated-vm isolate
 * without imports). So `mailKit` and the functions that use it are self-contained: they use only
 * their arguments and the language's globals (Intl included, with every locale: checked in the
 * isolate), and reach the isolate as source text through `runScript`. The tests call the same
 * functions in Node and through Directus' own Run Script operation.
 */
import { catalogues, defaultLocale, locales } from '@lamella/i18n/catalogues'
import type { Locale, Messages } from '@lamella/i18n/catalogues'

/** What the mails need from one language's catalogue. */
export interface MailStrings {
  email: Messages['email']
  /** the quote form's words of who answers by when, which the visitor's confirmation repeats */
  answer: Pick<Messages['quote']['success'], 'dealerBy' | 'nearestDealerBy' | 'officeBy'>
  colors: Messages['colors']
  stairs: Messages['stairs']
}

export interface MailCatalogue {
  defaultLocale: Locale
  /** the Directus languages_code (= BCP 47 tag) of each locale, to pick translations and format */
  tags: Record<Locale, string>
  /** each language's own name, for the staff's mails */
  names: Record<Locale, string>
  /** the office's time zone: the dates in the mails, and where a weekend begins and ends */
  timeZone: string
  strings: Record<Locale, MailStrings>
}

/** The dealer network is Belgian: its dates are Brussels dates, whoever reads them. */
const officeTimeZone = 'Europe/Brussels'

export function mailCatalogue(): MailCatalogue {
  const strings = Object.fromEntries(
    locales.map(({ code }) => {
      const { email, colors, stairs, quote } = catalogues[code]
      const { dealerBy, nearestDealerBy, officeBy } = quote.success
      return [code, { email, colors, stairs, answer: { dealerBy, nearestDealerBy, officeBy } }]
    }),
  ) as Record<Locale, MailStrings>
  const tags = Object.fromEntries(locales.map(({ code, tag }) => [code, tag])) as Record<
    Locale,
    string
  >
  const names = Object.fromEntries(locales.map(({ code, name }) => [code, name])) as Record<
    Locale,
    string
  >
  return { defaultLocale, tags, names, timeZone: officeTimeZone, strings }
}

export interface Mail {
  to: string
  subject: string
  html: string
  /** where a reply goes: the visitor, for the office's and the dealer's copy */
  replyTo: string | null
}

export type Row = Record<string, unknown>

/** Who reads a request: the visitor sees their own answers, the staff what the site derived too. */
export type Reader = 'visitor' | 'staff'

export interface MailKit {
  catalogue: MailCatalogue
  isRow(value: unknown): value is Row
  /** a trimmed string, a number as text, anything else as '' */
  text(value: unknown): string
  escape(value: string): string
  /** fills i18next's `{{placeholders}}`; `html` escapes the values, else line breaks go */
  fill(template: string, values: Record<string, string>, html: boolean): string
  /**
   * a locale code (`fr`) or language tag (`fr-FR`) as a catalogue's locale, else its language
   * (`fr-BE` is French); else the default
   */
  localeOf(value: unknown): Locale
  /** a singleton read without a key answers with a list of one row */
  firstRow(value: unknown): Row
  /** a moment as the office's calendar has it, e.g. "25 novembre 2026 à 09:30" */
  dateTime(time: number, locale: Locale): string
  /** a day as the office's calendar has it, e.g. "mardi 1 décembre" */
  day(time: number, locale: Locale): string
  /** the request's configuration and contact details as two tables in one language */
  requestTables(request: Row, locale: Locale, reader: Reader): string[]
  /** the whole mail: paragraphs of HTML, then tables */
  page(locale: Locale, paragraphs: string[], tables: string[]): string
}

export function mailKit(catalogue: MailCatalogue): MailKit {
  const isRow = (value: unknown): value is Row =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const text = (value: unknown): string =>
    typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : ''
  const escape = (value: string): string =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#39;')
  const fill = (template: string, values: Record<string, string>, html: boolean): string =>
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match: string, key: string) => {
      const value = values[key] ?? ''
      return html ? escape(value) : value.replace(/[\r\n]+/g, ' ')
    })
  const localeOf = (value: unknown): Locale => {
    const codes = Object.keys(catalogue.strings) as Locale[]
    const language = typeof value === 'string' ? value.split(/[-_]/)[0]?.toLowerCase() : ''
    return (
      codes.find((code) => code === value || catalogue.tags[code] === value) ??
      codes.find((code) => code === language) ??
      catalogue.defaultLocale
    )
  }
  const firstRow = (value: unknown): Row => {
    const row: unknown = Array.isArray(value) ? value[0] : value
    return isRow(row) ? row : {}
  }
  const dateTime = (time: number, locale: Locale): string =>
    new Intl.DateTimeFormat(catalogue.tags[locale], {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: catalogue.timeZone,
    }).format(time)
  const day = (time: number, locale: Locale): string =>
    new Intl.DateTimeFormat(catalogue.tags[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: catalogue.timeZone,
    }).format(time)

  const number = (value: unknown, locale: Locale): string => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ''
    return new Intl.NumberFormat(catalogue.tags[locale], { maximumFractionDigits: 2 }).format(value)
  }
  // ICU names every country in every language; a code it does not know stays a code
  const country = (code: string, locale: Locale): string => {
    if (!code) return ''
    try {
      return new Intl.DisplayNames([catalogue.tags[locale]], { type: 'region' }).of(code) ?? code
    } catch {
      return code
    }
  }
  const poolTitle = (request: Row, locale: Locale): string => {
    const pool = isRow(request.pool) ? request.pool : null
    const translations = pool && Array.isArray(pool.translations) ? pool.translations : []
    const rows = translations.filter(isRow)
    const inLanguage = (tag: string) => rows.find((row) => row.languages_code === tag)
    const row =
      inLanguage(catalogue.tags[locale]) ??
      inLanguage(catalogue.tags[catalogue.defaultLocale]) ??
      rows[0]
    return row ? text(row.title) : ''
  }

  type Line = [label: string, value: string]
  const table = (heading: string, lines: Line[], empty: string): string =>
    `<h2 style="font-size:16px;margin:24px 0 8px">${escape(heading)}</h2>` +
    // a data table (label, value): readers announce each value with its label
    '<table style="border-collapse:collapse">' +
    lines
      .map(
        ([label, value]) =>
          '<tr><th scope="row" style="width:14em;text-align:left;padding:4px 16px 4px 0;vertical-align:top">' +
          `${escape(label)}</th><td style="padding:4px 0;white-space:pre-line">` +
          `${escape(value || empty)}</td></tr>`,
      )
      .join('') +
    '</table>'

  const requestTables = (request: Row, locale: Locale, reader: Reader): string[] => {
    const strings = catalogue.strings[locale]
    const t = strings.email
    const appointment = request.kind === 'appointment'
    const color = text(request.color)
    const stair = text(request.stair)
    const length = number(request.length, locale)
    const width = number(request.width, locale)
    const built = request.pool_built === 'yes' ? t.yes : request.pool_built === 'no' ? t.no : ''
    const dealer = isRow(request.dealer) ? text(request.dealer.name) : ''
    const place = [text(request.postal_code), text(request.municipality)].filter(Boolean).join(' ')
    const configuration: Line[] = [
      [t.poolLine, poolTitle(request, locale)],
      [t.colour, (strings.colors as Record<string, string>)[color] ?? color],
      [t.dimensions, length && width ? fill(t.dimensionsValue, { length, width }, false) : ''],
      [t.stair, (strings.stairs as Record<string, string>)[stair] ?? stair],
      [t.poolBuilt, built],
    ]
    const contact: Line[] = [
      [t.delivery, appointment ? t.kindAppointment : t.kindMail],
      ...(appointment ? [[t.dealerName, dealer] as Line] : []),
      [t.name, text(request.name)],
      [t.emailAddress, text(request.email)],
      [t.phone, text(request.phone)],
      [t.address, text(request.address)],
      [t.postalCode, place],
      ...(reader === 'staff' ? [[t.region, text(request.region)] as Line] : []),
      [t.country, country(text(request.country), locale)],
      [t.language, catalogue.names[localeOf(request.locale)]],
      [t.message, text(request.message)],
    ]
    return [
      table(reader === 'visitor' ? t.configuration : t.request, configuration, t.notGiven),
      table(t.contact, contact, t.notGiven),
    ]
  }

  const page = (locale: Locale, paragraphs: string[], tables: string[]): string =>
    `<div lang="${catalogue.tags[locale]}" style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5;color:#1a1a1a">` +
    paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') +
    tables.join('') +
    '</div>'

  return {
    catalogue,
    isRow,
    text,
    escape,
    fill,
    localeOf,
    firstRow,
    dateTime,
    day,
    requestTables,
    page,
  }
}

/**
 * JSON for a Run Script operation's code. Directus renders every `{{...}}` in an operation's
 * options before it runs, the code included, so the catalogues' i18next placeholders are written
 * with escaped braces that only JavaScript reads. JSON never has two structural braces in a row
 * that open, so each `{{` is inside a string.
 */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll('{{', '\\u007b\\u007b')

/** The kit as an expression of a Run Script operation's code. */
export const scriptKit = (catalogue: MailCatalogue = mailCatalogue()): string =>
  `(${mailKit.toString()})(${scriptJson(catalogue)})`

/**
 * The code of a Run Script operation: `module.exports` answers `main(data, ...args)`, where
 * `data` is the flow's data and each argument is source text (a function, JSON, `Date.now()`).
 */
export function runScript(main: (...args: never[]) => unknown, args: string[]): string {
  return `module.exports = function (data) {\n  const main = ${main.toString()}\n  return main(data, ${args.join(', ')})\n}\n`
}
