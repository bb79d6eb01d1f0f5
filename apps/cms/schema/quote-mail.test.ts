import { workingDaysAfter } from '@lamella/i18n'
import { catalogues } from '@lamella/i18n/catalogues'
import { describe, expect, it } from 'vitest'
// Directus' own templating and filters, from the installed runtime: what flows.js runs
import {
  applyOptionsData,
  parseFilter,
  validatePayload,
} from '../runtime/node_modules/@directus/utils/dist/shared/index.js'
import type { FlowDefinition, OperationSpec } from './apply-flow.ts'
import { leadMailOperation, probeDomain, quoteMailFlow, quoteMailFlowName } from './flows.ts'
import { mailCatalogue, mailKit } from './mail-kit.ts'
import type { QuoteMails } from './quote-mail.ts'
import { composeQuoteMails, quoteMailScript } from './quote-mail.ts'
import { runExec } from './run-exec.ts'

const kit = mailKit(mailCatalogue())

type Scope = Record<string, unknown>

const settings = [
  {
    brand: 'Lamella',
    email: 'info@lamella.test',
    quote_email: 'office@lamella.test',
    office_language: 'nl',
  },
]

const appointment = {
  id: 7,
  kind: 'appointment',
  locale: 'fr',
  name: 'Camille Dupont',
  email: 'camille@example.test',
  phone: '+32 470 12 34 56',
  postal_code: '1000',
  municipality: 'Bruxelles',
  color: 'transparent_blue',
  length: 8,
  width: 4.5,
  stair: 'stair_right',
  message: 'Avant l’été, si possible.',
  pool_built: 'yes',
  country: 'BE',
  region: 'Brussels-Capital',
  dealer: { name: 'Leie Pools', email: 'info@leiepools.test', language: 'nl' },
  pool: {
    translations: [
      { languages_code: 'nl-BE', title: 'Lagune' },
      { languages_code: 'fr-FR', title: 'Lagon' },
    ],
  },
}

const byMail = { ...appointment, kind: 'mail', locale: 'de', dealer: null }

function operation(definition: FlowDefinition, key: string): OperationSpec {
  const found = definition.operations.find((item) => item.key === key)
  if (!found) throw new Error(`no operation ${key}`)
  return found
}

/** A condition operation as flows.js evaluates it: true means it resolves. */
function passes(spec: OperationSpec, data: Scope): boolean {
  const filter = parseFilter(applyOptionsData(spec.options, data).filter, null, undefined, true)
  return validatePayload(filter ?? {}, data, { requireAll: true }).length === 0
}

/**
 * Runs the flow the way Directus does from the condition on: the two reads are given, the Run
 * Script goes through Directus' exec operation (isolated-vm), and each mail operation's options
 * through its templating. Returns the mails the mail operations would hand to the mailer.
 */
async function runFlow(
  request: Scope,
  env: Scope = { MAIL_TRANSPORT: 'smtp' },
  settingsRows: unknown = settings,
) {
  const definition = quoteMailFlow()
  const data: Scope = { $trigger: { key: request.id }, $env: env, request, settings: settingsRows }
  const compose = operation(definition, 'compose')
  const { code } = applyOptionsData(compose.options, data) as { code: string }
  data.compose = await runExec(code, data)
  const sent: Scope[] = []
  let next: string | null = compose.resolve
  while (next) {
    const step = operation(definition, next)
    if (step.type === leadMailOperation) {
      sent.push(applyOptionsData(step.options, data))
      next = step.resolve
    } else next = passes(step, data) ? step.resolve : step.reject
  }
  return { sent }
}

