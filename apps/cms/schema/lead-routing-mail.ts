/**
 * The mails of the lead routing (extensions/lead-routing): the reminder before a dealer's
 * promise ends, the four mails of a lead that passes to another dealer or to the office, and the
 * office's reminder of a request by mail it has not answered. Each in its reader's language; the
 * new dealer's mail is the new request's mail of quote-mail.ts.
 */
import type { Locale } from '@lamella/i18n/catalogues'
import type { Mail, MailKit, Row } from './mail-kit.ts'
import { composeQuoteMails } from './quote-mail.ts'
import type { Messages } from '@lamella/i18n/catalogues'
import type { RoutingDealer } from './lead-routing.ts'
import { leadAddress } from './lead-routing.ts'

/** A language code or tag (`fr`, `fr-BE`, `fr-FR`) as a catalogue's locale. */
export const readerLocale = (kit: MailKit, value: unknown): Locale =>
  kit.localeOf(typeof value === 'string' ? value.slice(0, 2).toLowerCase() : value)

export type RoutingKey = keyof Messages['email']['routing']

/** A routing text: the catalogue's `email.routing.<key>` in the reader's language. */
export function routingText(kit: MailKit, locale: Locale, key: RoutingKey): string {
  const email = kit.catalogue.strings[locale].email as Record<string, unknown>
  const own = kit.isRow(email.routing) ? email.routing[key] : undefined
  return typeof own === 'string' ? own : key
}

