/**
 * The dealers' reminders: an appointment request that is still new after the office's number of
 * working days (`global_settings.reminder_working_days`) is mailed to its dealer once more, in the
 * dealer's language and with a link to it in the Data Studio, and the office gets a copy in the
 * office's language.
 *
 * `composeReminders` runs inside Directus, in the reminder flow's Run Script operation; see
 * mail-kit.ts for why it is self-contained.
 */
import type { Mail, MailCatalogue, MailKit } from './mail-kit.ts'
import { mailCatalogue, runScript, scriptKit } from './mail-kit.ts'
import { workingDaysBefore } from './working-days.ts'

/** The flow's data as the Run Script operation receives it. */
export interface ReminderFlowData {
  /** `PUBLIC_URL`: the Data Studio's address, for the link to the request */
  $env?: unknown
  settings?: unknown
  /** the requests that may be due: appointments to a dealer with an address, new, not reminded */
  candidates?: unknown
}

export interface Reminder {
  dealer: Mail
  office: Mail
}

export interface Reminders {
  /** one run of the sending flow each */
  reminders: Reminder[]
  /** what the flow writes before it sends, so that a request is reminded once */
  claims: Array<{ id: unknown; reminded_at: string }>
}

/**
 * The reminders due at `now` among the candidates: those created at least the settings' number
 * of working days before it. Throws when the settings have no office address or no number of
 * days: the flow's log then says why nothing was sent, and nothing is marked as reminded.
 */
export function composeReminders(
  data: ReminderFlowData,
  kit: MailKit,
  before: typeof workingDaysBefore,
  now: number,
): Reminders {
  const { catalogue, isRow, text, escape, fill, localeOf, requestTables, page } = kit
  const settings = kit.firstRow(data.settings)
  const days = settings.reminder_working_days
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0)
    throw new Error('reminder: global_settings.reminder_working_days is not a whole number')
  const officeEmail = text(settings.quote_email) || text(settings.email)
  if (!officeEmail) throw new Error('reminder: global_settings has neither quote_email nor email')
  const officeLocale = localeOf(settings.office_language)
  const env = isRow(data.$env) ? data.$env : {}
  const studio = text(env.PUBLIC_URL).replace(/\/+$/, '')
  const cutoff = before(now, days, catalogue.timeZone)

  const reminders: Reminder[] = []
  const claims: Reminders['claims'] = []
  const candidates = Array.isArray(data.candidates) ? data.candidates.filter(isRow) : []
  for (const request of candidates) {
    const created = Date.parse(text(request.date_created))
    const dealer = isRow(request.dealer) ? request.dealer : {}
    const dealerEmail = text(dealer.email)
    if (!(created <= cutoff) || !dealerEmail) continue

    const link = studio
      ? `${studio}/admin/content/quote_requests/${encodeURIComponent(text(request.id))}`
      : ''
    const written = (locale: typeof officeLocale, intro: string) => {
      const t = catalogue.strings[locale].email.reminder
      const waited = Math.floor((now - created) / 86_400_000)
      const values = {
        name: text(request.name),
        postalCode: text(request.postal_code),
        dealer: text(dealer.name),
        ago: new Intl.RelativeTimeFormat(catalogue.tags[locale], { numeric: 'auto' }).format(
          -waited,
          'day',
        ),
        date: kit.dateTime(created, locale),
      }
      const open = link ? [`<a href="${escape(link)}">${escape(t.open)}</a>`] : []
      return {
        values,
        html: page(
          locale,
          [fill(intro, values, true), ...open],
          requestTables(request, locale, 'staff'),
        ),
      }
    }

    const dealerLocale = localeOf(dealer.language)
    const toDealer = written(dealerLocale, catalogue.strings[dealerLocale].email.reminder.intro)
    const toOffice = written(
      officeLocale,
      catalogue.strings[officeLocale].email.reminder.officeIntro,
    )
    reminders.push({
      dealer: {
        to: dealerEmail,
        subject: fill(
          catalogue.strings[dealerLocale].email.reminder.subject,
          toDealer.values,
          false,
        ),
        html: toDealer.html,
        replyTo: officeEmail,
      },
      office: {
        to: officeEmail,
        subject: fill(
          catalogue.strings[officeLocale].email.reminder.officeSubject,
          toOffice.values,
          false,
        ),
        html: toOffice.html,
        replyTo: dealerEmail,
      },
    })
    claims.push({ id: request.id, reminded_at: new Date(now).toISOString() })
  }
  return { reminders, claims }
}

/** The Run Script operation's code: the function above, the kit, the arithmetic and the time. */
export function reminderScript(catalogue: MailCatalogue = mailCatalogue()): string {
  return runScript(composeReminders, [
    scriptKit(catalogue),
    workingDaysBefore.toString(),
    'Date.now()',
  ])
}
