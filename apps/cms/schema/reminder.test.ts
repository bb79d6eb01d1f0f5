import { catalogues } from '@lamella/i18n/catalogues'
import { describe, expect, it } from 'vitest'
// Directus' own templating and filters, from the installed runtime: what flows.js runs
import { applyOptionsData } from '../runtime/node_modules/@directus/utils/dist/shared/index.js'
import type { OperationSpec } from './apply-flow.ts'
import { reminderFlow, reminderFlowName, reminderSendFlow, reminderSendFlowName } from './flows.ts'
import { mailCatalogue, mailKit } from './mail-kit.ts'
import type { Reminders } from './reminder.ts'
import { composeReminders, reminderScript } from './reminder.ts'
import { runExec } from './run-exec.ts'
import { workingDaysBefore } from './working-days.ts'

const kit = mailKit(mailCatalogue())

// Wednesday 25 November 2026, 09:00 in Brussels
const now = Date.parse('2026-11-25T08:00:00.000Z')
const settings = {
  brand: 'Lamella',
  email: 'info@lamella.test',
  quote_email: 'office@lamella.test',
  office_language: 'fr',
  reminder_working_days: 2,
}
const eupen = { name: 'Schwimmbadtechnik Theissen', email: 'info@theissen.test', language: 'de' }

const request = (id: number, created: string, fields: Record<string, unknown> = {}) => ({
  id,
  date_created: created,
  kind: 'appointment',
  status: 'new',
  locale: 'nl',
  name: 'Jan Peeters',
  email: 'jan@example.test',
  postal_code: '4700',
  municipality: 'Eupen',
  country: 'BE',
  pool_built: 'no',
  dealer: eupen,
  ...fields,
})

// Friday the 20th has waited more than two working days, Tuesday the 24th less than one
const due = request(41, '2026-11-20T10:00:00.000Z')
const fresh = request(42, '2026-11-24T10:00:00.000Z')

const compose = (candidates: unknown[], settingsRow: Record<string, unknown> = settings) =>
  composeReminders(
    {
      $env: { PUBLIC_URL: 'https://cms.lamella.test/' },
      settings: [settingsRow],
      candidates,
    },
    kit,
    workingDaysBefore,
    now,
  )

describe('composeReminders', () => {
  it('reminds the dealer of a request that waited the working days, in the dealer’s language', () => {
    const { reminders, claims } = compose([due, fresh])
    expect(claims).toEqual([{ id: 41, reminded_at: '2026-11-25T08:00:00.000Z' }])
    const [reminder] = reminders
    const de = catalogues.de.email
    expect(reminder?.dealer.to).toBe('info@theissen.test')
    expect(reminder?.dealer.replyTo).toBe('office@lamella.test')
    expect(reminder?.dealer.subject).toBe('Erinnerung: Terminanfrage von Jan Peeters (4700)')
    expect(reminder?.dealer.html).toContain('lang="de-DE"')
    expect(reminder?.dealer.html).toContain(
      'Jan Peeters hat vor 4 Tagen (20. November 2026 um 11:00)',
    )
    expect(reminder?.dealer.html).toContain(
      `<a href="https://cms.lamella.test/admin/content/quote_requests/41">${de.reminder.open}</a>`,
    )
    expect(reminder?.dealer.html).toContain(
      `>${de.poolBuilt}</th><td style="padding:4px 0;white-space:pre-line">${de.no}<`,
    )
  })

  it('copies the office in the office’s language, with the same link', () => {
    const [reminder] = compose([due]).reminders
    expect(reminder?.office.to).toBe('office@lamella.test')
    expect(reminder?.office.replyTo).toBe('info@theissen.test')
    expect(reminder?.office.subject).toBe(
      'Rappel envoyé à Schwimmbadtechnik Theissen : demande de Jan Peeters (4700)',
    )
    expect(reminder?.office.html).toContain('lang="fr-FR"')
    expect(reminder?.office.html).toContain('il y a 4 jours')
    expect(reminder?.office.html).toContain('/admin/content/quote_requests/41')
  })

  it('follows the office’s number of working days', () => {
    expect(compose([due, fresh], { ...settings, reminder_working_days: 0 }).claims).toHaveLength(2)
    expect(compose([due], { ...settings, reminder_working_days: 4 }).claims).toHaveLength(0)
  })

  it('skips a request whose dealer has no address, and escapes what the visitor typed', () => {
    const noAddress = request(43, due.date_created, { dealer: { ...eupen, email: '' } })
    const evil = request(44, due.date_created, { name: '<b>Jan</b>' })
    const { reminders, claims } = compose([noAddress, evil])
    expect(claims.map((claim) => claim.id)).toEqual([44])
    expect(reminders[0]?.dealer.html).not.toContain('<b>')
    expect(reminders[0]?.dealer.html).toContain('&lt;b&gt;Jan&lt;/b&gt;')
  })

  it('writes a dealer without a language in Dutch, and sends nothing without the settings it needs', () => {
    const dutch = request(45, due.date_created, { dealer: { ...eupen, language: null } })
    expect(compose([dutch]).reminders[0]?.dealer.subject).toBe(
      catalogues.nl.email.reminder.subject
        .replace('{{name}}', 'Jan Peeters')
        .replace('{{postalCode}}', '4700'),
    )
    expect(() => compose([due], { ...settings, reminder_working_days: null })).toThrow(/working/)
    expect(() => compose([due], { ...settings, quote_email: '', email: '' })).toThrow(/quote_email/)
  })

  it('composes the same inside Directus’ Run Script isolate, at the time it runs', async () => {
    const code = reminderScript()
    expect(code).not.toContain('{{')
    const old = request(46, '2020-03-02T10:00:00.000Z')
    const result = (await runExec(code, {
      $env: { PUBLIC_URL: 'http://127.0.0.1:8055' },
      settings: [settings],
      candidates: [old, request(47, new Date().toISOString())],
    })) as Reminders
    expect(result.claims.map((claim) => claim.id)).toEqual([46])
    expect(result.reminders[0]?.dealer.subject).toBe(
      'Erinnerung: Terminanfrage von Jan Peeters (4700)',
    )
  })
})