/** A day (`YYYY-MM-DD`) as its reader says it: "Tuesday 1 December". */
export const longDay = (kit: MailKit, day: string, locale: Locale): string =>
  new Intl.DateTimeFormat(kit.catalogue.tags[locale], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T12:00:00Z`))

export interface RoutingContext {
  kit: MailKit
  settings: Row
  /** SITE_PUBLIC_URL */
  site: string
}

const officeOf = ({ kit, settings }: RoutingContext) => ({
  email: kit.text(settings.quote_email) || kit.text(settings.email),
  locale: readerLocale(kit, settings.office_language),
})

/** The dealer's desk link to a lead, in the dealer's language. */
export const deskLink = (site: string, locale: Locale, id: unknown): string =>
  site ? `${site.replace(/\/+$/, '')}/${locale}/dealer/leads/${encodeURIComponent(String(id))}` : ''

const link = (kit: MailKit, href: string, label: string) =>
  href ? [`<a href="${kit.escape(href)}">${kit.escape(label || href)}</a>`] : []

/** A request as the mail kit writes it out, with `dealer` the dealer it is with now. */
const asWritten = (kit: MailKit, request: Row, dealer: RoutingDealer | null): Row => ({
  ...request,
  locale: readerLocale(kit, request.locale),
  dealer: dealer
    ? { name: dealer.name, email: leadAddress(dealer), language: dealer.language }
    : null,
})

/** The reminder to a dealer whose lead is still new before its promise ends. */
export function reminderMail(
  context: RoutingContext,
  request: Row,
  dealer: RoutingDealer,
  due: number,
): Mail {
  const { kit, site } = context
  const locale = readerLocale(kit, dealer.language)
  const values = {
    name: kit.text(request.name),
    postalCode: kit.text(request.postal_code),
    deadline: kit.dateTime(due, locale),
  }
  const written = asWritten(kit, request, dealer)
  return {
    to: leadAddress(dealer),
    subject: kit.fill(routingText(kit, locale, 'reminderSubject'), values, false),
    html: kit.page(
      locale,
      [
        kit.fill(routingText(kit, locale, 'reminderIntro'), values, true),
        ...link(
          kit,
          deskLink(site, locale, request.id),
          kit.catalogue.strings[locale].email.dealer.openLead,
        ),
      ],
      kit.requestTables(written, locale, 'staff'),
    ),
    replyTo: officeOf(context).email || null,
  }
}

/** The office's reminder of a request it answers itself, still new past its promise. */
export function overdueMail(context: RoutingContext, request: Row, due: number): Mail {
  const { kit } = context
  const office = officeOf(context)
  const values = {
    name: kit.text(request.name),
    postalCode: kit.text(request.postal_code),
    deadline: kit.dateTime(due, office.locale),
  }
  return {
    to: office.email,
    subject: kit.fill(routingText(kit, office.locale, 'overdueSubject'), values, false),
    html: kit.page(
      office.locale,
      [kit.fill(routingText(kit, office.locale, 'overdueIntro'), values, true)],
      kit.requestTables(asWritten(kit, request, null), office.locale, 'staff'),
    ),
    replyTo: kit.text(request.email) || null,
  }
}

export interface Rerouted {
  /** the request with its pool's translations, as the new request's mail reads it */
  request: Row
  previous: RoutingDealer
  /** null: the office takes the lead */
  next: RoutingDealer | null
  /** the promise that passed, and the new one */
  passed: number
  due: number
  /** the day the visitor is contacted by, as the site would name it (`YYYY-MM-DD`) */
  contactBy: string
}

/**
 * The mails of a lead that passed on: to the new dealer (the new request's mail), to the dealer
 * who let it pass, to the office and to the visitor. A reader without an address gets none.
 */
export function reroutedMails(context: RoutingContext, lead: Rerouted): Mail[] {
  const { kit, settings, site } = context
  const { request, previous, next } = lead
  const office = officeOf(context)
  const name = kit.text(request.name)
  const postalCode = kit.text(request.postal_code)
  const visitorEmail = kit.text(request.email)
  const mails: Mail[] = []

  if (next) {
    const fresh = composeQuoteMails(
      {
        $env: { SITE_PUBLIC_URL: site },
        request: { ...asWritten(kit, request, next), kind: 'appointment' },
        settings,
      },
      kit,
    ).dealer
    if (fresh) mails.push(fresh)
  }

  const previousLocale = readerLocale(kit, previous.language)
  const previousValues = {
    name,
    postalCode,
    dealer: next ? next.name : kit.text(settings.brand),
    deadline: kit.dateTime(lead.passed, previousLocale),
  }
  if (leadAddress(previous))
    mails.push({
      to: leadAddress(previous),
      subject: kit.fill(routingText(kit, previousLocale, 'previousSubject'), previousValues, false),
      html: kit.page(
        previousLocale,
        [kit.fill(routingText(kit, previousLocale, 'previousIntro'), previousValues, true)],
        [],
      ),
      replyTo: office.email || null,
    })

  const officeValues = {
    name,
    postalCode,
    from: previous.name,
    to: next?.name ?? '',
    deadline: kit.dateTime(lead.passed, office.locale),
    acceptBy: kit.dateTime(lead.due, office.locale),
    date: longDay(kit, lead.contactBy, office.locale),
  }
  if (office.email)
    mails.push({
      to: office.email,
      subject: kit.fill(
        routingText(kit, office.locale, next ? 'officeSubject' : 'officeTakesSubject'),
        officeValues,
        false,
      ),
      html: kit.page(
        office.locale,
        [
          kit.fill(
            routingText(kit, office.locale, next ? 'officeIntro' : 'officeTakesIntro'),
            officeValues,
            true,
          ),
        ],
        kit.requestTables(asWritten(kit, request, next), office.locale, 'staff'),
      ),
      replyTo: visitorEmail || null,
    })

  if (visitorEmail) {
    const locale = readerLocale(kit, request.locale)
    const strings = kit.catalogue.strings[locale].email.visitor
    const brand = kit.text(settings.brand)
    const values = {
      name,
      brand,
      dealer: next?.name ?? '',
      date: longDay(kit, lead.contactBy, locale),
    }
    mails.push({
      to: visitorEmail,
      subject: kit.fill(routingText(kit, locale, 'visitorSubject'), values, false),
      html: kit.page(
        locale,
        [
          kit.fill(strings.greeting, values, true),
          kit.fill(
            routingText(kit, locale, next ? 'visitorIntro' : 'visitorOfficeIntro'),
            values,
            true,
          ),
          `${kit.escape(strings.closing)}<br>${kit.fill(strings.signature, values, true)}`,
        ],
        [],
      ),
      replyTo: office.email || null,
    })
  }
  return mails
}
