import { changeDeskRecord, readDeskRecord, type DeskRecord } from '@lamella/cms'
import { isLocale } from '@lamella/i18n'
import { data } from 'react-router'
import { requireLocale } from '#app/shared/locale/locale.server'
import type { LoaderArgs } from '#app/shared/route-helpers.server'
import { requireDesk } from './desk-session.server'

/**
 * The dealer's own record on the desk: the phone and languages the finder shows, the address
 * new leads go to, opening hours, and a pause that keeps the dealer out of the finder and of
 * routing until a day. The staff member's token may change only their own dealer's row.
 */

const privateAnswer = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export async function loadProfile({ request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const desk = await requireDesk(request, locale)
  const record = await readDeskRecord(desk.client, desk.account.dealer.id)
  return data({ locale, dealer: desk.account.dealer.name, record }, { headers: privateAnswer })
}

/** The record a posted form asks for, or null when a value cannot be one. */
export function recordOf(form: FormData): DeskRecord | null {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value.trim() : ''
  }
  const email = text('lead_email')
  const until = text('paused_until')
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return null
  if (until && !/^\d{4}-\d{2}-\d{2}$/.test(until)) return null
  return {
    phone: text('phone').slice(0, 40) || null,
    lead_email: email || null,
    languages_spoken: form.getAll('languages_spoken').filter(isLocale),
    opening_hours: text('opening_hours').slice(0, 1000) || null,
    paused_until: until || null,
  }
}

export async function profileAction({ request, params }: LoaderArgs) {
  const locale = requireLocale(params, request)
  const desk = await requireDesk(request, locale)
  const record = recordOf(await request.formData())
  if (!record) return data({ saved: false }, { status: 400, headers: privateAnswer })
  const result = await changeDeskRecord(desk.client, desk.account.dealer.id, record)
  return data(
    { saved: result === 'saved' },
    { status: result === 'saved' ? 200 : 400, headers: privateAnswer },
  )
}
