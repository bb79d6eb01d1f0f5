import { describe, expect, it } from 'vitest'
import type { LeadMailOptions, OperationContext } from './index.ts'
import operation, { failureReason, mailEvent, noMailServer, sendLeadMail } from './index.ts'

const options: LeadMailOptions = {
  to: 'camille@example.test',
  subject: 'Votre demande',
  body: '<p>Bonjour</p>',
  replyTo: 'office@lamella.test',
  lead: '7',
  who: 'visitor',
}

/** The operation as a flow runs it, with services that record what they are asked. */
function context({ transport = 'smtp', refuse }: { transport?: string; refuse?: unknown } = {}) {
  const sent: unknown[] = []
  const rows: Array<{ collection: string; row: unknown; emitEvents: boolean }> = []
  const warnings: string[] = []
  const ctx: OperationContext = {
    services: {
      MailService: class {
        async send(mail: unknown) {
          if (refuse) throw refuse
          sent.push(mail)
        }
      },
      ItemsService: class {
        constructor(readonly collection: string) {}
        async createOne(row: unknown, opts: { emitEvents: boolean }) {
          rows.push({ collection: this.collection, row, emitEvents: opts.emitEvents })
        }
      },
    },
    env: { MAIL_TRANSPORT: transport },
    database: {},
    getSchema: async () => ({}),
    logger: {
      warn: (message) => warnings.push(message),
      error: (message) => warnings.push(message),
    },
  }
  return { ctx, sent, rows, warnings }
}

describe('a lead’s mail', () => {
  it('is sent and recorded as sent, to the visitor in words, by nobody', async () => {
    const { ctx, sent, rows } = context()
    expect(await sendLeadMail(options, ctx)).toEqual({
      status: 'sent',
      who: 'visitor',
      reason: null,
    })
    expect(sent).toEqual([
      {
        to: 'camille@example.test',
        subject: 'Votre demande',
        html: '<p>Bonjour</p>',
        replyTo: 'office@lamella.test',
      },
    ])
    expect(rows).toEqual([
      {
        collection: 'lead_events',
        row: { lead: 7, user: null, action: 'mail', status: 'sent', detail: 'visitor' },
        emitEvents: false,
      },
    ])
  })

  it('is recorded as failed, with why, when the mail server refuses it or cannot be reached', async () => {
    const refused = Object.assign(new Error('550 <camille@example.test> no such user'), {
      code: 'EENVELOPE',
      responseCode: 550,
    })
    const { ctx, rows, warnings } = context({ refuse: refused })
    const result = await sendLeadMail({ ...options, who: 'dealer: Leie Pools' }, ctx)
    expect(result.status).toBe('failed')
    expect(rows[0]?.row).toMatchObject({
      status: 'failed',
      detail: 'refused by the mail server (550) — dealer: Leie Pools',
    })
    // neither the history nor the log repeats the server's words, which hold the address
    expect(JSON.stringify({ rows, warnings })).not.toContain('camille@')

    const down = context({
      refuse: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }),
    })
    await sendLeadMail({ ...options, who: 'office' }, down.ctx)
    expect(down.rows[0]?.row).toMatchObject({
      status: 'failed',
      detail: 'mail server unreachable — office',
    })
  })

  it('is not tried without a mail server, and recorded as failed', async () => {
    const { ctx, sent, rows } = context({ transport: 'none' })
    await sendLeadMail(options, ctx)
    expect(sent).toEqual([])
    expect(rows[0]?.row).toMatchObject({ status: 'failed', detail: `${noMailServer} — visitor` })
  })

  it('is sent without a record when no request is named', async () => {
    const { ctx, sent, rows } = context()
    await sendLeadMail({ ...options, lead: '' }, ctx)
    expect(sent).toHaveLength(1)
    expect(rows).toEqual([])
  })

  it('says why in words of its own', () => {
    expect(failureReason({ code: 'ETIMEDOUT' })).toBe('mail server unreachable')
    expect(failureReason({ code: 'EAUTH', responseCode: 535 })).toBe(
      'refused by the mail server (535)',
    )
    expect(failureReason({ code: 'EAUTH' })).toBe('mail server refused the sign-in')
    expect(failureReason(new Error('boom'))).toBe('not sent')
    expect(mailEvent('abc', 'office', null)).toMatchObject({ lead: 'abc', status: 'sent' })
  })

  it('is one module for the Studio and the API, without imports', () => {
    expect(operation).toMatchObject({ id: 'lead-mail', icon: 'outgoing_mail' })
    expect(operation.options.map((field) => field.field)).toEqual([
      'to',
      'subject',
      'body',
      'replyTo',
      'lead',
      'who',
    ])
    expect(operation.overview(options)).toEqual([
      { label: 'To', text: 'visitor' },
      { label: 'Subject', text: 'Votre demande' },
    ])
  })
})
