/**
 * The quote request e-mails end to end: serve.ts boots a Directus from the seed in a temp dir on
 * a free port, with its SMTP settings pointed at a sink this test runs; the form writer creates
 * quote requests like the site does, and the sink receives what Directus' flow sends.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { catalogues } from '@lamella/i18n/catalogues'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { globalSettings } from '../seed/content/global.ts'
import type { Api } from '../schema/api.ts'
import { createApi } from '../schema/api.ts'
import type { SinkMail, SmtpSink } from './smtp-sink.ts'
import { startSmtpSink } from './smtp-sink.ts'
import type { TestCms } from './test-cms.ts'
import { startTestCms } from './test-cms.ts'

let cms: TestCms
let sink: SmtpSink
let admin: Api
let writer: Api

const office = globalSettings.quote_email

interface Dealer {
  id: number
  name: string
  email: string
}

let dealer: Dealer
let eupen: Dealer
let pool: { id: number; titles: Record<string, string> }

/** Creates a quote request with the form writer's token, as the site's action does. */
async function submit(request: Record<string, unknown>): Promise<void> {
  await writer.post('/items/quote_requests', {
    phone: '+32 470 12 34 56',
    address: 'Korenmarkt 1',
    postal_code: '9000',
    municipality: 'Gent',
    country: 'BE',
    region: 'East Flanders',
    pool: pool.id,
    color: 'volcano_grey',
    length: 8,
    width: 4,
    stair: 'stair_left',
    pool_built: 'yes',
    message: 'Graag voor de zomer.',
    consent: true,
    ...request,
  })
}

const to = (address: string) => (mail: SinkMail) => mail.to.includes(address)

/** The value of a row of a mail's tables, by its label. */
const row = (mail: SinkMail | undefined, label: string) =>
  new RegExp(`>${label}</th><td[^>]*>([^<]*)</td>`).exec(mail?.html ?? '')?.[1]

beforeAll(async () => {
  sink = await startSmtpSink()
  cms = await startTestCms('mail-test', {
    EMAIL_SMTP_HOST: sink.host,
    EMAIL_SMTP_PORT: String(sink.port),
    EMAIL_SMTP_SECURE: 'false',
    EMAIL_SMTP_IGNORE_TLS: 'true',
    EMAIL_FROM: 'quotes@lamella.test',
  })
  admin = cms.admin
  writer = createApi(cms.url, cms.tokens.DIRECTUS_FORM_TOKEN)

  const dealers = await admin.get<Array<Dealer & { municipality: string }>>('/items/dealers', {
    filter: { email: { _nnull: true } },
    fields: 'id,name,email,municipality',
    sort: 'id',
    limit: -1,
  })
  const [first] = dealers
  const inEupen = dealers.find((item) => item.municipality === 'Eupen')
  if (!first || !inEupen) throw new Error('the seed has no dealers with e-mail addresses')
  dealer = first
  eupen = inEupen
  const [seededPool] = await admin.get<
    Array<{ id: number; translations: Array<{ languages_code: string; title: string }> }>
  >('/items/pools', { fields: 'id,translations.languages_code,translations.title', limit: 1 })
  if (!seededPool) throw new Error('the seed has no pool')
  pool = {
    id: seededPool.id,
    titles: Object.fromEntries(seededPool.translations.map((t) => [t.languages_code, t.title])),
  }
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  await sink?.close()
}, 30_000)

