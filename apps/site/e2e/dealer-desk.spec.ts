import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoViolations } from './axe'
import { cmsUrl, messages, phone } from './fixtures'
import {
  adminOf,
  afterMinimumFillTime,
  configuration,
  fillDetails,
  requestsNamed,
  SENT,
} from './quote-helpers'
import { waitForMail } from './mailbox'
import { e2eCmsDataDir } from './stack-env'
import { screenshotWholePage } from './whole-page'
import { hydratedDocument } from './hydrated'

// A lead from the visitor's form to the dealer's phone, against the real CMS and the mails it
// sends: a visitor in Gouvy asks, in French, for an appointment with a German-speaking dealer in
// Eupen; the dealer's German mail links to the lead; a staff member signs in by the mailed link
// on a phone, accepts, sets the appointment (a calendar file), and marks the quote sent.
test.describe.configure({ mode: 'serial', timeout: 120_000 })

const de = messages.de.dealerDesk
const DEALER = 'Schwimmbadtechnik Theissen'
const shots = process.env.DEALER_SHOTS_DIR

let admin: Awaited<ReturnType<typeof adminOf>>

interface Staff {
  email: string
  dealer: number
}

/** A staff account of a dealer, as the office invites one (active, the Dealer role). */
async function staffOf(dealerName: string, label: string): Promise<Staff> {
  const [role] = await admin.get<Array<{ id: string }>>('/roles?filter[name][_eq]=Dealer&fields=id')
  const [dealer] = await admin.get<Array<{ id: number }>>(
    `/items/dealers?filter[name][_eq]=${encodeURIComponent(dealerName)}&fields=id`,
  )
  const email = `${label}-${Date.now()}@staff.example.com`
  await admin.post('/users', {
    email,
    first_name: label,
    last_name: 'Staff',
    role: role!.id,
    dealer: dealer!.id,
    status: 'active',
  })
  return { email, dealer: dealer!.id }
}

/** Signs in at the desk's sign-in page by the link of the mailed code. */
async function signIn(page: Page, email: string, locale: 'de' | 'fr' = 'de') {
  const t = messages[locale].dealerDesk.signIn
  await page.getByRole('textbox', { name: t.email }).fill(email)
  await page.getByRole('button', { name: t.send }).click()
  await expect(page.getByRole('heading', { name: t.sentTitle })).toBeVisible(SENT)
  const [mail] = await waitForMail((sent) => sent.to.includes(email))
  const link = /href="([^"]+\/dealer\/verify\?t=[^"]+)"/.exec(mail!.html)?.[1]
  expect(link, 'the sign-in mail links to the desk').toBeTruthy()
  const url = new URL(link!.replaceAll('&amp;', '&'))
  await page.goto(url.pathname + url.search)
  return mail!
}

test.beforeAll(async () => {
  admin = await adminOf(cmsUrl, e2eCmsDataDir)
})

