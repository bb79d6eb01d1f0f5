import {
  changeDeskLead,
  exportDeskLeads,
  listDeskLeads,
  listLeadEvents,
  readDeskLead,
  type LeadChange,
} from '@lamella/cms'
import { formatDate, type Locale } from '@lamella/i18n'
import { translatorFor } from '@lamella/i18n/server'
import { stringify } from 'csv-stringify/sync'
import { createEvent } from 'ics'
import { data } from 'react-router'
import { loadPoolLines } from '#app/features/configurator/index.server'
import { requireLocale } from '#app/shared/locale/locale.server'
import { servicesOf } from '#app/shared/request.server'
import type { LoaderArgs } from '#app/shared/route-helpers.server'
import { requireDesk, type Desk } from './desk-session.server'
import { eventViews, fromBrusselsLocal, leadView } from './lead-view.server'

/**
 * The desk's pages: the inbox, a lead with its actions, its appointment as a calendar file, and
 * the export. Every read and change goes through the staff member's own CMS token: a lead that is
 * not their dealer's and one that does not exist look the same, here as in the CMS.
 */

const privateAnswer = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

async function signedIn({ request, params, context }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const desk = await requireDesk(request, locale)
  return { locale, desk, services: servicesOf(context) }
}

async function viewsOf(desk: Desk, locale: Locale, cms: ReturnType<typeof servicesOf>['cms']) {
  const lines = await loadPoolLines(cms, locale)
  return (lead: Parameters<typeof leadView>[0]) =>
    leadView(lead, { locale, dealer: desk.account.dealer, lines })
}

export async function loadInbox(args: LoaderArgs) {
  const { locale, desk, services } = await signedIn(args)
  const closed = new URL(args.request.url).searchParams.get('list') === 'closed'
  const [leads, view] = await Promise.all([
    listDeskLeads(desk.client, { closed }),
    viewsOf(desk, locale, services.cms),
  ])
  return data({ locale, closed, leads: leads.map(view) }, { headers: privateAnswer })
}

/** A lead id from the URL: digits only; anything else is a lead that is not there. */
function leadId(value: string | undefined): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null
}

function notFound(locale: Locale) {
  return data(
    { error: translatorFor(locale)('dealerDesk.lead.notFound') },
    {
      status: 404,
      headers: privateAnswer,
    },
  )
}

export async function loadLead(args: LoaderArgs<{ id?: string }>) {
  const { locale, desk, services } = await signedIn(args)
  const id = leadId(args.params.id)
  const lead = id === null ? null : await readDeskLead(desk.client, id)
  if (!lead) throw notFound(locale)
  const [events, view] = await Promise.all([
    listLeadEvents(desk.client, lead.id),
    viewsOf(desk, locale, services.cms),
  ])
  return data(
    { locale, lead: view(lead), history: eventViews(events, locale) },
    { headers: privateAnswer },
  )
}

/** What a staff member may do to a lead, one button each. */
export const leadIntents = [
  'accept',
  'decline',
  'contacted',
  'appointment',
  'quote_sent',
  'won',
  'lost',
  'note',
] as const
export type LeadIntent = (typeof leadIntents)[number]

export type LeadActionResult =
  | { ok: true; intent: LeadIntent }
  | { ok: false; intent: LeadIntent | null; field?: 'decline_reason' | 'appointment_at' }

/** The change an intent asks for, or which field is missing. */
export function changeFor(
  intent: LeadIntent,
  form: FormData,
): LeadChange | { missing: 'decline_reason' | 'appointment_at' } {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  switch (intent) {
    case 'accept':
      return { status: 'accepted' }
    case 'decline': {
      const reason = text('decline_reason').slice(0, 2000)
      return reason ? { status: 'declined', decline_reason: reason } : { missing: 'decline_reason' }
    }
    case 'appointment': {
      const when = fromBrusselsLocal(text('appointment_at'))
      return when
        ? { status: 'appointment_set', appointment_at: when.toISOString() }
        : { missing: 'appointment_at' }
    }
    case 'note':
      return { dealer_note: text('dealer_note').slice(0, 10_000) }
    default:
      return { status: intent }
  }
}

