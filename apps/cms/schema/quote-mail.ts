/**
 * The e-mails of a new quote request: a confirmation to the visitor in the visitor's language,
 * the request to the office in the office's language (`global_settings.office_language`) and, for
 * a dealer appointment, to the chosen dealer in the dealer's (`dealers.language`).
 *
 * `composeQuoteMails` runs inside Directus, in the flow's Run Script operation; see mail-kit.ts
 * for why it is self-contained.
 */
import { readFileSync } from 'node:fs'
import { createRequire, stripTypeScriptTypes } from 'node:module'
import { dirname, join } from 'node:path'
import type { Mail, MailCatalogue, MailKit } from './mail-kit.ts'
import { mailCatalogue, runScript, scriptKit } from './mail-kit.ts'

/**
 * The site's calendar of working days (`workingDaysAfter` of @lamella/i18n): the `days`-th
 * working day after `now`, as `YYYY-MM-DD`.
 */
export type WorkingDaysAfter = (now: Date | number, days: number) => string

/** The flow's data as the Run Script operation receives it: the two reads before it. */
export interface MailFlowData {
  /** `SITE_PUBLIC_URL`: the site as people reach it, for the link to the dealer's workspace */
  $env?: unknown
  request?: unknown
  settings?: unknown
}

/**
 * The dealer mail's texts of the workspace on the site: the link's label and the office's promise
 * (`{{count}}` working days, i18next's plural forms). Typed as optional so that a catalogue
 * without them still compiles; the mail then shows the link as its address and no promise.
 */
type WorkspaceTexts = Partial<
  Record<'openLead' | 'acceptWithin_one' | 'acceptWithin_other' | (string & {}), string>
>

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
 * and the global settings (brand, quote_email, email, office_language, accept_working_days).
 * The dealer's mail links to the request in the site's dealer workspace, in the dealer's
 * language, and says within how many working days the office promised visitors an answer.
 * The visitor's says who answers by when, as the site's success screen did, from the request's
 * `accept_by` (`quote.success.*` of the catalogues), or without a date while it has none.
 * Every value a visitor typed is escaped. Throws when the request has no visitor address or the settings no office
 * address: the flow's log then says why nothing was sent.
 */