test('a visitor in Gouvy reaches a German-speaking dealer, who works the lead on a phone', async ({
  page,
  browser,
}, testInfo) => {
  const fr = messages.fr
  const name = `Gouvy ${Date.now()}`
  const staff = await staffOf(DEALER, 'jens')

  // the visitor, in French
  await page.goto(`/fr/quote?${configuration}`)
  await hydratedDocument(page)
  const renderedAt = Date.now()
  await fillDetails(page, 'fr', {
    kind: 'appointment',
    name,
    email: 'gouvy@example.test',
    address: 'Rue de la Gare 1',
    postalCode: '6670',
    municipality: 'Gouvy',
    poolBuilt: 'no',
  })
  await page.getByRole('button', { name: fr.configurator.next }).click()
  await expect(page.getByRole('heading', { name: fr.quote.dealer.title })).toBeVisible(SENT)
  const theissen = page.getByRole('radio', { name: new RegExp(DEALER) })
  if (!(await theissen.count())) {
    await page.getByRole('button', { name: fr.quote.dealer.showAllDealers }).click()
  }
  await theissen.check()
  await afterMinimumFillTime(renderedAt)
  await page.getByRole('button', { name: fr.quote.submit }).click()
  await expect(page.getByText(fr.form.successTitle)).toBeVisible(SENT)
  const [lead] = await requestsNamed(admin, name)
  expect(lead).toMatchObject({ kind: 'appointment', dealer: staff.dealer })

  // the dealer's mail, in German, links to the lead
  const [toDealer] = await waitForMail(
    (mail) => mail.to.includes('info@theissen-pool.example') && mail.html.includes(name),
  )
  const leadLink = new RegExp(`href="[^"]*(/de/dealer/leads/${lead!.id})"`).exec(toDealer!.html)
  expect(leadLink, 'the dealer’s mail links to the lead').toBeTruthy()

  // the staff member, on a phone, follows the link: sign-in first, then the lead
  const context = await browser.newContext({ viewport: phone, acceptDownloads: true })
  const dealerPage = await context.newPage()
  const answer = await dealerPage.goto(leadLink![1]!)
  expect(answer?.headers()['cache-control']).toMatch(/^(private, )?no-store$/)
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow')
  await expect(dealerPage.getByRole('heading', { name: de.signIn.title })).toBeVisible()
  await expectNoViolations(dealerPage)
  const signInMail = await signIn(dealerPage, staff.email)
  expect(signInMail.subject).toContain('Händlerbereich')

  await expect(dealerPage).toHaveURL(new RegExp(`/de/dealer/leads/${lead!.id}$`))
  const title = de.lead.title.replace('{{name}}', name)
  await expect(dealerPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(dealerPage.getByText('6670 Gouvy, Belgien')).toBeVisible()
  await expect(dealerPage.getByText('Französisch')).toBeVisible()
  const page1 = await dealerPage.goto(leadLink![1]!)
  expect(page1?.headers()['cache-control']).toMatch(/^(private, )?no-store$/)
  expect(page1?.headers()['x-cache']).not.toBe('HIT')
  await expectNoViolations(dealerPage)
  if (shots) await screenshotWholePage(dealerPage, `${shots}/lead-de.png`)

  await dealerPage.getByRole('button', { name: de.lead.accept }).click()
  await expect(dealerPage.getByText(de.lead.saved)).toBeVisible(SENT)
  await dealerPage.getByLabel(de.lead.appointmentAt).fill('2026-12-03T10:30')
  await dealerPage.getByRole('button', { name: de.lead.appointment, exact: true }).click()
  await expect(dealerPage.getByText(de.lead.saved)).toBeVisible(SENT)
  const download = dealerPage.waitForEvent('download')
  await dealerPage.getByRole('link', { name: de.lead.addToCalendar }).click()
  const ics = await download
  const calendar = await ics.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = []
    for await (const chunk of stream) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  })
  expect(calendar).toContain('BEGIN:VEVENT')
  expect(calendar).toContain('DTSTART:20261203T093000Z')
  expect(calendar).toContain(name)

  await dealerPage.getByRole('button', { name: de.lead.quoteSent }).click()
  await expect(dealerPage.getByText(de.lead.saved)).toBeVisible(SENT)
  const history = dealerPage.getByRole('list').filter({ hasText: de.status.quote_sent })
  await expect(history).toContainText('jens Staff')

  // the CMS holds what the dealer did, stamped by the CMS
  const [stored] = await admin.get<
    Array<{ status: string; accepted_at: string | null; accept_hours: number | null }>
  >(`/items/quote_requests?filter[id][_eq]=${lead!.id}&fields=status,accepted_at,accept_hours`)
  expect(stored).toMatchObject({ status: 'quote_sent', accepted_at: expect.any(String) })
  expect(stored?.accept_hours).toBeGreaterThanOrEqual(0)

  // the office's dashboard shows the time to accept: its panel's own query answers a number
  const panels = await admin.get<Array<{ options: Record<string, unknown> | null }>>(
    '/panels?fields=options&limit=-1',
  )
  const timeToAccept = panels.find(
    (panel) => panel.options?.field === 'accept_hours' && panel.options.function === 'avg',
  )
  expect(timeToAccept, 'a dashboard panel of the time to accept').toBeTruthy()
  const [average] = await admin.get<Array<{ avg: { accept_hours: number | string } }>>(
    `/items/quote_requests?aggregate[avg]=accept_hours&filter=${encodeURIComponent(JSON.stringify(timeToAccept!.options!.filter))}`,
  )
  expect(Number(average?.avg.accept_hours)).toBeGreaterThanOrEqual(0)

  // the inbox lists it with its place; the export has it
  await dealerPage.goto('/de/dealer')
  await expect(dealerPage.getByRole('link', { name: new RegExp(name) })).toBeVisible()
  if (shots) await screenshotWholePage(dealerPage, `${shots}/inbox-de.png`)
  await dealerPage.goto('/fr/dealer')
  await expect(
    dealerPage.getByRole('heading', { level: 1, name: messages.fr.dealerDesk.inbox.open }),
  ).toBeVisible()
  if (shots) await screenshotWholePage(dealerPage, `${shots}/inbox-fr.png`)
  await dealerPage.goto(leadLink![1]!.replace('/de/', '/fr/'))
  if (shots) await screenshotWholePage(dealerPage, `${shots}/lead-fr.png`)
  const csv = await dealerPage.request.get('/de/dealer/leads.csv')
  expect(csv.headers()['content-type']).toContain('text/csv')
  expect(await csv.text()).toContain(name)

  // the dealer keeps their own details: languages, hours, and where leads go
  await dealerPage.goto('/de/dealer/profile')
  await expect(dealerPage.getByRole('heading', { level: 1, name: de.profile.title })).toBeVisible()
  await expectNoViolations(dealerPage)
  await dealerPage.getByRole('checkbox', { name: 'Deutsch' }).check()
  await dealerPage.getByRole('checkbox', { name: 'Französisch' }).check()
  await dealerPage.getByLabel(de.profile.openingHours).fill('Mo–Fr 9–18 Uhr')
  await dealerPage.getByRole('button', { name: de.profile.save }).click()
  await expect(dealerPage.getByText(de.profile.saved)).toBeVisible(SENT)
  if (shots) await screenshotWholePage(dealerPage, `${shots}/profile-de.png`)
  const [record] = await admin.get<Array<{ languages_spoken: string[]; opening_hours: string }>>(
    `/items/dealers?filter[id][_eq]=${staff.dealer}&fields=languages_spoken,opening_hours`,
  )
  expect(record).toMatchObject({ opening_hours: 'Mo–Fr 9–18 Uhr' })
  expect(record?.languages_spoken).toEqual(expect.arrayContaining(['de', 'fr']))

  testInfo.attach('lead', { body: String(lead!.id) })
  await context.close()
})