describe('the quote mail flow', () => {
  const definition = quoteMailFlow()

  it('runs after a quote request is stored, apart from the visitor’s request', () => {
    expect(definition.flow).toMatchObject({
      name: quoteMailFlowName,
      status: 'active',
      trigger: 'event',
      options: { type: 'action', scope: ['items.create'], collections: ['quote_requests'] },
    })
  })

  it('reads the request and the settings with full rights: the form writer may only create', () => {
    expect(operation(definition, 'request').options).toMatchObject({
      collection: 'quote_requests',
      key: '{{$trigger.key}}',
      permissions: '$full',
    })
    expect(operation(definition, 'settings').options).toMatchObject({
      collection: 'global_settings',
      permissions: '$full',
      query: {
        fields: ['brand', 'email', 'quote_email', 'office_language', 'accept_working_days'],
      },
    })
  })

  it('links every operation at most once (Directus keeps links unique), from one entry', () => {
    const targets = definition.operations
      .flatMap((item) => [item.resolve, item.reject])
      .filter(Boolean)
    expect(new Set(targets).size).toBe(targets.length)
    const keys = definition.operations.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect([...targets, 'probe'].sort()).toEqual([...keys].sort())
  })

  it('tells nobody of the setup’s own probe request, and reads every other one', () => {
    const probe = operation(definition, 'probe')
    expect(definition.operations[0]).toBe(probe)
    const stored = (email: string) => ({ $trigger: { key: 7, payload: { email } } })
    expect(passes(probe, stored(`request-1${probeDomain}`))).toBe(false)
    expect(passes(probe, stored('camille@example.test'))).toBe(true)
    expect(probe.resolve).toBe('request')
  })

  it('sends the visitor, the office and the dealer an e-mail for an appointment', async () => {
    const { sent } = await runFlow(appointment)
    expect(sent.map((mail) => mail.to)).toEqual([
      'camille@example.test',
      'office@lamella.test',
      'info@leiepools.test',
    ])
    // each mail names its request and its reader in words, for the request's history
    expect(sent.map((mail) => [mail.lead, mail.who])).toEqual([
      [7, 'visitor'],
      [7, 'office'],
      [7, 'dealer: Leie Pools'],
    ])
    expect(sent[0]?.subject).toBe('Votre demande de devis chez Lamella')
    expect(sent[0]?.replyTo).toBe('office@lamella.test')
    expect(sent[1]?.replyTo).toBe('camille@example.test')
    expect(sent[2]?.subject).toBe('Afspraakaanvraag van Camille Dupont (1000)')
  })

  it('sends the dealer’s mail to the address they keep for leads, when they keep one', async () => {
    const { sent } = await runFlow({
      ...appointment,
      dealer: { ...appointment.dealer, lead_email: 'leads@leiepools.test' },
    })
    expect(sent.map((mail) => mail.to)).toContain('leads@leiepools.test')
    expect(sent.map((mail) => mail.to)).not.toContain('info@leiepools.test')
  })

  it('writes the dealer in the dealer’s language and the office in the office’s', async () => {
    const eupen = {
      name: 'Schwimmbadtechnik Theissen',
      email: 'info@theissen.test',
      language: 'de',
    }
    const { sent } = await runFlow({ ...appointment, dealer: eupen }, { MAIL_TRANSPORT: 'smtp' }, [
      { ...settings[0], office_language: 'fr' },
    ])
    const [toVisitor, toOffice, toDealer] = sent
    expect(toVisitor?.subject).toBe('Votre demande de devis chez Lamella')
    expect(toOffice?.subject).toBe('Nouvelle demande de devis de Camille Dupont (1000)')
    expect(toOffice?.body).toContain('lang="fr-FR"')
    expect(toDealer?.subject).toBe('Terminanfrage von Camille Dupont (1000)')
    expect(toDealer?.body).toContain('lang="de-DE"')
    expect(toDealer?.body).toContain(catalogues.de.colors.transparent_blue)
    expect(toDealer?.body).toContain('Belgien')
  })

  it('sends no dealer e-mail for a quote by mail, nor to a dealer without an address', async () => {
    expect((await runFlow(byMail)).sent.map((mail) => mail.to)).toEqual([
      'camille@example.test',
      'office@lamella.test',
    ])
    // a dealer left over from an earlier choice gets nothing when the visitor wants a quote by mail
    expect((await runFlow({ ...appointment, kind: 'mail' })).sent).toHaveLength(2)
    const noAddress = { ...appointment, dealer: { name: 'Leie Pools', email: null } }
    expect((await runFlow(noAddress)).sent).toHaveLength(2)
  })

  it('composes and hands every mail on without a transport: the mail operation records them as failed', async () => {
    const { sent } = await runFlow(appointment, { MAIL_TRANSPORT: 'none' })
    expect(sent).toHaveLength(3)
  })

  it('keeps a visitor’s braces as text: only the options themselves are templates', async () => {
    const { sent } = await runFlow(
      { ...appointment, name: '{{$env.PURGE_SECRET}}' },
      {
        MAIL_TRANSPORT: 'smtp',
        PURGE_SECRET: 'not-for-mails',
      },
    )
    expect(JSON.stringify(sent)).not.toContain('not-for-mails')
    expect(sent[1]?.subject).toBe('Nieuwe offerteaanvraag van {{$env.PURGE_SECRET}} (1000)')
  })
})