export function composeQuoteMails(
  data: MailFlowData,
  kit: MailKit,
  /** without it (a caller that wants only the dealer's mail) the visitor's sentence has no date */
  workingDaysAfter?: WorkingDaysAfter,
): QuoteMails {
  const { catalogue, isRow, text, escape, fill, localeOf, requestTables, page } = kit
  const request = data.request
  if (!isRow(request)) throw new Error('quote mail: the request was not read')
  const settings = kit.firstRow(data.settings)

  const visitorEmail = text(request.email)
  if (!visitorEmail) throw new Error('quote mail: the request has no e-mail address')
  const officeEmail = text(settings.quote_email) || text(settings.email)
  if (!officeEmail) throw new Error('quote mail: global_settings has neither quote_email nor email')
  const brand = text(settings.brand)
  const name = text(request.name)
  const postalCode = text(request.postal_code)
  const dealer = isRow(request.dealer) ? request.dealer : null
  const dealerName = dealer ? text(dealer.name) : ''
  // the address the dealer keeps for leads, else their own
  const dealerEmail = dealer ? text(dealer.lead_email) || text(dealer.email) : ''
  const appointment = request.kind === 'appointment'

  const visitorLocale = localeOf(request.locale)
  const visitorStrings = catalogue.strings[visitorLocale].email
  // The promise the site showed the visitor, from the deadline stored with the request: the
  // office answers by that day; a dealer accepts by it and contacts the visitor the working day
  // after. Without a deadline, the sentences without a date.
  const acceptBy = Date.parse(text(request.accept_by))
  const answer = catalogue.strings[visitorLocale].answer
  const dayOf = (time: number) => kit.day(time, visitorLocale)
  const promised = Number.isNaN(acceptBy)
    ? ''
    : !appointment || !dealer
      ? fill(answer.officeBy, { date: dayOf(acceptBy) }, true)
      : !workingDaysAfter
        ? ''
        : fill(
            dealerName ? answer.dealerBy : answer.nearestDealerBy,
            {
              dealer: dealerName,
              date: dayOf(Date.parse(`${workingDaysAfter(acceptBy, 1)}T12:00:00Z`)),
            },
            true,
          )
  const intro =
    promised ||
    (appointment
      ? dealerName
        ? fill(visitorStrings.visitor.introAppointment, { dealer: dealerName }, true)
        : escape(visitorStrings.visitor.introAppointmentNoDealer)
      : escape(visitorStrings.visitor.introMail))
  const visitor: Mail = {
    to: visitorEmail,
    subject: fill(visitorStrings.visitor.subject, { brand }, false),
    html: page(
      visitorLocale,
      [fill(visitorStrings.visitor.greeting, { name }, true), intro],
      requestTables(request, visitorLocale, 'visitor').concat([
        `<p>${escape(visitorStrings.visitor.closing)}<br>${fill(visitorStrings.visitor.signature, { brand }, true)}</p>`,
      ]),
    ),
    replyTo: officeEmail,
  }

  const who = { name, postalCode }
  const officeLocale = localeOf(settings.office_language)
  const officeStrings = catalogue.strings[officeLocale].email
  const office: Mail = {
    to: officeEmail,
    subject: fill(officeStrings.office.subject, who, false),
    html: page(
      officeLocale,
      [escape(officeStrings.office.intro)],
      requestTables(request, officeLocale, 'staff'),
    ),
    replyTo: visitorEmail,
  }

  const sendToDealer = appointment && dealerEmail !== ''
  const dealerLocale = localeOf(dealer?.language)
  const dealerStrings = catalogue.strings[dealerLocale].email
  const workspaceTexts: WorkspaceTexts = dealerStrings.dealer
  const env = isRow(data.$env) ? data.$env : {}
  const site = text(env.SITE_PUBLIC_URL).replace(/\/+$/, '')
  const lead = text(request.id)
  const workspace =
    site && lead ? `${site}/${dealerLocale}/dealer/leads/${encodeURIComponent(lead)}` : ''
  const days =
    typeof settings.accept_working_days === 'number' && settings.accept_working_days >= 0
      ? settings.accept_working_days
      : 1
  const promise =
    new Intl.PluralRules(catalogue.tags[dealerLocale]).select(days) === 'one'
      ? workspaceTexts.acceptWithin_one
      : workspaceTexts.acceptWithin_other
  const openLead = workspace
    ? [
        '<a href="' +
          escape(workspace) +
          '" style="display:inline-block;padding:10px 18px;background:#0f5e7a;color:#ffffff;text-decoration:none;border-radius:4px">' +
          escape(workspaceTexts.openLead || workspace) +
          '</a>',
      ]
    : []
  const dealerMail: Mail | null = sendToDealer
    ? {
        to: dealerEmail,
        subject: fill(dealerStrings.dealer.subject, who, false),
        html: page(
          dealerLocale,
          [
            fill(dealerStrings.dealer.intro, { name }, true),
            ...(promise ? [fill(promise, { count: String(days) }, true)] : []),
            ...openLead,
          ],
          requestTables(request, dealerLocale, 'staff'),
        ),
        replyTo: visitorEmail,
      }
    : null
  return { visitor, office, dealer: dealerMail, sendToDealer }
}

/**
 * The site's calendar module as an expression that gives its `workingDaysAfter`: the module has no
 * imports, so its source, without types and exports, runs in the isolate as it is.
 */
export function calendarScript(): string {
  // the package exports its catalogues' module, which sits beside the calendar's folder
  const catalogues = createRequire(import.meta.url).resolve('@lamella/i18n/catalogues')
  const source = readFileSync(join(dirname(catalogues), '../calendar.ts'), 'utf8')
  const code = stripTypeScriptTypes(source, { mode: 'strip' }).replace(/^export /gm, '')
  return `(() => {\n${code}\nreturn workingDaysAfter\n})()`
}

/**
 * The Run Script operation's code: the function above, the kit and the catalogue, and the site's
 * calendar, as text.
 */
export function quoteMailScript(catalogue: MailCatalogue = mailCatalogue()): string {
  return runScript(composeQuoteMails, [scriptKit(catalogue), calendarScript()])
}