describe('the reminder flows', () => {
  const definition = reminderFlow({ cron: '0 8 * * 1-5', sendFlow: 'send-flow-id' })
  const operation = (key: string): OperationSpec => {
    const found = definition.operations.find((item) => item.key === key)
    if (!found) throw new Error(`no operation ${key}`)
    return found
  }

  it('runs on the schedule it is given', () => {
    expect(definition.flow).toMatchObject({
      name: reminderFlowName,
      trigger: 'schedule',
      options: { cron: '0 8 * * 1-5' },
    })
  })

  it('reads only appointments still new, never reminded, to a dealer with an address', () => {
    expect(operation('candidates').options).toMatchObject({
      collection: 'quote_requests',
      permissions: '$full',
      query: {
        filter: {
          kind: { _eq: 'appointment' },
          status: { _eq: 'new' },
          reminded_at: { _null: true },
          dealer: { email: { _nnull: true } },
        },
        limit: -1,
      },
    })
    expect(operation('candidates').options).not.toHaveProperty('key')
  })

  it('marks the reminders it composed as sent, then runs the sending flow for each', () => {
    const reminders = {
      reminders: [{ dealer: {}, office: {} }],
      claims: [{ id: 3, reminded_at: 'x' }],
    }
    const data = { compose: reminders }
    expect(operation('compose').resolve).toBe('claim')
    expect(applyOptionsData(operation('claim').options, data)).toEqual({
      collection: 'quote_requests',
      payload: reminders.claims,
      permissions: '$full',
      emitEvents: false,
    })
    // then names each reminder's request, for the history rows of its mails (schema/mail-log.ts)
    expect(operation('claim').resolve).toBe('label')
    expect(operation('label').resolve).toBe('send')
    expect(
      applyOptionsData(operation('send').options, { label: { reminders: reminders.reminders } }),
    ).toEqual({
      flow: 'send-flow-id',
      payload: reminders.reminders,
      iterationMode: 'serial',
    })
    // nothing due: an empty list, which updates nothing (no key would update every item)
    expect(
      applyOptionsData(operation('claim').options, { compose: { claims: [] } }).payload,
    ).toEqual([])
  })

  it('sends the dealer’s mail and the office’s copy of the reminder it is given', () => {
    const send = reminderSendFlow()
    expect(send.flow).toMatchObject({ name: reminderSendFlowName, trigger: 'operation' })
    const given = {
      dealer: { to: 'd@x.test', subject: 'S', html: '<p>D</p>', replyTo: 'o@x.test' },
      office: { to: 'o@x.test', subject: 'T', html: '<p>O</p>', replyTo: 'd@x.test' },
      lead: 3,
      dealerName: 'Leie Pools',
    }
    expect(
      send.operations.map((item) => applyOptionsData(item.options, { $trigger: given })),
    ).toEqual([
      {
        to: 'd@x.test',
        subject: 'S',
        body: '<p>D</p>',
        replyTo: 'o@x.test',
        lead: 3,
        who: 'dealer: Leie Pools, reminder',
      },
      {
        to: 'o@x.test',
        subject: 'T',
        body: '<p>O</p>',
        replyTo: 'd@x.test',
        lead: 3,
        who: 'office, reminder',
      },
    ])
  })
})
