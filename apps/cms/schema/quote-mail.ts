/**
 * The e-mails of a quote request: a confirmation to the visitor in the visitor's language, the
 * request to the office and, for a dealer appointment, to the chosen dealer.
 *
 * `composeQuoteMails` runs inside Directus, in the flow's Run Script operation (an isolated-vm
 * isolate without imports), so it is written self-contained: flows.ts puts its source text into
 * the operation together with the message catalogues, and the tests here call the same function.
 */
import { catalogues, defaultLocale, locales } from '@lamella/i18n/catalogues'
import type { Locale, Messages } from '@lamella/i18n/catalogues'

/** What the mails need from one language's catalogue. */
export interface MailStrings {
  email: Messages['email']
  colors: Messages['colors']
  stairs: Messages['stairs']
}

export interface MailCatalogue {
  defaultLocale: Locale
  /** the Directus languages_code (= BCP 47 tag) of each locale, to pick translations and format numbers */
  tags: Record<Locale, string>
  /** each language's own name, for the staff's mails */
  names: Record<Locale, string>
  strings: Record<Locale, MailStrings>
}

export function mailCatalogue(): MailCatalogue {
  const strings = Object.fromEntries(
    locales.map(({ code }) => {
      const { email, colors, stairs } = catalogues[code]
      return [code, { email, colors, stairs }]
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
  return { defaultLocale, tags, names, strings }
}

/** The flow's data as the Run Script operation receives it: the two reads before it. */
export interface MailFlowData {
  request?: unknown
  settings?: unknown
}

export interface Mail {
  to: string
  subject: string
  html: string
  /** where a reply goes: the visitor, for the office's and the dealer's copy */
  replyTo: string | null
}

export interface QuoteMails {
  visitor: Mail
  office: Mail
  /** null when the request is for a quote by mail, or the dealer has no address */
  dealer: Mail | null
  /** the flow's condition reads a plain boolean: Directus filters test values, not objects */
  sendToDealer: boolean
}

/**
 * Builds the three mails from the stored request (with its dealer and its pool's translations)
 * and the global settings (brand, quote_email, email). Every value a visitor typed is escaped.
 * Throws when the request has no visitor address or the settings no office address: the flow's
 * log then says why nothing was sent.
 */
export function composeQuoteMails(data: MailFlowData, catalogue: MailCatalogue): QuoteMails {
  type Row = Record<string, unknown>
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
  // i18next's placeholders; a header line (subject) takes the values as they are, HTML escaped
  const fill = (template: string, values: Record<string, string>, html: boolean): string =>
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match: string, key: string) => {
      const value = values[key] ?? ''
      return html ? escape(value) : value.replace(/[\r\n]+/g, ' ')
    })

  const request = data.request
  if (!isRow(request)) throw new Error('quote mail: the request was not read')
  // a singleton read without a key answers with a list of one row
  const settingsRow = Array.isArray(data.settings) ? data.settings[0] : data.settings
  const settings: Row = isRow(settingsRow) ? settingsRow : {}

  const localeOf = (value: unknown): Locale => {
    // The site stores the language tag (`fr-FR`, as Directus' languages_code); a bare code works too.
    const found = Object.keys(catalogue.strings).find(
      (code) => code === value || catalogue.tags[code as Locale] === value,
    )
    return (found as Locale | undefined) ?? catalogue.defaultLocale
  }
  const visitorLocale = localeOf(request.locale)
  const staffLocale = catalogue.defaultLocale

  const visitorEmail = text(request.email)
  if (!visitorEmail) throw new Error('quote mail: the request has no e-mail address')
  const officeEmail = text(settings.quote_email) || text(settings.email)
  if (!officeEmail) throw new Error('quote mail: global_settings has neither quote_email nor email')
  const brand = text(settings.brand)
  const name = text(request.name)
  const postalCode = text(request.postal_code)
  const dealer = isRow(request.dealer) ? request.dealer : null
  const dealerName = dealer ? text(dealer.name) : ''
  const dealerEmail = dealer ? text(dealer.email) : ''
  const appointment = request.kind === 'appointment'

  const poolTitle = (locale: Locale): string => {
    const pool = isRow(request.pool) ? request.pool : null
    const translations = pool && Array.isArray(pool.translations) ? pool.translations : []
    const rows = translations.filter(isRow)
    const inLanguage = (tag: string) => rows.find((row) => row.languages_code === tag)
    const row =
      inLanguage(catalogue.tags[locale]) ?? inLanguage(catalogue.tags[staffLocale]) ?? rows[0]
    return row ? text(row.title) : ''
  }
  const number = (value: unknown, locale: Locale): string => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return ''
    try {
      return new Intl.NumberFormat(catalogue.tags[locale], { maximumFractionDigits: 2 }).format(
        value,
      )
    } catch {
      return String(value)
    }
  }

  type Line = [label: string, value: string]
  const linesFor = (locale: Locale): { configuration: Line[]; contact: Line[] } => {
    const strings = catalogue.strings[locale]
    const t = strings.email
    const color = text(request.color)
    const stair = text(request.stair)
    const length = number(request.length, locale)
    const width = number(request.width, locale)
    const colorLabel = (strings.colors as Record<string, string>)[color] ?? color
    const stairLabel = (strings.stairs as Record<string, string>)[stair] ?? stair
    const place = [postalCode, text(request.municipality)].filter(Boolean).join(' ')
    return {
      configuration: [
        [t.poolLine, poolTitle(locale)],
        [t.colour, colorLabel],
        [t.dimensions, length && width ? fill(t.dimensionsValue, { length, width }, false) : ''],
        [t.stair, stairLabel],
      ],
      contact: [
        [t.delivery, appointment ? t.kindAppointment : t.kindMail],
        ...(appointment ? [[t.dealerName, dealerName] as Line] : []),
        [t.name, name],
        [t.emailAddress, visitorEmail],
        [t.phone, text(request.phone)],
        [t.address, text(request.address)],
        [t.postalCode, place],
        [t.language, catalogue.names[visitorLocale]],
        [t.message, text(request.message)],
      ],
    }
  }

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
  const page = (locale: Locale, paragraphs: string[], tables: string[]): string =>
    `<div lang="${catalogue.tags[locale]}" style="font-family:Arial,sans-serif;font-size:14px;line-height:1.5;color:#1a1a1a">` +
    paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('') +
    tables.join('') +
    '</div>'

  const visitorStrings = catalogue.strings[visitorLocale].email
  const visitorLines = linesFor(visitorLocale)
  const intro = appointment
    ? dealerName
      ? fill(visitorStrings.visitor.introAppointment, { dealer: dealerName }, true)
      : escape(visitorStrings.visitor.introAppointmentNoDealer)
    : escape(visitorStrings.visitor.introMail)
  const visitor: Mail = {
    to: visitorEmail,
    subject: fill(visitorStrings.visitor.subject, { brand }, false),
    html: page(
      visitorLocale,
      [fill(visitorStrings.visitor.greeting, { name }, true), intro],
      [
        table(visitorStrings.configuration, visitorLines.configuration, visitorStrings.notGiven),
        table(visitorStrings.contact, visitorLines.contact, visitorStrings.notGiven),
      ].concat([
        `<p>${escape(visitorStrings.visitor.closing)}<br>${fill(visitorStrings.visitor.signature, { brand }, true)}</p>`,
      ]),
    ),
    replyTo: officeEmail,
  }

  const staffStrings = catalogue.strings[staffLocale].email
  const staffLines = linesFor(staffLocale)
  const staffTables = [
    table(staffStrings.request, staffLines.configuration, staffStrings.notGiven),
    table(staffStrings.contact, staffLines.contact, staffStrings.notGiven),
  ]
  const who = { name, postalCode }
  const office: Mail = {
    to: officeEmail,
    subject: fill(staffStrings.office.subject, who, false),
    html: page(staffLocale, [escape(staffStrings.office.intro)], staffTables),
    replyTo: visitorEmail,
  }
  const sendToDealer = appointment && dealerEmail !== ''
  const dealerMail: Mail | null = sendToDealer
    ? {
        to: dealerEmail,
        subject: fill(staffStrings.dealer.subject, who, false),
        html: page(staffLocale, [fill(staffStrings.dealer.intro, { name }, true)], staffTables),
        replyTo: visitorEmail,
      }
    : null
  return { visitor, office, dealer: dealerMail, sendToDealer }
}

/**
 * The Run Script operation's code: the function above and the catalogue, as text. Directus
 * renders every `{{...}}` in an operation's options before it runs, the code included, so the
 * catalogue's i18next placeholders are written with escaped braces that only JavaScript reads.
 */
export function quoteMailScript(catalogue: MailCatalogue = mailCatalogue()): string {
  // JSON never has two structural braces in a row that open, so each `{{` is inside a string
  const strings = JSON.stringify(catalogue).replaceAll('{{', '\\u007b\\u007b')
  return `module.exports = function (data) {\n  const compose = ${composeQuoteMails.toString()}\n  return compose(data, ${strings})\n}\n`
}