test('a lead left unanswered past its promise passes once to the next dealer, and the visitor is told', async () => {
  const email = `gouvy-late-${Date.now()}@example.com`
  const [theissen] = await admin.get<Array<{ id: number }>>(
    `/items/dealers?filter[name][_eq]=${encodeURIComponent(DEALER)}&fields=id`,
  )
  // as the site stores it: the place's coordinates (Gouvy) and the dealer the visitor chose
  const lead = await admin.post<{ id: number }>('/items/quote_requests', {
    kind: 'appointment',
    locale: 'fr-BE',
    name: 'Visiteur en retard',
    email,
    address: 'Rue de la Gare 2',
    postal_code: '6670',
    municipality: 'Gouvy',
    country: 'BE',
    latitude: 50.1881,
    longitude: 5.9375,
    pool_built: 'no',
    consent: true,
    dealer: theissen!.id,
  })
  const [created] = await admin.get<Array<{ accept_by: string }>>(
    `/items/quote_requests?filter[id][_eq]=${lead.id}&fields=accept_by`,
  )
  expect(created?.accept_by, 'the CMS sets the promise').toBeTruthy()

  // the clock moved past the promise: the routing run passes it on, once, however often it runs
  const now = new Date(Date.parse(created!.accept_by) + 60_000).toISOString()
  const [first, second] = await Promise.all([
    admin.post<{ rerouted: number }>('/lead-routing/run', { now }),
    admin.post<{ rerouted: number }>('/lead-routing/run', { now }),
  ])
  expect(first!.rerouted + second!.rerouted).toBeGreaterThanOrEqual(1)
  await admin.post('/lead-routing/run', { now })
  const [moved] = await admin.get<
    Array<{ dealer: { id: number; name: string } | null; offered_dealers: number[] }>
  >(`/items/quote_requests?filter[id][_eq]=${lead.id}&fields=dealer.id,dealer.name,offered_dealers`)
  expect(moved?.dealer?.id).not.toBe(theissen!.id)
  expect(moved?.offered_dealers).toEqual([theissen!.id, moved!.dealer!.id])

  // the visitor is told, in French, who will contact them now
  const [told] = await waitForMail(
    (mail) => mail.to.includes(email) && mail.html.includes(moved!.dealer!.name),
  )
  expect(told?.html).toContain('vous contactera')
})