describe('a quote request stored by the site', () => {
  it('sent nothing about the setup’s own probe request', () => {
    // the setup ran before the first test, with mail on: its probe reached nobody
    const aboutProbe = sink.messages.filter(
      (mail) => mail.to.some((to) => to.endsWith('.invalid')) || mail.html.includes('Setup check'),
    )
    expect(aboutProbe).toEqual([])
  })

  it('mails the visitor in French, the office and the chosen dealer for an appointment', async () => {
    const visitor = `camille-${Date.now()}@example.test`
    await submit({
      kind: 'appointment',
      locale: 'fr',
      name: 'Camille <script>alert("x")</script>',
      email: visitor,
      dealer: dealer.id,
    })
    const [toVisitor] = await sink.waitFor(to(visitor))
    const [toOffice] = await sink.waitFor((mail) => to(office)(mail) && mail.replyTo === visitor)
    const [toDealer] = await sink.waitFor(
      (mail) => to(dealer.email)(mail) && mail.replyTo === visitor,
    )

    const fr = catalogues.fr
    expect(toVisitor?.from).toBe('quotes@lamella.test')
    expect(toVisitor?.subject).toBe(`Votre demande de devis chez ${globalSettings.brand}`)
    expect(toVisitor?.html).toContain('lang="fr-FR"')
    // with the request's deadline: the day after it (schema/quote-mail.test.ts has the dates)
    expect(toVisitor?.html).toContain(`${dealer.name} vous contactera au plus tard le `)
    for (const value of [
      pool.titles['fr-FR'] ?? '',
      fr.colors.volcano_grey,
      fr.stairs.stair_left,
      '8 m × 4 m',
    ])
      expect(toVisitor?.html).toContain(value)

    expect(toOffice?.subject).toContain('Camille <script>alert("x")</script> (9000)')
    expect(toDealer?.subject).toBe(
      catalogues.nl.email.dealer.subject
        .replace('{{name}}', 'Camille <script>alert("x")</script>')
        .replace('{{postalCode}}', '9000'),
    )
    expect(toDealer?.html).toContain(catalogues.nl.colors.volcano_grey)
    for (const mail of [toVisitor, toOffice, toDealer]) {
      expect(mail?.html).not.toContain('<script')
      expect(mail?.html).toContain('Camille &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    }
  }, 60_000)

  it('mails only the visitor, in German, and the office for a quote by mail', async () => {
    const visitor = `jonas-${Date.now()}@example.test`
    // a dealer left in the request from an earlier step is not told of a quote by mail
    await submit({ kind: 'mail', locale: 'de', name: 'Jonas', email: visitor, dealer: dealer.id })
    const [toVisitor] = await sink.waitFor(to(visitor))
    await sink.waitFor((mail) => to(office)(mail) && mail.replyTo === visitor)
    expect(toVisitor?.subject).toBe(`Ihre Angebotsanfrage bei ${globalSettings.brand}`)
    expect(toVisitor?.html).toContain('Unser Büro sendet Ihnen spätestens am ')
    expect(toVisitor?.html).toContain(catalogues.de.colors.volcano_grey)
    expect(toVisitor?.html).toContain(pool.titles['de-DE'] ?? '')
    // the dealer's mail would follow the office's at once: give it time to come, or not
    await sleep(2_000)
    const staffCopies = sink.messages.filter((mail) => mail.replyTo === visitor)
    expect(staffCopies.map((mail) => mail.to)).toEqual([[office]])
  }, 60_000)

  it('mails a dealer in the dealer’s language: German to Eupen, Dutch to Flanders', async () => {
    const lea = `lea-${Date.now()}@example.test`
    const jonas = `jonas-${Date.now()}@example.test`
    await submit({
      kind: 'appointment',
      locale: 'en',
      name: 'Lea',
      email: lea,
      dealer: eupen.id,
      postal_code: '4700',
      municipality: 'Eupen',
      region: 'Liège',
    })
    await submit({
      kind: 'appointment',
      locale: 'de',
      name: 'Jonas',
      email: jonas,
      dealer: dealer.id,
    })
    const [toEupen] = await sink.waitFor((mail) => to(eupen.email)(mail) && mail.replyTo === lea)
    const [toFlanders] = await sink.waitFor(
      (mail) => to(dealer.email)(mail) && mail.replyTo === jonas,
    )
    const [toLea] = await sink.waitFor(to(lea))
    const [toJonas] = await sink.waitFor(to(jonas))

    const de = catalogues.de.email
    expect(toEupen?.subject).toBe('Terminanfrage von Lea (4700)')
    expect(toEupen?.html).toContain('lang="de-DE"')
    expect(row(toEupen, de.poolBuilt)).toBe(de.yes)
    expect(row(toEupen, de.country)).toBe('Belgien')
    expect(row(toEupen, de.region)).toBe('Liège')
    expect(row(toEupen, de.postalCode)).toBe('4700 Eupen')
    const nl = catalogues.nl.email
    expect(toFlanders?.subject).toBe('Afspraakaanvraag van Jonas (9000)')
    expect(row(toFlanders, nl.poolBuilt)).toBe(nl.yes)
    // each visitor in their own language, with their answers and without the region
    const en = catalogues.en.email
    expect(toLea?.subject).toBe(`Your quote request at ${globalSettings.brand}`)
    expect(row(toLea, en.poolBuilt)).toBe(en.yes)
    expect(row(toLea, en.country)).toBe('Belgium')
    expect(toLea?.html).not.toContain(en.region)
    expect(toJonas?.subject).toBe(`Ihre Angebotsanfrage bei ${globalSettings.brand}`)
  }, 60_000)

  it('mails the office in the language of the global settings', async () => {
    await admin.patch('/items/global_settings', { office_language: 'fr' })
    try {
      const noor = `noor-${Date.now()}@example.test`
      await submit({ kind: 'mail', locale: 'nl', name: 'Noor', email: noor, pool_built: 'no' })
      const [toOffice] = await sink.waitFor((mail) => to(office)(mail) && mail.replyTo === noor)
      const [toNoor] = await sink.waitFor(to(noor))
      const fr = catalogues.fr.email
      expect(toOffice?.subject).toBe('Nouvelle demande de devis de Noor (9000)')
      expect(toOffice?.html).toContain('lang="fr-FR"')
      expect(row(toOffice, fr.poolBuilt)).toBe(fr.no)
      expect(row(toOffice, fr.region)).toBe('East Flanders')
      expect(row(toOffice, fr.country)).toBe('Belgique')
      expect(toNoor?.subject).toBe(`Uw offerteaanvraag bij ${globalSettings.brand}`)
      expect(row(toNoor, catalogues.nl.email.poolBuilt)).toBe(catalogues.nl.email.no)
    } finally {
      await admin.patch('/items/global_settings', { office_language: 'nl' })
    }
  }, 60_000)
})
