import type { DeskDealer, DeskLead, LeadEvent, LeadStatus } from '@lamella/cms'
import {
  countryName,
  formatDate,
  formatNumber,
  isLocale,
  toTag,
  type Country,
  type Locale,
} from '@lamella/i18n'
import type { CoverColor, StairType } from '@lamella/i18n/products'
import { translatorFor } from '@lamella/i18n/server'
import type { PoolLine } from '#app/features/configurator'
import { distanceKm } from '#app/features/dealers/index.server'
import { lookupPlace } from '#app/shared/places/lookup.server'
import { placeName, places } from '#app/shared/places/places.server'
import type { EventView, LeadView } from './lead-view'

const BRUSSELS = 'Europe/Brussels'

/** `YYYY-MM-DDTHH:mm` in Brussels time, as a `datetime-local` field shows it. */
export function brusselsLocal(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BRUSSELS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map(({ type, value }) => [type, value]),
  )
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`
}

/** The instant a `datetime-local` value means in Brussels, or null when it is no date-time. */
export function fromBrusselsLocal(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  if (Number.isNaN(asUtc)) return null
  // Brussels' offset at that moment (twice: the first guess may sit across a clock change)
  let instant = asUtc
  for (let pass = 0; pass < 2; pass++) {
    const shown = brusselsLocal(new Date(instant).toISOString())
    const [date, time] = shown.split('T') as [string, string]
    const [y, m, d] = date.split('-').map(Number) as [number, number, number]
    const [h, min] = time.split(':').map(Number) as [number, number]
    instant = asUtc - (Date.UTC(y, m - 1, d, h, min) - instant)
  }
  const result = new Date(instant)
  return brusselsLocal(result.toISOString()) === value ? result : null
}

function placeOf(lead: DeskLead, locale: Locale) {
  const input = [lead.postal_code, lead.municipality].filter(Boolean).join(' ')
  const country = lead.country as Country | null
  const found = input
    ? lookupPlace(places(), input, country ? { country } : {})
    : { status: 'unknown' as const }
  const place = found.status === 'found' ? found.place : null
  const name = place ? `${place.code} ${placeName(place, locale)}` : input
  const countryLabel = country ? countryName(locale, country) : null
  return { place, label: [name, countryLabel].filter(Boolean).join(', ') }
}

export function leadView(
  lead: DeskLead,
  { locale, dealer, lines }: { locale: Locale; dealer: DeskDealer; lines: readonly PoolLine[] },
): LeadView {
  const t = translatorFor(locale)
  const { place, label } = placeOf(lead, locale)
  const from =
    dealer.latitude !== null && dealer.longitude !== null
      ? { latitude: dealer.latitude, longitude: dealer.longitude }
      : null
  const visitorLanguage = lead.locale?.slice(0, 2)
  const line = lead.pool === null ? undefined : lines.find((entry) => entry.id === lead.pool)
  const configuration: LeadView['configuration'] = line
    ? [
        { label: t('quote.poolLine'), value: line.title },
        ...(lead.color
          ? [{ label: t('quote.colour'), value: t(`colors.${lead.color as CoverColor}`) }]
          : []),
        ...(lead.length !== null && lead.width !== null
          ? [
              {
                label: t('quote.size'),
                value: `${formatNumber(locale, lead.length)} × ${formatNumber(locale, lead.width)} m`,
              },
            ]
          : []),
        ...(lead.stair
          ? [{ label: t('quote.stair'), value: t(`stairs.${lead.stair as StairType}`) }]
          : []),
      ]
    : null
  return {
    id: lead.id,
    received: formatDate(locale, lead.date_created, { dateStyle: 'medium', timeStyle: 'short' }),
    kind: lead.kind,
    status: lead.status,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    address: lead.address,
    place: label,
    distanceKm: from && place ? Math.round(distanceKm(from, place)) : null,
    language:
      visitorLanguage && isLocale(visitorLanguage)
        ? (new Intl.DisplayNames([toTag(locale)], { type: 'language' }).of(visitorLanguage) ?? null)
        : null,
    configuration,
    message: lead.message,
    poolBuilt: lead.pool_built === null ? null : lead.pool_built === 'yes',
    note: lead.dealer_note ?? '',
    declineReason: lead.decline_reason,
    appointment: lead.appointment_at
      ? {
          local: brusselsLocal(lead.appointment_at),
          label: formatDate(locale, lead.appointment_at, {
            dateStyle: 'full',
            timeStyle: 'short',
          }),
        }
      : null,
  }
}

/** What happened to a lead, in words. */
export function eventViews(events: readonly LeadEvent[], locale: Locale): EventView[] {
  const t = translatorFor(locale)
  return events.map((event) => {
    const who =
      [event.user?.first_name, event.user?.last_name].filter(Boolean).join(' ') ||
      t('dealerDesk.event.system')
    const status = event.status as LeadStatus | null
    let text: string
    if (event.action === 'mail') {
      // `visitor`, `office` or `dealer: <name>`, then the reason it failed (for the office)
      const to = (event.detail ?? '').split(' — ')[0]!.trim()
      const named =
        to === 'visitor'
          ? t('dealerDesk.event.visitor')
          : to === 'office'
            ? t('dealerDesk.event.office')
            : to.replace(/^dealer:\s*/, '')
      text =
        event.status === 'sent'
          ? t('dealerDesk.event.mailSent', { to: named })
          : t('dealerDesk.event.mailFailed', { to: named })
    } else if (event.action === 'rerouted') {
      text = t('dealerDesk.event.rerouted', { detail: event.detail ?? '' })
    } else if (event.action === 'status' && status === 'declined') {
      text = t('dealerDesk.event.declined', { who, reason: event.detail ?? '' })
    } else if (event.action === 'status' && status) {
      text = t('dealerDesk.event.status', { who, status: t(`dealerDesk.status.${status}`) })
    } else if (event.action === 'appointment' && event.detail) {
      text = t('dealerDesk.event.appointment', {
        who,
        date: formatDate(locale, event.detail, { dateStyle: 'full', timeStyle: 'short' }),
      })
    } else {
      text = t('dealerDesk.event.note', { who })
    }
    return {
      id: event.id,
      when: formatDate(locale, event.date_created, { dateStyle: 'medium', timeStyle: 'short' }),
      text,
    }
  })
}