/** Status and body of a GET, with the page's per-request details left out. */
async function answerOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), body: await response.text() }
}

test('a dealer gets the same answer for another dealer’s lead as for a lead that does not exist', async ({
  browser,
}) => {
  const other = await staffOf(DEALER, 'other')
  // a lead of another dealer, as the form writer stores one
  const [elsewhere] = await admin.get<Array<{ id: number }>>(
    `/items/dealers?filter[id][_neq]=${other.dealer}&fields=id&limit=1`,
  )
  const foreign = await admin.post<{ id: number }>('/items/quote_requests', {
    kind: 'appointment',
    locale: 'nl-BE',
    name: 'Someone Else',
    email: 'else@example.com',
    address: 'Markt 1',
    postal_code: '8000',
    municipality: 'Brugge',
    country: 'BE',
    pool_built: 'no',
    consent: true,
    dealer: elsewhere!.id,
  })
  const context = await browser.newContext({ viewport: phone })
  const page = await context.newPage()
  await page.goto('/de/dealer/sign-in')
  await signIn(page, other.email)
  await expect(page).toHaveURL(/\/de\/dealer$/)

  const request = page.request
  for (const path of ['', '/appointment.ics']) {
    const theirs = await answerOf(request, `/de/dealer/leads/${foreign!.id}${path}`)
    const none = await answerOf(request, `/de/dealer/leads/999999${path}`)
    expect(theirs.status).toBe(404)
    expect(none.status).toBe(theirs.status)
    expect(none.body.replaceAll('/leads/999999', '/leads/ID')).toBe(
      theirs.body.replaceAll(`/leads/${foreign!.id}`, '/leads/ID'),
    )
  }
  for (const intent of ['accept', 'note']) {
    const post = (id: number | string) =>
      request.post(`/de/dealer/leads/${id}`, {
        form: { intent, dealer_note: 'x' },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      })
    const theirs = await post(foreign!.id)
    const none = await post(999999)
    expect(theirs.status()).toBe(404)
    expect(none.status()).toBe(theirs.status())
  }
  const [untouched] = await admin.get<Array<{ status: string; dealer_note: string | null }>>(
    `/items/quote_requests?filter[id][_eq]=${foreign!.id}&fields=status,dealer_note`,
  )
  expect(untouched).toEqual({ status: 'new', dealer_note: null })
  await context.close()
})

test('a wrong, reused or expired sign-in gets a clear page in the dealer’s language', async ({
  browser,
}) => {
  const staff = await staffOf(DEALER, 'reuse')
  const context = await browser.newContext({ viewport: phone })
  const page = await context.newPage()
  await page.goto('/de/dealer/sign-in')
  await page.getByRole('textbox', { name: de.signIn.email }).fill(staff.email)
  await page.getByRole('button', { name: de.signIn.send }).click()
  await page.getByRole('textbox', { name: de.signIn.code }).fill('000000')
  await page.getByRole('button', { name: de.signIn.verify }).click()
  await expect(page.getByText(de.signIn.errors.invalidCode)).toBeVisible(SENT)
  await expectNoViolations(page)

  // the mailed link works once
  const [mail] = await waitForMail((sent) => sent.to.includes(staff.email))
  const link = new URL(
    /href="([^"]+\/dealer\/verify\?t=[^"]+)"/.exec(mail!.html)![1]!.replaceAll('&amp;', '&'),
  )
  await page.goto(link.pathname + link.search)
  await expect(page).toHaveURL(/\/de\/dealer$/)
  await page.getByRole('button', { name: de.signOut }).click()
  await expect(page.getByRole('heading', { name: de.signIn.title })).toBeVisible()
  const again = await page.goto(link.pathname + link.search)
  expect(again?.status()).toBeLessThan(500)
  await expect(page.getByRole('heading', { name: de.signIn.title })).toBeVisible()
  await expect(page.getByText(de.signIn.errors.noSession)).toBeVisible()

  // signed out, the desk is closed again
  await page.goto('/de/dealer')
  await expect(page).toHaveURL(/\/de\/dealer\/sign-in/)
  await context.close()
})