describe('composeQuoteMails', () => {
  const compose = (request: Scope, settingsRows: unknown = settings): QuoteMails =>
    composeQuoteMails({ request, settings: settingsRows }, kit)

  it('writes the visitor in their language, with the configuration in words and units', () => {
    const { visitor } = compose(appointment)
    const fr = catalogues.fr
    expect(visitor.html).toContain('lang="fr-FR"')
    expect(visitor.html).toContain('Bonjour Camille Dupont,')
    expect(visitor.html).toContain('Leie Pools vous contactera prochainement')
    const row = (label: string) =>
      new RegExp(`>${label}</th><td[^>]*>([^<]*)</td>`).exec(visitor.html)?.[1]
    expect(row(fr.email.poolLine)).toBe('Lagon')
    expect(row(fr.email.colour)).toBe(fr.colors.transparent_blue)
    expect(row(fr.email.stair)).toBe(fr.stairs.stair_right)
    expect(row(fr.email.dimensions)).toBe('8 m × 4,5 m')
    expect(visitor.html).not.toContain('transparent_blue')
    expect(visitor.html).not.toContain('stair_right')
  })

  it.each(['nl', 'en', 'fr', 'de', 'es'] as const)('has a subject and texts in %s', (locale) => {
    const { visitor } = compose({ ...byMail, locale })
    const strings = catalogues[locale].email
    expect(visitor.subject).toBe(strings.visitor.subject.replace('{{brand}}', 'Lamella'))
    expect(visitor.html).toContain(strings.configuration)
    expect(visitor.html).toContain(catalogues[locale].colors.transparent_blue)
  })

  it.each([
    ['fr-FR', 'fr'],
    ['es-ES', 'es'],
  ] as const)('reads the language tag %s the site stores as %s', (tag, locale) => {
    const { visitor } = compose({ ...byMail, locale: tag })
    expect(visitor.subject).toBe(
      catalogues[locale].email.visitor.subject.replace('{{brand}}', 'Lamella'),
    )
  })

  it('falls back to Dutch for an unknown locale and formats numbers the Dutch way', () => {
    const { visitor } = compose({ ...byMail, locale: 'it' })
    expect(visitor.subject).toBe('Uw offerteaanvraag bij Lamella')
    expect(visitor.html).toContain('8 m × 4,5 m')
    expect(visitor.html).toContain('Lagune')
  })

  it('escapes every value a visitor typed, in every mail', () => {
    const evil = '<script>alert("x")</script>'
    const mails = compose({
      ...appointment,
      name: evil,
      message: `${evil} & more`,
      municipality: '<img src=x onerror=alert(1)>',
      address: `'"><b>`,
    })
    for (const mail of [mails.visitor, mails.office, mails.dealer]) {
      expect(mail?.html).not.toContain('<script')
      expect(mail?.html).not.toContain('<img')
      expect(mail?.html).not.toContain('<b>')
      expect(mail?.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    }
    expect(mails.office.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more',
    )
    // a header is text: no markup to escape, but no line break that could start another header
    expect(compose({ ...byMail, name: 'A\r\nBcc: x@evil.test' }).office.subject).toBe(
      'Nieuwe offerteaanvraag van A Bcc: x@evil.test (1000)',
    )
  })

  it('writes every answer of the visitor, and the region the site found for the staff only', () => {
    const { visitor, office } = compose(appointment)
    const row = (html: string, label: string) =>
      new RegExp(`>${label}</th><td[^>]*>([^<]*)</td>`).exec(html)?.[1]
    const fr = catalogues.fr.email
    const nl = catalogues.nl.email
    expect(row(visitor.html, fr.poolBuilt)).toBe(fr.yes)
    expect(row(visitor.html, fr.country)).toBe('Belgique')
    expect(row(visitor.html, fr.postalCode)).toBe('1000 Bruxelles')
    expect(visitor.html).not.toContain(fr.region)
    expect(row(office.html, nl.poolBuilt)).toBe(nl.yes)
    expect(row(office.html, nl.country)).toBe('België')
    expect(row(office.html, nl.region)).toBe('Brussels-Capital')
    expect(
      row(compose({ ...byMail, pool_built: 'no' }).visitor.html, catalogues.de.email.poolBuilt),
    ).toBe(catalogues.de.email.no)
  })

  it('writes the office and a dealer without a language in Dutch', () => {
    const noLanguage = [{ ...settings[0], office_language: null }]
    const mails = compose(
      { ...appointment, dealer: { ...appointment.dealer, language: null } },
      noLanguage,
    )
    expect(mails.office.subject).toBe('Nieuwe offerteaanvraag van Camille Dupont (1000)')
    expect(mails.dealer?.subject).toBe('Afspraakaanvraag van Camille Dupont (1000)')
  })

  it('shows what was not given, and reads an address when the request has one', () => {
    const { office } = compose({ ...byMail, phone: null, message: '', address: 'Kerkstraat 1' })
    expect(office.html).toContain('Kerkstraat 1')
    expect(office.html).toContain(catalogues.nl.email.notGiven)
    expect(compose({ ...byMail, address: undefined }).office.html).toContain(
      catalogues.nl.email.notGiven,
    )
  })

  it('sends to the quote e-mail of the settings, else to their e-mail, and fails without either', () => {
    expect(compose(byMail).office.to).toBe('office@lamella.test')
    expect(compose(byMail, { brand: 'Lamella', email: 'info@lamella.test' }).office.to).toBe(
      'info@lamella.test',
    )
    expect(() => compose(byMail, [{ brand: 'Lamella' }])).toThrow(/quote_email/)
    expect(() => compose({ ...byMail, email: '' })).toThrow(/e-mail address/)
  })
})

describe('the dealer’s link to the workspace', () => {
  const site = { SITE_PUBLIC_URL: 'https://www.lamella.example/' }
  /** The catalogue with the workspace texts, which the dealer's mail reads when they exist. */
  const withWorkspaceTexts = () => {
    // a copy: the catalogue's objects are the i18n library's own
    const catalogue = structuredClone(mailCatalogue())
    for (const strings of Object.values(catalogue.strings))
      Object.assign(strings.email.dealer, {
        openLead: 'Open @lead',
        acceptWithin_one: 'Accept within {{count}} day',
        acceptWithin_other: 'Accept within {{count}} days',
      })
    return mailKit(catalogue)
  }

  it('links to the request in the dealer’s language and says within how many working days', () => {
    const mails = composeQuoteMails(
      { $env: site, request: appointment, settings: [{ ...settings[0], accept_working_days: 2 }] },
      withWorkspaceTexts(),
    )
    expect(mails.dealer?.html).toContain('href="https://www.lamella.example/nl/dealer/leads/7"')
    expect(mails.dealer?.html).toContain('>Open @lead</a>')
    expect(mails.dealer?.html).toContain('Accept within 2 days')
    const one = composeQuoteMails(
      { $env: site, request: appointment, settings },
      withWorkspaceTexts(),
    )
    expect(one.dealer?.html).toContain('Accept within 1 day')
    expect(one.visitor.html).not.toContain('/dealer/leads/')
    expect(one.office.html).not.toContain('/dealer/leads/')
  })

  it('shows the address as the link while the catalogue has no label, and no link without a site', () => {
    const catalogue = structuredClone(mailCatalogue())
    for (const strings of Object.values(catalogue.strings))
      Object.assign(strings.email.dealer, { openLead: '' })
    const bare = composeQuoteMails(
      { $env: site, request: appointment, settings },
      mailKit(catalogue),
    )
    expect(bare.dealer?.html).toContain('>https://www.lamella.example/nl/dealer/leads/7</a>')
    expect(composeQuoteMails({ request: appointment, settings }, kit).dealer?.html).not.toContain(
      '/dealer/leads/',
    )
  })
})

describe('the visitor’s promise', () => {
  // Friday 27 November 2026, 18:00 in Brussels: the dealer accepts by then and calls on Monday
  const acceptBy = '2026-11-27T17:00:00.000Z'
  const compose = (request: Scope) =>
    composeQuoteMails({ request, settings }, kit, workingDaysAfter).visitor.html

  it('names the dealer and the working day after the deadline, in the visitor’s language', () => {
    expect(compose({ ...appointment, locale: 'fr-BE', accept_by: acceptBy })).toContain(
      'Leie Pools vous contactera au plus tard le lundi 30 novembre.',
    )
    expect(compose({ ...appointment, locale: 'en', accept_by: acceptBy })).toContain(
      'Leie Pools will contact you by Monday, November 30.',
    )
  })

  it('says by when the office answers a request by mail: the deadline’s own day', () => {
    expect(compose({ ...byMail, locale: 'nl', accept_by: acceptBy })).toContain(
      'Ons kantoor stuurt u uiterlijk vrijdag 27 november een offerte per e-mail.',
    )
  })

  it('keeps the sentence without a date while the request has no deadline', () => {
    expect(compose({ ...appointment, accept_by: null })).toContain(
      'Leie Pools vous contactera prochainement',
    )
    expect(compose(appointment)).toContain('Leie Pools vous contactera prochainement')
  })

  it('escapes the dealer’s name and works the same in Directus’ isolate', async () => {
    const request = { ...appointment, locale: 'de', accept_by: acceptBy, dealer: { name: 'A & B' } }
    const data = { request, settings }
    const mails = (await runExec(quoteMailScript(), data)) as QuoteMails
    expect(mails.visitor.html).toContain('A &amp; B meldet sich spätestens am Montag, 30. November')
    expect(mails.visitor.html).toBe(compose(request))
  })
})

describe('quoteMailScript', () => {
  it('has no `{{` left for Directus’ templating to replace', () => {
    const script = quoteMailScript()
    expect(script).not.toContain('{{')
    expect(applyOptionsData({ code: script }, { name: 'x' }).code).toBe(script)
  })
})