export async function leadAction(args: LoaderArgs<{ id?: string }>) {
  const { locale, desk } = await signedIn(args)
  const id = leadId(args.params.id)
  if (id === null) throw notFound(locale)
  const form = await args.request.formData()
  const given = form.get('intent')
  const intent = leadIntents.find((known) => known === given) ?? null
  if (!intent) return data<LeadActionResult>({ ok: false, intent: null }, { status: 400 })
  const change = changeFor(intent, form)
  if ('missing' in change) {
    return data<LeadActionResult>({ ok: false, intent, field: change.missing }, { status: 400 })
  }
  const result = await changeDeskLead(desk.client, id, change)
  if (result === 'missing') throw notFound(locale)
  if (result === 'invalid') return data<LeadActionResult>({ ok: false, intent }, { status: 400 })
  return data<LeadActionResult>({ ok: true, intent })
}

/** The appointment of a lead as a calendar event (.ics), in the staff member's language. */
export async function leadCalendar(args: LoaderArgs<{ id?: string }>) {
  const { locale, desk } = await signedIn(args)
  const id = leadId(args.params.id)
  const lead = id === null ? null : await readDeskLead(desk.client, id)
  if (!lead?.appointment_at) {
    return new Response(translatorFor(locale)('dealerDesk.lead.notFound'), {
      status: 404,
      headers: { ...privateAnswer, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const t = translatorFor(locale)
  const start = new Date(lead.appointment_at)
  const name = lead.name ?? t('dealerDesk.lead.anonymous')
  const { error, value } = createEvent({
    uid: `lead-${lead.id}-appointment@lamella`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: t('dealerDesk.calendar.summary', { name }),
    description: t('dealerDesk.calendar.description', {
      name,
      phone: lead.phone ?? '-',
      email: lead.email ?? '-',
    }),
    location: [lead.address, [lead.postal_code, lead.municipality].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
  })
  if (error || !value) throw error ?? new Error('The calendar event could not be written.')
  return new Response(value, {
    headers: {
      ...privateAnswer,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="appointment-${lead.id}.ics"`,
    },
  })
}

/**
 * A spreadsheet reads a cell starting with = + - @ as a formula: such text gets a quote first.
 * A phone number (`+32 80 12 34 56`) is no formula and stays as it is.
 */
export const csvCell = (cell: string | number) =>
  typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) && !/^\+[\d\s()./-]+$/.test(cell)
    ? `'${cell}`
    : cell

/** Every lead of the dealer as CSV, with the column names in the staff member's language. */
export async function leadsCsv(args: LoaderArgs) {
  const { locale, desk } = await signedIn(args)
  const t = translatorFor(locale)
  const leads = await exportDeskLeads(desk.client)
  const when = (iso: string | null) =>
    iso ? formatDate(locale, iso, { dateStyle: 'short', timeStyle: 'short' }) : ''
  const rows = leads.map((lead) => [
    lead.id,
    when(lead.date_created),
    t(`dealerDesk.status.${lead.status}`),
    t(`dealerDesk.kind.${lead.kind}`),
    lead.name ?? '',
    lead.email ?? '',
    lead.phone ?? '',
    lead.address ?? '',
    lead.postal_code ?? '',
    lead.municipality ?? '',
    lead.country ?? '',
    lead.locale ?? '',
    when(lead.appointment_at),
    lead.dealer_note ?? '',
  ])
  const header = (
    [
      'id',
      'received',
      'status',
      'kind',
      'name',
      'email',
      'phone',
      'address',
      'postalCode',
      'municipality',
      'country',
      'language',
      'appointment',
      'note',
    ] as const
  ).map((key) => t(`dealerDesk.csv.${key}`))
  const csv = stringify([header, ...rows.map((row) => row.map(csvCell))], { bom: true })
  return new Response(csv, {
    headers: {
      ...privateAnswer,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads.csv"`,
    },
  })
}
